//! # Fast counting beyond LeetCode: every symmetry, every core
//!
//! [`Counter`] counts the solutions for boards up to n = 27 as `u64` (OEIS
//! A000170), and the solutions that are distinct up to rotation and reflection
//! (OEIS A002562), on as many threads as asked, with one of two engines:
//!
//! - [`Engine::Symmetry`], the readable one and the reference: a backtracking
//!   search for one solution of each group of symmetric solutions (the
//!   `symmetry_search` module);
//! - [`Engine::Join`], up to n = 23: the board cut into a top and a bottom
//!   band of rows, each band's placements made key by key from small tables
//!   and joined in bulk (the `join` module), the unique count from
//!   Burnside's lemma (the `burnside` module).
//!
//! [`Engine::Auto`] takes the join where it measured faster (from n = 12 on
//! one thread, from 9 on more, while it counts), the symmetry search
//! elsewhere; every part of a count takes the engine one thread would, so
//! that parts counted on machines of any size merge. How
//! each engine works is told in its module's docs, in the source, and in
//! the guide's "Two engines".
//!
//! ```
//! use n_queens_counter::{Counter, Counts, Engine};
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
//! ## Threads
//!
//! Each engine cuts its work into independent units (the symmetry search:
//! a shape, and the queens of its first rows; the join: a key, or for odd n
//! the keys that agree on their right-hand columns), handed out
//! one at a time through a shared counter to whichever thread is free. The
//! join builds its tables on one thread first.
//!
//! ## The files
//!
//! This file holds the API; beside it, one file or folder an idea, in the
//! order they build on each other: `symmetry` (the board's eight
//! symmetries), `symmetry_search` (the first engine: its shapes, plan,
//! search and ties), `burnside` (unique counts from the solutions the turns
//! leave fixed), `bitslice` (the bulk count of disjoint pairs), `join` (the
//! second engine: its keys, signatures, bands and sides),
//! `x86_64_levels` (the CPU levels the hot loops are compiled for),
//! `work_queue` (units shared among threads), and `parts` (a count cut into
//! parts, and their merge).

mod bitslice;
mod burnside;
mod compress;
pub mod guide;
mod join;
mod parts;
mod symmetry;
mod symmetry_search;
mod work_queue;
pub mod x86_64_levels;

use std::num::NonZeroUsize;
use std::ops::AddAssign;
use std::thread;

pub use parts::{CountOf, Journal, JournalError, JournalOf, MergeError, Part, PartFile, merge};
use parts::{checksum, seal};
use symmetry::SYMMETRIES;
use symmetry_search::Plan;
use work_queue::share_out;

/// The largest `n` the join engine counts.
pub const JOIN_MAX_N: usize = join::MAX_N;

/// The smallest `n` that [`Engine::Auto`] joins rather than searches on one
/// thread: where the join measured faster (the guide's "Which one runs"
/// gives the figures).
const JOIN_FROM_ON_ONE_THREAD: usize = 12;

/// The same on more threads: from here the join shares its keys out faster
/// than the symmetry search its subproblems; below, both take the time of
/// starting the threads.
const JOIN_FROM_ON_THREADS: usize = 9;

/// Boards smaller than this have one solution, counted without a search: a
/// lone queen, or the empty board, its own image under every symmetry.
const SMALLEST_SEARCHED: usize = 2;

/// The largest `n` counted: beyond it the search would take years, and the
/// counts soon outgrow `u64`.
pub const MAX_N: usize = 27;

/// The most threads a count takes: more than any machine it runs on has
/// cores, and few enough that the system can start them all.
pub const MAX_THREADS: u16 = 1024;

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

/// How far a count has come: units of work done out of all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Units finished.
    pub done: usize,
    /// Units in all.
    pub total: usize,
}

