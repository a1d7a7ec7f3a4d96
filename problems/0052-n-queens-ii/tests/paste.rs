//! The LeetCode paste guarantee: every approach's paste text compiles alone,
//! the way LeetCode's judge compiles it (std only, no Cargo, `Solution`
//! declared by the judge), under edition 2021 and 2024, and passes.
//!
//! `LEETCODE_RUSTC` names the compiler to use (default: `$RUSTC`, else the
//! `rustc` on `PATH`, which is the toolchain Cargo runs under), and
//! `LEETCODE_EDITIONS` the editions (default: `2021 2024`), so that CI can check
//! the paste text with a toolchain as old as LeetCode's.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, fs, thread};

use n_queens_ii::{APPROACHES, STRUCT_LINE};

/// What LeetCode puts around the paste text, with a `main` that checks the
/// answers of LeetCode's range against OEIS A000170.
fn program(paste: &str) -> String {
    format!(
        "struct Solution;\n\n{paste}\n\
         fn main() {{\n\
             let known = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352];\n\
             for n in 1..=9 {{\n\
                 assert_eq!(Solution::total_n_queens(n), known[n as usize], \"n = {{}}\", n);\n\
             }}\n\
         }}\n"
    )
}

#[test]
fn every_approach_file_is_in_the_list_with_its_paste_text() {
    for (path, source) in approach_files() {
        let approach = APPROACHES.iter().find(|approach| approach.source == source);
        let approach = approach.unwrap_or_else(|| {
            panic!("{} has the `{STRUCT_LINE}` line but is not in APPROACHES", path.display())
        });
        // What `snippet` prints is what this test compiles.
        let (_, paste) = source.split_once(&format!("\n{STRUCT_LINE}\n")).expect("a struct line");
        assert_eq!(approach.paste_text(), paste.trim_start_matches('\n'), "{}", path.display());
    }
}

#[test]
fn every_paste_text_compiles_alone_and_passes() {
    let files = approach_files();
    assert_eq!(files.len(), APPROACHES.len(), "one approach file per approach");
    let failures: Vec<String> = thread::scope(|scope| {
        let jobs: Vec<_> = files
            .iter()
            .flat_map(|(path, source)| editions().into_iter().map(move |e| (path, source, e)))
            .map(|(path, source, edition)| scope.spawn(move || check(path, source, &edition).err()))
            .collect();
        jobs.into_iter().filter_map(|job| job.join().expect("a check panicked")).collect()
    });
    assert!(failures.is_empty(), "\n{}", failures.join("\n\n"));
}

/// Every file of `src/` that has the struct line, with its text.
fn approach_files() -> Vec<(PathBuf, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files: Vec<_> = fs::read_dir(&src)
        .expect("src/ is readable")
        .map(|entry| entry.expect("src/ is readable").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "rs"))
        .map(|path| {
            let source = fs::read_to_string(&path).expect("source files are UTF-8");
            (path, source)
        })
        .filter(|(_, source)| source.lines().any(|line| line == STRUCT_LINE))
        .collect();
    files.sort();
    files
}

fn editions() -> Vec<String> {
    env::var("LEETCODE_EDITIONS")
        .unwrap_or_else(|_| "2021 2024".to_owned())
        .split_whitespace()
        .map(str::to_owned)
        .collect()
}

fn rustc() -> String {
    env::var("LEETCODE_RUSTC").or_else(|_| env::var("RUSTC")).unwrap_or_else(|_| "rustc".to_owned())
}

/// Takes the paste text out of one file, compiles it alone and runs it.
fn check(path: &Path, source: &str, edition: &str) -> Result<(), String> {
    let name = path.file_stem().expect("a file name").to_string_lossy();
    let fail = |what: String| Err(format!("{} (edition {edition}): {what}", path.display()));

    if source.lines().filter(|line| *line == STRUCT_LINE).count() != 1 {
        return fail(format!("needs the line `{STRUCT_LINE}` exactly once"));
    }
    let Some((_docs, paste)) = source.split_once(&format!("\n{STRUCT_LINE}\n")) else {
        return fail(format!("needs the line `{STRUCT_LINE}` after the docs"));
    };
    for forbidden in ["crate::", "super::", "#[cfg(test)]", "extern crate"] {
        if paste.contains(forbidden) {
            return fail(format!(
                "the paste text has `{forbidden}`, which LeetCode cannot compile"
            ));
        }
    }

    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join("paste").join(format!("{name}-{edition}"));
    fs::create_dir_all(&dir).expect("the target directory is writable");
    let main_rs = dir.join("main.rs");
    fs::write(&main_rs, program(paste)).expect("the target directory is writable");
    let binary = dir.join(format!("main{}", env::consts::EXE_SUFFIX));
    let compiled = Command::new(rustc())
        .args(["--edition", edition, "--crate-type", "bin", "-D", "warnings", "-o"])
        .arg(&binary)
        .arg(&main_rs)
        .output()
        .expect("rustc runs");
    if !compiled.status.success() {
        return fail(format!(
            "does not compile alone:\n{}",
            String::from_utf8_lossy(&compiled.stderr)
        ));
    }
    let ran = Command::new(&binary).output().expect("the compiled paste text runs");
    if !ran.status.success() {
        return fail(format!("compiles, but fails:\n{}", String::from_utf8_lossy(&ran.stderr)));
    }
    Ok(())
}
