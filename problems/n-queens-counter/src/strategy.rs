//! What an engine is to the rest of the crate: a type that answers
//! everything about itself, [`Strategy`] (as regex-automata's
//! `meta::Strategy` is to its `Regex`): its name, its code in journals, the
//! largest `n` it counts, its units, and the work that counts them. Each
//! engine's module implements it; the `engine` module holds the one list of
//! them.

use crate::counts::Counts;
use crate::work_queue::{OnProgress, Record, Work, share_out};

/// An engine, as a type: every fact about it, and its count.
pub(crate) trait Strategy: Sync {
    /// Its name, as `--engine`, parts, journals and the output spell it.
    fn name(&self) -> &'static str;

    /// What it is, for `--engine`'s help.
    fn about(&self) -> String;

    /// Its code in a journal's seal: fixed for good, never reused (0 was
    /// `auto`'s, before a count resolved it).
    fn code(&self) -> usize;

    /// The largest `n` it counts.
    fn max_n(&self) -> usize;

    /// How many units of work a count of `n` (at least 2) is cut into,
    /// numbered from 0 in an order that never changes: parts and journals
    /// name units by number. The one source of this number.
    fn units(&self, n: usize) -> usize;

    /// Its work for `setup`: [`Setup::numbered`] says whether that must be
    /// cut into the numbered units of [`Strategy::units`].
    fn work(&self, setup: &Setup) -> Box<dyn SharedWork>;
}

/// What an engine's work is made for: the board, the threads, and how the
/// count is shared.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Setup {
    /// The board size, at least 2.
    pub(crate) n: usize,
    /// The threads that count.
    pub(crate) threads: usize,
    /// Which part, from 0 (0 for a whole count): the part that holds what
    /// belongs to no unit.
    pub(crate) part: usize,
    /// Whether its units are the numbered ones, which parts and a journal
    /// name (for a part, or a count with a journal); an engine may cut the
    /// work of a whole count without one otherwise.
    pub(crate) numbered: bool,
}

/// A [`Work`] of any scratch type: what the driver takes from any engine.
pub(crate) trait SharedWork: Sync {
    /// How many units there are.
    fn units(&self) -> usize;

    /// Counts the units `mine` keeps, as [`share_out`] does: their counts
    /// added up, and how many threads counted.
    fn share_out(
        &self,
        threads: usize,
        on_progress: Option<OnProgress>,
        mine: &(dyn Fn(usize) -> bool + Sync),
        record: Option<Record>,
    ) -> (Counts, usize);

    /// 8 times the unique count of the solutions `counted` holds.
    fn eight_unique(&self, counted: Counts) -> u64;
}

impl<W: Work> SharedWork for W {
    fn units(&self) -> usize {
        Work::units(self)
    }

    fn share_out(
        &self,
        threads: usize,
        on_progress: Option<OnProgress>,
        mine: &(dyn Fn(usize) -> bool + Sync),
        record: Option<Record>,
    ) -> (Counts, usize) {
        share_out(threads, on_progress, self, mine, record)
    }

    fn eight_unique(&self, counted: Counts) -> u64 {
        Work::eight_unique(self, counted)
    }
}
