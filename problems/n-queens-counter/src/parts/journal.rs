//! The journal of a long count: each finished unit of work, recorded as it
//! is finished, so that a count killed at any moment (Ctrl-C, a laptop
//! asleep, a batch job out of time) loses only the units in flight, and the
//! same command run again counts only the rest.
//!
//! The file is JSON lines. The first says which count it is (`n`, the
//! engine, the part and of how many, the number of units), sealed with the
//! package version and the revision of how units share a count, as a part
//! is; each further line is one unit and its counts, sealed with the first,
//! with the unit's time and the date its line was written (unsealed: they
//! tell how long, not what was counted).
//! A line is written with one `write_all` call, so a process killed outright
//! leaves every line it finished whole (the system keeps what was written).
//! A kill that lands within that call, or a machine that loses power, may
//! leave the last line cut short: the next run cuts it off and counts its
//! unit again. A line is whole only with its newline, so that a line cut
//! just before it, readable as it is, does not have the next glued to it.
//!
//! Two runs on one journal at once would each count the units it lacks and
//! add the same lines twice, or cut off a line the other is writing. So on
//! Unix a run locks its journal (`flock`, released when the process ends,
//! however it ends), and a second run on it is refused while the first
//! lives. A file system that refuses locks leaves the journal unlocked, and
//! one shared by several machines may not carry a lock from one to
//! another. (Not on Windows, whose locks would also keep `--status` from
//! reading the journal.)

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::journal_header::{Header, JournalError, JournalOf};
use super::seal::{mix, seal};
use crate::clock::UnitTime;
use crate::counts::Counts;

/// A unit's line. Its seal covers the unit and its counts; the time and
/// the date, which lines of older builds lack, are what the clocks read.
#[derive(serde::Serialize, serde::Deserialize)]
struct Record {
    unit: usize,
    total: u64,
    unique: u64,
    seal: u64,
    /// The counting thread's CPU seconds (see [`UnitTime`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cpu_s: Option<f64>,
    /// The wall seconds, where the system gives no thread's CPU time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    wall_s: Option<f64>,
    /// When the line was written, in seconds since the Unix epoch: a
    /// journal's status is dated by its data, not by whoever quotes it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<u64>,
}

/// A unit the journal holds: its counts, and its time if recorded.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Held {
    /// What the unit counted.
    pub(crate) counts: Counts,
    /// How long it took, if its line says (lines written before times
    /// were recorded do not).
    pub(crate) time: Option<UnitTime>,
    /// When its line was written, if its line says.
    pub(crate) written: Option<SystemTime>,
}

/// What a journal's lines hold.
struct Read {
    /// The units, by number.
    done: BTreeMap<usize, Held>,
    /// Where its last line starts, if that line was cut short.
    cut_at: Option<u64>,
    /// Whether the header is its only line and lacks its newline (cut just
    /// before it): the header is kept, and the newline written.
    header_unended: bool,
}

/// A journal taken up by a run: the units it holds, and the file the run
/// adds its units to.
#[derive(Debug)]
pub struct Journal {
    of: JournalOf,
    done: BTreeMap<usize, Held>,
    file: Mutex<File>,
    path: PathBuf,
}

impl Journal {
    /// Takes up the journal at `path` for the count `of`: a new file gets
    /// its header; an existing one must be of the same count, and its units
    /// are read.
    ///
    /// # Errors
    ///
    /// If the file cannot be read or written, or is of another count, or a
    /// line before its last is not a sealed line of this build.
    pub fn open(path: &Path, of: JournalOf) -> Result<Journal, JournalError> {
        let io = |error| JournalError::Io(path.to_owned(), error);
        let mut file =
            OpenOptions::new().read(true).append(true).create(true).open(path).map_err(io)?;
        lock(&file, path)?;
        let done = match read(&file, path, of)? {
            None => {
                let header = Header::of(of);
                let line = serde_json::to_string(&header).expect("plain data") + "\n";
                file.write_all(line.as_bytes()).and_then(|()| file.sync_data()).map_err(io)?;
                BTreeMap::new()
            }
            Some(Read { done, cut_at, header_unended }) => {
                // The last line, cut short: cut off, and counted again.
                if let Some(start) = cut_at {
                    file.set_len(start).map_err(io)?;
                }
                if header_unended {
                    file.write_all(b"\n").and_then(|()| file.sync_data()).map_err(io)?;
                }
                done
            }
        };
        Ok(Journal { of, done, file: Mutex::new(file), path: path.to_owned() })
    }

    /// The units the journal at `path` of the count `of` holds, read
    /// without writing anything (a line cut short is left as it is, and
    /// not counted).
    ///
    /// # Errors
    ///
    /// If the file cannot be read, is empty or of another count, or a line
    /// before its last is not a sealed line of this build.
    pub(crate) fn held(path: &Path, of: JournalOf) -> Result<BTreeMap<usize, Held>, JournalError> {
        let file = File::open(path).map_err(|error| JournalError::Io(path.to_owned(), error))?;
        let read = read(&file, path, of)?;
        read.map(|read| read.done)
            .ok_or(JournalError::Unreadable { file: path.to_owned(), line: 1 })
    }

