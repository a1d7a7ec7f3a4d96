//! The lazy iterator: the same solutions as A000170 counts, one at a time.

mod checker;

use n_queens::{board, solutions};
use pretty_assertions::assert_eq;
use rstest::rstest;

#[rstest]
#[case(0, 1)]
#[case(1, 1)]
#[case(2, 0)]
#[case(3, 0)]
#[case(4, 2)]
#[case(8, 92)]
#[case(10, 724)]
#[case(12, 14_200)]
fn counts_without_storing_a_board(#[case] n: usize, #[case] count: usize) {
    assert_eq!(solutions(n).count(), count);
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
