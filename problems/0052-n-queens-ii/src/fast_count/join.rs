//! The join engine: count the solutions by splitting the board into a top and
//! a bottom half and joining their placements, instead of searching boards.
//!
//! Split the rows at `t = n / 2`. A solution is a *top* (one queen in each of
//! rows `0..t`, none attacking another) and a *bottom* (rows `t..n`) that use
//! complementary columns and share no diagonal. Within a half, the search
//! that lists its placements already checks every diagonal; between the
//! halves, only the diagonals that cross the line between them can be
//! shared. So each placement gets a *signature*, the set of crossing
//! diagonals its queens stand on, and a top and a bottom with complementary
//! columns make a solution exactly when their signatures are disjoint.
//!
//! Only the tops are listed, once, grouped by the columns they use (their
//! *key*): turned upside down, a top is a bottom with the same columns. For
//! each key, the count of disjoint pairs is taken in bulk, bit-sliced (the
//! `bitslice` module): one AND of four table entries and a popcount tests a
//! bottom against 256 tops at once, a carry-save adder needs one popcount
//! per eight such tests, and long lists are first sieved on a bit that many
//! of both have.
//!
//! The long diagonals (both parities, see `count_even` and `count_odd`):
//! the two diagonal mirrors each keep one long diagonal and turn the other
//! end over end, so only the tops with no queen on a long diagonal are
//! joined, each bottom counted once, twice or four times as it has 0, 1 or 2
//! long-diagonal queens. Every list is kept without those two bits
//! (*squeezed*: 32 bits at most up to n = 18) and grouped by how many of
//! them it had, so a join gathers its lists by copying.
//!
//! Even n (`Join::count_even`): the line runs between rows `t - 1` and `t`
//! (`2n - 2` signature bits; the flip reverses them). Mirroring the board
//! left to right maps a key to its mirror image with the same count, so one
//! of each pair of keys is joined, counted twice; and only the tops whose
//! first queen is in the left half are listed, the others being their
//! mirror images (with the two halves of the signature swapped). With the
//! long diagonals, about an eighth of the pairs are joined.
//!
//! Odd n = 2t + 1 (`Join::count_odd`): the middle row `t` has one queen, at
//! a column `m` the top leaves free, and the bottom is rows `t + 1..n`, a top
//! turned upside down. A diagonal between the halves crosses the middle row,
//! so the signature is the set of middle-row columns where the queens'
//! diagonals (`n` bits) and anti-diagonals (`n` bits) cross it; the flip
//! swaps the two halves, and the middle queen is two more bits. The mirror
//! maps `m` to `n - 1 - m`: only `m <= t` is counted, twice for `m < t`.
//!
//! The tops are listed in one walk (`Lists::new`) and held at once: the
//! whole process takes about 210 MB at n = 17 and 940 MB at n = 18 at its
//! peak. At n = 19 they would take some 4 GB, and a squeezed signature 36
//! bits, so the symmetry search remains the engine beyond 18. (Building each
//! key's lists from tables of quarter-board placements instead would bound
//! the memory; that is the next step.)

#![allow(clippy::inline_always, reason = "`count_unit` needs the gathering inlined into each copy")]

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

use super::bitslice::Tables;

/// The smallest `n` the join engine counts: a board of one square has no two halves.
pub(super) const MIN_N: usize = 2;

/// The largest `n` the join engine counts: its lists grow four to five times
/// with each size, to about 1 GB at n = 18 (see the module docs).
pub(super) const MAX_N: usize = 18;

/// The join of one board size: every half placement listed, ready to be
/// joined key by key. Each key is a unit of work.
pub(super) struct Join {
    n: usize,
    /// The column sets of size `n / 2`, in increasing order: the keys.
    keys: Vec<u32>,
    /// Each column set's number among the keys.
    rank: Vec<u32>,
    /// Where the long diagonals' bits are in a signature.
    long: Long,
    /// The top halves, by key and long-diagonal queens, without the long
    /// diagonals' bits; the bottoms are the tops turned upside down (see
    /// `count_even` and `count_odd`).
    tops: Lists,
}

