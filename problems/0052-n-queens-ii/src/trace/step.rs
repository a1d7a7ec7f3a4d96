//! What one step of the trace is: the search's state as masks, the event
//! that happened, and the step that records both with the queens so far.

/// What the queens above attack in the row being filled: the bitmask
/// search's state, bit `c` for column `c`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Masks {
    /// The columns that hold a queen.
    pub columns: u32,
    /// Squares attacked along a `\` diagonal.
    pub diagonals: u32,
    /// Squares attacked along a `/` anti-diagonal.
    pub anti_diagonals: u32,
}

impl Masks {
    /// Every square of the row that some queen attacks.
    #[must_use]
    pub fn attacked(self) -> u32 {
        self.columns | self.diagonals | self.anti_diagonals
    }

    /// The next row's masks after a queen on the bit `queen`: a column attack
    /// stays in its column, a `\` attack moves one column right (`<< 1`), a
    /// `/` attack one column left (`>> 1`).
    #[must_use]
    pub fn place(self, queen: u32) -> Masks {
        Masks {
            columns: self.columns | queen,
            diagonals: (self.diagonals | queen) << 1,
            anti_diagonals: (self.anti_diagonals | queen) >> 1,
        }
    }
}

/// What happened at one step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search reaches `row` and finds free squares in it.
    Row {
        /// The row.
        row: usize,
    },
    /// The search reaches `row` and finds no free square: it goes back.
    DeadEnd {
        /// The row.
        row: usize,
    },
    /// A queen goes on the lowest free square of `row`.
    Place {
        /// The queen's row.
        row: usize,
        /// The queen's column.
        column: usize,
    },
    /// Every row holds a queen: solution `number`, in the order found.
    Solution {
        /// 1 for the first solution found, and so on.
        number: u64,
    },
    /// Back in `row`, the queen taken off `column`; free squares are left.
    Back {
        /// The row.
        row: usize,
        /// The column the queen was taken off.
        column: usize,
    },
    /// Back in `row`, the queen taken off `column`, its last free square:
    /// the search goes back to the row above, or is over after row 0.
    RowDone {
        /// The row.
        row: usize,
        /// The column the queen was taken off.
        column: usize,
    },
}

impl Event {
    /// The row the step is about: the board's size for a solution.
    #[must_use]
    pub fn row(self, n: usize) -> usize {
        match self {
            Event::Row { row }
            | Event::DeadEnd { row }
            | Event::Place { row, .. }
            | Event::Back { row, .. }
            | Event::RowDone { row, .. } => row,
            Event::Solution { .. } => n,
        }
    }
}

/// One step of the bitmask search, and the search's state just after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened.
    pub event: Event,
    /// The column of the queen in each row filled so far, row 0 first.
    pub queens: Vec<usize>,
    /// The masks of the step's row.
    pub masks: Masks,
    /// The squares of that row still to try; at a placement, before the
    /// queen is taken from them (so `free & -free` is the queen).
    pub free: u32,
}
