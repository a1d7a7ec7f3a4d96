//! The one driver every engine's count goes through: its units shared
//! among threads, skipped where a journal holds them and recorded in it
//! where not, and the part they make sealed.

use crate::clock::UnitTime;
use crate::counts::{Counts, Progress};
use crate::engine::Engine;
use crate::parts::{Journal, Part, checksum, seal};
use crate::work_queue::{Work, share_out};

/// How a count runs, whatever its engine.
pub(crate) struct Run<'a> {
    /// The board size.
    pub(crate) n: usize,
    /// The engine, named in the part.
    pub(crate) engine: Engine,
    /// Threads to count on.
    pub(crate) threads: usize,
    /// Told of every unit passed.
    pub(crate) on_progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    /// Holds the units counted before, and takes each unit counted now.
    pub(crate) journal: Option<&'a Journal>,
    /// Which part, of how many: the units `unit % parts == part`.
    pub(crate) part: usize,
    /// Of how many parts (1 for a whole count).
    pub(crate) parts: usize,
}

impl Run<'_> {
    /// Counts the run's units of `work`: the part they make, sealed.
    pub(crate) fn count(&self, work: &impl Work) -> Part {
        let (part, parts) = (self.part, self.parts);
        let mine = |unit: usize| unit % parts == part;
        // The units a journal holds are counted already; each unit this run
        // finishes goes into it.
        let to_count = |unit: usize| mine(unit) && !self.journal.is_some_and(|j| j.holds(unit));
        let record = self.journal.map(|journal| {
            move |unit: usize, counts: Counts, time: UnitTime| journal.record(unit, counts, time)
        });
        let record =
            record.as_ref().map(|record| record as &(dyn Fn(usize, Counts, UnitTime) + Sync));
        let mut counted = share_out(self.threads, self.on_progress, work, &to_count, record);
        counted += self.journal.map_or_else(Counts::default, Journal::counts_held);
        let eight_unique = work.eight_unique(counted);
        let (units, unit_sum) = checksum(work.units(), &mine);
        let checksum = seal(unit_sum, counted.total, eight_unique);
        let (n, engine, total) = (self.n, self.engine, counted.total);
        Part { n, part, parts, engine, total, eight_unique, units, checksum }
    }
}
