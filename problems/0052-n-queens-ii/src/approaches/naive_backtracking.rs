//! # Naive backtracking
//!
//! **Idea.** Place queens row by row, keeping the column of each queen placed so
//! far. A candidate square is safe when no earlier queen shares its column or a
//! diagonal (`|column difference| == row difference`). When a row has no safe
//! square, go back one row and move that queen on. Unlike brute force, a
//! doomed placement is abandoned as soon as two queens attack each other.
//!
//! **Cost.** Time: the search visits far fewer than `n!` placements, but each
//! of a row's `n` candidate squares is checked against every earlier queen,
//! `O(n)` a square: `O(n! * n^2)` as an upper bound. Space `O(n)`.
//!
//! **What stops it.** The `O(n)` check on every candidate square. It is quick
//! at LeetCode's `n <= 9`; `compare` measures where it stops.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

impl Solution {
    /// The number of ways to place `n` non-attacking queens on an `n` x `n` board.
    ///
    /// `n < 0` gives 0; `n == 0` gives 1 (the empty board); `n >= 19` panics, since
    /// its count does not fit in `i32`.
    pub fn total_n_queens(n: i32) -> i32 {
        assert!(n < 19, "n = {n}: the count for n >= 19 does not fit in i32");
        let Ok(n) = usize::try_from(n) else {
            return 0;
        };
        Self::place(n, &mut Vec::with_capacity(n))
    }

    /// Counts the ways to finish the board, given the queens' columns so far.
    fn place(n: usize, queens: &mut Vec<usize>) -> i32 {
        if queens.len() == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            if Self::is_safe(queens, column) {
                queens.push(column);
                count += Self::place(n, queens);
                queens.pop();
            }
        }
        count
    }

    /// Whether a queen in the next row at `column` is safe from every earlier queen.
    fn is_safe(queens: &[usize], column: usize) -> bool {
        let row = queens.len();
        queens
            .iter()
            .enumerate()
            .all(|(earlier, &taken)| taken != column && taken.abs_diff(column) != row - earlier)
    }
}
