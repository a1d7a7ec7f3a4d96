//! The step-through page: one self-contained HTML file (inline CSS, JS and
//! SVG, nothing from the network) that plays the [`Trace`] step by step,
//! in English and Chinese, as the bitmask search and as the set-based
//! search that [`hash_sets`](crate::approaches::hash_sets) writes.
//!
//! The page draws what Rust hands it: every step's board, masks, sets and
//! checks, and the search tree's layout, are written here into the file as
//! JSON. Its script only draws them; it does not search.
//!
//! Both searches try a row's columns lowest first, so they make the same
//! tree in the same order, step for step: the set-based view of a step is
//! the same queens seen through the three sets (used columns, `row - column`
//! and `row + column`) instead of the three masks.
//!
//! ```
//! let page = n_queens_ii::trace::page::html(&[4]);
//! assert!(page.starts_with("<!DOCTYPE html>"));
//! ```

use std::collections::BTreeSet;

use serde::Serialize;

use super::{Event, Masks, Step, Trace};

/// The page's markup, style and script; `/*DATA*/` stands for the boards.
const TEMPLATE: &str = include_str!("page.html");

/// The page for the boards of `sizes` (a choice of size when there are
/// several), each traced by [`Trace::new`].
///
/// # Panics
///
/// If a size is over [`MAX_N`](super::MAX_N).
#[must_use]
pub fn html(sizes: &[usize]) -> String {
    let boards: Vec<Board> = sizes.iter().map(|&n| Board::new(&Trace::new(n))).collect();
    let json = serde_json::to_string(&boards).expect("plain data");
    // Inside a script element, `</` could end it early.
    TEMPLATE.replace("/*DATA*/", &json.replace("</", "<\\/"))
}

/// One board size's trace, as the page draws it.
#[derive(Serialize)]
struct Board {
    n: usize,
    solutions: u64,
    placements: u64,
    /// For each row and column: the set-based search's keys `[row - column,
    /// row + column]`.
    keys: Vec<Vec<[i64; 2]>>,
    /// The search tree, one node per queen placed, in the order placed.
    nodes: Vec<TreeNode>,
    /// The lines the tree takes: one per leaf.
    lines: usize,
    steps: Vec<PageStep>,
}

/// A queen placed, as a node of the drawn tree: on the same line as its
/// first child, each later child on a new line.
#[derive(Serialize)]
struct TreeNode {
    parent: Option<usize>,
    row: usize,
    column: usize,
    line: usize,
    /// The step that places it.
    placed: usize,
    /// The step that finds it a solution or a dead end, if any does.
    ends: Option<usize>,
    solution: Option<u64>,
}

/// One step, with everything the page shows at it.
#[derive(Serialize)]
struct PageStep {
    /// `row`, `dead-end`, `place`, `solution`, `back` or `row-done`.
    kind: &'static str,
    /// The step's row: `n` at a solution.
    row: usize,
    /// The queen placed or taken back.
    #[serde(skip_serializing_if = "Option::is_none")]
    column: Option<usize>,
    /// The solution's number.
    #[serde(skip_serializing_if = "Option::is_none")]
    number: Option<u64>,
    /// The column of the queen in each row filled so far.
    queens: Vec<usize>,
    /// The board in the text trace's symbols, row by row, each row ended
    /// by `/`.
    board: String,
    /// `columns`, `diagonals`, `anti_diagonals` of the step's row.
    masks: [u32; 3],
    /// The squares of the row still to try, and the lowest of them.
    free: u32,
    lowest: u32,
    /// At a placement: the next row's masks, and what the new queen alone
    /// adds to them.
    #[serde(skip_serializing_if = "Option::is_none")]
    next: Option<[u32; 3]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    attacks: Option<[u32; 3]>,
    /// The set-based search's sets: used columns, `row - column`,
    /// `row + column` of the queens on the board.
    sets: [Vec<i64>; 3],
    /// For each column of the step's row, what the set-based search finds
    /// against the queens of the rows above: bit 0 its column is used, bit 1
    /// its `row - column`, bit 2 its `row + column`. Empty at a solution.
    checks: Vec<u8>,
    /// The node of the last queen on the board: the end of the current path.
    #[serde(skip_serializing_if = "Option::is_none")]
    node: Option<usize>,
}

impl Board {
    fn new(trace: &Trace) -> Board {
        let n = trace.n;
        let summary = trace.summary();
        let (nodes, at) = tree(trace);
        let steps =
            trace.steps.iter().zip(at).map(|(step, node)| page_step(trace, step, node)).collect();
        let lines = nodes.iter().map(|node| node.line + 1).max().unwrap_or(0);
        let keys = (0..n).map(|row| (0..n).map(|column| keys(row, column)).collect()).collect();
        Board {
            n,
            solutions: summary.solutions,
            placements: summary.placements,
            keys,
            nodes,
            lines,
            steps,
        }
    }
}

