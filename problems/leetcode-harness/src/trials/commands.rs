//! The commands as a user runs them: bad arguments, closed pipes, `snippet`,
//! `compare`, `new` in a copy of the workspace, `check` on pastes right and
//! wrong.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::{env, fs};

use libtest_mimic::{Failed, Trial};

use super::{Fixtures, run, text};
use crate::{Guide, Problem, STRUCT_LINE};

/// The test of `new` that builds a copy of the workspace, run apart by
/// `.ci/run` (`cargo test --workspace --test approaches -- --ignored new_attempt`).
const NEW_ATTEMPT: &str = "cli::new_attempt_is_tested_until_it_passes";

/// The command tests: bad arguments, closed pipes, `new` and `check`.
pub(super) fn trials<P: Guide>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let binary = fixtures.binary;
    let mut trials = bad_arguments::<P>(binary);
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
    trials.push(Trial::test("cli::compare_agrees_on_leetcodes_largest_n", move || {
        let n = P::LEETCODE_RANGE.end().to_string();
        let output = run(binary, &["compare", &n, "--runs", "1"])?;
        let answer = format!(" {} ", P::expected(*P::LEETCODE_RANGE.end()));
        let agreeing = text(&output.stdout).lines().filter(|line| line.contains(&answer)).count();
        if output.status.code() != Some(0) || agreeing < P::APPROACHES.len() {
            return Err(format!("compare {n}: {}", text(&output.stdout)).into());
        }
        Ok(())
    }));
    trials.extend(closed_pipes::<P>(fixtures));
    trials.extend(["new", "docs"].map(|command| {
        let name = format!("cli::{command}_refuses_to_write_into_another_checkout");
        Trial::test(name, move || refuses_another_checkout(binary, command))
    }));
    trials.push(Trial::test("cli::new_refuses_a_module_of_the_crate", move || {
        new_refuses_a_module(binary, P::METHOD)
    }));
    // Builds a copy of the workspace: longer than all the rest together, so
    // it has a name of its own that `.ci/run` runs with `--ignored`.
    let new_attempt = Trial::test(NEW_ATTEMPT, move || new_attempt::<P>(fixtures));
    trials.push(new_attempt.with_ignored_flag(true));
    trials.extend(super::check::trials::<P>(fixtures));
    trials
}

/// Each command refuses bad arguments with exit 2 and a message; the sizes
/// are the problem's (LeetCode's largest, one past the largest accepted).
fn bad_arguments<P: Problem>(binary: &'static str) -> Vec<Trial> {
    let too_large = (P::MAX_N + 1).to_string();
    let some_n = P::LEETCODE_RANGE.end().to_string();
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
            vec!["compare".into(), some_n, "--only".into(), "nope".into()],
            "no approach is called `nope`".into(),
        ),
        ("snippet_unknown", vec!["snippet".into(), "nope".into()], "no approach is called".into()),
        ("new_bad_name", vec!["new".into(), "My-Try".into()], "cannot use `My-Try`".into()),
        (
            "new_taken",
            vec!["new".into(), P::yardstick().module.into()],
            "an approach has it already".into(),
        ),
        ("check_no_file", vec!["check".into(), "no/such/file.rs".into()], "cannot read".into()),
    ];
    bad.into_iter()
        .map(|(name, args, message)| {
            Trial::test(format!("cli::bad_arguments::{name}"), move || {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                usage_error(binary, &args, &message)
            })
        })
        .collect()
}

/// Every command, the shared ones and the problem's own, exits 0 and
/// quietly into a pipe closed before its first write.
fn closed_pipes<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let binary = fixtures.binary;
    let largest = P::LEETCODE_RANGE.end().to_string();
    let shared: Vec<Vec<String>> = vec![
        vec!["compare".into(), largest, "--runs".into(), "1".into()],
        vec!["snippet".into(), P::YARDSTICK.into()],
        vec!["snippet".into()],
    ];
    let own = fixtures
        .commands
        .iter()
        .map(|args| args.iter().map(|&arg| arg.to_owned()).collect::<Vec<String>>());
    let mut trials: Vec<Trial> = shared
        .into_iter()
        .chain(own)
        .map(|args: Vec<String>| {
            let name = format!("cli::closed_pipe::{}", args.join("_").replace('-', ""));
            Trial::test(name, move || {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                survives_closed_pipe(binary, &args)
            })
        })
        .collect();
    trials.push(Trial::test("cli::closed_pipe::docs_check", move || {
        let cache = Path::new(fixtures.target_tmp).join("pastes");
        survives_closed_pipe(binary, &["docs", "--check", "--cache", &cache.to_string_lossy()])
    }));
    trials.push(Trial::test("cli::closed_pipe::new", move || {
        let dir = tempfile::tempdir()?;
        let src = dir.path().join("src");
        fs::create_dir(&src)?;
        let lib = format!("leetcode_harness::approaches! {{\n    X: {} -> i32;\n}}\n", P::METHOD);
        fs::write(src.join("lib.rs"), lib)?;
        survives_closed_pipe(
            binary,
            &["new", "piped", "--crate-dir", &dir.path().to_string_lossy()],
        )
    }));
    trials.push(Trial::test("cli::closed_pipe::check", move || {
        let dir = tempfile::tempdir()?;
        let file = dir.path().join("paste.rs");
        fs::write(&file, P::yardstick().paste_text())?;
        let cache = Path::new(fixtures.target_tmp).join("pastes");
        let (file, cache) = (file.to_string_lossy(), cache.to_string_lossy());
        survives_closed_pipe(binary, &["check", &file, "--cache", &cache])
    }));
    trials
}

