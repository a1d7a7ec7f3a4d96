//! The `count` command's journal as a user meets it: a count killed at any
//! moment and run again, a journal of another count or altered, a line cut
//! short.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;
use std::{fs, thread};

use pretty_assertions::assert_eq;

use super::cli::run;

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

/// A run locks its journal: a journal whose run has ended is free, and a
/// second run on it, while a first has it open, is refused (exit 2).
///
/// The test process never closes a lock and takes it again: a child that
/// another test forks holds a copy of the test process's descriptors until
/// it execs, and with it the lock, so such a retake would fail at random.
#[cfg(unix)]
#[test]
fn a_journal_in_use_is_refused() {
    use n_queens_counter::{Counter, Engine, Journal, JournalError};

    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("count.journal");
    let name = path.to_string_lossy().into_owned();
    let args = ["count", "11", "--engine", "join", "--threads", "1", "--journal", &name];
    assert_eq!(run(&args).status.code(), Some(0), "the first run ends");
    let of = Counter::new(11).engine(Engine::Join).journal_of(None);
    let _held = Journal::open(&path, of).expect("free once the first run is gone");
    let second = Journal::open(&path, of);
    assert!(matches!(second, Err(JournalError::InUse(_))), "{second:?}");
    let said = second.expect_err("refused").to_string();
    assert!(said.contains("the journal of a run still counting"), "{said}");
    let refused = run(&args);
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert_eq!(refused.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the journal of a run still counting"), "{stderr}");
}
