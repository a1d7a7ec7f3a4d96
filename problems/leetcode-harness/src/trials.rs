//! The generated tests of a problem: one test per approach and size, named
//! `<module>::n_08`, so that `cargo test -p <package> bitmask` runs bitmask's
//! tests alone and `cargo test -p <package> n_08` runs n = 8 for every
//! approach; then its out-of-range cases, its paste check, and the commands.
//!
//! A problem's `tests/approaches.rs` (with `harness = false`) is one call to
//! [`main`]. Sizes beyond an approach's practical limit in this build are
//! listed as ignored: `cargo test -- --include-ignored` runs them too.

use std::fmt::Write as _;
use std::panic::{self, AssertUnwindSafe};
use std::path::Path;
use std::process::{Command, ExitCode, Output, Stdio};
use std::time::Duration;
use std::{env, fs};

use libtest_mimic::{Arguments, Failed, Trial};

use crate::judge::{self, Edition, Judge};
use crate::problem::Expect;
use crate::{Approach, Contract, Problem, STRUCT_LINE};

/// A debug build runs some 10 to 30 times slower than the release build the
/// practical limits are measured in: about two sizes of `n`.
const DEBUG_SLOWDOWN_IN_N: i32 = 2;

/// What the paste check allows one `n` of LeetCode's range, generous for a
/// busy machine; `check` and its own tests use tighter limits.
const PASTE_TIME_LIMIT: Duration = Duration::from_secs(20);

/// What only the problem can give the command tests.
pub struct Fixtures {
    /// The binary under test: `env!("CARGO_BIN_EXE_<package>")`.
    pub binary: &'static str,
    /// The problem's own commands, each run into a pipe closed after the
    /// first line (the shared ones are run anyway).
    pub commands: &'static [&'static [&'static str]],
    /// A paste text that compiles and is right on every `n` but 6.
    pub wrong_at_6: &'static str,
    /// A folder for the tests' own builds: `env!("CARGO_TARGET_TMPDIR")`.
    pub target_tmp: &'static str,
}

/// Runs the tests of problem `P` as `cargo test` asks (filters, `--list`,
/// `--include-ignored`), and exits with their verdict.
#[must_use]
pub fn main<P: Problem>(fixtures: &'static Fixtures) -> ExitCode {
    let mut args = Arguments::from_args();
    // A filter that names an approach runs its tests alone: `bitmask` would
    // otherwise match `bitmask_mirror::n_08` too.
    if let Some(filter) = &args.filter {
        let named = P::APPROACHES.iter().find(|a| a.name == filter || a.module == filter);
        if let Some(approach) = named {
            args.filter = Some(format!("{}::", approach.module));
        }
    }
    let trials = trials::<P>(fixtures);
    // Every test catches the panics it expects and reports the others as
    // failures, with their message: the default hook's output would be noise.
    panic::set_hook(Box::new(|_| {}));
    libtest_mimic::run(&args, trials).exit_code()
}

/// Every test of problem `P`.
fn trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
    let debug_slowdown = if cfg!(debug_assertions) { DEBUG_SLOWDOWN_IN_N } else { 0 };
    let mut trials = Vec::new();
    for approach in P::APPROACHES {
        let module = approach.module;
        for n in 1..=P::KNOWN_UP_TO {
            let slow = n > 9 && n > approach.practical_limit - debug_slowdown;
            let trial =
                Trial::test(format!("{module}::n_{n:02}"), move || known_answer::<P>(approach, n));
            trials.push(trial.with_ignored_flag(slow));
        }
        if approach.contract == Contract::Project {
            for case in P::edge_cases() {
                let name = format!("{module}::{}", case.name);
                trials.push(Trial::test(name, move || edge_case(approach, &case)));
            }
        }
        for edition in judge::editions() {
            let name = format!("{module}::paste_{edition}");
            trials.push(Trial::test(name, move || paste::<P>(approach, edition)));
        }
        let name = format!("{module}::snippet");
        trials.push(Trial::test(name, move || snippet(fixtures.binary, approach)));
    }
    trials.push(Trial::test("list::each_approach_name_runs_its_tests_alone", || {
        each_name_runs_its_tests_alone::<P>()
    }));
    trials.push(Trial::test("list::every_approach_file_is_listed", approach_files_listed::<P>));
    trials.extend(command_trials::<P>(fixtures));
    trials.push(Trial::test("docs::generated_parts_are_current", docs_current::<P>));
    trials.push(Trial::test("docs::readme_commands_run", move || readme_commands::<P>(fixtures)));
    trials
}

