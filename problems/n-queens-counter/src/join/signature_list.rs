//! The lists of signatures a key's placements are made into.

use super::side::Group;
use crate::bitslice::Signature;

/// How a list takes the pairs of a left and a right group of placements:
/// [`SignatureList::add_pairs`], or with AVX-512 or AVX2
/// [`SignatureList::add_pairs_avx512`] or [`SignatureList::add_pairs_avx2`]
/// (see `count_unit`).
pub(crate) trait AddPairs: Fn(&mut SignatureList, Group, Group, Signature) + Copy {}

impl<F: Fn(&mut SignatureList, Group, Group, Signature) + Copy> AddPairs for F {}

/// The signatures of some of a band's placements, appended without a
/// branch: each value is written, and kept if it fits (a branch on it would
/// be mispredicted often). Reused from key to key.
#[derive(Default)]
pub(crate) struct SignatureList {
    values: Vec<Signature>,
    len: usize,
}

impl SignatureList {
    /// Appends the signatures (the bits of `signature_mask`) of the pairs of
    /// `left` and `right` placements (as the sides' words) that do not
    /// attack each other: whose words do not meet.
    #[inline(always)]
    pub(super) fn add_pairs(&mut self, left: Group, right: Group, signature_mask: Signature) {
        let room = self.make_room(left.len() * right.len());
        let (values, mut len) = (&mut self.values[..room], self.len);
        let (outer, inner) = longer_inside(left, right);
        for &one in outer.words() {
            for &other in inner.words() {
                values[len] = (one | other) & signature_mask;
                len += usize::from(one & other == 0);
            }
        }
        self.len = len;
    }

    /// [`SignatureList::add_pairs`], eight pairs at a time: one outer
    /// placement against eight inner ones in one AVX-512 register, the
    /// disjoint pairs' signatures compressed to its first lanes and the
    /// register stored whole (see the `compress` module). A group's last
    /// register is loaded whole from its table, its lanes past the group
    /// masked off.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx512f,popcnt")]
    #[inline]
    pub(super) fn add_pairs_avx512(
        &mut self,
        left: Group,
        right: Group,
        signature_mask: Signature,
    ) {
        use crate::compress::avx512::{self, LANES};
        use std::arch::x86_64::{
            _mm512_and_si512, _mm512_mask_testn_epi64_mask, _mm512_or_si512, _mm512_set1_epi64,
        };
        let (outer, inner) = longer_inside(left, right);
        self.make_room(outer.len() * inner.len().next_multiple_of(LANES));
        let (full, last, rest) = inner.registers::<LANES>();
        let mask = _mm512_set1_epi64(signature_mask.cast_signed());
        let (values, mut len) = (&mut self.values, self.len);
        for &one in outer.words() {
            let one = _mm512_set1_epi64(one.cast_signed());
            let mut add = |others: &[u64; LANES], lanes: u8| {
                let others = avx512::load(others);
                let kept = _mm512_mask_testn_epi64_mask(lanes, others, one);
                let signatures = _mm512_and_si512(_mm512_or_si512(others, one), mask);
                len = avx512::keep(values, len, signatures, kept);
            };
            for others in full {
                add(others, u8::MAX);
            }
            if rest > 0 {
                add(last, u8::MAX >> (LANES - rest));
            }
        }
        self.len = len;
    }

