//! A paste text compiled alone, or found compiled in the cache.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

use tempfile::TempDir;

use super::cache::{Found, from_cache};
use super::compiler::{CompileError, build, executable, flags};
use super::{Edition, crates, program};
use crate::Problem;

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
