//! The join for odd n: the bands differ (the bottom has a row more), so
//! each band's left side is a table and its right side is made anew for
//! each unit of work, a group of keys that give it the same columns.

use super::band::Band;
use super::key_join::{KeyJoin, MAX_N, MIN_N, weighted};
use super::keys::{Units, mirror_image, other_columns};
use super::side_search::{Kept, SideSearch};
use super::signature::{CLASSES, LongDiagonals, squeezed_bits};
use super::signature_list::{AddPairs, SignatureList};
use super::stream::SideStream;
use crate::bitslice::Tables;

/// The join of an odd board size: each band a listed left side and a right
/// side streamed for each unit.
pub(super) struct OddJoin {
    n: usize,
    /// The keys, unit by unit: those that agree on the columns from
    /// [`bottom_cut`] on.
    units: Units,
    /// The top band, rows `0..n / 2`, cut in the middle, keeping only its
    /// placements with no long-diagonal queen (outside the centre): the
    /// only tops joined.
    top: Streamed,
    /// The bottom band, rows `n / 2..n`, cut at [`bottom_cut`].
    bottom: Streamed,
}

/// A band whose right side is made for each unit (see the `stream` module).
struct Streamed {
    band: Band,
    right: SideSearch,
}

/// What one thread keeps between units.
pub(super) struct OddScratch {
    tables: Tables,
    /// The key's tops of class 0, no long-diagonal queen outside the
    /// centre: the only ones joined.
    tops: SignatureList,
    /// The bottoms of the key's other columns, by class.
    bottoms: [SignatureList; CLASSES],
    /// The right sides of the unit's keys, of each band.
    top_right: SideStream,
    bottom_right: SideStream,
}

/// The column the bottom band is cut before: one left of the middle, so
/// that its listed left side is the smaller one, three columns narrower
/// than its streamed right side (at n = 23, 60 million placements where one
/// more column would make 200 million).
fn bottom_cut(n: usize) -> usize {
    (n / 2).saturating_sub(1)
}

impl Streamed {
    /// The band of `rows` of `n`, cut before `cut`, making the placements
    /// `kept`, its table made on `threads` threads.
    fn new(
        n: usize,
        rows: std::ops::Range<usize>,
        cut: usize,
        long: LongDiagonals,
        kept: Kept,
        threads: usize,
    ) -> Self {
        let band = Band::new(n, rows.clone(), cut, long, kept, threads);
        let right = SideSearch::new(n, rows, cut..n, long, band.reach(), kept);
        Streamed { band, right }
    }

    /// Makes the right side's placements for the columns `columns` (of the
    /// board) in `stream`: every key with the same right columns takes them
    /// from there.
    fn stream(&self, columns: u32, stream: &mut SideStream) {
        stream.fill(&self.right, self.band.right_columns(columns));
    }
}

impl OddJoin {
    /// Makes the right sides of both bands for the unit whose first key is
    /// `key`, in `scratch`.
    fn stream(&self, key: u32, scratch: &mut OddScratch) {
        self.top.stream(key, &mut scratch.top_right);
        self.bottom.stream(other_columns(self.n, key), &mut scratch.bottom_right);
    }

    /// Makes the key's tops of class 0 and the bottoms of its other
    /// columns, by class, in `scratch` (whose right sides are streamed for
    /// the key's unit).
    #[inline(always)]
    fn lists(&self, key: u32, scratch: &mut OddScratch, add_pairs: impl AddPairs) {
        let OddScratch { tops, bottoms, top_right, bottom_right, .. } = scratch;
        let other = other_columns(self.n, key);
        debug_assert_eq!(top_right.columns(), self.top.band.right_columns(key), "streamed");
        debug_assert_eq!(bottom_right.columns(), self.bottom.band.right_columns(other), "streamed");
        tops.clear();
        self.top.band.placements(key, &*top_right, std::slice::from_mut(tops), add_pairs);
        bottoms.iter_mut().for_each(SignatureList::clear);
        self.bottom.band.placements(other, &*bottom_right, bottoms, add_pairs);
    }

    /// One key's share of the total: the pairs of a top of the key and a
    /// bottom, each bottom weighed by its long-diagonal queens, counted
    /// together with those of the key's mirror image.
    ///
    /// The mirror left to right maps the solutions with top key `K` onto
    /// those with its image, so a key after its mirror image counts
    /// nothing and its mirror image counts both.
    ///
    /// The long diagonals: the mirror in the anti-diagonal keeps every
    /// anti-diagonal square and turns the main diagonal end over end, so
    /// there are as many solutions with the main diagonal's queen in the
    /// top band as below it, in each case of the anti-diagonal's queen; the
    /// mirror in the main diagonal likewise the other way round. (A long
    /// diagonal may also hold no queen, or the queen in the centre, which
    /// both mirrors leave in place.) So the tops with no long-diagonal
    /// queen are joined, and each bottom weighs 2 for each long-diagonal
    /// queen it has outside the centre.
    #[inline(always)]
    fn count_key(&self, key: u32, scratch: &mut OddScratch, add_pairs: impl AddPairs) -> u64 {
        let image = mirror_image(self.n, key);
        if image < key {
            return 0;
        }
        let mirrored = if image == key { 1 } else { 2 };
        self.lists(key, scratch, add_pairs);
        let OddScratch { tables, tops, bottoms, .. } = scratch;
        let bottoms = weighted(bottoms, 1);
        mirrored * tables.weighted_pairs(squeezed_bits(self.n), tops.kept(), &bottoms)
    }
}

impl KeyJoin for OddJoin {
    type Scratch = OddScratch;

    /// The keys that agree on the columns from [`bottom_cut`] on, a unit.
    fn units_of(n: usize) -> Units {
        Units::new(n, bottom_cut(n))
    }

    /// Lists the sides' tables for `n` queens, odd, `MIN_N <= n <= MAX_N`.
    fn new(n: usize, threads: usize) -> Self {
        assert!(n % 2 == 1 && (MIN_N..=MAX_N).contains(&n), "an odd n the join counts");
        let (t, long) = (n / 2, LongDiagonals::new(n, Some(n / 2)));
        let top = Streamed::new(n, 0..t, t, long, Kept::NoLongDiagonal, threads);
        let bottom = Streamed::new(n, t..n, bottom_cut(n), long, Kept::Every, threads);
        OddJoin { n, units: OddJoin::units_of(n), top, bottom }
    }

    fn units(&self) -> usize {
        self.units.count()
    }

    fn scratch(&self) -> OddScratch {
        OddScratch {
            tables: Tables::new(),
            tops: SignatureList::default(),
            bottoms: Default::default(),
            top_right: SideStream::default(),
            bottom_right: SideStream::default(),
        }
    }

    /// The shares of the unit's keys, whose right sides are made once.
    #[inline(always)]
    fn count_inlined(
        &self,
        unit: usize,
        scratch: &mut OddScratch,
        add_pairs: impl AddPairs,
    ) -> u64 {
        let keys = self.units.keys(unit);
        let Some(&first) = keys.first() else { return 0 };
        self.stream(first, scratch);
        // A loop, not `map` and `sum`: their `fold` was compiled once, for
        // the baseline, and called from every level's copy.
        let mut count = 0;
        for &key in keys {
            count += self.count_key(key, scratch, add_pairs);
        }
        count
    }
}
