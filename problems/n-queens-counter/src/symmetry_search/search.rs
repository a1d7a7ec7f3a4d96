//! The search itself: the bitmask search with an explicit stack, the shape's
//! rules, a look-ahead, and the last row counted instead of entered.

use super::shape::{ROWS, Shape};
use crate::counts::Counts;

/// What the queens placed so far attack in the next searched row.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Masks {
    pub(super) columns: u32,
    pub(super) diagonals: u32,
    pub(super) anti_diagonals: u32,
}

impl Masks {
    /// The masks of the searched row `gap` rows down, after a queen on this one.
    #[inline]
    pub(super) fn place(self, queen: u32, gap: u32) -> Masks {
        Masks {
            columns: self.columns | queen,
            diagonals: (self.diagonals | queen) << gap,
            anti_diagonals: (self.anti_diagonals | queen) >> gap,
        }
    }

    /// What the queens attack `distance` rows further down, counting only them.
    #[inline]
    fn ahead(self, distance: u32) -> u32 {
        self.columns | self.diagonals << distance | self.anti_diagonals >> distance
    }

    #[inline]
    pub(super) fn attacked(self) -> u32 {
        self.columns | self.diagonals | self.anti_diagonals
    }
}

impl Shape {
    /// What the queens placed in advance attack in the first searched row:
    /// only their columns count, their diagonals are in `allowed`.
    pub(super) fn start(&self) -> Masks {
        let columns = self.placed.iter().fold(0, |mask, &(_, c)| mask | 1 << c);
        Masks { columns, diagonals: 0, anti_diagonals: 0 }
    }

    /// Finishes the board from `prefix`, which leaves two rows or more, and
    /// counts what it finds.
    pub(super) fn search(&self, prefix: &[u32]) -> Counts {
        let mut counts = Counts::default();
        // Every shape leaves a row to fill: a corner shape places two queens
        // (so n >= 3), an edge shape one.
        let last = self.rows.len() - 1;
        // The queen of each searched row, as a one-bit mask.
        let mut queens = [0_u32; ROWS];
        queens[..prefix.len()].copy_from_slice(prefix);
        let first = prefix.len();
        let masks = prefix
            .iter()
            .enumerate()
            .fold(self.start(), |masks, (k, &queen)| masks.place(queen, self.gaps[k]));
        let mut free = self.free(first, masks);
        if first == last {
            if free != 0 {
                queens[last] = free;
                self.found(&queens[..=last], &mut counts);
            }
            return counts;
        }
        // The current row's masks and untried squares live in locals; the
        // rows above wait on the stack.
        let mut stack = [(Masks::default(), 0_u32); ROWS];
        let (mut k, mut masks) = (first, masks);
        loop {
            if free == 0 {
                if k == first {
                    return counts;
                }
                k -= 1;
                (masks, free) = stack[k];
                continue;
            }
            let queen = free & free.wrapping_neg();
            free ^= queen;
            queens[k] = queen;
            let next = masks.place(queen, self.gaps[k]);
            let next_free = self.free(k + 1, next);
            if k + 1 == last {
                // The last row is counted, not entered.
                if next_free != 0 {
                    queens[last] = next_free;
                    self.found(&queens[..=last], &mut counts);
                }
            } else if next_free != 0 && self.has_room(k + 2, next) {
                stack[k] = (masks, free);
                (k, masks, free) = (k + 1, next, next_free);
            }
        }
    }

    /// The squares of searched row `k` where a queen may go.
    #[inline]
    fn free(&self, k: usize, masks: Masks) -> u32 {
        self.allowed[k] & !masks.attacked()
    }

    /// Whether the searched rows `k` and `k + 1` still have a free square,
    /// counting only the queens placed so far (`masks` are their attacks on
    /// row `k - 1`, the next to fill).
    #[inline]
    fn has_room(&self, k: usize, masks: Masks) -> bool {
        let distance = self.gaps[k - 1];
        self.allowed[k] & !masks.ahead(distance) != 0
            && self.allowed[k + 1] & !masks.ahead(distance + self.gaps[k]) != 0
    }
}
