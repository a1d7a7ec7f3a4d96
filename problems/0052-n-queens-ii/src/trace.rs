//! A step-by-step trace of the [`bitmask`](crate::approaches::bitmask) search, the way a
//! person would work it on paper: for each row the three masks and the free
//! squares in binary, the square chosen, a picture of the board so far, and
//! every backtrack.
//!
//! One traced recursion, [`Trace::new`], records the search as a list of
//! [`Step`]s; everything else is a rendering of that list: the text that
//! [`trace`] writes, the [`search_tree`], and the step-through [`page`].
//! A file each: `step.rs` (what a step is), `search.rs` (the recursion),
//! `board.rs` (a step's board, square by square), `text.rs`, `tree.rs` and
//! `page.rs`.
//!
//! Masks are printed with column 0 first, the same order as the board, so bit
//! `c` of a mask sits above column `c` of the picture. (A number written in
//! binary has its lowest bit last; here it comes first.)
//!
//! ```
//! let mut out = Vec::new();
//! let summary = n_queens_ii::trace::trace(4, &mut out).unwrap();
//! assert_eq!(summary.solutions, 2);
//! assert!(String::from_utf8(out).unwrap().contains("solution 1: columns 1 3 0 2"));
//! ```

mod board;
pub mod page;
mod search;
mod step;
mod text;
mod tree;

pub use board::Square;
pub use step::{Event, Masks, Step};
pub use text::{bits, trace};
pub use tree::{Node, search_tree};

/// The largest board worth tracing: beyond it the trace is too long to read.
pub const MAX_N: usize = 8;

/// What a trace found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Solutions found.
    pub solutions: u64,
    /// Queens placed along the way, counting every try.
    pub placements: u64,
}

/// Every step of the bitmask search for `n` queens, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The board's size.
    pub n: usize,
    /// The steps.
    pub steps: Vec<Step>,
}

impl Trace {
    /// Runs the bitmask search for `n` queens, recording every step.
    ///
    /// # Panics
    ///
    /// If `n > MAX_N`.
    #[must_use]
    pub fn new(n: usize) -> Trace {
        assert!(n <= MAX_N, "n = {n}: traces go up to n = {MAX_N}");
        Trace { n, steps: search::steps(n) }
    }

    /// Solutions found and queens placed.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let count = |wanted: fn(&Event) -> bool| {
            self.steps.iter().filter(|step| wanted(&step.event)).count() as u64
        };
        Summary {
            solutions: count(|event| matches!(event, Event::Solution { .. })),
            placements: count(|event| matches!(event, Event::Place { .. })),
        }
    }
}
