//! Every approach against the known counts, OEIS A000170.

use n_queens_ii::APPROACHES;
use pretty_assertions::assert_eq;
use rstest::rstest;

/// A debug build runs some 10 to 30 times slower than the release build the
/// practical limits are measured in: about two sizes of `n`.
const DEBUG_SLOWDOWN_IN_N: i32 = 2;

/// Each approach's name with a count.
type Answers = Vec<(&'static str, i32)>;

/// Every approach quick enough for `n` in this build (all of them in LeetCode's
/// range), with its answer, beside what it should answer: a failure shows
/// which approach is wrong.
fn answers(n: i32, expected: i32) -> (Answers, Answers) {
    let debug_slowdown = if cfg!(debug_assertions) { DEBUG_SLOWDOWN_IN_N } else { 0 };
    APPROACHES
        .iter()
        .filter(|approach| n <= 9 || n <= approach.practical_limit - debug_slowdown)
        .map(|approach| ((approach.name, (approach.total_n_queens)(n)), (approach.name, expected)))
        .unzip()
}

#[rstest]
#[case(1, 1)]
#[case(2, 0)]
#[case(3, 0)]
#[case(4, 2)]
#[case(5, 10)]
#[case(6, 4)]
#[case(7, 40)]
#[case(8, 92)]
#[case(9, 352)]
fn leetcode_range(#[case] n: i32, #[case] expected: i32) {
    let (actual, expected) = answers(n, expected);
    assert_eq!(actual.len(), APPROACHES.len(), "every approach runs in LeetCode's range");
    assert_eq!(actual, expected);
}

#[rstest]
#[case(10, 724)]
#[case(11, 2_680)]
#[case(12, 14_200)]
#[case(13, 73_712)]
fn beyond_leetcode(#[case] n: i32, #[case] expected: i32) {
    let (actual, expected) = answers(n, expected);
    assert!(actual.len() >= 3, "n = {n}: at least the bitmask approaches run");
    assert_eq!(actual, expected);
}

/// The largest sizes, for the approaches practical there; minutes in a debug
/// build, so run them with `cargo test --release -- --ignored`.
#[rstest]
#[case(14, 365_596)]
#[case(15, 2_279_184)]
#[case(16, 14_772_512)]
#[ignore = "slow: run with `cargo test --release -- --ignored`"]
fn largest(#[case] n: i32, #[case] expected: i32) {
    let (actual, expected) = answers(n, expected);
    assert!(!actual.is_empty(), "n = {n}: some approach runs");
    assert_eq!(actual, expected);
}
