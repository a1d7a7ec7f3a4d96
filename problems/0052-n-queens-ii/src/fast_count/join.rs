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
//! a solution exactly when their signatures are disjoint.
//!
//! For each key, the count of disjoint pairs is taken in bulk, bit-sliced
//! (the `bitslice` module): one AND of four table entries (five past 32
//! bits) and a popcount test a bottom against 256 tops at once, a
//! carry-save adder needs one popcount per eight such tests, and long lists
//! are first sieved on a bit that many of both have.
//!
//! The placements are not listed in advance: at n = 18 there are 320
//! million tops, and when this engine listed them (half of them, the others
//! being their mirror images) they took 940 MB, and writing, sorting and
//! copying them half of its time. Instead each band is cut again, at column
//! `n / 2`, into a left and a right side, and each side's placements (any
//! number of queens, no two attacking) are listed once, grouped by the rows
//! and the columns they use: 915,000 on a side at n = 18. A top with the
//! columns `K` is a left placement of the left columns of `K` on some rows,
//! beside a right placement of its right columns on the other rows, that no
//! diagonal joins (`Band::placements`): so a key's tops and bottoms are made
//! when the key is joined, two table entries and an AND each (at n = 18,
//! two and a half to three pairs tried for each one kept: 500 to 600
//! million tried, 200 to 210 million kept), in lists that stay in the cache.
//!
//! Symmetry: mirroring the board left to right maps the solutions with top
//! key `K` to those with its mirror image, so one of each pair of keys is
//! joined, counted twice. And the long diagonals: the two diagonal mirrors
//! each keep one long diagonal and turn the other end over end, so only the
//! tops with no queen on a long diagonal are joined, each bottom counted
//! once, twice or four times as it has 0, 1 or 2 long-diagonal queens
//! outside the centre (see `Join::count`). Together, about an eighth of the pairs are joined.

#![allow(clippy::inline_always, reason = "`count_unit` needs the joining inlined into each copy")]

use super::bitslice::{BITS, Signature, Tables};
use super::x86_64_levels::for_each_x86_64_level;

/// The smallest `n` the join engine counts: a board of one square has no two bands.
pub(super) const MIN_N: usize = 2;

/// The largest `n` the join engine counts: the sides' tables (see `Side`)
/// grow some seven times every two sizes: the whole process took 697 MB at
/// n = 20 (its peak resident size), but had taken 3.4 GB 90 s into a run
/// at 21; the symmetry search counts beyond.
pub(super) const MAX_N: usize = 20;

/// The join of one board size: each band's sides listed, ready to be joined
/// key by key. Each key is a unit of work.
pub(super) struct Join {
    n: usize,
    /// The column sets of size `n / 2`, in increasing order: the keys.
    keys: Vec<u32>,
    top: Band,
    bottom: Band,
}

/// The two bits of a signature that stand for the long diagonals. The
/// joins compare signatures without them (*squeezed*: the bits above each
/// move down), since only tops with no long-diagonal queen are joined.
#[derive(Clone, Copy)]
struct Long {
    main: u64,
    anti: u64,
}

impl Long {
    /// The long diagonals' bits for `n`. Both cross the line: `r - c = 0`
    /// has bit `n - 1 - t`, `r + c = n - 1` bit `(n - 1) + (n - 1 - t)`, of
    /// `2n - 2` (see `signature_bits`).
    fn new(n: usize) -> Self {
        let t = n / 2;
        Long { main: 1 << (n - 1 - t), anti: 1 << (2 * n - 2 - t) }
    }

    /// The signature without the long diagonals' bits.
    fn squeeze(self, signature: u64) -> Signature {
        let (low, high) = (self.main, self.anti);
        let below = signature & (low - 1);
        let between = (signature >> 1) & ((high >> 1) - 1) & !(low - 1);
        let above = (signature >> 2) & !((high >> 1) - 1);
        below | between | above
    }
}

/// What one thread keeps between units.
pub(super) struct Scratch {
    tables: Tables,
    /// The key's tops with no queen on a long diagonal.
    free: Growing,
    /// The bottoms of the other columns, by how many long-diagonal queens
    /// they have outside the centre (0, 1 or 2).
    bottoms: [Growing; 3],
}

impl Scratch {
    pub(super) fn new() -> Self {
        Scratch { tables: Tables::new(), free: Growing::default(), bottoms: Default::default() }
    }
}

/// A list written without a branch: each value is written, and kept if it
/// fits (a branch on it would be mispredicted often).
#[derive(Default)]
struct Growing {
    values: Vec<Signature>,
    len: usize,
}

