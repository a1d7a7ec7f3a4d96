//! `check`: judge a paste text the way LeetCode would, before submitting it.

use std::fs;
use std::io::{self, Read, Write};
use std::path::Path;

use super::{Failure, Outcome};
use crate::Guide;
use crate::judge::{
    self, Answered, Chosen, Edition, JudgeError, LEETCODE, Limits, Row, Settings, Verdict, rustc,
};

/// A paste text is a few kilobytes; a larger file is surely the wrong one.
const MAX_BYTES: u64 = 1 << 20;

/// Reads the paste text, compiles it alone, runs it on each `n` within
/// `limits`, and ends with LeetCode's verdict on its range (and a note on
/// how it does past it). Exit 0 only when accepted.
pub(super) fn check<P: Guide>(
    file: &Path,
    edition: Edition,
    limits: Limits,
    cache: Option<&Path>,
    out: &mut dyn Write,
) -> Outcome {
    let paste = read(file)?;
    compiler_lines(edition, out)?;
    let settings = Settings { edition, strict: false, limits, cache, beyond: true };
    let mut header = false;
    let mut show = |row: &Row| -> io::Result<()> {
        if !header {
            header = true;
            let column = P::ANSWER_COLUMN.0;
            writeln!(out, "{:>3} {column:>10} {:>10} {:>10}", "n", "expected", "time")?;
        }
        writeln!(out, "{}", row_line(row))
    };
    let report = judge::judge::<P>(&paste, settings, &mut show).map_err(|error| match error {
        JudgeError::Telling(error) => Failure::Io(error),
        JudgeError::CouldNotRun(error) => {
            eprintln!("error: could not judge with `{}`: {error}", rustc());
            Failure::Found
        }
        JudgeError::CratesUnavailable(unavailable) => Failure::Unavailable(unavailable.to_string()),
    })?;
    if let Verdict::CompileError(said) = &report.verdict {
        // Above rustc's message, which is shown as rustc prints it.
        for hint in judge::hints(&paste, said, edition) {
            eprintln!("hint: {hint}");
        }
        eprint!("{said}");
    }
    if let Some(beyond) = &report.beyond {
        writeln!(out, "{beyond}")?;
    }
    writeln!(out, "verdict: {}", report.verdict)?;
    match report.verdict {
        Verdict::Accepted { .. } => Ok(()),
        _ => Err(Failure::Found),
    }
}

/// The report's first lines: the environment it judges in, the compiler
/// and edition, and a note when the compiler, chosen by default, is not
/// LeetCode's release.
fn compiler_lines(edition: Edition, out: &mut dyn Write) -> io::Result<()> {
    writeln!(out, "{}", environment_line())?;
    let version = judge::rustc_release().unwrap_or("an unknown version");
    let older = if edition == LEETCODE.edition { "" } else { ", as LeetCode judged before" };
    writeln!(out, "compiling with `{}`, {version}, in edition {edition}{older}", rustc())?;
    let leetcodes = format!("rustc {} ", LEETCODE.rust);
    if judge::chosen() == Chosen::Default && !version.starts_with(&leetcodes) {
        let rust = LEETCODE.rust;
        writeln!(
            out,
            "note: that is not LeetCode's Rust {rust}: what it accepts, LeetCode may reject \
             (a newer std API); with `rustup toolchain install {rust} --profile minimal`, \
             check judges with LeetCode's"
        )?;
    }
    Ok(())
}

/// One run as the report's table shows it: `n`, the answer's count, the
/// expected one and the time, or why the run gave none.
fn row_line(row: &Row) -> String {
    let Row { n, expected, got } = row;
    match got {
        Ok(Answered { count, time }) => {
            let count = count.map_or_else(|| "?".to_owned(), |count| count.to_string());
            let time = format!("{time:.2?}");
            format!("{n:>3} {count:>10} {expected:>10} {time:>10}")
        }
        Err(error) => format!("{n:>3} {:>10} {expected:>10}  {error}", "-"),
    }
}

/// What `check` judges as: LeetCode's environment, with its source.
pub(super) fn environment_line() -> String {
    format!("judging as LeetCode does: {} (as of {})", LEETCODE.summary(), LEETCODE.as_of)
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
