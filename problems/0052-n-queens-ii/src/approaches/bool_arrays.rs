//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. The keys are
//! small and dense: columns are `0..n`, `row + column` is `0..2n-1`, and
//! `row - column + n - 1` is `0..2n-1` too. So three arrays of booleans,
//! indexed directly, say whether a column or a diagonal is taken.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, `O(n! * n)` as an upper bound. Space `O(n)`:
//! three arrays of at most `2n`.
//!
//! **Where it stops.** The classic interview answer before bit tricks. It
//! still tries all `n` columns of every row, attacked or not, and that is what
//! stops it; `compare` measures where.

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
        let mut taken = Taken {
            columns: vec![false; n],
            diagonals: vec![false; 2 * n],
            anti_diagonals: vec![false; 2 * n],
        };
        Self::place(n, 0, &mut taken)
    }

    /// Counts the ways to finish the board from `row` down.
    fn place(n: usize, row: usize, taken: &mut Taken) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            // `row - column` shifted by `n - 1` so that it never goes below zero.
            let diagonal = row + n - 1 - column;
            let anti_diagonal = row + column;
            if taken.columns[column]
                || taken.diagonals[diagonal]
                || taken.anti_diagonals[anti_diagonal]
            {
                continue;
            }
            taken.set(column, diagonal, anti_diagonal, true);
            count += Self::place(n, row + 1, taken);
            taken.set(column, diagonal, anti_diagonal, false);
        }
        count
    }
}

/// Which columns and diagonals hold a queen.
struct Taken {
    columns: Vec<bool>,
    diagonals: Vec<bool>,
    anti_diagonals: Vec<bool>,
}

impl Taken {
    /// Marks a queen's three lines as taken (`true`) or free again (`false`).
    fn set(&mut self, column: usize, diagonal: usize, anti_diagonal: usize, value: bool) {
        self.columns[column] = value;
        self.diagonals[diagonal] = value;
        self.anti_diagonals[anti_diagonal] = value;
    }
}
