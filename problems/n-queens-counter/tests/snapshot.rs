//! Whole-output snapshots of the `count` command, kept as the study crates
//! keep theirs (the harness's `trials::snapshot`): a file under
//! `tests/snapshots/` shows a command, its exit code and all it wrote. In a
//! file, `[..]` stands for what varies inside a line (a time, a date, the
//! system's wording of an error) and a line `...` for lines that vary.
//!
//! After a message changes on purpose, one command rewrites the files and
//! `git diff` is the review (the wildcards stay where they still match):
//!
//! ```text
//! SNAPSHOTS=overwrite cargo test -p n-queens-counter --test main
//! ```

use std::path::Path;
use std::process::Output;

use snapbox::{Assert, Data};

/// The command `line` as a snapshot shows it: the line, its exit code, then
/// each stream whole.
fn transcript(line: &str, output: &Output) -> String {
    let code = output.status.code().map_or_else(|| "none".to_owned(), |code| code.to_string());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    format!("$ {line}\nexit: {code}\n--- stdout\n{stdout}--- stderr\n{stderr}")
}

/// What `n-queens-counter ARGS` wrote, `output`, matches the snapshot `name`
/// (a path under `tests/snapshots/`, without `.txt`), or, with
/// `SNAPSHOTS=overwrite`, replaces it. `env` shows the variables the
/// command ran with, before it.
#[track_caller]
pub fn assert_snapshot(name: &str, env: &str, args: &[&str], output: &Output) {
    let line = format!(
        "{env}{}n-queens-counter {}",
        if env.is_empty() { "" } else { " " },
        args.join(" ")
    );
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/snapshots/{name}.txt"));
    let expected = Data::read_from(&file, None);
    let compared = Assert::new().action_env(snapbox::assert::DEFAULT_ACTION_ENV).try_eq(
        Some(&file.display()),
        Data::text(transcript(&line, output)),
        expected,
    );
    if let Err(error) = compared {
        panic!("{error}");
    }
}
