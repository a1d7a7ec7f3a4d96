//! The study guides: their generated parts are current, and their command
//! examples run.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use libtest_mimic::Failed;

use super::{Fixtures, run, text};
use crate::Guide;
use crate::docs::sh_commands;

/// The guides' generated regions and pictures are what `docs` would write:
/// a changed practical limit, answer or picture fails here until regenerated.
pub(super) fn current<P: Guide>(fixtures: &Fixtures) -> Result<(), Failed> {
    let cache = Path::new(fixtures.target_tmp).join("pastes");
    let stale = crate::docs::generate::<P>(false, true, Some(&cache), &mut std::io::sink())?;
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
pub(super) fn readme_commands<P: Guide>(fixtures: &Fixtures) -> Result<(), Failed> {
    let workspace = P::workspace_dir();
    // The problem's own folder, which `problems/` holds unless it lies deeper.
    let mut dirs = BTreeSet::from([Path::new(P::CRATE_DIR).to_owned()]);
    for entry in fs::read_dir(workspace.join("problems"))? {
        dirs.insert(entry?.path());
    }
    let mut readmes = vec![workspace.join("README.md")];
    for dir in dirs {
        readmes.extend(["README.md", "README.zh-CN.md"].map(|name| dir.join(name)));
    }
    let mut ran = BTreeSet::new();
    for readme in readmes.iter().filter(|path| path.exists()) {
        let markdown = fs::read_to_string(readme)?;
        for args in sh_commands(&markdown, P::PACKAGE) {
            // The same command in several guides runs once.
            if ran.contains(&args) {
                continue;
            }
            let to_run = runnable(&args, P::YARDSTICK, |name| P::find(name).is_some())
                .map_err(|error| format!("{}: {error}", readme.display()))?;
            let Some(words) = to_run else { continue };
            let output = run(fixtures.binary, &words)?;
            if output.status.code() != Some(0) {
                return Err(format!(
                    "{}: `{}` exits {:?}: {}",
                    readme.display(),
                    words.join(" "),
                    output.status.code(),
                    text(&output.stderr)
                )
                .into());
            }
            ran.insert(args);
        }
    }
    if ran.is_empty() {
        return Err(format!("no quick command of {} found in the READMEs", P::PACKAGE).into());
    }
    Ok(())
}

/// What to run of a README's command `args` (what follows `--`): the words,
/// or `None` for one the test leaves to other tests (a slow one, one that
/// changes or needs files, one that names an attempt not yet written).
/// A `compare` runs once, and with the `yardstick` alone if it names no
/// approach: the test asks that the command is accepted and runs, and a
/// debug build of every approach at the README's `n` takes seconds (the
/// command trials compare every approach at LeetCode's largest `n`).
///
/// # Errors
///
/// If there is no command after `--`.
fn runnable<'a>(
    args: &'a [String],
    yardstick: &'a str,
    is_approach: impl Fn(&str) -> bool,
) -> Result<Option<Vec<&'a str>>, String> {
    let Some(command) = args.first() else {
        return Err("a `cargo run ... --` line with no command after `--`".to_owned());
    };
    let quick = args.iter().all(|arg| arg.parse::<i64>().map_or(true, |n| n <= 12));
    let attempt = args
        .windows(2)
        .any(|pair| ["--only", "snippet"].contains(&pair[0].as_str()) && !is_approach(&pair[1]));
    let files = ["new", "check", "docs"].contains(&command.as_str())
        || args.iter().any(|arg| arg == "--merge");
    if !quick || attempt || files {
        return Ok(None);
    }
    let mut words: Vec<&str> = args.iter().map(String::as_str).collect();
    if command == "compare" {
        if let Some(at) = words.iter().position(|&word| word == "--runs") {
            words.drain(at..(at + 2).min(words.len()));
        }
        words.extend(["--runs", "1"]);
        if !words.contains(&"--only") {
            words.extend(["--only", yardstick]);
        }
    }
    Ok(Some(words))
}

#[cfg(test)]
mod tests {
    use super::runnable;
    use crate::docs::sh_commands;

    fn commands(markdown: &str) -> Vec<Vec<String>> {
        sh_commands(markdown, "p")
    }

    #[test]
    fn a_line_with_no_command_after_the_dashes_is_an_error_not_a_panic() {
        let bare = commands("```sh\ncargo run -p p --\n```\n");
        assert_eq!(bare, [Vec::<String>::new()]);
        assert!(runnable(&bare[0], "y", |_| true).unwrap_err().contains("no command after `--`"));
    }

    #[test]
    fn quick_commands_run_and_the_others_are_left() {
        let listed = commands(
            "```sh\ncargo run -p p -- compare 8\ncargo run -p p -- compare 16\n\
             cargo run -p p -- snippet mine   # an attempt\ncargo run -p p -- check x.txt\n\
             cargo run -p p -- compare 10 --runs 3 --only a\n```\n",
        );
        let run: Vec<Option<Vec<&str>>> =
            listed.iter().map(|args| runnable(args, "y", |name| name != "mine").unwrap()).collect();
        let compare = |words: &[&'static str]| Some([&["compare"], words].concat());
        assert_eq!(
            run,
            [
                compare(&["8", "--runs", "1", "--only", "y"]),
                None,
                None,
                None,
                compare(&["10", "--only", "a", "--runs", "1"])
            ]
        );
    }
}
