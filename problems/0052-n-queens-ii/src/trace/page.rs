//! The step-through page: one self-contained HTML file (inline CSS, JS and
//! SVG, nothing from the network) that plays the [`Trace`] step by step,
//! in English and Chinese, as the bitmask search and as the set-based
//! search that [`hash_sets`](crate::approaches::hash_sets) writes, for
//! problem 52 (the count) and problem 51 (the boards, as LeetCode returns
//! them). In practice mode the student makes the search's choices, and the
//! page judges each one against the trace.
//!
//! Rust's trace is the only search. The page gets each step's event, a
//! kind and a column, two characters a step; its script derives what a step
//! shows (the queens on the board, then their masks, free squares, sets and
//! the tree drawn so far) from those events, and never chooses a step
//! itself. The browser test checks what it derives against the trace.
//!
//! Both searches try a row's columns lowest first, so they make the same
//! tree in the same order, step for step: the set-based view of a step is
//! the same queens seen through the three sets (used columns, `row - column`
//! and `row + column`) instead of the three masks.
//!
//! The fragment of the page's address names a view: `n`, `problem` (`51` or
//! `52`), `view` (`bitmask` or `sets`), `lang` (`en` or `zh`), and either
//! `step` (watching) or `mode=practice` with `moves`, the student's moves
//! replayed in order, separated by `.`: `RC` a queen on row `R`, column `C`;
//! `d` "dead end, go back"; `s` "solution, count it". For example
//! `#n=4&mode=practice&moves=00.d`.
//!
//! ```
//! let page = n_queens_ii::trace::page::html(&[4]);
//! assert!(page.starts_with("<!DOCTYPE html>"));
//! ```

use serde::Serialize;

use super::{Event, Trace};

/// The sizes in the page that `docs` writes: every board from the first
/// with a solution after 1 up to [`MAX_N`](super::MAX_N).
pub const SIZES: [usize; 5] = [4, 5, 6, 7, 8];

/// The page's markup and style; `/*WORDS*/`, `/*SCRIPT*/` and `/*DATA*/`
/// stand for the words of each language, the script and the boards.
const TEMPLATE: &str = include_str!("page/template.html");
/// Every word the page shows, in English and Chinese.
const WORDS: &str = include_str!("page/words.js");
/// What the page does, in the order the parts are joined into its one
/// script (so the page stays one file that opens without a server): the
/// state, each step's view derived from the trace, the address, practice,
/// the drawing of the page and of each panel, and last the events and the
/// start, which runs once the rest is defined. The parts share one scope.
const SCRIPT: [&str; 10] = [
    include_str!("page/state.js"),
    include_str!("page/steps.js"),
    include_str!("page/address.js"),
    include_str!("page/practice.js"),
    include_str!("page/render.js"),
    include_str!("page/board.js"),
    include_str!("page/masks-and-sets.js"),
    include_str!("page/returned.js"),
    include_str!("page/tree.js"),
    include_str!("page/events.js"),
];

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
    TEMPLATE
        .replace("/*WORDS*/", WORDS)
        .replace("/*SCRIPT*/", &SCRIPT.join("\n"))
        .replace("/*DATA*/", &json.replace("</", "<\\/"))
}

/// One board size's trace, as the page gets it.
#[derive(Serialize)]
struct Board {
    n: usize,
    /// Two characters a step: its kind, then its column or `-`
    /// ([`encode`]).
    steps: String,
}

impl Board {
    fn new(trace: &Trace) -> Board {
        Board { n: trace.n, steps: trace.steps.iter().map(|step| encode(step.event)).collect() }
    }
}

/// A step's event in two characters: `r` a row reached with free squares,
/// `d` a dead end, `p` a queen placed, `s` a solution, `b` a queen taken
/// back with free squares left in its row, `e` a queen taken back from its
/// row's last free square; then the column of the queen placed or taken
/// back, or `-`. (The row and everything else follow from the steps before.)
fn encode(event: Event) -> String {
    let (kind, column) = match event {
        Event::Row { .. } => ('r', None),
        Event::DeadEnd { .. } => ('d', None),
        Event::Place { column, .. } => ('p', Some(column)),
        Event::Solution { .. } => ('s', None),
        Event::Back { column, .. } => ('b', Some(column)),
        Event::RowDone { column, .. } => ('e', Some(column)),
    };
    let column = column.map_or('-', |column| {
        char::from_digit(u32::try_from(column).expect("a small board"), 10)
            .expect("a column 0 to 9")
    });
    [kind, column].into_iter().collect()
}
