//! # LeetCode 51, N-Queens
//!
//! List every way to place `n` queens on an `n` x `n` chessboard so that no
//! two attack each other, each board as `n` strings of `'Q'` and `'.'`.
//! LeetCode asks for `1 <= n <= 9`; the number of boards is OEIS A000170
//! (1, 0, 0, 2, 10, 4, 40, 92, 352, 724, ...).
//!
//! Every classic approach lives in a module of its own, slowest first. Each
//! module's source is laid out for LeetCode: its docs, then the line
//! `pub struct Solution;`, then the paste text, which compiles on its own with
//! std alone ([`Approach::paste_text`]).
//!
//! Outside LeetCode's range every approach gives the same answer: `n < 0`
//! gives no boards, `n == 0` one empty board, and `n > 32` panics before any
//! search. Mind the memory: the answer holds boards x n strings of n bytes
//! (plus a `String`'s 24 bytes each), some 40 MB at n = 13, 250 MB at 14,
//! 2 GB at 15 and 14 GB at 16. To look at the boards of a larger `n`, take
//! them one at a time from [`solutions`], which needs no more than `O(n)`.
//!
//! ```
//! let first_three: Vec<Vec<usize>> = n_queens::solutions(20).take(3).collect();
//! assert_eq!(first_three.len(), 3);
//! assert_eq!(n_queens::solutions(8).count(), 92);
//! assert_eq!(n_queens::board(&[1, 3, 0, 2]), [".Q..", "...Q", "Q...", "..Q."]);
//! ```

pub mod bitmask;
pub mod bitmask_iterative;
pub mod bitmask_mirror;
pub mod bool_arrays;
pub mod hash_sets;
pub mod naive_backtracking;

pub use bitmask_iterative::Solutions;

/// The line that separates an approach file's docs from its paste text.
pub const STRUCT_LINE: &str = "pub struct Solution;";

/// The largest `n` any approach accepts: a row is held in a `u32`.
pub const MAX_N: i32 = 32;

/// One approach, as the tests, the benchmarks and the binary see it.
#[derive(Clone, Copy, Debug)]
pub struct Approach {
    /// Its name on the command line and in tables.
    pub name: &'static str,
    /// Its `Solution::solve_n_queens`.
    pub solve_n_queens: fn(i32) -> Vec<Vec<String>>,
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
            solve_n_queens: $module::Solution::solve_n_queens,
            practical_limit: $limit,
            source: include_str!(concat!(stringify!($module), ".rs")),
        }
    };
}

/// Every approach, slowest first: the one list that the tests, the benchmarks
/// and the binary iterate.
pub const APPROACHES: &[Approach] = &[
    approach!(naive_backtracking, "naive-backtracking", practical to 13),
    approach!(hash_sets, "hash-sets", practical to 12),
    approach!(bool_arrays, "bool-arrays", practical to 13),
    approach!(bitmask, "bitmask", practical to 14),
    approach!(bitmask_iterative, "bitmask-iterative", practical to 14),
    approach!(bitmask_mirror, "bitmask-mirror", practical to 14),
];

/// The approach called `name`, if any.
#[must_use]
pub fn find(name: &str) -> Option<&'static Approach> {
    APPROACHES.iter().find(|approach| approach.name == name)
}

/// Every solution for `n` queens, lazily, each as the column of the queen in
/// every row; `O(n)` memory however many are taken.
///
/// # Panics
///
/// If `n > 32`.
#[must_use]
pub fn solutions(n: usize) -> Solutions {
    Solutions::new(n)
}

/// The board of one solution, as LeetCode writes it: row `r` has its queen in
/// column `queens[r]`.
#[must_use]
pub fn board(queens: &[usize]) -> Vec<String> {
    let n = queens.len();
    queens
        .iter()
        .map(|&queen| (0..n).map(|c| if c == queen { 'Q' } else { '.' }).collect())
        .collect()
}
