//! # LeetCode 51, N-Queens
//!
//! List every way to place `n` queens on an `n` x `n` chessboard so that no
//! two attack each other, each board as `n` strings of `'Q'` and `'.'`.
//! LeetCode asks for `1 <= n <= 9`; the number of boards is OEIS A000170
//! (1, 0, 0, 2, 10, 4, 40, 92, 352, 724, ...).
//!
//! Every classic approach lives in a module of its own, in the order the
//! guide teaches them. Each module's source is laid out for LeetCode: its
//! docs, then the line `pub struct Solution;`, then the paste text, which
//! compiles on its own with std alone ([`leetcode_harness::Approach::paste_text`]). [`APPROACHES`] lists them, and
//! [`NQueens`] describes the problem to the shared `leetcode-harness`.
//!
//! Outside LeetCode's range every approach gives the same answer: `n < 0`
//! gives no boards, `n == 0` one empty board, and `n > 32` panics before any
//! search. Mind the memory: the answer holds every board, `n` strings of `n`
//! bytes each, hundreds of MB at n = 14 and gigabytes from n = 15 on
//! ([`guide::answer_bytes`]; the guide has the table). To look at the boards
//! of a larger `n`, take them one at a time from [`solutions`], which needs
//! no more than `O(n)`.
//!
//! ```
//! let first_three: Vec<Vec<usize>> = n_queens::solutions(20).take(3).collect();
//! assert_eq!(first_three.len(), 3);
//! assert_eq!(n_queens::solutions(8).count(), 92);
//! assert_eq!(n_queens::board(&[1, 3, 0, 2]), [".Q..", "...Q", "Q...", "..Q."]);
//! ```

pub mod checker;
pub mod construction;
pub mod guide;

pub use approaches::bitmask_iterative::Solutions;

use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::ops::RangeInclusive;

use leetcode_harness::problem::EdgeCase;
use leetcode_harness::text::Text;
use leetcode_harness::{Guide, Problem};

/// The largest `n` any approach accepts: a row is held in a `u32`.
pub const MAX_N: i32 = 32;

/// OEIS A000170, the number of boards for `n = 0, 1, 2, ...`: problem 52's
/// counts, the workspace's one copy.
pub use n_queens_ii::A000170;

/// Problem 51 as the shared harness sees it.
pub struct NQueens;

leetcode_harness::approaches! {
    NQueens: solve_n_queens(n: i32) -> Vec<Vec<String>>;
    naive_backtracking: "naive-backtracking", practical to 13;
    hash_sets: "hash-sets", practical to 12;
    bool_arrays: "bool-arrays", practical to 13;
    bitmask: "bitmask", practical to 14;
    bitmask_iterative: "bitmask-iterative", practical to 14;
    bitmask_mirror: "bitmask-mirror", practical to 14;
}

impl Problem for NQueens {
    const LEETCODE_RANGE: RangeInclusive<i32> = 1..=9;
    // The tests' table and `check` stop here: n = 15's answer takes gigabytes.
    const KNOWN_UP_TO: i32 = 14;
    const MAX_N: i32 = MAX_N;
    const TOO_LARGE: &'static str = "a row of the board is held in 32 bits";
    const YARDSTICK: &'static str = "bitmask";
    const READ_INPUT: &'static str = "arg.parse().expect(\"n\")";
    // One board a line, its rows joined by commas.
    const PRINT_ANSWER: &'static str = "for board in answer {\n\
            writeln!(out, \"{}\", board.join(\",\")).unwrap();\n\
        }";
    const SIZE_EXPRESSION: &'static str = "n";
    // `tests/fixtures/wrong_at_6.rs` leaves a board out there.
    const WRONG_AT: i32 = 6;
    const IDEA_PROMPT: &'static str =
        "How does the search go, and how does it know that a square is attacked?";
    type Wrong = WrongBoards;

    fn input(n: i32) -> i32 {
        n
    }

    fn write_input(n: &i32) -> String {
        n.to_string()
    }

    fn expected(n: i32) -> u64 {
        A000170[usize::try_from(n).expect("a known n is not negative")]
    }

