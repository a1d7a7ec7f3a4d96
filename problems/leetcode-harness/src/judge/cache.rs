//! Compiled pastes kept between runs of the judge: an entry per program,
//! flags and compiler, filled whole or passed over, never removed while it
//! may be running.

use std::fs;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::time::Duration;

use tempfile::TempDir;

use super::compiler::{CompileError, SOURCE, build, executable};
use super::{rustc, rustc_version};

/// Where [`from_cache`] found the program's binary.
pub(super) enum Found {
    /// In a cache entry: taken from it (`cached`), or built into it now.
    Entry { binary: PathBuf, cached: bool },
    /// Every slot was stale: built apart, in this folder.
    Apart(TempDir),
}

/// The binary of `program` compiled with `flags`, from the cache folder
/// `cache`: an entry compiled before from the same program, flags and
/// compiler, or one built now into a free slot.
pub(super) fn from_cache(
    cache: &Path,
    program: &str,
    flags: &[String],
) -> Result<Found, CompileError> {
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

#[cfg(test)]
mod tests {
    use super::key;
    use crate::judge::Edition;
    use crate::judge::compiler::flags;

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
