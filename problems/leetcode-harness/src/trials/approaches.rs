//! Each approach's own tests: its known answers, its out-of-range cases, its
//! paste check; and that the list names every approach file.

use std::fmt::Debug;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;
use std::{env, fs};

use libtest_mimic::Failed;

use super::text;
use crate::judge::{self, Edition, Limits, Settings, Verdict};
use crate::problem::{EdgeCase, Expect};
use crate::{Approach, Contract, Problem, STRUCT_LINE};

/// What the paste check allows one `n` of LeetCode's range, generous for a
/// busy machine; `check` and its own tests use tighter limits.
const PASTE_TIME_LIMIT: Duration = Duration::from_secs(20);

/// Runs `f`, turning a panic into a failure that carries its message (a
/// problem's own tests that panic, as rstest's rows do, reported as trials).
///
/// # Errors
///
/// The panic's message, if `f` panicked.
pub fn caught<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| panic_message(&*payload))
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|&message| message.to_owned()))
        .unwrap_or_else(|| "<a panic without a message>".to_owned())
}

pub(super) fn edge_case<I: Clone + Debug, A: Debug + PartialEq>(
    approach: &Approach<I, A>,
    case: &EdgeCase<I, A>,
) -> Result<(), Failed> {
    let input = &case.input;
    match (&case.expect, caught(|| (approach.solve)(input.clone()))) {
        (Expect::Answer(expected), Ok(answer)) if answer == *expected => Ok(()),
        (Expect::Panic(expected), Err(message)) if message == *expected => Ok(()),
        (Expect::Answer(expected), outcome) => {
            Err(format!("{input:?}: expected {expected:?}, got {outcome:?}").into())
        }
        (Expect::Panic(expected), outcome) => {
            Err(format!("{input:?}: expected the panic {expected:?}, got {outcome:?}").into())
        }
    }
}

/// The paste text compiles alone, warning-free, and is accepted as LeetCode
/// would accept it; compiled once per paste text, edition and compiler, in
/// `cache`.
pub(super) fn paste<P: Problem>(
    approach: &Approach<P::Input, P::Answer>,
    edition: Edition,
    cache: &Path,
) -> Result<(), Failed> {
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
    let limits = Limits { time: PASTE_TIME_LIMIT, ..Limits::LEETCODE };
    let settings = Settings { edition, strict, limits, cache: Some(cache), beyond: false };
    let report = judge::judge::<P>(paste, settings, &mut |_| Ok(()))?;
    match report.verdict {
        Verdict::Accepted { .. } => Ok(()),
        Verdict::CompileError(said) => Err(format!("does not compile alone:\n{said}").into()),
        verdict => Err(verdict.to_string().into()),
    }
}

/// `cargo test -p <package> NAME -- --list`, for every approach: it lists
/// that approach's tests, and nothing else.
pub(super) fn each_name_runs_its_tests_alone<P: Problem>() -> Result<(), Failed> {
    let this = env::current_exe()?;
    for approach in P::APPROACHES {
        let output = Command::new(&this).args([approach.name, "--list"]).output()?;
        let listed = text(&output.stdout);
        let tests: Vec<&str> =
            listed.lines().filter_map(|line| line.strip_suffix(": test")).collect();
        let prefix = format!("{}::", approach.module);
        if let Some(other) = tests.iter().find(|name| !name.starts_with(&prefix)) {
            return Err(format!("`{}` also runs {other}", approach.name).into());
        }
        let paste = format!("paste_{}", judge::editions()[0]);
        for test in [paste.as_str(), "snippet"] {
            if !tests.contains(&format!("{prefix}{test}").as_str()) {
                return Err(
                    format!("`{}` has no test {prefix}{test}:\n{listed}", approach.name).into()
                );
            }
        }
    }
    Ok(())
}

/// Every file of `src/` and of the approaches' folder with the struct line
/// is an approach in the list, and has that line once.
pub(super) fn approach_files_listed<P: Problem>() -> Result<(), Failed> {
    let folders = [Path::new(P::CRATE_DIR).join("src"), PathBuf::from(P::APPROACHES_DIR)];
    for entry in
        folders.iter().map(fs::read_dir).collect::<Result<Vec<_>, _>>()?.into_iter().flatten()
    {
        let path = entry?.path();
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
