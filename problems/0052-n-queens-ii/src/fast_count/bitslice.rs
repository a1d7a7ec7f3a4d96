//! Counting disjoint pairs in bulk: of two lists of signatures, how many
//! pairs share no bit. One list is cut into blocks of 256 and each block
//! turned into tables, one per 8 bits of signature: entry `v` of table `c`
//! holds the block's signatures that have none of the bits `v` of that
//! chunk, as 256 bits. Then four lookups (five for signatures of more than
//! 32 bits), ANDed, give the block's
//! signatures disjoint from one of the other list, and a popcount counts
//! them; a carry-save adder saves most of the popcounts. Long lists are
//! first sieved: split on a bit that many of both have, since no two
//! signatures with it are disjoint.
//!
//! A default build targets the first x86-64, without AVX2 or a popcount
//! instruction. So the counting is compiled three times, for x86-64-v3
//! (AVX2: a 256-bit lane set in one register), for x86-64-v2 (popcount)
//! and for the baseline, and the best one the machine has is chosen when
//! first called (the `multiversion` crate, which checks the CPU with
//! std's `is_x86_feature_detected!`). The helpers it calls are inlined
//! into each copy, `#[inline(always)]`: a call to one would run it as
//! compiled for the baseline.
#![allow(
    clippy::inline_always,
    reason = "see the module docs: each copy needs its helpers inlined"
)]

use super::x86_64_levels::for_each_x86_64_level;

/// Bits of a signature that one table lookup covers.
const CHUNK: usize = 8;

/// Table lookups per signature at most: signatures have at most 40 bits.
/// (The joins take a fixed number, 4 or 5, as a constant, so that the
/// compiler unrolls the lookups: measured faster than as many as a
/// signature needs.)
const CHUNKS: usize = 5;

/// The bits a signature may have.
pub(super) const BITS: usize = CHUNK * CHUNKS;

/// A signature: a set of up to `BITS` diagonals.
pub(super) type Signature = u64;

/// Signatures tested at once: four `u64` lanes.
const LANES: usize = 4;

/// A set of a block's signatures: bit `i` of lane `i / 64` stands for the
/// block's signature `i`.
type Lanes = [u64; LANES];

/// Reusable tables for bit-sliced joins of one thread.
pub(super) struct Tables {
    /// `table[c][v]`: the block's tops that have none of the bits `v` of chunk `c`.
    table: Box<[[Lanes; 1 << CHUNK]; CHUNKS]>,
}

impl Tables {
    pub(super) fn new() -> Self {
        let table = vec![[[0; LANES]; 1 << CHUNK]; CHUNKS].into_boxed_slice();
        Tables { table: table.try_into().expect("CHUNKS tables") }
    }

    /// How many (top, bottom) pairs have disjoint signatures, each bottom
    /// list counted with its weight, for signatures of `bits` bits at most.
    /// The lists are reordered. (See [`weighted_pairs`].)
    pub(super) fn weighted_pairs(
        &mut self,
        bits: usize,
        tops: &mut [Signature],
        bottoms: &mut [(&mut [Signature], u64)],
    ) -> u64 {
        assert!(bits <= BITS, "signatures have at most {BITS} bits");
        if bits <= 4 * CHUNK {
            weighted_pairs::<4>(self, tops, bottoms)
        } else {
            weighted_pairs::<CHUNKS>(self, tops, bottoms)
        }
    }

    /// The block's tops whose signatures are disjoint from `bottom`.
    #[inline(always)]
    fn lookup<const C: usize>(&self, bottom: Signature) -> Lanes {
        let mut lanes = self.table[0][(bottom & 0xff) as usize];
        for c in 1..C {
            let entry = &self.table[c][(bottom >> (CHUNK * c) & 0xff) as usize];
            for (lane, &other) in lanes.iter_mut().zip(entry) {
                *lane &= other;
            }
        }
        lanes
    }

