//! The band placements made from the sides' tables against a direct search.

use std::ops::Range;

use super::even::{EvenJoin, Mirror, flipped};
use super::keys::other_columns;
use super::odd::{OddJoin, bottom_cut};
use super::side_search::{Kept, Reach, SideSearch};
use super::signature::{CLASSES, LongDiagonals, signature_bits};
use super::signature_list::SignatureList;
use super::{KeyJoin, MAX_N, MIN_N};
use crate::bitslice::Signature;

/// Every placement of the band's rows `rows` on the columns `columns`,
/// found by trying each column for each row: its squeezed signature,
/// by class, sorted.
fn searched(
    n: usize,
    rows: Range<usize>,
    columns: u32,
    long: LongDiagonals,
) -> [Vec<Signature>; CLASSES] {
    let mut found: [Vec<Signature>; CLASSES] = Default::default();
    let mut queens = Vec::new();
    search(n, rows, columns, &mut queens, &mut |queens: &[(usize, usize)]| {
        let signature = queens.iter().fold(0, |signature, &(r, c)| {
            signature | signature_bits(n, n / 2, r + n - 1 - c, r + c)
        });
        let centre = |r: usize, c: usize| n % 2 == 1 && r == n / 2 && c == n / 2;
        let class =
            queens.iter().filter(|&&(r, c)| (r == c || r + c == n - 1) && !centre(r, c)).count();
        found[class].push(long.squeeze(signature));
    });
    for list in &mut found {
        list.sort_unstable();
    }
    found
}

fn search(
    n: usize,
    rows: Range<usize>,
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

/// For every key of small odd boards, the band placements made from the
/// sides, as the count makes them, are those a direct search finds: the
/// top band's of class 0 (the tops joined) and every class of the bottom
/// band's. The right sides are streamed once a unit, from its first key.
#[test]
fn odd_band_placements_are_those_a_search_finds() {
    for n in [5, 7, 9, 11] {
        let join = OddJoin::new(n);
        let (t, long) = (n / 2, LongDiagonals::new(n, Some(n / 2)));
        let mut scratch = join.scratch();
        for unit in 0..join.units() {
            let keys = join.keys(unit);
            join.stream(keys[0], &mut scratch);
            for &key in keys {
                join.lists(key, &mut scratch, SignatureList::add_pairs);
                let (tops, bottoms) = OddJoin::made(&mut scratch);
                let [expected_tops, ..] = searched(n, 0..t, key, long);
                let other = other_columns(n, key);
                assert_eq!(sorted(tops, None), expected_tops, "n = {n}, top of key {key:b}");
                let made_bottoms = bottoms.each_mut().map(|list| sorted(list, None));
                let expected_bottoms = searched(n, t..n, other, long);
                assert_eq!(made_bottoms, expected_bottoms, "n = {n}, bottom of key {key:b}");
            }
        }
    }
}

/// For every key of small even boards, the top band's placements made from
/// its left side and that side's mirror images are those a direct search
/// finds, of every class; and flipped upside down, as the count flips them,
/// those of the bottom band.
#[test]
fn even_band_placements_are_those_a_search_finds() {
    for n in [4, 6, 8, 10] {
        let join = EvenJoin::new(n);
        let (t, long) = (n / 2, LongDiagonals::new(n, None));
        for key in (0..1_u32 << n).filter(|key| key.count_ones() as usize == t) {
            let mut made: [SignatureList; CLASSES] = Default::default();
            join.placements(key, &mut made, SignatureList::add_pairs);
            let as_tops = made.each_mut().map(|list| sorted(list, None));
            assert_eq!(as_tops, searched(n, 0..t, key, long), "n = {n}, top of key {key:b}");
            let as_bottoms = made.each_mut().map(|list| sorted(list, Some(n)));
            assert_eq!(as_bottoms, searched(n, t..n, key, long), "n = {n}, bottom of {key:b}");
        }
    }
}

/// A list's signatures, flipped upside down for `Some(n)`, sorted.
fn sorted(list: &mut SignatureList, flip: Option<usize>) -> Vec<Signature> {
    let mut list = list.kept().to_vec();
    if let Some(n) = flip {
        list = list.into_iter().map(|signature| flipped(n, signature)).collect();
    }
    list.sort_unstable();
    list
}

/// For every board the join counts, in both bands cut as the join cuts
/// them, a lone queen of the left side and one of the right side have
/// words that meet exactly when they share a diagonal (a placement's word
/// is its queens' words ORed, so its pairs follow); and for even n the
/// mirror and the flip turn the words of the top band's queens into those
/// of their images.
#[test]
fn words_meet_exactly_when_queens_share_a_diagonal() {
    for n in MIN_N..=MAX_N {
        let t = n / 2;
        let even = n % 2 == 0;
        let long = LongDiagonals::new(n, (!even).then_some(t));
        let bottom_cut = if even { t } else { bottom_cut(n) };
        for (rows, cut) in [(0..t, t), (t..n, bottom_cut)] {
            let reach = Reach::new(n, &rows, cut);
            let side =
                |columns| SideSearch::new(n, rows.clone(), columns, long, reach, Kept::Every);
            let (left, right) = (side(0..cut), side(cut..n));
            let word = |side: &SideSearch, r: usize, c: usize, from: usize| {
                side.lone_word(r - rows.start, c - from).expect("every queen is kept")
            };
            for (r1, c1) in rows.clone().flat_map(|r| (0..cut).map(move |c| (r, c))) {
                for (r2, c2) in rows.clone().flat_map(|r| (cut..n).map(move |c| (r, c))) {
                    if r1 == r2 {
                        continue;
                    }
                    let attack = r1 + c2 == r2 + c1 || r1 + c1 == r2 + c2;
                    let meet = word(&left, r1, c1, 0) & word(&right, r2, c2, cut) != 0;
                    assert_eq!(meet, attack, "n = {n}, queens ({r1}, {c1}) and ({r2}, {c2})");
                }
            }
            if even && rows.start == 0 {
                let mirror = Mirror::new(n, t);
                let bottom = Reach::new(n, &(t..n), t);
                let below = SideSearch::new(n, t..n, 0..n, long, bottom, Kept::Every);
                for (r, c) in rows.clone().flat_map(|r| (0..cut).map(move |c| (r, c))) {
                    let image = word(&right, r, n - 1 - c, cut);
                    assert_eq!(mirror.apply(word(&left, r, c, 0)), image, "n = {n}, ({r}, {c})");
                    let signature = |word: u64| word & ((1 << (2 * n - 4)) - 1);
                    let upside_down = below.lone_word(n - 1 - r - t, c).expect("kept");
                    let flip = flipped(n, signature(word(&left, r, c, 0)));
                    assert_eq!(flip, signature(upside_down), "n = {n}, ({r}, {c}) upside down");
                }
            }
        }
    }
}

/// Sparse words, about half of their pairs disjoint, some of them 0 (the
/// empty placement's word).
fn words(seed: u64, count: usize) -> Vec<u64> {
    let mut state = seed;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count).map(|_| if next() % 9 == 0 { 0 } else { next() & next() & next() }).collect()
}

