//! The board at one step, square by square, as the text trace and the
//! pictures show it: the queens so far, the row to fill with its attacked,
//! free and tried squares, and the rows not reached.

use super::{Event, Step, Trace};

/// A square of the board at one step, as the pictures show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// A queen.
    Queen,
    /// An empty square of a row that holds its queen.
    Empty,
    /// A square of the row to fill that a queen above attacks.
    Attacked,
    /// A square of the row to fill that is free and not tried yet.
    Free,
    /// A square of the row to fill that was free and has been tried.
    Tried,
    /// A square of a row the search has not reached.
    Unreached,
}

impl Square {
    /// The text trace's symbol for it.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Square::Queen => 'Q',
            Square::Empty => '·',
            Square::Attacked => 'x',
            Square::Free => '.',
            Square::Tried => '-',
            Square::Unreached => ' ',
        }
    }
}

impl Trace {
    /// The row whose attacked and free squares `step` shows, if any: none
    /// just after a placement (the next row is not looked at yet) or at a
    /// solution.
    #[must_use]
    pub fn row_to_fill(step: &Step) -> Option<usize> {
        match step.event {
            Event::Row { row }
            | Event::DeadEnd { row }
            | Event::Back { row, .. }
            | Event::RowDone { row, .. } => Some(row),
            Event::Place { .. } | Event::Solution { .. } => None,
        }
    }

    /// The board at `step`, row by row: the queens so far, then the row to
    /// fill with its attacked, free and tried squares, then the rows below.
    #[must_use]
    pub fn board(&self, step: &Step) -> Vec<Vec<Square>> {
        let to_fill = Trace::row_to_fill(step);
        (0..self.n)
            .map(|row| {
                (0..self.n)
                    .map(|column| match step.queens.get(row) {
                        Some(&queen) if queen == column => Square::Queen,
                        Some(_) => Square::Empty,
                        None if to_fill != Some(row) => Square::Unreached,
                        None if step.masks.attacked() & 1 << column != 0 => Square::Attacked,
                        None if step.free & 1 << column != 0 => Square::Free,
                        None => Square::Tried,
                    })
                    .collect()
            })
            .collect()
    }
}
