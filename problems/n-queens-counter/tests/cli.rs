//! The `count` command as a user runs it: bad arguments, its output, parts
//! written and merged, a part killed halfway. What it prints is checked
//! whole against its snapshot in `tests/snapshots/` (see `snapshot`).

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;
use std::{fs, thread};

use pretty_assertions::assert_eq;
use rstest::rstest;

use super::snapshot::assert_snapshot;

/// The command.
const BINARY: &str = env!("CARGO_BIN_EXE_n-queens-counter");

/// Runs the command with `args`.
pub(crate) fn run(args: &[&str]) -> Output {
    Command::new(BINARY).args(args).output().expect("the binary runs")
}

/// Runs the command with `args` in the folder `dir`.
pub(crate) fn run_in(dir: &Path, args: &[&str]) -> Output {
    Command::new(BINARY).args(args).current_dir(dir).output().expect("the binary runs")
}

#[rstest]
#[case::count_too_large("count_too_large", &["count", "28"])]
#[case::no_threads("no_threads", &["count", "8", "--threads", "0"])]
#[case::too_many_threads("too_many_threads", &["count", "8", "--threads", "65535"])]
#[case::join_too_large("join_too_large", &["count", "24", "--engine", "join"])]
#[case::bad_part("bad_part", &["count", "10", "--part", "3/3"])]
#[case::no_n("no_n", &["count"])]
#[case::merge_nothing("merge_nothing", &["count", "--merge", "no/such/part.json"])]
#[case::output_without_part("output_without_part", &["count", "10", "--output", "part.json"])]
#[case::output_nowhere(
    "output_nowhere",
    &["count", "10", "--part", "0/2", "--output", "no/such/part.json"]
)]
fn bad_arguments_exit_2_with_a_message(#[case] name: &str, #[case] args: &[&str]) {
    let here = tempfile::tempdir().expect("a temporary folder");
    assert_snapshot(&format!("bad-arguments/{name}"), "", args, &run_in(here.path(), args));
}

/// The levels, best first, as the command names them when it refuses one
/// it does not know.
fn levels() -> Vec<String> {
    let output = Command::new(BINARY)
        .args(["count", "8"])
        .env("N_QUEENS_LEVEL", "sse9")
        .output()
        .expect("the binary runs");
    let said = String::from_utf8_lossy(&output.stderr);
    let named = said.split("the levels are ").nth(1).expect("the levels, named");
    named.trim().split(", ").map(str::to_owned).collect()
}

/// The join at every instruction level, as `N_QUEENS_LEVEL` caps it, for
/// the sizes `sizes`: each count against OEIS, and the level it ran no
/// higher than asked.
fn every_level_counts(sizes: std::ops::RangeInclusive<usize>) {
    let levels = levels();
    let rank = |name: &str| levels.iter().position(|level| level == name).expect("a level");
    for level in &levels {
        for n in sizes.clone() {
            let output = Command::new(BINARY)
                .args(["count", &n.to_string(), "--engine", "join", "--threads", "1"])
                .env("N_QUEENS_LEVEL", level)
                .output()
                .expect("the binary runs");
            let text = String::from_utf8_lossy(&output.stdout);
            let n_queens_counter::Counts { total, unique } = super::oeis::counts(n);
            assert_eq!(
                text.lines().take(2).collect::<Vec<_>>(),
                [total.to_string(), format!("unique: {unique}")],
                "n = {n} at {level}"
            );
            let shown =
                text.lines().find_map(|line| line.strip_prefix("level: ")).expect("a level");
            assert!(rank(shown) >= rank(level), "asked {level}, ran {shown}");
        }
    }
}

/// Every level counts `n = 0..=14` as OEIS has it, and a level that does
/// not exist is refused.
#[test]
fn every_level_matches_oeis_and_an_unknown_one_is_refused() {
    every_level_counts(0..=14);
    let output = Command::new(BINARY)
        .args(["count", "8"])
        .env("N_QUEENS_LEVEL", "sse9")
        .output()
        .expect("the binary runs");
    assert_snapshot("bad-arguments/unknown_level", "N_QUEENS_LEVEL=sse9", &["count", "8"], &output);
}

/// Every level at `n = 15..=19`: seconds to a minute each, in a release build.
#[test]
#[ignore = "slow: minutes; run with `cargo test --release -p n-queens-counter -- --ignored`"]
fn every_level_matches_oeis_for_larger_n() {
    every_level_counts(15..=19);
}

#[test]
fn count_prints_the_total_alone_on_the_first_line() {
    let args = ["count", "10", "--threads", "2"];
    assert_snapshot("count/ten_on_two_threads", "", &args, &run(&args));
}

