//! The lazy iterator: the same solutions as A000170 counts, one at a time.

use std::panic;

use n_queens::{A000170, board, checker, solutions};
use pretty_assertions::assert_eq;
use rstest::rstest;

#[test]
fn counts_without_storing_a_board() {
    for (n, &count) in A000170.iter().enumerate().take(13) {
        assert_eq!(solutions(n).count() as u64, count, "n = {n}");
    }
}

#[rstest]
#[case(20)]
#[case(32)]
fn the_first_boards_of_a_large_n_come_at_once(#[case] n: usize) {
    let first: Vec<Vec<usize>> = solutions(n).take(3).collect();
    assert_eq!(first.len(), 3);
    for queens in &first {
        assert_eq!(checker::board_error(n, &board(queens)), None, "{queens:?}");
    }
    assert!(first[0] != first[1] && first[1] != first[2] && first[0] != first[2]);
}

#[test]
fn matches_the_leetcode_example() {
    let boards: Vec<Vec<String>> = solutions(4).map(|queens| board(&queens)).collect();
    assert_eq!(boards, [[".Q..", "...Q", "Q...", "..Q."], ["..Q.", "Q...", "...Q", ".Q.."]]);
}

#[test]
fn stays_done() {
    let mut none_left = solutions(3);
    assert_eq!(none_left.next(), None);
    assert_eq!(none_left.next(), None);
}

#[test]
fn refuses_more_than_32_queens() {
    let payload = panic::catch_unwind(|| solutions(33)).expect_err("n = 33 accepted");
    let message = payload.downcast_ref::<String>().map_or("<not a string>", String::as_str);
    assert_eq!(message, "n = 33: more than 32 queens is out of range");
}
