//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. The keys are
//! small and dense: columns are `0..n`, `row + column` is `0..=2n-2`, and
//! `row - column + n` is `1..=2n-1`. So three arrays of booleans, indexed
//! directly, say whether a column or a diagonal is taken: a queen takes three
//! lines, and a square is free when none of its three is taken.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, `O(n! * n)` as an upper bound. Space `O(n)`:
//! three arrays of at most `2n`.
//!
//! **What stops it.** It still tries all `n` columns of every row, attacked
//! or not; `compare` measures where.

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
        // Taken lines: columns, `\` diagonals, `/` diagonals. 2n entries each:
        // `2 * n - 1` would underflow at n = 0.
        let mut taken = [vec![false; n], vec![false; 2 * n], vec![false; 2 * n]];
        Self::place(n, 0, &mut taken)
    }

    /// Counts the ways to finish the board from `row` down.
    fn place(n: usize, row: usize, taken: &mut [Vec<bool>; 3]) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            // The square's column, `\` diagonal (`row - column`, offset by n)
            // and `/` diagonal.
            let lines = [column, row + n - column, row + column];
            if (0..3).all(|i| !taken[i][lines[i]]) {
                (0..3).for_each(|i| taken[i][lines[i]] = true);
                count += Self::place(n, row + 1, taken);
                (0..3).for_each(|i| taken[i][lines[i]] = false);
            }
        }
        count
    }
}
