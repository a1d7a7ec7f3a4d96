//! Unique solutions without comparing images: Burnside's lemma.
//!
//! The board's eight symmetries act on the solutions; the solutions distinct
//! up to symmetry are the orbits. Burnside's lemma counts the orbits as the
//! average number of solutions each symmetry leaves unchanged:
//!
//! ```text
//! unique = (fixed by identity + ... + fixed by each of the other seven) / 8
//! ```
//!
//! - The identity fixes all `T` solutions.
//! - For `n > 1` no reflection fixes a solution: a left-right mirror image
//!   equals the solution only if every queen stands in the middle column (two
//!   queens would share it), likewise top to bottom; a solution fixed by the
//!   main-diagonal mirror sends a queen at (a, b) to (b, a), so a fixed
//!   solution with a queen off that diagonal has both, which share the
//!   anti-diagonal `a + b`, and one with every queen on it has them all on
//!   one diagonal; the other diagonal mirror the same way.
//! - The quarter turn and the three-quarter turn fix the same solutions
//!   (one is the other's inverse): `S90` of them.
//! - The half turn fixes `S180`, which includes those `S90`.
//!
//! So `8 * unique = T + S180 + 2 * S90`. `S180` and `S90` are small searches:
//! a solution fixed by a turn is known from the queens of one orbit of rows,
//! so the search places each queen together with its images under the turn.

use crate::symmetry::Symmetry;

/// The turns' part of Burnside's sum for `n > 1`: `S180 + 2 * S90`, so that
/// `8 * unique = total + turns_term(n)`.
pub(super) fn turns_term(n: usize) -> u64 {
    fixed_by(n, Symmetry::HalfTurn) + 2 * fixed_by(n, Symmetry::QuarterTurn)
}

/// How many solutions for `n` queens the turn `turn` leaves unchanged.
pub(super) fn fixed_by(n: usize, turn: Symmetry) -> u64 {
    Board { n, rows: 0, columns: 0, down: 0, up: 0 }.count(turn)
}

/// The most squares a square goes to under a turn: a quarter turn done four
/// times, or a half turn twice, is the identity.
const MAX_ORBIT: usize = 4;

/// The squares a square goes to under a turn: one, two or four. Held in
/// place, not in a vector: the search makes one for every square it tries.
struct Orbit {
    squares: [(usize, usize); MAX_ORBIT],
    len: usize,
}

impl Orbit {
    /// The squares `start` goes to under `turn` on a board of `n`, again and
    /// again, until it comes back.
    fn of(n: usize, turn: Symmetry, start: (usize, usize)) -> Self {
        let mut orbit = Orbit { squares: [start; MAX_ORBIT], len: 1 };
        loop {
            let next = turn.apply(n, orbit.squares[orbit.len - 1]);
            if next == start {
                return orbit;
            }
            orbit.squares[orbit.len] = next;
            orbit.len += 1;
        }
    }

    fn squares(&self) -> &[(usize, usize)] {
        &self.squares[..self.len]
    }
}

/// A board filled orbit by orbit: the rows, columns, diagonals
/// `c - r + n - 1` and anti-diagonals `r + c` its queens take, as bits.
/// Small enough to copy: each step makes a new one, and going back is
/// taking up the old one again.
#[derive(Clone, Copy)]
struct Board {
    n: usize,
    rows: u64,
    columns: u64,
    down: u64,
    up: u64,
}

impl Board {
    /// Completes the board with queens whose images under `turn` are queens
    /// too, and counts the ways: the first empty row takes a queen on each
    /// square in turn, with its orbit.
    fn count(self, turn: Symmetry) -> u64 {
        let empty = !self.rows & ((1 << self.n) - 1);
        if empty == 0 {
            return 1;
        }
        let r = empty.trailing_zeros() as usize;
        // The squares of row `r` no queen attacks: a diagonal `c - r + n - 1`
        // or an anti-diagonal `r + c` taken marks its column in this row.
        let n = self.n;
        let mut free = !(self.columns | self.down >> (n - 1 - r) | self.up >> r) & ((1 << n) - 1);
        let mut ways = 0;
        while free != 0 {
            let c = free.trailing_zeros() as usize;
            free &= free - 1;
            if let Some(board) = self.with(Orbit::of(n, turn, (r, c)).squares()) {
                ways += board.count(turn);
            }
        }
        ways
    }

    /// The board with every square of `orbit` taken, if none of them shares
    /// a row, a column or a diagonal with another or with a queen already
    /// placed.
    fn with(mut self, orbit: &[(usize, usize)]) -> Option<Board> {
        for &(r, c) in orbit {
            let (row, column) = (1 << r, 1 << c);
            let (down, up) = (1 << (c + self.n - 1 - r), 1 << (r + c));
            if (self.rows & row) | (self.columns & column) | (self.down & down) | (self.up & up)
                != 0
            {
                return None;
            }
            (self.rows, self.columns, self.down, self.up) =
                (self.rows | row, self.columns | column, self.down | down, self.up | up);
        }
        Some(self)
    }
}

#[cfg(test)]
mod tests {
    use super::fixed_by;
    use crate::symmetry::Symmetry;

    /// Every solution of `n`, by brute force over permutations.
    fn solutions(n: usize) -> Vec<Vec<usize>> {
        fn extend(n: usize, queens: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            let r = queens.len();
            if r == n {
                out.push(queens.clone());
                return;
            }
            for c in 0..n {
                if queens.iter().enumerate().all(|(qr, &qc)| qc != c && qc.abs_diff(c) != r - qr) {
                    queens.push(c);
                    extend(n, queens, out);
                    queens.pop();
                }
            }
        }
        let mut out = Vec::new();
        extend(n, &mut Vec::new(), &mut out);
        out
    }

    #[test]
    fn the_turn_searches_count_what_brute_force_finds() {
        for n in 1..=10 {
            for turn in [Symmetry::HalfTurn, Symmetry::QuarterTurn] {
                let fixed = solutions(n)
                    .iter()
                    .filter(|queens| {
                        queens.iter().enumerate().all(|(r, &c)| {
                            let (r2, c2) = turn.apply(n, (r, c));
                            queens[r2] == c2
                        })
                    })
                    .count() as u64;
                assert_eq!(fixed_by(n, turn), fixed, "n = {n}, {turn:?}");
            }
        }
    }
}