impl Growing {
    /// Appends the signatures of the pairs of `left` and `right`
    /// placements (diagonals and signatures) that no diagonal joins.
    #[inline(always)]
    fn add_pairs(&mut self, left: (&[u64], &[Signature]), right: (&[u64], &[Signature])) {
        let room = self.len + left.0.len() * right.0.len();
        if self.values.len() < room {
            self.values.resize(2 * room, 0);
        }
        let (values, mut len) = (&mut self.values[..room], self.len);
        for (&left_diagonals, &left_signature) in left.0.iter().zip(left.1) {
            for (&right_diagonals, &right_signature) in right.0.iter().zip(right.1) {
                values[len] = left_signature | right_signature;
                len += usize::from(left_diagonals & right_diagonals == 0);
            }
        }
        self.len = len;
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    fn kept(&mut self) -> &mut [Signature] {
        &mut self.values[..self.len]
    }
}

impl Join {
    /// Lists the sides of both bands for `n` queens, `MIN_N <= n <= MAX_N`.
    pub(super) fn new(n: usize) -> Self {
        assert!((MIN_N..=MAX_N).contains(&n), "the join engine counts {MIN_N} <= n <= {MAX_N}");
        assert!(2 * n - 4 <= BITS, "a squeezed signature fits in BITS");
        let (t, long) = (n / 2, Long::new(n));
        let top = Band::new(n, 0..t, long);
        let bottom = Band::new(n, t..n, long);
        Join { n, keys: keys(n), top, bottom }
    }

    /// The units: one per key.
    pub(super) fn units(&self) -> usize {
        self.keys.len()
    }

    /// How many keys `n` has.
    pub(super) fn key_count(n: usize) -> usize {
        keys(n).len()
    }

    /// Unit `unit`'s share of the total: the pairs of a top with the
    /// columns of key `unit` and a bottom, weighted by the long diagonals
    /// (below) and counted together with those of the key's mirror image (a
    /// key after its mirror image counts nothing, its mirror image counts
    /// both). The shares add up to the total, though one share is not the
    /// number of solutions with that key.
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
    /// `bitslice`): the making of the lists takes AVX2 too.
    pub(super) fn count(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        count_unit(self, unit, scratch)
    }

    #[inline(always)]
    fn count_inlined(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        let n = self.n;
        let key = self.keys[unit];
        let image = key.reverse_bits() >> (32 - n);
        if image < key {
            return 0;
        }
        let mirrored = if image == key { 1 } else { 2 };
        let Scratch { tables, free, bottoms } = scratch;
        free.clear();
        self.top.placements(key, std::slice::from_mut(free));
        bottoms.iter_mut().for_each(Growing::clear);
        self.bottom.placements(((1 << n) - 1) ^ key, bottoms);
        let [none, one, two] = bottoms;
        let mut weighted = [(none.kept(), 1), (one.kept(), 2), (two.kept(), 4)];
        let bits = 2 * n - 4;
        mirrored * tables.weighted_pairs(bits, free.kept(), &mut weighted)
    }
}

/// The keys of `n`: the column sets of size `n / 2`, in increasing order.
fn keys(n: usize) -> Vec<u32> {
    (0..1_u32 << n).filter(|mask| mask.count_ones() as usize == n / 2).collect()
}

for_each_x86_64_level! {
    /// `Join::count`, compiled for each x86-64 level.
    fn count_unit(join: &Join, unit: usize, scratch: &mut Scratch) -> u64 {
        join.count_inlined(unit, scratch)
    }
}

/// A band of rows, cut at column `n / 2` into a left and a right side.
struct Band {
    rows: usize,
    /// `row_sets[a]`: the sets of `a` of the band's rows.
    row_sets: Vec<Vec<u32>>,
    left: Side,
    right: Side,
}

impl Band {
    fn new(n: usize, rows: std::ops::Range<usize>, long: Long) -> Self {
        let count = rows.len();
        let mut row_sets = vec![Vec::new(); count + 1];
        for set in 0..1_u32 << count {
            row_sets[set.count_ones() as usize].push(set);
        }
        let left = Side::new(&SideSearch::new(n, rows.clone(), 0..n / 2, long));
        let right = Side::new(&SideSearch::new(n, rows, n / 2..n, long));
        Band { rows: count, row_sets, left, right }
    }

