//! A band of rows, and the making of its placements for one column set from
//! its two sides: a table of the left side's placements, and the right
//! side's, mirrored from that table (even n) or made for the unit of work
//! (odd n).

use std::ops::Range;

use super::side::{Kept, Reach, Side, SideSearch, signature_mask};
use super::signature::{LongDiagonalBits, squeezed_bits};
use super::signature_list::{AddPairs, SignatureList};
use super::stream::SideStream;

/// A band of rows, cut at a column into a left and a right side.
pub(super) struct Band {
    /// How many rows the band has.
    rows: usize,
    /// The signature bits of the sides' words.
    signature_mask: u64,
    /// `row_sets[a]`: the sets of `a` of the band's rows.
    row_sets: Vec<Vec<u32>>,
    left: Side,
    right: Right,
}

/// Where the right side's placements come from.
enum Right {
    /// A search made anew for each unit of work, for the one column set
    /// the unit gives the side (odd n: see the `stream` module).
    Streamed(SideSearch),
    /// The mirror images of the left side's placements (even n): the
    /// mirror left to right maps the left side onto the right one, so the
    /// left side's table serves both, with its words mirrored beside it.
    MirroredLeft,
}

/// The mirror left to right, on the words of a band of even n: it turns
/// each diagonal that crosses the line between the bands into the
/// anti-diagonal that crosses it at the mirror-image place, which has the
/// same bit in the other half of the signature, and each diagonal the sides
/// share into the shared anti-diagonal of the same bit in the other half of
/// the reach: so it swaps the two halves of each.
#[derive(Clone, Copy)]
pub(super) struct Mirror {
    /// The bits of half a signature, and of half the reach.
    signature_half: usize,
    reach_half: usize,
    /// Where the reach starts.
    reach_at: usize,
}

impl Mirror {
    /// The mirror on a band of `rows` rows of an even `n`.
    pub(super) fn new(n: usize, rows: usize) -> Self {
        let reach_at = squeezed_bits(n);
        Mirror { signature_half: reach_at / 2, reach_half: rows - 1, reach_at }
    }

    /// The mirror image of a word (or of a signature).
    #[inline(always)]
    pub(super) fn apply(self, word: u64) -> u64 {
        let swap = |bits: u64, half: usize| {
            let low = (1 << half) - 1;
            (bits & low) << half | (bits >> half) & low
        };
        let reach = word >> self.reach_at;
        swap(word, self.signature_half) | swap(reach, self.reach_half) << self.reach_at
    }
}

impl Band {
    /// The band of the board rows `rows` of `n`, cut before column `cut`:
    /// for even n, cut in the middle, its left side listed and its right
    /// side that one mirrored; for odd n, its left side listed and its
    /// right side streamed. Its sides make the placements `kept`.
    pub(super) fn new(
        n: usize,
        rows: Range<usize>,
        cut: usize,
        long: LongDiagonalBits,
        kept: Kept,
    ) -> Self {
        let count = rows.len();
        let mut row_sets = vec![Vec::new(); count + 1];
        for set in 0..1_u32 << count {
            row_sets[set.count_ones() as usize].push(set);
        }
        let reach = Reach::new(n, &rows, cut);
        let mut left = Side::new(&SideSearch::new(n, rows.clone(), 0..cut, long, reach, kept));
        let right = if n.is_multiple_of(2) {
            assert_eq!(cut, n / 2, "the mirror maps the left side onto the right");
            let mirror = Mirror::new(n, count);
            left = left.with_mirror_images(|word| mirror.apply(word));
            Right::MirroredLeft
        } else {
            Right::Streamed(SideSearch::new(n, rows, cut..n, long, reach, kept))
        };
        Band { rows: count, signature_mask: signature_mask(n), row_sets, left, right }
    }

    /// Makes the right side's placements of the columns `columns` (of the
    /// board) in `stream`, if that side is streamed: every column set with
    /// the same right columns then takes them from there.
    pub(super) fn stream(&self, columns: u32, stream: &mut SideStream) {
        if let Right::Streamed(search) = &self.right {
            stream.fill(search, columns >> self.left.width);
        }
    }

    /// Appends to `lists[class]` the signature of every placement of the
    /// band with the columns `columns` and `class` long-diagonal queens,
    /// for each class that `lists` has room for: each a left and a right
    /// placement on complementary rows, of the columns of `columns` on
    /// their side, that no diagonal joins. A streamed right side is taken
    /// from `stream`, which [`Band::stream`] filled for these columns. The
    /// lists take the pairs with `add_pairs`.
    #[inline(always)]
    pub(super) fn placements(
        &self,
        columns: u32,
        stream: &SideStream,
        lists: &mut [SignatureList],
        add_pairs: impl AddPairs,
    ) {
        let width = self.left.width;
        let on_left = columns & ((1 << width) - 1);
        let on_right = columns >> width;
        let all_rows = (1_u32 << self.rows) - 1;
        // For even n, the right side's column `j` is the mirror of the
        // left's `width - 1 - j` (for odd n the left side may have no
        // column: n = 3's bottom band).
        let mirrored = match self.right {
            Right::MirroredLeft => on_right.reverse_bits() >> (u32::BITS as usize - width),
            Right::Streamed(_) => 0,
        };
        for &rows in &self.row_sets[on_left.count_ones() as usize] {
            let left = self.left.groups(rows, on_left, false);
            if left[..lists.len()].iter().all(|group| group.is_empty()) {
                continue;
            }
            let right = match &self.right {
                Right::Streamed(_) => {
                    debug_assert_eq!(stream.columns(), on_right, "the stream is of these columns");
                    stream.groups(all_rows ^ rows)
                }
                Right::MirroredLeft => self.left.groups(all_rows ^ rows, mirrored, true),
            };
            for (left_class, left) in left.iter().enumerate().take(lists.len()) {
                if left.is_empty() {
                    continue;
                }
                for (list, right) in lists[left_class..].iter_mut().zip(right) {
                    if !right.is_empty() {
                        add_pairs(list, left, right, self.signature_mask);
                    }
                }
            }
        }
    }
}
