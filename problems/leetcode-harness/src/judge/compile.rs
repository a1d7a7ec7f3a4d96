//! A paste text compiled alone, or found compiled in the cache.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;
use std::{env, error, fmt, fs, io};

use tempfile::TempDir;

use super::crates::{self, Unavailable};
use super::{Edition, program, rustc, rustc_version};
use crate::Problem;

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
    /// Compiles `paste` as LeetCode does, optimised, under `edition`, with
    /// the crates LeetCode offers if it names one of them; rustc's
    /// deny-by-default lints are errors, as there, and warnings are quiet, or
    /// with `strict` errors too (the project's own paste texts must have
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
        let named = crates::named_in(paste);
        let linked = if named.is_empty() {
            None
        } else {
            Some(crates::built(named).map_err(CompileError::CratesUnavailable)?)
        };
        let flags = flags(edition, strict, linked.as_ref());
        let (binary, scratch, cached) = match cache {
            None => (build(&program, &flags, scratch.path())?, scratch, false),
            Some(cache) => match from_cache(cache, &program, &flags)? {
                Found::Entry { binary, cached } => (binary, scratch, cached),
                // Its folder holds the binary: it is the judge's scratch.
                Found::Apart(built) => (built.path().join(executable()), built, false),
            },
        };
        let (runs, paste_lines) = (AtomicUsize::new(0), paste.lines().count());
        Ok(Judge { binary, scratch, runs, paste_lines, cached })
    }

    /// Whether the binary came from the cache, not from `rustc` just now.
    #[must_use]
    pub fn cached(&self) -> bool {
        self.cached
    }
}

/// Where [`from_cache`] found the program's binary.
enum Found {
    /// In a cache entry: taken from it (`cached`), or built into it now.
    Entry { binary: PathBuf, cached: bool },
    /// Every slot was stale: built apart, in this folder.
    Apart(TempDir),
}

/// The binary of `program` compiled with `flags`, from the cache folder
/// `cache`: an entry compiled before from the same program, flags and
/// compiler, or one built now into a free slot.
fn from_cache(cache: &Path, program: &str, flags: &[String]) -> Result<Found, CompileError> {
    let stamp = stamp(flags);
    let key = key(program, &stamp);
    fs::create_dir_all(cache)?;
    let entry_of = |entry: &Path, cached| {
        used(entry);
        Found::Entry { binary: entry.join(executable()), cached }
    };
    // Built apart, then renamed into a free slot whole: a test running
    // beside this one never sees half a binary, and no entry is ever
    // removed while it may be running (a stale one is passed over).
    let mut building: Option<TempDir> = None;
    for slot in 0..SLOTS {
        let entry = cache.join(format!("{key}-{slot}"));
        if valid(&entry, program, &stamp) {
            return Ok(entry_of(&entry, true));
        }
        if entry.exists() {
            // Stale: a run stopped halfway, or a digest shared by chance.
            continue;
        }
        let built = match building.take() {
            Some(built) => built,
            None => build_apart(cache, program, flags, &stamp)?,
        };
        match fs::rename(built.path(), &entry) {
            Ok(()) => {
                // The folder is the entry now: nothing for `TempDir` to remove.
                let _ = built.keep();
                sweep(cache);
                return Ok(entry_of(&entry, false));
            }
            // Another process filled the slot first: take its entry, or
            // the next slot.
            Err(_) if entry.exists() => building = Some(built),
            Err(error) => return Err(error.into()),
        }
        if valid(&entry, program, &stamp) {
            return Ok(entry_of(&entry, false));
        }
    }
    // Every slot stale: judge without the cache.
    let built = match building {
        Some(built) => built,
        None => build_apart(cache, program, flags, &stamp)?,
    };
    Ok(Found::Apart(built))
}

