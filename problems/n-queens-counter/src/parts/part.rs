//! What a part holds: its count, its share of the counts, and its seal.

use super::merge_error::CountOf;
use crate::engine::Engine;

/// One part of a count split for many machines: what
/// [`Counter::run_part`](crate::Counter::run_part) counts, and
/// [`merge`](crate::merge) adds up.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Part {
    /// The board size.
    pub n: usize,
    /// Which part, from 0.
    pub part: usize,
    /// Of how many.
    pub parts: usize,
    /// The engine that counted it: parts of one count share it.
    pub engine: Engine,
    /// The solutions it counted.
    pub total: u64,
    /// Its share of 8 times the unique count (Burnside's sum for the join,
    /// 8 per group representative for the symmetry search).
    pub eight_unique: u64,
    /// How many units of work it counted.
    pub units: usize,
    /// A checksum of which units it counted, its counts, and the build.
    pub checksum: u64,
}

impl Part {
    /// The count this part belongs to.
    pub(super) fn count_of(&self) -> CountOf {
        CountOf { n: self.n, parts: self.parts, engine: self.engine }
    }
}
