//! The `n-queens-ii` command as a user runs it: answers on stdout, and a clear
//! message with exit code 2 for bad arguments, never a panic.

use std::process::{Command, Output};

use n_queens_ii::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_n-queens-ii")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn compare_agrees_on_the_known_count() {
    let output = run(&["compare", "8"]);
    assert_eq!(output.status.code(), Some(0));
    let answers = stdout(&output).lines().skip(2).filter(|line| line.contains(" 92 ")).count();
    assert_eq!(answers, APPROACHES.len() + 2, "every approach and both fast-count rows");
}

#[rstest]
#[case::not_a_number(&["compare", "x"], "is not a whole number")]
#[case::negative(&["compare", "-1"], "n must be from 0 to 18")]
#[case::beyond_i32(&["compare", "19"], "does not fit in LeetCode's i32")]
#[case::huge(&["compare", "99999999999"], "is not a whole number")]
#[case::unknown_approach(&["compare", "8", "--only", "nope"], "no approach is called `nope`")]
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
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().take(3).collect();
    assert_eq!(lines, ["724", "unique: 92", "threads: 2"]);
}

#[test]
fn snippet_prints_exactly_the_paste_text() {
    for approach in APPROACHES {
        let output = run(&["snippet", approach.name]);
        assert_eq!(output.status.code(), Some(0));
        assert_eq!(stdout(&output), approach.paste_text(), "{}", approach.name);
    }
}

#[test]
fn snippet_without_a_known_name_lists_the_approaches() {
    for args in [&["snippet"][..], &["snippet", "nope"]] {
        let output = run(args);
        assert_eq!(output.status.code(), Some(2));
        assert!(output.stdout.is_empty());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(APPROACHES.iter().all(|approach| stderr.contains(approach.name)), "{stderr}");
    }
}
