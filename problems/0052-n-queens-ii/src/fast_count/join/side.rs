//! A side of a band: every placement of queens on its squares, listed once
//! by a search and grouped for the keys to take.

use std::ops::Range;

use super::super::bitslice::Signature;
use super::signature::{CLASSES, LongDiagonalBits, signature_bits};

/// Every placement of queens on one side of a band (no two attacking,
/// any number of them, the empty one too), grouped by the rows and columns
/// it uses and its class.
pub(super) struct Side {
    /// How many columns the side has.
    pub(super) width: usize,
    /// How many rows the band has.
    rows: usize,
    /// The diagonals each placement's queens stand on, as rows of the band:
    /// `r - c + n - 1` in the low bits, `r + c` from [`ANTI_DIAGONALS_AT`]
    /// on. Placements of the two sides attack each other exactly when these
    /// meet.
    diagonals: Vec<u64>,
    /// Each placement's squeezed signature.
    signatures: Vec<Signature>,
    /// Where the placements of each group start, and, last, where they
    /// end. Group `CLASSES * slot + class` holds those of `class`
    /// long-diagonal queens (outside the centre), where
    /// `slot = columns << rows | rows`: the groups of one column set are
    /// together, since a key takes them all.
    starts: Vec<u32>,
}

/// Where the anti-diagonals start in a placement's `diagonals`: the high
/// half, the diagonals in the low one.
const ANTI_DIAGONALS_AT: usize = 32;

/// The search that lists a side's placements.
pub(super) struct SideSearch {
    rows: usize,
    width: usize,
    /// `lone_queens[k][j]`: the placement of one queen on the band's row
    /// `k` and the side's column `j`.
    lone_queens: Vec<Vec<Placement>>,
}

/// A placement of queens on a side (or of a lone one): the diagonals they
/// stand on (see [`Side`]), their squeezed signature, and its class.
#[derive(Clone, Copy, Default)]
struct Placement {
    diagonals: u64,
    signature: Signature,
    class: u32,
}

impl Side {
    /// The placements `search` finds, grouped. The search runs twice, once
    /// to count each group and once to put each placement in its place:
    /// no list of them all is ever held beside the grouped one.
    pub(super) fn new(search: &SideSearch) -> Self {
        let (rows, width) = (search.rows, search.width);
        let groups = CLASSES << (rows + width);
        let mut starts = vec![0_u32; groups + 1];
        search
            .place(0, 0, 0, Placement::default(), &mut |group, _| starts[group as usize + 1] += 1);
        for at in 1..starts.len() {
            starts[at] += starts[at - 1];
        }
        let placements = starts[groups] as usize;
        let mut fill = starts.clone();
        let (mut diagonals, mut signatures) = (vec![0; placements], vec![0; placements]);
        search.place(0, 0, 0, Placement::default(), &mut |group, placed| {
            let at = &mut fill[group as usize];
            diagonals[*at as usize] = placed.diagonals;
            signatures[*at as usize] = placed.signature;
            *at += 1;
        });
        Side { width, rows, diagonals, signatures, starts }
    }

    /// The diagonals and signatures of the placements of the rows `rows`
    /// and the columns `columns` (as sets of the band's rows and the side's
    /// columns) and `class` long-diagonal queens.
    #[inline(always)]
    pub(super) fn group(&self, rows: u32, columns: u32, class: usize) -> (&[u64], &[Signature]) {
        let group = CLASSES * ((columns as usize) << self.rows | rows as usize) + class;
        let range = self.starts[group] as usize..self.starts[group + 1] as usize;
        (&self.diagonals[range.clone()], &self.signatures[range])
    }
}

impl SideSearch {
    /// The search for the side of the board rows `rows` and columns
    /// `columns` of `n`.
    pub(super) fn new(
        n: usize,
        rows: Range<usize>,
        columns: Range<usize>,
        long: LongDiagonalBits,
    ) -> Self {
        let lone_queen = |r: usize, c: usize| {
            let band_row = r - rows.start;
            let on_long = u32::from(r == c) + u32::from(r + c == n - 1);
            let centre = n % 2 == 1 && r == n / 2 && c == n / 2;
            Placement {
                diagonals: 1 << (band_row + n - 1 - c) | 1 << (ANTI_DIAGONALS_AT + band_row + c),
                signature: long.squeeze(signature_bits(n, n / 2, r + n - 1 - c, r + c)),
                class: if centre { 0 } else { on_long },
            }
        };
        let lone_queens =
            rows.clone().map(|r| columns.clone().map(|c| lone_queen(r, c)).collect()).collect();
        SideSearch { rows: rows.len(), width: columns.len(), lone_queens }
    }

    /// From the band's row `k` on, each row empty or holding a queen on a
    /// free square, given the rows and columns used so far (as sets of the
    /// band's rows and the side's columns) and the placement so far.
    /// Each placement found goes to `found` with its group (see [`Side`]).
    fn place(
        &self,
        k: usize,
        rows_used: u32,
        columns_used: u32,
        placed: Placement,
        found: &mut impl FnMut(u32, Placement),
    ) {
        if k == self.rows {
            let slot = columns_used << self.rows | rows_used;
            let group = u32::try_from(CLASSES).expect("a few classes") * slot + placed.class;
            found(group, placed);
            return;
        }
        self.place(k + 1, rows_used, columns_used, placed, found);
        for (j, queen) in self.lone_queens[k].iter().enumerate() {
            if columns_used & 1 << j != 0 || placed.diagonals & queen.diagonals != 0 {
                continue;
            }
            let next = Placement {
                diagonals: placed.diagonals | queen.diagonals,
                signature: placed.signature | queen.signature,
                class: placed.class + queen.class,
            };
            self.place(k + 1, rows_used | 1 << k, columns_used | 1 << j, next, found);
        }
    }
}
