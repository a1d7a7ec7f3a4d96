//! A side of a band: every placement of queens on its squares, listed once
//! by a search and grouped for the keys to take.

use std::ops::Range;

use super::super::bitslice::Signature;
use super::signature::{CLASSES, LongDiagonalBits, signature_bits, squeezed_bits};

/// Every placement of queens on one side of a band (no two attacking,
/// any number of them, the empty one too), grouped by the rows and columns
/// it uses and its class.
///
/// Each placement is one word, eight bytes: its squeezed signature in the
/// low [`squeezed_bits`] bits, and above them its *reach*, the diagonals
/// that a queen of the band's other side could share with it (see
/// [`Reach`]). A left and a right placement attack each other exactly when
/// their words meet: a shared diagonal is one both sides reach, and a
/// shared signature bit is a shared diagonal. (For even n a second word,
/// its mirror image's, is kept beside it: see [`Side::with_mirror_images`].)
pub(super) struct Side {
    /// How many columns the side has.
    pub(super) width: usize,
    /// The placements' words, group after group.
    words: Vec<u64>,
    /// The words of their mirror images, in the same places, if made (see
    /// [`Side::with_mirror_images`]).
    mirror_images: Vec<u64>,
    /// Where the placements of each group start, and, last, where they
    /// end. Group `CLASSES * slot + class` holds those of `class`
    /// long-diagonal queens (outside the centre) on the slot's rows and
    /// columns; the slots of one column set are together, since a key
    /// takes them all (see [`Slots`]).
    starts: Vec<u32>,
    slots: Slots,
}

/// The words of one row set's and column set's placements, class by class.
pub(super) type Groups<'a> = [&'a [u64]; CLASSES];

/// The groups of `words` that `starts` (one more than there are classes)
/// bound. (Written out, not `array::from_fn`, whose closure a hot loop may
/// not inline.)
#[inline(always)]
pub(super) fn groups<'a>(words: &'a [u64], starts: &[u32]) -> Groups<'a> {
    let group = |class: usize| &words[starts[class] as usize..starts[class + 1] as usize];
    [group(0), group(1), group(2)]
}

const _: () = assert!(CLASSES == 3, "`groups` writes out three classes");

/// The slots of a side: a slot for each pair of a row set and a column
/// set of one size, as a placement uses one row for each column. Numbered
/// column set after column set, and within one by the row set's rank among
/// those of its size: most pairs of sets differ in size, and a table of
/// every pair was most of the memory at n = 21.
struct Slots {
    /// `rank[rows]`: where `rows` comes among the row sets of its size, in
    /// increasing order.
    rank: Vec<u32>,
    /// `first[columns]`: the slot of `columns` and the first row set of its
    /// size; last, how many slots there are.
    first: Vec<u32>,
}

/// The search that lists a side's placements.
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
/// [`Side`]) and its class.
#[derive(Clone, Copy, Default)]
struct Placement {
    word: u64,
    class: u32,
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
    fn bits(self, down: usize, up: usize) -> u64 {
        let bit = |index: usize, from: usize, at: usize| {
            index.checked_sub(from).filter(|&i| i < self.each).map_or(0, |i| 1 << (at + i))
        };
        bit(down, self.down_from, self.at) | bit(up, self.up_from, self.at + self.each)
    }
}

impl Side {
    /// The placements `search` finds, grouped. The search runs twice, once
    /// to count each group and once to put each placement in its place:
    /// no list of them all is ever held beside the grouped one.
    pub(super) fn new(search: &SideSearch) -> Self {
        let slots = Slots::new(search.rows, search.width);
        let groups = CLASSES * slots.count();
        let mut starts = vec![0_u32; groups + 1];
        let group = |rows: u32, columns: u32, class: u32| {
            CLASSES * slots.of(rows, columns) + class as usize
        };
        search.place(0, Used::default(), Placement::default(), &mut |rows, columns, placed| {
            starts[group(rows, columns, placed.class) + 1] += 1;
        });
        for at in 1..starts.len() {
            starts[at] =
                starts[at].checked_add(starts[at - 1]).expect("a side has under 2^32 placements");
        }
        let mut fill = starts.clone();
        let mut words = vec![0; starts[groups] as usize];
        search.place(0, Used::default(), Placement::default(), &mut |rows, columns, placed| {
            let at = &mut fill[group(rows, columns, placed.class)];
            words[*at as usize] = placed.word;
            *at += 1;
        });
        Side { width: search.width, words, starts, slots, mirror_images: Vec::new() }
    }

    /// The side with the words of its placements' images under `mirror`
    /// beside theirs (see [`Side::groups`]).
    pub(super) fn with_mirror_images(mut self, mirror: impl Fn(u64) -> u64) -> Self {
        self.mirror_images = self.words.iter().map(|&word| mirror(word)).collect();
        self
    }

    /// The words of the placements of the rows `rows` and the columns
    /// `columns` (as sets of the band's rows and the side's columns), class
    /// by class (the number of long-diagonal queens): the side's own, or
    /// with `mirror_images` those of their mirror images, if
    /// [`Side::with_mirror_images`] made them.
    #[inline(always)]
    pub(super) fn groups(&self, rows: u32, columns: u32, mirror_images: bool) -> Groups<'_> {
        let first = CLASSES * self.slots.of(rows, columns);
        let starts = &self.starts[first..=first + CLASSES];
        let words = if mirror_images { &self.mirror_images } else { &self.words };
        groups(words, starts)
    }
}

impl Slots {
    /// The slots of `rows` rows and `width` columns.
    fn new(rows: usize, width: usize) -> Self {
        let mut of_size = vec![0_u32; rows.max(width) + 1];
        let rank = (0..1_u32 << rows)
            .map(|set| {
                let seen = &mut of_size[set.count_ones() as usize];
                *seen += 1;
                *seen - 1
            })
            .collect();
        // How many row sets each size has (none for more columns than rows).
        let row_sets = of_size;
        let mut first = Vec::with_capacity((1 << width) + 1);
        let mut next = 0;
        for columns in 0..1_u32 << width {
            first.push(next);
            next += row_sets[columns.count_ones() as usize];
        }
        first.push(next);
        Slots { rank, first }
    }

    /// How many slots there are.
    fn count(&self) -> usize {
        *self.first.last().expect("one entry more than the column sets") as usize
    }

    /// The slot of the row set `rows` and the column set `columns`, of one
    /// size.
    #[inline(always)]
    fn of(&self, rows: u32, columns: u32) -> usize {
        debug_assert_eq!(rows.count_ones(), columns.count_ones(), "a queen in each row and column");
        (self.first[columns as usize] + self.rank[rows as usize]) as usize
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
        long: LongDiagonalBits,
        reach: Reach,
        kept: Kept,
    ) -> Self {
        let width = columns.len();
        let lone_queen = |r: usize, c: usize| {
            let on_long = u32::from(r == c) + u32::from(r + c == n - 1);
            let centre = n % 2 == 1 && r == n / 2 && c == n / 2;
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
        SideSearch { rows: rows.len(), width, lone_queens, queen_rows, queen_columns }
    }

    /// The word of a lone queen on the band's row `k` and the side's
    /// column `j`, if the search puts queens there.
    #[cfg(test)]
    pub(super) fn lone_word(&self, k: usize, j: usize) -> Option<u64> {
        self.lone_queens[k][j].map(|queen| queen.word)
    }

    /// How many rows the band has.
    pub(super) fn rows(&self) -> usize {
        self.rows
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
        self.place(k + 1, below(used), placed, found);
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