/// `rustc`'s flags for `edition`, optimised as LeetCode compiles, linking
/// the offered crates if `linked`. Warnings are allowed (or, `strict`,
/// errors); the lints that deny by default still deny, as on LeetCode.
fn flags(edition: Edition, strict: bool, linked: Option<&crates::Built>) -> Vec<String> {
    let lints = if strict { ["-D", "warnings"] } else { ["-A", "warnings"] };
    let mut flags = vec!["--edition".to_owned(), edition.to_string()];
    flags.extend(["--crate-type", "bin", "-C"].map(str::to_owned));
    flags.push(format!("opt-level={}", super::environment::LEETCODE.opt_level));
    flags.extend(lints.map(str::to_owned));
    flags.extend(linked.map(crates::Built::flags).unwrap_or_default());
    flags
}

/// The entries one program, edition, flags and compiler may have in the
/// cache: more than one, so that a stale entry can be passed over.
const SLOTS: usize = 4;

/// An entry unused for longer than this is removed when a new one is made
/// (no test runs for a week: none can be running it).
const UNUSED_FOR: Duration = Duration::from_secs(7 * 24 * 60 * 60);

/// The file of an entry that holds its stamp.
const STAMP: &str = "stamp";

/// The file of an entry whose modification time says when it was last used.
const USED: &str = "used";

/// What goes into the binary beside the program: the flags, and the
/// compiler's path and version.
fn stamp(flags: &[String]) -> String {
    format!("{}\n{}\n{}", flags.join(" "), rustc(), rustc_version())
}

/// The cache entry's name: a digest of all that makes the binary.
fn key(program: &str, stamp: &str) -> String {
    let mut hasher = DefaultHasher::new();
    (program, stamp).hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}

/// The program and the stamp beside the binary make a hit certain, not
/// probable.
fn valid(entry: &Path, program: &str, stamp: &str) -> bool {
    let holds =
        |file: &str, text: &str| fs::read_to_string(entry.join(file)).is_ok_and(|t| t == text);
    holds(SOURCE, program) && holds(STAMP, stamp) && entry.join(executable()).exists()
}

/// Compiles `program` in a new folder of `cache`, with its stamp beside it.
fn build_apart(
    cache: &Path,
    program: &str,
    flags: &[String],
    stamp: &str,
) -> Result<TempDir, CompileError> {
    let dir = tempfile::Builder::new().prefix("building-").tempdir_in(cache)?;
    build(program, flags, dir.path())?;
    fs::write(dir.path().join(STAMP), stamp)?;
    Ok(dir)
}

/// Marks `entry` as used now.
fn used(entry: &Path) {
    let _ = fs::write(entry.join(USED), "");
}

/// Removes the entries of `cache` unused for [`UNUSED_FOR`], and the
/// folders of builds stopped halfway as long ago.
fn sweep(cache: &Path) {
    let Ok(entries) = fs::read_dir(cache) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let last = fs::metadata(path.join(USED)).or_else(|_| fs::metadata(&path));
        let age = last.and_then(|meta| meta.modified()).ok().and_then(|time| time.elapsed().ok());
        if age.is_some_and(|age| age > UNUSED_FOR) {
            let _ = fs::remove_dir_all(&path);
        }
    }
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

    /// A stamp as `stamp` writes it, for a given compiler's version.
    fn stamp(flags: &[String], version: &str) -> String {
        format!("{}\nrustc\n{version}", flags.join(" "))
    }

    #[test]
    fn the_key_changes_with_everything_that_makes_the_binary() {
        let flags_2021 = flags(Edition::E2021, true, None);
        let base = key("fn main() {}", &stamp(&flags_2021, "rustc 1.95.0"));
        assert_eq!(base, key("fn main() {}", &stamp(&flags_2021, "rustc 1.95.0")));
        for other in [
            key("fn main() { }", &stamp(&flags_2021, "rustc 1.95.0")),
            key("fn main() {}", &stamp(&flags(Edition::E2024, true, None), "rustc 1.95.0")),
            key("fn main() {}", &stamp(&flags(Edition::E2021, false, None), "rustc 1.95.0")),
            key("fn main() {}", &stamp(&flags_2021, "rustc 1.79.0")),
        ] {
            assert_ne!(base, other);
        }
    }
}
