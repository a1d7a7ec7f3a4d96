//! Counting disjoint pairs in bulk: of two lists of signatures, how many
//! pairs share no bit.
//!
//! One list is cut into blocks of [`BLOCK`] and each block turned into
//! tables, one per chunk of signature (of 7 to 10 bits): entry `v` of table
//! `c` holds the block's signatures that have none of the bits `v` of that
//! chunk, as [`BLOCK`] bits (the `tables` module). Then four lookups (five
//! for signatures of more than 40 bits, six past 45), ANDed, give the
//! block's signatures disjoint from one of the other list, and a popcount
//! counts them; a carry-save adder saves most of the popcounts (the `tally`
//! module). Below AVX-512, a block of at most half as many tops (a short
//! list, or a long one's last) is tabled and looked up in half the lanes.
//! Long lists are first sieved: split on a bit that many of both have,
//! since no two signatures with it are disjoint (the `sieve` module).
//!
//! The counting is compiled for each x86-64 level (see `x86_64_levels`);
//! the helpers it calls are `#[inline(always)]`, so that each copy has its
//! own.
#![allow(
    clippy::inline_always,
    reason = "see the module docs: each copy needs its helpers inlined"
)]

mod sieve;
mod sizes;
mod tables;
mod tally;
#[cfg(test)]
mod tests;

use crate::x86_64_levels::for_each_x86_64_level;
use sieve::{partition, sieve_bit};
pub(super) use sizes::{BITS, Signature, blocks};
use sizes::{
    BLOCK, CHUNK, CHUNKS, LANE_BITS, LANES, MIDDLE_CHUNKS, NARROW_CHUNK, SHORT_CHUNKS, SHORT_LANES,
    WIDE_CHUNK,
};
pub(super) use tables::Tables;
use tally::{BATCH, Tally};

/// Lists shorter than this are counted pair by pair.
const DIRECT_BELOW: usize = 16;

impl Tables {
    /// How many (top, bottom) pairs have disjoint signatures, each bottom
    /// list counted with its weight, for signatures of `bits` bits at most.
    /// The tops are reordered. (See [`weighted_pairs`].)
    pub(super) fn weighted_pairs(
        &mut self,
        bits: usize,
        tops: &mut [Signature],
        bottoms: &[(&[Signature], u64)],
    ) -> u64 {
        assert!(bits <= BITS, "signatures have at most {BITS} bits");
        // The fewest lookups, and the narrowest chunks for those: a table
        // of a 7-bit chunk is half as long to build as one of 8. (Four
        // lookups of 9 or 10 bits measured faster than five of 7 or 8 at
        // n = 19 to 21, whose tables are in the L2 cache either way.)
        let fits = |chunks: usize, width: usize| bits <= chunks * width;
        if fits(SHORT_CHUNKS, NARROW_CHUNK) {
            weighted_pairs::<SHORT_CHUNKS, NARROW_CHUNK>(self, tops, bottoms)
        } else if fits(SHORT_CHUNKS, CHUNK) {
            weighted_pairs::<SHORT_CHUNKS, CHUNK>(self, tops, bottoms)
        } else if fits(SHORT_CHUNKS, CHUNK + 1) {
            weighted_pairs::<SHORT_CHUNKS, { CHUNK + 1 }>(self, tops, bottoms)
        } else if fits(SHORT_CHUNKS, WIDE_CHUNK) {
            weighted_pairs::<SHORT_CHUNKS, WIDE_CHUNK>(self, tops, bottoms)
        } else if fits(MIDDLE_CHUNKS, CHUNK + 1) {
            weighted_pairs::<MIDDLE_CHUNKS, { CHUNK + 1 }>(self, tops, bottoms)
        } else {
            weighted_pairs::<CHUNKS, CHUNK>(self, tops, bottoms)
        }
    }
}

