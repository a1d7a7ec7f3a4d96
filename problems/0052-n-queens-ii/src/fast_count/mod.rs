//! # Fast counting beyond LeetCode: every symmetry, every core
//!
//! [`Counter`] counts the solutions for boards up to n = 27 as `u64` (OEIS
//! A000170), and the solutions that are distinct up to rotation and reflection
//! (OEIS A002562), on as many threads as asked.
//!
//! ```
//! use n_queens_ii::fast_count::{Counter, Counts};
//!
//! assert_eq!(Counter::new(8).run(), Counts { total: 92, unique: 12 });
//! assert_eq!(Counter::new(10).threads(2).run(), Counts { total: 724, unique: 92 });
//! ```
//!
//! ## One solution of each group
//!
//! The board has eight symmetries: four rotations and four reflections. Each
//! maps solutions to solutions, so the solutions fall into groups of images.
//! A group has 8 members, or 4 if a half turn leaves its solutions unchanged,
//! or 2 if a quarter turn does (a reflection never leaves a solution of
//! n > 1 unchanged). The search looks for one member of each group, its
//! *representative*, and adds the group's size to the total and 1 to the
//! unique count. The trick is to choose representatives that can be
//! recognised early, while the board is still mostly empty.
//!
//! Every solution has one queen on each edge of the board: top row, bottom
//! row, left column, right column. At most one queen stands in a corner (two
//! corners share a row, a column or a diagonal). So there are two cases.
//!
//! - **A queen in a corner.** No turn leaves such a solution unchanged (it
//!   would need a queen in a second corner), so its group has 8 members, two
//!   of them with a queen in the top left corner: a solution and its mirror
//!   image in the main diagonal. Of the two, the representative is the one
//!   whose second row's queen (column `c1`) stands higher than the queen of the
//!   second column: so column 1 is closed in rows `2..c1`. Each one found
//!   counts 8.
//! - **No queen in a corner.** Let `d` be the smallest distance from an edge
//!   queen to its nearest corner. Some member of the group has that queen in
//!   the top row, at column `d` from the left: the search puts the top queen
//!   there and allows no other edge queen nearer a corner, which closes the
//!   side columns in rows `1..d` and `n - d..n`, and the bottom row outside
//!   `d..=n - 1 - d`. When the top queen is the only edge queen at distance
//!   `d`, no other member of the group passes these rules: the solution is
//!   the representative and counts 8. Otherwise (a *tie*) the solution is
//!   compared with its seven images: it is the representative if it is the
//!   smallest of them, read row by row, and the images equal to it tell the
//!   group's size.
//!
//! ## The search
//!
//! Each case above is a *shape*: the queens it places in advance, and for
//! every other row the squares its rules allow. The search is the bitmask
//! search of [`bitmask`](crate::bitmask) over the rows left empty, with one
//! more AND per row for the shape, and these refinements:
//!
//! - **The board turned to suit the search.** The search fills rows top to
//!   bottom, so rules that narrow the top rows prune the most. For the
//!   no-corner case, the rules are stated with the nearest queen in the top
//!   row, but the board is searched turned by three quarters: that queen
//!   stands in the left column, a row the search skips, and the rules for the
//!   old right column narrow the new top row. Of the eight ways to turn the
//!   board, this one measured the fewest queens placed. (Found solutions
//!   are turned back before the tie check compares them with their images.)
//! - **An explicit stack**, so that a step is a few register operations and no
//!   call. When the search passes a row filled in advance, the diagonal masks
//!   move by two rows at once.
//! - **The last row is counted, not entered**: its free squares are worked out
//!   from the row above.
//! - **Look-ahead**: a queen is not placed if, counting only the queens so far,
//!   the row after next (or the one after that) already has no free square.
//!
//! Together these place far fewer queens than the plain bitmask search, each
//! step doing a little more work; `n-queens-ii compare 16 --only bitmask`
//! measures the time against it.
//!
//! ## Threads
//!
//! The search is cut into independent subproblems (a shape, and the queens
//! of its first four rows; thousands of them at n = 16), handed out one at a
//! time through a shared counter to whichever thread is free: `k` cores give
//! close to `k` times the speed although subproblems differ a lot in size.
//!
//! ## The parts
//!
//! This file holds the API; beside it, one file an idea, in the order they
//! build on each other: `symmetry` (the board's eight symmetries), `shape`
//! (one case: queens placed in advance, squares allowed), `plan` (every
//! shape, and the subproblems), `search` (the loop), `ties` (settling a
//! tie by comparing a solution with its images).

mod plan;
mod search;
mod shape;
mod symmetry;
mod ties;

use std::num::NonZeroUsize;
use std::ops::AddAssign;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// The largest `n` counted: beyond it the search would take years, and the
/// counts soon outgrow `u64`.
pub const MAX_N: usize = 27;

/// The number of solutions for one board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every solution (OEIS A000170).
    pub total: u64,
    /// Solutions distinct up to rotation and reflection (OEIS A002562).
    pub unique: u64,
}

impl AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.total += other.total;
        self.unique += other.unique;
    }
}

/// How far a count has come: subproblems done out of all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Subproblems finished.
    pub done: usize,
    /// Subproblems in all.
    pub total: usize,
}

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    on_progress: Option<&'a (dyn Fn(Progress) + Sync)>,
}

impl<'a> Counter<'a> {
    /// A count for `n` queens, on every core.
    ///
    /// # Panics
    ///
    /// If `n > MAX_N`.
    #[must_use]
    pub fn new(n: usize) -> Self {
        assert!(n <= MAX_N, "n = {n}: counting goes up to n = {MAX_N}");
        let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Counter { n, threads, on_progress: None }
    }

    /// Uses `threads` threads (at least one).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Calls `on_progress` after each subproblem, from whichever thread finished it.
    #[must_use]
    pub fn on_progress(mut self, on_progress: &'a (dyn Fn(Progress) + Sync)) -> Self {
        self.on_progress = Some(on_progress);
        self
    }

    /// The number of threads the count will use.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts.
    #[must_use]
    pub fn run(&self) -> Counts {
        if self.n < 2 {
            // One square or none: no shape fits. The one solution (a lone
            // queen, or the empty board) is its own image under every symmetry.
            return Counts { total: 1, unique: 1 };
        }
        let (shapes, subproblems) = plan::plan(self.n, self.threads);
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let sum = Mutex::new(Counts::default());
        thread::scope(|scope| {
            for _ in 0..self.threads {
                scope.spawn(|| {
                    let mut counts = Counts::default();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(subproblem) = subproblems.get(index) else { break };
                        counts += shapes[subproblem.shape].search(&subproblem.prefix);
                        let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if let Some(on_progress) = self.on_progress {
                            on_progress(Progress { done, total: subproblems.len() });
                        }
                    }
                    *sum.lock().expect("no thread panics holding the sum") += counts;
                });
            }
        });
        sum.into_inner().expect("no thread panics holding the sum")
    }
}
