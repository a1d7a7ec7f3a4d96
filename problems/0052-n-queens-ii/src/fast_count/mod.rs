//! # Fast counting beyond LeetCode: every symmetry, every core
//!
//! [`Counter`] counts the solutions for boards up to n = 27 as `u64` (OEIS
//! A000170), and the solutions that are distinct up to rotation and reflection
//! (OEIS A002562), on as many threads as asked, with one of two engines:
//!
//! - [`Engine::Symmetry`], the readable one and the reference: a backtracking
//!   search for one solution of each group of symmetric solutions, below;
//! - [`Engine::Join`], up to n = 20: the board cut into a top and a bottom
//!   band of rows, each band's placements made key by key from small tables
//!   and joined in bulk (the `join` module), the unique count from
//!   Burnside's lemma (the `burnside` module).
//!
//! [`Engine::Auto`] takes the join where it measured faster on one thread
//! (from n = 13 on, while it counts), the symmetry search elsewhere.
//!
//! ```
//! use n_queens_ii::fast_count::{Counter, Counts, Engine};
//!
//! assert_eq!(Counter::new(8).run(), Counts { total: 92, unique: 12 });
//! assert_eq!(Counter::new(10).threads(2).run(), Counts { total: 724, unique: 92 });
//! assert_eq!(Counter::new(10).engine(Engine::Join).run(), Counts { total: 724, unique: 92 });
//! ```
//!
//! A count too long for one machine is cut into parts: part `i` of `k`
//! ([`Counter::run_part`]) counts the units of work whose number is `i`
//! modulo `k`, and [`merge`] adds the parts up, refusing any that is missing,
//! repeated, or not what its number says (each part carries a checksum of
//! the units it counted).
//!
//! ## The symmetry search: one solution of each group
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
//! The join shares out its keys the same way, after building its tables on
//! one thread.
//!
//! ## The parts
//!
//! This file holds the API; beside it, one file an idea, in the order they
//! build on each other: `symmetry` (the board's eight symmetries), `shape`
//! (one case: queens placed in advance, squares allowed), `plan` (every
//! shape, and the subproblems), `search` (the loop), `ties` (settling a
//! tie by comparing a solution with its images); `join` (the join engine),
//! `bitslice` (its bulk count of disjoint pairs), `burnside` (unique counts
//! from the solutions the turns leave fixed), and `parts` (a count cut into
//! parts, and their merge).

mod bitslice;
mod burnside;
mod join;
mod parts;
mod plan;
mod search;
mod shape;
mod symmetry;
mod ties;
mod x86_64_levels;

use std::num::NonZeroUsize;
use std::ops::AddAssign;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

pub use parts::{Part, merge};
use parts::{checksum, seal};

/// The largest `n` the join engine counts.
pub const JOIN_MAX_N: usize = join::MAX_N;

/// The smallest `n` that [`Engine::Auto`] joins rather than searches: where
/// the join measured faster on one thread.
const JOIN_FROM: usize = 13;

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

