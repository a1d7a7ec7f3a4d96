//! # Bitmask backtracking
//!
//! **Idea.** The same row-by-row search, with each row's attacked squares held
//! in the bits of one integer: bit `c` stands for column `c`. Three masks
//! describe the current row:
//!
//! - `columns`: columns that already hold a queen;
//! - `diagonals`: squares attacked along a `\` diagonal. A queen in column `c`
//!   attacks column `c + 1` in the next row, `c + 2` in the one after: so the
//!   whole mask moves one bit up (`<< 1`) per row;
//! - `anti_diagonals`: squares attacked along a `/` diagonal, which move one
//!   bit down (`>> 1`) per row.
//!
//! The free squares of a row are `full & !(columns | diagonals | anti_diagonals)`,
//! where `full` holds the `n` low bits: it cuts away the bits that `<< 1`
//! pushed past the board's edge, and the high bits that `!` turned on. Then:
//!
//! - `free & free.wrapping_neg()` keeps only the lowest set bit (in two's
//!   complement `-x == !x + 1`, which flips every bit above the lowest one):
//!   that is the next square to try;
//! - `free & (free - 1)` clears the lowest set bit: that square is done.
//!
//! A board is full when `columns == full`.
//!
//! **Cost.** Time: the same search tree as the backtracking approaches, but
//! each row's free squares come out of a few bit operations, and the loop
//! visits only free squares, never attacked ones: `O(1)` per queen placed,
//! `O(n!)` as an upper bound. Space `O(n)` for the recursion; the masks fit in
//! a `u32` for every `n` this crate accepts.
//!
//! **What stops it.** Only the size of the search tree; `compare` measures
//! where.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

impl Solution {
    /// The number of ways to place `n` non-attacking queens on an `n` x `n` board.
    ///
    /// `n < 0` gives 0; `n == 0` gives 1 (the empty board); `n >= 19` panics, since
    /// its count does not fit in `i32`.
    pub fn total_n_queens(n: i32) -> i32 {
        assert!(n < 19, "n = {n}: the count for n >= 19 does not fit in i32");
        if n < 0 {
            return 0;
        }
        let full = (1_u32 << n) - 1;
        Self::place(full, 0, 0, 0)
    }

    /// Counts the ways to finish the board, given the current row's masks.
    fn place(full: u32, columns: u32, diagonals: u32, anti_diagonals: u32) -> i32 {
        if columns == full {
            return 1;
        }
        let mut count = 0;
        let mut free = full & !(columns | diagonals | anti_diagonals);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            count += Self::place(
                full,
                columns | queen,
                (diagonals | queen) << 1,
                (anti_diagonals | queen) >> 1,
            );
        }
        count
    }
}
