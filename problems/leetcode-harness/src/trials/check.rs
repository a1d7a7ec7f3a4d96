//! `check` as a user runs it: a paste for each of LeetCode's verdicts, each
//! with its exit code and what it must say, and no file left behind.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use libtest_mimic::{Failed, Trial};

use super::{Fixtures, text};
use crate::Problem;

/// One paste judged by `check`, and what it must say.
struct CheckCase {
    name: &'static str,
    paste: String,
    /// Extra arguments to `check`.
    args: &'static [&'static str],
    code: i32,
    /// Lines or parts of lines the output must have.
    says: Vec<String>,
}

/// `check` on pastes right and wrong: each gives its verdict and exit code,
/// and leaves no file behind.
pub(super) fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let body =
        |body: &str| format!("impl Solution {{\n    {} {{\n{body}\n    }}\n}}\n", P::SIGNATURE);
    let case = |name, paste, args, code, says: &[&str]| CheckCase {
        name,
        paste,
        args,
        code,
        says: says.iter().map(|&line| line.to_owned()).collect(),
    };
    // Line 3 of each paste made by `body` is its first line of code.
    let mut cases = vec![
        case("accepted", P::yardstick().paste_text().to_owned(), &[], 0, &["verdict: Accepted"]),
        case(
            "compile_error",
            body("        no_such_function(n)"),
            &[],
            1,
            &["verdict: Compile Error", "cannot find function"],
        ),
        case(
            "wrong_answer",
            fixtures.wrong_at_6.to_owned(),
            &[],
            1,
            &["verdict: Wrong Answer at n = 6"],
        ),
        case(
            "time_limit_exceeded",
            body("        loop {}"),
            &[],
            1,
            &["verdict: Time Limit Exceeded at n = 1"],
        ),
        case(
            "output_limit_exceeded",
            body("        loop { println!(\"n = {n}, still thinking\"); }"),
            &["--output-limit", "1"],
            1,
            &["verdict: Output Limit Exceeded at n = 1"],
        ),
        case(
            "runtime_error_shows_the_panic_and_its_line",
            body(
                "        let rows = [n; 9];\n        std::hint::black_box(rows[n as usize + 8]);\n        todo!()",
            ),
            &[],
            1,
            &["verdict: Runtime Error at n = 1: panicked at line 4: index out of bounds"],
        ),
        case(
            "standard_input_is_empty",
            body(
                "        let mut line = String::new();\n        \
                 let read = std::io::stdin().read_line(&mut line).unwrap();\n        \
                 panic!(\"read {read} bytes\")",
            ),
            &[],
            1,
            &["verdict: Runtime Error at n = 1: panicked at line 5: read 0 bytes"],
        ),
        case(
            "accepted_on_leetcodes_range_alone",
            beyond_nine::<P>(),
            &[],
            0,
            &["beyond LeetCode's range: wrong at n = 10", "verdict: Accepted"],
        ),
        case("empty", String::new(), &[], 2, &["is empty"]),
        case(
            "not_rust",
            "Dear judge, please accept this.\n".to_owned(),
            &[],
            1,
            &["Compile Error"],
        ),
        case("ten_megabytes", "x".repeat(10 << 20), &[], 2, &["is over 1 MiB"]),
    ];
    // The memory limit is watched on Linux alone.
    if cfg!(target_os = "linux") {
        cases.push(case(
            "memory_limit_exceeded",
            body(
                "        // A megabyte at a time, each touched, 384 MB in all.\n        \
                 let mut kept = Vec::new();\n        \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n        \
                 panic!(\"kept {} MB\", kept.len())",
            ),
            // LeetCode's 256 MB; time enough to fill them on a slow machine.
            &["--time-limit", "20"],
            1,
            &["verdict: Memory Limit Exceeded at n = 1"],
        ));
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

/// The bitmask paste, made to stop past LeetCode's range as a table of its
/// answers would: LeetCode accepts it.
fn beyond_nine<P: Problem>() -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    let stop = format!("{signature}\n        assert!(n <= 9, \"the table ends at 9\");");
    let paste = P::yardstick().paste_text();
    assert!(paste.contains(&signature), "bitmask's paste text declares {signature}");
    paste.replacen(&signature, &stop, 1)
}

fn check_case(binary: &str, case: &CheckCase, cache: &Path) -> Result<(), Failed> {
    let input = tempfile::tempdir()?;
    let file = input.path().join("paste.rs");
    fs::write(&file, &case.paste)?;
    // The judge's own temporary files go here: it must leave it empty.
    let scratch = tempfile::tempdir()?;
    let mut child = Command::new(binary)
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
    let left: Vec<_> = fs::read_dir(scratch.path())?.collect();
    if !left.is_empty() {
        let _ = write!(problems, "{} files left behind; ", left.len());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{problems}\nstdout:\n{stdout}\nstderr:\n{stderr}").into())
    }
}
