//! The traced recursion: the bitmask search itself, recording a step each
//! time it reaches a row, places a queen, finds a solution or takes a
//! queen back.

use super::{Event, Masks, Step};

/// Every step of the bitmask search for `n` queens, in order.
pub(super) fn steps(n: usize) -> Vec<Step> {
    let mut search = Search { full: (1 << n) - 1, queens: Vec::new(), found: 0, steps: vec![] };
    search.place(Masks::default());
    search.steps
}

/// The bitmask search, recording each step.
struct Search {
    full: u32,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    found: u64,
    steps: Vec<Step>,
}

impl Search {
    fn record(&mut self, event: Event, masks: Masks, free: u32) {
        self.steps.push(Step { event, queens: self.queens.clone(), masks, free });
    }

    /// Fills the board from the row whose masks are `masks` down.
    fn place(&mut self, masks: Masks) {
        let row = self.queens.len();
        if masks.columns == self.full {
            self.found += 1;
            self.record(Event::Solution { number: self.found }, masks, 0);
            return;
        }
        let mut free = self.full & !masks.attacked();
        let arrived = if free == 0 { Event::DeadEnd { row } } else { Event::Row { row } };
        self.record(arrived, masks, free);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            let column = queen.trailing_zeros() as usize;
            self.queens.push(column);
            self.record(Event::Place { row, column }, masks, free);
            free &= free - 1;
            self.place(masks.place(queen));
            self.queens.pop();
            let back = if free == 0 {
                Event::RowDone { row, column }
            } else {
                Event::Back { row, column }
            };
            self.record(back, masks, free);
        }
    }
}
