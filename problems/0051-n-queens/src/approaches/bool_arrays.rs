//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. Columns are
//! `0..n`, `row + column` is `0..=2n-2`, and `row - column + n` is `1..=2n-1`:
//! three arrays of booleans, indexed directly, say whether a column or a
//! diagonal is taken. The path (the choices made so far) is `path`, the
//! queens' columns, row by row; a board's strings are written only when the
//! path reaches the last row.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, so `O(n)` a node and `O(n! * n)` as a bound;
//! each board costs `O(n^2)` to write out. Space: `O(n)` for the search, plus
//! the answer, `O(boards * n^2)` bytes.
//!
//! **What stops it.** The search tree itself: every node still looks at all
//! `n` columns of its row, attacked or not. Its practical limit is in
//! `APPROACHES` in `src/lib.rs`.

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
        // Taken lines: columns, `\` diagonals, `/` diagonals. 2n entries each:
        // `2 * n - 1` would underflow at n = 0.
        let mut taken = [vec![false; n], vec![false; 2 * n], vec![false; 2 * n]];
        let mut boards = Vec::new();
        Self::place(&mut Vec::with_capacity(n), &mut taken, &mut boards);
        boards
    }

    /// Finishes the board whose first rows hold queens in the columns `path`.
    fn place(path: &mut Vec<usize>, taken: &mut [Vec<bool>; 3], boards: &mut Vec<Vec<String>>) {
        let (n, row) = (taken[0].len(), path.len());
        if row == n {
            let line = |c: usize| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect();
            boards.push(path.iter().map(|&c| line(c)).collect());
            return;
        }
        for column in 0..n {
            // The square's column, `\` diagonal (`row - column`, offset by n)
            // and `/` diagonal.
            let lines = [column, row + n - column, row + column];
            if (0..3).all(|i| !taken[i][lines[i]]) {
                (0..3).for_each(|i| taken[i][lines[i]] = true);
                path.push(column);
                Self::place(path, taken, boards);
                path.pop();
                (0..3).for_each(|i| taken[i][lines[i]] = false);
            }
        }
    }
}
