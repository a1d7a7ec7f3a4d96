//! The lists of signatures a key's placements are made into.

use super::super::bitslice::Signature;

/// How a list takes the pairs of a left and a right group of placements:
/// [`SignatureList::add_pairs`], or with AVX-512
/// [`SignatureList::add_pairs_avx512`] (see `count_unit`).
pub(super) trait AddPairs: Fn(&mut SignatureList, &[u64], &[u64], Signature) + Copy {}

impl<F: Fn(&mut SignatureList, &[u64], &[u64], Signature) + Copy> AddPairs for F {}

/// The signatures of some of a band's placements, appended without a
/// branch: each value is written, and kept if it fits (a branch on it would
/// be mispredicted often). Reused from key to key.
#[derive(Default)]
pub(super) struct SignatureList {
    values: Vec<Signature>,
    len: usize,
}

impl SignatureList {
    /// Appends the signatures (the bits of `signature_mask`) of the pairs of
    /// `left` and `right` placements (as the sides' words) that do not
    /// attack each other: whose words do not meet.
    #[inline(always)]
    pub(super) fn add_pairs(&mut self, left: &[u64], right: &[u64], signature_mask: Signature) {
        let room = self.make_room(left.len() * right.len());
        let (values, mut len) = (&mut self.values[..room], self.len);
        let (outer, inner) = longer_inside(left, right);
        for &one in outer {
            for &other in inner {
                values[len] = (one | other) & signature_mask;
                len += usize::from(one & other == 0);
            }
        }
        self.len = len;
    }

    /// [`SignatureList::add_pairs`], eight pairs at a time: one outer
    /// placement against eight inner ones in one AVX-512 register, the
    /// disjoint pairs' signatures compressed to its first lanes and the
    /// register stored whole (the lanes past them are written over by the
    /// next store, or lie past the list's end).
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline]
    pub(super) fn add_pairs_avx512(
        &mut self,
        left: &[u64],
        right: &[u64],
        signature_mask: Signature,
    ) {
        use std::arch::x86_64::{
            _mm512_and_si512, _mm512_mask_testn_epi64_mask, _mm512_maskz_compress_epi64,
            _mm512_or_si512, _mm512_set1_epi64,
        };
        let (outer, inner) = longer_inside(left, right);
        self.make_room(outer.len() * inner.len().next_multiple_of(LANES));
        let (full, rest) = inner.as_chunks::<LANES>();
        let last: [u64; LANES] = std::array::from_fn(|i| rest.get(i).copied().unwrap_or(0));
        let mask = _mm512_set1_epi64(signature_mask.cast_signed());
        let (values, mut len) = (&mut self.values, self.len);
        for &one in outer {
            let one = _mm512_set1_epi64(one.cast_signed());
            let mut add = |others: &[u64; LANES], lanes: u8| {
                let others = avx512::load(others);
                let kept = _mm512_mask_testn_epi64_mask(lanes, others, one);
                let signatures = _mm512_and_si512(_mm512_or_si512(others, one), mask);
                let out: &mut [u64; LANES] =
                    (&mut values[len..len + LANES]).try_into().expect("LANES values");
                *out = avx512::store(_mm512_maskz_compress_epi64(kept, signatures));
                len += kept.count_ones() as usize;
            };
            for others in full {
                add(others, u8::MAX);
            }
            if !rest.is_empty() {
                add(&last, u8::MAX >> (LANES - rest.len()));
            }
        }
        self.len = len;
    }

    /// Room for `more` values past the kept ones; how far that room goes.
    #[inline(always)]
    fn make_room(&mut self, more: usize) -> usize {
        let room = self.len + more;
        if self.values.len() < room {
            self.grow(room);
        }
        room
    }

    /// Twice the room `room`: rarely, so kept out of the loops.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, room: usize) {
        self.values.resize(2 * room, 0);
    }

    /// Empties the list, keeping its room.
    pub(super) fn clear(&mut self) {
        self.len = 0;
    }

    /// How many signatures are kept.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The signatures kept.
    pub(super) fn kept(&mut self) -> &mut [Signature] {
        &mut self.values[..self.len]
    }
}

/// Two groups as (outer, inner): the longer inside, so that the inner loop
/// runs longer.
#[inline(always)]
fn longer_inside<'a>(left: &'a [u64], right: &'a [u64]) -> (&'a [u64], &'a [u64]) {
    if left.len() < right.len() { (left, right) } else { (right, left) }
}

/// The placements' words in one AVX-512 register.
const LANES: usize = 8;

/// Words in and out of AVX-512 registers, lane by lane: the compiler makes
/// each one load or store (the intrinsics that do it take raw pointers).
#[cfg(target_arch = "x86_64")]
mod avx512 {
    use std::arch::x86_64::{
        __m512i, _mm256_extract_epi64, _mm512_extracti64x4_epi64, _mm512_setr_epi64,
    };

    use super::LANES;

    /// A register of the words `lanes`.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn load(lanes: &[u64; LANES]) -> __m512i {
        let lane = |i: usize| lanes[i].cast_signed();
        _mm512_setr_epi64(lane(0), lane(1), lane(2), lane(3), lane(4), lane(5), lane(6), lane(7))
    }

    /// The words of a register.
    #[target_feature(enable = "avx512f")]
    #[inline]
    pub(super) fn store(register: __m512i) -> [u64; LANES] {
        let (low, high) =
            (_mm512_extracti64x4_epi64::<0>(register), _mm512_extracti64x4_epi64::<1>(register));
        [
            _mm256_extract_epi64::<0>(low),
            _mm256_extract_epi64::<1>(low),
            _mm256_extract_epi64::<2>(low),
            _mm256_extract_epi64::<3>(low),
            _mm256_extract_epi64::<0>(high),
            _mm256_extract_epi64::<1>(high),
            _mm256_extract_epi64::<2>(high),
            _mm256_extract_epi64::<3>(high),
        ]
        .map(i64::cast_unsigned)
    }
}
