//! The join for even n: one table, the top band's left side with the mirror
//! images of its placements beside them, serves all four sides of the
//! board. The right side is the left one's mirror image, and the bottom
//! band is the top one upside down.

use super::band::{Band, RightGroups};
use super::key_join::{KeyJoin, MAX_N, MIN_N, weighted};
use super::keys::{Units, mirror_image, other_columns};
use super::side::{Groups, Side};
use super::side_search::Kept;
use super::signature::{CLASS_WEIGHTS, CLASSES, LongDiagonals, squeezed_bits};
use super::signature_list::{AddPairs, SignatureList};
use crate::bitslice::{Signature, Tables, blocks};

/// The join of an even board size: the top band, cut in the middle, and
/// the words of its left side's mirror images.
pub(super) struct EvenJoin {
    n: usize,
    /// The keys, one a unit.
    units: Units,
    band: Band,
    /// The words of the left side's placements mirrored left to right, in
    /// the same places as theirs: the right side's placements.
    images: Vec<u64>,
}

/// What one thread keeps between units: the top band's placements of a
/// key and of its complement, by class.
pub(super) struct EvenScratch {
    tables: Tables,
    of_key: [SignatureList; CLASSES],
    of_complement: [SignatureList; CLASSES],
}

/// The mirror left to right, on the words of a band of even n: it turns
/// each diagonal that crosses the line between the bands into the
/// anti-diagonal that crosses it at the mirror-image place, which has the
/// same bit in the other half of the signature, and each diagonal the sides
/// share into the shared anti-diagonal of the same bit in the other half of
/// the reach: so it swaps the two halves of each.
#[derive(Clone, Copy)]
struct Mirror {
    /// The bits of half a signature, and of half the reach.
    signature_half: usize,
    reach_half: usize,
    /// Where the reach starts.
    reach_at: usize,
}

impl Mirror {
    /// The mirror on a band of `rows` rows of an even `n`.
    fn new(n: usize, rows: usize) -> Self {
        let reach_at = squeezed_bits(n);
        Mirror { signature_half: reach_at / 2, reach_half: rows - 1, reach_at }
    }

    /// The mirror image of a word (or of a signature).
    fn apply(self, word: u64) -> u64 {
        let swap = |bits: u64, half: usize| {
            let low = (1 << half) - 1;
            (bits & low) << half | (bits >> half) & low
        };
        let reach = word >> self.reach_at;
        swap(word, self.signature_half) | swap(reach, self.reach_half) << self.reach_at
    }
}

/// The right side's placements of some columns: the left side's of their
/// mirror image, mirrored.
struct Mirrored<'a> {
    left: &'a Side,
    images: &'a [u64],
    /// The mirror image of the right side's columns, as the left side's.
    columns: u32,
}

impl RightGroups for Mirrored<'_> {
    #[inline(always)]
    fn groups(&self, rows: u32) -> Groups<'_> {
        self.left.groups_of(self.images, rows, self.columns)
    }
}

impl EvenJoin {
    /// The key of unit `unit`.
    fn key(&self, unit: usize) -> u32 {
        self.units.keys(unit)[0]
    }

    /// Appends to `lists[class]` the top band's placements of the columns
    /// `columns` of each class (see [`Band::placements`]); upside down,
    /// flipped, they are the bottom band's placements of the same columns.
    #[inline(always)]
    fn placements(&self, columns: u32, lists: &mut [SignatureList], add_pairs: impl AddPairs) {
        let width = self.band.left().width;
        let right = Mirrored {
            left: self.band.left(),
            images: &self.images,
            columns: mirror_image(width, self.band.right_columns(columns)),
        };
        self.band.placements(columns, &right, lists, add_pairs);
    }

