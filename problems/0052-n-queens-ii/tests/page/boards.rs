//! Problem 51's view: the boards found so far, as LeetCode returns them,
//! each checked to be a solution by itself (not by the trace).

use std::collections::BTreeSet;

use n_queens_ii::trace::{Event, Trace};
use pretty_assertions::assert_eq;

use super::dom::texts;

/// Problem 51's view at step `k`: one board for each solution found so
/// far, each a valid placement of `n` queens (checked here, not by the
/// trace), none twice; at the last step, as many as A000170 says.
pub fn check(dom: &str, trace: &Trace, k: usize) {
    let n = trace.n;
    let found =
        trace.steps[..k].iter().filter(|step| matches!(step.event, Event::Solution { .. })).count();
    let boards = texts(dom, "class", "returned")
        .into_iter()
        .chain(texts(dom, "class", "returned new"))
        .collect::<Vec<String>>();
    let context = format!("problem 51, n = {n}, step {k}");
    assert_eq!(boards.len(), found, "{context}: {boards:?}");
    if k == trace.steps.len() {
        assert_eq!(u64::try_from(found).ok(), Some(n_queens_ii::A000170[n]), "{context}");
    }
    let distinct: BTreeSet<&String> = boards.iter().collect();
    assert_eq!(distinct.len(), boards.len(), "{context}: a board twice");
    for board in &boards {
        let rows: Vec<String> = serde_json::from_str(board)
            .unwrap_or_else(|error| panic!("{context}: {board} is no list of strings: {error}"));
        assert!(valid_board(&rows, n), "{context}: {board} is not a solution");
    }
}

/// `rows` place `n` queens, one a row, none attacking another.
fn valid_board(rows: &[String], n: usize) -> bool {
    let columns: Option<Vec<usize>> = rows
        .iter()
        .map(|row| {
            let one = row.len() == n && row.chars().all(|square| square == '.' || square == 'Q');
            let queens: Vec<usize> = row.match_indices('Q').map(|(at, _)| at).collect();
            (one && queens.len() == 1).then(|| queens[0])
        })
        .collect();
    let Some(columns) = columns else { return false };
    rows.len() == n
        && (0..n).all(|a| {
            (a + 1..n).all(|b| columns[a] != columns[b] && columns[a].abs_diff(columns[b]) != b - a)
        })
}
