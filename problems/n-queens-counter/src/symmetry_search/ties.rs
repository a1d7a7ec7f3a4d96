//! Ties: a solution found by an edge shape that another edge queen at the
//! same distance could also stand for, settled by comparing it with its images.

use std::cmp::Ordering;

use super::shape::{Kind, ROWS, Shape, side_columns};
use crate::counts::Counts;
use crate::symmetry::{SYMMETRIES, Symmetry};

impl Shape {
    /// Counts one solution found, `queens[k]` the bit of searched row `k`'s queen.
    #[inline]
    pub(super) fn found(&self, queens: &[u32], counts: &mut Counts) {
        let Kind::Edge { d } = self.kind else {
            *counts += Counts { total: SYMMETRIES, unique: 1 };
            return;
        };
        let n = self.n;
        let mut board = [0_u32; ROWS];
        for &(r, c) in &self.placed {
            board[r] = 1 << c;
        }
        for (&r, &queen) in self.rows.iter().zip(queens) {
            board[r] = queen;
        }
        // Edge queens at distance d from a corner: the one the shape placed,
        // and any other makes a tie.
        let near = 1 << d | 1 << (n - 1 - d);
        let sides = side_columns(n);
        let at_distance_d =
            [board[0] & near, board[n - 1] & near, board[d] & sides, board[n - 1 - d] & sides];
        if at_distance_d.iter().filter(|&&queen| queen != 0).count() == 1 {
            // No other image of this solution passes the shape's rules, so it
            // is its group's representative, and no symmetry leaves it unchanged.
            *counts += Counts { total: SYMMETRIES, unique: 1 };
        } else if let Some(stabilizer) = representative(n, &board, self.back) {
            *counts += Counts { total: SYMMETRIES / stabilizer, unique: 1 };
        }
    }
}

/// If the solution `board` (the queen of each row as a one-bit mask), turned
/// by the symmetry `back`, is the smallest of its images (read row by row as
/// column numbers), how many symmetries leave it unchanged; otherwise `None`.
fn representative(n: usize, board: &[u32; ROWS], back: Symmetry) -> Option<u64> {
    let mut searched = [0; ROWS];
    for (column, queen) in searched.iter_mut().zip(&board[..n]) {
        *column = queen.trailing_zeros() as usize;
    }
    let mut columns = [0; ROWS];
    back.permute(&searched[..n], &mut columns[..n]);
    let columns = &columns[..n];
    let mut stabilizer = 1;
    for g in Symmetry::ALL.into_iter().skip(1) {
        let mut image = [0; ROWS];
        g.permute(columns, &mut image[..n]);
        match image[..n].cmp(columns) {
            Ordering::Less => return None,
            Ordering::Equal => stabilizer += 1,
            Ordering::Greater => {}
        }
    }
    Some(stabilizer)
}
