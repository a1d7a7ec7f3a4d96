//! What a count finds and how far it has come: the types every module
//! shares, at the bottom of the crate, so that no module needs the crate
//! root.

use std::ops::AddAssign;

/// The largest `n` counted: beyond it the search would take millennia on
/// one thread (HISTORY.md's estimate for 27 alone is 660 years), and the
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

/// How far a count has come: units of work done out of all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Units finished.
    pub done: usize,
    /// Units in all.
    pub total: usize,
}