    /// The share of the key's orbit under the mirror and the complement
    /// if the key is its least, else nothing.
    ///
    /// The mirror maps the solutions with the top key `K` onto those with
    /// its image, so the orbit of `K`, `m(K)`, `~K` and `m(~K)` counts as
    /// many as `K` and `~K` do, each twice if the four are distinct, once
    /// if not; its least key counts it and the others nothing. The top
    /// band's placements of `K` and `~K` are made once each, and serve both
    /// as tops (class 0, flipped, since the bottoms are the top band's
    /// upside down) and as bottoms, weighed by their long-diagonal queens
    /// as [`OddJoin`](super::OddJoin) weighs them. The shares add up to the
    /// total, though one share is not the number of solutions with that key.
    #[inline(always)]
    fn count_orbit(&self, key: u32, scratch: &mut EvenScratch, add_pairs: impl AddPairs) -> u64 {
        let n = self.n;
        let (image, other) = (mirror_image(n, key), other_columns(n, key));
        if image < key || other < key || mirror_image(n, other) < key {
            return 0;
        }
        // Of an orbit of two (a key its own mirror image, or its
        // complement's), each is counted once; of one of four, twice.
        let weight = if image == key || image == other { 1 } else { 2 };
        let EvenScratch { tables, of_key, of_complement } = scratch;
        for (columns, lists) in [(key, &mut *of_key), (other, &mut *of_complement)] {
            lists.iter_mut().for_each(SignatureList::clear);
            self.placements(columns, lists, add_pairs);
        }
        // The tops of class 0 of each list meet the other list's bottoms
        // of class 0 in the same pairs (flipped on both sides, a pair stays
        // disjoint), so the first join counts those pairs twice and the
        // second leaves them out. So neither list of class 0 is a list of
        // bottoms after it is one of tops: each is flipped in place. The
        // key and its complement play the same part, so the first join is
        // the one in which those pairs take the fewer lookups.
        let lookups = |tops: &[SignatureList; CLASSES], bottoms: &[SignatureList; CLASSES]| {
            blocks(tops[0].len()) * bottoms[0].len()
        };
        let (first, second) = if lookups(of_complement, of_key) < lookups(of_key, of_complement) {
            (of_complement, of_key)
        } else {
            (of_key, of_complement)
        };
        let tops = flip_all(n, first[0].kept());
        let mut count = tables.weighted_pairs(squeezed_bits(n), tops, &weighted(second, 2));
        let tops = flip_all(n, second[0].kept());
        let [_, one, two] = first;
        let bottoms = [(&*one.kept(), CLASS_WEIGHTS[1]), (&*two.kept(), CLASS_WEIGHTS[2])];
        count += tables.weighted_pairs(squeezed_bits(n), tops, &bottoms);
        weight * count
    }
}

impl KeyJoin for EvenJoin {
    type Scratch = EvenScratch;

    /// One key a unit.
    fn units_of(n: usize) -> Units {
        Units::new(n, 0)
    }

    /// Lists the top band's left side for `n` queens, even,
    /// `MIN_N <= n <= MAX_N`, with its mirror images.
    fn new(n: usize, threads: usize) -> Self {
        assert!(n.is_multiple_of(2) && (MIN_N..=MAX_N).contains(&n), "an even n the join counts");
        let t = n / 2;
        let band = Band::new(n, 0..t, t, LongDiagonals::new(n, None), Kept::Every, threads);
        let mirror = Mirror::new(n, t);
        let images = band.left().words().iter().map(|&word| mirror.apply(word)).collect();
        EvenJoin { n, units: EvenJoin::units_of(n), band, images }
    }

    fn units(&self) -> usize {
        self.units.count()
    }

    fn scratch(&self) -> EvenScratch {
        EvenScratch {
            tables: Tables::new(),
            of_key: Default::default(),
            of_complement: Default::default(),
        }
    }

    #[inline(always)]
    fn count_inlined(
        &self,
        unit: usize,
        scratch: &mut EvenScratch,
        add_pairs: impl AddPairs,
    ) -> u64 {
        self.count_orbit(self.key(unit), scratch, add_pairs)
    }
}