/// The guides' generated regions and pictures are what `docs` would write:
/// a changed practical limit, answer or picture fails here until regenerated.
fn docs_current<P: Problem>() -> Result<(), Failed> {
    let stale = crate::docs::generate::<P>(false, true, &mut std::io::sink())
        .map_err(|error| error.to_string())?;
    if stale.is_empty() {
        return Ok(());
    }
    let list: Vec<String> =
        stale.iter().map(|stale| format!("{} in {}", stale.what, stale.file.display())).collect();
    Err(format!(
        "stale, regenerate with `cargo run -p {} -- docs`: {}",
        P::PACKAGE,
        list.join("; ")
    )
    .into())
}

/// Every quick command example of this package in the READMEs runs as
/// written and exits 0: `cargo run ... -p <package> -- ARGS` in an `sh`
/// block, with every number in it at most 12. (`new`, `check`, `docs` and
/// `--merge` change or need files, and the practice loop names an attempt
/// that does not exist yet: their own tests cover them.)
fn readme_commands<P: Problem>(fixtures: &Fixtures) -> Result<(), Failed> {
    let workspace = Path::new(P::CRATE_DIR).join("../..");
    let mut readmes = vec![workspace.join("README.md")];
    for entry in fs::read_dir(workspace.join("problems")).map_err(|error| error.to_string())? {
        let dir = entry.map_err(|error| error.to_string())?.path();
        readmes.extend(["README.md", "README.zh-CN.md"].map(|name| dir.join(name)));
    }
    let mut ran = 0;
    for readme in readmes.iter().filter(|path| path.exists()) {
        let markdown = fs::read_to_string(readme).map_err(|error| error.to_string())?;
        for args in sh_commands(&markdown, P::PACKAGE) {
            let quick = args.iter().all(|arg| arg.parse::<i64>().map_or(true, |n| n <= 12));
            let attempt = args.windows(2).any(|pair| {
                ["--only", "snippet"].contains(&pair[0].as_str()) && P::find(&pair[1]).is_none()
            });
            let files = ["new", "check", "docs"].contains(&args[0].as_str())
                || args.iter().any(|arg| arg == "--merge");
            if !quick || attempt || files {
                continue;
            }
            let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
            if args[0] == "compare" && !args.contains(&"--runs") {
                // One run is enough to know it works: this is a debug build.
                args.extend(["--runs", "1"]);
            }
            let output = run(fixtures.binary, &args)?;
            if output.status.code() != Some(0) {
                return Err(format!(
                    "{}: `{}` exits {:?}: {}",
                    readme.display(),
                    args.join(" "),
                    output.status.code(),
                    text(&output.stderr)
                )
                .into());
            }
            ran += 1;
        }
    }
    if ran == 0 {
        return Err(format!("no quick command of {} found in the READMEs", P::PACKAGE).into());
    }
    Ok(())
}

/// The arguments of each `cargo run ... -p package -- ARGS` line in the
/// `sh` blocks of `markdown`, cut at a comment, a pipe or a redirection.
fn sh_commands(markdown: &str, package: &str) -> Vec<Vec<String>> {
    let mut commands = Vec::new();
    let mut in_sh = false;
    for line in markdown.lines() {
        let line = line.trim();
        if line.starts_with("```") {
            in_sh = line == "```sh";
            continue;
        }
        if !in_sh || !line.starts_with("cargo run") {
            continue;
        }
        let words: Vec<&str> =
            line.split_whitespace().take_while(|word| !["#", "|", ">"].contains(word)).collect();
        let named = words.windows(2).any(|pair| pair == ["-p", package]);
        if let (true, Some(dashes)) = (named, words.iter().position(|word| *word == "--")) {
            commands.push(words[dashes + 1..].iter().map(|word| (*word).to_owned()).collect());
        }
    }
    commands
}

/// Runs `f`, turning a panic into a failure that carries its message.
fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| panic_message(&*payload))
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|&message| message.to_owned()))
        .unwrap_or_else(|| "<a panic without a message>".to_owned())
}

fn known_answer<P: Problem>(approach: &Approach<P::Answer>, n: i32) -> Result<(), Failed> {
    let answer = caught(|| (approach.solve)(n)).map_err(|panic| format!("panicked: {panic}"))?;
    P::verify(n, &answer).map(drop).map_err(Failed::from)
}

