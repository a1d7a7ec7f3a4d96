//! Every approach against LeetCode's own examples. (The known counts, the
//! checker and the out-of-range cases are in each approach's generated tests.)

use n_queens::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

/// `boards` in one order, since LeetCode accepts any.
fn sorted(mut boards: Vec<Vec<String>>) -> Vec<Vec<String>> {
    boards.sort();
    boards
}

fn boards(rows: &[&[&str]]) -> Vec<Vec<String>> {
    rows.iter().map(|board| board.iter().map(|&row| row.to_owned()).collect()).collect()
}

#[rstest]
#[case::four(4, boards(&[&[".Q..", "...Q", "Q...", "..Q."], &["..Q.", "Q...", "...Q", ".Q.."]]))]
#[case::one(1, boards(&[&["Q"]]))]
fn leetcode_examples(#[case] n: i32, #[case] expected: Vec<Vec<String>>) {
    for approach in APPROACHES {
        assert_eq!(sorted((approach.solve)(n)), sorted(expected.clone()), "{}", approach.name);
    }
}

/// The checker itself rejects what it must, so that a pass means something.
#[rstest]
#[case::too_few_rows(2, &[".Q"], "1 rows, not 2")]
#[case::not_a_board(2, &["Qx", ".Q"], "row 0 is \"Qx\"")]
#[case::two_in_a_row(2, &["QQ", ".."], "row 0 has 2 queens")]
#[case::empty_row(3, &["Q..", "...", "..Q"], "row 1 has 0 queens")]
#[case::one_column(3, &["Q..", "..Q", "Q.."], "rows 0 and 2 share column 0")]
#[case::diagonal(4, &["Q...", ".Q..", "...Q", "..Q."], "share a diagonal")]
fn the_checker_names_what_is_wrong(#[case] n: usize, #[case] rows: &[&str], #[case] error: &str) {
    let board: Vec<String> = rows.iter().map(|&row| row.to_owned()).collect();
    let found = n_queens::checker::board_error(n, &board).expect("an invalid board");
    assert!(found.contains(error), "{found}");
}

/// n = 8's solutions up to symmetry, as the guide's picture shows them: OEIS
/// A002562 says 12 groups, and their sizes add up to the 92 boards.
#[test]
fn n_8_has_12_groups_of_92_boards() {
    let groups = n_queens::guide::groups(8);
    assert_eq!(groups.len(), 12);
    assert_eq!(groups.values().sum::<usize>(), 92);
    assert_eq!(groups.values().filter(|&&size| size == 4).count(), 1);
    let unique: Vec<usize> = (1..=10).map(|n| n_queens::guide::groups(n).len()).collect();
    assert_eq!(unique, [1, 0, 0, 1, 2, 1, 6, 12, 46, 92]);
}
