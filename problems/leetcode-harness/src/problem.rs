//! What the shared plumbing needs to know of one problem, in three parts:
//! its approaches ([`Listing`], written by [`approaches!`](crate::approaches)),
//! how to judge an answer ([`Problem`]), and what its guides show ([`Guide`]).
//!
//! Every table, practical limit and known answer is keyed by a size `n`: the
//! problem turns a size into LeetCode's input ([`Problem::input`]), so that a
//! problem whose input is the size itself (`n: i32`) and one whose input is a
//! list (`nums: Vec<i32>`, of length `n`) go through the same judge, the
//! same `compare` and the same generated tests.

use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;
use std::path::{Path, PathBuf};

use crate::approach::{Approach, Contract};
use crate::text::Text;

/// A problem's approaches and where they live, implemented by
/// [`approaches!`](crate::approaches) from the list itself.
pub trait Listing: 'static {
    /// What LeetCode's method takes.
    type Input: Clone + Debug + Send + Sync + 'static;
    /// What LeetCode's method returns.
    type Answer: Debug + PartialEq + Send + 'static;
    /// Every approach, in the order the guide teaches them.
    const APPROACHES: &'static [Approach<Self::Input, Self::Answer>];
    /// LeetCode's method as the template of a new attempt declares it.
    const SIGNATURE: &'static str;
    /// LeetCode's method's name.
    const METHOD: &'static str;
    /// The input's type, as Rust writes it (`i32`, `Vec<i32>`).
    const INPUT_TYPE: &'static str;
    /// The package and binary name, as in `cargo run -p NAME`.
    const PACKAGE: &'static str;
    /// The crate's folder: its `src/lib.rs` holds the list.
    const CRATE_DIR: &'static str;
    /// The folder of the approach files, where `new` writes an attempt.
    const APPROACHES_DIR: &'static str;

    /// The workspace's folder: the nearest above the crate's that holds
    /// `Cargo.lock` (a problem's crate is in `problems/`, the harness's own
    /// second problem deeper).
    fn workspace_dir() -> PathBuf {
        let crate_dir = Path::new(Self::CRATE_DIR);
        let lock = |dir: &&Path| dir.join("Cargo.lock").is_file();
        crate_dir.ancestors().find(lock).unwrap_or(crate_dir).to_owned()
    }
}

/// One LeetCode problem: its input, LeetCode's range of it, and how to tell
/// a right answer, beside the [`Listing`] of its approaches. Each problem
/// crate implements it once; the judge and the generated tests do the rest.
pub trait Problem: Listing {
    /// LeetCode's range of sizes: the verdict is about these alone.
    const LEETCODE_RANGE: RangeInclusive<i32>;
    /// The largest size whose answer [`Problem::expected`] knows: `check`
    /// goes on past LeetCode's range up to it while each size is quick.
    const KNOWN_UP_TO: i32;
    /// The largest size the approaches accept.
    const MAX_N: i32;
    /// Why no size beyond [`Problem::MAX_N`], for messages.
    const TOO_LARGE: &'static str;
    /// The approach every other is timed against in tables.
    const YARDSTICK: &'static str;
    /// A Rust expression of [`Listing::INPUT_TYPE`] for the judged program's
    /// `main`, reading `arg: String`: what [`Problem::write_input`] wrote.
    const READ_INPUT: &'static str;
    /// Rust statements for the judged program's `main`, with `answer` (what
    /// the solution returned) and `out` (a buffered file, `std::io::Write`
    /// in scope) at hand: write to `out` what [`Problem::parse`] reads.
    const PRINT_ANSWER: &'static str;
    /// The size `n` of the input as a Rust expression in the body of
    /// LeetCode's method (what [`Problem::input`] made the input from): `n`
    /// itself, or `nums.len()`. The tests write pastes of their own with it.
    const SIZE_EXPRESSION: &'static str;
    /// The size of LeetCode's range at which the tests' wrong paste (a
    /// problem crate's `tests/fixtures/wrong_at_N.rs`) answers wrong, and no
    /// other size of the range does: `check` must give Wrong Answer there,
    /// and a student's attempt with that body must fail at one known answer.
    const WRONG_AT: i32;
    /// What a new attempt's template (`new`) asks its docs to tell of the
    /// idea, beside how it works and why it is right: a question or two
    /// about this problem.
    const IDEA_PROMPT: &'static str;

    /// What is wrong with an answer, told so that a student can find the bug.
    type Wrong: Display + Debug;

