//! # Bitmask backtracking without recursion
//!
//! **Idea.** The bitmask search with the call stack made explicit. Each frame
//! holds what one call of the recursive version holds: the current row's
//! three masks and the free squares not yet tried. The top frame takes its
//! lowest free square; if that completes the board, count it, otherwise push
//! the next row's frame. A frame with nothing left to try is popped, which is
//! the backtrack. No recursion means no function calls and no use of the call
//! stack, and the search can be paused and resumed (problem 51's lazy
//! iterator is built this way).
//!
//! **Cost.** The same time as the recursive bitmask search; space `O(n)`: the
//! stack never holds more than `n` frames.
//!
//! **What stops it.** Like the recursive version, the size of the search
//! tree. Doing without calls does not make it faster: measured, it is no
//! faster than the recursion. `compare` measures both.

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
            // No board to search: the empty board is the one solution for n = 0.
            return i32::from(n == 0);
        }
        let full = (1_u32 << n) - 1;
        let mut stack = vec![Frame { columns: 0, diagonals: 0, anti_diagonals: 0, free: full }];
        let mut count = 0;
        while let Some(frame) = stack.last_mut() {
            if frame.free == 0 {
                stack.pop();
                continue;
            }
            let queen = frame.free & frame.free.wrapping_neg();
            frame.free &= frame.free - 1;
            let columns = frame.columns | queen;
            if columns == full {
                count += 1;
                continue;
            }
            let diagonals = (frame.diagonals | queen) << 1;
            let anti_diagonals = (frame.anti_diagonals | queen) >> 1;
            let free = full & !(columns | diagonals | anti_diagonals);
            stack.push(Frame { columns, diagonals, anti_diagonals, free });
        }
        count
    }
}

/// One row of the search: its masks, and its free squares not yet tried.
struct Frame {
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
    free: u32,
}