/// The two bits of a signature that stand for the long diagonals. Every
/// list holds signatures without them (*squeezed*: the bits above each move
/// down), grouped by how many of the two they had; the joins compare
/// squeezed signatures too.
#[derive(Clone, Copy)]
struct Long {
    main: u64,
    anti: u64,
    /// The bits of a squeezed signature.
    bits: u32,
}

impl Long {
    /// How many long-diagonal queens a signature shows: 0, 1 or 2.
    fn class(self, signature: u64) -> usize {
        // Not `count_ones`: a default build has no popcount instruction.
        usize::from(signature & self.main != 0) + usize::from(signature & self.anti != 0)
    }

    /// The signature without the long diagonals' bits, in 32 bits.
    fn squeeze(self, signature: u64) -> u32 {
        let (low, high) = (self.main, self.anti);
        let below = signature & (low - 1);
        let between = (signature >> 1) & ((high >> 1) - 1) & !(low - 1);
        let above = (signature >> 2) & !((high >> 1) - 1);
        u32::try_from(below | between | above).expect("squeezed, a signature has at most 32 bits")
    }

    /// A squeezed signature of the diagonals of each direction (half the
    /// bits each, the main diagonal's bit in the lower half) with the two
    /// directions swapped.
    fn swap(self, signature: u32) -> u32 {
        let half = self.bits / 2;
        (signature >> half) | ((signature & ((1 << half) - 1)) << half)
    }

    /// A squeezed signature with its bits in reverse order.
    fn reverse(self, signature: u32) -> u32 {
        signature.reverse_bits().checked_shr(32 - self.bits).unwrap_or(0)
    }
}

/// What one thread keeps between units.
pub(super) struct Scratch {
    tables: Tables,
    /// The key's tops with no queen on a long diagonal, without the long
    /// diagonals' bits (for even n turned upside down, so as bottoms).
    free: Vec<u32>,
    /// Even n: the tops of the other columns, by how many long-diagonal
    /// queens they have (0, 1 or 2).
    others_by_long: [Vec<u32>; 3],
    /// Odd n: for each column `m` of the middle row's queen, the bottoms
    /// that fit with it, its squares added to their signatures, by how
    /// many long-diagonal queens they have.
    by_middle: Vec<[Vec<u32>; 3]>,
}

impl Join {
    /// Lists the half placements for `n` queens, `MIN_N <= n <= MAX_N`.
    pub(super) fn new(n: usize, threads: usize) -> Self {
        assert!((MIN_N..=MAX_N).contains(&n), "the join engine counts {MIN_N} <= n <= {MAX_N}");
        let t = n / 2;
        let full = (1_u32 << n) - 1;
        let keys: Vec<u32> = (0..=full).filter(|mask| mask.count_ones() as usize == t).collect();
        let mut rank = vec![u32::MAX; 1 << n];
        for (index, &key) in keys.iter().enumerate() {
            rank[key as usize] = u32::try_from(index).expect("fewer than 2^32 keys");
        }
        // For even n only the tops whose first queen is in the left half are
        // listed: the others are their mirror images (see `tops_of`).
        let first_row = if n % 2 == 0 { full >> t } else { full };
        // The long diagonals are crossing ones. For even n the split runs
        // below row t - 1: r - c = 0 has bit t - 1, r + c = n - 1 bit
        // (n - 1) + (t - 1), of 2n - 2. For odd n both cross the middle row
        // at column t: bits t and n + t, of 2n.
        let bits = u32::try_from(2 * n).expect("n <= MAX_N");
        let long = if n % 2 == 0 {
            Long { main: 1 << (t - 1), anti: 1 << (n - 1 + t - 1), bits: bits - 4 }
        } else {
            Long { main: 1 << t, anti: 1 << (n + t), bits: bits - 2 }
        };
        let tops = Lists::new(n, 0..t, first_row, keys.len(), &rank, long, threads);
        Join { n, keys, rank, long, tops }
    }

    /// The units: one per key.
    pub(super) fn units(&self) -> usize {
        self.keys.len()
    }

