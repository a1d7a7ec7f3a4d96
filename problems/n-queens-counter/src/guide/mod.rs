//! The guide's generated tables: `count-vs-bitmask`, the engines against
//! problem 52's `bitmask` approach, the yardstick of every table, measured
//! by `docs --timings`; `records`, the current record against Kluev's
//! counter, from the records file (the `records` module); `whole-counts`,
//! the counts finished with a journal, from their journals and records (the
//! `whole_counts` module); and `parts`, a count timed whole and in parts
//! (the `part_times` module). The `docs` command writes them into
//! `README.md` and `README.zh-CN.md`, and the picture of the join,
//! `pictures/join-6.svg` and `join-6.zh-CN.svg` (the `join_picture`
//! module); a test checks that they are current, so a commit of a journal,
//! a record or the picture's code brings its table or picture along.

mod join_picture;
mod part_times;
mod records;
mod whole_counts;

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

use leetcode_harness::Problem;
use leetcode_harness::cli::{self, Outcome};
use leetcode_harness::docs::{Guides, Stale};
use leetcode_harness::measure::{best_time, timed};
use leetcode_harness::stamp::{Dated, stamped};
use leetcode_harness::text::{Lang, Text};
use n_queens_ii::NQueensII;

use crate::counter::Counter;
use crate::engine::Engine;
use crate::oeis::A000170;
use crate::x86_64_levels::Level;

/// The region the engines are timed in.
const TIMED: &str = "count-vs-bitmask";

/// The region of the records, made from the records file, never timed.
const RECORDS: &str = "records";

/// The region of the counts finished with a journal, from their records.
const WHOLE_COUNTS: &str = "whole-counts";

/// The region of a count timed whole and in parts, from its records.
const PARTS: &str = "parts";

/// The guides of this crate.
fn guides(timings: bool, check: bool) -> Guides<'static> {
    Guides { dir: Path::new(env!("CARGO_MANIFEST_DIR")), timed: &is_timed, timings, check }
}

/// Whether a region holds times that `docs --timings` measures.
fn is_timed(region: &str) -> bool {
    region == TIMED
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
        &mut |name, measure| match name {
            TIMED => Ok(count_vs_bitmask(measure)),
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

/// The region `count-vs-bitmask`: `bitmask` and the fast counter's engines
/// side by side at n = 14 to 16, each the best of 3 runs, dated; without
/// `measure`, the sizes and answers alone.
#[must_use]
fn count_vs_bitmask(measure: bool) -> Text {
    let bitmask = NQueensII::yardstick();
    let mut rows = String::new();
    for (n, &answer) in A000170.iter().enumerate().take(17).skip(14) {
        if !measure {
            writeln!(rows, "| {n} | {answer} |").expect("a String");
            continue;
        }
        let best = |f: &dyn Fn() -> u64| best_time(3, || timed(|| assert_eq!(f(), answer)).0);
        let size = i32::try_from(n).expect("a small n");
        let plain = best(&|| u64::try_from((bitmask.solve)(size)).expect("a count"));
        let one = |engine| best(&|| Counter::new(n).engine(engine).threads(1).run().total);
        let (symmetry, join) = (one(Engine::Symmetry), one(Engine::Join));
        let every = best(&|| Counter::new(n).run().total);
        let ratio = |time: Duration| format!("{:.3}", time.as_secs_f64() / plain.as_secs_f64());
        let (r1, r2) = (ratio(symmetry), ratio(join));
        writeln!(
            rows,
            "| {n} | {answer} | {plain:.2?} | {symmetry:.2?} | {join:.2?} | {every:.2?} | {r1} | {r2} |"
        )
        .expect("a String");
    }
    // The level the counter ran, which `N_QUEENS_LEVEL` may cap below the CPU's.
    let dated = measure.then(|| {
        // Only x86-64 has the levels: elsewhere the stamp names none.
        let level = cfg!(target_arch = "x86_64").then(|| Level::running().label());
        Dated::now("Each the best of 3 runs", "各取 3 次中最快的一次", level)
    });
    stamped(dated, |lang| {
        let mut text = String::new();
        text.push_str(lang.pick(
            "| n | answer | `bitmask` | symmetry, 1 thread | join, 1 thread | auto, every core | symmetry / `bitmask` | join / `bitmask` |\n",
            "| n | 答案 | `bitmask` | 对称搜索，1 个线程 | 拼接，1 个线程 | `auto`，全部核心 | 对称搜索 / `bitmask` | 拼接 / `bitmask` |\n",
        ));
        text.push_str("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        text.push_str(&rows);
        text
    })
}
