//! # Backtracking with boolean arrays
//!
//! **Idea.** The hash-set approach with the hashing taken out. Columns are
//! `0..n`, a `\` diagonal's `row - col` plus `n` is `1..=2n-1`, and a `/`
//! diagonal's `row + col` is `0..=2n-2`: three arrays of booleans, indexed
//! directly, say whether a column or a diagonal holds a queen: `cols` (`n`
//! entries), `diagonals` and `anti_diagonals` (`2n` entries each; `2n - 1`
//! would do for `anti_diagonals`, but would underflow in `usize` at n = 0).
//! The path (the choices made so far) is `board` itself, a grid of `'.'` with
//! a `'Q'` in each row filled so far: placing a queen writes its `'Q'` and
//! sets its three lines before the recursive call, and backtracking undoes
//! both after it. When the last row is filled, the grid is copied out as
//! strings.
//!
//! **Cost.** Time: the same search tree as the other backtracking approaches,
//! each check three array reads, so `O(n)` a node and `O(n! * n)` as a bound;
//! each board costs `O(n^2)` to write out. Space: `O(n^2)` for the grid and
//! `O(n)` for the arrays and the recursion, plus the answer,
//! `O(boards * n^2)` bytes.
//!
//! **What stops it.** The search tree itself: every node still looks at all
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
        let mut board = vec![vec!['.'; n]; n];
        let mut cols = vec![false; n];
        let mut diagonals = vec![false; 2 * n];
        let mut anti_diagonals = vec![false; 2 * n];
        let mut res = Vec::new();
        Self::backtrack(0, n, &mut board, &mut cols, &mut diagonals, &mut anti_diagonals, &mut res);
        res
    }

    /// Fills rows `row..n` of `board` in every way the queens above allow,
    /// adding each full board to `res`.
    fn backtrack(
        row: usize,
        n: usize,
        board: &mut [Vec<char>],
        cols: &mut [bool],
        diagonals: &mut [bool],
        anti_diagonals: &mut [bool],
        res: &mut Vec<Vec<String>>,
    ) {
        if row == n {
            res.push(board.iter().map(|line| line.iter().collect()).collect());
            return;
        }
        for col in 0..n {
            if cols[col] || diagonals[row + n - col] || anti_diagonals[row + col] {
                continue;
            }
            board[row][col] = 'Q';
            cols[col] = true;
            diagonals[row + n - col] = true;
            anti_diagonals[row + col] = true;
            Self::backtrack(row + 1, n, board, cols, diagonals, anti_diagonals, res);
            board[row][col] = '.';
            cols[col] = false;
            diagonals[row + n - col] = false;
            anti_diagonals[row + col] = false;
        }
    }
}
