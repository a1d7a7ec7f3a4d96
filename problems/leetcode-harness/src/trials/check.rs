//! `check` as a user runs it: a paste for each of LeetCode's verdicts, each
//! printing what its snapshot `check/<name>` shows, and no file left behind.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use libtest_mimic::{Failed, Trial};

use super::sandbox::{SLEEPER, over_the_memory_limit, processes_with, sandboxed};
use super::{Fixtures, snapshot};
use crate::Problem;

/// One paste judged by `check`; its snapshot says what `check` prints.
pub(super) struct CheckCase {
    /// The trial's name and its snapshot's.
    pub(super) name: &'static str,
    pub(super) paste: String,
    /// Extra arguments to `check`; without a `--time-limit`, one second.
    pub(super) args: &'static [&'static str],
}

/// `check` on pastes right and wrong: each gives its verdict and exit code,
/// and leaves no file behind.
pub(super) fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let mut cases = verdicts::<P>(fixtures);
    cases.extend([
        CheckCase { name: "empty", paste: String::new(), args: &[] },
        CheckCase {
            name: "not_rust",
            paste: "Dear judge, please accept this.\n".to_owned(),
            args: &[],
        },
        CheckCase { name: "ten_megabytes", paste: "x".repeat(10 << 20), args: &[] },
    ]);
    cases.extend(sandboxed::<P>());
    // The memory limit is watched on Linux alone.
    if cfg!(target_os = "linux") {
        cases.extend(over_the_memory_limit::<P>());
    }
    let cache = Path::new(fixtures.target_tmp).join("pastes");
    cases
        .into_iter()
        .map(|case| {
            let cache = cache.clone();
            Trial::test(format!("cli::check::{}", case.name), move || {
                check_case::<P>(fixtures.binary, &case, &cache)
            })
        })
        .collect()
}

/// The pastes that compile and run to the end of LeetCode's range or of
/// the problem's wrong paste's size ([`Problem::WRONG_AT`]), and one that
/// does not compile.
fn verdicts<P: Problem>(fixtures: &'static Fixtures) -> Vec<CheckCase> {
    let mut cases = vec![
        CheckCase {
            name: "accepted",
            paste: P::yardstick().paste_text().to_owned(),
            // Past LeetCode's range `check` goes on until an n takes this long.
            args: &["--time-limit", "0.2"],
        },
        CheckCase {
            name: "compile_error",
            paste: body::<P>(&format!("        no_such_function({})", P::SIZE_EXPRESSION)),
            args: &[],
        },
        CheckCase { name: "wrong_answer", paste: fixtures.wrong.to_owned(), args: &[] },
    ];
    cases.extend(stopped_at_first::<P>());
    cases.push(CheckCase {
        name: "accepted_on_leetcodes_range_alone",
        paste: within_range::<P>(),
        args: &[],
    });
    cases
}

/// The pastes that LeetCode stops at the first size of its range: too slow,
/// printing too much, crashing; each with the input's size in its code
/// ([`Problem::SIZE_EXPRESSION`]) where it needs one.
fn stopped_at_first<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    let size = P::SIZE_EXPRESSION;
    vec![
        CheckCase {
            name: "time_limit_exceeded",
            paste: body("        loop {}"),
            // A loop runs out any limit: the least `check` takes is quickest.
            args: &["--time-limit", "0.2"],
        },
        CheckCase {
            name: "output_limit_exceeded",
            paste: body(&format!(
                "        loop {{ println!(\"n = {{}}, still thinking\", {size}); }}"
            )),
            args: &["--output-limit", "1"],
        },
        CheckCase {
            name: "runtime_error_shows_the_panic_and_its_line",
            paste: body(&format!(
                "        let rows = [{size}; 9];\n        \
                 std::hint::black_box(rows[{size} as usize + 9]);\n        todo!()"
            )),
            args: &[],
        },
        CheckCase {
            name: "standard_input_is_empty",
            paste: body(
                "        let mut line = String::new();\n        \
                 let read = std::io::stdin().read_line(&mut line).unwrap();\n        \
                 panic!(\"read {read} bytes\")",
            ),
            args: &[],
        },
    ]
}

/// A paste whose method's body is `code`.
pub(super) fn body<P: Problem>(code: &str) -> String {
    format!("impl Solution {{\n    {} {{\n{code}\n    }}\n}}\n", P::SIGNATURE)
}

/// The yardstick's paste text, made to stop past LeetCode's range as a
/// table of its answers would: LeetCode accepts it, and past the range it
/// goes wrong at once.
pub(super) fn within_range<P: Problem>() -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    let (size, end) = (P::SIZE_EXPRESSION, *P::LEETCODE_RANGE.end());
    let stop =
        format!("{signature}\n        assert!({size} <= {end}, \"the table ends at {end}\");");
    let paste = P::yardstick().paste_text();
    assert!(paste.contains(&signature), "the yardstick's paste text declares {signature}");
    paste.replacen(&signature, &stop, 1)
}

fn check_case<P: Problem>(binary: &str, case: &CheckCase, cache: &Path) -> Result<(), Failed> {
    let input = tempfile::tempdir()?;
    let file = input.path().join("paste.rs");
    fs::write(&file, &case.paste)?;
    let limit: &[&str] =
        if case.args.contains(&"--time-limit") { &[] } else { &["--time-limit", "1"] };
    // The judge's own temporary files go here, and `check` runs here: it
    // must leave both empty.
    let scratch = tempfile::tempdir()?;
    let here = tempfile::tempdir()?;
    let mut child = Command::new(binary)
        .current_dir(here.path())
        .args(["check", &file.to_string_lossy(), "--cache"])
        .arg(cache)
        .args(case.args)
        .args(limit)
        .env("TMPDIR", scratch.path())
        .env("TMP", scratch.path())
        .env("TEMP", scratch.path())
        // The judge must turn backtraces off for the paste it runs: the
        // snapshot would show them.
        .env("RUST_BACKTRACE", "1")
        // Held open and never written: a judged program that read it would wait.
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdin = child.stdin.take();
    let output = child.wait_with_output()?;
    drop(stdin);
    let shown: Vec<&str> =
        ["check", "paste.rs"].iter().chain(case.args).chain(limit).copied().collect();
    let mut problems = String::new();
    let transcript = snapshot::transcript(binary, &shown, &output);
    if let Err(failed) = snapshot::matches::<P>(&format!("check/{}", case.name), transcript) {
        problems.push_str(failed.message().unwrap_or("the snapshot differs"));
        problems.push('\n');
    }
    for folder in [scratch.path(), here.path()] {
        let left: Vec<_> = fs::read_dir(folder)?.flatten().map(|entry| entry.file_name()).collect();
        if !left.is_empty() {
            let _ = write!(problems, "left behind in {}: {left:?}; ", folder.display());
        }
    }
    // Only this case starts them: another's run may be going on beside it.
    let running = if case.paste.contains(SLEEPER) { processes_with(SLEEPER) } else { Vec::new() };
    if !running.is_empty() {
        let _ = write!(problems, "still running: {running:?}; ");
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.into()) }
}