    /// Fills the tables for one block of up to 256 tops.
    #[inline(always)]
    fn build<const C: usize>(&mut self, block: &[Signature]) {
        let mut valid = [0_u64; LANES];
        for i in 0..block.len() {
            valid[i / 64] |= 1 << (i % 64);
        }
        // having[c][j]: the tops that have bit j of chunk c, eight tops at a
        // time: their bytes of the chunk, as the rows of an 8 x 8 bit
        // matrix, turned into its columns. (Without a branch: a loop over
        // each top's bits was a quarter of the joining time.)
        let mut having = [[[0_u64; LANES]; CHUNK]; C];
        for (group, tops) in block.chunks(8).enumerate() {
            let (lane, shift) = (group / 8, 8 * (group % 8));
            for (c, having) in having.iter_mut().enumerate() {
                let rows = tops
                    .iter()
                    .rev()
                    .fold(0, |rows, top| rows << 8 | u64::from(top.to_le_bytes()[c]));
                let columns = transpose(rows);
                for (j, having) in having.iter_mut().enumerate() {
                    having[lane] |= (columns >> (8 * j) & 0xff) << shift;
                }
            }
        }
        for (table, having) in self.table.iter_mut().zip(&having) {
            table[0] = valid;
            for v in 1_usize..1 << CHUNK {
                let (rest, j) = (v & (v - 1), v.trailing_zeros() as usize);
                let mut lanes = table[rest];
                for (lane, &other) in lanes.iter_mut().zip(&having[j]) {
                    *lane &= !other;
                }
                table[v] = lanes;
            }
        }
    }
}

for_each_x86_64_level! {
    /// How many (top, bottom) pairs have disjoint signatures, each bottom
    /// list counted with its weight. The lists are reordered.
    ///
    /// Long lists are first sieved: if many tops and many bottoms have some
    /// bit `b`, no pair of them is disjoint, so the tops are split into
    /// those without `b`, joined with every bottom, and those with `b`,
    /// joined only with the bottoms without it; each part may be split
    /// again. The bit is chosen from a sample of each list.
    ///
    /// Compiled once for each x86-64 level (see the module docs).
    fn weighted_pairs<const C: usize>(
        tables: &mut Tables,
        tops: &mut [Signature],
        bottoms: &mut [(&mut [Signature], u64)],
    ) -> u64 {
        let queries: usize = bottoms.iter().map(|(list, _)| list.len()).sum();
        if tops.len().min(queries) < 16 {
            return bottoms.iter().map(|(list, weight)| weight * direct(tops, list)).sum();
        }
        if let Some(bit) = sieve_bit(tops, bottoms, queries) {
            let split = partition(tops, bit);
            let (lacking, having) = tops.split_at_mut(split);
            let mut lacking_bottoms: Vec<(&mut [Signature], u64)> = bottoms
                .iter_mut()
                .map(|(list, weight)| {
                    let split = partition(list, bit);
                    (&mut list[..split], *weight)
                })
                .collect();
            let with_bit = weighted_pairs::<C>(tables, having, &mut lacking_bottoms);
            return with_bit + weighted_pairs::<C>(tables, lacking, bottoms);
        }
        let mut counts = vec![Tally::default(); bottoms.len()];
        for block in tops.chunks(LANES * 64) {
            tables.build::<C>(block);
            for ((list, _), count) in bottoms.iter().zip(&mut counts) {
                let mut eights = list.chunks_exact(8);
                for eight in &mut eights {
                    count.add_eight(std::array::from_fn(|i| tables.lookup::<C>(eight[i])));
                }
                for &bottom in eights.remainder() {
                    count.add_one(&tables.lookup::<C>(bottom));
                }
            }
        }
        bottoms.iter().zip(&counts).map(|((_, weight), count)| weight * count.total()).sum()
    }
}

/// Transposes an 8 x 8 bit matrix whose row `k` is byte `k` (bit `j` of the
/// byte its column `j`): bit `j` of byte `k` becomes bit `k` of byte `j`.
/// Three rounds each swap the off-diagonal blocks of 1 x 1, 2 x 2 and 4 x 4
/// bits (Hacker's Delight, section 7-3).
#[inline(always)]
fn transpose(mut x: u64) -> u64 {
    let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
    x ^ t ^ (t << 28)
}

/// Adds up the set bits of many lane sets with few popcounts: a default
/// build targets x86-64 without the popcount instruction, where each one
/// costs a dozen instructions. Sets are added eight at a time through a
/// carry-save adder tree (Harley and Seal's method): bit columns of `ones`,
/// `twos` and `fours` keep the running sum, and only the carries into
/// eights are counted, once per eight sets.
#[derive(Clone, Default)]
struct Tally {
    ones: Lanes,
    twos: Lanes,
    fours: Lanes,
    eights: u64,
    /// The sets added one by one, popcounted.
    loose: u64,
}

