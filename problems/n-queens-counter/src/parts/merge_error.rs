//! Why a merge refuses its parts.

use std::fmt;

use crate::engine::Engine;
use crate::symmetry::SYMMETRIES;

/// Which count a part belongs to: the parts of one count agree on all three.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountOf {
    /// The board size.
    pub n: usize,
    /// How many parts the count was cut into.
    pub parts: usize,
    /// The engine that counted.
    pub engine: Engine,
}

/// Why [`merge`](super::merge) refuses its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MergeError {
    /// No parts were given.
    NoParts,
    /// The first part, `part`, is of a count this build does not make (an
    /// engine or `n` it does not count, or zero parts).
    NotThisBuild {
        /// The part's number.
        part: usize,
        /// The count it claims.
        count: CountOf,
    },
    /// Part `part` is of another count than part `first`.
    AnotherCount {
        /// The part's number.
        part: usize,
        /// The count it claims.
        count: CountOf,
        /// The first part's number.
        first: usize,
        /// The first part's count.
        first_count: CountOf,
    },
    /// Part `part` of `parts` comes twice, or its number is `parts` or more.
    RepeatedOrOutOfRange {
        /// The part's number.
        part: usize,
        /// How many parts there are.
        parts: usize,
    },
    /// Part `part`'s units, counts or checksum do not match: it was
    /// altered, or made by another package version.
    Altered {
        /// The part's number.
        part: usize,
    },
    /// Part `part` of `parts` is missing.
    Missing {
        /// The missing part's number.
        part: usize,
        /// How many parts there are.
        parts: usize,
    },
    /// The parts' counts add up past `u64`: some part was altered.
    Overflow,
    /// The parts' shares of 8 times the unique count (8 for the board's
    /// symmetries) do not add up to a multiple of 8.
    UniqueNotWhole,
}

impl fmt::Display for CountOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let CountOf { n, parts, engine } = self;
        write!(f, "n = {n}, {parts} parts, {engine}")
    }
}

impl fmt::Display for MergeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MergeError::NoParts => write!(f, "no parts to merge"),
            MergeError::NotThisBuild { part, count } => {
                write!(f, "part {part} is of no count this build makes ({count})")
            }
            MergeError::AnotherCount { part, count, first, first_count } => {
                write!(
                    f,
                    "part {part} is of another count ({count}) than part {first} ({first_count})"
                )
            }
            MergeError::RepeatedOrOutOfRange { part, parts } => {
                write!(f, "part {part} of {parts} comes twice or is out of range")
            }
            MergeError::Altered { part } => write!(
                f,
                "part {part}'s units, counts or checksum do not match: altered, or from another version?"
            ),
            MergeError::Missing { part, parts } => write!(f, "part {part} of {parts} is missing"),
            MergeError::Overflow => write!(f, "the parts' counts overflow u64: altered?"),
            MergeError::UniqueNotWhole => {
                write!(f, "the parts' unique shares do not add up to a multiple of {SYMMETRIES}")
            }
        }
    }
}

impl std::error::Error for MergeError {}
