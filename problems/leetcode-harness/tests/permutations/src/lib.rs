//! LeetCode 46, Permutations, as the harness sees it: a second problem of
//! another shape (it takes a `Vec<i32>` and returns a `Vec<Vec<i32>>`),
//! laid out as a problem's crate is (its list and approaches, its binary,
//! `pitfalls/`, its guides, `tests/`), so that every test a problem's crate
//! has runs for it too. It lives among the harness's tests, and is no
//! study crate.

use std::collections::HashSet;
use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::ops::RangeInclusive;

use leetcode_harness::problem::EdgeCase;
use leetcode_harness::{Guide, Problem};

/// LeetCode 46 as the harness sees it.
pub struct Permutations;

leetcode_harness::approaches! {
    Permutations: permute(nums: Vec<i32>) -> Vec<Vec<i32>>;
    backtracking: "backtracking", practical to 9;
    heap: "heap", practical to 9;
}

/// What is wrong with a list of permutations.
#[derive(Debug, PartialEq, Eq)]
pub enum WrongPermutations {
    /// This list is no order of the input.
    NotAPermutation(Vec<i32>),
    /// This one comes twice.
    Repeated(Vec<i32>),
    /// Not `n!` of them.
    Count {
        /// `n!`.
        expected: u64,
        /// How many came.
        got: u64,
    },
    /// A line that is no list of numbers.
    Unreadable(String),
}

impl fmt::Display for WrongPermutations {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            WrongPermutations::NotAPermutation(list) => write!(f, "{list:?} is no permutation"),
            WrongPermutations::Repeated(list) => write!(f, "{list:?} comes twice"),
            WrongPermutations::Count { expected, got } => {
                write!(f, "expected {expected} permutations, got {got}")
            }
            WrongPermutations::Unreadable(line) => write!(f, "{line:?} is no list of numbers"),
        }
    }
}

impl Problem for Permutations {
    const LEETCODE_RANGE: RangeInclusive<i32> = 1..=6;
    const KNOWN_UP_TO: i32 = 8;
    const MAX_N: i32 = 9;
    const TOO_LARGE: &'static str = "10! lists take hundreds of megabytes";
    const YARDSTICK: &'static str = "backtracking";
    const READ_INPUT: &'static str =
        "arg.split(',').filter(|x| !x.is_empty()).map(|x| x.parse().unwrap()).collect()";
    const PRINT_ANSWER: &'static str = "for list in answer {\n\
        let list: Vec<String> = list.iter().map(|x| x.to_string()).collect();\n\
        writeln!(out, \"{}\", list.join(\",\")).unwrap();\n\
        }";
    const SIZE_EXPRESSION: &'static str = "nums.len()";
    // `fixtures/wrong_at_4.rs` leaves an order out there.
    const WRONG_AT: i32 = 4;
    const IDEA_PROMPT: &'static str =
        "How does it reach every order of the numbers, and how does it know that none comes twice?";
    type Wrong = WrongPermutations;

    /// `1, 2, ..., n`.
    fn input(n: i32) -> Vec<i32> {
        (1..=n).collect()
    }

    fn write_input(nums: &Vec<i32>) -> String {
        nums.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
    }

    /// `n!`.
    fn expected(n: i32) -> u64 {
        (1..=u64::try_from(n).expect("n >= 0")).product()
    }

    fn verify(n: i32, answer: &Vec<Vec<i32>>) -> Result<u64, WrongPermutations> {
        let nums = Self::input(n);
        let mut seen = HashSet::new();
        for list in answer {
            let mut sorted = list.clone();
            sorted.sort_unstable();
            if sorted != nums {
                return Err(WrongPermutations::NotAPermutation(list.clone()));
            }
            if !seen.insert(list) {
                return Err(WrongPermutations::Repeated(list.clone()));
            }
        }
        let (expected, got) = (Self::expected(n), answer.len() as u64);
        if got == expected { Ok(got) } else { Err(WrongPermutations::Count { expected, got }) }
    }

    fn count(answer: &Vec<Vec<i32>>) -> u64 {
        answer.len() as u64
    }

    fn parse(output: &str) -> Result<Vec<Vec<i32>>, WrongPermutations> {
        let list = |line: &str| {
            let numbers = line.split(',').filter(|x| !x.is_empty()).map(str::parse);
            numbers
                .collect::<Result<Vec<i32>, _>>()
                .map_err(|_| WrongPermutations::Unreadable(line.to_owned()))
        };
        output.lines().map(list).collect()
    }

    fn fingerprint(mut answer: Vec<Vec<i32>>) -> u64 {
        answer.sort_unstable();
        let mut hasher = DefaultHasher::new();
        answer.hash(&mut hasher);
        hasher.finish()
    }

    /// The empty list has one order: itself.
    fn edge_cases() -> Vec<EdgeCase<Vec<i32>, Vec<Vec<i32>>>> {
        vec![EdgeCase::answer("empty", Vec::new(), vec![Vec::new()])]
    }
}

impl Guide for Permutations {
    const ANSWER_COLUMN: (&'static str, &'static str) = ("permutations", "排列数");
}
