//! The guide's generated tables: `records`, the current record against
//! Kluev's counter, from the records file (the `records` module);
//! `whole-counts`, the counts finished with a journal, from their journals
//! and records (the `whole_counts` module); and `parts`, a count timed whole
//! and in parts (the `part_times` module). None is timed by `docs` itself
//! (the table the engines were timed in against `bitmask` by `docs
//! --timings` moved to HISTORY.md on 2026-12-06). The `docs` command writes
//! them into `README.md` and `README.zh-CN.md`, and the picture of the join,
//! `pictures/join-6.svg` and `join-6.zh-CN.svg` (the `join_picture`
//! module); a test checks that they are current, so a commit of a journal,
//! a record or the picture's code brings its table or picture along.

mod join_picture;
mod part_times;
mod records;
mod whole_counts;

use std::io::Write;
use std::path::Path;

use leetcode_harness::cli::{self, Outcome};
use leetcode_harness::docs::{Guides, Stale};
use leetcode_harness::text::Lang;

/// The region of the records, made from the records file, never timed.
const RECORDS: &str = "records";

/// The region of the counts finished with a journal, from their records.
const WHOLE_COUNTS: &str = "whole-counts";

/// The region of a count timed whole and in parts, from its records.
const PARTS: &str = "parts";

/// The guides of this crate.
fn guides(timings: bool, check: bool) -> Guides<'static> {
    Guides { dir: Path::new(env!("CARGO_MANIFEST_DIR")), timed: &|_| false, timings, check }
}

/// Brings the guides' regions up to date (with `timings`, measured anew;
/// with `check`, only compared): the `docs` command, as every crate of the
/// workspace has it.
///
/// # Errors
///
/// As [`cli::docs`].
pub fn docs(timings: bool, check: bool, out: &mut dyn Write) -> Outcome {
    cli::docs(env!("CARGO_PKG_NAME"), timings, check, || stale(timings, check, out))
}

/// What of the guides is stale (with `check`, nothing is written).
///
/// # Errors
///
/// If a guide cannot be read or written.
pub fn stale(timings: bool, check: bool, out: &mut dyn Write) -> std::io::Result<Vec<Stale>> {
    let mut stale = guides(timings, check).rewrite(
        &mut |name, _| match name {
            RECORDS => records::table(),
            WHOLE_COUNTS => whole_counts::table(),
            PARTS => part_times::table(),
            _ => Err(std::io::Error::other(format!("no generator for the region `{name}`"))),
        },
        out,
    )?;
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("pictures");
    for lang in [Lang::English, Lang::Chinese] {
        let file = dir.join(lang.pick("join-6.svg", "join-6.zh-CN.svg"));
        let svg = join_picture::picture(lang);
        if std::fs::read_to_string(&file).ok().as_deref() == Some(svg.as_str()) {
            continue;
        }
        stale.push(Stale { file: file.clone(), what: "picture".to_owned(), needs_timings: false });
        if !check {
            std::fs::create_dir_all(&dir)?;
            std::fs::write(&file, svg)?;
            writeln!(out, "wrote {}", file.display())?;
        }
    }
    Ok(stale)
}