/// Adds the pairs of `left` and `right` to `list` eight at a time with
/// AVX-512, where this CPU has it (and then says so), else pair by pair.
#[multiversion::multiversion(targets("x86_64+avx512f+popcnt"))]
fn add_pairs_with_avx512(
    list: &mut SignatureList,
    left: &[u64],
    right: &[u64],
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
    left: &[u64],
    right: &[u64],
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
/// of one), onto a list that holds some already.
#[test]
fn pairs_made_in_registers_match_those_made_one_at_a_time() {
    type AddPairs = fn(&mut SignatureList, &[u64], &[u64], Signature) -> bool;
    let levels: [(AddPairs, bool); 2] = [
        (add_pairs_with_avx512, std::arch::is_x86_feature_detected!("avx512f")),
        (add_pairs_with_avx2, std::arch::is_x86_feature_detected!("avx2")),
    ];
    let mask: Signature = (1 << 40) - 1;
    for (add_pairs, has_level) in levels {
        for (left_len, right_len) in (0..=20).flat_map(|l| (0..=20).map(move |r| (l, r))) {
            let seed = 0x9e37_79b9_7f4a_7c15 ^ (left_len * 21 + right_len) as u64;
            let (left, right) = (words(seed, left_len), words(!seed, right_len));
            let mut expected = SignatureList::default();
            expected.add_pairs(&right, &left, mask);
            expected.add_pairs(&left, &right, mask);
            let mut made = SignatureList::default();
            made.add_pairs(&right, &left, mask);
            let used = add_pairs(&mut made, &left, &right, mask);
            assert_eq!(used, has_level, "the level is used where the CPU has it");
            assert_eq!(made.kept(), expected.kept(), "{left_len} x {right_len}");
        }
    }
}
