//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. The keys are
//! small and dense: columns are `0..n`, a `\` diagonal's `row - col` plus `n`
//! is `1..=2n-1`, and a `/` diagonal's `row + col` is `0..=2n-2`. So three
//! arrays of booleans, indexed directly, say whether a column or a diagonal
//! holds a queen: `cols` (`n` entries), `diagonals` and `anti_diagonals`
//! (`2n` entries each; `2n - 1` would do for `anti_diagonals`, but would
//! underflow in `usize` at n = 0). A square is free when none of its three is
//! taken; placing a queen sets them before the recursive call, and
//! backtracking clears them after it.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, `O(n! * n)` as an upper bound. Space `O(n)`:
//! the three arrays and a recursion `n` deep.
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
        let mut cols = vec![false; n];
        let mut diagonals = vec![false; 2 * n];
        let mut anti_diagonals = vec![false; 2 * n];
        Self::backtrack(0, n, &mut cols, &mut diagonals, &mut anti_diagonals)
    }

    /// Counts the ways to fill rows `row..n`, given the lines the queens above take.
    fn backtrack(
        row: usize,
        n: usize,
        cols: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
    ) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for col in 0..n {
            if cols[col] || diagonals[row + n - col] || anti_diagonals[row + col] {
                continue;
            }
            cols[col] = true;
            diagonals[row + n - col] = true;
            anti_diagonals[row + col] = true;
            count += Self::backtrack(row + 1, n, cols, diagonals, anti_diagonals);
            cols[col] = false;
            diagonals[row + n - col] = false;
            anti_diagonals[row + col] = false;
        }
        count
    }
}
