//! # Brute force over permutations
//!
//! **Idea.** One queen per row and one per column means a solution is a
//! permutation of the columns: row `r` holds its queen in column `p[r]`. Generate
//! all `n!` permutations (by swapping each remaining column into the current
//! row) and keep those where no two queens share a diagonal: queens in rows `i`
//! and `j` attack diagonally exactly when `|p[i] - p[j]| == |i - j|`.
//!
//! **Cost.** Time `O(n! * n^2)`: every permutation is built in full and then
//! checked pair by pair, even when its first two queens already attack each
//! other. Space `O(n)` for the permutation and the recursion.
//!
//! **What stops it.** The number of permutations, multiplied by `n` at each
//! step up in `n`. At LeetCode's largest case, n = 9, there are only 9! =
//! 362,880 of them, so it runs quickly there; `compare` measures where it
//! stops.

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
        let mut columns: Vec<usize> = (0..n).collect();
        let mut count = 0;
        Self::permute(&mut columns, 0, &mut count);
        count
    }

    /// Tries every column still unused in `columns[row..]` for `row`.
    fn permute(columns: &mut [usize], row: usize, count: &mut i32) {
        if row == columns.len() {
            if Self::no_diagonal_attack(columns) {
                *count += 1;
            }
            return;
        }
        for other in row..columns.len() {
            columns.swap(row, other);
            Self::permute(columns, row + 1, count);
            columns.swap(row, other);
        }
    }

    /// Whether no two queens of the full permutation share a diagonal.
    fn no_diagonal_attack(columns: &[usize]) -> bool {
        columns.iter().enumerate().all(|(row, &column)| {
            columns[row + 1..]
                .iter()
                .enumerate()
                .all(|(gap, &below)| column.abs_diff(below) != gap + 1)
        })
    }
}
