//! Every approach against LeetCode's examples, the known counts (OEIS
//! A000170), an independent board checker, and each other.

mod checker;

use std::collections::BTreeSet;

use n_queens::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

/// A debug build runs some 10 to 30 times slower than the release build the
/// practical limits are measured in: about two sizes of `n`.
const DEBUG_SLOWDOWN_IN_N: i32 = 2;

/// `boards` in one order, since LeetCode accepts any.
fn sorted(mut boards: Vec<Vec<String>>) -> Vec<Vec<String>> {
    boards.sort();
    boards
}

fn boards(rows: &[&[&str]]) -> Vec<Vec<String>> {
    rows.iter().map(|board| board.iter().map(|&row| row.to_owned()).collect()).collect()
}

#[rstest]
#[case::n_4(4, boards(&[&[".Q..", "...Q", "Q...", "..Q."], &["..Q.", "Q...", "...Q", ".Q.."]]))]
#[case::n_1(1, boards(&[&["Q"]]))]
fn leetcode_examples(#[case] n: i32, #[case] expected: Vec<Vec<String>>) {
    for approach in APPROACHES {
        assert_eq!(
            sorted((approach.solve_n_queens)(n)),
            sorted(expected.clone()),
            "{}",
            approach.name
        );
    }
}

#[rstest]
#[case(1, 1)]
#[case(2, 0)]
#[case(3, 0)]
#[case(4, 2)]
#[case(5, 10)]
#[case(6, 4)]
#[case(7, 40)]
#[case(8, 92)]
#[case(9, 352)]
#[case(10, 724)]
#[case(11, 2_680)]
fn every_board_valid_and_counted(#[case] n: i32, #[case] count: usize) {
    let debug_slowdown = if cfg!(debug_assertions) { DEBUG_SLOWDOWN_IN_N } else { 0 };
    let approaches = APPROACHES
        .iter()
        .filter(|approach| n <= 9 || n <= approach.practical_limit - debug_slowdown);
    let mut first: Option<(&str, Vec<Vec<String>>)> = None;
    for approach in approaches {
        let boards = sorted((approach.solve_n_queens)(n));
        let name = approach.name;
        assert_eq!(boards.len(), count, "{name}: the number of boards for n = {n}");
        let size = usize::try_from(n).unwrap();
        for board in &boards {
            assert_eq!(checker::board_error(size, board), None, "{name}: {board:?}");
        }
        let distinct: BTreeSet<_> = boards.iter().collect();
        assert_eq!(distinct.len(), boards.len(), "{name}: a board found twice");
        match &first {
            None => first = Some((name, boards)),
            Some((first_name, first_boards)) => {
                assert_eq!(&boards, first_boards, "{name} and {first_name} find other boards");
            }
        }
    }
    assert!(first.is_some(), "n = {n}: some approach runs");
}
