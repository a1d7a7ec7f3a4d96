//! Outside LeetCode's `1 <= n <= 9`, every approach gives the same documented answer.

use std::panic;

use n_queens::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

#[rstest]
#[case::minus_one(-1)]
#[case::most_negative(i32::MIN)]
fn negative_n_has_no_board(#[case] n: i32) {
    for approach in APPROACHES {
        assert_eq!((approach.solve_n_queens)(n), Vec::<Vec<String>>::new(), "{}", approach.name);
    }
}

#[test]
fn n_0_has_one_empty_board() {
    for approach in APPROACHES {
        assert_eq!((approach.solve_n_queens)(0), vec![Vec::<String>::new()], "{}", approach.name);
    }
}

/// These would run out of time or memory if the check did not come first.
#[rstest]
#[case::first_too_large(33)]
#[case::far_too_large(64)]
#[case::largest(i32::MAX)]
fn more_than_32_queens_panics_at_once(#[case] n: i32) {
    for approach in APPROACHES {
        let payload = panic::catch_unwind(|| (approach.solve_n_queens)(n))
            .expect_err(&format!("{} returned for n = {n}", approach.name));
        let message = payload.downcast_ref::<String>().map_or("<not a string>", String::as_str);
        assert_eq!(
            message,
            format!("n = {n}: more than 32 queens is out of range"),
            "{}",
            approach.name
        );
    }
}

#[test]
fn the_lazy_iterator_refuses_more_than_32_queens() {
    let payload = panic::catch_unwind(|| n_queens::solutions(33)).expect_err("n = 33 accepted");
    let message = payload.downcast_ref::<String>().map_or("<not a string>", String::as_str);
    assert_eq!(message, "n = 33: more than 32 queens is out of range");
}
