//! `check` as a user runs it: a paste for each of LeetCode's verdicts, for
//! what LeetCode's environment accepts and rejects, and for what a sandbox
//! must contain, each printing what its snapshot `check/<name>` shows, and
//! no file or process left behind.

use std::fmt::Write as _;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use libtest_mimic::{Failed, Trial};

use super::cases::{CheckCase, Crates, verdicts};
use super::sandbox::{SLEEPERS, limits_of_linux, processes_with, sandboxed};
use super::{Fixtures, environment, snapshot};
use crate::Problem;

/// `check` on pastes right and wrong: each gives its verdict and exit code,
/// and leaves no file behind.
pub(super) fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let mut cases = verdicts::<P>(fixtures);
    cases.extend([
        CheckCase::new("empty", String::new(), &[]),
        CheckCase::new("not_rust", "Dear judge, please accept this.\n".to_owned(), &[]),
        CheckCase::new("ten_megabytes", "x".repeat(10 << 20), &[]),
    ]);
    cases.extend(environment::cases::<P>());
    cases.extend(sandboxed::<P>());
    // Memory, files and processes are bounded on Linux alone.
    if cfg!(target_os = "linux") {
        cases.extend(limits_of_linux::<P>());
    }
    let cache = Path::new(fixtures.target_tmp).join("pastes");
    cases
        .into_iter()
        .map(|case| {
            let cache = cache.clone();
            let ignored = case.crates == Crates::Built;
            Trial::test(format!("cli::check::{}", case.name), move || {
                check_case::<P>(fixtures.binary, &case, &cache)
            })
            .with_ignored_flag(ignored)
        })
        .collect()
}

/// Runs `check` on the case's paste as a user would, and holds what it
/// printed to the case's snapshot and what it left to nothing.
fn check_case<P: Problem>(binary: &str, case: &CheckCase, cache: &Path) -> Result<(), Failed> {
    let input = tempfile::tempdir()?;
    let file = input.path().join("paste.rs");
    fs::write(&file, &case.paste)?;
    let limit: &[&str] =
        if case.args.contains(&"--time-limit") { &[] } else { &["--time-limit", "1"] };
    // The judge's own temporary files go here, and `check` runs here: it
    // must leave both empty.
    let (scratch, here) = (tempfile::tempdir()?, tempfile::tempdir()?);
    // Offline: nothing built, nothing downloaded, no network.
    let offline = if case.crates == Crates::Offline {
        Some((tempfile::tempdir()?, tempfile::tempdir()?))
    } else {
        None
    };
    let mut command = Command::new(binary);
    if let Some((crates, cargo_home)) = &offline {
        command
            .env("LEETCODE_CRATES", crates.path())
            .env("CARGO_HOME", cargo_home.path())
            .env("CARGO_NET_OFFLINE", "true");
    }
    command
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
        // The compiler these tests judge with, asked for by name: `check`
        // then notes no other, on any machine.
        .env("LEETCODE_RUSTC", crate::judge::rustc());
    let output = run_holding_stdin(&mut command)?;
    let shown: Vec<&str> =
        ["check", "paste.rs"].iter().chain(case.args).chain(limit).copied().collect();
    let mut problems = String::new();
    let transcript = snapshot::transcript(binary, &shown, &output);
    if let Err(failed) = snapshot::matches::<P>(&format!("check/{}", case.name), transcript) {
        problems.push_str(failed.message().unwrap_or("the snapshot differs"));
        problems.push('\n');
    }
    problems.push_str(&left_behind(case, &[scratch.path(), here.path()])?);
    if problems.is_empty() { Ok(()) } else { Err(problems.into()) }
}

/// Runs `command` with its standard input held open and never written (a
/// judged program that read it would wait), and collects its output.
fn run_holding_stdin(command: &mut Command) -> std::io::Result<std::process::Output> {
    let mut child =
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn()?;
    let stdin = child.stdin.take();
    let output = child.wait_with_output()?;
    drop(stdin);
    Ok(output)
}

/// What a case's run left: files in `folders`, and processes its paste
/// started still running; empty when nothing.
fn left_behind(case: &CheckCase, folders: &[&Path]) -> std::io::Result<String> {
    let mut problems = String::new();
    for folder in folders {
        let left: Vec<_> = fs::read_dir(folder)?.flatten().map(|entry| entry.file_name()).collect();
        if !left.is_empty() {
            let _ = write!(problems, "left behind in {}: {left:?}; ", folder.display());
        }
    }
    // Only this case starts them: another's run may be going on beside it.
    let sleepers: Vec<&str> =
        SLEEPERS.iter().copied().filter(|sleeper| case.paste.contains(sleeper)).collect();
    // Processes are listed from Linux's `/proc`: elsewhere none would be
    // found, and the check could not fail.
    if !sleepers.is_empty() && !cfg!(target_os = "linux") {
        eprintln!("{}: no check of the processes left running, off Linux", case.name);
    }
    let running: Vec<String> =
        sleepers.iter().flat_map(|sleeper| processes_with(sleeper)).collect();
    if !running.is_empty() {
        let _ = write!(problems, "still running: {running:?}; ");
    }
    Ok(problems)
}
