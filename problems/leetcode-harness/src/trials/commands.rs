//! The commands as a user runs them: bad arguments, closed pipes, `snippet`,
//! `compare`, `new` in a copy of the workspace, `check` on pastes right and
//! wrong.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
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
        (
            "new_taken",
            vec!["new".into(), P::yardstick().module.into()],
            "an approach has it already".into(),
        ),
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
    let shared: &[&[&str]] =
        &[&["compare", "9", "--runs", "1"], &["snippet", P::YARDSTICK], &["snippet"]];
    for &args in shared.iter().chain(fixtures.commands) {
        let name = format!("cli::closed_pipe::{}", args.join("_").replace('-', ""));
        trials.push(Trial::test(name, move || survives_closed_pipe(binary, args)));
    }
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
    trials.extend(["new", "docs"].map(|command| {
        let name = format!("cli::{command}_refuses_to_write_into_another_checkout");
        Trial::test(name, move || refuses_another_checkout(binary, command))
    }));
    trials.push(Trial::test("cli::new_refuses_a_module_of_the_crate", move || {
        new_refuses_a_module(binary, P::METHOD)
    }));
    trials.push(Trial::test("cli::closed_pipe::check", move || {
        let dir = tempfile::tempdir()?;
        let file = dir.path().join("paste.rs");
        fs::write(&file, P::yardstick().paste_text())?;
        let cache = Path::new(fixtures.target_tmp).join("pastes");
        let (file, cache) = (file.to_string_lossy(), cache.to_string_lossy());
        survives_closed_pipe(binary, &["check", &file, "--cache", &cache])
    }));
    // Builds a copy of the workspace: longer than all the rest together, so
    // it has a name of its own that `.ci/run` runs with `--ignored`.
    let new_attempt = Trial::test(NEW_ATTEMPT, move || new_attempt::<P>(fixtures));
    trials.push(new_attempt.with_ignored_flag(true));
    trials.extend(super::check::trials::<P>(fixtures));
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

/// `new` in a copy of the workspace, as a student runs it: with a body wrong
/// at n = 6, the whole suite fails, and only in the attempt's tests, naming
/// it and n = 6; with a right body the whole suite passes, and nothing in
/// the crate but the attempt's file and its line in `src/lib.rs` changed
/// (the guides list the project's approaches, never an attempt). Runs Cargo
/// in the copy.
fn new_attempt<P: Problem>(fixtures: &Fixtures) -> Result<(), Failed> {
    let binary = fixtures.binary;
    let crate_dir = Path::new(P::CRATE_DIR);
    let problems = crate_dir.parent().expect("a crate lives in problems/");
    let workspace = problems.parent().expect("problems/ lives in the workspace");
    let copy = tempfile::tempdir()?;
    let target = Path::new(fixtures.target_tmp).join("attempt");
    for file in ["Cargo.toml", "Cargo.lock", "README.md"] {
        fs::copy(workspace.join(file), copy.path().join(file))?;
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

    // The whole suite, as `cargo test -p PACKAGE`; the same target folder
    // every time, so that only the copied crates build.
    let cargo_test = || {
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
            .current_dir(copy.path())
            .env("CARGO_TARGET_DIR", &target)
            .output()
            .map_err(Failed::from)
    };
    let file = crate::cli::approaches_dir::<P>(&copied_crate).join("my_try.rs");
    // No docs at all: an attempt is asked for none.
    let without_docs = |paste: &str| {
        let code = paste.lines().filter(|line| !line.trim().starts_with("///"));
        format!("{STRUCT_LINE}\n\n{}\n", code.collect::<Vec<_>>().join("\n"))
    };

    fs::write(&file, without_docs(fixtures.wrong_at_6))?;
    let failing = cargo_test()?;
    let report = format!("{}{}", text(&failing.stdout), text(&failing.stderr));
    let failed: Vec<&str> = report
        .lines()
        .filter_map(|line| line.strip_prefix("test ")?.strip_suffix(" ... FAILED"))
        .map(str::trim)
        .collect();
    let first_wrong = "answers::my_try::in_range::case_6_n_06";
    if failing.status.success()
        || !failed.contains(&first_wrong)
        || !failed.iter().all(|name| name.contains("my_try"))
        || !report.contains("Wrong Answer at n = 6")
    {
        return Err(format!(
            "wrong at n = 6, the suite should fail in my_try's tests alone, at n = 6 \
             (failed: {failed:?}):\n{report}"
        )
        .into());
    }

    fs::write(&file, without_docs(P::yardstick().paste_text()))?;
    let passing = cargo_test()?;
    let (report, said) = (text(&passing.stdout), text(&passing.stderr));
    if !passing.status.success()
        || !report.contains("answers::my_try::in_range::case_9_n_09 ... ok")
    {
        return Err(
            format!("with a right body, the whole suite should pass:\n{report}{said}").into()
        );
    }
    if said.contains("missing documentation") {
        return Err(format!("an attempt without docs is warned about them:\n{said}").into());
    }
    let changed = changed_files(crate_dir, &copied_crate)?;
    let expected =
        [Path::new("src/lib.rs").to_owned(), file.strip_prefix(&copied_crate)?.to_owned()];
    if changed.iter().any(|path| !expected.contains(path)) {
        return Err(format!("the suite or `new` changed more than the attempt: {changed:?}").into());
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