    /// [`SignatureList::add_pairs`], four pairs at a time in one AVX2
    /// register, as [`SignatureList::add_pairs_avx512`] takes eight.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,popcnt")]
    #[inline]
    pub(super) fn add_pairs_avx2(&mut self, left: Group, right: Group, signature_mask: Signature) {
        use crate::compress::avx2::{self, LANES};
        use std::arch::x86_64::{
            _mm256_and_si256, _mm256_or_si256, _mm256_set1_epi64x, _mm256_setzero_si256,
        };
        let (outer, inner) = longer_inside(left, right);
        self.make_room(outer.len() * inner.len().next_multiple_of(LANES));
        let (full, last, rest) = inner.registers::<LANES>();
        let (mask, none) =
            (_mm256_set1_epi64x(signature_mask.cast_signed()), _mm256_setzero_si256());
        let (values, mut len) = (&mut self.values, self.len);
        for &one in outer.words() {
            let one = _mm256_set1_epi64x(one.cast_signed());
            let mut add = |others: &[u64; LANES], lanes: usize| {
                let others = avx2::load(others);
                let kept = avx2::equal(_mm256_and_si256(others, one), none) & lanes;
                let signatures = _mm256_and_si256(_mm256_or_si256(others, one), mask);
                len = avx2::keep(values, len, signatures, kept);
            };
            for others in full {
                add(others, (1 << LANES) - 1);
            }
            if rest > 0 {
                add(last, (1 << rest) - 1);
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
fn longer_inside<'a>(left: Group<'a>, right: Group<'a>) -> (Group<'a>, Group<'a>) {
    if left.len() < right.len() { (left, right) } else { (right, left) }
}

#[cfg(test)]
mod tests {
    use super::SignatureList;
    use crate::bitslice::Signature;
    use crate::join::side::{Group, SLACK};

    /// Sparse words, about half of their pairs disjoint, some of them 0 (the
    /// empty placement's word), then [`SLACK`] more: a group of `count`
    /// words in a table whose words after it would be kept if not masked
    /// off.
    fn words(seed: u64, count: usize) -> Vec<u64> {
        let mut state = seed;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        (0..count + SLACK)
            .map(|_| if next() % 9 == 0 { 0 } else { next() & next() & next() })
            .collect()
    }

    /// Adds the pairs of `left` and `right` to `list` eight at a time with
    /// AVX-512, where this CPU has it (and then says so), else pair by pair.
    #[multiversion::multiversion(targets("x86_64+avx512f+popcnt"))]
    fn add_pairs_with_avx512(
        list: &mut SignatureList,
        left: Group,
        right: Group,
        mask: Signature,
    ) -> bool {
        multiversion::target::match_target! {
            "x86_64+avx512f" => {
                list.add_pairs_avx512(left, right, mask);
                true
            },
            _ => {
                list.add_pairs(left, right, mask);
                false
            },
        }
    }

    /// The same four at a time with AVX2.
    #[multiversion::multiversion(targets("x86_64+avx2+popcnt"))]
    fn add_pairs_with_avx2(
        list: &mut SignatureList,
        left: Group,
        right: Group,
        mask: Signature,
    ) -> bool {
        multiversion::target::match_target! {
            "x86_64+avx2" => {
                list.add_pairs_avx2(left, right, mask);
                true
            },
            _ => {
                list.add_pairs(left, right, mask);
                false
            },
        }
    }

    /// With AVX-512 and with AVX2, the lists made eight or four pairs at a
    /// time keep the same signatures in the same order as those made pair by
    /// pair: for groups of every length up to 20 (whole registers and a part
    /// of one) followed by words that must be masked off, onto a list that
    /// holds some already.
    #[test]
    fn pairs_made_in_registers_match_those_made_one_at_a_time() {
        type AddPairs = fn(&mut SignatureList, Group, Group, Signature) -> bool;
        let levels: [(AddPairs, bool); 2] = [
            (add_pairs_with_avx512, std::arch::is_x86_feature_detected!("avx512f")),
            (add_pairs_with_avx2, std::arch::is_x86_feature_detected!("avx2")),
        ];
        let mask: Signature = (1 << 40) - 1;
        for (add_pairs, has_level) in levels {
            for (left_len, right_len) in (0..=20).flat_map(|l| (0..=20).map(move |r| (l, r))) {
                let seed = 0x9e37_79b9_7f4a_7c15 ^ (left_len * 21 + right_len) as u64;
                let (left, right) = (words(seed, left_len), words(!seed, right_len));
                let (left, right) = (Group::new(&left, left_len), Group::new(&right, right_len));
                let mut expected = SignatureList::default();
                expected.add_pairs(right, left, mask);
                expected.add_pairs(left, right, mask);
                let mut made = SignatureList::default();
                made.add_pairs(right, left, mask);
                let used = add_pairs(&mut made, left, right, mask);
                assert_eq!(used, has_level, "the level is used where the CPU has it");
                assert_eq!(made.kept(), expected.kept(), "{left_len} x {right_len}");
            }
        }
    }
}