    /// LeetCode's input of size `n`.
    fn input(n: i32) -> Self::Input;

    /// `input` as one command-line argument of the judged program.
    fn write_input(input: &Self::Input) -> String;

    /// How many answers size `n` has, for `0 <= n <= KNOWN_UP_TO`.
    fn expected(n: i32) -> u64;

    /// Checks an answer for size `n`, `1 <= n <= KNOWN_UP_TO`: the count it
    /// holds, or what is wrong with it.
    ///
    /// # Errors
    ///
    /// The first thing wrong with the answer.
    fn verify(n: i32, answer: &Self::Answer) -> Result<u64, Self::Wrong>;

    /// The count an answer holds, shown in tables.
    fn count(answer: &Self::Answer) -> u64;

    /// Reads what the judged program wrote ([`Problem::PRINT_ANSWER`]).
    ///
    /// # Errors
    ///
    /// If the output is not of that form.
    fn parse(output: &str) -> Result<Self::Answer, Self::Wrong>;

    /// A digest of an answer that two approaches share exactly when their
    /// answers are the same to LeetCode (which may take a list in any order).
    fn fingerprint(answer: Self::Answer) -> u64;

    /// The problem's conventions outside LeetCode's range, which every
    /// approach of [`Contract::Project`] keeps.
    fn edge_cases() -> Vec<EdgeCase<Self::Input, Self::Answer>> {
        Vec::new()
    }

    /// The project's own approaches, the ones the guides list: all but a
    /// student's attempts.
    fn own_approaches() -> impl Iterator<Item = &'static Approach<Self::Input, Self::Answer>> {
        Self::APPROACHES.iter().filter(|approach| approach.contract == Contract::Project)
    }

    /// The approach called `name`, if any.
    fn find(name: &str) -> Option<&'static Approach<Self::Input, Self::Answer>> {
        Self::APPROACHES.iter().find(|approach| approach.name == name)
    }

    /// The approach every other is timed against: [`Problem::YARDSTICK`].
    ///
    /// # Panics
    ///
    /// If no approach has that name; the generated tests check it.
    fn yardstick() -> &'static Approach<Self::Input, Self::Answer> {
        Self::find(Self::YARDSTICK)
            .unwrap_or_else(|| panic!("the yardstick `{}` is no approach", Self::YARDSTICK))
    }
}

/// What a problem's study guides and tables show, beside what is judged.
pub trait Guide: Problem {
    /// The heading of the answer column in tables, what the count counts:
    /// in English and in Chinese.
    const ANSWER_COLUMN: (&'static str, &'static str);
    /// The names of the problem's own regions in the guides that hold
    /// measured times (see [`docs`](crate::docs)).
    const TIMED_REGIONS: &'static [&'static str] = &[];
    /// The sizes a right-but-slow pitfall is timed at, beside the yardstick
    /// (the region `pitfall-times`): past LeetCode's range, where the
    /// difference shows.
    const PITFALL_SIZES: &'static [i32] = &[];

    /// The problem's own generated region `name` of its guides, in both
    /// languages; for a timed region, without `measure`, its rows with no
    /// times. `None` if it has no such region.
    fn region(name: &str, measure: bool) -> Option<Text> {
        let _ = (name, measure);
        None
    }

    /// The pictures of the guides, generated: file name in `pictures/`, and
    /// its content (an SVG picture, or a self-contained HTML page).
    fn pictures() -> Vec<(&'static str, String)> {
        Vec::new()
    }
}

/// One input outside LeetCode's range, and what the problem promises for it.
#[derive(Debug)]
pub struct EdgeCase<I, A> {
    /// The test's name, e.g. `negative`.
    pub name: &'static str,
    /// The input.
    pub input: I,
    /// The promise.
    pub expect: Expect<A>,
}

impl<I, A> EdgeCase<I, A> {
    /// The case `name`: `input` answers `answer`.
    pub fn answer(name: &'static str, input: I, answer: A) -> Self {
        EdgeCase { name, input, expect: Expect::Answer(answer) }
    }

    /// The case `name`: `input` panics with `message`, before any search.
    pub fn panic(name: &'static str, input: I, message: String) -> Self {
        EdgeCase { name, input, expect: Expect::Panic(message) }
    }
}

/// What an approach must do with an [`EdgeCase`].
#[derive(Debug)]
pub enum Expect<A> {
    /// Return this answer.
    Answer(A),
    /// Panic with this message, before any search.
    Panic(String),
}
