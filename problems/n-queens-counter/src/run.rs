//! A count resolved into what will run, [`Plan`], and the one driver every
//! engine's count goes through: its units shared among threads, skipped
//! where a journal holds them and recorded in it where not, and the part
//! they make sealed.

use crate::counts::Counts;
use crate::engine::{Engine, EngineChoice};
use crate::parts::{Journal, JournalOf, Part, checksum, seal};
use crate::strategy::Setup;
use crate::symmetry::SYMMETRIES;
use crate::work_queue::{OnProgress, Record};

/// A count resolved: what will run, decided once. Its units of work are
/// its engine's, [`Engine::units`], the one source of their number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    n: usize,
    /// The engine: `auto` resolved.
    engine: Engine,
    threads: usize,
    /// Part `I` of `K`, or `None` for the whole count.
    part: Option<(usize, usize)>,
}

/// What a whole count found, and what counted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Report {
    /// The solutions.
    pub counts: Counts,
    /// The engine that counted.
    pub engine: Engine,
    /// The threads that counted: fewer than asked if the system could not
    /// start them all (the others took their units).
    pub threads: usize,
}

/// What the driver counted: the solutions, Burnside's sum (8 times the
/// unique count, or its share in a part) and the threads that counted.
struct Counted {
    total: u64,
    eight_unique: u64,
    threads: usize,
}

impl Plan {
    /// The plan for counting `n` with `choice`, which counts it, on
    /// `threads` threads, whole or part `(I, K)`. For a part, `auto` takes
    /// the engine of one thread, so that every part of a count, on
    /// whatever machine, takes the same.
    pub(crate) fn new(
        n: usize,
        choice: EngineChoice,
        threads: usize,
        part: Option<(usize, usize)>,
    ) -> Plan {
        let engine = choice.resolve(n, if part.is_some() { 1 } else { threads });
        Plan { n, engine, threads, part }
    }

    /// The engine that counts.
    pub(crate) fn engine(&self) -> Engine {
        self.engine
    }

    /// Which count a journal of this plan is of.
    pub(crate) fn journal_of(&self) -> JournalOf {
        let (part, parts) = self.part.unwrap_or((0, 1));
        JournalOf { n: self.n, engine: self.engine, part, parts, units: self.engine.units(self.n) }
    }

    /// Counts the whole count.
    pub(crate) fn count_whole(
        &self,
        on_progress: Option<OnProgress>,
        journal: Option<&Journal>,
    ) -> Report {
        let Counted { total, eight_unique, threads } = self.count(on_progress, journal);
        let counts = Counts { total, unique: eight_unique / SYMMETRIES };
        Report { counts, engine: self.engine, threads }
    }

    /// Counts the part: what [`merge`](crate::merge) adds up, sealed.
    pub(crate) fn count_part(
        &self,
        on_progress: Option<OnProgress>,
        journal: Option<&Journal>,
    ) -> Part {
        let Counted { total, eight_unique, .. } = self.count(on_progress, journal);
        let (n, engine) = (self.n, self.engine);
        let (part, parts) = self.part.unwrap_or((0, 1));
        let (units, unit_sum) = checksum(engine.units(n), &|unit| unit % parts == part);
        let checksum = seal(unit_sum, total, eight_unique);
        Part { n, part, parts, engine, total, eight_unique, units, checksum }
    }

    /// Counts the units of the plan's part, adding those `journal` holds
    /// and recording the others in it; `on_progress` hears of every unit.
    ///
    /// # Panics
    ///
    /// If `journal` is of another count than this plan's.
    fn count(&self, on_progress: Option<OnProgress>, journal: Option<&Journal>) -> Counted {
        let numbered = self.part.is_some() || journal.is_some();
        if let Some(journal) = journal {
            assert_eq!(journal.of(), self.journal_of(), "the journal is of another count");
        }
        let (part, parts) = self.part.unwrap_or((0, 1));
        let work = self.engine.work(&Setup { n: self.n, threads: self.threads, part, numbered });
        if numbered {
            let units = self.engine.units(self.n);
            assert_eq!(work.units(), units, "{}: its work is cut into its units", self.engine);
        }
        // The units a journal holds are counted already; each unit this run
        // finishes goes into it.
        let to_count =
            |unit: usize| unit % parts == part && !journal.is_some_and(|j| j.holds(unit));
        let record =
            journal.map(|journal| move |unit, counts, time| journal.record(unit, counts, time));
        let record = record.as_ref().map(|record| record as Record);
        let (mut counted, threads) = work.share_out(self.threads, on_progress, &to_count, record);
        counted += journal.map_or_else(Counts::default, Journal::counts_held);
        Counted { total: counted.total, eight_unique: work.eight_unique(counted), threads }
    }
}
