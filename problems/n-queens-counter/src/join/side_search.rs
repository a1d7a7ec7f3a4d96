//! The search that lists a side's placements: row by row for a side's
//! table, column by column for a side made anew for one column set (see
//! the `stream` module); and the words it makes, a placement's signature
//! and the diagonals the band's other side could share with it.

use std::ops::Range;

use super::keys::mirror_image;
use super::signature::{LongDiagonals, signature_bits, squeezed_bits};
use crate::bitslice::Signature;

/// The search that lists a side's placements.
#[derive(Clone)]
pub(super) struct SideSearch {
    rows: usize,
    width: usize,
    /// `lone_queens[k][j]`: the placement of one queen on the band's row
    /// `k` and the side's column `j`, if the search puts queens there.
    lone_queens: Vec<Vec<Option<Placement>>>,
    /// `queen_rows[j]`: the band's rows on which the search puts a queen
    /// in the side's column `j`.
    queen_rows: Vec<u32>,
    /// `queen_columns[k]`: the side's columns in which the search puts a
    /// queen on the band's row `k`.
    queen_columns: Vec<u32>,
    /// The search's rows that its row by row search may leave empty: all
    /// of them, except in a chunk of a side's table, whose filled first
    /// rows must each take a queen (see [`SideSearch::chunk`]).
    may_stay_empty: u32,
}

/// What the queens placed so far leave of a column, for the column by
/// column search: the rows used, and the rows that their diagonals
/// (`down`) and anti-diagonals (`up`) cross in the column `at`.
#[derive(Clone, Copy, Default)]
struct Attacked {
    used: u32,
    down: u32,
    up: u32,
    at: usize,
}

/// Which placements a side's search makes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Kept {
    /// Every one.
    Every,
    /// Only those with no queen on a long diagonal: a top band's, which no
    /// bottom band takes, since only such tops are joined.
    NoLongDiagonal,
}

/// What the queens placed so far leave of a row, for the row by row
/// search: the rows and columns used, and the columns that their diagonals
/// (`down`) and anti-diagonals (`up`) cross in the next row.
#[derive(Clone, Copy, Default)]
struct Used {
    rows: u32,
    columns: u32,
    down: u32,
    up: u32,
}

/// A placement of queens on a side (or of a lone one): its word (see
/// [`Side`](super::side::Side)) and its class.
#[derive(Clone, Copy, Default)]
pub(super) struct Placement {
    pub(super) word: u64,
    pub(super) class: u32,
}

/// The diagonals of a band that both its sides reach, as bits of the
/// placements' words above the signature: the band's rows less one of each
/// kind. (A left and a right queen on one diagonal are on different rows,
/// so such a diagonal meets the band's rows on both sides of the cut.)
#[derive(Clone, Copy)]
pub(super) struct Reach {
    /// The lowest `r - c + n - 1` that both sides reach.
    down_from: usize,
    /// The lowest `r + c` that both sides reach.
    up_from: usize,
    /// How many of each kind there are.
    each: usize,
    /// The bit of the first one.
    at: usize,
}

impl Reach {
    /// The shared diagonals of the band of the board rows `rows` of `n`, cut
    /// before column `cut`.
    pub(super) fn new(n: usize, rows: &Range<usize>, cut: usize) -> Self {
        let reach = Reach {
            down_from: rows.start + n - cut,
            up_from: rows.start + cut,
            each: rows.len() - 1,
            at: squeezed_bits(n),
        };
        assert!(reach.at + 2 * reach.each <= 64, "a placement's word has room for its reach");
        reach
    }

    /// The bits of a queen on the diagonal `down` and the anti-diagonal `up`.
    pub(super) fn bits(self, down: usize, up: usize) -> u64 {
        let bit = |index: usize, from: usize, at: usize| {
            index.checked_sub(from).filter(|&i| i < self.each).map_or(0, |i| 1 << (at + i))
        };
        bit(down, self.down_from, self.at) | bit(up, self.up_from, self.at + self.each)
    }
}

impl SideSearch {
    /// The search for the side of the board rows `rows` and columns
    /// `columns` of `n`, whose band's sides share the diagonals `reach`,
    /// making the placements `kept`.
    pub(super) fn new(
        n: usize,
        rows: Range<usize>,
        columns: Range<usize>,
        long: LongDiagonals,
        reach: Reach,
        kept: Kept,
    ) -> Self {
        let width = columns.len();
        let lone_queen = |r: usize, c: usize| {
            let on_long = u32::from(r == c) + u32::from(r + c == n - 1);
            let centre = long.is_centre(r, c);
            let (down, up) = (r + n - 1 - c, r + c);
            if kept == Kept::NoLongDiagonal && on_long > 0 && !centre {
                return None;
            }
            Some(Placement {
                word: long.squeeze(signature_bits(n, n / 2, down, up)) | reach.bits(down, up),
                class: if centre { 0 } else { on_long },
            })
        };
        let lone_queens: Vec<Vec<_>> =
            rows.clone().map(|r| columns.clone().map(|c| lone_queen(r, c)).collect()).collect();
        let queen_rows = (0..width)
            .map(|j| (0..rows.len()).filter(|&k| lone_queens[k][j].is_some()).map(|k| 1 << k).sum())
            .collect();
        let queen_columns = (0..rows.len())
            .map(|k| (0..width).filter(|&j| lone_queens[k][j].is_some()).map(|j| 1 << j).sum())
            .collect();
        let may_stay_empty = u32::MAX;
        SideSearch {
            rows: rows.len(),
            width,
            lone_queens,
            queen_rows,
            queen_columns,
            may_stay_empty,
        }
    }

