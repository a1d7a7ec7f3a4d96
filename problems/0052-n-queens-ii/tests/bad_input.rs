//! Outside LeetCode's `1 <= n <= 9`, every approach gives the same documented answer.

use std::panic;

use n_queens_ii::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

#[rstest]
#[case::minus_one(-1)]
#[case::most_negative(i32::MIN)]
fn negative_n_has_no_solution(#[case] n: i32) {
    for approach in APPROACHES {
        assert_eq!((approach.total_n_queens)(n), 0, "{}", approach.name);
    }
}

#[test]
fn the_empty_board_is_one_solution() {
    for approach in APPROACHES {
        assert_eq!((approach.total_n_queens)(0), 1, "{}", approach.name);
    }
}

/// These would search for hours, or wrap around `i32`, if the check did not
/// come before the search.
#[rstest]
#[case::first_too_large(19)]
#[case::far_too_large(64)]
#[case::largest(i32::MAX)]
fn a_count_beyond_i32_panics_at_once(#[case] n: i32) {
    for approach in APPROACHES {
        let payload = panic::catch_unwind(|| (approach.total_n_queens)(n))
            .expect_err(&format!("{} returned for n = {n}", approach.name));
        let message = payload.downcast_ref::<String>().map_or("<not a string>", String::as_str);
        assert_eq!(
            message,
            format!("n = {n}: the count for n >= 19 does not fit in i32"),
            "{}",
            approach.name
        );
    }
}
