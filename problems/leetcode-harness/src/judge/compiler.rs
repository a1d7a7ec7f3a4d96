//! One call of `rustc`: the flags LeetCode compiles with, and what comes
//! of it, a binary or the compiler's refusal.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::{env, error, fmt, fs, io};

use super::crates::{self, Unavailable};
use super::environment::LEETCODE;
use super::{Edition, rustc};

/// The program's name in its folder.
pub(super) const SOURCE: &str = "solution.rs";

/// Why a paste text does not compile alone, or the judge could not try.
#[derive(Debug)]
pub enum CompileError {
    /// `rustc` rejected it; what it printed.
    Rejected(String),
    /// It names a crate LeetCode offers, and those could not be built.
    CratesUnavailable(Unavailable),
    /// `rustc` could not be run, or a folder not written.
    Io(io::Error),
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            CompileError::Rejected(stderr) => write!(f, "does not compile alone:\n{stderr}"),
            CompileError::CratesUnavailable(unavailable) => write!(f, "{unavailable}"),
            CompileError::Io(error) => write!(f, "could not run `{}`: {error}", rustc()),
        }
    }
}

impl error::Error for CompileError {
    fn source(&self) -> Option<&(dyn error::Error + 'static)> {
        match self {
            CompileError::Rejected(_) | CompileError::CratesUnavailable(_) => None,
            CompileError::Io(error) => Some(error),
        }
    }
}

impl From<io::Error> for CompileError {
    fn from(error: io::Error) -> Self {
        CompileError::Io(error)
    }
}

/// `rustc`'s flags for `edition`, optimised as LeetCode compiles, linking
/// the offered crates if `linked`. Warnings are allowed (or, `strict`,
/// errors); the lints that deny by default still deny, as on LeetCode.
pub(super) fn flags(edition: Edition, strict: bool, linked: Option<&crates::Built>) -> Vec<String> {
    let lints = if strict { ["-D", "warnings"] } else { ["-A", "warnings"] };
    let mut flags = vec!["--edition".to_owned(), edition.to_string()];
    flags.extend(["--crate-type", "bin", "-C"].map(str::to_owned));
    flags.push(format!("opt-level={}", LEETCODE.opt_level));
    flags.extend(lints.map(str::to_owned));
    flags.extend(linked.map(crates::Built::flags).unwrap_or_default());
    flags
}

/// The binary's name in its folder.
pub(super) fn executable() -> String {
    format!("solution{}", env::consts::EXE_SUFFIX)
}

/// Compiles `program` with `flags` in `dir`: the binary's path.
pub(super) fn build(program: &str, flags: &[String], dir: &Path) -> Result<PathBuf, CompileError> {
    let source = dir.join(SOURCE);
    fs::write(&source, program)?;
    let binary = dir.join(executable());
    // Compiled where it lies, so that a panic names `solution.rs:LINE`.
    let compiled = Command::new(rustc())
        .args(flags)
        .arg("-o")
        .arg(&binary)
        .arg(SOURCE)
        .current_dir(dir)
        .output()?;
    if !compiled.status.success() {
        return Err(CompileError::Rejected(String::from_utf8_lossy(&compiled.stderr).into_owned()));
    }
    Ok(binary)
}