for_each_x86_64_level! {
    /// How many (top, bottom) pairs have disjoint signatures, each bottom
    /// list counted with its weight. The tops are reordered.
    ///
    /// Long lists are first sieved: if many tops and many bottoms have some
    /// bit `b`, no pair of them is disjoint, so the tops are split into
    /// those without `b`, joined with every bottom, and those with `b`,
    /// joined only with the bottoms without it; each part may be split
    /// again. The bit is chosen from a sample of each list.
    ///
    /// Compiled once for each x86-64 level (see the module docs).
    fn weighted_pairs<const C: usize, const W: usize>(
        tables: &mut Tables,
        tops: &mut [Signature],
        bottoms: &[(&[Signature], u64)],
    ) -> u64 {
        let queries: usize = bottoms.iter().map(|(list, _)| list.len()).sum();
        if tops.len().min(queries) < DIRECT_BELOW {
            return bottoms.iter().map(|(list, weight)| weight * direct(tops, list)).sum();
        }
        if let Some(bit) = sieve_bit(tops, bottoms, queries) {
            let split = partition(tops, bit);
            let (lacking, having) = tops.split_at_mut(split);
            // The bottoms without the bit, copied (measured faster than
            // partitioned in place, at n = 21).
            let mut copies = tables.spare.pop().unwrap_or_default();
            if copies.len() < queries {
                copies.resize(queries, 0);
            }
            let mut lacking_bottoms = Vec::with_capacity(bottoms.len());
            let mut room = &mut copies[..];
            for &(list, weight) in bottoms {
                let kept = copy_lacking(list, bit, room);
                let (lacking_list, rest) = std::mem::take(&mut room).split_at_mut(kept);
                lacking_bottoms.push((&*lacking_list, weight));
                room = rest;
            }
            let with_bit = weighted_pairs::<C, W>(tables, having, &lacking_bottoms);
            tables.spare.push(copies);
            return with_bit + weighted_pairs::<C, W>(tables, lacking, bottoms);
        }
        let mut counts = vec![Tally::<LANES>::default(); bottoms.len()];
        let mut short_counts = Vec::new();
        for block in tops.chunks(BLOCK) {
            if halved && block.len() <= SHORT_LANES * LANE_BITS {
                tables.build::<C, W, SHORT_LANES>(block);
                short_counts.resize(bottoms.len(), Tally::<SHORT_LANES>::default());
                join_block::<C, W, SHORT_LANES>(tables, bottoms, &mut short_counts);
            } else {
                tables.build::<C, W, LANES>(block);
                join_block::<C, W, LANES>(tables, bottoms, &mut counts);
            }
        }
        let mut total = 0;
        for (i, (_, weight)) in bottoms.iter().enumerate() {
            let short = short_counts.get(i).map_or(0, Tally::total);
            total += weight * (counts[i].total() + short);
        }
        total
    }
    with (copy_lacking, halved) = avx512 {
        // A block is one register either way: never halved.
        let copy = |list: &[Signature], bit, room: &mut [Signature]| {
            sieve::copy_lacking_avx512(list, bit, room)
        };
        (copy, false)
    } or avx2 {
        let copy = |list: &[Signature], bit, room: &mut [Signature]| {
            sieve::copy_lacking_avx2(list, bit, room)
        };
        (copy, true)
    } or {
        (sieve::copy_lacking, true)
    }
}

/// Adds to `counts` the block's tops disjoint from each bottom of each
/// list, the block's tables built, in `L` lanes.
#[inline(always)]
fn join_block<const C: usize, const W: usize, const L: usize>(
    tables: &Tables,
    bottoms: &[(&[Signature], u64)],
    counts: &mut [Tally<L>],
) {
    for ((list, _), count) in bottoms.iter().zip(counts) {
        // A local tally, which stays in registers (one in the vector was
        // stored and loaded again for each batch).
        let mut tally = count.clone();
        let mut batches = list.chunks_exact(BATCH);
        for batch in &mut batches {
            // A loop, not `array::from_fn`, whose closure was not inlined.
            let mut disjoint = [[0; L]; BATCH];
            for (disjoint, &bottom) in disjoint.iter_mut().zip(batch) {
                *disjoint = tables.lookup::<C, W, L>(bottom);
            }
            tally.add_batch(&disjoint);
        }
        for &bottom in batches.remainder() {
            tally.add_one(&tables.lookup::<C, W, L>(bottom));
        }
        *count = tally;
    }
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