    /// How many keys `n` has: the column sets of size `n / 2`.
    pub(super) fn key_count(n: usize) -> usize {
        (0..1_u32 << n).filter(|mask| mask.count_ones() as usize == n / 2).count()
    }

    /// A thread's scratch space.
    pub(super) fn scratch(&self) -> Scratch {
        let n = self.n;
        Scratch {
            tables: Tables::new(),
            free: Vec::new(),
            others_by_long: [Vec::new(), Vec::new(), Vec::new()],
            by_middle: vec![[Vec::new(), Vec::new(), Vec::new()]; n / 2 + 1],
        }
    }

    /// Unit `unit`'s share of the total, weighted by the long diagonals (see
    /// `count_even`; the weighted shares add up to the total). Even n: the
    /// solutions whose top half uses the columns of key `unit`, counted
    /// together with those of its mirror image: a key after its mirror image
    /// counts nothing, its mirror image counts both (the mirror swaps the two
    /// long diagonals, so a key and its mirror image weigh the same). Odd n:
    /// every key is joined, and the mirror is taken on the middle row's
    /// queen instead (see `count_odd`).
    ///
    /// Compiled for each x86-64 level, as the bit-sliced count is (see
    /// `bitslice`): the gathering of the lists takes AVX2 too.
    pub(super) fn count(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        count_unit(self, unit, scratch)
    }

    #[inline(always)]
    fn count_inlined(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        let n = self.n;
        let key = self.keys[unit];
        if n % 2 == 1 {
            return self.count_odd(unit, scratch);
        }
        let image = key.reverse_bits() >> (32 - n);
        if image < key {
            return 0;
        }
        let weight = if image == key { 1 } else { 2 };
        weight * self.count_even(key, scratch)
    }

    /// For odd n = 2t + 1, the share of the solutions whose top rows `0..t`
    /// use the columns of key `unit`. The middle row `t` has one queen, in a
    /// column `m` the top leaves free; the bottom rows `t + 1..n` are a top of the
    /// columns left turned upside down (the flip keeps the columns, and
    /// swaps the two halves of the signature: a diagonal crossing the middle
    /// row at column `j` becomes the anti-diagonal crossing it there). The
    /// middle queen stands on the crossing diagonals `m` of both directions:
    /// a bottom that avoids them is queried with them added, so that the
    /// tops that avoid them too are counted. The mirror maps the solutions
    /// with the middle queen in column `m` and top key `k` to those with it
    /// in `n - 1 - m` and the mirror image of `k`: so, over all keys, only
    /// `m <= t` is counted, twice for `m < t`.
    ///
    /// The long diagonals are weighed as for even n (see `count_even`): the
    /// mirror in the anti-diagonal keeps every anti-diagonal square and
    /// turns the main diagonal end over end, so there are as many solutions
    /// with the main diagonal's queen above the middle row as below it, in
    /// each class of the anti-diagonal's queen; the transpose likewise the
    /// other way round. (A long diagonal may also hold no queen, or the
    /// queen in the centre, which both mirrors leave in place.) Both long
    /// diagonals cross the middle row at column `t`: a top queen is on the
    /// main diagonal exactly when its
    /// signature has bit `t`, on the anti-diagonal exactly when it has bit
    /// `n + t`. So only the tops with neither are joined, without those two
    /// bits, and each bottom weighs 2 for each of the two it has.
    #[inline(always)]
    fn count_odd(&self, unit: usize, scratch: &mut Scratch) -> u64 {
        let (n, long) = (self.n, self.long);
        let t = n / 2;
        let key = self.keys[unit];
        let full = (1_u32 << n) - 1;
        for (m, lists) in scratch.by_middle.iter_mut().enumerate() {
            for list in lists.iter_mut() {
                list.clear();
            }
            if key & (1 << m) != 0 {
                continue;
            }
            // In the centre the middle queen is on both long diagonals, so
            // only the bottoms with neither fit; elsewhere it is on neither,
            // and its two bits stay when squeezed.
            let middle = long.squeeze((1 << m) | (1 << (n + m)));
            let classes = if m == t { 1 } else { 3 };
            let other = self.rank[(full ^ key ^ (1 << m)) as usize] as usize;
            for (class, list) in lists.iter_mut().enumerate().take(classes) {
                // Without a branch, which would be mispredicted often: each
                // bottom is written, and kept if it fits.
                let tops = self.tops.of(other, class);
                list.resize(tops.len(), 0);
                let mut kept = 0;
                for &top in tops {
                    let bottom = long.swap(top);
                    list[kept] = bottom | middle;
                    kept += usize::from(bottom & middle == 0);
                }
                list.truncate(kept);
            }
        }
        let Scratch { tables, free, by_middle, .. } = scratch;
        let mut weighted: Vec<(&mut [u32], u64)> = by_middle
            .iter_mut()
            .enumerate()
            .flat_map(|(m, lists)| {
                let mirrored = if m < t { 2 } else { 1 };
                let weighted = lists.iter_mut().zip([1, 2, 4]);
                weighted.map(move |(list, long)| (&mut list[..], mirrored * long))
            })
            .collect();
        free.clear();
        free.extend_from_slice(self.tops.of(unit, 0));
        tables.weighted_pairs(free, &mut weighted)
    }

