//! The commands as a user runs them: bad arguments, closed pipes, `snippet`,
//! `compare`, `new` in a copy of the workspace, `check` on pastes right and
//! wrong.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::{env, fs};

use libtest_mimic::{Failed, Trial};

use super::{Fixtures, run, text};
use crate::{Approach, Problem, STRUCT_LINE};

/// The command tests: bad arguments, closed pipes, `new` and `check`.
pub(super) fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let binary = fixtures.binary;
    let too_large = (P::MAX_N + 1).to_string();
    let bad: Vec<(&str, Vec<String>, String)> = vec![
        (
            "compare_not_a_number",
            vec!["compare".into(), "x".into()],
            "is not a whole number".into(),
        ),
        (
            "compare_negative",
            vec!["compare".into(), "-1".into()],
            format!("from 0 to {}", P::MAX_N),
        ),
        ("compare_too_large", vec!["compare".into(), too_large], P::TOO_LARGE.into()),
        (
            "compare_unknown_approach",
            vec!["compare".into(), "8".into(), "--only".into(), "nope".into()],
            "no approach is called `nope`".into(),
        ),
        ("snippet_unknown", vec!["snippet".into(), "nope".into()], "no approach is called".into()),
        ("new_bad_name", vec!["new".into(), "My-Try".into()], "cannot use `My-Try`".into()),
        ("new_taken", vec!["new".into(), "bitmask".into()], "an approach has it already".into()),
        ("check_no_file", vec!["check".into(), "no/such/file.rs".into()], "cannot read".into()),
    ];
    let mut trials: Vec<Trial> = bad
        .into_iter()
        .map(|(name, args, message)| {
            Trial::test(format!("cli::bad_arguments::{name}"), move || {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                usage_error(binary, &args, &message)
            })
        })
        .collect();
    trials.push(Trial::test("cli::snippet_lists_the_approaches", move || {
        let output = run(binary, &["snippet"])?;
        let listed = text(&output.stdout);
        let names: Vec<&str> = listed.lines().collect();
        let expected: Vec<&str> = P::APPROACHES.iter().map(|approach| approach.name).collect();
        if output.status.code() != Some(0) || names != expected {
            return Err(format!("`snippet` lists {names:?}, not {expected:?}").into());
        }
        Ok(())
    }));
    trials.push(Trial::test("cli::compare_agrees_on_n_8", move || {
        let output = run(binary, &["compare", "8", "--runs", "1"])?;
        let answer = format!(" {} ", P::expected(8));
        let agreeing = text(&output.stdout).lines().filter(|line| line.contains(&answer)).count();
        if output.status.code() != Some(0) || agreeing < P::APPROACHES.len() {
            return Err(format!("compare 8: {}", text(&output.stdout)).into());
        }
        Ok(())
    }));
    let shared: &[&[&str]] = &[
        &["compare", "9", "--runs", "1"],
        &["snippet", "bitmask"],
        &["snippet"],
        &["docs", "--check"],
    ];
    for &args in shared.iter().chain(fixtures.commands) {
        let name = format!("cli::closed_pipe::{}", args.join("_").replace('-', ""));
        trials.push(Trial::test(name, move || survives_closed_pipe(binary, args)));
    }
    trials.push(Trial::test("cli::closed_pipe::new", move || {
        let dir = tempfile::tempdir().map_err(|error| error.to_string())?;
        let src = dir.path().join("src");
        fs::create_dir(&src).map_err(|error| error.to_string())?;
        let lib = format!("leetcode_harness::approaches! {{\n    X: {} -> i32;\n}}\n", P::METHOD);
        fs::write(src.join("lib.rs"), lib).map_err(|error| error.to_string())?;
        survives_closed_pipe(
            binary,
            &["new", "piped", "--crate-dir", &dir.path().to_string_lossy()],
        )
    }));
    trials.push(Trial::test("cli::new_refuses_a_module_of_the_crate", move || {
        new_refuses_a_module(binary, P::METHOD)
    }));
    trials.push(Trial::test("cli::closed_pipe::check", move || {
        let dir = tempfile::tempdir().map_err(|error| error.to_string())?;
        let file = dir.path().join("paste.rs");
        fs::write(&file, bitmask::<P>().paste_text()).map_err(|error| error.to_string())?;
        survives_closed_pipe(binary, &["check", &file.to_string_lossy()])
    }));
    trials.push(Trial::test("cli::new_attempt_is_tested_until_it_passes", move || {
        new_attempt::<P>(fixtures)
    }));
    trials.extend(check_trials::<P>(fixtures));
    trials
}

