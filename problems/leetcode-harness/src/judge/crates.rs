//! The crates LeetCode offers beside std, for a paste that names one: built
//! once with Cargo, for the judge's compiler, into a folder that later
//! judges reuse offline; a paste that names none never waits for them.
//!
//! The folder is `LEETCODE_CRATES` if set, else `target/leetcode-crates` in
//! this workspace, with one subfolder per compiler (an `rlib` is read only
//! by the compiler that wrote it).

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::{env, fmt, fs, io};

use super::environment::LEETCODE;
use super::{rustc, rustc_version};

/// The file of a built folder that lists each crate's `rlib`, one
/// `name=path` a line: written last, so that its presence means a whole
/// build.
const EXTERNS: &str = "externs";

/// The file whose lock a build holds.
const LOCK: &str = "lock";

/// The offered crates, built: what `rustc` needs to link them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Built {
    /// Each crate's name and `rlib`.
    externs: Vec<(String, PathBuf)>,
    /// The folder of their own dependencies.
    deps: PathBuf,
}

impl Built {
    /// `rustc`'s flags to link them: `--extern` each, `-L` their dependencies.
    pub(super) fn flags(&self) -> Vec<String> {
        let mut flags: Vec<String> = self
            .externs
            .iter()
            .flat_map(|(name, rlib)| ["--extern".to_owned(), format!("{name}={}", rlib.display())])
            .collect();
        flags.extend(["-L".to_owned(), format!("dependency={}", self.deps.display())]);
        flags
    }
}

/// Why the offered crates could not be had.
#[derive(Debug)]
pub struct Unavailable {
    /// The offered crates the paste names.
    pub named: Vec<&'static str>,
    /// What went wrong: Cargo's own words, or the error.
    pub why: String,
}

impl fmt::Display for Unavailable {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let named: Vec<String> = self.named.iter().map(|name| format!("`{name}`")).collect();
        write!(
            f,
            "this paste uses {}, which LeetCode offers ({}). The judge builds those crates \
             with Cargo the first time a paste needs them, from crates.io, and could not:\n{}\n\
             Run `check` again where crates.io can be reached (once: later judges work \
             offline), or set LEETCODE_CRATES to a folder where they were built.",
            named.join(" and "),
            LEETCODE.crate_list(crate::text::Lang::English),
            self.why.trim_end()
        )
    }
}

/// The offered crates that `paste` names as a word (`rand::`, `use regex`):
/// a paste that names none is compiled without them.
pub(super) fn named_in(paste: &str) -> Vec<&'static str> {
    let words: Vec<&str> = paste
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    LEETCODE.crates.iter().map(|offered| offered.name).filter(|name| words.contains(name)).collect()
}

/// The offered crates built for the judge's compiler, from the folder of an
/// earlier build, or built into it now. Judges that need them at once build
/// them one at a time: the others wait for the folder's lock, then read
/// that build. (Each writing the manifest, one judge's Cargo once read
/// another's half-written.)
pub(super) fn built(named: Vec<&'static str>) -> Result<Built, Unavailable> {
    let dir = folder();
    if let Some(built) = read(&dir) {
        return Ok(built);
    }
    let unavailable = |why| Unavailable { named: named.clone(), why };
    let _lock = lock(&dir).map_err(|error| unavailable(format!("{}: {error}", dir.display())))?;
    match read(&dir) {
        Some(built) => Ok(built),
        None => build(&dir).map_err(unavailable),
    }
}

/// The folder's lock, held until the file is dropped.
fn lock(dir: &Path) -> io::Result<fs::File> {
    fs::create_dir_all(dir)?;
    let file =
        fs::OpenOptions::new().create(true).truncate(false).write(true).open(dir.join(LOCK))?;
    file.lock()?;
    Ok(file)
}

/// This compiler's folder: a digest of its path and version.
fn folder() -> PathBuf {
    let root = env::var_os("LEETCODE_CRATES").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/leetcode-crates"),
        PathBuf::from,
    );
    let mut hasher = DefaultHasher::new();
    (rustc(), rustc_version(), LEETCODE.crates).hash(&mut hasher);
    root.join(format!("{:016x}", hasher.finish()))
}