/// The signatures turned upside down, in place (see [`flipped`]).
#[inline(always)]
fn flip_all(n: usize, signatures: &mut [Signature]) -> &mut [Signature] {
    for signature in &mut *signatures {
        *signature = flipped(n, *signature);
    }
    signatures
}

/// A signature of `n` turned upside down: the diagonal that crosses the
/// line between the bands at some column becomes the anti-diagonal that
/// crosses it there, and the other way round, which reverses the order of
/// the signature's bits (the long diagonals' bits, squeezed out, trade
/// places too).
#[inline(always)]
fn flipped(n: usize, signature: u64) -> u64 {
    let bits = u32::try_from(squeezed_bits(n)).expect("a few bits");
    signature.reverse_bits().checked_shr(u64::BITS - bits).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::{EvenJoin, Mirror, flipped};
    use crate::join::key_join::KeyJoin;
    use crate::join::oracle::{lone_words, searched, sorted};
    use crate::join::side_search::{Kept, Reach, SideSearch};
    use crate::join::signature::{CLASSES, LongDiagonals, squeezed_bits};
    use crate::join::signature_list::SignatureList;

    /// For every key of small even boards, the top band's placements made
    /// from its left side and that side's mirror images are those a direct
    /// search finds, of every class; and flipped upside down, as the count
    /// flips them, those of the bottom band.
    #[test]
    fn band_placements_are_those_a_search_finds() {
        for n in [4, 6, 8, 10] {
            let join = EvenJoin::new(n, 1);
            let (t, long) = (n / 2, LongDiagonals::new(n, None));
            for key in (0..1_u32 << n).filter(|key| key.count_ones() as usize == t) {
                let mut made: [SignatureList; CLASSES] = Default::default();
                join.placements(key, &mut made, SignatureList::add_pairs);
                let as_tops = made.each_mut().map(sorted);
                assert_eq!(as_tops, searched(n, 0..t, key, long), "n = {n}, top of key {key:b}");
                let as_bottoms = as_tops.map(|list| {
                    let mut list: Vec<_> = list.into_iter().map(|top| flipped(n, top)).collect();
                    list.sort_unstable();
                    list
                });
                assert_eq!(as_bottoms, searched(n, t..n, key, long), "n = {n}, bottom of {key:b}");
            }
        }
    }

    /// For every even board the join counts, the mirror turns the word of
    /// each lone queen of the top band's left side into that of its image
    /// on the right side, and the flip its signature into that of the
    /// queen upside down in the bottom band.
    #[test]
    fn the_mirror_and_the_flip_make_the_images_words() {
        for n in (2..=22).step_by(2) {
            let (t, long) = (n / 2, LongDiagonals::new(n, None));
            let (top, bottom) = (Reach::new(n, &(0..t), t), Reach::new(n, &(t..n), t));
            let words_of =
                |rows: std::ops::Range<usize>, columns: std::ops::Range<usize>, reach| {
                    let (height, width) = (rows.len(), columns.len());
                    lone_words(
                        &SideSearch::new(n, rows, columns, long, reach, Kept::Every),
                        height,
                        width,
                    )
                };
            let (left, right) = (words_of(0..t, 0..t, top), words_of(0..t, t..n, top));
            let below = words_of(t..n, 0..n, bottom);
            let (mirror, signature) =
                (Mirror::new(n, t), |word| word & ((1 << squeezed_bits(n)) - 1));
            for (r, c) in (0..t).flat_map(|r| (0..t).map(move |c| (r, c))) {
                let kept = |words: &Vec<Vec<Option<u64>>>, k: usize, j: usize| {
                    words[k][j].expect("every queen is kept")
                };
                let word = kept(&left, r, c);
                assert_eq!(
                    mirror.apply(word),
                    kept(&right, r, n - 1 - c - t),
                    "n = {n}, ({r}, {c})"
                );
                let upside_down = signature(kept(&below, n - 1 - r - t, c));
                assert_eq!(flipped(n, signature(word)), upside_down, "n = {n}, ({r}, {c}) flipped");
            }
        }
    }
}
