//! The `boards` command as a user runs it; the shared commands are tested
//! with every approach.

use std::process::{Command, Output};

use pretty_assertions::assert_eq;
use rstest::rstest;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_n-queens")).args(args).output().expect("the binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn boards_4_shows_leetcodes_two_boards() {
    let output = run(&["boards", "4"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "board 1:\n  . Q . .\n  . . . Q\n  Q . . .\n  . . Q .\n\n\
         board 2:\n  . . Q .\n  Q . . .\n  . . . Q\n  . Q . .\n\n\
         2 boards for n = 4\n"
    );
}

#[test]
fn boards_of_a_large_n_stop_at_the_limit() {
    let output = run(&["boards", "20", "--limit", "3"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert_eq!(text.matches("board ").count(), 3);
    assert!(text.ends_with("3 boards shown (stopped at --limit 3)\n"), "{text}");
}

#[rstest]
#[case::empty_board(&["boards", "0"], "board 1:\n\n1 board for n = 0\n")]
#[case::one_queen(&["boards", "1"], "board 1:\n  Q\n\n1 board for n = 1\n")]
#[case::none(&["boards", "3"], "0 boards for n = 3\n")]
#[case::limit_one(&["boards", "4", "--limit", "1"], "board 1:\n  . Q . .\n  . . . Q\n  Q . . .\n  . . Q .\n\n1 board shown (stopped at --limit 1)\n")]
fn the_last_line_says_board_for_one_and_boards_otherwise(
    #[case] args: &[&str],
    #[case] expected: &str,
) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), expected);
}

#[test]
fn construct_8_writes_the_grid_and_the_columns() {
    let output = run(&["construct", "8"]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "  . Q . . . . . .\n  . . . Q . . . .\n  . . . . . Q . .\n  . . . . . . . Q\n\
         \x20 . . Q . . . . .\n  Q . . . . . . .\n  . . . . . . Q .\n  . . . . Q . . .\n\
         \ncolumns: 1 3 5 7 2 0 6 4\n"
    );
}

#[rstest]
#[case(2)]
#[case(3)]
fn construct_says_when_there_is_no_board(#[case] n: usize) {
    let output = run(&["construct", &n.to_string()]);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(stdout(&output), format!("no board for n = {n}\n"));
}

#[test]
fn construct_a_million_writes_one_line_of_a_million_columns() {
    let output = run(&["construct", "1000000"]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    let columns = text.strip_prefix("columns: ").expect("no grid past n = 32");
    let mut columns: Vec<usize> =
        columns.split_whitespace().map(|c| c.parse().expect("a column")).collect();
    columns.sort_unstable();
    assert!(columns.into_iter().eq(0..1_000_000), "each column once");
}

#[rstest]
#[case::not_a_number(&["boards", "x"], "is not a whole number")]
#[case::negative(&["boards", "-1"], "n must be from 0 to 32")]
#[case::bad_limit(&["boards", "4", "--limit", "-2"], "invalid value")]
#[case::construct_negative(&["construct", "-1"], "n must be from 0 to 10000000")]
#[case::construct_too_large(&["construct", "10000001"], "n must be from 0 to 10000000")]
#[case::construct_not_a_number(&["construct", "ten"], "is not a whole number")]
fn bad_arguments_exit_2_with_a_message(#[case] args: &[&str], #[case] message: &str) {
    let output = run(args);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(message), "{stderr}");
}
