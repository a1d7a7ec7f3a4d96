//! `compare`: every approach on one `n`, side by side.

use std::io::Write;
use std::time::{Duration, Instant};

use super::{ArgError, Failure, Outcome};
use crate::docs::Lang;
use crate::{Guide, Problem};

/// One row of the table: something that answers for `n`.
pub struct Entry {
    /// Its name in the table.
    pub name: String,
    /// Beyond this `n` it is skipped, unless named with `--only`.
    pub practical_limit: i32,
    /// Runs it on `n`: how long the answer took (that alone), the count it
    /// answers, and a fingerprint of the whole answer (equal for equal answers).
    pub run: Box<dyn Fn(i32) -> (Duration, u64, u64)>,
}

/// Runs `f`, returning how long it took and its result.
pub fn timed<T>(f: impl FnOnce() -> T) -> (Duration, T) {
    let start = Instant::now();
    let result = f();
    (start.elapsed(), result)
}

/// Runs `run` `runs` times (at least once): the last result, and the best of
/// the times each run reports. The best, because the first run also pays
/// for fresh memory and cold caches; each result is dropped before the next
/// run, so that it cannot slow the runs after it. Every timed table (
/// `compare`, the guides' tables) takes its times from here.
///
/// # Errors
///
/// The first error a run returns.
pub fn best_of<T, E>(
    runs: u32,
    mut run: impl FnMut() -> Result<(T, Duration), E>,
) -> Result<(T, Duration), E> {
    let (mut last, mut best) = run()?;
    for _ in 1..runs {
        let (result, time) = run()?;
        (last, best) = (result, best.min(time));
    }
    Ok((last, best))
}

/// [`best_of`] for runs that cannot fail: the best time.
pub fn best_time(runs: u32, mut run: impl FnMut() -> Duration) -> Duration {
    let mut best = run();
    for _ in 1..runs {
        best = best.min(run());
    }
    best
}

/// The rows for a problem's approaches.
#[must_use]
pub(crate) fn approach_rows<P: Problem>() -> Vec<Entry> {
    P::APPROACHES
        .iter()
        .map(|approach| Entry {
            name: approach.name.to_owned(),
            practical_limit: approach.practical_limit,
            run: Box::new(|n| {
                let input = P::input(n);
                let (time, answer) = timed(|| (approach.solve)(input));
                (time, P::count(&answer), P::fingerprint(answer))
            }),
        })
        .collect()
}

/// One measured row: the count and the best time, or why it was skipped.
pub(crate) struct Measured {
    /// The row's name.
    pub(crate) name: String,
    /// `(count, fingerprint, best time)`, or why it did not run.
    pub(crate) outcome: Result<(u64, u64, Duration), Skipped>,
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

/// The usage error for an approach name that is in no list.
pub(crate) fn unknown_approach<P: Problem>(name: &str) -> Failure {
    let names: Vec<&str> = P::APPROACHES.iter().map(|approach| approach.name).collect();
    Failure::Usage(format!("no approach is called `{name}`; there are {}", names.join(", ")))
}

/// Runs the rows on `n`, each `runs` times, keeping the best time.
#[must_use]
pub(crate) fn compare_rows(n: i32, rows: Vec<Entry>, only: &[String], runs: u32) -> Vec<Measured> {
    rows.into_iter()
        .filter(|row| only.is_empty() || only.contains(&row.name))
        .map(|row| {
            let outcome = if !only.is_empty() || n <= row.practical_limit {
                let mut answer = (0, 0);
                let time = best_time(runs, || {
                    let (time, count, fingerprint) = (row.run)(n);
                    answer = (count, fingerprint);
                    time
                });
                Ok((answer.0, answer.1, time))
            } else {
                Err(Skipped { practical_limit: row.practical_limit })
            };
            Measured { name: row.name, outcome }
        })
        .collect()
}

/// The `compare` command.
pub(super) fn compare<P: Guide>(
    n: i32,
    only: &[String],
    runs: u32,
    markdown: bool,
    out: &mut dyn Write,
) -> Outcome {
    if !(0..=P::MAX_N).contains(&n) {
        let max = usize::try_from(P::MAX_N).expect("a size");
        return Err(Failure::Usage(
            ArgError::SizeOutOfRange { max, why: P::TOO_LARGE }.to_string(),
        ));
    }
    if let Some(unknown) = only.iter().find(|name| P::find(name).is_none()) {
        return Err(unknown_approach::<P>(unknown));
    }
    // The problem's own engines always run: `--only` picks approaches to
    // set beside them.
    let mut measured = compare_rows(n, approach_rows::<P>(), only, runs);
    measured.extend(compare_rows(n, P::extra_rows(n), &[], runs));
    let table = Table { rows: &measured, answer: P::ANSWER_COLUMN, yardstick: P::YARDSTICK };
    if markdown {
        table.write_markdown(Lang::English, out)?;
    } else {
        writeln!(out, "n = {n}, best of {runs} run{}", if runs == 1 { "" } else { "s" })?;
        table.write_text(out)?;
    }
    let answers: Vec<(&str, u64, u64)> = measured
        .iter()
        .filter_map(|row| row.outcome.as_ref().ok().map(|&(c, f, _)| (row.name.as_str(), c, f)))
        .collect();
    let Some(&(first_name, first_count, first_print)) = answers.first() else { return Ok(()) };
    let disagreeing: Vec<_> =
        answers.iter().filter(|(_, _, print)| *print != first_print).collect();
    for (name, count, _) in &disagreeing {
        eprintln!("error: {name} answers otherwise ({count}) than {first_name} ({first_count})");
    }
    if disagreeing.is_empty() { Ok(()) } else { Err(Failure::Found) }
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
            Some(&(_, _, base)) => format!("{:.3}", time.as_secs_f64() / base.as_secs_f64()),
            None => "-".to_owned(),
        }
    }

    /// The table as `compare` prints it.
    fn write_text(&self, out: &mut dyn Write) -> std::io::Result<()> {
        let (answer, versus) = (self.answer.0, format!("vs {}", self.yardstick));
        writeln!(out, "{:<22} {answer:>12} {:>12} {versus:>12}", "approach", "time")?;
        for row in self.rows {
            let name = &row.name;
            match &row.outcome {
                Ok((count, _, time)) => {
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
                Ok((count, _, time)) => {
                    writeln!(out, "| `{name}` | {count} | {time:.2?} | {} |", self.ratio(*time))?;
                }
                Err(skipped) => writeln!(out, "| `{name}` | - | - | {} |", skipped.reason(lang))?,
            }
        }
        Ok(())
    }
}
