//! # Bitmask backtracking
//!
//! **Idea.** The row-by-row search with each row's attacked squares held in the
//! bits of one integer, bit `c` for column `c`:
//!
//! - `columns`: columns that already hold a queen;
//! - `diagonals`: squares attacked along a `\` diagonal; a queen in column `c`
//!   attacks column `c + 1` one row down, so the mask moves up a bit (`<< 1`)
//!   per row;
//! - `anti_diagonals`: squares attacked along a `/` diagonal, which move down a
//!   bit (`>> 1`) per row.
//!
//! A row's free squares are `full & !(columns | diagonals | anti_diagonals)`,
//! where `full` has the `n` low bits set. `free & free.wrapping_neg()` keeps
//! the lowest free square, `free & (free - 1)` removes it, and
//! `queen.trailing_zeros()` turns the one-bit mask back into a column number,
//! which the board needs.
//!
//! **Cost.** Time: the same search tree as backtracking, each row's free
//! squares in a few instructions and a few more per free square, so `O(n!)`
//! as a bound; each board costs `O(n^2)` to write out. Space: `O(n)` for the
//! search and `O(n^2)` for the `n` ready rows, plus the answer,
//! `O(boards * n^2)` bytes.
//!
//! **What stops it.** The search tree and, more and more as `n` grows,
//! writing and holding the boards, whose number grows several times over
//! with each step of `n`. Its practical limit is in `APPROACHES` in
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
        let mut search = Search {
            // The n low bits. Not `(1 << n) - 1`: `1_u32 << 32` overflows.
            full: if n == 0 { 0 } else { u32::MAX >> (32 - n) },
            rows: (0..n)
                .map(|c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                .collect(),
            queens: Vec::with_capacity(n),
            boards: Vec::new(),
        };
        search.place(0, 0, 0);
        search.boards
    }
}

/// The search's state, and what it has found.
struct Search {
    /// One bit per column of the board.
    full: u32,
    /// The `n` possible rows: `rows[c]` has its queen in column `c`.
    rows: Vec<String>,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    boards: Vec<Vec<String>>,
}

impl Search {
    /// Finishes the board, given the current row's masks.
    fn place(&mut self, columns: u32, diagonals: u32, anti_diagonals: u32) {
        if columns == self.full {
            let board = self.queens.iter().map(|&column| self.rows[column].clone()).collect();
            self.boards.push(board);
            return;
        }
        let mut free = self.full & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            self.queens.push(queen.trailing_zeros() as usize);
            self.place(columns | queen, (diagonals | queen) << 1, (anti_diagonals | queen) >> 1);
            self.queens.pop();
        }
    }
}
