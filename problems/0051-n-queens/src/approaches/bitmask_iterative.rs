//! # Bitmask backtracking as a lazy iterator
//!
//! **Idea.** The bitmask search with its call stack made explicit, wrapped in
//! an [`Iterator`]. Each frame holds what one call of the recursive search
//! holds: a row's three masks and its free squares not yet tried. `next` takes
//! the top frame's lowest free square and pushes the next row's frame; a frame
//! whose `columns == full` (the low `n` bits all set) is a full board, and
//! `next` returns it; a frame with nothing left to try is popped, which is the
//! backtrack. Because all the state is in the stack, the search can stop after
//! any solution and resume where it was: [`Solutions`] yields boards one at a
//! time, in `O(n)` memory, so `Solutions::new(20).take(3)` is instant although
//! n = 20 has 39 billion solutions. LeetCode's answer is simply all of them,
//! collected.
//!
//! **Cost.** The recursive bitmask search's time, plus an `O(n)` copy of the
//! queens' columns for each solution yielded. Space: `O(n)` for the search;
//! collected for LeetCode, also `O(n^2)` for the `n` ready rows and the
//! answer, `O(boards * n^2)` bytes.
//!
//! **What stops it.** Collected, what stops the recursive bitmask search
//! stops it (its practical limit is in `APPROACHES` in `src/lib.rs`); taken
//! lazily, nothing but how many solutions you take, for any `n <= 32`.

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
        let rows: Vec<String> =
            (0..n).map(|c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect()).collect();
        Solutions::new(n)
            .map(|queens| queens.iter().map(|&column| rows[column].clone()).collect())
            .collect()
    }
}

/// Every solution for an `n` x `n` board, one at a time, each as the column of
/// the queen in every row.
#[derive(Clone, Debug)]
pub struct Solutions {
    /// One bit per column of the board.
    full: u32,
    /// One frame per row entered so far.
    stack: Vec<Frame>,
    /// The column of the queen in each row above the top frame.
    queens: Vec<usize>,
}

/// One row of the search: its masks, and its free squares not yet tried.
#[derive(Clone, Debug)]
struct Frame {
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
    free: u32,
}

impl Solutions {
    /// The search for `n` queens, not yet started.
    ///
    /// # Panics
    ///
    /// If `n > 32`: a row is held in a `u32`.
    pub fn new(n: usize) -> Self {
        assert!(n <= 32, "n = {n}: more than 32 queens is out of range");
        // The n low bits. Not `(1 << n) - 1`: `1_u32 << 32` overflows.
        let full = if n == 0 { 0 } else { u32::MAX >> (32 - n) };
        let root = Frame { columns: 0, diagonals: 0, anti_diagonals: 0, free: full };
        Solutions { full, stack: vec![root], queens: Vec::with_capacity(n) }
    }
}

impl Iterator for Solutions {
    type Item = Vec<usize>;

    fn next(&mut self) -> Option<Vec<usize>> {
        while let Some(frame) = self.stack.last_mut() {
            if frame.columns == self.full {
                // Every column holds a queen: a solution. Report it, then backtrack.
                let solution = self.queens.clone();
                self.stack.pop();
                self.queens.pop();
                return Some(solution);
            }
            if frame.free == 0 {
                self.stack.pop();
                self.queens.pop();
                continue;
            }
            let queen = frame.free & frame.free.wrapping_neg();
            frame.free &= frame.free - 1;
            let columns = frame.columns | queen;
            let diagonals = (frame.diagonals | queen) << 1;
            let anti_diagonals = (frame.anti_diagonals | queen) >> 1;
            let free = self.full & !(columns | diagonals | anti_diagonals);
            self.queens.push(queen.trailing_zeros() as usize);
            self.stack.push(Frame { columns, diagonals, anti_diagonals, free });
        }
        None
    }
}