/// The build recorded in `dir`, if whole and still there.
fn read(dir: &Path) -> Option<Built> {
    let listed = fs::read_to_string(dir.join(EXTERNS)).ok()?;
    let externs: Vec<(String, PathBuf)> = listed
        .lines()
        .filter_map(|line| line.split_once('='))
        .map(|(name, rlib)| (name.to_owned(), PathBuf::from(rlib)))
        .collect();
    let whole =
        externs.len() == LEETCODE.crates.len() && externs.iter().all(|(_, rlib)| rlib.exists());
    whole.then(|| Built { externs, deps: dir.join("target/release/deps") })
}

/// A package that depends on every offered crate, built with Cargo for the
/// judge's compiler at LeetCode's optimisation level; a standalone
/// workspace, so that no enclosing one claims it.
fn build(dir: &Path) -> Result<Built, String> {
    let failed = |error: io::Error| format!("{}: {error}", dir.display());
    fs::create_dir_all(dir.join("src")).map_err(failed)?;
    let dependencies: Vec<String> = LEETCODE
        .crates
        .iter()
        .map(|offered| format!("{} = \"{}\"", offered.name, offered.version))
        .collect();
    let manifest = format!(
        "[package]\nname = \"leetcode-crates\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\
         publish = false\n\n[dependencies]\n{}\n\n\
         [profile.release]\nopt-level = {}\n\n[workspace]\nresolver = \"3\"\n",
        dependencies.join("\n"),
        LEETCODE.opt_level
    );
    fs::write(dir.join("Cargo.toml"), manifest).map_err(failed)?;
    fs::write(dir.join("src/lib.rs"), "").map_err(failed)?;
    let cargo = env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(&cargo)
        .args(["build", "--release", "--quiet", "--message-format=json"])
        .current_dir(dir)
        .env("RUSTC", rustc())
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env_remove("RUSTFLAGS")
        .stdin(Stdio::null())
        .output()
        .map_err(|error| format!("could not run `{}`: {error}", cargo.to_string_lossy()))?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    let externs = artifacts(&String::from_utf8_lossy(&output.stdout));
    let listed: Vec<String> =
        externs.iter().map(|(name, rlib)| format!("{name}={}", rlib.display())).collect();
    // Written apart, then renamed: a judge beside this one reads it whole.
    let partial = dir.join(format!("{EXTERNS}.{}", std::process::id()));
    fs::write(&partial, listed.join("\n"))
        .and_then(|()| fs::rename(&partial, dir.join(EXTERNS)))
        .map_err(failed)?;
    read(dir).ok_or_else(|| format!("Cargo built no `rlib` for some of the crates: {externs:?}"))
}

/// Each offered crate's `rlib`, from Cargo's JSON messages.
fn artifacts(messages: &str) -> Vec<(String, PathBuf)> {
    let mut externs = Vec::new();
    for message in
        messages.lines().filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
    {
        let name = message["target"]["name"].as_str().unwrap_or_default();
        if message["reason"] != "compiler-artifact"
            || !LEETCODE.crates.iter().any(|offered| offered.name == name)
        {
            continue;
        }
        let rlib = message["filenames"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(serde_json::Value::as_str)
            .find(|file| Path::new(file).extension().is_some_and(|extension| extension == "rlib"));
        if let Some(rlib) = rlib {
            externs.push((name.to_owned(), PathBuf::from(rlib)));
        }
    }
    externs
}

#[cfg(test)]
mod tests {
    use super::named_in;

    #[test]
    fn a_crate_is_named_by_a_whole_word() {
        assert_eq!(
            named_in("use itertools::Itertools;\nlet r = rand::random::<u8>();"),
            ["rand", "itertools"]
        );
        assert!(named_in("let operand = 1; // regexes").is_empty());
    }
}