/// A carry-save adder, lane by lane: `a + b + c` as (carry, sum) bits.
#[inline(always)]
fn csa(a: Lanes, b: Lanes, c: Lanes) -> (Lanes, Lanes) {
    let (mut carry, mut sum) = ([0; LANES], [0; LANES]);
    for i in 0..LANES {
        let u = a[i] ^ b[i];
        carry[i] = (a[i] & b[i]) | (u & c[i]);
        sum[i] = u ^ c[i];
    }
    (carry, sum)
}

#[inline(always)]
fn popcount(lanes: &Lanes) -> u64 {
    lanes.iter().map(|lane| u64::from(lane.count_ones())).sum()
}

impl Tally {
    /// Adds eight sets at once (taken eight at a time, they stay in
    /// registers: measured faster than waiting in an array).
    #[inline(always)]
    fn add_eight(&mut self, w: [Lanes; 8]) {
        let (twos_a, ones) = csa(self.ones, w[0], w[1]);
        let (twos_b, ones) = csa(ones, w[2], w[3]);
        let (fours_a, twos) = csa(self.twos, twos_a, twos_b);
        let (twos_a, ones) = csa(ones, w[4], w[5]);
        let (twos_b, ones) = csa(ones, w[6], w[7]);
        let (fours_b, twos) = csa(twos, twos_a, twos_b);
        let (eights, fours) = csa(self.fours, fours_a, fours_b);
        (self.ones, self.twos, self.fours) = (ones, twos, fours);
        self.eights += popcount(&eights);
    }

    /// Adds one set, the few left over after the eights.
    #[inline(always)]
    fn add_one(&mut self, lanes: &Lanes) {
        self.loose += popcount(lanes);
    }

    #[inline(always)]
    fn total(&self) -> u64 {
        8 * self.eights
            + 4 * popcount(&self.fours)
            + 2 * popcount(&self.twos)
            + popcount(&self.ones)
            + self.loose
    }
}

/// The bit to sieve `tops` and `bottoms` on, if one saves lookups: the one
/// that most pairs of a sample both have, if splitting on it is estimated
/// to save a twentieth of the lookups, whole blocks counted (measured at
/// n = 18: a little faster than a tenth).
#[inline(always)]
fn sieve_bit(
    tops: &[Signature],
    bottoms: &[(&mut [Signature], u64)],
    queries: usize,
) -> Option<Signature> {
    const SAMPLE: usize = 64;
    let blocks = |tops: usize| tops.div_ceil(LANES * 64);
    if blocks(tops.len()) < 2 {
        return None;
    }
    let step = tops.len().div_ceil(SAMPLE);
    let (top_having, top_seen) = tally(tops.iter().step_by(step).copied());
    let step = queries.div_ceil(SAMPLE);
    let bottom_signatures = bottoms.iter().flat_map(|(list, _)| list.iter().copied());
    let (bottom_having, bottom_seen) = tally(bottom_signatures.step_by(step));
    let bit = (0..BITS).max_by_key(|&bit| top_having[bit] * bottom_having[bit])?;
    let having = tops.len() * top_having[bit] / top_seen;
    let before = blocks(tops.len()) * queries;
    let after = blocks(tops.len() - having) * queries
        + blocks(having) * queries * (bottom_seen - bottom_having[bit]) / bottom_seen;
    (20 * after < 19 * before).then_some(1 << bit)
}

/// How many of `sample` have each bit, and how many there are. (Bit by
/// bit, with no branch: a loop over each signature's set bits took twice
/// as long.)
#[inline(always)]
fn tally(sample: impl Iterator<Item = Signature>) -> ([usize; BITS], usize) {
    let (mut having, mut seen) = ([0_u32; BITS], 0);
    for signature in sample {
        seen += 1;
        for (bit, having) in having.iter_mut().enumerate() {
            *having += u32::from(signature >> bit & 1 != 0);
        }
    }
    (having.map(|having| having as usize), seen)
}

