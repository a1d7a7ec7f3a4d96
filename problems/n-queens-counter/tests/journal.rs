//! The `count` command's journal as a user meets it: a count killed at any
//! moment and run again, a journal of another count or altered, a line cut
//! short.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;
use std::{fs, thread};

use pretty_assertions::assert_eq;

use super::cli::{run, run_in};
use super::snapshot::assert_snapshot;

/// A small random number generator for the moments of the kills, seeded
/// from the clock; the seed is in every message, to run a failure again.
struct Moments(u64);

impl Moments {
    fn new() -> Moments {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        Moments(now.map_or(1, |since| u64::from(since.subsec_nanos())) | 1)
    }

    /// A moment from `0` to `most`.
    fn next(&mut self, most: Duration) -> Duration {
        // xorshift64: plenty for spreading a few kills over a run.
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        most * u32::try_from(self.0 % 1000).expect("under 1000") / 1000
    }
}

/// Runs `count ARGS --journal JOURNAL`, killed outright (SIGKILL) at
/// `kills` random moments and started again each time, then once to the
/// end: what that last run prints, and what it says on stderr.
fn count_killed_and_resumed(
    args: &[&str],
    journal: &Path,
    kills: usize,
    moments: &mut Moments,
) -> (String, String) {
    let seed = moments.0;
    for _ in 0..kills {
        let mut child = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
            .args(args)
            .arg("--journal")
            .arg(journal)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        thread::sleep(moments.next(Duration::from_millis(400)));
        let _ = child.kill();
        child.wait().expect("the count can be waited for");
    }
    let mut all = args.to_vec();
    let journal = journal.to_string_lossy();
    all.extend(["--journal", &journal]);
    let output = run(&all);
    let said = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{args:?}, seed {seed}: {said}");
    (String::from_utf8_lossy(&output.stdout).into_owned(), said.into_owned())
}

/// Whether a run took up a journal that held some of its units, not all.
fn resumed_halfway(said: &str) -> bool {
    let Some(held) = said.split("the journal holds ").nth(1) else { return false };
    let words: Vec<&str> = held.split_whitespace().collect();
    words.len() > 3 && words[0] != words[3]
}

/// A count with a journal, killed at any moment and run again, adds up to
/// OEIS's counts: whole counts on one thread and on two, and parts, whose
/// merge is the whole.
#[test]
fn a_journaled_count_killed_at_random_moments_resumes_to_the_whole() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut moments = Moments::new();
    let seed = moments.0;
    let whole = [
        (["count", "16", "--engine", "join", "--threads", "1"], "14772512", "unique: 1846955"),
        (["count", "15", "--engine", "symmetry", "--threads", "2"], "2279184", "unique: 285053"),
        (["count", "15", "--engine", "join", "--threads", "2"], "2279184", "unique: 285053"),
    ];
    let mut halfway = 0;
    for (index, (args, total, unique)) in whole.iter().enumerate() {
        let journal = dir.path().join(format!("whole-{index}.journal"));
        let (printed, said) = count_killed_and_resumed(args, &journal, 4, &mut moments);
        let lines: Vec<&str> = printed.lines().take(2).collect();
        assert_eq!(lines, [*total, *unique], "{args:?}, seed {seed}");
        halfway += usize::from(resumed_halfway(&said));
    }
    let mut files = Vec::new();
    for part in 0..3 {
        let part = format!("{part}/3");
        let file = dir.path().join(format!("part-{}.json", files.len()));
        let journal = dir.path().join(format!("part-{}.journal", files.len()));
        let file_name = file.to_string_lossy().into_owned();
        let args = ["count", "16", "--engine", "symmetry", "--part", &part, "--output", &file_name];
        let (_, said) = count_killed_and_resumed(&args, &journal, 2, &mut moments);
        halfway += usize::from(resumed_halfway(&said));
        files.push(file_name);
    }
    // The test is of resuming: some run must have been killed halfway.
    assert!(halfway > 0, "no run was killed halfway (seed {seed}): the counts are too quick");
    let mut args = vec!["count", "--merge"];
    args.extend(files.iter().map(String::as_str));
    let merged = run(&args);
    let text = String::from_utf8_lossy(&merged.stdout);
    assert_eq!(
        text.lines().take(2).collect::<Vec<_>>(),
        ["14772512", "unique: 1846955"],
        "seed {seed}"
    );
}