/// How a count is made.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// The join from n = 13 to 20, where it measured faster on one thread;
    /// the symmetry search elsewhere.
    Auto,
    /// One search per group of symmetric solutions, recognised from the
    /// queens on the board's edges: the readable one, and the reference.
    Symmetry,
    /// A top and a bottom band of rows joined in bulk (see the module
    /// docs), with the unique count from Burnside's lemma; up to n = 20.
    Join,
}

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    engine: Engine,
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
        Counter { n, threads, engine: Engine::Auto, on_progress: None }
    }

    /// Counts with `engine`.
    ///
    /// # Panics
    ///
    /// If the engine cannot count this `n` (`join` counts up to 20).
    #[must_use]
    pub fn engine(mut self, engine: Engine) -> Self {
        let fits = engine != Engine::Join || self.n <= join::MAX_N;
        assert!(fits, "n = {}: the join engine counts up to n = {}", self.n, join::MAX_N);
        self.engine = engine;
        self
    }

    /// The engine the count will use: [`Engine::Auto`] made definite.
    #[must_use]
    pub fn engine_used(&self) -> Engine {
        match self.engine {
            Engine::Auto if (JOIN_FROM..=join::MAX_N).contains(&self.n) => Engine::Join,
            Engine::Auto => Engine::Symmetry,
            chosen => chosen,
        }
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
        // One thread searches each shape whole; threads share smaller units.
        let part = self.count_units(0, 1, self.threads > 1);
        Counts { total: part.total, unique: part.eight_unique / 8 }
    }

    /// Counts part `part` of `parts` deterministic, disjoint parts of the
    /// work (`0 <= part < parts`): what [`merge`] adds up to the whole count.
    ///
    /// # Panics
    ///
    /// If `part >= parts`.
    #[must_use]
    pub fn run_part(&self, part: usize, parts: usize) -> Part {
        assert!(part < parts, "part {part} of {parts}: parts are numbered from 0");
        self.count_units(part, parts, true)
    }

    /// Counts the units `unit % parts == part`; `split` cuts the symmetry
    /// search into subproblems (for threads and parts) rather than shapes.
    fn count_units(&self, part: usize, parts: usize, split: bool) -> Part {
        let engine = self.engine_used();
        let mine = |unit: usize| unit % parts == part;
        // Each arm counts its units, and says how many there are in all.
        let (all_units, total, eight_unique) = match engine {
            _ if self.n < 2 => {
                // One square or none: the one solution (a lone queen, or the
                // empty board) is its own image under every symmetry.
                let whole = u64::from(part == 0);
                (1, whole, 8 * whole)
            }
            Engine::Join => {
                let join = join::Join::new(self.n);
                let total = self.share(join.units(), &mine, join::Scratch::new, |scratch, unit| {
                    Counts { total: join.count(unit, scratch), unique: 0 }
                });
                // Burnside's lemma: 8 unique = total + S180 + 2 S90; the
                // turns' terms are part 0's.
                let turns = if part == 0 { burnside::turns_term(self.n) } else { 0 };
                (join.units(), total.total, total.total + turns)
            }
            Engine::Symmetry | Engine::Auto => {
                let (shapes, subproblems) = plan::plan(self.n, split);
                let counts = self.share(
                    subproblems.len(),
                    &mine,
                    || (),
                    |(), unit| {
                        let subproblem = &subproblems[unit];
                        shapes[subproblem.shape].search(&subproblem.prefix)
                    },
                );
                (subproblems.len(), counts.total, 8 * counts.unique)
            }
        };
        let (units, unit_sum) = checksum(all_units, &mine);
        let checksum = seal(unit_sum, total, eight_unique);
        Part { n: self.n, part, parts, engine, total, eight_unique, units, checksum }
    }

    /// Runs `work` on every unit in `0..units` that `mine` keeps, on the
    /// count's threads, each taking the next unit as it is free, and adds
    /// up the counts.
    fn share<S>(
        &self,
        units: usize,
        mine: &(dyn Fn(usize) -> bool + Sync),
        scratch: impl Fn() -> S + Sync,
        work: impl Fn(&mut S, usize) -> Counts + Sync,
    ) -> Counts {
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let sum = Mutex::new(Counts::default());
        thread::scope(|scope| {
            for _ in 0..self.threads {
                scope.spawn(|| {
                    let mut own = scratch();
                    let mut counts = Counts::default();
                    loop {
                        let unit = next.fetch_add(1, Ordering::Relaxed);
                        if unit >= units {
                            break;
                        }
                        if mine(unit) {
                            counts += work(&mut own, unit);
                        }
                        let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if let Some(on_progress) = self.on_progress {
                            on_progress(Progress { done, total: units });
                        }
                    }
                    *sum.lock().expect("no thread panics holding the sum") += counts;
                });
            }
        });
        sum.into_inner().expect("no thread panics holding the sum")
    }
}
