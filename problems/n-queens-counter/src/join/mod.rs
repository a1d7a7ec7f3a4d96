//! The join engine: count the solutions by splitting the board into a top and
//! a bottom band of rows and joining their placements, instead of searching
//! boards.
//!
//! Split the rows at `t = n / 2`: the top band is rows `0..t`, the bottom
//! band rows `t..n` (one row more for odd n). A solution is a *top* (one
//! queen in each top row, none attacking another) and a *bottom* (the same
//! for the bottom rows) that use complementary columns and share no
//! diagonal. Within a band, the placements are made without attacks; between
//! the bands, only the diagonals that cross the line between rows `t - 1` and
//! `t` can be shared (`2n - 2` of them). So each placement gets a
//! *signature*, the set of crossing diagonals its queens stand on, and a top
//! with the columns `K` (its *key*) and a bottom with the other columns make
//! a solution exactly when their signatures are disjoint (the `signature`
//! and `keys` modules).
//!
//! For each key, the count of disjoint pairs is taken in bulk, bit-sliced
//! (the `bitslice` module): one AND of four table entries (five past 40
//! bits, six past 45) and a popcount test a bottom against 512 tops at once, a
//! carry-save adder needs one popcount per eight such tests, and long lists
//! are first sieved on a bit that many of both have.
//!
//! The placements are not listed in advance: listed, they took much of the
//! engine's memory and time. Instead each band is cut again, at a column,
//! into a left and a right side, whose placements (any number of queens,
//! no two attacking) are made by small searches and grouped by the rows and
//! the columns they use (the `side` module). A top with the columns `K` is
//! a left placement of the left columns of `K` on some rows, beside a right
//! placement of its right columns on the other rows, that no diagonal joins
//! (the `band` module): so a key's tops and bottoms are made when the key
//! is joined, in lists that stay in the cache (the `signature_list`
//! module). Each placement is one word, its signature and the diagonals the
//! band's other side could share with it, so a pair is one AND.
//!
//! What is kept: for even n one table, of the top band's left side with
//! the mirror images of its placements beside them, serves all four sides
//! of the board (the right side is the left one's mirror image, the bottom
//! band the top one upside down). For odd n the bands differ, so
//! each band's left side is a table and its right side is made anew for
//! each unit of work, a group of keys that give it the same columns (the
//! `stream` and `keys` modules); the bottom band is cut a column left of
//! the middle, so that its table is the smaller side. The top band keeps
//! only its placements with no long-diagonal queen (below), the only ones
//! joined as tops.
//!
//! Symmetry: mirroring the board left to right maps the solutions with top
//! key `K` to those with its mirror image, so one of each pair of keys is
//! joined, counted twice. And the long diagonals: the two diagonal mirrors
//! each keep one long diagonal and turn the other end over end, so only the
//! tops with no queen on a long diagonal are joined, each bottom counted
//! once, twice or four times as it has 0, 1 or 2 long-diagonal queens
//! outside the centre (see `Join::count`). Together, about an eighth of the
//! pairs are joined. For even n a key and its complement also go together:
//! the least key of the four (a key, its complement and their mirror
//! images) counts them all, from the placements of the key and of its
//! complement, made once each and used both as tops and as bottoms.

#![allow(clippy::inline_always, reason = "`count_unit` needs the joining inlined into each copy")]

mod band;
mod keys;
mod side;
mod signature;
mod signature_list;
mod stream;
#[cfg(test)]
mod tests;

use super::bitslice::{BITS, Signature, Tables, blocks};
use super::x86_64_levels::for_each_x86_64_level;
use band::Band;
use keys::{Units, mirror_image, other_columns};
use side::Kept;
use signature::{CLASS_WEIGHTS, CLASSES, LongDiagonalBits, squeezed_bits};
use signature_list::{AddPairs, SignatureList};
use stream::SideStream;

/// The smallest `n` the join engine counts: a board of one square has no two bands.
pub(super) const MIN_N: usize = 2;

/// The largest `n` the join engine counts: at 24 a placement's word would
/// need 66 bits, `2n - 4` of signature and `2(n/2 - 1)` of diagonals shared
/// within the band (see `side::Reach`); the symmetry search counts beyond.
pub(super) const MAX_N: usize = 23;

const _: () = assert!(squeezed_bits(MAX_N) <= BITS, "a squeezed signature fits in BITS");

/// The join of one board size: its sides' tables, ready to be joined key
/// by key, a unit of work (a key, or for odd n a group of keys) at a time.
pub(super) struct Join {
    n: usize,
    /// The keys, unit by unit.
    units: Units,
    top: Band,
    bottom: Bottom,
}

/// Where the bottom band's placements come from.
enum Bottom {
    /// Its own sides: for odd n it has a row more than the top.
    Own(Box<Band>),
    /// The top band's tables (even n): turned upside down, the bottom band
    /// is the top band, so its placements of the columns `C` are the top's
    /// placements of `C` upside down, which reverses their signatures (see
    /// [`flipped`]). Half the memory.
    UpsideDownTop,
}