    /// The search of the side turned a quarter, with the same placements:
    /// its rows are the side's columns, the last first, and its columns the
    /// band's rows. (Turned, each diagonal is an anti-diagonal, and the
    /// searches keep no other account of the board.) In its row by row
    /// search, the placements of column sets that share their last columns
    /// come together: see `side::table`.
    pub(super) fn turned(&self) -> SideSearch {
        let (rows, width) = (self.width, self.rows);
        let lone_queens: Vec<Vec<_>> = (0..rows)
            .map(|k| (0..width).map(|j| self.lone_queens[j][rows - 1 - k]).collect())
            .collect();
        SideSearch {
            rows,
            width,
            lone_queens,
            queen_rows: self
                .queen_columns
                .iter()
                .map(|&columns| mirror_image(rows, columns))
                .collect(),
            queen_columns: self.queen_rows.iter().rev().copied().collect(),
            may_stay_empty: u32::MAX,
        }
    }

    /// The row by row search restricted to one subset `filled` of its
    /// first `first` rows: a queen on each row of the subset, none on the
    /// others of those rows. (Turning a chunk drops its restriction:
    /// [`SideSearch::turned`] is for a search not restricted.)
    pub(super) fn chunk(&self, first: usize, filled: u32) -> SideSearch {
        debug_assert_eq!(filled >> first, 0, "a subset of the first rows");
        let mut queen_columns = self.queen_columns.clone();
        for (k, columns) in queen_columns.iter_mut().enumerate().take(first) {
            if filled & 1 << k == 0 {
                *columns = 0;
            }
        }
        let may_stay_empty = self.may_stay_empty & !filled;
        SideSearch { queen_columns, may_stay_empty, ..self.clone() }
    }

    /// How many rows the band has.
    pub(super) fn rows(&self) -> usize {
        self.rows
    }

    /// How many columns the side has.
    pub(super) fn width(&self) -> usize {
        self.width
    }

    /// Every placement, to `found` with its rows and columns (as sets of
    /// the band's rows and the side's columns).
    pub(super) fn place_all(&self, found: &mut impl FnMut(u32, u32, Placement)) {
        self.place(0, Used::default(), Placement::default(), found);
    }

    /// Every placement that uses exactly the columns `columns` (as a set of
    /// the side's), to `found` with its rows, its word and its class.
    pub(super) fn place_exact(&self, columns: u32, found: &mut impl FnMut(u32, u64, u32)) {
        self.place_columns(columns, Attacked::default(), 0, 0, found);
    }

    /// A queen in each of the columns `to_fill`, lowest first, on a row
    /// that nothing `attacked` so far, given the word and class of the
    /// queens placed. (Column by column, each column taking a queen: row
    /// by row, a row may also stay empty, and most such paths end with
    /// columns left unfilled.) The masks are those of the bitmask search
    /// with the board turned: moving `d` columns right, a diagonal crosses
    /// `d` rows lower and an anti-diagonal `d` rows higher.
    fn place_columns(
        &self,
        to_fill: u32,
        attacked: Attacked,
        word: u64,
        class: u32,
        found: &mut impl FnMut(u32, u64, u32),
    ) {
        if to_fill == 0 {
            return found(attacked.used, word, class);
        }
        let j = to_fill.trailing_zeros() as usize;
        let (down, up) = (attacked.down << (j - attacked.at), attacked.up >> (j - attacked.at));
        let mut free = self.queen_rows[j] & !(attacked.used | down | up);
        while free != 0 {
            let (k, row) = (free.trailing_zeros() as usize, free & free.wrapping_neg());
            free ^= row;
            let Some(queen) = &self.lone_queens[k][j] else { continue };
            let next =
                Attacked { used: attacked.used | row, down: down | row, up: up | row, at: j };
            self.place_columns(
                to_fill & (to_fill - 1),
                next,
                word | queen.word,
                class + queen.class,
                found,
            );
        }
    }

    /// From the band's row `k` on, each row empty or holding a queen on a
    /// free square, given what the queens so far have `used` and the
    /// placement they make. Each placement found goes to `found` with its
    /// rows and columns (as sets of the band's rows and the side's
    /// columns). The masks are those of the bitmask search: a row lower, a
    /// diagonal crosses a column further right, an anti-diagonal a column
    /// further left, whether or not the row takes a queen.
    fn place(
        &self,
        k: usize,
        used: Used,
        placed: Placement,
        found: &mut impl FnMut(u32, u32, Placement),
    ) {
        if k == self.rows {
            return found(used.rows, used.columns, placed);
        }
        let below = |used: Used| Used { down: used.down << 1, up: used.up >> 1, ..used };
        if self.may_stay_empty & 1 << k != 0 {
            self.place(k + 1, below(used), placed, found);
        }
        let mut free = self.queen_columns[k] & !(used.columns | used.down | used.up);
        while free != 0 {
            let (j, column) = (free.trailing_zeros() as usize, free & free.wrapping_neg());
            free ^= column;
            let Some(queen) = &self.lone_queens[k][j] else { continue };
            let next = Used {
                rows: used.rows | 1 << k,
                columns: used.columns | column,
                down: used.down | column,
                up: used.up | column,
            };
            let placed =
                Placement { word: placed.word | queen.word, class: placed.class + queen.class };
            self.place(k + 1, below(next), placed, found);
        }
    }
}

/// A signature in a word: the bits below the reach.
pub(super) fn signature_mask(n: usize) -> Signature {
    (1 << squeezed_bits(n)) - 1
}

#[cfg(test)]
mod tests;