/// `command` run from a folder outside the checkout its binary was built
/// from refuses, rather than write into that checkout.
fn refuses_another_checkout(binary: &str, command: &str) -> Result<(), Failed> {
    let elsewhere = tempfile::tempdir()?;
    let args: &[&str] = if command == "new" { &["new", "my_try"] } else { &["docs"] };
    let output = Command::new(binary).args(args).current_dir(elsewhere.path()).output()?;
    let said = text(&output.stderr);
    if output.status.code() != Some(2) || !said.contains("the checkout this binary was built from")
    {
        return Err(
            format!("`{command}` run elsewhere: exit {:?}: {said}", output.status.code()).into()
        );
    }
    Ok(())
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
    let mut child =
        Command::new(binary).args(args).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    drop(child.stdout.take());
    let output = child.wait_with_output()?;
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

/// The attempt's rows of the known answers: `tests/answers.rs` holds a
/// module of rows for each approach in `mod answers`, which the filter
/// `answers::<module>::` runs alone. How rstest names each row is its own.
const ATTEMPT_ROWS: &str = "answers::my_try::";

/// `new` in a copy of the workspace, as a student runs it: with a body wrong
/// at [`Problem::WRONG_AT`], the whole suite fails, and only in the
/// attempt's tests, one row of its known answers and its paste check naming
/// that size; with a right body the whole suite passes, and nothing in the
/// crate but the attempt's file and its line in `src/lib.rs` changed (the
/// guides list the project's approaches, never an attempt). Runs Cargo in
/// the copy.
fn new_attempt<P: Problem>(fixtures: &Fixtures) -> Result<(), Failed> {
    let crate_dir = Path::new(P::CRATE_DIR);
    let copy = tempfile::tempdir()?;
    let copied_crate = copy_workspace(crate_dir, copy.path())?;
    new_my_try(fixtures.binary, &copied_crate)?;
    // The same target folder every time, so that only the copied crates build.
    let target = Path::new(fixtures.target_tmp).join("attempt");
    let file = crate::cli::approaches_dir::<P>(&copied_crate).join("my_try.rs");

    fs::write(&file, without_docs(fixtures.wrong))?;
    fails_in_the_attempt_alone::<P>(&cargo_test::<P>(copy.path(), &target)?)?;

    fs::write(&file, without_docs(P::yardstick().paste_text()))?;
    passes_with_the_attempt::<P>(&cargo_test::<P>(copy.path(), &target)?)?;

    let changed = changed_files(crate_dir, &copied_crate)?;
    let expected =
        [Path::new("src/lib.rs").to_owned(), file.strip_prefix(&copied_crate)?.to_owned()];
    if changed.iter().any(|path| !expected.contains(path)) {
        return Err(format!("the suite or `new` changed more than the attempt: {changed:?}").into());
    }
    Ok(())
}

/// Copies into `copy` the workspace's files, the harness and the crate at
/// `crate_dir`; returns the copied crate's folder.
fn copy_workspace(crate_dir: &Path, copy: &Path) -> Result<PathBuf, Failed> {
    let problems = crate_dir.parent().expect("a crate lives in problems/");
    let workspace = problems.parent().expect("problems/ lives in the workspace");
    for file in ["Cargo.toml", "Cargo.lock", "README.md"] {
        fs::copy(workspace.join(file), copy.join(file))?;
    }
    let harness = problems.join("leetcode-harness");
    let copied_crate = copy.join("problems").join(crate_dir.file_name().expect("a name"));
    copy_dir(&harness, &copy.join("problems").join("leetcode-harness"))?;
    copy_dir(crate_dir, &copied_crate)?;
    Ok(copied_crate)
}

/// `new my_try` in the crate at `crate_dir` writes the attempt; a second
/// `new my_try` refuses.
fn new_my_try(binary: &str, crate_dir: &Path) -> Result<(), Failed> {
    let crate_dir = crate_dir.to_string_lossy();
    let created = run(binary, &["new", "my_try", "--crate-dir", &crate_dir])?;
    if created.status.code() != Some(0) {
        return Err(format!("new my_try: {}", text(&created.stderr)).into());
    }
    let again = run(binary, &["new", "my_try", "--crate-dir", &crate_dir])?;
    if again.status.code() != Some(2) || !text(&again.stderr).contains("exists already") {
        return Err("a second `new my_try` did not refuse".into());
    }
    Ok(())
}

/// The whole suite of the copied workspace at `workspace`, as
/// `cargo test -p PACKAGE`, built in `target`.
fn cargo_test<P: Problem>(workspace: &Path, target: &Path) -> Result<Output, Failed> {
    Command::new(env::var("CARGO").unwrap_or_else(|_| "cargo".to_owned()))
        .args([
            "test",
            "--offline",
            "--no-fail-fast",
            // The copy is built for its tests' verdicts, not their speed.
            "--config",
            &format!("profile.dev.package.{}.opt-level=0", P::PACKAGE),
            "-p",
            P::PACKAGE,
        ])
        .current_dir(workspace)
        .env("CARGO_TARGET_DIR", target)
        .output()
        .map_err(Failed::from)
}

/// An attempt's file with `paste` and no docs at all: an attempt is asked
/// for none.
fn without_docs(paste: &str) -> String {
    let code = paste.lines().filter(|line| !line.trim().starts_with("///"));
    format!("{STRUCT_LINE}\n\n{}\n", code.collect::<Vec<_>>().join("\n"))
}

/// The tests that a `cargo test` report says ended with `status` (`ok`,
/// `FAILED`).
fn ended<'a>(report: &'a str, status: &str) -> Vec<&'a str> {
    let suffix = format!(" ... {status}");
    report
        .lines()
        .filter_map(|line| line.strip_prefix("test ")?.strip_suffix(suffix.as_str()))
        .map(str::trim)
        .collect()
}