    /// Appends to `lists[class]` the signature of every placement of the
    /// band with the columns `columns` and `class` long-diagonal queens,
    /// for each class that `lists` has room for: each a left and a right
    /// placement on complementary rows, of the columns of `columns` on
    /// their side, that no diagonal joins.
    #[inline(always)]
    fn placements(&self, columns: u32, lists: &mut [Growing]) {
        let on_left = columns & ((1 << self.left.width) - 1);
        let on_right = columns >> self.left.width;
        let all_rows = (1_u32 << self.rows) - 1;
        for &rows in &self.row_sets[on_left.count_ones() as usize] {
            for left_class in 0..lists.len() {
                let left = self.left.of(rows, on_left, left_class);
                if left.0.is_empty() {
                    continue;
                }
                for (right_class, list) in lists[left_class..].iter_mut().enumerate() {
                    list.add_pairs(left, self.right.of(all_rows ^ rows, on_right, right_class));
                }
            }
        }
    }
}

/// Every placement of queens on one side of a band (no two attacking,
/// any number of them, the empty one too), grouped by the rows and columns
/// it uses and its class.
struct Side {
    /// How many columns the side has.
    width: usize,
    /// How many rows the band has.
    rows: usize,
    /// The diagonals each placement's queens stand on, as rows of the band:
    /// `r - c + n - 1` in the low 32 bits, `r + c` in the high ones. Placements
    /// of the two sides attack each other exactly when these meet.
    diagonals: Vec<u64>,
    /// Each placement's squeezed signature.
    signatures: Vec<Signature>,
    /// Where the placements of each group start, and, last, where they
    /// end. Group `3 slot + class` holds those of `class` long-diagonal
    /// queens (outside the centre), where `slot = columns << rows | rows`:
    /// the groups of one column set are together, since a key takes them all.
    starts: Vec<u32>,
}

impl Side {
    /// The placements `search` finds, grouped.
    fn new(search: &SideSearch) -> Self {
        let (rows, width) = (search.rows, search.width);
        let mut found: Vec<(u32, u64, Signature)> = Vec::new();
        search.place(0, 0, 0, Queen::default(), &mut found);
        // Sorted by group, counting them.
        let groups = 3 << (rows + width);
        let mut starts = vec![0_u32; groups + 1];
        for &(group, _, _) in &found {
            starts[group as usize + 1] += 1;
        }
        for at in 1..starts.len() {
            starts[at] += starts[at - 1];
        }
        let mut fill = starts.clone();
        let (mut diagonals, mut signatures) = (vec![0; found.len()], vec![0; found.len()]);
        for &(group, diagonal, signature) in &found {
            let at = &mut fill[group as usize];
            diagonals[*at as usize] = diagonal;
            signatures[*at as usize] = signature;
            *at += 1;
        }
        Side { width, rows, diagonals, signatures, starts }
    }

    /// The diagonals and signatures of the placements of the rows `rows`
    /// and the columns `columns` (as sets of the band's rows and the side's
    /// columns) and `class` long-diagonal queens.
    #[inline(always)]
    fn of(&self, rows: u32, columns: u32, class: usize) -> (&[u64], &[Signature]) {
        let group = 3 * ((columns as usize) << self.rows | rows as usize) + class;
        let range = self.starts[group] as usize..self.starts[group + 1] as usize;
        (&self.diagonals[range.clone()], &self.signatures[range])
    }
}

/// The search that lists a side's placements: `queens[k][j]` is the queen
/// on the band's row `k` and the side's column `j`.
struct SideSearch {
    rows: usize,
    width: usize,
    queens: Vec<Vec<Queen>>,
}

/// A queen, or a placement of several: the diagonals they stand on (see
/// `Side`), their squeezed signature, their class.
#[derive(Clone, Copy, Default)]
struct Queen {
    diagonals: u64,
    signature: Signature,
    class: u32,
}

impl SideSearch {
    fn new(
        n: usize,
        rows: std::ops::Range<usize>,
        columns: std::ops::Range<usize>,
        long: Long,
    ) -> Self {
        let queen = |r: usize, c: usize| {
            let band_row = r - rows.start;
            let on_long = u32::from(r == c) + u32::from(r + c == n - 1);
            let centre = n % 2 == 1 && r == n / 2 && c == n / 2;
            Queen {
                diagonals: 1 << (band_row + n - 1 - c) | 1 << (32 + band_row + c),
                signature: long.squeeze(signature_bits(n, n / 2, r + n - 1 - c, r + c)),
                class: if centre { 0 } else { on_long },
            }
        };
        let queens = rows.clone().map(|r| columns.clone().map(|c| queen(r, c)).collect()).collect();
        SideSearch { rows: rows.len(), width: columns.len(), queens }
    }

