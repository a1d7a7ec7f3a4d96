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

use super::symmetry::Symmetry;

/// The turns' part of Burnside's sum for `n > 1`: `S180 + 2 * S90`, so that
/// `8 * unique = total + turns_term(n)`.
pub(super) fn turns_term(n: usize) -> u64 {
    fixed_by(n, Symmetry::HalfTurn) + 2 * fixed_by(n, Symmetry::QuarterTurn)
}

/// How many solutions for `n` queens the turn `turn` leaves unchanged.
pub(super) fn fixed_by(n: usize, turn: Symmetry) -> u64 {
    let mut board = Board { n, rows: vec![None; n], columns: 0, down: 0, up: 0 };
    board.count(turn, 0)
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
    fn squares(&self) -> &[(usize, usize)] {
        &self.squares[..self.len]
    }
}

/// A board filled orbit by orbit.
struct Board {
    n: usize,
    /// The column of each row's queen, once placed.
    rows: Vec<Option<usize>>,
    columns: u64,
    /// Taken diagonals `r - c + n - 1` and anti-diagonals `r + c`.
    down: u64,
    up: u64,
}

impl Board {
    /// Completes the board from row `r` on with queens whose images under
    /// `turn` are queens too, and counts the ways.
    fn count(&mut self, turn: Symmetry, r: usize) -> u64 {
        let Some(r) = (r..self.n).find(|&row| self.rows[row].is_none()) else {
            return 1;
        };
        let mut ways = 0;
        for c in 0..self.n {
            let orbit = self.orbit(turn, (r, c));
            if self.place(orbit.squares()) {
                ways += self.count(turn, r + 1);
                self.remove(orbit.squares());
            }
        }
        ways
    }

    /// The squares `(r, c)` goes to under `turn`, again and again, until it
    /// comes back.
    fn orbit(&self, turn: Symmetry, start: (usize, usize)) -> Orbit {
        let mut orbit = Orbit { squares: [start; MAX_ORBIT], len: 1 };
        loop {
            let next = turn.apply(self.n, orbit.squares[orbit.len - 1]);
            if next == start {
                return orbit;
            }
            orbit.squares[orbit.len] = next;
            orbit.len += 1;
        }
    }

    /// Places every square of `orbit` if none attacks another or a queen
    /// already placed; otherwise places none.
    fn place(&mut self, orbit: &[(usize, usize)]) -> bool {
        let n = self.n;
        let (mut columns, mut down, mut up) = (self.columns, self.down, self.up);
        for &(r, c) in orbit {
            let (d, u) = (r + n - 1 - c, r + c);
            let taken = self.rows[r].is_some()
                || orbit.iter().filter(|&&(other, _)| other == r).count() > 1
                || columns >> c & 1 != 0
                || down >> d & 1 != 0
                || up >> u & 1 != 0;
            if taken {
                return false;
            }
            (columns, down, up) = (columns | 1 << c, down | 1 << d, up | 1 << u);
        }
        for &(r, c) in orbit {
            self.rows[r] = Some(c);
        }
        (self.columns, self.down, self.up) = (columns, down, up);
        true
    }

    fn remove(&mut self, orbit: &[(usize, usize)]) {
        let n = self.n;
        for &(r, c) in orbit {
            self.rows[r] = None;
            self.columns &= !(1 << c);
            self.down &= !(1 << (r + n - 1 - c));
            self.up &= !(1 << (r + c));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::fixed_by;
    use crate::fast_count::symmetry::Symmetry;

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
