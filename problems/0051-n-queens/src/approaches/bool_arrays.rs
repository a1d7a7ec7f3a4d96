//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. Columns are
//! `0..n`, `row + column` is `0..2n-1`, and `row - column + n - 1` is `0..2n-1`
//! too: three arrays of booleans, indexed directly, say whether a column or a
//! diagonal is taken.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, so `O(n)` a node and `O(n! * n)` as a bound;
//! each board costs `O(n^2)` to write out. Space: `O(n)` for the search and
//! `O(n^2)` for the `n` ready rows, plus the answer, `O(boards * n^2)` bytes.
//!
//! **Where it stops.** The search tree itself: every node still looks at all
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
        let mut search = Search {
            rows: (0..n)
                .map(|c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                .collect(),
            queens: Vec::with_capacity(n),
            columns: vec![false; n],
            // 2n rather than 2n - 1, so that n = 0 needs no special case.
            diagonals: vec![false; 2 * n],
            anti_diagonals: vec![false; 2 * n],
            boards: Vec::new(),
        };
        search.place(0);
        search.boards
    }
}

/// The search's state: what is taken, and what has been found.
struct Search {
    /// The `n` possible rows: `rows[c]` has its queen in column `c`.
    rows: Vec<String>,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    columns: Vec<bool>,
    /// Indexed by `row + n - 1 - column`.
    diagonals: Vec<bool>,
    /// Indexed by `row + column`.
    anti_diagonals: Vec<bool>,
    boards: Vec<Vec<String>>,
}

impl Search {
    /// Finishes the board from `row` down.
    fn place(&mut self, row: usize) {
        let n = self.columns.len();
        if row == n {
            let board = self.queens.iter().map(|&column| self.rows[column].clone()).collect();
            self.boards.push(board);
            return;
        }
        for column in 0..n {
            let diagonal = row + n - 1 - column;
            let anti_diagonal = row + column;
            if self.columns[column]
                || self.diagonals[diagonal]
                || self.anti_diagonals[anti_diagonal]
            {
                continue;
            }
            self.set(column, diagonal, anti_diagonal, true);
            self.queens.push(column);
            self.place(row + 1);
            self.queens.pop();
            self.set(column, diagonal, anti_diagonal, false);
        }
    }

    /// Marks a queen's three lines as taken (`true`) or free again (`false`).
    fn set(&mut self, column: usize, diagonal: usize, anti_diagonal: usize, value: bool) {
        self.columns[column] = value;
        self.diagonals[diagonal] = value;
        self.anti_diagonals[anti_diagonal] = value;
    }
}