/// `count --part I/K` on each of K machines, then `count --merge`, prints what
/// one run prints; a missing part, or one altered, is refused.
#[test]
fn parts_merge_into_the_whole_count() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let files = ["part-0.json", "part-1.json", "part-2.json"];
    for (part, file) in files.iter().enumerate() {
        let output = run(&["count", "12", "--part", &format!("{part}/3")]);
        assert_eq!(output.status.code(), Some(0));
        fs::write(dir.path().join(file), &output.stdout).expect("the folder is writable");
    }
    let merge = |files: &[&'static str]| {
        let args: Vec<&str> = ["count", "--merge"].iter().chain(files).copied().collect();
        (run_in(dir.path(), &args), args)
    };
    let (merged, args) = merge(&files);
    assert_snapshot("merge/three_parts", "", &args, &merged);
    let (missing, args) = merge(&files[..2]);
    assert_snapshot("merge/a_part_missing", "", &args, &missing);
    let last = dir.path().join(files[2]);
    let tampered = fs::read_to_string(&last).expect("a part").replace("\"total\":", "\"total\":1");
    fs::write(&last, tampered).expect("the folder is writable");
    let (refused, args) = merge(&files);
    assert_snapshot("merge/a_part_altered", "", &args, &refused);
}

/// The names in `dir`, sorted.
fn names_in(dir: &Path) -> Vec<String> {
    let entries = fs::read_dir(dir).expect("a readable folder");
    let mut names: Vec<String> = entries
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// `--part I/K --output FILE` writes the part to FILE, not stdout, and leaves
/// nothing else beside it; the files merge into the whole count.
#[test]
fn parts_written_with_output_merge_into_the_whole_count() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (part, file) in ["f", "g"].iter().enumerate() {
        let output =
            run_in(dir.path(), &["count", "10", "--part", &format!("{part}/2"), "--output", file]);
        assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(String::from_utf8_lossy(&output.stdout), "");
    }
    assert_eq!(names_in(dir.path()), ["f", "g"]);
    let merged = run_in(dir.path(), &["count", "--merge", "f", "g"]);
    assert_eq!(merged.status.code(), Some(0), "{}", String::from_utf8_lossy(&merged.stderr));
    let text = String::from_utf8_lossy(&merged.stdout);
    assert_eq!(text.lines().take(3).collect::<Vec<_>>(), ["724", "unique: 92", "parts: 2"]);
}

/// A part killed halfway (a batch job out of time) leaves no FILE for a merge
/// to take: only its temporary file, under a name no glob of parts matches.
#[test]
fn a_part_killed_halfway_leaves_no_file() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let file = dir.path().join("part-0.json");
    // One thread of the symmetry search at n = 17 runs for seconds.
    let mut child = Command::new(BINARY)
        .args(["count", "17", "--engine", "symmetry", "--threads", "1", "--part", "0/1"])
        .arg("--output")
        .arg(&file)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    thread::sleep(Duration::from_millis(300));
    let running = child.try_wait().expect("the count can be waited for").is_none();
    assert!(running, "the count ended before it was killed: the test needs a longer one");
    child.kill().expect("the count is running");
    child.wait().expect("the count can be waited for");

    assert!(!file.exists(), "{} was left", file.display());
    for name in names_in(dir.path()) {
        assert!(name.starts_with('.'), "{name} was left");
    }
    let merged = run(&["count", "--merge", &file.to_string_lossy()]);
    assert_eq!(merged.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&merged.stderr).contains("part-0.json"));
}

/// The count exits 0 and quietly when its reader has gone (`| head -0`).
#[test]
fn count_survives_a_closed_pipe() {
    let mut child = Command::new(BINARY)
        .args(["count", "10"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the count ends");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

/// Threads the system cannot start (here, for want of address space for
/// their stacks) leave their work to the others: the count is right, says
/// how many threads counted, and nothing panics.
#[cfg(target_os = "linux")]
#[test]
fn threads_that_cannot_start_leave_the_count_to_the_others() {
    // About 680 MB of address space and stacks of 128 MB: four or five
    // threads start, and the rest cannot; one malloc arena for all, so that
    // what the threads that started allocate does not depend on how many.
    let script = format!("ulimit -v 700000 && exec '{BINARY}' count 12 --threads 1024");
    let output = Command::new("sh")
        .args(["-c", &script])
        .env("RUST_MIN_STACK", (128 << 20).to_string())
        .env("MALLOC_ARENA_MAX", "1")
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(stdout.lines().next(), Some("14200"));
    // The premise: some threads could not start.
    let threads = stdout.lines().find_map(|line| line.strip_prefix("threads: "));
    let started = threads.and_then(|threads| {
        threads.strip_suffix(" of the 1024 asked (the others could not start)")
    });
    let started: usize = started.and_then(|started| started.parse().ok()).expect(&stdout);
    assert!((1..1024).contains(&started), "{stdout}");
}