fn edge_case<A: std::fmt::Debug + PartialEq>(
    approach: &Approach<A>,
    case: &crate::problem::EdgeCase<A>,
) -> Result<(), Failed> {
    let n = case.n;
    match (&case.expect, caught(|| (approach.solve)(n))) {
        (Expect::Answer(expected), Ok(answer)) if answer == *expected => Ok(()),
        (Expect::Panic(expected), Err(message)) if message == *expected => Ok(()),
        (Expect::Answer(expected), outcome) => {
            Err(format!("n = {n}: expected {expected:?}, got {outcome:?}").into())
        }
        (Expect::Panic(expected), outcome) => {
            Err(format!("n = {n}: expected the panic {expected:?}, got {outcome:?}").into())
        }
    }
}

/// The paste text compiles alone, warning-free, and is right on LeetCode's range.
fn paste<P: Problem>(approach: &Approach<P::Answer>, edition: Edition) -> Result<(), Failed> {
    let paste = approach.paste_text();
    for forbidden in ["crate::", "super::", "#[cfg(test)]", "extern crate", "leetcode_harness"] {
        if paste.contains(forbidden) {
            return Err(
                format!("the paste text has `{forbidden}`, which LeetCode cannot compile").into()
            );
        }
    }
    // The project's own files must be free of warnings; an attempt, like a
    // LeetCode submission, need not be.
    let strict = approach.contract == Contract::Project;
    let judge = Judge::compile::<P>(paste, edition, strict).map_err(|error| error.to_string())?;
    for n in 1..=9 {
        let (output, _) =
            judge.run(n, PASTE_TIME_LIMIT).map_err(|error| format!("n = {n}: {error}"))?;
        let answer = P::parse(&output).map_err(|error| format!("n = {n}: {error}"))?;
        P::verify(n, &answer).map_err(|error| format!("n = {n}: {error}"))?;
    }
    Ok(())
}

/// `cargo test -p <package> NAME -- --list`, for every approach: it lists
/// that approach's tests, and nothing else.
fn each_name_runs_its_tests_alone<P: Problem>() -> Result<(), Failed> {
    let this = env::current_exe().map_err(|error| error.to_string())?;
    for approach in P::APPROACHES {
        let output = Command::new(&this)
            .args([approach.name, "--list"])
            .output()
            .map_err(|error| error.to_string())?;
        let listed = text(&output.stdout);
        let tests: Vec<&str> =
            listed.lines().filter_map(|line| line.strip_suffix(": test")).collect();
        let prefix = format!("{}::", approach.module);
        if let Some(other) = tests.iter().find(|name| !name.starts_with(&prefix)) {
            return Err(format!("`{}` also runs {other}", approach.name).into());
        }
        for test in ["n_01", "n_09", "paste_2021", "snippet"] {
            if !tests.contains(&format!("{prefix}{test}").as_str()) {
                return Err(
                    format!("`{}` has no test {prefix}{test}:\n{listed}", approach.name).into()
                );
            }
        }
    }
    Ok(())
}

/// Every file of `src/` with the struct line is an approach in the list, and
/// has that line once.
fn approach_files_listed<P: Problem>() -> Result<(), Failed> {
    let src = Path::new(P::CRATE_DIR).join("src");
    for entry in fs::read_dir(&src).map_err(|error| error.to_string())? {
        let path = entry.map_err(|error| error.to_string())?.path();
        let Ok(source) = fs::read_to_string(&path) else { continue };
        let struct_lines = source.lines().filter(|line| *line == STRUCT_LINE).count();
        if struct_lines == 0 {
            continue;
        }
        if struct_lines > 1 {
            return Err(
                format!("{} has `{STRUCT_LINE}` {struct_lines} times", path.display()).into()
            );
        }
        if !P::APPROACHES.iter().any(|approach| approach.source == source) {
            return Err(format!(
                "{} has the `{STRUCT_LINE}` line but is not in APPROACHES: add it with `new`",
                path.display()
            )
            .into());
        }
    }
    Ok(())
}

/// Runs the binary under test.
fn run(binary: &str, args: &[&str]) -> Result<Output, Failed> {
    Command::new(binary).args(args).output().map_err(|error| format!("{binary}: {error}").into())
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn snippet(binary: &str, approach: &Approach<impl Sized>) -> Result<(), Failed> {
    let output = run(binary, &["snippet", approach.name])?;
    if output.status.code() != Some(0) || text(&output.stdout) != approach.paste_text() {
        return Err(format!("snippet {} did not print the paste text alone", approach.name).into());
    }
    Ok(())
}

/// The command tests: bad arguments, closed pipes, `new` and `check`.
fn command_trials<P: Problem>(fixtures: &'static Fixtures) -> Vec<Trial> {
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
        let agreeing = text(&output.stdout).lines().filter(|line| line.contains(" 92 ")).count();
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
        return Err(format!("{args:?} | head -1: exit {:?}, {stderr}", output.status.code()).into());
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
