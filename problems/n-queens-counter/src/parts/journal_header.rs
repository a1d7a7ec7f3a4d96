//! The first line of a journal, which count it is of, sealed; and why a
//! journal is refused.

use std::fmt;
use std::io;
use std::path::PathBuf;

use super::seal::{mix, seal};
use crate::engine::Engine;

/// Which count a journal is of: a run may take up a journal of the same
/// count alone. Made by a [`Counter`](crate::Counter)'s plan for a run, or
/// read back from a header.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JournalOf {
    /// The board size.
    pub(crate) n: usize,
    /// The engine.
    pub(crate) engine: Engine,
    /// The part, from 0 (0 of 1 for a whole count).
    pub(crate) part: usize,
    /// Of how many parts.
    pub(crate) parts: usize,
    /// The units of work of the whole count.
    pub(crate) units: usize,
}

impl JournalOf {
    /// The units of work of the whole count.
    #[must_use]
    pub fn units(&self) -> usize {
        self.units
    }

    /// The header's seal: every field, the version and the shares' revision.
    pub(super) fn seal(&self) -> u64 {
        let fields = [self.n, self.engine.code(), self.part, self.parts, self.units];
        seal(fields.iter().fold(0, |hash, &field| mix(hash ^ field as u64)), 0, 0)
    }
}

impl fmt::Display for JournalOf {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let JournalOf { n, engine, part, parts, units } = self;
        write!(f, "n = {n}, {engine}, part {part} of {parts}, {units} units")
    }
}

/// The first line: which count, field by field, and its seal.
#[derive(serde::Serialize, serde::Deserialize)]
pub(super) struct Header {
    journal: Fields,
    seal: u64,
}

/// A [`JournalOf`] as the first line spells it.
#[derive(serde::Serialize, serde::Deserialize)]
struct Fields {
    n: usize,
    engine: Engine,
    part: usize,
    parts: usize,
    units: usize,
}

impl Header {
    /// The header of `of`, sealed.
    pub(super) fn of(of: JournalOf) -> Header {
        let JournalOf { n, engine, part, parts, units } = of;
        Header { journal: Fields { n, engine, part, parts, units }, seal: of.seal() }
    }

    /// The count the first line `line` says, if it is a header of this
    /// build, its seal whole.
    pub(super) fn read(line: &[u8]) -> Option<JournalOf> {
        let Header { journal: Fields { n, engine, part, parts, units }, seal } =
            serde_json::from_slice(line).ok()?;
        let of = JournalOf { n, engine, part, parts, units };
        (seal == of.seal()).then_some(of)
    }
}

/// Why a journal cannot be taken up.
#[derive(Debug)]
pub enum JournalError {
    /// It cannot be read or written.
    Io(PathBuf, io::Error),
    /// It is of another count than this run makes.
    AnotherCount {
        /// The file.
        file: PathBuf,
        /// The count it is of.
        journal: JournalOf,
        /// This run's.
        run: JournalOf,
    },
    /// Another run, still running, has it open (Unix only).
    InUse(PathBuf),
    /// A line is not what this build writes, or its seal does not match
    /// (another version, or altered).
    Unreadable {
        /// The file.
        file: PathBuf,
        /// The line, from 1.
        line: usize,
    },
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            JournalError::Io(file, error) => write!(f, "{}: {error}", file.display()),
            JournalError::AnotherCount { file, journal, run } => write!(
                f,
                "{} is the journal of another count ({journal}) than this one ({run}): \
                 give it another file, or the count it was made for",
                file.display()
            ),
            JournalError::InUse(file) => write!(
                f,
                "{} is the journal of a run still counting: let it finish, or stop it first",
                file.display()
            ),
            JournalError::Unreadable { file, line } => write!(
                f,
                "{}:{line}: not a journal line of this build (another version, or altered)",
                file.display()
            ),
        }
    }
}

impl std::error::Error for JournalError {}