fn bitmask<P: Problem>() -> &'static Approach<P::Answer> {
    P::find("bitmask").expect("every problem has a bitmask approach")
}

fn usage_error(binary: &str, args: &[&str], message: &str) -> Result<(), Failed> {
    let output = run(binary, args)?;
    let stderr = text(&output.stderr);
    if output.status.code() != Some(2) || !stderr.contains(message) {
        return Err(format!(
            "{args:?}: expected exit 2 and {message:?}, got {:?}: {stderr}",
            output.status.code()
        )
        .into());
    }
    Ok(())
}

/// The command exits 0 and quietly when its reader has gone (`| head -0`):
/// the pipe is closed before the command writes its first line, so that
/// every write fails, however little it prints.
fn survives_closed_pipe(binary: &str, args: &[&str]) -> Result<(), Failed> {
    let mut child = Command::new(binary)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| error.to_string())?;
    drop(child.stdout.take());
    let output = child.wait_with_output().map_err(|error| error.to_string())?;
    let stderr = text(&output.stderr);
    if output.status.code() != Some(0) || stderr.contains("panicked") || stderr.contains("error") {
        return Err(format!(
            "{args:?} into a closed pipe: exit {:?}, {stderr}",
            output.status.code()
        )
        .into());
    }
    Ok(())
}

/// `new` in a copy of the workspace: the attempt's tests exist and fail on
/// `todo!()`; with a right body they pass. Runs Cargo in the copy.
fn new_attempt<P: Problem>(fixtures: &Fixtures) -> Result<(), Failed> {
    let binary = fixtures.binary;
    let crate_dir = Path::new(P::CRATE_DIR);
    let problems = crate_dir.parent().expect("a crate lives in problems/");
    let workspace = problems.parent().expect("problems/ lives in the workspace");
    let copy = tempfile::tempdir().map_err(|error| error.to_string())?;
    let target = Path::new(fixtures.target_tmp).join("attempt");
    for file in ["Cargo.toml", "Cargo.lock"] {
        fs::copy(workspace.join(file), copy.path().join(file)).map_err(|e| e.to_string())?;
    }
    let harness = problems.join("leetcode-harness");
    let copied_crate = copy.path().join("problems").join(crate_dir.file_name().expect("a name"));
    copy_dir(&harness, &copy.path().join("problems").join("leetcode-harness"))?;
    copy_dir(crate_dir, &copied_crate)?;

    let created = run(binary, &["new", "my_try", "--crate-dir", &copied_crate.to_string_lossy()])?;
    if created.status.code() != Some(0) {
        return Err(format!("new my_try: {}", text(&created.stderr)).into());
    }
    let again = run(binary, &["new", "my_try", "--crate-dir", &copied_crate.to_string_lossy()])?;
    if again.status.code() != Some(2) || !text(&again.stderr).contains("exists already") {
        return Err("a second `new my_try` did not refuse".into());
    }

    // The same target folder every time, so that only the copied crates build.
    let cargo_test = || {
        Command::new(env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
            .args([
                "test",
                "--offline",
                "-q",
                "-p",
                P::PACKAGE,
                "--test",
                "approaches",
                "--",
                "my_try",
            ])
            .current_dir(copy.path())
            .env("CARGO_TARGET_DIR", &target)
            .output()
            .map_err(|error| Failed::from(error.to_string()))
    };
    let failing = cargo_test()?;
    let report = text(&failing.stdout);
    if failing.status.success()
        || !report.contains("my_try::n_01")
        || !report.contains("write your solution")
    {
        return Err(format!(
            "with todo!(), my_try's tests should fail:\n{report}{}",
            text(&failing.stderr)
        )
        .into());
    }

    let file = copied_crate.join("src/my_try.rs");
    let source = fs::read_to_string(&file).map_err(|error| error.to_string())?;
    let (docs, _) = source.split_once(STRUCT_LINE).expect("the template has the struct line");
    let right = format!("{docs}{STRUCT_LINE}\n\n{}", bitmask::<P>().paste_text());
    fs::write(&file, right).map_err(|error| error.to_string())?;
    let passing = cargo_test()?;
    let report = text(&passing.stdout);
    if !passing.status.success() || !report.contains("my_try::n_09") {
        return Err(format!(
            "with a right body, my_try's tests should pass:\n{report}{}",
            text(&passing.stderr)
        )
        .into());
    }
    Ok(())
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), Failed> {
    fs::create_dir_all(to).map_err(|error| error.to_string())?;
    for entry in fs::read_dir(from).map_err(|error| error.to_string())? {
        let entry = entry.map_err(|error| error.to_string())?;
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_dir(&source, &target)?;
        } else {
            fs::copy(&source, &target).map_err(|error| error.to_string())?;
        }
    }
    Ok(())
}