/// The set-based search's keys of a square: its `\` diagonal `row - column`
/// and its `/` anti-diagonal `row + column`.
fn keys(row: usize, column: usize) -> [i64; 2] {
    let (row, column) = (small(row), small(column));
    [row - column, row + column]
}

/// A row or column as a key.
fn small(index: usize) -> i64 {
    i64::try_from(index).expect("a board fits")
}

/// The tree's nodes, laid out, and for each step the node at the end of
/// its path.
fn tree(trace: &Trace) -> (Vec<TreeNode>, Vec<Option<usize>>) {
    let mut nodes: Vec<TreeNode> = Vec::new();
    let mut has_children: Vec<bool> = Vec::new();
    let mut path: Vec<usize> = Vec::new();
    let mut lines = 0;
    let mut at = Vec::new();
    for (index, step) in trace.steps.iter().enumerate() {
        match step.event {
            Event::Place { row, column } => {
                path.truncate(row);
                let parent = path.last().copied();
                let line = match parent {
                    Some(parent) if !has_children[parent] => nodes[parent].line,
                    _ => {
                        lines += 1;
                        lines - 1
                    }
                };
                if let Some(parent) = parent {
                    has_children[parent] = true;
                }
                path.push(nodes.len());
                nodes.push(TreeNode {
                    parent,
                    row,
                    column,
                    line,
                    placed: index,
                    ends: None,
                    solution: None,
                });
                has_children.push(false);
            }
            Event::Solution { number } => {
                if let Some(&last) = path.last() {
                    nodes[last].ends = Some(index);
                    nodes[last].solution = Some(number);
                }
            }
            Event::DeadEnd { .. } => {
                if let Some(&last) = path.last() {
                    nodes[last].ends = Some(index);
                }
            }
            Event::Row { .. } | Event::Back { .. } | Event::RowDone { .. } => {}
        }
        path.truncate(step.queens.len());
        at.push(path.last().copied());
    }
    (nodes, at)
}

/// `step` as the page shows it, `node` the end of its path in the tree.
fn page_step(trace: &Trace, step: &Step, node: Option<usize>) -> PageStep {
    let n = trace.n;
    let row = step.event.row(n);
    let (kind, column, number) = match step.event {
        Event::Row { .. } => ("row", None, None),
        Event::DeadEnd { .. } => ("dead-end", None, None),
        Event::Place { column, .. } => ("place", Some(column), None),
        Event::Solution { number } => ("solution", None, Some(number)),
        Event::Back { column, .. } => ("back", Some(column), None),
        Event::RowDone { column, .. } => ("row-done", Some(column), None),
    };
    let board = trace
        .board(step)
        .into_iter()
        .flat_map(|squares| squares.into_iter().map(super::Square::symbol).chain(['/']))
        .collect();
    let masks = step.masks;
    let placed_queen = match step.event {
        Event::Place { column, .. } => Some(1 << column),
        _ => None,
    };
    let three = |masks: Masks| [masks.columns, masks.diagonals, masks.anti_diagonals];
    let placed: Vec<(usize, usize)> = step.queens.iter().copied().enumerate().collect();
    PageStep {
        kind,
        row,
        column,
        number,
        queens: step.queens.clone(),
        board,
        masks: three(masks),
        free: step.free,
        lowest: step.free & step.free.wrapping_neg(),
        next: placed_queen.map(|queen| three(masks.place(queen))),
        attacks: placed_queen.map(|queen| three(Masks::default().place(queen))),
        sets: sets(&placed),
        checks: if row < n { checks(row, n, &placed[..row.min(placed.len())]) } else { vec![] },
        node,
    }
}

/// The set-based search's three sets, holding the queens `placed` (row,
/// column), each sorted.
fn sets(placed: &[(usize, usize)]) -> [Vec<i64>; 3] {
    let columns: BTreeSet<i64> = placed.iter().map(|&(_, column)| small(column)).collect();
    let diagonals: BTreeSet<i64> =
        placed.iter().map(|&(row, column)| keys(row, column)[0]).collect();
    let anti_diagonals: BTreeSet<i64> =
        placed.iter().map(|&(row, column)| keys(row, column)[1]).collect();
    [columns, diagonals, anti_diagonals].map(|set| set.into_iter().collect())
}

/// The set-based search's checks of each column of `row`, against the queens
/// `above` it: bit 0 if the column is used, bit 1 if the `\` diagonal is, bit
/// 2 if the `/` anti-diagonal is.
fn checks(row: usize, n: usize, above: &[(usize, usize)]) -> Vec<u8> {
    let [columns, diagonals, anti_diagonals] = sets(above);
    (0..n)
        .map(|column| {
            let [diagonal, anti_diagonal] = keys(row, column);
            u8::from(columns.contains(&small(column)))
                | u8::from(diagonals.contains(&diagonal)) << 1
                | u8::from(anti_diagonals.contains(&anti_diagonal)) << 2
        })
        .collect()
}