/// A journal of another count, or one altered, is refused with a message
/// (exit 2), never mixed into the count.
#[test]
fn a_journal_of_another_count_or_altered_is_refused() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let journal = dir.path().join("count.journal");
    let journal_name = journal.to_string_lossy().into_owned();
    let made = run(&["count", "11", "--engine", "join", "--journal", &journal_name]);
    assert_eq!(made.status.code(), Some(0));
    for (args, message) in [
        (vec!["count", "12", "--engine", "join"], "the journal of another count (n = 11, join"),
        (vec!["count", "11", "--engine", "symmetry"], "than this one (n = 11, symmetry"),
        (
            vec!["count", "11", "--engine", "join", "--part", "0/2"],
            "than this one (n = 11, join, part 0 of 2",
        ),
    ] {
        let mut all = args.clone();
        all.extend(["--journal", &journal_name]);
        let output = run(&all);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(String::from_utf8_lossy(&output.stderr).contains(message), "{args:?}");
    }
    let text = fs::read_to_string(&journal).expect("the journal");
    let altered = text.replacen("\"total\":", "\"total\":1", 1);
    assert_ne!(altered, text);
    fs::write(&journal, altered).expect("writes");
    let output = run(&["count", "11", "--engine", "join", "--journal", &journal_name]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a journal line of this build"));
}

/// A journal whose last line was cut short (a kill within its write, or a
/// power loss) is taken up again: the cut line is cut off and its unit
/// counted again, however many runs follow. That holds for a line cut just
/// before its newline, readable as it is, and for a header so cut.
#[test]
fn a_journal_line_cut_short_is_counted_again() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let journal = dir.path().join("count.journal");
    let journal_name = journal.to_string_lossy().into_owned();
    let args = ["count", "12", "--engine", "join", "--threads", "1", "--journal", &journal_name];
    assert_eq!(run(&args).status.code(), Some(0));
    let text = fs::read_to_string(&journal).expect("the journal");
    let lines: Vec<&str> = text.lines().collect();
    // Two units dropped, so that a run appends two lines after the cut one.
    let before = lines[..lines.len() - 3].join("\n");
    let last = lines[lines.len() - 3];
    let cuts = [
        ("in the middle of a line", format!("{before}\n{}", &last[..20])),
        ("before a line's newline", format!("{before}\n{last}")),
        ("before the header's newline", lines[0].to_owned()),
    ];
    for (cut, journal_text) in cuts {
        fs::write(&journal, journal_text).expect("writes");
        for _ in 0..2 {
            let output = run(&args);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(0), "cut {cut}: {stderr}");
            let text = String::from_utf8_lossy(&output.stdout);
            let first_two: Vec<_> = text.lines().take(2).collect();
            assert_eq!(first_two, ["14200", "unique: 1787"], "cut {cut}");
        }
    }
}

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

/// A run locks its journal: a second run on it, while the first has it
/// open, is refused, and takes it up once the first is gone.
#[cfg(unix)]
#[test]
fn a_journal_in_use_is_refused() {
    use n_queens_counter::{Counter, Engine, Journal, JournalError};

    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("count.journal");
    let of = Counter::new(11).engine(Engine::Join).journal_of(None);
    let first = Journal::open(&path, of).expect("the first run takes it up");
    let second = Journal::open(&path, of);
    assert!(matches!(second, Err(JournalError::InUse(_))), "{second:?}");
    let said = second.expect_err("refused").to_string();
    assert!(said.contains("the journal of a run still counting"), "{said}");
    drop(first);
    Journal::open(&path, of).expect("free once the first run is gone");
}

/// Of a part's journal, `--status` counts the part's own units: a finished
/// part is done, and one halfway says how many of its units it holds.
#[test]
fn status_of_a_part_counts_its_own_units() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let count = ["count", "11", "--engine", "join", "--part", "1/4", "--journal", "part.journal"];
    let made = run_in(dir.path(), &count);
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