/// What one thread keeps between units.
pub(super) struct Scratch {
    tables: Tables,
    /// For odd n, the key's tops of class 0, no long-diagonal queen
    /// outside the centre: the only ones joined.
    tops_of_class_0: SignatureList,
    /// The bottoms of the other columns, by class. (For even n, the top
    /// band's placements of the key's columns, and in `others_by_class` of
    /// the other columns, or the other way round; each list of class 0 is
    /// flipped in place to be tops.)
    bottoms_by_class: [SignatureList; CLASSES],
    others_by_class: [SignatureList; CLASSES],
    /// For odd n, the right sides of the unit's keys, of both bands.
    top_right: SideStream,
    bottom_right: SideStream,
}

impl Scratch {
    /// Room for one thread's lists and tables, grown as needed.
    pub(super) fn new() -> Self {
        Scratch {
            tables: Tables::new(),
            tops_of_class_0: SignatureList::default(),
            bottoms_by_class: Default::default(),
            others_by_class: Default::default(),
            top_right: SideStream::default(),
            bottom_right: SideStream::default(),
        }
    }
}

impl Join {
    /// Lists the sides' tables for `n` queens, `MIN_N <= n <= MAX_N`.
    pub(super) fn new(n: usize) -> Self {
        assert!((MIN_N..=MAX_N).contains(&n), "the join engine counts {MIN_N} <= n <= {MAX_N}");
        let (t, long) = (n / 2, LongDiagonalBits::new(n));
        // For even n the top band's tables serve the bottom band too.
        let kept = if n.is_multiple_of(2) { Kept::Every } else { Kept::NoLongDiagonal };
        let top = Band::new(n, 0..t, t, long, kept);
        let bottom = if n.is_multiple_of(2) {
            Bottom::UpsideDownTop
        } else {
            Bottom::Own(Box::new(Band::new(n, t..n, Units::bottom_cut(n), long, Kept::Every)))
        };
        Join { n, units: Units::new(n), top, bottom }
    }

    /// How many units of work there are.
    pub(super) fn units(&self) -> usize {
        self.units.count()
    }

    /// How many units of work `n` has.
    pub(super) fn unit_count(n: usize) -> usize {
        Units::new(n).count()
    }

    /// Unit `unit`'s share of the total: for each of its keys, the pairs
    /// of a top with the columns of the key and a bottom, weighted by the
    /// long diagonals (below) and counted together with those of the key's
    /// mirror image (a key after its mirror image counts nothing, its
    /// mirror image counts both). For even n, together with those of its
    /// complement and the complement's mirror image too: the mirror maps
    /// the solutions with the top key `K` onto those with its image, so
    /// the orbit of `K`, `m(K)`, `~K` and `m(~K)` counts as many as `K` and
    /// `~K` do, each twice if the four are distinct, once if not; its
    /// least key counts it and the others nothing, and the placements of
    /// `K` and `~K` serve both as tops and as bottoms. The shares add up to
    /// the total, though one share is not the number of solutions with
    /// that key.
    ///
    /// The long diagonals: the mirror in the anti-diagonal keeps every
    /// anti-diagonal square and turns the main diagonal end over end, so
    /// there are as many solutions with the main diagonal's queen in the
    /// top band as below it, in each case of the anti-diagonal's queen; the
    /// mirror in the main diagonal likewise the other way round. (A long
    /// diagonal may also hold no queen, or, for odd n, the queen in the
    /// centre, which both mirrors leave in place.) So the tops with no
    /// long-diagonal queen are joined, and each bottom weighs 2 for each
    /// long-diagonal queen it has outside the centre.
    ///
    /// Compiled for each x86-64 level, as the bit-sliced count is (see
    /// `x86_64_levels`): the making of the lists takes AVX2 too.
    pub(super) fn count(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        count_unit(self, unit, scratch)
    }

    #[inline(always)]
    fn count_inlined(&self, unit: usize, scratch: &mut Scratch, add_pairs: impl AddPairs) -> u64 {
        let keys = self.units.keys(unit);
        let Some(&first) = keys.first() else { return 0 };
        // Odd n: the right sides of every key of the unit, made once.
        self.top.stream(first, &mut scratch.top_right);
        if let Bottom::Own(band) = &self.bottom {
            band.stream(other_columns(self.n, first), &mut scratch.bottom_right);
        }
        // A loop, not `map` and `sum`: their `fold` was compiled once, for
        // the baseline, and called from every level's copy.
        let mut count = 0;
        for &key in keys {
            count += self.count_key(key, scratch, add_pairs);
        }
        count
    }

