//! The sizes of the bit-sliced count: a signature's bits and the chunks a
//! table lookup covers, the lanes of a block of tops.

/// Bits of a signature that one table lookup covers, as a rule: a byte.
/// (The joins take chunks of 7 to 10 bits: see `Tables::weighted_pairs`.)
pub(super) const CHUNK: usize = 8;

/// The widest chunk: four lookups of ten bits cover 40.
pub(super) const WIDE_CHUNK: usize = 10;

/// The narrowest chunk, where signatures fit in as many of them.
pub(super) const NARROW_CHUNK: usize = CHUNK - 1;

/// Table lookups per signature at most: signatures have at most 48 bits.
/// (The joins take a fixed number, [`SHORT_CHUNKS`], [`MIDDLE_CHUNKS`] or
/// this, as a constant, so that the compiler unrolls the lookups: measured
/// faster than as many as a signature needs.)
pub(super) const CHUNKS: usize = 6;

/// Table lookups for signatures of at most 40 bits ([`WIDE_CHUNK`]s).
pub(super) const SHORT_CHUNKS: usize = 4;

/// Table lookups for signatures of at most 45 bits, of nine each.
pub(super) const MIDDLE_CHUNKS: usize = 5;

/// The bits a signature may have.
pub(crate) const BITS: usize = CHUNK * CHUNKS;

/// A signature: a set of up to `BITS` diagonals.
pub(crate) type Signature = u64;

/// Signatures tested at once: eight `u64` lanes, one AVX-512 register (two
/// AVX2 ones; measured faster than four lanes with AVX2 too, as each
/// signature's chunks are then read once for twice the tops).
pub(super) const LANES: usize = 8;

/// The bits of one lane.
pub(super) const LANE_BITS: usize = u64::BITS as usize;

/// The signatures of one block: one bit each in its [`LANES`] lanes (bit
/// `i / LANES` of lane `i % LANES` stands for the block's signature `i`:
/// see `Tables::build`).
pub(super) const BLOCK: usize = LANES * LANE_BITS;

/// The lanes of a short block: a list's last block, when it has no more
/// tops than half a block, is looked up in half the lanes (one AVX2
/// register, not two), since the rest would hold no top. Not with AVX-512,
/// where a block is one register either way: measured slower there (6% at
/// n = 16 and 9% at 18, against 12% and 7% faster with AVX2).
pub(super) const SHORT_LANES: usize = LANES / 2;

/// The blocks that `tops` signatures take: how many lookups a bottom costs.
#[inline]
pub(crate) fn blocks(tops: usize) -> usize {
    tops.div_ceil(BLOCK)
}