/// `check` on pastes right and wrong: each gives its verdict and exit code,
/// and leaves no file behind.
fn check_trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let binary = fixtures.binary;
    let signature = P::SIGNATURE;
    let cases: Vec<(&str, String, Option<i32>, &str)> = vec![
        ("right", bitmask::<P>().paste_text().to_owned(), Some(0), "verdict: accepted"),
        (
            "compile_error",
            format!(
                "impl Solution {{\n    {signature} {{\n        no_such_function(n)\n    }}\n}}\n"
            ),
            Some(1),
            "verdict: compile error",
        ),
        ("wrong_at_6", fixtures.wrong_at_6.to_owned(), Some(1), "verdict: wrong answer at n = 6"),
        (
            "endless",
            format!("impl Solution {{\n    {signature} {{\n        loop {{}}\n    }}\n}}\n"),
            Some(1),
            "verdict: time limit exceeded at n = 1",
        ),
        ("empty", String::new(), Some(2), "is empty"),
        ("not_rust", "Dear judge, please accept this.\n".to_owned(), Some(1), "compile error"),
        ("ten_megabytes", "x".repeat(10 << 20), Some(2), "is over 1 MiB"),
    ];
    cases
        .into_iter()
        .map(|(name, paste, code, verdict)| {
            Trial::test(format!("cli::check::{name}"), move || {
                check_case(binary, &paste, code, verdict)
            })
        })
        .collect()
}

fn check_case(binary: &str, paste: &str, code: Option<i32>, verdict: &str) -> Result<(), Failed> {
    let input = tempfile::tempdir().map_err(|error| error.to_string())?;
    let file = input.path().join("paste.rs");
    fs::write(&file, paste).map_err(|error| error.to_string())?;
    // The judge's own temporary files go here: it must leave it empty.
    let scratch = tempfile::tempdir().map_err(|error| error.to_string())?;
    let output = Command::new(binary)
        .args(["check", &file.to_string_lossy(), "--time-limit", "1"])
        .env("TMPDIR", scratch.path())
        .env("TMP", scratch.path())
        .env("TEMP", scratch.path())
        .output()
        .map_err(|error| error.to_string())?;
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    let mut problems = String::new();
    if output.status.code() != code {
        let _ = write!(problems, "exit {:?}, not {code:?}; ", output.status.code());
    }
    if !stdout.contains(verdict) && !stderr.contains(verdict) {
        let _ = write!(problems, "no {verdict:?}; ");
    }
    let left: Vec<_> = fs::read_dir(scratch.path()).map_err(|e| e.to_string())?.collect();
    if !left.is_empty() {
        let _ = write!(problems, "{} files left behind; ", left.len());
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(format!("{problems}\nstdout:\n{stdout}\nstderr:\n{stderr}").into())
    }
}

/// `new` refuses the name of a module the crate has already, whether a file
/// or a folder holds it, and leaves the crate as it was.
fn new_refuses_a_module(binary: &str, method: &str) -> Result<(), Failed> {
    let dir = tempfile::tempdir().map_err(|error| error.to_string())?;
    let src = dir.path().join("src");
    fs::create_dir_all(src.join("engine")).map_err(|error| error.to_string())?;
    let list = format!("leetcode_harness::approaches! {{\n    X: {method} -> i32;\n}}\n");
    let lib = format!("pub mod helpers;\npub mod engine;\n{list}");
    fs::write(src.join("lib.rs"), &lib).map_err(|error| error.to_string())?;
    let crate_dir = dir.path().to_string_lossy().into_owned();
    for taken in ["helpers", "engine"] {
        usage_error(
            binary,
            &["new", taken, "--crate-dir", &crate_dir],
            "has a module of that name",
        )?;
    }
    let unchanged = fs::read_to_string(src.join("lib.rs")).map_err(|error| error.to_string())?;
    if unchanged != lib || src.join("helpers.rs").exists() {
        return Err("a refused `new` changed the crate".into());
    }
    Ok(())
}