/// Moves the signatures without `bit` to the front and returns how many
/// there are. Without a branch, which would be mispredicted half the time:
/// each signature is swapped to the front of those with the bit, and stays
/// there if it lacks the bit.
#[inline(always)]
fn partition(signatures: &mut [Signature], bit: Signature) -> usize {
    let mut lacking = 0;
    for i in 0..signatures.len() {
        let signature = signatures[i];
        signatures.swap(lacking, i);
        lacking += usize::from(signature & bit == 0);
    }
    lacking
}

/// The same count, pair by pair, for short lists.
#[inline(always)]
fn direct(tops: &[Signature], bottoms: &[Signature]) -> u64 {
    let mut count = 0;
    for &bottom in bottoms {
        count += tops.iter().filter(|&&top| top & bottom == 0).count() as u64;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::{BITS, Signature, Tables, direct, sieve_bit, transpose};

    /// A reproducible stream of sparse signatures of 30 bits, as real ones
    /// are: about a third of the pairs disjoint.
    fn signatures(seed: u64) -> impl FnMut() -> Signature {
        let mut state = seed;
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state & (state >> 11) & ((1 << 30) - 1)
        }
    }

    /// The bit-sliced count of lists `tops` and `bottoms` of `bits`-bit
    /// signatures (the second weighted 4, as the long diagonals weigh them)
    /// against the pair-by-pair one.
    fn check(bits: usize, tops: &[Signature], bottoms: &[Signature]) {
        let expected = direct(tops, bottoms) + 4 * direct(tops, &bottoms[..5]);
        let (mut tops, mut bottoms, mut few) =
            (tops.to_vec(), bottoms.to_vec(), bottoms[..5].to_vec());
        let mut lists = [(&mut bottoms[..], 1), (&mut few[..], 4)];
        assert_eq!(Tables::new().weighted_pairs(bits, &mut tops, &mut lists), expected);
    }

    /// The transpose moves each bit `j` of byte `k` to bit `k` of byte `j`.
    #[test]
    fn transpose_swaps_rows_and_columns() {
        let mut random = signatures(0x0123_4567_89ab_cdef);
        for _ in 0..100 {
            let x = random() << 32 | random();
            let y = transpose(x);
            for (k, j) in (0..8).flat_map(|k| (0..8).map(move |j| (k, j))) {
                assert_eq!(x >> (8 * k + j) & 1, y >> (8 * j + k) & 1);
            }
        }
    }

    /// Lists long enough for several blocks and both ends of the tally.
    #[test]
    fn bit_sliced_pairs_match_the_direct_count() {
        let mut random = signatures(0x9e37_79b9_7f4a_7c15);
        let tops: Vec<Signature> = (0..700).map(|_| random()).collect();
        let bottoms: Vec<Signature> = (0..333).map(|_| random()).collect();
        check(32, &tops, &bottoms);
        check(32, &tops[..17], &bottoms[..9]);
        // The widest signatures of four lookups, 32 bits, the top ones set.
        let wide: Vec<Signature> =
            tops.iter().map(|top| top << 2 | 0b11 << 30 & top << 4).collect();
        check(32, &wide, &bottoms);
        // And of five, up to 40 bits.
        let wider: Vec<Signature> = tops.iter().map(|top| top << 10 | top >> 20).collect();
        let bottoms: Vec<Signature> =
            bottoms.iter().map(|bottom| bottom << 9 | 1 << (BITS - 1)).collect();
        check(BITS, &wider, &bottoms);
    }

    /// Lists where most tops and bottoms share some bits: the sieve splits
    /// them, and the count stays the same.
    #[test]
    fn sieved_pairs_match_the_direct_count() {
        let mut random = signatures(0x2545_f491_4f6c_dd1d);
        let mut dense = |bits: Signature| {
            let signature = random();
            if signature % 8 < 6 { signature | bits } else { signature }
        };
        let tops: Vec<Signature> = (0..1500).map(|_| dense(1 << 7 | 1 << 20)).collect();
        let bottoms: Vec<Signature> = (0..900).map(|_| dense(1 << 20 | 1 << 29)).collect();
        let mut sample = bottoms.clone();
        assert_eq!(sieve_bit(&tops, &[(&mut sample[..], 1)], bottoms.len()), Some(1 << 20));
        check(32, &tops, &bottoms);
    }
}
