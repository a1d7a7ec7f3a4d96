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
    let mut cases = verdicts::<P>(fixtures);
    cases.extend([
        case("empty", String::new(), &[], 2, &["is empty"]),
        case(
            "not_rust",
            "Dear judge, please accept this.\n".to_owned(),
            &[],
            1,
            &["Compile Error"],
        ),
        case("ten_megabytes", "x".repeat(10 << 20), &[], 2, &["is over 1 MiB"]),
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
        case(
            "accepted",
            P::yardstick().paste_text().to_owned(),
            // Past LeetCode's range `check` goes on until an n takes this long.
            &["--time-limit", "0.2"],
            0,
            &["verdict: Accepted", "beyond LeetCode's range: "],
        ),
        case(
            "compile_error",
            body::<P>(&format!("        no_such_function({})", P::SIZE_EXPRESSION)),
            &[],
            1,
            &["verdict: Compile Error", "cannot find function"],
        ),
        case("wrong_answer", fixtures.wrong.to_owned(), &[], 1, &[wrong.as_str()]),
    ];
    cases.extend(stopped_at_first::<P>());
    cases.push(case(
        "accepted_on_leetcodes_range_alone",
        within_range::<P>(),
        &[],
        0,
        &[stopped.as_str(), "verdict: Accepted"],
    ));
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
        case(
            "time_limit_exceeded",
            body("        loop {}"),
            // A loop runs out any limit: the least `check` takes is quickest.
            &["--time-limit", "0.2"],
            1,
            &[too_slow.as_str()],
        ),
        case(
            "output_limit_exceeded",
            body(&format!("        loop {{ println!(\"n = {{}}, still thinking\", {size}); }}")),
            &["--output-limit", "1"],
            1,
            &[too_long.as_str()],
        ),
        case(
            "runtime_error_shows_the_panic_and_its_line",
            body(&format!(
                "        let rows = [{size}; 9];\n        \
                 std::hint::black_box(rows[{size} as usize + 9]);\n        todo!()"
            )),
            &[],
            1,
            &[out_of_bounds.as_str()],
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
            &[empty_stdin.as_str()],
        ),
    ]
}

/// A paste whose method's body is `code`.
fn body<P: Problem>(code: &str) -> String {
    format!("impl Solution {{\n    {} {{\n{code}\n    }}\n}}\n", P::SIGNATURE)
}

/// The case `name`: `paste`, judged with `args`, exits `code` and `says`
/// all of these.
fn case(
    name: &'static str,
    paste: String,
    args: &'static [&'static str],
    code: i32,
    says: &[&str],
) -> CheckCase {
    CheckCase { name, paste, args, code, says: says.iter().map(|&line| line.to_owned()).collect() }
}

/// Pastes a student might write by accident, each bounded and cleaned up as
/// a sandbox would: the suite also checks that nothing is left behind.
fn sandboxed<P: Problem>() -> Vec<CheckCase> {
    let body = body::<P>;
    let first = *P::LEETCODE_RANGE.start();
    let too_slow = format!("verdict: Time Limit Exceeded at n = {first}");
    let crashed = format!("verdict: Runtime Error at n = {first}");
    vec![
        case(
            "children_that_sleep_end_with_the_run",
            body(&format!(
                "        for _ in 0..3 {{ let _ = std::process::Command::new(\"sleep\").arg(\"{SLEEPER}\").spawn(); }}\n        \
                 loop {{}}"
            )),
            // A loop runs out any limit: the least `check` takes is quickest.
            &["--time-limit", "0.2"],
            1,
            &[too_slow.as_str()],
        ),
        case(
            "files_it_writes_stay_in_its_own_folder",
            with_first_lines::<P>(
                "for k in 0..10 { std::fs::write(format!(\"litter-{k}.txt\"), \"x\").unwrap(); }",
            ),
            &[],
            0,
            &["verdict: Accepted"],
        ),
        case(
            "deep_recursion_is_a_runtime_error",
            body(
                "        fn down(depth: u64) -> u64 { std::hint::black_box(depth) + down(depth + 1) }\n        \
                 std::hint::black_box(down(0));\n        todo!()",
            ),
            &[],
            1,
            &[crashed.as_str(), "overflowed its stack"],
        ),
        case(
            "an_early_exit_returns_no_answer",
            body("        std::process::exit(0)"),
            &[],
            1,
            &[crashed.as_str(), "without returning an answer"],
        ),
        case(
            "printing_the_answer_marker_changes_no_answer",
            with_first_lines::<P>(&format!(
                "println!(\"{}\"); println!(\"0\");",
                crate::judge::ANSWER_FOLLOWS
            )),
            &[],
            0,
            &["verdict: Accepted"],
        ),
    ]
}

/// Pastes over LeetCode's memory limit, themselves or in a child they
/// start (its memory counts too): for Linux, where memory is watched.
fn over_the_memory_limit<P: Problem>() -> Vec<CheckCase> {
    let over = format!("verdict: Memory Limit Exceeded at n = {}", P::LEETCODE_RANGE.start());
    vec![
        case(
            "memory_limit_exceeded",
            body::<P>(
                "        // A megabyte at a time, each touched, 384 MB in all.\n        \
                 let mut kept = Vec::new();\n        \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n        \
                 panic!(\"kept {} MB\", kept.len())",
            ),
            // LeetCode's 256 MB; time enough to fill them on a slow machine.
            &["--time-limit", "20"],
            1,
            &[over.as_str()],
        ),
        case(
            "a_child_over_the_memory_limit",
            body::<P>(
                "        if std::env::var_os(\"JUDGED_CHILD\").is_some() {\n            \
                 let mut kept = Vec::new();\n            \
                 for _ in 0..384 { kept.push(std::hint::black_box(vec![1u8; 1 << 20])); }\n            \
                 std::thread::sleep(std::time::Duration::from_secs(60));\n        }\n        \
                 let me = std::env::current_exe().unwrap();\n        \
                 let mut child = std::process::Command::new(me).args(std::env::args().skip(1))\n            \
                 .env(\"JUDGED_CHILD\", \"1\").spawn().unwrap();\n        \
                 child.wait().unwrap();\n        todo!()",
            ),
            &["--time-limit", "20"],
            1,
            &[over.as_str()],
        ),
    ]
}

/// The argument of the `sleep` children a paste starts: no other process
/// has it, so that a search of the processes finds theirs alone.
const SLEEPER: &str = "77.0417";

/// The yardstick's paste text stopping past LeetCode's range (so that
/// `check` does not time it further), with `code` run first in its method.
fn with_first_lines<P: Problem>(code: &str) -> String {
    let signature = format!("{} {{", P::SIGNATURE);
    within_range::<P>().replacen(&signature, &format!("{signature}\n        {code}"), 1)
}

/// The processes still running with `argument` on their command line
/// (Linux's `/proc`; elsewhere none are found).
fn processes_with(argument: &str) -> Vec<String> {
    let Ok(entries) = fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter_map(|entry| fs::read(entry.path().join("cmdline")).ok())
        .map(|line| String::from_utf8_lossy(&line).replace('\0', " "))
        .filter(|line| line.split(' ').any(|word| word == argument))
        .collect()
}

/// The yardstick's paste text, made to stop past LeetCode's range as a
/// table of its answers would: LeetCode accepts it, and past the range it
/// goes wrong at once.
fn within_range<P: Problem>() -> String {
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
