//! A paste text compiled alone, or found compiled in the cache.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;
use std::{env, error, fmt, fs, io};

use tempfile::TempDir;

use super::{Edition, program, rustc, rustc_version};
use crate::Problem;

/// The program's name in its folder.
pub(super) const SOURCE: &str = "solution.rs";

/// Why a paste text does not compile alone, or the judge could not try.
#[derive(Debug)]
pub enum CompileError {
    /// `rustc` rejected it; what it printed.
    Rejected(String),
    /// `rustc` could not be run, or a folder not written.
    Io(io::Error),
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            CompileError::Rejected(stderr) => write!(f, "does not compile alone:\n{stderr}"),
            CompileError::Io(error) => write!(f, "could not run `{}`: {error}", rustc()),
        }
    }
}

impl error::Error for CompileError {
    fn source(&self) -> Option<&(dyn error::Error + 'static)> {
        match self {
            CompileError::Rejected(_) => None,
            CompileError::Io(error) => Some(error),
        }
    }
}

impl From<io::Error> for CompileError {
    fn from(error: io::Error) -> Self {
        CompileError::Io(error)
    }
}

/// One paste text, compiled alone and ready to run; its runs' files live in
/// a temporary folder that goes when it does.
pub struct Judge {
    pub(super) binary: PathBuf,
    pub(super) scratch: TempDir,
    /// Runs so far, which name each run's files.
    pub(super) runs: AtomicUsize,
    /// The paste text's lines: a panic past them is in the judge's `main`.
    pub(super) paste_lines: usize,
    cached: bool,
}

impl Drop for Judge {
    fn drop(&mut self) {
        // Windows may hold a program it has just killed open for a moment,
        // and a folder with an open file cannot go: try again a little
        // before leaving it to `TempDir`, which tries once more.
        for _ in 0..20 {
            if fs::remove_dir_all(self.scratch.path()).is_ok() || !self.scratch.path().exists() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Judge {
    /// Compiles `paste` as LeetCode does, optimised, under `edition`; with
    /// `strict`, warnings are errors (the project's own paste texts must have
    /// none). With a `cache` folder, a binary compiled before from the same
    /// program, edition, flags and compiler (`rustc -vV`) is taken from it,
    /// and a new one is kept there.
    ///
    /// # Errors
    ///
    /// If it does not compile, or the compiler cannot be run.
    pub fn compile<P: Problem>(
        paste: &str,
        edition: Edition,
        strict: bool,
        cache: Option<&Path>,
    ) -> Result<Judge, CompileError> {
        let scratch = tempfile::Builder::new().prefix("leetcode-judge-").tempdir()?;
        let program = program::<P>(paste);
        let paste_lines = paste.lines().count();
        let flags = flags(edition, strict);
        let Some(cache) = cache else {
            let binary = build(&program, &flags, scratch.path())?;
            return Ok(Judge {
                binary,
                scratch,
                runs: AtomicUsize::new(0),
                paste_lines,
                cached: false,
            });
        };
        let entry = cache.join(key(&program, &flags, rustc_version()));
        let binary = entry.join(executable());
        // The source beside the binary makes a hit certain, not probable.
        let valid = || {
            fs::read_to_string(entry.join(SOURCE)).is_ok_and(|source| source == program)
                && binary.exists()
        };
        if valid() {
            return Ok(Judge {
                binary,
                scratch,
                runs: AtomicUsize::new(0),
                paste_lines,
                cached: true,
            });
        }
        // Built apart, then renamed into place whole: a test running beside
        // this one never sees half a binary, and a valid entry is never
        // removed (another test may be running it).
        fs::create_dir_all(cache)?;
        let building = tempfile::Builder::new().prefix("building-").tempdir_in(cache)?;
        build(&program, &flags, building.path())?;
        if fs::rename(building.path(), &entry).is_err() && !valid() {
            // A stale entry of the same name, from a run stopped halfway.
            fs::remove_dir_all(&entry)?;
            fs::rename(building.path(), &entry)?;
        }
        Ok(Judge { binary, scratch, runs: AtomicUsize::new(0), paste_lines, cached: false })
    }

    /// Whether the binary came from the cache, not from `rustc` just now.
    #[must_use]
    pub fn cached(&self) -> bool {
        self.cached
    }
}

/// `rustc`'s flags for `edition`, optimised as LeetCode compiles.
fn flags(edition: Edition, strict: bool) -> Vec<String> {
    let lints = if strict { ["-D", "warnings"] } else { ["--cap-lints", "allow"] };
    let mut flags = vec!["--edition".to_owned(), edition.to_string()];
    flags.extend(["--crate-type", "bin", "-O"].map(str::to_owned));
    flags.extend(lints.map(str::to_owned));
    flags
}

/// The cache entry's name: a digest of all that makes the binary.
fn key(program: &str, flags: &[String], compiler: &str) -> String {
    let mut hasher = DefaultHasher::new();
    (program, flags, compiler, rustc()).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

fn executable() -> String {
    format!("solution{}", env::consts::EXE_SUFFIX)
}

/// Compiles `program` with `flags` in `dir`: the binary's path.
fn build(program: &str, flags: &[String], dir: &Path) -> Result<PathBuf, CompileError> {
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

#[cfg(test)]
mod tests {
    use super::{flags, key};
    use crate::judge::Edition;

    #[test]
    fn the_key_changes_with_everything_that_makes_the_binary() {
        let flags_2021 = flags(Edition::E2021, true);
        let base = key("fn main() {}", &flags_2021, "rustc 1.95.0");
        assert_eq!(base, key("fn main() {}", &flags_2021, "rustc 1.95.0"));
        for other in [
            key("fn main() { }", &flags_2021, "rustc 1.95.0"),
            key("fn main() {}", &flags(Edition::E2024, true), "rustc 1.95.0"),
            key("fn main() {}", &flags(Edition::E2021, false), "rustc 1.95.0"),
            key("fn main() {}", &flags_2021, "rustc 1.79.0"),
        ] {
            assert_ne!(base, other);
        }
    }
}
