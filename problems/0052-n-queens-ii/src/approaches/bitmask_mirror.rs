//! # Bitmask backtracking with mirror symmetry
//!
//! **Idea.** Reflecting a solution left to right (each queen moves from column
//! `c` to column `n - 1 - c`) gives another solution. The first row's queen
//! moves from column `c` to `n - 1 - c`, so the solutions with the first queen
//! in column `c` are exactly the mirror images of those with it in column
//! `n - 1 - c`: search the left half of the first row, and count each solution
//! found there twice, once for its mirror image in the right half. That image
//! is always a different solution: it could only equal the original if every
//! queen stood in the middle column, which for `n > 1` puts two queens in one
//! column.
//!
//! For odd `n`, a first queen in the middle column stays in the middle column
//! when mirrored: those solutions pair up among themselves (each pair differs
//! in the second row's queen), so searching the middle column finds both
//! members of every pair, and its count is added once, not doubled. Doubling
//! it would count each of them twice. (n = 1: the lone queen is its own mirror
//! image, counted once.)
//!
//! **Cost.** The bitmask search's time, halved (a little more than half for odd
//! `n`, whose middle column is searched in full); space `O(n)`.
//!
//! **What stops it.** The size of the half search tree; `compare` measures
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
        if n <= 0 {
            // No first row to split: the empty board is the one solution for n = 0.
            return i32::from(n == 0);
        }
        let full = (1_u32 << n) - 1;
        let first_queen_count = |queen: u32| Self::place(full, queen, queen << 1, queen >> 1);
        let left_half = (0..n / 2).map(|column| 2 * first_queen_count(1 << column)).sum::<i32>();
        let middle = if n % 2 == 1 { first_queen_count(1 << (n / 2)) } else { 0 };
        left_half + middle
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
