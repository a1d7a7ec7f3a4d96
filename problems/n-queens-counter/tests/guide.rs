//! The guide: its generated tables are current and in both languages, and
//! its quick commands run.

use std::fs;
use std::path::Path;
use std::process::Command;

use leetcode_harness::docs::sh_commands;

/// Both guides show the current record, the table made from the records file.
#[test]
fn both_guides_show_the_record_table() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    for guide in ["README.md", "README.zh-CN.md"] {
        let text = fs::read_to_string(dir.join(guide)).expect("the guide is readable");
        assert!(text.contains("<!-- BEGIN GENERATED: records -->"), "{guide} has no record table");
    }
}

/// The guide stays one a user reads through: at most 4,000 words in
/// English (as `wc -w` counts them), and at most 16,000 characters in
/// Chinese, spaces left out.
#[test]
fn the_guides_stay_within_their_length() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |guide: &str| fs::read_to_string(dir.join(guide)).expect("the guide is readable");
    let words = read("README.md").split_whitespace().count();
    assert!(words <= 4_000, "README.md has {words} words, over 4,000");
    let characters = read("README.zh-CN.md").chars().filter(|c| !c.is_whitespace()).count();
    assert!(characters <= 16_000, "README.zh-CN.md has {characters} characters, over 16,000");
}

#[test]
fn the_generated_table_is_current() {
    let stale = n_queens_counter::guide::stale(false, true, &mut std::io::sink()).expect("reads");
    let timings = if stale.iter().any(|region| region.needs_timings) { " --timings" } else { "" };
    assert!(
        stale.is_empty(),
        "stale, regenerate with `cargo run --release -p n-queens-counter -- docs{timings}`: {stale:?}"
    );
}

/// Every quick `cargo run ... -p n-queens-counter -- ARGS` line of an `sh`
/// block in the guides and the top README (every number in it at most 12)
/// runs as written and exits 0.
#[test]
fn the_guides_quick_commands_run() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readmes = [dir.join("README.md"), dir.join("README.zh-CN.md"), dir.join("../../README.md")];
    // In a folder of their own: a command may write a file (`--journal`).
    let here = tempfile::tempdir().expect("a temporary folder");
    let mut ran = 0;
    for readme in &readmes {
        let markdown = fs::read_to_string(readme).expect("the guide is readable");
        for args in sh_commands(&markdown, env!("CARGO_PKG_NAME")) {
            let quick = args.iter().all(|arg| arg.parse::<i64>().map_or(true, |n| n <= 12));
            if !quick || args.iter().any(|arg| arg == "--merge" || arg == "--output") {
                continue;
            }
            let output = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
                .args(&args)
                .current_dir(here.path())
                .output()
                .expect("the binary runs");
            let said = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(0), "{}: {args:?}: {said}", readme.display());
            ran += 1;
        }
    }
    assert!(ran > 0, "no quick command of n-queens-counter in the guides");
}
