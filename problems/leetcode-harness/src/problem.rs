//! What the shared plumbing needs to know of one problem.

use std::fmt::Debug;

use crate::Approach;
use crate::cli::Entry;
use crate::docs::Text;

/// A problem's approaches and where they live, implemented by
/// [`approaches!`](crate::approaches) from the list itself.
pub trait Listing: 'static {
    /// What LeetCode's method returns.
    type Answer: Debug + PartialEq + Send + 'static;
    /// Every approach, slowest first.
    const APPROACHES: &'static [Approach<Self::Answer>];
    /// LeetCode's method as the template of a new attempt declares it.
    const SIGNATURE: &'static str;
    /// LeetCode's method's name.
    const METHOD: &'static str;
    /// The package and binary name, as in `cargo run -p NAME`.
    const PACKAGE: &'static str;
    /// The crate's folder, where `new` writes an attempt.
    const CRATE_DIR: &'static str;
}

/// One LeetCode problem: its method, and how to tell a right answer, beside
/// the [`Listing`] of its approaches. Each problem crate implements it once;
/// the commands, the judge and the generated tests do the rest.
pub trait Problem: Listing {
    /// Rust statements for the judged program's `main`, with `answer` (what
    /// the solution returned) and `out` (a buffered file, `std::io::Write`
    /// in scope) at hand: write to `out` what [`Problem::parse`] reads.
    const PRINT_ANSWER: &'static str;
    /// The heading of the answer column in tables, what the count counts:
    /// in English and in Chinese.
    const ANSWER_COLUMN: (&'static str, &'static str);
    /// The names of the problem's own regions in the guides that hold
    /// measured times (see [`docs`](crate::docs)).
    const TIMED_REGIONS: &'static [&'static str] = &[];
    /// The largest `n` whose answer [`Problem::expected`] knows.
    const KNOWN_UP_TO: i32;
    /// The largest `n` the approaches accept, and why no larger one.
    const MAX_N: i32;
    /// Why no `n` beyond [`Problem::MAX_N`], for messages.
    const TOO_LARGE: &'static str;

    /// How many solutions each `n` has, from `n = 0` (OEIS A000170 for the
    /// N-Queens problems), at least up to [`Problem::KNOWN_UP_TO`].
    const KNOWN: &'static [u64];

    /// How many solutions `n` has, for `0 <= n <= KNOWN_UP_TO`.
    fn expected(n: i32) -> u64 {
        Self::KNOWN[usize::try_from(n).expect("a known n is not negative")]
    }

    /// Checks an answer for `1 <= n <= KNOWN_UP_TO`: the count it holds, or
    /// what is wrong with it, told so that a student can find the bug.
    ///
    /// # Errors
    ///
    /// The first thing wrong with the answer.
    fn verify(n: i32, answer: &Self::Answer) -> Result<u64, String>;

    /// The count an answer holds, shown in tables.
    fn count(answer: &Self::Answer) -> u64;

    /// Reads what the judged program printed ([`Problem::PRINT_ANSWER`]).
    ///
    /// # Errors
    ///
    /// If the output is not of that form.
    fn parse(output: &str) -> Result<Self::Answer, String>;

    /// A digest of an answer that two approaches share exactly when their
    /// answers are the same to LeetCode (which takes a list in any order).
    fn fingerprint(answer: Self::Answer) -> u64;

    /// The answer for a negative `n`: no solution.
    fn no_solution() -> Self::Answer;

    /// The answer for `n = 0`: the empty board, one placement of no queens.
    fn empty_board() -> Self::Answer;

    /// The message every approach panics with, before any search, for an `n`
    /// beyond [`Problem::MAX_N`].
    fn too_large(n: i32) -> String;

    /// The project's conventions outside LeetCode's range, which every
    /// approach of [`Contract::Project`](crate::Contract::Project) keeps.
    fn edge_cases() -> Vec<EdgeCase<Self::Answer>> {
        let answer = |name, n, answer| EdgeCase { name, n, expect: Expect::Answer(answer) };
        let panic = |name, n| EdgeCase { name, n, expect: Expect::Panic(Self::too_large(n)) };
        vec![
            answer("negative", -1, Self::no_solution()),
            answer("most_negative", i32::MIN, Self::no_solution()),
            answer("empty_board", 0, Self::empty_board()),
            panic("first_too_large", Self::MAX_N + 1),
            panic("far_too_large", 64),
            panic("largest", i32::MAX),
        ]
    }

    /// Rows that `compare` sets beside the approaches: the problem's own
    /// engines beyond LeetCode, if it has any.
    fn extra_rows(n: i32) -> Vec<Entry> {
        let _ = n;
        Vec::new()
    }

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

    /// The approach called `name`, if any.
    fn find(name: &str) -> Option<&'static Approach<Self::Answer>> {
        Self::APPROACHES.iter().find(|approach| approach.name == name)
    }
}

/// One input outside LeetCode's range, and what the project promises for it.
#[derive(Debug)]
pub struct EdgeCase<A> {
    /// The test's name, e.g. `negative`.
    pub name: &'static str,
    /// The input.
    pub n: i32,
    /// The promise.
    pub expect: Expect<A>,
}

/// What an approach must do with an [`EdgeCase`].
#[derive(Debug)]
pub enum Expect<A> {
    /// Return this answer.
    Answer(A),
    /// Panic with this message, before any search.
    Panic(String),
}
