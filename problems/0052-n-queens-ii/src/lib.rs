//! # LeetCode 52, N-Queens II
//!
//! Count the ways to place `n` queens on an `n` x `n` chessboard so that no two
//! attack each other (OEIS A000170: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, ...).
//! LeetCode asks for `1 <= n <= 9` and an `i32` answer.
//!
//! Every classic approach lives in a module of its own, slowest first. Each
//! module's source is laid out for LeetCode: its docs, then the line
//! `pub struct Solution;`, then the paste text, which compiles on its own with
//! std alone ([`Approach::paste_text`]).
//!
//! Outside LeetCode's range every approach gives the same answer: `n < 0`
//! gives 0, `n == 0` gives 1 (the empty board), and `n >= 19`, whose count does
//! not fit in `i32`, panics before any search.
//!
//! ```
//! for approach in n_queens_ii::APPROACHES {
//!     assert_eq!((approach.total_n_queens)(8), 92, "{}", approach.name);
//! }
//! ```
//!
//! Beyond LeetCode: [`fast_count`] counts up to n = 27 with every symmetry
//! and every core, and [`trace`] tells the bitmask search step by step.

pub mod bitmask;
pub mod bitmask_iterative;
pub mod bitmask_mirror;
pub mod bool_arrays;
pub mod brute_force;
pub mod fast_count;
pub mod hash_sets;
pub mod naive_backtracking;
pub mod trace;

/// The line that separates an approach file's docs from its paste text.
pub const STRUCT_LINE: &str = "pub struct Solution;";

/// The largest `n` whose count fits in LeetCode's `i32` (A000170(18) = 666,090,624).
pub const MAX_N: i32 = 18;

/// One approach, as the tests, the benchmarks and the binary see it.
#[derive(Clone, Copy, Debug)]
pub struct Approach {
    /// Its name on the command line and in tables.
    pub name: &'static str,
    /// Its `Solution::total_n_queens`.
    pub total_n_queens: fn(i32) -> i32,
    /// The largest `n` it solves in about a second in a release build.
    pub practical_limit: i32,
    /// The whole source file of its module.
    pub source: &'static str,
}

impl Approach {
    /// What a user pastes into LeetCode's editor: everything after the
    /// [`STRUCT_LINE`] of the source, since LeetCode declares `Solution` itself.
    ///
    /// # Panics
    ///
    /// If the source has no [`STRUCT_LINE`]; the paste tests check every file.
    #[must_use]
    pub fn paste_text(&self) -> &'static str {
        let (_, paste) = self
            .source
            .split_once(&format!("\n{STRUCT_LINE}\n"))
            .unwrap_or_else(|| panic!("{} has no `{STRUCT_LINE}` line", self.name));
        paste.trim_start_matches('\n')
    }
}

/// Builds an [`Approach`] entry from its module, so that adding one is one line.
macro_rules! approach {
    ($module:ident, $name:literal, practical to $limit:literal) => {
        Approach {
            name: $name,
            total_n_queens: $module::Solution::total_n_queens,
            practical_limit: $limit,
            source: include_str!(concat!(stringify!($module), ".rs")),
        }
    };
}

/// Every approach, slowest first: the one list that the tests, the benchmarks
/// and the binary iterate.
pub const APPROACHES: &[Approach] = &[
    approach!(brute_force, "brute-force", practical to 11),
    approach!(naive_backtracking, "naive-backtracking", practical to 13),
    approach!(hash_sets, "hash-sets", practical to 12),
    approach!(bool_arrays, "bool-arrays", practical to 14),
    approach!(bitmask, "bitmask", practical to 15),
    approach!(bitmask_iterative, "bitmask-iterative", practical to 15),
    approach!(bitmask_mirror, "bitmask-mirror", practical to 16),
];

/// The approach called `name`, if any.
#[must_use]
pub fn find(name: &str) -> Option<&'static Approach> {
    APPROACHES.iter().find(|approach| approach.name == name)
}
