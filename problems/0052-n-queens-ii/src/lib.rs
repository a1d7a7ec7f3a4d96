//! # LeetCode 52, N-Queens II
//!
//! Count the ways to place `n` queens on an `n` x `n` chessboard so that no two
//! attack each other (OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, ...).
//! LeetCode asks for `1 <= n <= 9` and an `i32` answer.
//!
//! Every classic approach lives in a module of its own in [`approaches`]
//! (`src/approaches/`), in the order the guide teaches them. Each module's
//! source is laid out for LeetCode: its docs, then the line `pub struct Solution;`, then the paste
//! text, which compiles on its own with std alone
//! ([`leetcode_harness::Approach::paste_text`]). [`APPROACHES`] lists them,
//! and [`NQueensII`] describes the problem to the shared `leetcode-harness`:
//! how to judge an answer, and what the guides show. The rest of `src/` is
//! the study's own machinery: the traced search and the guide.
//!
//! Outside LeetCode's range every approach gives the same answer: `n < 0`
//! gives 0, `n == 0` gives 1 (the empty board), and `n >= 19`, whose count does
//! not fit in `i32`, panics before any search.
//!
//! ```
//! for approach in n_queens_ii::APPROACHES {
//!     assert_eq!((approach.solve)(8), 92, "{}", approach.name);
//! }
//! ```
//!
//! [`trace`] tells the bitmask search step by step. Counting far beyond
//! LeetCode is the `n-queens-counter` crate's work.

pub mod guide;
pub mod trace;

use std::fmt;
use std::ops::RangeInclusive;

use leetcode_harness::problem::EdgeCase;
use leetcode_harness::text::{Lang, Text};
use leetcode_harness::{Guide, Problem};

/// The largest `n` whose count fits in LeetCode's `i32` (A000170(18) = 666,090,624).
pub const MAX_N: i32 = 18;

/// OEIS A000170: the number of solutions for `n = 0, 1, 2, ...`, as far as
/// `u64` holds them (to n = 27), the workspace's one copy: LeetCode's `i32`
/// holds them up to [`MAX_N`], and the `n-queens-counter` crate counts the
/// rest.
pub const A000170: [u64; 28] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Problem 52 as the shared harness sees it.
pub struct NQueensII;

leetcode_harness::approaches! {
    NQueensII: total_n_queens(n: i32) -> i32;
    brute_force: "brute-force", practical to 11;
    naive_backtracking: "naive-backtracking", practical to 13;
    hash_sets: "hash-sets", practical to 12;
    bool_arrays: "bool-arrays", practical to 14;
    bitmask: "bitmask", practical to 15;
    bitmask_iterative: "bitmask-iterative", practical to 15;
    bitmask_mirror: "bitmask-mirror", practical to 15;
}

impl Problem for NQueensII {
    const LEETCODE_RANGE: RangeInclusive<i32> = 1..=9;
    // `check` goes on past LeetCode's range up to here while each n is quick.
    const KNOWN_UP_TO: i32 = 17;
    const MAX_N: i32 = MAX_N;
    const TOO_LARGE: &'static str = "beyond 18 the count does not fit in LeetCode's i32";
    const YARDSTICK: &'static str = "bitmask";
    const READ_INPUT: &'static str = "arg.parse().expect(\"n\")";
    const PRINT_ANSWER: &'static str = "writeln!(out, \"{}\", answer).unwrap();";
    const SIZE_EXPRESSION: &'static str = "n";
    // `tests/fixtures/wrong_at_6.rs` counts one too many there.
    const WRONG_AT: i32 = 6;
    const IDEA_PROMPT: &'static str =
        "How does the search go, and how does it know that a square is attacked?";
    type Wrong = WrongCount;

    fn input(n: i32) -> i32 {
        n
    }

    fn write_input(n: &i32) -> String {
        n.to_string()
    }

    fn expected(n: i32) -> u64 {
        A000170[usize::try_from(n).expect("a known n is not negative")]
    }

    fn verify(n: i32, answer: &i32) -> Result<u64, WrongCount> {
        let expected = Self::expected(n);
        match u64::try_from(*answer) {
            Ok(count) if count == expected => Ok(count),
            _ => Err(WrongCount::Count { expected, got: *answer }),
        }
    }

    fn count(answer: &i32) -> u64 {
        u64::try_from(*answer).unwrap_or(0)
    }

    fn parse(output: &str) -> Result<i32, WrongCount> {
        let line = output.trim();
        line.parse().map_err(|_| WrongCount::NotACount(line.to_owned()))
    }

    /// The answer itself, a negative one kept apart from every count.
    fn fingerprint(answer: i32) -> u64 {
        u64::from(answer.unsigned_abs()) | u64::from(answer < 0) << 63
    }

    /// `n < 0` gives 0, `n == 0` gives 1 (the empty board), and an `n` whose
    /// count does not fit in `i32` panics before any search.
    fn edge_cases() -> Vec<EdgeCase<i32, i32>> {
        let too_large = |n| format!("n = {n}: the count for n >= 19 does not fit in i32");
        vec![
            EdgeCase::answer("negative", -1, 0),
            EdgeCase::answer("most_negative", i32::MIN, 0),
            EdgeCase::answer("empty_board", 0, 1),
            EdgeCase::panic("first_too_large", MAX_N + 1, too_large(MAX_N + 1)),
            EdgeCase::panic("far_too_large", 64, too_large(64)),
            EdgeCase::panic("largest", i32::MAX, too_large(i32::MAX)),
        ]
    }
}

impl Guide for NQueensII {
    const ANSWER_COLUMN: (&'static str, &'static str) = ("answer", "答案");
    // Past LeetCode's n <= 9, where a slow pitfall's cost shows.
    const PITFALL_SIZES: &'static [i32] = &[10, 11, 12];

    fn region(name: &str, _measure: bool) -> Option<Text> {
        match name {
            "walk-through 4" => Some(Text::each(|lang| guide::walk_through(4, lang))),
            _ => None,
        }
    }

    fn pictures() -> Vec<(&'static str, String)> {
        let mut pictures = Vec::new();
        for lang in [Lang::English, Lang::Chinese] {
            pictures.extend([
                (
                    lang.pick("search-tree-4.svg", "search-tree-4.zh-CN.svg"),
                    guide::search_tree_picture(4, lang),
                ),
                (
                    lang.pick("bitmask-step.svg", "bitmask-step.zh-CN.svg"),
                    guide::bitmask_step_picture(lang),
                ),
                (
                    lang.pick("diagonals.svg", "diagonals.zh-CN.svg"),
                    guide::diagonals_picture(4, lang),
                ),
            ]);
        }
        pictures.push(("search-steps.html", trace::page::html(&trace::page::SIZES)));
        pictures
    }
}

/// What is wrong with a count.
#[derive(Debug, PartialEq, Eq)]
pub enum WrongCount {
    /// Not the number of solutions.
    Count {
        /// The number of solutions.
        expected: u64,
        /// The answer.
        got: i32,
    },
    /// Not a number at all: what was printed.
    NotACount(String),
}

impl fmt::Display for WrongCount {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            WrongCount::Count { expected, got } => write!(f, "expected {expected}, got {got}"),
            WrongCount::NotACount(line) => write!(f, "printed {line:?}, not a count"),
        }
    }
}
