//! The bit-sliced count against the pair-by-pair one, and its parts.

use super::sieve::{copy_lacking, copy_lacking_avx2, copy_lacking_avx512};
use super::{BITS, Signature, Tables, direct, sieve_bit};

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
    let mut tops = tops.to_vec();
    let lists = [(bottoms, 1), (&bottoms[..5], 4)];
    assert_eq!(Tables::new().weighted_pairs(bits, &mut tops, &lists), expected);
}

/// Lists long enough for several blocks and both ends of the tally.
#[test]
fn bit_sliced_pairs_match_the_direct_count() {
    let mut random = signatures(0x9e37_79b9_7f4a_7c15);
    let tops: Vec<Signature> = (0..700).map(|_| random()).collect();
    let bottoms: Vec<Signature> = (0..333).map(|_| random()).collect();
    check(32, &tops, &bottoms);
    check(32, &tops[..17], &bottoms[..9]);
    // Signatures of four 8-bit lookups, 32 bits, the top ones set.
    let wide: Vec<Signature> = tops.iter().map(|top| top << 2 | 0b11 << 30 & top << 4).collect();
    check(32, &wide, &bottoms);
    // And of four lookups of seven, nine and ten bits (28, 35 and 36, 40
    // bits), of five of nine (42 and 45) and of six of eight (48): the tops
    // spread over every chunk, the bottoms with bits in the highest.
    for bits in [28, 35, 36, 40, 42, 45, BITS] {
        let spread = |signature: Signature| {
            (signature << bits.saturating_sub(30) | signature >> 20) & ((1 << bits) - 1)
        };
        let wider: Vec<Signature> = tops.iter().map(|&top| spread(top)).collect();
        let high: Vec<Signature> = bottoms.iter().map(|&bottom| spread(bottom) & !1).collect();
        assert!(wider.iter().any(|top| top >> (bits - 8) != 0), "tops in the last chunk");
        check(bits, &wider, &high);
    }
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
    assert_eq!(sieve_bit(&tops, &[(&bottoms[..], 1)], bottoms.len()), Some(1 << 20));
    check(32, &tops, &bottoms);
}

/// Copies the signatures of `list` without `bit` eight at a time with
/// AVX-512, where this CPU has it (and then says so), else one by one.
#[multiversion::multiversion(targets("x86_64+avx512f+popcnt"))]
fn copy_lacking_with_avx512(
    list: &[Signature],
    bit: Signature,
    room: &mut [Signature],
) -> (usize, bool) {
    multiversion::target::match_target! {
        "x86_64+avx512f" => (copy_lacking_avx512(list, bit, room), true),
        _ => (copy_lacking(list, bit, room), false),
    }
}

/// The same four at a time with AVX2.
#[multiversion::multiversion(targets("x86_64+avx2+popcnt"))]
fn copy_lacking_with_avx2(
    list: &[Signature],
    bit: Signature,
    room: &mut [Signature],
) -> (usize, bool) {
    multiversion::target::match_target! {
        "x86_64+avx2" => (copy_lacking_avx2(list, bit, room), true),
        _ => (copy_lacking(list, bit, room), false),
    }
}

/// With AVX-512 and with AVX2, the sieve's copies keep the signatures
/// without the bit, in order: for lists of every length up to 40 (whole
/// registers and a part of one), and no more than those.
#[test]
fn copies_in_registers_keep_the_signatures_without_the_bit() {
    type CopyLacking = fn(&[Signature], Signature, &mut [Signature]) -> (usize, bool);
    let levels: [(CopyLacking, bool); 2] = [
        (copy_lacking_with_avx512, std::arch::is_x86_feature_detected!("avx512f")),
        (copy_lacking_with_avx2, std::arch::is_x86_feature_detected!("avx2")),
    ];
    let mut random = signatures(0x6a09_e667_f3bc_c908);
    let list: Vec<Signature> = (0..40).map(|_| random()).collect();
    for (copy, has_level) in levels {
        for (len, bit) in (0..=40).flat_map(|len| [1 << 3, 1 << 17].map(|bit| (len, bit))) {
            let list = &list[..len];
            let expected: Vec<Signature> =
                list.iter().copied().filter(|signature| signature & bit == 0).collect();
            assert!(len < 40 || (1..len).contains(&expected.len()), "some kept, some not");
            let mut room = vec![0; len];
            let (kept, used) = copy(list, bit, &mut room);
            assert_eq!(used, has_level, "the level is used where the CPU has it");
            assert_eq!(room[..kept], expected, "{len} signatures, bit {bit:#x}");
        }
    }
}