    /// Appends to `list` every top of even n with the columns `key` and
    /// `class` long-diagonal queens, each changed by `change`: those listed,
    /// whose first queen is in the left half, and the mirror images of
    /// those listed under the mirror image of `key`. Mirroring a queen turns
    /// its diagonal into an anti-diagonal at the same distance from the
    /// split, so it swaps the two halves of the signature. (Two plain loops,
    /// not one chained iterator: measured, they copy faster.)
    #[inline(always)]
    fn tops_of(&self, key: u32, class: usize, change: impl Fn(u32) -> u32, list: &mut Vec<u32>) {
        let (n, long) = (self.n, self.long);
        let image = key.reverse_bits() >> (32 - n);
        let listed = self.tops.of(self.rank[key as usize] as usize, class);
        let mirrored = self.tops.of(self.rank[image as usize] as usize, class);
        list.extend(listed.iter().map(|&top| change(top)));
        list.extend(mirrored.iter().map(|&top| change(long.swap(top))));
    }

    /// For even n, the pairs of key `key` counted with the long diagonals'
    /// symmetry. The transpose `(r, c) -> (c, r)` maps solutions to
    /// solutions and keeps the main diagonal, but swaps the quarters of the
    /// other long diagonal: a solution with its anti-diagonal queen in the
    /// bottom left quarter has a twin with it in the top right, and the
    /// other way round. The mirror in the other diagonal does the same for
    /// the main diagonal's top left and bottom right quarters. So counting
    /// only the tops with no long-diagonal queen, and each bottom twice for
    /// each long-diagonal queen it has, counts every solution once.
    #[inline(always)]
    fn count_even(&self, key: u32, scratch: &mut Scratch) -> u64 {
        let (n, long) = (self.n, self.long);
        // The bottoms are the tops of the other columns turned upside down:
        // the flip keeps the columns, and turns each crossing diagonal of one
        // direction into the other's, reversing the signature's bits (the
        // two long diagonals' bits too, which leaves the class). A top `u`
        // and a flipped top `f(v)` are disjoint exactly when `f(u)` and `v`
        // are (the flip only reorders bits): so the (fewer) free tops are
        // flipped instead.
        let Scratch { tables, free, others_by_long: bottoms, .. } = scratch;
        free.clear();
        self.tops_of(key, 0, |top| long.reverse(top), free);
        let full = (1_u32 << n) - 1;
        for (class, list) in bottoms.iter_mut().enumerate() {
            list.clear();
            self.tops_of(full ^ key, class, |top| top, list);
        }
        let [none, one, two] = bottoms;
        tables.weighted_pairs(free, &mut [(none, 1), (one, 2), (two, 4)])
    }
}