    /// Every board valid by the [`checker`], none twice, as many as A000170
    /// says; a missing one is named.
    fn verify(n: i32, boards: &Vec<Vec<String>>) -> Result<u64, WrongBoards> {
        let size = usize::try_from(n).expect("n >= 0");
        for (index, board) in boards.iter().enumerate() {
            if let Some(error) = checker::board_error(size, board) {
                return Err(WrongBoards::Invalid {
                    number: index + 1,
                    board: board.clone(),
                    error,
                });
            }
        }
        let mut sorted: Vec<&Vec<String>> = boards.iter().collect();
        sorted.sort();
        if let Some([twice, _]) = sorted.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(WrongBoards::Repeated((*twice).clone()));
        }
        let expected = Self::expected(n);
        let count = boards.len() as u64;
        if count < expected {
            let missing = solutions(size)
                .map(|queens| board(&queens))
                .find(|board| sorted.binary_search(&board).is_err())
                .expect("fewer valid distinct boards than there are solutions");
            return Err(WrongBoards::Missing { expected, got: count, missing });
        }
        Ok(count)
    }

    fn count(boards: &Vec<Vec<String>>) -> u64 {
        boards.len() as u64
    }

    /// Never wrong: every line is a board, checked by [`Problem::verify`].
    fn parse(output: &str) -> Result<Vec<Vec<String>>, WrongBoards> {
        Ok(output.lines().map(|line| line.split(',').map(str::to_owned).collect()).collect())
    }

    /// The same for the same set of boards in any order (LeetCode accepts any).
    fn fingerprint(mut boards: Vec<Vec<String>>) -> u64 {
        boards.sort_unstable();
        let mut hasher = DefaultHasher::new();
        boards.hash(&mut hasher);
        hasher.finish()
    }

    /// `n < 0` gives no boards, `n == 0` one empty board, and `n > 32`
    /// panics before any search.
    fn edge_cases() -> Vec<EdgeCase<i32, Vec<Vec<String>>>> {
        let too_large = |n| format!("n = {n}: more than 32 queens is out of range");
        vec![
            EdgeCase::answer("negative", -1, Vec::new()),
            EdgeCase::answer("most_negative", i32::MIN, Vec::new()),
            EdgeCase::answer("empty_board", 0, vec![Vec::new()]),
            EdgeCase::panic("first_too_large", MAX_N + 1, too_large(MAX_N + 1)),
            EdgeCase::panic("far_too_large", 64, too_large(64)),
            EdgeCase::panic("largest", i32::MAX, too_large(i32::MAX)),
        ]
    }
}

impl Guide for NQueens {
    const ANSWER_COLUMN: (&'static str, &'static str) = ("boards", "棋盘数");
    // Past LeetCode's n <= 9, where a slow pitfall's cost shows.
    const PITFALL_SIZES: &'static [i32] = &[10, 11, 12];

    fn region(name: &str, _measure: bool) -> Option<Text> {
        (name == "memory").then(|| Text::each(guide::memory))
    }

    fn pictures() -> Vec<(&'static str, String)> {
        vec![("solutions-8.svg", guide::solutions_picture(8))]
    }
}

/// What is wrong with a list of boards.
#[derive(Debug, PartialEq, Eq)]
pub enum WrongBoards {
    /// Board `number` (from 1) is no solution, for the checker's reason.
    Invalid {
        /// Its place in the list, from 1.
        number: usize,
        /// The board.
        board: Vec<String>,
        /// What the [`checker`] says.
        error: String,
    },
    /// This board comes twice.
    Repeated(Vec<String>),
    /// Fewer boards than there are solutions; one that is missing.
    Missing {
        /// How many there are.
        expected: u64,
        /// How many came.
        got: u64,
        /// A solution not among them.
        missing: Vec<String>,
    },
}

impl fmt::Display for WrongBoards {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            WrongBoards::Invalid { number, board, error } => {
                write!(f, "board {number} is wrong ({error}): {board:?}")
            }
            WrongBoards::Repeated(board) => write!(f, "a board comes twice: {board:?}"),
            WrongBoards::Missing { expected, got, missing } => {
                write!(f, "expected {expected} boards, got {got}; one missing is {missing:?}")
            }
        }
    }
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
