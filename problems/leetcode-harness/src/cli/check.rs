//! `check`: judge a paste text the way LeetCode would, before submitting it.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;
use std::time::Duration;

use super::{Failure, Outcome};
use crate::Problem;
use crate::judge::{CompileError, Edition, Judge, LEETCODE_RANGE, RunError, rustc};

/// Beyond LeetCode's range, go on to the next `n` only while each takes less.
const GO_ON_UNDER: Duration = Duration::from_secs(1);

/// A paste text is a few kilobytes; a larger file is surely the wrong one.
const MAX_BYTES: u64 = 1 << 20;

/// Reads the paste text, compiles it alone, runs it on each `n`, and ends
/// with a one-line verdict.
pub(super) fn check<P: Problem>(
    file: &Path,
    edition: Edition,
    time_limit: f64,
    out: &mut dyn Write,
) -> Outcome {
    let paste = read(file)?;
    let limit = Duration::from_secs_f64(time_limit);
    writeln!(out, "compiling with `{}`, edition {edition}, as LeetCode's judge would", rustc())?;
    let judge = match Judge::compile::<P>(&paste, edition, false) {
        Ok(judge) => judge,
        Err(CompileError::Rejected(stderr)) => {
            // Shown as rustc prints it, for a person to read.
            eprint!("{stderr}");
            if paste.contains("struct Solution") {
                writeln!(
                    out,
                    "hint: LeetCode declares `struct Solution;` itself: paste only what follows it"
                )?;
            }
            writeln!(out, "verdict: compile error (rustc's message is above)")?;
            return Err(Failure::Found);
        }
        Err(error) => {
            eprintln!("error: {error}");
            return Err(Failure::Found);
        }
    };
    writeln!(out, "{:>3} {:>10} {:>10} {:>10}", "n", P::ANSWER_COLUMN.0, "expected", "time")?;
    let mut beyond = None;
    for n in 1..=P::KNOWN_UP_TO {
        let in_range = LEETCODE_RANGE.contains(&n);
        let expected = P::expected(n);
        let (output, time) = match judge.run(n, limit) {
            Ok(run) => run,
            Err(RunError::TooSlow(limit)) if !in_range => {
                writeln!(out, "{n:>3} {:>10} {expected:>10}  stopped after {limit:.1?}", "-")?;
                break;
            }
            Err(error) => {
                writeln!(out, "{n:>3} {:>10} {expected:>10}  {error}", "-")?;
                let what = match error {
                    RunError::TooSlow(_) => "time limit exceeded",
                    RunError::Crashed(_) => "runtime error",
                    RunError::Io(_) => "could not run",
                };
                writeln!(out, "verdict: {what} at n = {n}")?;
                return Err(Failure::Found);
            }
        };
        let answer = P::parse(&output);
        let count =
            answer.as_ref().map_or(String::from("?"), |answer| P::count(answer).to_string());
        let verified = answer.and_then(|answer| P::verify(n, &answer));
        let shown = format!("{time:.2?}");
        writeln!(out, "{n:>3} {count:>10} {expected:>10} {shown:>10}")?;
        if let Err(wrong) = verified {
            writeln!(out, "verdict: wrong answer at n = {n}: {wrong}")?;
            return Err(Failure::Found);
        }
        if !in_range {
            beyond = Some(n);
        }
        if n >= *LEETCODE_RANGE.end() && time >= GO_ON_UNDER {
            break;
        }
    }
    let range = format!("n = {}..={}", LEETCODE_RANGE.start(), LEETCODE_RANGE.end());
    match beyond {
        Some(last) => writeln!(
            out,
            "verdict: accepted: right on {range} (LeetCode's range), and beyond it up to n = {last}"
        )?,
        None => writeln!(out, "verdict: accepted: right on {range} (LeetCode's range)")?,
    }
    Ok(())
}

/// The paste text in `file` (`-`: stdin), refused when empty, not text, or
/// too large to be one.
fn read(file: &Path) -> Result<String, Failure> {
    let name = file.display();
    let mut bytes = Vec::new();
    let read = if file == Path::new("-") {
        io::stdin().lock().take(MAX_BYTES + 1).read_to_end(&mut bytes)
    } else {
        fs::File::open(file).and_then(|opened| opened.take(MAX_BYTES + 1).read_to_end(&mut bytes))
    };
    read.map_err(|error| Failure::Usage(format!("cannot read {name}: {error}")))?;
    if bytes.len() as u64 > MAX_BYTES {
        return Err(Failure::Usage(format!(
            "{name} is over 1 MiB: a paste text is a few kilobytes, is it the right file?"
        )));
    }
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(Failure::Usage(format!(
            "{name} is UTF-16 (as Windows PowerShell 5 writes with `>`): save it as UTF-8"
        )));
    }
    let text = String::from_utf8(bytes)
        .map_err(|_| Failure::Usage(format!("{name} is not text (not UTF-8)")))?;
    // Some editors start a UTF-8 file with a byte-order mark; rustc would not.
    let text = text.strip_prefix('\u{feff}').map(str::to_owned).unwrap_or(text);
    if text.trim().is_empty() {
        return Err(Failure::Usage(format!(
            "{name} is empty: put in it what you would paste into LeetCode's editor"
        )));
    }
    Ok(text)
}
