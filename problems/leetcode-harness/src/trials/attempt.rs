//! `new` as a student uses it, in a copy of the workspace: an attempt
//! written wrong fails its own rows and nothing else; written right, the
//! whole suite passes, and only the attempt and its line are new.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::{env, fs};

use libtest_mimic::Failed;

use super::{Fixtures, run, text};
use crate::{Problem, STRUCT_LINE};

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
pub(super) fn new_attempt<P: Problem>(fixtures: &Fixtures) -> Result<(), Failed> {
    let crate_dir = Path::new(P::CRATE_DIR);
    let copy = tempfile::tempdir()?;
    let copied_crate = copy_workspace::<P>(crate_dir, copy.path())?;
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

/// Copies into `copy` the workspace's files and its crates (`problems/`,
/// whose crates may depend on each other); returns the copied crate's
/// folder.
fn copy_workspace<P: Problem>(crate_dir: &Path, copy: &Path) -> Result<PathBuf, Failed> {
    let workspace = P::workspace_dir();
    for file in ["Cargo.toml", "Cargo.lock", "README.md"] {
        fs::copy(workspace.join(file), copy.join(file))?;
    }
    copy_dir(&workspace.join("problems"), &copy.join("problems"))?;
    Ok(copy.join(crate_dir.strip_prefix(&workspace)?))
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
        // The row says in words which approach, which n, and what is wrong.
        || !report.contains(&format!("my_try, n = {wrong_at}: "))
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
