//! # Naive backtracking
//!
//! **Idea.** Place queens row by row, keeping the column of each queen placed so
//! far. A candidate square is safe when no earlier queen shares its column or a
//! diagonal (`|column difference| == row difference`). When every row holds a
//! queen, the columns are turned into a board; when a row has no safe square,
//! go back one row and move that queen on.
//!
//! The board strings are built cheaply: the `n` possible rows (a `'Q'` in column
//! `c`, `'.'` elsewhere) are made once, and each board clones `n` of them.
//!
//! **Cost.** Time: the search tree has at most `n!/(n-k)!` nodes at depth
//! `k`, fewer than `e * n!` in all (the real tree is far smaller, and falls
//! further behind `n!` as `n` grows). Each node tries the `n` columns of the
//! next row and checks each against up to `n` earlier queens, so `O(n! * n^2)`
//! as a bound; each board costs `O(n^2)` to write out. Space: `O(n)` for the
//! search and `O(n^2)` for the `n` ready rows, plus the answer itself,
//! `O(boards * n^2)` bytes.
//!
//! **What stops it.** The search tree, with a check that walks the earlier
//! queens for every square tried. Its practical limit is in `APPROACHES` in
//! `src/lib.rs`.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

impl Solution {
    /// Every way to place `n` non-attacking queens on an `n` x `n` board, each as
    /// `n` rows of `'Q'` and `'.'`.
    ///
    /// `n < 0` gives no boards; `n == 0` gives one empty board; `n > 32` panics.
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        assert!(n <= 32, "n = {n}: more than 32 queens is out of range");
        let Ok(n) = usize::try_from(n) else {
            return Vec::new();
        };
        let rows = Self::rows(n);
        let mut boards = Vec::new();
        Self::place(n, &mut Vec::with_capacity(n), &rows, &mut boards);
        boards
    }

    /// Finishes the board from the next row, given the queens' columns so far.
    fn place(n: usize, queens: &mut Vec<usize>, rows: &[String], boards: &mut Vec<Vec<String>>) {
        if queens.len() == n {
            boards.push(queens.iter().map(|&column| rows[column].clone()).collect());
            return;
        }
        for column in 0..n {
            if Self::is_safe(queens, column) {
                queens.push(column);
                Self::place(n, queens, rows, boards);
                queens.pop();
            }
        }
    }

    /// Whether a queen in the next row at `column` is safe from every earlier queen.
    fn is_safe(queens: &[usize], column: usize) -> bool {
        let row = queens.len();
        queens
            .iter()
            .enumerate()
            .all(|(earlier, &taken)| taken != column && taken.abs_diff(column) != row - earlier)
    }

    /// The `n` possible rows: `rows[c]` has its queen in column `c`.
    fn rows(n: usize) -> Vec<String> {
        (0..n).map(|column| (0..n).map(|c| if c == column { 'Q' } else { '.' }).collect()).collect()
    }
}
