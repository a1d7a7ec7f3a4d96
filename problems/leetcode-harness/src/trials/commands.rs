//! The commands as a user runs them: bad arguments, closed pipes, `snippet`,
//! `compare`, `new` in a copy of the workspace, `check` on pastes right and
//! wrong.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use libtest_mimic::{Failed, Trial};

use super::attempt::new_attempt;
use super::{Fixtures, run, snapshot, text};
use crate::{Guide, Problem};

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
        Trial::test(name, move || refuses_another_checkout::<P>(binary, command))
    }));
    trials.push(Trial::test("cli::new_refuses_a_module_of_the_crate", move || {
        new_refuses_a_module::<P>(binary)
    }));
    // Builds a copy of the workspace: longer than all the rest together, so
    // it has a name of its own that `.ci/run` runs with `--ignored`.
    let new_attempt = Trial::test(NEW_ATTEMPT, move || new_attempt::<P>(fixtures));
    trials.push(new_attempt.with_ignored_flag(true));
    trials.extend(super::check::trials::<P>(fixtures));
    trials
}

/// Each command refuses bad arguments with exit 2 and a message, as its
/// snapshot `bad-arguments/<name>` shows; the sizes are the problem's
/// (LeetCode's largest, one past the largest accepted).
fn bad_arguments<P: Problem>(binary: &'static str) -> Vec<Trial> {
    let too_large = (P::MAX_N + 1).to_string();
    let some_n = P::LEETCODE_RANGE.end().to_string();
    let bad = [
        BadArguments { name: "compare_not_a_number", args: words("compare x") },
        BadArguments { name: "compare_negative", args: words("compare -1") },
        BadArguments { name: "compare_too_large", args: words(&format!("compare {too_large}")) },
        BadArguments {
            name: "compare_unknown_approach",
            args: words(&format!("compare {some_n} --only nope")),
        },
        BadArguments { name: "snippet_unknown", args: words("snippet nope") },
        BadArguments { name: "new_bad_name", args: words("new My-Try") },
        BadArguments { name: "new_taken", args: words(&format!("new {}", P::yardstick().module)) },
        BadArguments { name: "check_no_file", args: words("check no/such/file.rs") },
    ];
    bad.into_iter()
        .map(|BadArguments { name, args }| {
            Trial::test(format!("cli::bad_arguments::{name}"), move || {
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let output = run(binary, &args)?;
                snapshot::matches::<P>(
                    &format!("bad-arguments/{name}"),
                    snapshot::transcript(binary, &args, &output),
                )
            })
        })
        .collect()
}

/// A command run with bad arguments; its snapshot says what it must print.
struct BadArguments {
    name: &'static str,
    args: Vec<String>,
}

/// The words of `line`, as arguments.
fn words(line: &str) -> Vec<String> {
    line.split_whitespace().map(str::to_owned).collect()
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
        let lib = format!(
            "leetcode_harness::approaches! {{\n    X: {};\n}}\n",
            P::SIGNATURE.trim_start_matches("pub fn ")
        );
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
fn refuses_another_checkout<P: Problem>(binary: &str, command: &str) -> Result<(), Failed> {
    let elsewhere = tempfile::tempdir()?;
    let args: &[&str] = if command == "new" { &["new", "my_try"] } else { &["docs"] };
    let output = Command::new(binary).args(args).current_dir(elsewhere.path()).output()?;
    let transcript = snapshot::transcript(binary, args, &output);
    snapshot::matches::<P>(&format!("another-checkout/{command}"), transcript)
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
    if output.status.code() != Some(0) || !stderr.is_empty() {
        return Err(format!(
            "{args:?} into a closed pipe: exit {:?}, {stderr}",
            output.status.code()
        )
        .into());
    }
    Ok(())
}

/// `new` refuses the name of a module the crate has already, whether a file
/// or a folder holds it, and leaves the crate as it was.
fn new_refuses_a_module<P: Problem>(binary: &str) -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let src = dir.path().join("src");
    fs::create_dir_all(src.join("engine"))?;
    let list = format!(
        "leetcode_harness::approaches! {{\n    X: {};\n}}\n",
        P::SIGNATURE.trim_start_matches("pub fn ")
    );
    let lib = format!("pub mod helpers;\npub mod engine;\n{list}");
    fs::write(src.join("lib.rs"), &lib)?;
    let crate_dir = dir.path().to_string_lossy().into_owned();
    for taken in ["helpers", "engine"] {
        let output = run(binary, &["new", taken, "--crate-dir", &crate_dir])?;
        // The folder is a new one each run: the snapshot shows a placeholder.
        let transcript =
            snapshot::transcript(binary, &["new", taken, "--crate-dir", "[TMP]"], &output);
        snapshot::matches::<P>(&format!("new-refuses-a-module/{taken}"), transcript)?;
    }
    let unchanged = fs::read_to_string(src.join("lib.rs"))?;
    if unchanged != lib || src.join("helpers.rs").exists() {
        return Err("a refused `new` changed the crate".into());
    }
    Ok(())
}
