//! [`Counter`]: a count asked for, then run whole or as a part, through the
//! [`Plan`] it resolves into.

use std::num::NonZeroUsize;
use std::path::Path;
use std::thread;

use crate::counts::{Counts, MAX_N};
use crate::engine::{Engine, EngineChoice, TooLarge};
use crate::parts::{Journal, JournalError, JournalOf, Part, Status};
use crate::run::{Plan, Report};
use crate::work_queue::OnProgress;

/// The most threads a count takes: more than any machine it runs on has
/// cores, and few enough that the system can start them all.
pub const MAX_THREADS: u16 = 1024;

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    /// A choice that counts `n`: checked as it is set.
    engine: EngineChoice,
    on_progress: Option<OnProgress<'a>>,
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
    pub fn engine(self, engine: impl Into<EngineChoice>) -> Self {
        self.try_engine(engine).unwrap_or_else(|error| panic!("{error}"))
    }

    /// Counts with `engine`, if it counts this `n`.
    ///
    /// # Errors
    ///
    /// If the engine cannot count this `n`: the message says how far it goes.
    pub fn try_engine(mut self, engine: impl Into<EngineChoice>) -> Result<Self, TooLarge> {
        let engine = engine.into();
        engine.check(self.n)?;
        self.engine = engine;
        Ok(self)
    }

    /// The engine [`Counter::run`] will use.
    #[must_use]
    pub fn engine_used(&self) -> Engine {
        self.plan(None).engine()
    }

    /// Uses `threads` threads (at least one).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Calls `on_progress` after each unit of work, from whichever thread finished it.
    #[must_use]
    pub fn on_progress(mut self, on_progress: OnProgress<'a>) -> Self {
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
        self.plan(part).journal_of()
    }

    /// What the journal at `path` holds of this count, or of its part `I`
    /// of `K`, read without writing. The journal names its engine: under
    /// `auto`, whichever engine `auto` takes for this `n` on one thread or
    /// on more.
    ///
    /// # Errors
    ///
    /// If the journal is missing, empty, of another count, or damaged.
    pub fn journal_status(
        &self,
        path: &Path,
        part: Option<(usize, usize)>,
    ) -> Result<Status, JournalError> {
        let written = Journal::header(path)?.engine;
        let choice = if self.engine.admits(self.n, written) { written.into() } else { self.engine };
        Status::read(path, Plan::new(self.n, choice, self.threads, part).journal_of())
    }

    /// The number of threads the count will use.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts.
    #[must_use]
    pub fn run(&self) -> Counts {
        self.report().counts
    }

    /// Counts, and tells which engine and how many threads counted.
    #[must_use]
    pub fn report(&self) -> Report {
        self.plan(None).count_whole(self.on_progress, self.journal)
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
        self.plan(Some((part, parts))).count_part(self.on_progress, self.journal)
    }

    /// What this count, or its part `(I, K)`, will run.
    fn plan(&self, part: Option<(usize, usize)>) -> Plan {
        Plan::new(self.n, self.engine, self.threads, part)
    }
}