/// How a count is made.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// The join where it measured faster, from n = 12 on one thread and
    /// from 9 on more, up to 23; the symmetry search elsewhere.
    Auto,
    /// One search per group of symmetric solutions, recognised from the
    /// queens on the board's edges: the readable one, and the reference.
    Symmetry,
    /// A top and a bottom band of rows joined in bulk (see the module
    /// docs), with the unique count from Burnside's lemma; up to n = 23.
    Join,
}

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    engine: Engine,
    on_progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    journal: Option<&'a Journal>,
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
        Counter { n, threads, engine: Engine::Auto, on_progress: None, journal: None }
    }

    /// Counts with `engine`.
    ///
    /// # Panics
    ///
    /// If the engine cannot count this `n` (`join` counts up to 23).
    #[must_use]
    pub fn engine(mut self, engine: Engine) -> Self {
        let fits = engine != Engine::Join || self.n <= join::MAX_N;
        assert!(fits, "n = {}: the join engine counts up to n = {}", self.n, join::MAX_N);
        self.engine = engine;
        self
    }

    /// The engine [`Counter::run`] will use: [`Engine::Auto`] made definite
    /// for the count's threads.
    #[must_use]
    pub fn engine_used(&self) -> Engine {
        self.engine_on(self.threads)
    }

    /// The engine on `threads` threads. (A part takes the engine of one
    /// thread, whatever its own threads: see [`Counter::run_part`].)
    fn engine_on(&self, threads: usize) -> Engine {
        let from = if threads > 1 { JOIN_FROM_ON_THREADS } else { JOIN_FROM_ON_ONE_THREAD };
        match self.engine {
            Engine::Auto if (from..=join::MAX_N).contains(&self.n) => Engine::Join,
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

    /// Calls `on_progress` after each unit of work, from whichever thread finished it.
    #[must_use]
    pub fn on_progress(mut self, on_progress: &'a (dyn Fn(Progress) + Sync)) -> Self {
        self.on_progress = Some(on_progress);
        self
    }

    /// Keeps `journal`: skips the units it holds, adds their counts, and
    /// records each unit finished. It must be of the count this counter
    /// makes, [`Counter::journal_of`] (the run panics otherwise).
    #[must_use]
    pub fn journal(mut self, journal: &'a Journal) -> Self {
        self.journal = Some(journal);
        self
    }

    /// Which count a journal of this counter's run is of: of the whole
    /// count, or of part `I` of `K`. (With a journal, the symmetry search
    /// cuts its work into the units of parts on any number of threads, so
    /// that a count resumed on other threads finds its units.)
    #[must_use]
    pub fn journal_of(&self, part: Option<(usize, usize)>) -> JournalOf {
        let (engine, (part, parts)) = match part {
            Some(part) => (self.engine_on(1), part),
            None => (self.engine_used(), (0, 1)),
        };
        JournalOf { n: self.n, engine, part, parts, units: parts::units(self.n, engine, true) }
    }

    /// The number of threads the count will use.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts.
    #[must_use]
    pub fn run(&self) -> Counts {
        // One thread searches each shape whole; threads, and a journal,
        // share smaller units.
        self.check_journal(None);
        let split = self.threads > 1 || self.journal.is_some();
        let part = self.count_units(self.engine_used(), 0, 1, split);
        Counts { total: part.total, unique: part.eight_unique / SYMMETRIES }
    }

    /// Counts part `part` of `parts` deterministic, disjoint parts of the
    /// work (`0 <= part < parts`): what [`merge`] adds up to the whole count.
    /// [`Engine::Auto`] takes the engine it takes on one thread, so that
    /// every part of a count, on whatever machine, takes the same.
    ///
    /// # Panics
    ///
    /// If `part >= parts`.
    #[must_use]
    pub fn run_part(&self, part: usize, parts: usize) -> Part {
        assert!(part < parts, "part {part} of {parts}: parts are numbered from 0");
        self.check_journal(Some((part, parts)));
        self.count_units(self.engine_on(1), part, parts, true)
    }

    /// Panics if the journal is of another count than this run of `part`.
    fn check_journal(&self, part: Option<(usize, usize)>) {
        if let Some(journal) = self.journal {
            let run = self.journal_of(part);
            assert_eq!(journal.of(), run, "the journal is of another count than this run's");
        }
    }

    /// Counts the units `unit % parts == part` with `engine`; `split` cuts
    /// the symmetry search into subproblems (for threads and parts) rather
    /// than shapes.
    fn count_units(&self, engine: Engine, part: usize, parts: usize, split: bool) -> Part {
        let mine = |unit: usize| unit % parts == part;
        // The units a journal holds are counted already; each unit this run
        // finishes goes into it.
        let to_count = |unit: usize| mine(unit) && !self.journal.is_some_and(|j| j.holds(unit));
        let held = self.journal.map_or_else(Counts::default, Journal::counts_held);
        let recorded = |unit: usize, counts: Counts| {
            if let Some(journal) = self.journal {
                journal.record(unit, counts);
            }
            counts
        };
        // Each arm counts its units, and says how many there are in all.
        let (all_units, total, eight_unique) = match engine {
            _ if self.n < SMALLEST_SEARCHED => {
                let whole = u64::from(part == 0);
                (1, whole, SYMMETRIES * whole)
            }
            Engine::Join => {
                // Burnside's lemma: 8 unique = total + S180 + 2 S90; the
                // turns' terms are part 0's. With threads to spare they are
                // counted beside the join's setup, which takes one thread.
                let turns = || if part == 0 { burnside::turns_term(self.n) } else { 0 };
                let (join, turns) = thread::scope(|scope| {
                    let beside = if self.threads > 1 {
                        thread::Builder::new().spawn_scoped(scope, turns).ok()
                    } else {
                        None
                    };
                    let join = join::Join::new(self.n);
                    let turns = match beside {
                        Some(search) => search.join().expect("the turns' searches do not panic"),
                        None => turns(),
                    };
                    (join, turns)
                });
                let mut total = share_out(
                    self.threads,
                    self.on_progress,
                    join.units(),
                    &to_count,
                    join::Scratch::new,
                    |scratch, unit| {
                        recorded(unit, Counts { total: join.count(unit, scratch), unique: 0 })
                    },
                );
                total += held;
                (join.units(), total.total, total.total + turns)
            }
            Engine::Symmetry | Engine::Auto => {
                let plan = Plan::new(self.n, split);
                let mut counts = share_out(
                    self.threads,
                    self.on_progress,
                    plan.units(),
                    &to_count,
                    || (),
                    |(), unit| recorded(unit, plan.count(unit)),
                );
                counts += held;
                (plan.units(), counts.total, SYMMETRIES * counts.unique)
            }
        };
        let (units, unit_sum) = checksum(all_units, &mine);
        let checksum = seal(unit_sum, total, eight_unique);
        Part { n: self.n, part, parts, engine, total, eight_unique, units, checksum }
    }
}
