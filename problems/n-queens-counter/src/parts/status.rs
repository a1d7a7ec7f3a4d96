//! What a journal says of its count, for `count N --journal FILE --status`:
//! the units done (of a part's journal, out of the part's own units) and
//! when the last was written, the share of the known total they hold, the
//! time they recorded, and what is left at that pace (nothing, once every
//! unit of the count or the part is done).
//!
//! The pace is per solution counted, not per unit: units are far from
//! equal (a unit of n = 23 counts from none to tens of billions), so the
//! units done say little of the time the rest take, and the solutions
//! they count say more.
#![allow(clippy::cast_precision_loss, reason = "a share and a pace, to a few digits")]

use std::fmt;
use std::path::Path;
use std::time::SystemTime;

use super::journal::{Held, Journal};
use super::journal_header::{JournalError, JournalOf};
use super::seal::checksum;
use crate::clock::UnitTime;
use crate::oeis::A000170;

/// A journal's count so far.
#[derive(Clone, Debug)]
pub struct Status {
    of: JournalOf,
    units_done: usize,
    /// The solutions the units done counted.
    total: u64,
    /// The units that recorded a time.
    timed_units: usize,
    /// The solutions those units counted.
    timed_total: u64,
    /// Their seconds of CPU time, and how many units recorded CPU time.
    cpu_seconds: f64,
    cpu_units: usize,
    /// Their seconds of wall time (a system with no thread's CPU time).
    wall_seconds: f64,
    /// When the last line that says so was written.
    last_written: Option<SystemTime>,
}

impl Status {
    /// The status of the journal at `path`, of the count `of`.
    ///
    /// # Errors
    ///
    /// As [`Journal::held`]: a journal missing, empty, of another count,
    /// or damaged.
    pub(crate) fn read(path: &Path, of: JournalOf) -> Result<Status, JournalError> {
        let held = Journal::held(path, of)?;
        let mut status = Status {
            of,
            units_done: held.len(),
            total: 0,
            timed_units: 0,
            timed_total: 0,
            cpu_seconds: 0.0,
            cpu_units: 0,
            wall_seconds: 0.0,
            last_written: None,
        };
        for &Held { counts, time, written } in held.values() {
            status.total += counts.total;
            status.last_written = status.last_written.max(written);
            let Some(time) = time else { continue };
            status.timed_units += 1;
            status.timed_total += counts.total;
            match time {
                UnitTime::Cpu(seconds) => {
                    status.cpu_seconds += seconds;
                    status.cpu_units += 1;
                }
                UnitTime::Wall(seconds) => status.wall_seconds += seconds,
            }
        }
        Ok(status)
    }

    /// The seconds left at the pace of the timed units, for a whole count
    /// whose timed units counted some solutions.
    fn seconds_left(&self) -> Option<f64> {
        let known = A000170[self.of.n];
        let whole = self.of.parts == 1;
        let seconds = self.seconds_recorded();
        (whole && self.timed_total > 0).then(|| {
            let left = known.saturating_sub(self.total);
            seconds / self.timed_total as f64 * left as f64
        })
    }

    /// How many units are done.
    pub(crate) fn units_done(&self) -> usize {
        self.units_done
    }

    /// How many units the journal's count has: the whole count's, or of a
    /// part's journal, the part's own (those numbered `I` modulo `K`).
    fn units_to_do(&self) -> usize {
        let JournalOf { units, part, parts, .. } = self.of;
        checksum(units, &|unit| unit % parts == part).0
    }

    /// The solutions the units done counted.
    pub(crate) fn total(&self) -> u64 {
        self.total
    }

    /// How many of the units done recorded their time.
    pub(crate) fn timed_units(&self) -> usize {
        self.timed_units
    }

    /// The seconds they recorded, of the clocks [`Status::clocks`] names.
    pub(crate) fn seconds_recorded(&self) -> f64 {
        self.cpu_seconds + self.wall_seconds
    }

    /// The time the units done recorded, and how many recorded none:
    /// `25.1 h of CPU over 1626 units; 879 units recorded no time`.
    fn time_recorded(&self) -> String {
        let untimed = self.units_done - self.timed_units;
        if self.timed_units == 0 {
            return format!("none; {untimed} units recorded no time");
        }
        let seconds = span(self.seconds_recorded());
        let (clocks, timed_units) = (self.clocks(), self.timed_units);
        format!("{seconds} of {clocks} over {timed_units} units; {untimed} units recorded no time")
    }

    /// Which clocks the times are of: `CPU`, `wall time`, or `CPU and
    /// wall time`.
    pub(crate) fn clocks(&self) -> &'static str {
        match (self.cpu_units, self.timed_units - self.cpu_units) {
            (_, 0) => "CPU",
            (0, _) => "wall time",
            _ => "CPU and wall time",
        }
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Status { of, units_done, total, .. } = *self;
        let known = A000170[of.n];
        writeln!(f, "count: {of}")?;
        let to_do = self.units_to_do();
        if of.parts == 1 {
            writeln!(f, "units done: {units_done} of {to_do}")?;
        } else {
            let (part, units) = (of.part, of.units);
            writeln!(
                f,
                "units done: {units_done} of part {part}'s {to_do} (the count has {units})"
            )?;
        }
        let written = self.last_written.map_or_else(
            || "not recorded".to_owned(),
            |at| humantime::format_rfc3339_seconds(at).to_string(),
        );
        writeln!(f, "last unit written: {written}")?;
        let share = if known == 0 { 100.0 } else { 100.0 * total as f64 / known as f64 };
        let n = of.n;
        let (total, known_total) = (grouped(total), grouped(known));
        writeln!(f, "solutions counted: {total} ({share:.2}% of A000170({n}) = {known_total})")?;
        writeln!(f, "time recorded: {}", self.time_recorded())?;
        if units_done == to_do && of.parts == 1 {
            return writeln!(f, "left: nothing, every unit is done");
        }
        if units_done == to_do {
            return writeln!(f, "left: nothing, every unit of part {} is done", of.part);
        }
        match self.seconds_left() {
            Some(left) => {
                let solutions = grouped(A000170[n].saturating_sub(self.total));
                let clocks = self.clocks();
                writeln!(
                    f,
                    "left at that pace: about {} of {clocks} for {solutions} solutions",
                    span(left)
                )
            }
            None if of.parts > 1 => writeln!(
                f,
                "left: {} of its units, their time not known, as a part's total is not",
                to_do - units_done
            ),
            None => writeln!(f, "left: not known until a timed unit counts some solutions"),
        }
    }
}

/// A span of seconds, in hours (or in minutes, under one hour).
pub(crate) fn span(seconds: f64) -> String {
    if seconds >= 3600.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else {
        format!("{:.1} min", seconds / 60.0)
    }
}

/// A number with its thousands grouped: 24,233,937,684,440.
pub(crate) fn grouped(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (at, digit) in digits.chars().enumerate() {
        if at > 0 && (digits.len() - at).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn thousands_are_grouped() {
        for (number, text) in
            [(0, "0"), (999, "999"), (1_000, "1,000"), (24_233_937_684_440, "24,233,937,684,440")]
        {
            assert_eq!(grouped(number), text);
        }
    }
}
