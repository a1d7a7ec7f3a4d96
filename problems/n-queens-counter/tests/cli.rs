//! The `count` command as a user runs it: bad arguments, its output, parts
//! written and merged, a part killed halfway.

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::Duration;
use std::{fs, thread};

use pretty_assertions::assert_eq;
use rstest::rstest;

/// Runs the command with `args`.
pub(crate) fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
        .args(args)
        .output()
        .expect("the binary runs")
}

#[rstest]
#[case::count_too_large(&["count", "28"], "n must be from 0 to 27")]
#[case::no_threads(&["count", "8", "--threads", "0"], "0 is not in 1..=1024")]
#[case::too_many_threads(&["count", "8", "--threads", "65535"], "65535 is not in 1..=1024")]
#[case::join_too_large(&["count", "24", "--engine", "join"], "the join engine counts up to n = 23")]
#[case::bad_part(&["count", "10", "--part", "3/3"], "is not a part I/K")]
#[case::no_n(&["count"], "required")]
#[case::merge_nothing(&["count", "--merge", "no/such/part.json"], "no/such/part.json")]
#[case::output_without_part(&["count", "10", "--output", "part.json"], "--part <I/K>")]
#[case::output_nowhere(&["count", "10", "--part", "0/2", "--output", "no/such/part.json"],
                       "no/such/part.json")]
fn bad_arguments_exit_2_with_a_message(#[case] args: &[&str], #[case] message: &str) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(message), "{stderr}");
}

/// The join at every instruction level, as `N_QUEENS_LEVEL` caps it, for
/// the sizes `sizes`: each count against OEIS, and the level it ran no
/// higher than asked.
fn every_level_counts(sizes: std::ops::RangeInclusive<usize>) {
    let order = ["avx512", "avx2", "popcnt", "baseline"];
    let rank = |name: &str| order.iter().position(|n| *n == name).expect("a level's name");
    for level in order {
        for n in sizes.clone() {
            let output = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
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
    let output = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
        .args(["count", "8"])
        .env("N_QUEENS_LEVEL", "sse9")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&output.stderr).contains("N_QUEENS_LEVEL=sse9: the levels are")
    );
}

/// Every level at `n = 15..=19`: seconds to a minute each, in a release build.
#[test]
#[ignore = "slow: minutes; run with `cargo test --release -p n-queens-counter -- --ignored`"]
fn every_level_matches_oeis_for_larger_n() {
    every_level_counts(15..=19);
}

#[test]
fn count_prints_the_total_alone_on_the_first_line() {
    let output = run(&["count", "10", "--threads", "2"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(lines, ["724", "unique: 92", "threads: 2"]);
}

/// `count --part I/K` on each of K machines, then `count --merge`, prints what
/// one run prints; a missing part is refused.
#[test]
fn parts_merge_into_the_whole_count() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let files: Vec<String> = (0..3)
        .map(|part| {
            let output = run(&["count", "12", "--part", &format!("{part}/3")]);
            assert_eq!(output.status.code(), Some(0));
            let file = dir.path().join(format!("part-{part}.json"));
            std::fs::write(&file, &output.stdout).expect("the folder is writable");
            file.to_string_lossy().into_owned()
        })
        .collect();
    let mut args = vec!["count", "--merge"];
    args.extend(files.iter().map(String::as_str));
    let merged = run(&args);
    assert_eq!(merged.status.code(), Some(0));
    let text = String::from_utf8_lossy(&merged.stdout);
    assert_eq!(text.lines().take(2).collect::<Vec<_>>(), ["14200", "unique: 1787"]);

    let missing = run(&args[..4]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("part 2 of 3 is missing"));

    let tampered =
        std::fs::read_to_string(&files[2]).expect("a part").replace("\"total\":", "\"total\":1");
    std::fs::write(&files[2], tampered).expect("the folder is writable");
    let refused = run(&args);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("altered"));
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
    let files = ["f", "g"].map(|name| dir.path().join(name).to_string_lossy().into_owned());
    for (part, file) in files.iter().enumerate() {
        let output = run(&["count", "10", "--part", &format!("{part}/2"), "--output", file]);
        assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
        assert_eq!(String::from_utf8_lossy(&output.stdout), "");
    }
    assert_eq!(names_in(dir.path()), ["f", "g"]);
    let merged = run(&["count", "--merge", &files[0], &files[1]]);
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
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
    let mut child = Command::new(env!("CARGO_BIN_EXE_n-queens-counter"))
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
/// their stacks) leave their work to the others: the count is right, and
/// nothing panics.
#[cfg(target_os = "linux")]
#[test]
fn threads_that_cannot_start_leave_the_count_to_the_others() {
    let binary = env!("CARGO_BIN_EXE_n-queens-counter");
    // About 680 MB of address space and stacks of 128 MB: four or five
    // threads start, and the rest cannot; one malloc arena for all, so that
    // what the threads that started allocate does not depend on how many.
    let script = format!("ulimit -v 700000 && exec '{binary}' count 12 --threads 1024");
    let output = Command::new("sh")
        .args(["-c", &script])
        .env("RUST_MIN_STACK", (128 << 20).to_string())
        .env("MALLOC_ARENA_MAX", "1")
        .output()
        .expect("sh runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&output.stdout).lines().next(), Some("14200"));
}
