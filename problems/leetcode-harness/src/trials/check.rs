//! `check` as a user runs it: a paste for each of LeetCode's verdicts, each
//! with its exit code and what it must say, and no file left behind.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use libtest_mimic::{Failed, Trial};

use super::sandbox::{SLEEPER, over_the_memory_limit, processes_with, sandboxed};
use super::{Fixtures, text};
use crate::Problem;

/// One paste judged by `check`, and what it must say.
pub(super) struct CheckCase {
    pub(super) name: &'static str,
    pub(super) paste: String,
    /// Extra arguments to `check`.
    pub(super) args: &'static [&'static str],
    pub(super) code: i32,
    /// Lines or parts of lines the output must have.
    pub(super) says: Vec<String>,
}

/// `check` on pastes right and wrong: each gives its verdict and exit code,
/// and leaves no file behind.
pub(super) fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let mut cases = verdicts::<P>(fixtures);
    cases.extend([
        CheckCase {
            name: "empty",
            paste: String::new(),
            args: &[],
            code: 2,
            says: lines(&["is empty"]),
        },
        CheckCase {
            name: "not_rust",
            paste: "Dear judge, please accept this.\n".to_owned(),
            args: &[],
            code: 1,
            says: lines(&["Compile Error"]),
        },
        CheckCase {
            name: "ten_megabytes",
            paste: "x".repeat(10 << 20),
            args: &[],
            code: 2,
            says: lines(&["is over 1 MiB"]),
        },
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
                check_case(fixtures.binary, &case, &cache)
            })
        })
        .collect()
}

/// The pastes that compile and run to the end of LeetCode's range or of
/// the problem's wrong paste's size ([`Problem::WRONG_AT`]), and one that
/// does not compile.
fn verdicts<P: Problem>(fixtures: &'static Fixtures) -> Vec<CheckCase> {
    let wrong = format!("verdict: Wrong Answer at n = {}", P::WRONG_AT);
    let stopped = format!("beyond LeetCode's range: wrong at n = {}", P::LEETCODE_RANGE.end() + 1);
    let mut cases = vec![
        CheckCase {
            name: "accepted",
            paste: P::yardstick().paste_text().to_owned(),
            // Past LeetCode's range `check` goes on until an n takes this long.
            args: &["--time-limit", "0.2"],
            code: 0,
            says: lines(&["verdict: Accepted", "beyond LeetCode's range: "]),
        },
        CheckCase {
            name: "compile_error",
            paste: body::<P>(&format!("        no_such_function({})", P::SIZE_EXPRESSION)),
            args: &[],
            code: 1,
            says: lines(&["verdict: Compile Error", "cannot find function"]),
        },
        CheckCase {
            name: "wrong_answer",
            paste: fixtures.wrong.to_owned(),
            args: &[],
            code: 1,
            says: lines(&[wrong.as_str()]),
        },
    ];
    cases.extend(stopped_at_first::<P>());
    cases.push(CheckCase {
        name: "accepted_on_leetcodes_range_alone",
        paste: within_range::<P>(),
        args: &[],
        code: 0,
        says: lines(&[stopped.as_str(), "verdict: Accepted"]),
    });
    cases
}

/// The pastes that LeetCode stops at the first size of its range: too slow,
/// printing too much, crashing; each with the input's size in its code
/// ([`Problem::SIZE_EXPRESSION`]) where it needs one.
fn stopped_at_first<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    let (size, first) = (P::SIZE_EXPRESSION, *P::LEETCODE_RANGE.start());
    let at_first = |verdict: &str| format!("verdict: {verdict} at n = {first}");
    let (too_slow, too_long) = (at_first("Time Limit Exceeded"), at_first("Output Limit Exceeded"));
    let panicked = at_first("Runtime Error");
    let out_of_bounds = format!("{panicked}: panicked at line 4: index out of bounds");
    let empty_stdin = format!("{panicked}: panicked at line 5: read 0 bytes");
    vec![
        CheckCase {
            name: "time_limit_exceeded",
            paste: body("        loop {}"),
            // A loop runs out any limit: the least `check` takes is quickest.
            args: &["--time-limit", "0.2"],
            code: 1,
            says: lines(&[too_slow.as_str()]),
        },
        CheckCase {
            name: "output_limit_exceeded",
            paste: body(&format!(
                "        loop {{ println!(\"n = {{}}, still thinking\", {size}); }}"
            )),
            args: &["--output-limit", "1"],
            code: 1,
            says: lines(&[too_long.as_str()]),
        },
        CheckCase {
            name: "runtime_error_shows_the_panic_and_its_line",
            paste: body(&format!(
                "        let rows = [{size}; 9];\n        \
                 std::hint::black_box(rows[{size} as usize + 9]);\n        todo!()"
            )),
            args: &[],
            code: 1,
            says: lines(&[out_of_bounds.as_str()]),
        },
        CheckCase {
            name: "standard_input_is_empty",
            paste: body(
                "        let mut line = String::new();\n        \
                 let read = std::io::stdin().read_line(&mut line).unwrap();\n        \
                 panic!(\"read {read} bytes\")",
            ),
            args: &[],
            code: 1,
            says: lines(&[empty_stdin.as_str()]),
        },
    ]
}

/// A paste whose method's body is `code`.
pub(super) fn body<P: Problem>(code: &str) -> String {
    format!("impl Solution {{\n    {} {{\n{code}\n    }}\n}}\n", P::SIGNATURE)
}

/// The lines (or parts of lines) a case's output must have.
pub(super) fn lines(says: &[&str]) -> Vec<String> {
    says.iter().map(|&line| line.to_owned()).collect()
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

fn check_case(binary: &str, case: &CheckCase, cache: &Path) -> Result<(), Failed> {
    let input = tempfile::tempdir()?;
    let file = input.path().join("paste.rs");
    fs::write(&file, &case.paste)?;
    // The judge's own temporary files go here, and `check` runs here: it
    // must leave both empty.
    let scratch = tempfile::tempdir()?;
    let here = tempfile::tempdir()?;
    let mut child = Command::new(binary)
        .current_dir(here.path())
        .args(["check", &file.to_string_lossy(), "--cache"])
        .arg(cache)
        .args(case.args)
        .args(if case.args.contains(&"--time-limit") { &[][..] } else { &["--time-limit", "1"] })
        .env("TMPDIR", scratch.path())
        .env("TMP", scratch.path())
        .env("TEMP", scratch.path())
        // The judge must turn backtraces off for the paste it runs.
        .env("RUST_BACKTRACE", "1")
        // Held open and never written: a judged program that read it would wait.
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdin = child.stdin.take();
    let output = child.wait_with_output()?;
    drop(stdin);
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    let mut problems = String::new();
    if output.status.code() != Some(case.code) {
        let _ = write!(problems, "exit {:?}, not {}; ", output.status.code(), case.code);
    }
    for says in &case.says {
        if !stdout.contains(says) && !stderr.contains(says) {
            let _ = write!(problems, "no {says:?}; ");
        }
    }
    if stdout.contains("backtrace") || stderr.contains("backtrace") {
        let _ = write!(problems, "a backtrace or its note; ");
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
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{problems}\nstdout:\n{stdout}\nstderr:\n{stderr}").into())
    }
}
