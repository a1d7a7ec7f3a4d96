//! Which `rustc` judges: the one asked for, else LeetCode's release if
//! rustup has it, else the one on the path. Chosen once per process.

use std::env;
use std::process::Command;
use std::sync::OnceLock;

use super::environment::LEETCODE;

/// How the judge's compiler was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// `LEETCODE_RUSTC` names it (an old toolchain's, say, to check a paste
    /// text against an older LeetCode).
    Asked,
    /// rustup's toolchain of LeetCode's release ([`LEETCODE`]).
    LeetCodes,
    /// Neither: `$RUSTC`, else `rustc` on the path, whatever its release.
    Default,
}

/// The compiler, and how it was chosen.
fn compiler() -> &'static (String, Chosen) {
    static COMPILER: OnceLock<(String, Chosen)> = OnceLock::new();
    COMPILER.get_or_init(|| {
        if let Ok(asked) = env::var("LEETCODE_RUSTC") {
            return (asked, Chosen::Asked);
        }
        if let Some(leetcodes) = rustup_toolchain(LEETCODE.rust) {
            return (leetcodes, Chosen::LeetCodes);
        }
        (env::var("RUSTC").unwrap_or_else(|_| "rustc".to_owned()), Chosen::Default)
    })
}

/// rustup's `rustc` of the toolchain `release`, if it is installed (`rustup
/// which` finds it, and does not install it).
fn rustup_toolchain(release: &str) -> Option<String> {
    let output = Command::new("rustup").args(["which", "--toolchain", release, "rustc"]).output();
    let output = output.ok().filter(|output| output.status.success())?;
    let path = String::from_utf8(output.stdout).ok()?.trim().to_owned();
    (!path.is_empty()).then_some(path)
}

/// The compiler the judge runs: `LEETCODE_RUSTC`, else rustup's toolchain of
/// LeetCode's release if installed, else `$RUSTC`, else `rustc`.
#[must_use]
pub fn rustc() -> String {
    compiler().0.clone()
}

/// How [`rustc`] was chosen.
#[must_use]
pub fn chosen() -> Chosen {
    compiler().1
}

/// What `rustc -vV` prints for [`rustc`]: part of every cache key, so that
/// another toolchain compiles anew. Asked once per process.
pub(super) fn rustc_version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        Command::new(rustc())
            .arg("-vV")
            .output()
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default()
    })
}

/// The release of [`rustc`], e.g. `rustc 1.95.0 (59807616e 2026-04-14)`:
/// the first line of `rustc -vV`.
#[must_use]
pub fn rustc_release() -> Option<&'static str> {
    rustc_version().lines().next().filter(|line| !line.is_empty())
}
