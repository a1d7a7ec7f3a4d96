//! `count --status` as a user meets it: what a whole, a partial, an old or
//! a part's journal holds, a missing, foreign or altered one refused, and a
//! journal made under `auto` read without `--threads`; each output whole
//! against its snapshot `status/<name>`.

use std::fs;
use std::path::Path;

use pretty_assertions::assert_eq;

use super::cli::run_in;
use super::snapshot::assert_snapshot;

/// Makes the journal of `count 11 --engine join` on one thread,
/// `count.journal` in `dir`: its lines.
fn journal_of_11(dir: &Path) -> Vec<String> {
    let made = run_in(
        dir,
        &["count", "11", "--engine", "join", "--threads", "1", "--journal", "count.journal"],
    );
    assert_eq!(made.status.code(), Some(0), "{}", String::from_utf8_lossy(&made.stderr));
    let text = fs::read_to_string(dir.join("count.journal")).expect("the journal");
    text.lines().map(|line| format!("{line}\n")).collect()
}

/// `--status` of `count N --engine join` on `count.journal` in `dir`,
/// matched against the snapshot `status/NAME`.
#[track_caller]
fn status_matches(dir: &Path, n: &str, name: &str) {
    let args = ["count", n, "--engine", "join", "--journal", "count.journal", "--status"];
    assert_snapshot(&format!("status/{name}"), "", &args, &run_in(dir, &args));
}

/// `--status` reads a whole journal without counting: its units, the date
/// of the last (from its line, and not in the future), their share of
/// OEIS's total, their time, and nothing left.
#[test]
fn status_tells_what_a_whole_journal_holds() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    journal_of_11(dir.path());
    status_matches(dir.path(), "11", "whole");
    let args = ["count", "11", "--engine", "join", "--journal", "count.journal", "--status"];
    let said = String::from_utf8_lossy(&run_in(dir.path(), &args).stdout).into_owned();
    let written = said.lines().find_map(|line| line.strip_prefix("last unit written: "));
    let date = humantime::parse_rfc3339(written.expect("a date")).expect("a date");
    assert!(date <= std::time::SystemTime::now(), "{said}");
}

/// Of a journal that holds some units, `--status` tells what is left, at
/// the pace of the units done; a journal written before units recorded
/// their time and date is still read.
#[test]
fn status_tells_what_a_partial_or_an_old_journal_holds() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let lines = journal_of_11(dir.path());
    let journal = dir.path().join("count.journal");
    fs::write(&journal, lines[..=40].concat()).expect("writes");
    status_matches(dir.path(), "11", "partial");
    let timeless: String = lines
        .iter()
        .map(|line| match line.find(",\"cpu_s\"").or_else(|| line.find(",\"wall_s\"")) {
            Some(at) => format!("{}}}\n", &line[..at]),
            None => line.clone(),
        })
        .collect();
    assert_ne!(timeless, lines.concat(), "units record their time");
    fs::write(&journal, &timeless).expect("writes");
    status_matches(dir.path(), "11", "timeless");
}

/// A missing, foreign or altered journal is refused with a message (exit
/// 2), and nothing is written.
#[test]
fn status_refuses_a_missing_foreign_or_altered_journal() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    status_matches(dir.path(), "11", "missing");
    assert!(!dir.path().join("count.journal").exists(), "--status creates no journal");
    let lines = journal_of_11(dir.path());
    status_matches(dir.path(), "12", "foreign");
    let altered = lines.concat().replacen("\"total\":", "\"total\":1", 1);
    fs::write(dir.path().join("count.journal"), altered).expect("writes");
    status_matches(dir.path(), "11", "altered");
}

/// Under `auto`, `--status` takes the engine the journal names, if `auto`
/// takes it for the size on one thread or on more: the journal of either
/// is read without `--threads`.
#[test]
fn status_under_auto_reads_the_engine_from_the_journal() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (threads, name) in [("1", "auto_on_one_thread"), ("2", "auto_on_two_threads")] {
        let count = ["count", "10", "--threads", threads, "--journal", name];
        assert_eq!(run_in(dir.path(), &count).status.code(), Some(0));
        let args = ["count", "10", "--journal", name, "--status"];
        assert_snapshot(&format!("status/{name}"), "", &args, &run_in(dir.path(), &args));
    }
}

/// Of a part's journal, `--status` counts the part's own units: a finished
/// part is done, and one halfway says how many of its units it holds. (One
/// thread writes the journal, so that its first lines are the same units
/// every time: threads write their units as they finish them.)
#[test]
fn status_of_a_part_counts_its_own_units() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let count = ["count", "11", "--engine", "join", "--part", "1/4", "--journal", "part.journal"];
    let made = run_in(dir.path(), &[&count[..], &["--threads", "1"]].concat());
    assert_eq!(made.status.code(), Some(0), "{}", String::from_utf8_lossy(&made.stderr));
    let mut args = count.to_vec();
    args.push("--status");
    assert_snapshot("status/part_done", "", &args, &run_in(dir.path(), &args));
    let journal = dir.path().join("part.journal");
    let text = fs::read_to_string(&journal).expect("the journal");
    let lines: Vec<&str> = text.lines().take(11).collect();
    fs::write(&journal, lines.join("\n") + "\n").expect("writes");
    assert_snapshot("status/part_halfway", "", &args, &run_in(dir.path(), &args));
}