    /// From the band's row `k` on, each row empty or holding a queen on a
    /// free square, given the rows and columns used so far (as sets of the
    /// band's rows and the side's columns) and the placement so far.
    fn place(
        &self,
        k: usize,
        rows_used: u32,
        columns_used: u32,
        placed: Queen,
        found: &mut Vec<(u32, u64, Signature)>,
    ) {
        if k == self.rows {
            let slot = columns_used << self.rows | rows_used;
            found.push((3 * slot + placed.class, placed.diagonals, placed.signature));
            return;
        }
        self.place(k + 1, rows_used, columns_used, placed, found);
        for (j, queen) in self.queens[k].iter().enumerate() {
            if columns_used & 1 << j != 0 || placed.diagonals & queen.diagonals != 0 {
                continue;
            }
            let next = Queen {
                diagonals: placed.diagonals | queen.diagonals,
                signature: placed.signature | queen.signature,
                class: placed.class + queen.class,
            };
            self.place(k + 1, rows_used | 1 << k, columns_used | 1 << j, next, found);
        }
    }
}

/// The signature bits of a queen on diagonal `down` (`r - c + n - 1`) and
/// anti-diagonal `up` (`r + c`): the ones of them that cross the line before
/// row `split`.
fn signature_bits(n: usize, split: usize, down: usize, up: usize) -> u64 {
    // `r - c` crosses the line when split - n + 1 <= r - c <= split - 1, that
    // is split <= down <= split + n - 2; `r + c` when split <= up <= split + n - 2.
    let crossing = |index: usize| (split..=split + n - 2).contains(&index);
    let mut bits = 0;
    if crossing(down) {
        bits |= 1 << (down - split);
    }
    if crossing(up) {
        bits |= 1 << (n - 1 + up - split);
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::{Growing, Join, Long, Signature, signature_bits};

    /// Every placement of the band's rows `rows` on the columns `columns`,
    /// found by trying each column for each row: its squeezed signature,
    /// by class.
    fn searched(
        n: usize,
        rows: std::ops::Range<usize>,
        columns: u32,
        long: Long,
    ) -> [Vec<Signature>; 3] {
        let mut found: [Vec<Signature>; 3] = Default::default();
        let mut queens = Vec::new();
        search(n, rows, columns, &mut queens, &mut |queens: &[(usize, usize)]| {
            let signature = queens.iter().fold(0, |signature, &(r, c)| {
                signature | signature_bits(n, n / 2, r + n - 1 - c, r + c)
            });
            let centre = |r: usize, c: usize| n % 2 == 1 && r == n / 2 && c == n / 2;
            let class = queens
                .iter()
                .filter(|&&(r, c)| (r == c || r + c == n - 1) && !centre(r, c))
                .count();
            found[class].push(long.squeeze(signature));
        });
        found
    }

    fn search(
        n: usize,
        rows: std::ops::Range<usize>,
        columns: u32,
        queens: &mut Vec<(usize, usize)>,
        visit: &mut impl FnMut(&[(usize, usize)]),
    ) {
        let r = rows.start + queens.len();
        if r == rows.end {
            return visit(queens);
        }
        for c in (0..n).filter(|&c| columns & 1 << c != 0) {
            let attacked =
                queens.iter().any(|&(qr, qc)| qc == c || qr + c == r + qc || qr + qc == r + c);
            if !attacked {
                queens.push((r, c));
                search(n, rows.clone(), columns, queens, visit);
                queens.pop();
            }
        }
    }

    /// For every key of small boards of both parities, the band placements
    /// made from the sides' tables are those a direct search finds.
    #[test]
    fn band_placements_are_those_a_search_finds() {
        for n in [5, 6, 7, 8] {
            let join = Join::new(n);
            let (t, long) = (n / 2, Long::new(n));
            for &key in &join.keys {
                for (band, rows, columns) in
                    [(&join.top, 0..t, key), (&join.bottom, t..n, ((1 << n) - 1) ^ key)]
                {
                    let mut made: [Growing; 3] = Default::default();
                    band.placements(columns, &mut made);
                    let made = made.map(|mut list| {
                        let mut list = list.kept().to_vec();
                        list.sort_unstable();
                        list
                    });
                    let expected = searched(n, rows, columns, long).map(|mut list| {
                        list.sort_unstable();
                        list
                    });
                    assert_eq!(made, expected, "n = {n}, columns {columns:b}");
                }
            }
        }
    }
}
