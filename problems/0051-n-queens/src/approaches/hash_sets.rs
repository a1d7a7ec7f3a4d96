//! # Backtracking with hash sets
//!
//! **Idea.** The row-by-row search, remembering what is attacked instead of
//! comparing with every earlier queen. All squares of one `\` diagonal share
//! `row - column`, and all squares of one `/` anti-diagonal share
//! `row + column`; so three sets (used columns, used `row - column`, used
//! `row + column`) answer "is this square attacked?" in three lookups.
//!
//! **Cost.** Time: the same tree as naive backtracking, with an `O(1)`
//! (expected) check, so `O(n)` a node and `O(n! * n)` as a bound; hashing
//! every key (std's default hasher is SipHash), and inserting and removing
//! three keys for every queen placed, make the constant large. Each board
//! costs `O(n^2)` to write out. Space: `O(n)` for the search and `O(n^2)` for
//! the `n` ready rows, plus the answer, `O(boards * n^2)` bytes.
//!
//! **What stops it.** The hashing: it is the slowest approach here in
//! practice. Its practical limit is in `APPROACHES` in `src/lib.rs`.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

use std::collections::HashSet;

impl Solution {
    /// Every way to place `n` non-attacking queens on an `n` x `n` board, each as
    /// `n` rows of `'Q'` and `'.'`.
    ///
    /// `n < 0` gives no boards; `n == 0` gives one empty board; `n > 32` panics.
    pub fn solve_n_queens(n: i32) -> Vec<Vec<String>> {
        assert!(n <= 32, "n = {n}: more than 32 queens is out of range");
        let Ok(size) = usize::try_from(n) else {
            return Vec::new();
        };
        let mut search = Search {
            n,
            rows: (0..size)
                .map(|c| (0..size).map(|i| if i == c { 'Q' } else { '.' }).collect())
                .collect(),
            queens: Vec::with_capacity(size),
            columns: HashSet::new(),
            diagonals: HashSet::new(),
            anti_diagonals: HashSet::new(),
            boards: Vec::new(),
        };
        search.place(0);
        search.boards
    }
}

/// The search's state: what is attacked, and what has been found.
struct Search {
    n: i32,
    /// The `n` possible rows: `rows[c]` has its queen in column `c`.
    rows: Vec<String>,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    /// Columns holding a queen.
    columns: HashSet<i32>,
    /// `row - column` of each queen: one value per `\` diagonal.
    diagonals: HashSet<i32>,
    /// `row + column` of each queen: one value per `/` anti-diagonal.
    anti_diagonals: HashSet<i32>,
    boards: Vec<Vec<String>>,
}

impl Search {
    /// Finishes the board from `row` down.
    fn place(&mut self, row: i32) {
        if row == self.n {
            let board = self.queens.iter().map(|&column| self.rows[column].clone()).collect();
            self.boards.push(board);
            return;
        }
        for (index, column) in (0..self.n).enumerate() {
            if self.columns.contains(&column)
                || self.diagonals.contains(&(row - column))
                || self.anti_diagonals.contains(&(row + column))
            {
                continue;
            }
            self.columns.insert(column);
            self.diagonals.insert(row - column);
            self.anti_diagonals.insert(row + column);
            self.queens.push(index);
            self.place(row + 1);
            self.queens.pop();
            self.columns.remove(&column);
            self.diagonals.remove(&(row - column));
            self.anti_diagonals.remove(&(row + column));
        }
    }
}
