//! [`Counter`]: a count set up, then run whole or as a part, on its engine.

use std::num::NonZeroUsize;
use std::thread;

use crate::counts::{Counts, MAX_N, Progress};
use crate::engine::{Engine, EngineChoice, LoneBoard, SMALLEST_SEARCHED};
use crate::join::{EvenJoin, Joined, OddJoin, Parity};
use crate::parts::{Journal, JournalOf, Part};
use crate::run::Run;
use crate::symmetry::SYMMETRIES;
use crate::symmetry_search::Plan;

/// The most threads a count takes: more than any machine it runs on has
/// cores, and few enough that the system can start them all.
pub const MAX_THREADS: u16 = 1024;

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    engine: EngineChoice,
    on_progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    journal: Option<&'a Journal>,
}

impl<'a> Counter<'a> {
    /// A count for `n` queens, on every core, with the engine `auto` chooses.
    ///
    /// # Panics
    ///
    /// If `n > MAX_N`.
    #[must_use]
    pub fn new(n: usize) -> Self {
        assert!(n <= MAX_N, "n = {n}: counting goes up to n = {MAX_N}");
        let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Counter { n, threads, engine: EngineChoice::Auto, on_progress: None, journal: None }
    }

    /// Counts with `engine` (an [`Engine`], or an [`EngineChoice`]).
    ///
    /// # Panics
    ///
    /// If the engine cannot count this `n` (`join` counts up to 23).
    #[must_use]
    pub fn engine(mut self, engine: impl Into<EngineChoice>) -> Self {
        let engine = engine.into();
        let max = engine.max_n();
        assert!(self.n <= max, "n = {}: the {engine} engine counts up to n = {max}", self.n);
        self.engine = engine;
        self
    }

    /// The engine [`Counter::run`] will use.
    #[must_use]
    pub fn engine_used(&self) -> Engine {
        self.engine.resolve(self.n, self.threads)
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
            Some(part) => (self.engine.resolve(self.n, 1), part),
            None => (self.engine_used(), (0, 1)),
        };
        JournalOf { n: self.n, engine, part, parts, units: engine.units(self.n) }
    }

    /// The number of threads the count will use.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts.
    #[must_use]
    pub fn run(&self) -> Counts {
        self.check_journal(None);
        let part = self.count(self.engine_used(), None);
        Counts { total: part.total, unique: part.eight_unique / SYMMETRIES }
    }

    /// Counts part `part` of `parts` deterministic, disjoint parts of the
    /// work (`0 <= part < parts`): what [`merge`](crate::merge) adds up to
    /// the whole count. `auto` takes the engine it takes on one thread, so
    /// that every part of a count, on whatever machine, takes the same.
    ///
    /// # Panics
    ///
    /// If `part >= parts`.
    #[must_use]
    pub fn run_part(&self, part: usize, parts: usize) -> Part {
        assert!(part < parts, "part {part} of {parts}: parts are numbered from 0");
        self.check_journal(Some((part, parts)));
        self.count(self.engine.resolve(self.n, 1), Some((part, parts)))
    }

    /// Panics if the journal is of another count than this run of `part`.
    fn check_journal(&self, part: Option<(usize, usize)>) {
        if let Some(journal) = self.journal {
            let run = self.journal_of(part);
            assert_eq!(journal.of(), run, "the journal is of another count than this run's");
        }
    }

    /// Counts with `engine` the whole count, or a part `(I, K)`: the one
    /// dispatch from an engine to its work.
    fn count(&self, engine: Engine, part: Option<(usize, usize)>) -> Part {
        let (n, threads, on_progress, journal) =
            (self.n, self.threads, self.on_progress, self.journal);
        let whole = part.is_none();
        let (part, parts) = part.unwrap_or((0, 1));
        let run = Run { n, engine, threads, on_progress, journal, part, parts };
        if n < SMALLEST_SEARCHED {
            return run.count(&LoneBoard);
        }
        match engine {
            Engine::Symmetry => {
                // One thread searches each shape whole; threads, parts and
                // a journal share the smaller units of `Engine::units`.
                let split = threads > 1 || !whole || journal.is_some();
                run.count(&Plan::new(n, split))
            }
            Engine::Join => {
                // Burnside's terms of the turns are part 0's.
                let turns = part == 0;
                match Parity::of(n) {
                    Parity::Even => run.count(&Joined::new(n, threads, turns, EvenJoin::new)),
                    Parity::Odd => run.count(&Joined::new(n, threads, turns, OddJoin::new)),
                }
            }
        }
    }
}