    /// One key's share of the total (see [`Join::count`]).
    #[inline(always)]
    fn count_key(&self, key: u32, scratch: &mut Scratch, add_pairs: impl AddPairs) -> u64 {
        if let Bottom::UpsideDownTop = self.bottom {
            return self.count_orbit(key, scratch, add_pairs);
        }
        let n = self.n;
        let image = mirror_image(n, key);
        if image < key {
            return 0;
        }
        let mirrored = if image == key { 1 } else { 2 };
        let Scratch { tables, tops_of_class_0, bottoms_by_class, top_right, bottom_right, .. } =
            scratch;
        tops_of_class_0.clear();
        self.top.placements(key, top_right, std::slice::from_mut(tops_of_class_0), add_pairs);
        bottoms_by_class.iter_mut().for_each(SignatureList::clear);
        self.bottoms(other_columns(n, key), bottom_right, bottoms_by_class, add_pairs);
        let tops = tops_of_class_0.kept();
        mirrored * tables.weighted_pairs(squeezed_bits(n), tops, &weighted(bottoms_by_class))
    }

    /// For even n, the share of the key's orbit under the mirror and the
    /// complement (see [`Join::count`]) if the key is its least, else
    /// nothing. The top band's placements of the key and of its complement
    /// are made once each and serve both as tops (class 0, flipped, since
    /// the bottoms are the top band's upside down) and as bottoms.
    #[inline(always)]
    fn count_orbit(&self, key: u32, scratch: &mut Scratch, add_pairs: impl AddPairs) -> u64 {
        let n = self.n;
        let (image, other) = (mirror_image(n, key), other_columns(n, key));
        if image < key || other < key || mirror_image(n, other) < key {
            return 0;
        }
        // Of an orbit of two (a key its own mirror image, or its
        // complement's), each is counted once; of one of four, twice.
        let weight = if image == key || image == other { 1 } else { 2 };
        let Scratch { tables, bottoms_by_class, others_by_class, top_right, .. } = scratch;
        for (columns, lists) in [(key, &mut *bottoms_by_class), (other, &mut *others_by_class)] {
            lists.iter_mut().for_each(SignatureList::clear);
            self.top.placements(columns, top_right, lists, add_pairs);
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
        if lookups(others_by_class, bottoms_by_class) < lookups(bottoms_by_class, others_by_class) {
            std::mem::swap(bottoms_by_class, others_by_class);
        }
        let [none, one, two] = others_by_class;
        let tops = flip_all(n, bottoms_by_class[0].kept());
        let bottoms = [
            (&*none.kept(), 2 * CLASS_WEIGHTS[0]),
            (&*one.kept(), CLASS_WEIGHTS[1]),
            (&*two.kept(), CLASS_WEIGHTS[2]),
        ];
        let mut count = tables.weighted_pairs(squeezed_bits(n), tops, &bottoms);
        let tops = flip_all(n, none.kept());
        let [_, one, two] = bottoms_by_class;
        let bottoms = [(&*one.kept(), CLASS_WEIGHTS[1]), (&*two.kept(), CLASS_WEIGHTS[2])];
        count += tables.weighted_pairs(squeezed_bits(n), tops, &bottoms);
        weight * count
    }
}

/// The bottoms by class, each with its weight (see [`Join::count`]).
#[inline(always)]
fn weighted(lists: &mut [SignatureList; CLASSES]) -> [(&[Signature], u64); CLASSES] {
    let [none, one, two] = lists;
    [
        (&*none.kept(), CLASS_WEIGHTS[0]),
        (&*one.kept(), CLASS_WEIGHTS[1]),
        (&*two.kept(), CLASS_WEIGHTS[2]),
    ]
}

impl Join {
    /// Appends the bottom band's placements of the columns `columns` to
    /// `lists`, by class, as [`Band::placements`] does; for even n, upside
    /// down (see [`Bottom::UpsideDownTop`]).
    #[inline(always)]
    fn bottoms(
        &self,
        columns: u32,
        stream: &SideStream,
        lists: &mut [SignatureList],
        add_pairs: impl AddPairs,
    ) {
        match &self.bottom {
            Bottom::Own(band) => band.placements(columns, stream, lists, add_pairs),
            Bottom::UpsideDownTop => self.top.placements(columns, stream, lists, add_pairs),
        }
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
/// the signature's bits for even n (the long diagonals' bits, squeezed out,
/// trade places too).
#[inline(always)]
fn flipped(n: usize, signature: u64) -> u64 {
    let bits = u32::try_from(squeezed_bits(n)).expect("a few bits");
    signature.reverse_bits().checked_shr(u64::BITS - bits).unwrap_or(0)
}

for_each_x86_64_level! {
    /// `Join::count`, compiled for each x86-64 level; with AVX-512 the
    /// lists are made eight pairs at a time, with AVX2 four.
    fn count_unit(join: &Join, unit: usize, scratch: &mut Scratch) -> u64 {
        join.count_inlined(unit, scratch, add_pairs)
    }
    with add_pairs = avx512 {
        |list: &mut SignatureList, left: &[u64], right: &[u64], mask| {
            list.add_pairs_avx512(left, right, mask);
        }
    } or avx2 {
        |list: &mut SignatureList, left: &[u64], right: &[u64], mask| {
            list.add_pairs_avx2(left, right, mask);
        }
    } or {
        SignatureList::add_pairs
    }
}
