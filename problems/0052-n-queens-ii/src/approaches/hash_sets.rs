//! # Backtracking with hash sets
//!
//! **Idea.** The same row-by-row search as naive backtracking, but instead of
//! comparing a candidate with every earlier queen, remember what is attacked.
//! All squares of one diagonal share `row - column`, and all squares of one
//! anti-diagonal share `row + column`; so three sets (used columns, used
//! `row - column` values, used `row + column` values) answer "is this square
//! attacked?" with three lookups. Placing a queen inserts into the sets;
//! backtracking removes again.
//!
//! **Cost.** Time: the same search tree as naive backtracking, with an `O(1)`
//! (expected) check instead of `O(n)`, so `O(n! * n)` expected as an upper
//! bound; hashing makes that constant large. Space `O(n)`.
//!
//! **What stops it.** Hashing: up to three lookups per candidate square and
//! three inserts and three removes per queen make it slower in practice than
//! the naive check it replaces. `compare` measures where it stops.

/// LeetCode's solution type; the paste text below implements it.
pub struct Solution;

use std::collections::HashSet;

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
        let mut attacked = Attacked::default();
        Self::place(n, 0, &mut attacked)
    }

    /// Counts the ways to finish the board from `row` down.
    fn place(n: i32, row: i32, attacked: &mut Attacked) -> i32 {
        if row == n {
            return 1;
        }
        let mut count = 0;
        for column in 0..n {
            if attacked.columns.contains(&column)
                || attacked.diagonals.contains(&(row - column))
                || attacked.anti_diagonals.contains(&(row + column))
            {
                continue;
            }
            attacked.columns.insert(column);
            attacked.diagonals.insert(row - column);
            attacked.anti_diagonals.insert(row + column);
            count += Self::place(n, row + 1, attacked);
            attacked.columns.remove(&column);
            attacked.diagonals.remove(&(row - column));
            attacked.anti_diagonals.remove(&(row + column));
        }
        count
    }
}

/// The lines the queens placed so far attack.
#[derive(Default)]
struct Attacked {
    /// Columns holding a queen.
    columns: HashSet<i32>,
    /// `row - column` of each queen: one value per `\` diagonal.
    diagonals: HashSet<i32>,
    /// `row + column` of each queen: one value per `/` anti-diagonal.
    anti_diagonals: HashSet<i32>,
}
