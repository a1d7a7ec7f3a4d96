//! A shape: one case of the search, with its queens placed in advance and the
//! squares its rules allow in every other row.

use crate::symmetry::{Square, Symmetry};

/// Room for every row of a board whose rows fit in a `u32`.
pub(super) const ROWS: usize = 32;

/// The look-ahead reads up to two searched rows past the next one; entries
/// past the last row allow every square, so that it never prunes there.
/// (Four, not two: the padded layout measured faster.)
pub(super) const ROWS_AND_LOOK_AHEAD: usize = ROWS + 4;

/// Which solutions a [`Shape`] searches, and so how each one found is counted.
#[derive(Clone, Copy, Debug)]
pub(super) enum Kind {
    /// A queen in the top left corner: each one found stands for 8.
    Corner,
    /// No queen in a corner, an edge queen at distance `d` from a corner, and
    /// none nearer: each one found is checked for ties.
    Edge { d: usize },
}

/// One search: some queens placed in advance, and for every other row the
/// squares its rules allow.
pub(super) struct Shape {
    pub(super) n: usize,
    pub(super) kind: Kind,
    /// The symmetry from the board searched back to the board the rules speak of.
    pub(super) back: Symmetry,
    /// The queens placed in advance.
    pub(super) placed: Vec<Square>,
    /// The rows left to fill, top to bottom: searched row `k` is board row `rows[k]`.
    pub(super) rows: Vec<usize>,
    /// For each searched row, the squares the rules allow and the placed
    /// queens do not attack.
    pub(super) allowed: [u32; ROWS_AND_LOOK_AHEAD],
    /// For each searched row, how many board rows down the next one is: how
    /// far the diagonal masks move between them.
    pub(super) gaps: [u32; ROWS_AND_LOOK_AHEAD],
}

impl Shape {
    /// The search for the solutions that have the queens `placed` and keep
    /// to `rules` (the squares allowed in each row), on the board turned by
    /// `turn`.
    pub(super) fn new(
        n: usize,
        kind: Kind,
        rules: &[u32],
        placed: &[Square],
        turn: Symmetry,
    ) -> Self {
        let mut open = [0_u32; ROWS];
        for (r, &allowed) in rules.iter().enumerate() {
            for c in (0..n).filter(|&c| allowed & 1 << c != 0) {
                let (r2, c2) = turn.apply(n, (r, c));
                open[r2] |= 1 << c2;
            }
        }
        let placed: Vec<Square> = placed.iter().map(|&queen| turn.apply(n, queen)).collect();
        let rows: Vec<usize> = (0..n).filter(|&r| placed.iter().all(|&(qr, _)| qr != r)).collect();
        let mut allowed = [u32::MAX; ROWS_AND_LOOK_AHEAD];
        let mut gaps = [1; ROWS_AND_LOOK_AHEAD];
        for (k, &r) in rows.iter().enumerate() {
            let attacked = placed.iter().fold(0, |mask, &(qr, qc)| {
                let distance = r.abs_diff(qr);
                let diagonals = (1 << qc << distance) | (1 << qc >> distance);
                mask | 1 << qc | diagonals
            });
            allowed[k] = open[r] & !attacked;
            if let Some(&next) = rows.get(k + 1) {
                gaps[k] = u32::try_from(next - r).expect("a gap of a few rows");
            }
        }
        Shape { n, kind, back: turn.inverse(), placed, rows, allowed, gaps }
    }
}

/// The board's two side columns, as a mask of columns.
#[inline]
pub(super) fn side_columns(n: usize) -> u32 {
    1 | 1 << (n - 1)
}
