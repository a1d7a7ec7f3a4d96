//! The approaches side by side on one `n`: the rows `compare` and the
//! guides' timing tables measure, and the table they print.

use std::io::Write;
use std::time::Duration;

use crate::measure::timed;
use crate::text::Lang;
use crate::{Approach, Problem};

/// One run of a row on `n`: the count it answered, a fingerprint of the
/// whole answer (equal for equal answers), and the time the answer took.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Ran {
    /// The count it answered.
    pub(crate) count: u64,
    /// A fingerprint of the whole answer.
    pub(crate) fingerprint: u64,
    /// How long the answer took (that alone; for an approach, the mean of
    /// calls that ran for at least [`BATCH`] together), or the best of the runs.
    pub(crate) time: Duration,
}

/// How long an approach's calls on one `n` run, at least, to give one time.
pub(crate) const BATCH: Duration = Duration::from_millis(20);

/// One row of the table: something that answers for `n`.
pub(crate) struct Entry {
    /// Its name in the table.
    pub(crate) name: String,
    /// Beyond this `n` it is skipped, unless named with `--only`.
    pub(crate) practical_limit: i32,
    /// Runs it on `n`.
    pub(crate) run: Box<dyn Fn(i32) -> Ran>,
}

/// The rows for a problem's approaches.
#[must_use]
pub(crate) fn approach_rows<P: Problem>(
    approaches: impl Iterator<Item = &'static Approach<P::Input, P::Answer>>,
) -> Vec<Entry> {
    approaches
        .map(|approach| Entry {
            name: approach.name.to_owned(),
            practical_limit: approach.practical_limit,
            run: Box::new(|n| {
                // One call of a small n takes microseconds: below the noise
                // of one call, and of the first call's fresh memory. So the
                // call repeats until the calls have run for `BATCH`, and the
                // time is theirs per call. Each answer is dropped untimed.
                let (mut calls, mut spent) = (0_u32, Duration::ZERO);
                loop {
                    let input = P::input(n);
                    let (time, answer) = timed(|| (approach.solve)(input));
                    (calls, spent) = (calls + 1, spent + time);
                    if spent >= BATCH {
                        let (count, fingerprint) = (P::count(&answer), P::fingerprint(answer));
                        return Ran { count, fingerprint, time: spent / calls };
                    }
                }
            }),
        })
        .collect()
}

/// One measured row: the count and the best time, or why it was skipped.
pub(crate) struct Measured {
    /// The row's name.
    pub(crate) name: String,
    /// Its answer and best time, or why it did not run.
    pub(crate) outcome: Result<Ran, Skipped>,
}

/// Why a row did not run: `n` is past its practical limit.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Skipped {
    /// The largest `n` it solves within a second or two (set by hand).
    pub(crate) practical_limit: i32,
}

impl Skipped {
    /// The reason, in `lang`.
    pub(crate) fn reason(self, lang: Lang) -> String {
        let limit = self.practical_limit;
        match lang {
            Lang::English => format!("skipped: practical to n = {limit}"),
            Lang::Chinese => format!("跳过：实用上限 n = {limit}"),
        }
    }
}

/// Runs the rows on `n`, each `runs` times, keeping the best time. The runs
/// go round the rows (every row's first run, then every row's second), so
/// that a slow spell of the machine falls on all the rows alike rather than
/// on one.
#[must_use]
pub(crate) fn compare_rows(n: i32, rows: Vec<Entry>, only: &[String], runs: u32) -> Vec<Measured> {
    let rows: Vec<Entry> =
        rows.into_iter().filter(|row| only.is_empty() || only.contains(&row.name)).collect();
    let timed = |row: &Entry| !only.is_empty() || n <= row.practical_limit;
    let mut best: Vec<Option<Ran>> = vec![None; rows.len()];
    for _ in 0..runs.max(1) {
        for (row, best) in rows.iter().zip(&mut best).filter(|(row, _)| timed(row)) {
            let ran = (row.run)(n);
            let time = best.map_or(ran.time, |best| best.time.min(ran.time));
            *best = Some(Ran { time, ..ran });
        }
    }
    rows.into_iter()
        .zip(best)
        .map(|(row, best)| {
            let skipped = Skipped { practical_limit: row.practical_limit };
            Measured { name: row.name, outcome: best.ok_or(skipped) }
        })
        .collect()
}

/// Measured rows as a table, each time beside the yardstick's.
pub(crate) struct Table<'a> {
    /// The rows, in order.
    pub(crate) rows: &'a [Measured],
    /// The answer column's heading, in English and in Chinese.
    pub(crate) answer: (&'static str, &'static str),
    /// The row every time is divided by.
    pub(crate) yardstick: &'static str,
}

impl Table<'_> {
    /// A time relative to the yardstick's, or `-` when it did not run.
    fn ratio(&self, time: Duration) -> String {
        let yardstick = self.rows.iter().find(|row| row.name == self.yardstick);
        match yardstick.and_then(|row| row.outcome.as_ref().ok()) {
            Some(base) => format!("{:.3}", time.as_secs_f64() / base.time.as_secs_f64()),
            None => "-".to_owned(),
        }
    }

    /// The table as `compare` prints it.
    pub(crate) fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let (answer, versus) = (self.answer.0, format!("vs {}", self.yardstick));
        writeln!(out, "{:<22} {answer:>12} {:>12} {versus:>12}", "approach", "time")?;
        for row in self.rows {
            let name = &row.name;
            match &row.outcome {
                Ok(Ran { count, time, .. }) => {
                    let (shown, ratio) = (format!("{time:.2?}"), self.ratio(*time));
                    writeln!(out, "{name:<22} {count:>12} {shown:>12} {ratio:>12}")?;
                }
                Err(skipped) => {
                    let reason = skipped.reason(Lang::English);
                    writeln!(out, "{name:<22} {:>12} {:>12} {:>12}  {reason}", "-", "-", "-")?;
                }
            }
        }
        Ok(())
    }

    /// The table as the guides show it, in `lang`.
    pub(crate) fn write_markdown(&self, lang: Lang, out: &mut dyn Write) -> std::io::Result<()> {
        let ((answer, answer_zh), yardstick) = (self.answer, self.yardstick);
        match lang {
            Lang::English => writeln!(out, "| approach | {answer} | time | vs `{yardstick}` |")?,
            Lang::Chinese => {
                writeln!(out, "| 解法 | {answer_zh} | 用时 | 与 `{yardstick}` 之比 |")?;
            }
        }
        writeln!(out, "| --- | ---: | ---: | ---: |")?;
        for row in self.rows {
            let name = &row.name;
            match &row.outcome {
                Ok(Ran { count, time, .. }) => {
                    writeln!(out, "| `{name}` | {count} | {time:.2?} | {} |", self.ratio(*time))?;
                }
                Err(skipped) => writeln!(out, "| `{name}` | - | - | {} |", skipped.reason(lang))?,
            }
        }
        Ok(())
    }
}
