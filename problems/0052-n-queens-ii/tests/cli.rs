//! The commands of problem 52 alone (`count`, `trace`), as a user runs them;
//! the shared ones are tested with every approach.

use std::process::{Command, Output};

use pretty_assertions::assert_eq;
use rstest::rstest;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_n-queens-ii")).args(args).output().expect("the binary runs")
}

#[rstest]
#[case::count_too_large(&["count", "28"], "n must be from 0 to 27")]
#[case::no_threads(&["count", "8", "--threads", "0"], "0 is not in 1..=")]
#[case::trace_too_large(&["trace", "9"], "too long to read")]
fn bad_arguments_exit_2_with_a_message(#[case] args: &[&str], #[case] message: &str) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(message), "{stderr}");
}

#[test]
fn count_prints_the_total_alone_on_the_first_line() {
    let output = run(&["count", "10", "--threads", "2"]);
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(lines, ["724", "unique: 92", "threads: 2"]);
}