    /// Which count the journal at `path` says it is of, read from its
    /// first line alone.
    ///
    /// # Errors
    ///
    /// If the file cannot be read, or its first line is not a sealed
    /// header of this build.
    pub(crate) fn header(path: &Path) -> Result<JournalOf, JournalError> {
        let file = File::open(path).map_err(|error| JournalError::Io(path.to_owned(), error))?;
        let mut first = Vec::new();
        BufReader::new(file)
            .read_until(b'\n', &mut first)
            .map_err(|error| JournalError::Io(path.to_owned(), error))?;
        Header::read(&first).ok_or(JournalError::Unreadable { file: path.to_owned(), line: 1 })
    }

    /// Which count it is of.
    #[must_use]
    pub fn of(&self) -> JournalOf {
        self.of
    }

    /// Whether `unit` is in the journal already.
    pub(crate) fn holds(&self, unit: usize) -> bool {
        self.done.contains_key(&unit)
    }

    /// How many units it held when it was taken up.
    #[must_use]
    pub fn units_held(&self) -> usize {
        self.done.len()
    }

    /// The counts of the units it held when it was taken up.
    pub(crate) fn counts_held(&self) -> Counts {
        let mut sum = Counts::default();
        for held in self.done.values() {
            sum += held.counts;
        }
        sum
    }

    /// Records a finished unit and its time: one line, in one write.
    ///
    /// # Panics
    ///
    /// If the file cannot be written: the count cannot keep its promise to
    /// lose at most the units in flight, so it stops.
    pub(crate) fn record(&self, unit: usize, counts: Counts, time: UnitTime) {
        let (cpu_s, wall_s) = match time {
            UnitTime::Cpu(seconds) => (Some(seconds), None),
            UnitTime::Wall(seconds) => (None, Some(seconds)),
        };
        let (total, unique) = (counts.total, counts.unique);
        let at = SystemTime::now().duration_since(UNIX_EPOCH).ok().map(|since| since.as_secs());
        let mut record = Record { unit, total, unique, seal: 0, cpu_s, wall_s, at };
        record.seal = record_seal(self.of.seal(), &record);
        let line = serde_json::to_string(&record).expect("plain data") + "\n";
        let mut file = self.file.lock().expect("no thread panics holding the journal");
        if let Err(error) = file.write_all(line.as_bytes()) {
            panic!("cannot write the journal {}: {error}", self.path.display());
        }
    }
}

/// Locks the journal `file` at `path` for this run, until the process ends.
///
/// # Errors
///
/// If another run holds it.
#[cfg(unix)]
fn lock(file: &File, path: &Path) -> Result<(), JournalError> {
    match file.try_lock() {
        Err(std::fs::TryLockError::WouldBlock) => Err(JournalError::InUse(path.to_owned())),
        // Locked, or a file system without locks: the run goes on.
        Ok(()) | Err(std::fs::TryLockError::Error(_)) => Ok(()),
    }
}

/// Not locked: see the module's notes.
#[cfg(not(unix))]
#[allow(clippy::unnecessary_wraps, reason = "the signature of the Unix one")]
fn lock(_file: &File, _path: &Path) -> Result<(), JournalError> {
    Ok(())
}

/// The units that the journal `file` at `path` holds for the count `of`,
/// or `None` if it is empty.
fn read(file: &File, path: &Path, of: JournalOf) -> Result<Option<Read>, JournalError> {
    // Each line with its newline, if it has one.
    let mut lines = Vec::new();
    let mut reader = BufReader::new(file);
    loop {
        let mut line = Vec::new();
        let size = reader.read_until(b'\n', &mut line);
        match size.map_err(|error| JournalError::Io(path.to_owned(), error))? {
            0 => break,
            _ => lines.push(line),
        }
    }
    let unreadable = |line| JournalError::Unreadable { file: path.to_owned(), line };
    let Some(first) = lines.first() else { return Ok(None) };
    let journal = Header::read(first).ok_or_else(|| unreadable(1))?;
    if journal != of {
        return Err(JournalError::AnotherCount { file: path.to_owned(), journal, run: of });
    }
    let header_unended = lines.len() == 1 && !first.ends_with(b"\n");
    let mut read = Read { done: BTreeMap::new(), cut_at: None, header_unended };
    for (index, line) in lines.iter().enumerate().skip(1) {
        let record = line
            .strip_suffix(b"\n")
            .and_then(|line| serde_json::from_slice::<Record>(line).ok())
            .filter(|record| record.seal == record_seal(of.seal(), record));
        match record {
            Some(record) if record.unit < of.units => {
                let counts = Counts { total: record.total, unique: record.unique };
                let time = match (record.cpu_s, record.wall_s) {
                    (Some(seconds), _) => Some(UnitTime::Cpu(seconds)),
                    (None, Some(seconds)) => Some(UnitTime::Wall(seconds)),
                    (None, None) => None,
                };
                let written = record.at.map(|at| UNIX_EPOCH + Duration::from_secs(at));
                read.done.insert(record.unit, Held { counts, time, written });
            }
            None if index + 1 == lines.len() => {
                let start: usize = lines[..index].iter().map(Vec::len).sum();
                read.cut_at = Some(u64::try_from(start).expect("a file's length"));
            }
            _ => return Err(unreadable(index + 1)),
        }
    }
    Ok(Some(read))
}

/// A record's seal: its unit and counts, with its header's seal.
fn record_seal(header: u64, record: &Record) -> u64 {
    seal(mix(header ^ record.unit as u64), record.total, record.unique)
}