/// The suite with the wrong body failed in the attempt's tests alone: in
/// one row of its known answers (the one size it is wrong at), and in its
/// paste check, which names that size.
fn fails_in_the_attempt_alone<P: Problem>(failing: &Output) -> Result<(), Failed> {
    let report = format!("{}{}", text(&failing.stdout), text(&failing.stderr));
    let failed = ended(&report, "FAILED");
    let wrong_rows = failed.iter().filter(|name| name.starts_with(ATTEMPT_ROWS)).count();
    let wrong_at = P::WRONG_AT;
    if failing.status.success()
        || wrong_rows != 1
        || !failed.iter().all(|name| name.contains("my_try"))
        || !report.contains(&format!("Wrong Answer at n = {wrong_at}"))
    {
        return Err(format!(
            "wrong at n = {wrong_at}, the suite should fail in my_try's tests alone, in one row \
             of its known answers and at n = {wrong_at} (failed: {failed:?}):\n{report}"
        )
        .into());
    }
    Ok(())
}

/// The suite with a right body passed, my_try's known answers on LeetCode's
/// range among its tests, and warned of no missing docs.
fn passes_with_the_attempt<P: Problem>(passing: &Output) -> Result<(), Failed> {
    let (report, said) = (text(&passing.stdout), text(&passing.stderr));
    let rows = ended(&report, "ok").iter().filter(|name| name.starts_with(ATTEMPT_ROWS)).count();
    if !passing.status.success() || rows < P::LEETCODE_RANGE.count() {
        return Err(format!(
            "with a right body, the whole suite should pass, my_try's known answers on \
             LeetCode's range too ({rows} passed):\n{report}{said}"
        )
        .into());
    }
    if said.contains("missing documentation") {
        return Err(format!("an attempt without docs is warned about them:\n{said}").into());
    }
    Ok(())
}

/// The files of `copy` that differ from, or are not in, `original`, from
/// the crate's folder.
fn changed_files(original: &Path, copy: &Path) -> Result<Vec<PathBuf>, Failed> {
    let mut changed = Vec::new();
    let mut folders = vec![PathBuf::new()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(copy.join(&folder))? {
            let path = folder.join(entry?.file_name());
            if copy.join(&path).is_dir() {
                folders.push(path);
            } else if fs::read(original.join(&path)).ok() != Some(fs::read(copy.join(&path))?) {
                changed.push(path);
            }
        }
    }
    changed.sort();
    Ok(changed)
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), Failed> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            copy_dir(&source, &target)?;
        } else {
            fs::copy(&source, &target)?;
        }
    }
    Ok(())
}

/// `new` refuses the name of a module the crate has already, whether a file
/// or a folder holds it, and leaves the crate as it was.
fn new_refuses_a_module(binary: &str, method: &str) -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let src = dir.path().join("src");
    fs::create_dir_all(src.join("engine"))?;
    let list = format!("leetcode_harness::approaches! {{\n    X: {method} -> i32;\n}}\n");
    let lib = format!("pub mod helpers;\npub mod engine;\n{list}");
    fs::write(src.join("lib.rs"), &lib)?;
    let crate_dir = dir.path().to_string_lossy().into_owned();
    for taken in ["helpers", "engine"] {
        usage_error(
            binary,
            &["new", taken, "--crate-dir", &crate_dir],
            "has a module of that name",
        )?;
    }
    let unchanged = fs::read_to_string(src.join("lib.rs"))?;
    if unchanged != lib || src.join("helpers.rs").exists() {
        return Err("a refused `new` changed the crate".into());
    }
    Ok(())
}
