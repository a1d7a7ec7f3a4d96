//! The sieve: a bit that many tops and many bottoms have splits long lists,
//! since no two signatures that both have it are disjoint. The bottoms
//! without the bit are copied, with AVX-512 or AVX2 several at once (the
//! `compress` module).

use super::sizes::{BITS, Signature, blocks};

/// Signatures sampled from each list to choose the bit.
const SAMPLE: usize = 64;

/// A split is made if it is estimated to save at least one lookup in this
/// many, whole blocks counted.
const SAVING: usize = 20;

/// The bit to sieve `tops` and `bottoms` on, if one saves lookups: the one
/// that most pairs of a sample both have, if splitting on it is estimated
/// to save a [`SAVING`]th of the lookups, whole blocks counted.
#[inline(always)]
pub(super) fn sieve_bit(
    tops: &[Signature],
    bottoms: &[(&[Signature], u64)],
    queries: usize,
) -> Option<Signature> {
    if blocks(tops.len()) < 2 {
        // One block of tops: no split looks up fewer.
        return None;
    }
    let step = tops.len().div_ceil(SAMPLE);
    let (top_having, top_seen) = bit_counts(tops.iter().step_by(step).copied());
    let step = queries.div_ceil(SAMPLE);
    let bottom_signatures = bottoms.iter().flat_map(|(list, _)| list.iter().copied());
    let (bottom_having, bottom_seen) = bit_counts(bottom_signatures.step_by(step));
    let bit = (0..BITS).max_by_key(|&bit| top_having[bit] * bottom_having[bit])?;
    let having = tops.len() * top_having[bit] / top_seen;
    let before = blocks(tops.len()) * queries;
    let after = blocks(tops.len() - having) * queries
        + blocks(having) * queries * (bottom_seen - bottom_having[bit]) / bottom_seen;
    (SAVING * after < (SAVING - 1) * before).then_some(1 << bit)
}

/// How many of `sample` have each bit, and how many there are. (Bit by
/// bit, with no branch: a loop over each signature's set bits measured
/// slower.)
#[inline(always)]
fn bit_counts(sample: impl Iterator<Item = Signature>) -> ([usize; BITS], usize) {
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
pub(super) fn partition(signatures: &mut [Signature], bit: Signature) -> usize {
    let mut lacking = 0;
    for i in 0..signatures.len() {
        let signature = signatures[i];
        signatures.swap(lacking, i);
        lacking += usize::from(signature & bit == 0);
    }
    lacking
}

/// Copies the signatures of `list` without `bit` to the start of `room`,
/// which has room for all of `list`, and returns how many there are.
/// Without a branch: each is written, and kept if it lacks the bit.
#[inline(always)]
pub(super) fn copy_lacking(list: &[Signature], bit: Signature, room: &mut [Signature]) -> usize {
    let room = &mut room[..list.len()];
    let mut kept = 0;
    // Eight at a time, unrolled: the loop's own instructions were half of
    // each one's.
    let mut eights = list.chunks_exact(8);
    for eight in &mut eights {
        for &signature in eight {
            room[kept] = signature;
            kept += usize::from(signature & bit == 0);
        }
    }
    for &signature in eights.remainder() {
        room[kept] = signature;
        kept += usize::from(signature & bit == 0);
    }
    kept
}

/// [`copy_lacking`], eight at a time with AVX-512's compress (see the
/// `compress` module).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,popcnt")]
#[inline]
pub(super) fn copy_lacking_avx512(
    list: &[Signature],
    bit: Signature,
    room: &mut [Signature],
) -> usize {
    use crate::compress::avx512::{self, LANES};
    use std::arch::x86_64::{_mm512_set1_epi64, _mm512_testn_epi64_mask};
    let room = &mut room[..list.len()];
    let bits = _mm512_set1_epi64(bit.cast_signed());
    let (eights, rest) = list.as_chunks::<LANES>();
    let mut kept = 0;
    for eight in eights {
        let signatures = avx512::load(eight);
        let lacking = _mm512_testn_epi64_mask(signatures, bits);
        kept = avx512::keep(room, kept, signatures, lacking);
    }
    kept + copy_lacking(rest, bit, &mut room[kept..])
}

/// [`copy_lacking`], four at a time with AVX2 (see the `compress` module).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,popcnt")]
#[inline]
pub(super) fn copy_lacking_avx2(
    list: &[Signature],
    bit: Signature,
    room: &mut [Signature],
) -> usize {
    use crate::compress::avx2::{self, LANES};
    use std::arch::x86_64::{_mm256_and_si256, _mm256_set1_epi64x, _mm256_setzero_si256};
    let room = &mut room[..list.len()];
    let (bits, none) = (_mm256_set1_epi64x(bit.cast_signed()), _mm256_setzero_si256());
    let (fours, rest) = list.as_chunks::<LANES>();
    let mut kept = 0;
    for four in fours {
        let signatures = avx2::load(four);
        let lacking = avx2::equal(_mm256_and_si256(signatures, bits), none);
        kept = avx2::keep(room, kept, signatures, lacking);
    }
    kept + copy_lacking(rest, bit, &mut room[kept..])
}
