//! The study guides: their generated parts are current, and their command
//! examples run.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use libtest_mimic::Failed;

use super::{Fixtures, run, text};
use crate::Guide;

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
    let workspace = Path::new(P::CRATE_DIR).join("../..");
    let mut readmes = vec![workspace.join("README.md")];
    for entry in fs::read_dir(workspace.join("problems"))? {
        let dir = entry?.path();
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
            let quick = args.iter().all(|arg| arg.parse::<i64>().map_or(true, |n| n <= 12));
            let attempt = args.windows(2).any(|pair| {
                ["--only", "snippet"].contains(&pair[0].as_str()) && P::find(&pair[1]).is_none()
            });
            let files = ["new", "check", "docs"].contains(&args[0].as_str())
                || args.iter().any(|arg| arg == "--merge");
            if !quick || attempt || files {
                continue;
            }
            let mut words: Vec<&str> = args.iter().map(String::as_str).collect();
            if words[0] == "compare" && !words.contains(&"--runs") {
                // One run is enough to know it works.
                words.extend(["--runs", "1"]);
            }
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
