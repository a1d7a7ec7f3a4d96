//! Whole-output snapshots of the commands, kept as cargo and clap keep
//! theirs: a file under the problem's `tests/snapshots/` shows a command,
//! its exit code and all it wrote. In a file, `[..]` stands for what varies
//! inside a line (a time, the system's wording of an error) and a line `...`
//! for lines that vary (rustc's own messages), so that the files hold on any
//! system and compiler.
//!
//! After a message changes on purpose, one command rewrites the files and
//! `git diff` is the review (the wildcards stay where they still match):
//!
//! ```text
//! SNAPSHOTS=overwrite cargo test --workspace --test approaches cli::
//! ```

use std::path::Path;
use std::process::Output;

use libtest_mimic::Failed;
use snapbox::{Assert, Data};

use super::text;
use crate::Problem;

/// A command as a snapshot shows it: the command line (`binary` by its
/// name alone, `args` as shown), its exit code, then each stream whole.
pub(super) fn transcript(binary: &str, args: &[&str], output: &Output) -> String {
    let name = Path::new(binary)
        .file_stem()
        .map_or_else(|| binary.to_owned(), |stem| stem.to_string_lossy().into_owned());
    let code = output.status.code().map_or_else(|| "none".to_owned(), |code| code.to_string());
    let (stdout, stderr) = (text(&output.stdout), text(&output.stderr));
    format!("$ {name} {}\nexit: {code}\n--- stdout\n{stdout}--- stderr\n{stderr}", args.join(" "))
}

/// `actual` matches the problem's snapshot `name` (a path under
/// `tests/snapshots/`, without `.txt`), or, with `SNAPSHOTS=overwrite`,
/// replaces it. A missing file is a failure that names it.
pub(super) fn matches<P: Problem>(name: &str, actual: String) -> Result<(), Failed> {
    let file = Path::new(P::CRATE_DIR).join("tests/snapshots").join(format!("{name}.txt"));
    let expected = Data::read_from(&file, None);
    Assert::new()
        .action_env(snapbox::assert::DEFAULT_ACTION_ENV)
        .try_eq(Some(&file.display()), Data::text(actual), expected)
        .map_err(|error| error.to_string().into())
}
