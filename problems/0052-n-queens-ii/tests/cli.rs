//! The command of problem 52 alone (`trace`), as a user runs it; the shared
//! ones are tested with every approach.

use std::process::{Command, Output};

use pretty_assertions::assert_eq;
use rstest::rstest;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_n-queens-ii")).args(args).output().expect("the binary runs")
}

#[rstest]
#[case::trace_too_large(&["trace", "9"], "too long to read")]
#[case::page_too_large(&["trace", "9", "--html"], "too long to read")]
fn bad_arguments_exit_2_with_a_message(#[case] args: &[&str], #[case] message: &str) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(message), "{stderr}");
}

/// `trace N --html` writes the step-through page of that size.
#[test]
fn trace_html_prints_the_page() {
    let output = run(&["trace", "5", "--html"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stdout), n_queens_ii::trace::page::html(&[5]));
}