/// `Join::count`, compiled for each x86-64 level.
#[multiversion::multiversion(targets(
    "x86_64+avx+avx2+bmi1+bmi2+lzcnt+popcnt+sse3+sse4.1+sse4.2+ssse3",
    "x86_64+popcnt+sse3+sse4.1+sse4.2+ssse3",
))]
fn count_unit(join: &Join, unit: usize, scratch: &mut Scratch) -> u64 {
    join.count_inlined(unit, scratch)
}

/// Runs `work` on every item of `0..items` on `threads` threads, each taking
/// the next item as it is free, and returns the results in item order.
fn in_parallel<T: Send>(items: usize, threads: usize, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    let next = AtomicUsize::new(0);
    let results: Vec<Mutex<Option<T>>> = (0..items).map(|_| Mutex::new(None)).collect();
    thread::scope(|scope| {
        for _ in 0..threads.clamp(1, items.max(1)) {
            scope.spawn(|| {
                loop {
                    let item = next.fetch_add(1, Ordering::Relaxed);
                    if item >= items {
                        break;
                    }
                    let result = work(item);
                    *results[item].lock().expect("no thread panics holding it") = Some(result);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|result| result.into_inner().expect("no thread panicked").expect("every item ran"))
        .collect()
}

/// How many consecutive lists `Lists::new` gathers, then sorts, together.
/// (Measured at n = 16 and 18: 1024 faster than 256 or 4096.)
const BUCKET: usize = 1024;

/// Every placement of one half's rows, by key and class (how many
/// long-diagonal queens it has): squeezed signatures, grouped.
struct Lists {
    /// The lists, `BUCKET` consecutive ones in each bucket. List `3k + c`
    /// holds the signatures of key `k` and class `c`.
    buckets: Vec<Bucket>,
}

/// `BUCKET` consecutive lists, in pieces of up to `PIECE` signatures: list
/// `l` of the bucket is `pieces[piece][start..end]` for `(piece, start,
/// end) = places[l]`. (Pieces, not one vector: they are the walk's pieces
/// used again, see `Pool`.)
struct Bucket {
    pieces: Vec<Vec<u32>>,
    places: Vec<(u32, u32, u32)>,
}

impl Lists {
    /// Lists the placements of `rows` whose first queen stands in a column
    /// of `first_row`, each under the key `rank[columns]`, on `threads`
    /// threads: each takes the placements of one first-row column at a time.
    ///
    /// Lists are many and the placements come in no order of theirs, so
    /// each written straight to its list would miss the cache (and the TLB).
    /// Instead each goes to the end of its bucket of `BUCKET` consecutive
    /// lists (some 140 places at n = 18, each moving on in order), tagged
    /// with its list, and then each bucket, a few MB, is sorted by tag.
    fn new(
        n: usize,
        rows: std::ops::Range<usize>,
        first_row: u32,
        keys: usize,
        rank: &[u32],
        long: Long,
        threads: usize,
    ) -> Self {
        let half = Half::new(n, rows);
        let firsts: Vec<u32> =
            (0..n).map(|c| 1 << c).filter(|&queen| first_row & queen != 0).collect();
        let lists = 3 * keys;
        let buckets = lists.div_ceil(BUCKET);
        let gathered: Vec<Vec<Pieces>> = in_parallel(firsts.len(), threads, |item| {
            let mut pieces: Vec<Pieces> = (0..buckets).map(|_| Pieces::default()).collect();
            half.walk(firsts[item], &mut |columns, signature| {
                let list = 3 * rank[columns as usize] as usize + long.class(signature);
                let tag = u16::try_from(list % BUCKET).expect("BUCKET <= 2^16");
                pieces[list / BUCKET].push(long.squeeze(signature), tag);
            });
            pieces
        });
        // Each bucket's pieces, from every first queen, to be sorted and dropped.
        let mut by_bucket: Vec<Vec<Pieces>> = (0..buckets).map(|_| Vec::new()).collect();
        for pieces in gathered {
            for (bucket, pieces) in by_bucket.iter_mut().zip(pieces) {
                bucket.push(pieces);
            }
        }
        let by_bucket: Vec<Mutex<Vec<Pieces>>> = by_bucket.into_iter().map(Mutex::new).collect();
        let pool = Pool::default();
        let buckets = in_parallel(buckets, threads, |bucket| {
            let pieces =
                std::mem::take(&mut *by_bucket[bucket].lock().expect("no panic holding it"));
            let size = (lists - bucket * BUCKET).min(BUCKET);
            Pieces::sort(pieces, size, &pool)
        });
        Lists { buckets }
    }

    /// The signatures of key `key` and class `class`.
    fn of(&self, key: usize, class: usize) -> &[u32] {
        let list = 3 * key + class;
        let Bucket { pieces, places } = &self.buckets[list / BUCKET];
        let (piece, start, end) = places[list % BUCKET];
        &pieces[piece as usize][start as usize..end as usize]
    }
}

/// The placements of one bucket of lists from one first queen, as they
/// came: squeezed signatures, and their tags (each one's list, less the
/// bucket's first), a piece of `PIECE` at a time (a growing vector would
/// copy itself, and hold up to twice the room it needs).
#[derive(Default)]
struct Pieces {
    full: Vec<(Vec<u32>, Vec<u16>)>,
    signatures: Vec<u32>,
    tags: Vec<u16>,
}

/// Placements held in one piece. (Measured at n = 18, before the pieces
/// were used again: pieces of 2^13 took 1.5 GB at the peak against 0.96 GB.)
const PIECE: usize = 1 << 16;

/// The signature pieces of sorted buckets' placements, to hold the sorted
/// lists of the next buckets. Memory new to the process is slow to write
/// the first time (the system clears each page as it is first touched);
/// so the sorted lists reuse the walk's. (Measured at n = 18: page faults
/// 395,000 -> 247,000, and 3% faster.)
#[derive(Default)]
struct Pool(Mutex<Vec<Vec<u32>>>);

impl Pool {
    /// A piece of at least `size` signatures, whatever they hold: one
    /// given back, as far as it was filled, or else a new one of `PIECE`.
    fn take(&self, size: usize) -> Vec<u32> {
        let mut spare = self.0.lock().expect("no panic holding it");
        let mut piece = match spare.iter().rposition(|piece| piece.len() >= size) {
            Some(at) => spare.swap_remove(at),
            None => Vec::new(),
        };
        drop(spare);
        if piece.len() < size {
            piece.resize(PIECE, 0);
        }
        piece
    }

    fn give(&self, pieces: impl Iterator<Item = Vec<u32>>) {
        self.0.lock().expect("no panic holding it").extend(pieces);
    }
}

impl Pieces {
    fn push(&mut self, signature: u32, tag: u16) {
        if self.signatures.len() == self.signatures.capacity() {
            let full = (std::mem::take(&mut self.signatures), std::mem::take(&mut self.tags));
            if !full.0.is_empty() {
                self.full.push(full);
            }
            self.signatures.reserve_exact(PIECE);
            self.tags.reserve_exact(PIECE);
        }
        self.signatures.push(signature);
        self.tags.push(tag);
    }

    /// Every piece's signatures, with their tags.
    fn each(&self) -> impl Iterator<Item = (&[u32], &[u16])> {
        let full = self.full.iter().map(|(signatures, tags)| (&signatures[..], &tags[..]));
        full.chain([(&self.signatures[..], &self.tags[..])])
    }

    /// The signatures of `pieces`, of one bucket of `lists` lists, sorted
    /// by tag into pieces from `pool`, each list within one piece; the
    /// signature pieces of `pieces` then go to `pool`.
    fn sort(pieces: Vec<Pieces>, lists: usize, pool: &Pool) -> Bucket {
        let mut sizes = vec![0_usize; lists];
        for (_, tags) in pieces.iter().flat_map(Pieces::each) {
            for &tag in tags {
                sizes[usize::from(tag)] += 1;
            }
        }
        // Each list goes to the last piece taken if it has room, else to a new one.
        let mut sorted: Vec<Vec<u32>> = Vec::new();
        let mut places = Vec::with_capacity(lists);
        let mut end = 0;
        for &size in &sizes {
            assert!(size <= PIECE, "a list fits in a piece");
            if sorted.last().map_or(true, |piece| end + size > piece.len()) {
                sorted.push(pool.take(size));
                end = 0;
            }
            let piece = u32::try_from(sorted.len() - 1).expect("fewer than 2^32 pieces");
            let place = |at: usize| u32::try_from(at).expect("PIECE <= 2^32");
            places.push((piece, place(end), place(end + size)));
            end += size;
        }
        let mut fill: Vec<(usize, usize)> =
            places.iter().map(|&(piece, start, _)| (piece as usize, start as usize)).collect();
        for (signatures, tags) in pieces.iter().flat_map(Pieces::each) {
            for (&signature, &tag) in signatures.iter().zip(tags) {
                let (piece, at) = &mut fill[usize::from(tag)];
                sorted[*piece][*at] = signature;
                *at += 1;
            }
        }
        pool.give(pieces.into_iter().flat_map(|pieces| {
            let filled = pieces.full.into_iter().map(|(signatures, _)| signatures);
            filled.chain([pieces.signatures])
        }));
        Bucket { pieces: sorted, places }
    }
}

/// One half of the board, searched for its placements.
struct Half {
    n: usize,
    rows: usize,
    /// `signature[k][c]`: the signature bits of a queen on the half's row
    /// `k`, column `c`.
    signature: Vec<[u64; 32]>,
}

impl Half {
    fn new(n: usize, rows: std::ops::Range<usize>) -> Self {
        let split = n / 2;
        let signature = rows
            .clone()
            .map(|r| {
                let mut bits = [0; 32];
                for (c, bit) in bits.iter_mut().enumerate().take(n) {
                    *bit = if n % 2 == 0 {
                        signature_bits(n, split, r + n - 1 - c, r + c)
                    } else {
                        middle_row_bits(n, r, c)
                    };
                }
                bits
            })
            .collect();
        Half { n, rows: rows.len(), signature }
    }

    /// Calls `visit(columns, signature)` for every placement of the half
    /// whose first queen is `queen` (a one-bit mask).
    fn walk(&self, queen: u32, visit: &mut impl FnMut(u32, u64)) {
        let bits = self.signature[0][queen.trailing_zeros() as usize];
        if self.rows == 1 {
            visit(queen, bits);
        } else {
            self.place(1, queen, queen << 1, queen >> 1, bits, visit);
        }
    }

    /// The bitmask search over the half's rows, carrying the signature.
    fn place(
        &self,
        k: usize,
        columns: u32,
        diagonals: u32,
        anti_diagonals: u32,
        signature: u64,
        visit: &mut impl FnMut(u32, u64),
    ) {
        let full = (1_u32 << self.n) - 1;
        let mut free = full & !(columns | diagonals | anti_diagonals);
        if k + 1 == self.rows {
            // The half's last row: each free square completes a placement.
            while free != 0 {
                let queen = free & free.wrapping_neg();
                free ^= queen;
                let bits = self.signature[k][queen.trailing_zeros() as usize];
                visit(columns | queen, signature | bits);
            }
            return;
        }
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free ^= queen;
            let bits = self.signature[k][queen.trailing_zeros() as usize];
            self.place(
                k + 1,
                columns | queen,
                (diagonals | queen) << 1,
                (anti_diagonals | queen) >> 1,
                signature | bits,
                visit,
            );
        }
    }
}

/// For odd n, the signature bits of a top queen at `(r, c)`: the columns
/// where its diagonal (bit `j`) and anti-diagonal (bit `n + j`) cross the
/// middle row `t`, if they do on the board. A top and a bottom queen on one
/// diagonal meet it there, as a middle-row queen would.
fn middle_row_bits(n: usize, r: usize, c: usize) -> u64 {
    let to_middle = n / 2 - r;
    let mut bits = 0;
    if c + to_middle < n {
        bits |= 1 << (c + to_middle);
    }
    if let Some(j) = c.checked_sub(to_middle) {
        bits |= 1 << (n + j);
    }
    bits
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
