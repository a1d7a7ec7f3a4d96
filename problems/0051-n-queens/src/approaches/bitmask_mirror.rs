//! # Bitmask backtracking with mirror symmetry
//!
//! **Idea.** Reflecting a board left to right (each row's queen moves from
//! column `c` to `n - 1 - c`) gives another solution. So search only the
//! boards whose first-row queen is in the left half, columns `0..n / 2`, and
//! for each one found add its mirror image too. Each board then comes out
//! exactly once: a left-half board is found once by the search; its mirror
//! image has its first-row queen in the right half, which is never searched,
//! so it is added only as that mirror image.
//!
//! For odd `n`, the boards whose first-row queen is in the middle column
//! `n / 2` are searched in full and none of them is mirrored: the mirror image
//! of such a board also has its first-row queen in the middle column, so the
//! same search finds it, and mirroring would add each board twice. (For
//! `n > 1` a board and its mirror image always differ, since a board equal to
//! its mirror image would have every queen in the middle column; n = 1's one
//! board is its own mirror image, and is found once.)
//!
//! **Cost.** About half the bitmask search (more for odd `n`, whose middle
//! column is searched in full); writing out the boards, mirror images
//! included, still costs `O(n^2)` each, so the saving is smaller than in
//! problem 52. Space: `O(n)` for the search and `O(n^2)` for the `n` ready
//! rows, plus the answer, `O(boards * n^2)` bytes.
//!
//! **What stops it.** What stops the bitmask search, with half the search
//! but all of the writing. Its practical limit is in `APPROACHES` in
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
        if n == 0 {
            // No first row to split: the empty board is the one solution.
            return vec![Vec::new()];
        }
        let mut search = Search {
            // The n low bits. Not `(1 << n) - 1`: `1_u32 << 32` overflows.
            full: u32::MAX >> (32 - n),
            rows: (0..n)
                .map(|c| (0..n).map(|i| if i == c { 'Q' } else { '.' }).collect())
                .collect(),
            queens: Vec::with_capacity(n),
            mirror: true,
            boards: Vec::new(),
        };
        for column in 0..n / 2 {
            search.first_queen(column, true);
        }
        if n % 2 == 1 {
            // The middle column: its boards' mirror images are its boards.
            search.first_queen(n / 2, false);
        }
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
    /// Whether each board found also stands for its mirror image.
    mirror: bool,
    boards: Vec<Vec<String>>,
}

impl Search {
    /// Finds every board with the first row's queen in `column`, and their
    /// mirror images if `mirror`.
    fn first_queen(&mut self, column: usize, mirror: bool) {
        let queen = 1 << column;
        self.mirror = mirror;
        self.queens.push(column);
        self.place(queen, queen << 1, queen >> 1);
        self.queens.pop();
    }

    /// Finishes the board, given the current row's masks.
    fn place(&mut self, columns: u32, diagonals: u32, anti_diagonals: u32) {
        if columns == self.full {
            let board = self.queens.iter().map(|&column| self.rows[column].clone()).collect();
            self.boards.push(board);
            if self.mirror {
                let last = self.rows.len() - 1;
                let mirrored = self.queens.iter().map(|&column| self.rows[last - column].clone());
                self.boards.push(mirrored.collect());
            }
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
