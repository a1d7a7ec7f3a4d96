//! The construction of one board with no search, held to the board checker
//! up to n = 300 (its strings make it quadratic), and to an independent
//! linear check for every n up to 1,000 and near n = 1,000,000.

use n_queens::construction::one_solution;
use n_queens::{A000170, board, checker};
use pretty_assertions::assert_eq;
use rstest::rstest;

/// Why `queens` (the column of each row's queen) is not a solution, if it
/// is not; `O(n)`: each column and each diagonal may be used once.
fn attack(queens: &[usize]) -> Option<String> {
    let n = queens.len();
    let mut columns = vec![false; n];
    // `row - column + n` and `row + column`: one entry per diagonal.
    let mut diagonals = vec![false; 2 * n];
    let mut anti_diagonals = vec![false; 2 * n];
    for (row, &column) in queens.iter().enumerate() {
        if column >= n {
            return Some(format!("row {row}: column {column} is off the board"));
        }
        for (used, line) in [
            (&mut columns, column),
            (&mut diagonals, row + n - column),
            (&mut anti_diagonals, row + column),
        ] {
            if std::mem::replace(&mut used[line], true) {
                return Some(format!("row {row}, column {column} is attacked"));
            }
        }
    }
    None
}

#[test]
fn there_is_no_board_for_2_and_3_and_one_for_every_other_n_the_counts_know() {
    for (n, &count) in A000170.iter().enumerate() {
        assert_eq!(one_solution(n).is_some(), count > 0, "n = {n}");
    }
    assert_eq!(one_solution(0), Some(Vec::new()));
    assert_eq!(one_solution(1), Some(vec![0]));
}

#[test]
fn every_board_up_to_300_passes_the_checker() {
    for n in (0..=300).filter(|&n| n != 2 && n != 3) {
        let queens = one_solution(n).unwrap_or_else(|| panic!("a board for n = {n}"));
        assert_eq!(checker::board_error(n, &board(&queens)), None, "n = {n}: {queens:?}");
    }
}

#[test]
fn the_linear_check_catches_an_attack() {
    assert_eq!(attack(&[1, 3, 0, 2]), None);
    assert!(attack(&[0, 1, 3, 2]).is_some(), "(0, 0) and (1, 1) share a diagonal");
    assert!(attack(&[1, 0, 2, 3]).is_some(), "(0, 1) and (1, 0) share an anti-diagonal");
    assert!(attack(&[1, 3, 1, 2]).is_some(), "two queens in column 1");
    assert!(attack(&[1, 3, 0, 4]).is_some(), "column 4 is off a board of 4");
    for n in 4..=1000 {
        assert_eq!(attack(&one_solution(n).expect("n >= 4")), None, "n = {n}");
    }
}

/// Every remainder by 6, each of which the construction treats its own way.
#[rstest]
#[case::remainder_2(999_998)]
#[case::remainder_3(999_999)]
#[case::remainder_4(1_000_000)]
#[case::remainder_5(1_000_001)]
#[case::remainder_0(1_000_002)]
#[case::remainder_1(1_000_003)]
fn a_board_near_a_million_has_no_attack(#[case] n: usize) {
    let queens = one_solution(n).expect("a board");
    assert_eq!(queens.len(), n);
    assert_eq!(attack(&queens), None, "n = {n}");
}
