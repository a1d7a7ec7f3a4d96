//! The share of a count's pairs that the join tests, the figure its guide
//! gives: of all pairs of a top and a bottom on complementary columns, those
//! the join's symmetries leave to join, counted from plain searches of the
//! bands as `EvenJoin` and `OddJoin` choose them.
//!
//! For odd n, a key after its mirror image is not joined, and of the others
//! only the tops with no long-diagonal queen, against every bottom. For even
//! n, of the four keys `K`, `m(K)`, `~K` and `m(~K)` only the least is
//! joined: the tops of `K` with no long-diagonal queen against every bottom,
//! then those of `~K` against the bottoms with one or two (the bottoms of a
//! column set are the tops of it upside down, as many, with as many on the
//! long diagonals).

use super::keys::{mirror_image, other_columns};

/// For each column set, as a bit mask: its placements in the top band,
/// and those with no long-diagonal queen; and in the bottom band.
struct Bands {
    tops: Vec<u64>,
    plain_tops: Vec<u64>,
    bottoms: Vec<u64>,
}

/// Calls `visit` with the columns and whether a queen is on a long
/// diagonal, for each way to put a queen on each row from `r` to `end`,
/// none attacking another, after the queens on `columns`, `down` (`\`
/// diagonals) and `up` (`/`).
fn place(
    n: usize,
    r: usize,
    end: usize,
    taken: [u64; 3],
    long: bool,
    visit: &mut impl FnMut(usize, bool),
) {
    let [columns, down, up] = taken;
    if r == end {
        return visit(usize::try_from(columns).expect("a column set"), long);
    }
    for c in 0..n {
        let (d, u) = (1 << (r + n - 1 - c), 1 << (r + c));
        if columns & 1 << c == 0 && down & d == 0 && up & u == 0 {
            let on_long = r == c || r + c == n - 1;
            place(n, r + 1, end, [columns | 1 << c, down | d, up | u], long || on_long, visit);
        }
    }
}

impl Bands {
    /// The bands of `n`, cut between rows `n / 2 - 1` and `n / 2`.
    fn of(n: usize) -> Bands {
        let mut bands =
            Bands { tops: vec![0; 1 << n], plain_tops: vec![0; 1 << n], bottoms: vec![0; 1 << n] };
        place(n, 0, n / 2, [0; 3], false, &mut |columns, long| {
            bands.tops[columns] += 1;
            bands.plain_tops[columns] += u64::from(!long);
        });
        place(n, n / 2, n, [0; 3], false, &mut |columns, _| bands.bottoms[columns] += 1);
        bands
    }
}

/// The pairs of `n`, and those the join tests.
fn pairs(n: usize) -> (u64, u64) {
    let bands = Bands::of(n);
    let (mut pairs, mut joined) = (0, 0);
    for key in (0..1_u32 << n).filter(|key| key.count_ones() as usize == n / 2) {
        let other = other_columns(n, key);
        let (k, o) = (key as usize, other as usize);
        pairs += bands.tops[k] * bands.bottoms[o];
        let image = mirror_image(n, key);
        if n % 2 == 1 && image >= key {
            joined += bands.plain_tops[k] * bands.bottoms[o];
        }
        let least = image.min(other).min(mirror_image(n, other)) >= key;
        if n.is_multiple_of(2) && least {
            let with_long = bands.tops[k] - bands.plain_tops[k];
            joined += bands.plain_tops[k] * bands.bottoms[o] + bands.plain_tops[o] * with_long;
        }
    }
    (pairs, joined)
}

/// The share the join tests at each of `sizes`, to a tenth of a percent.
#[allow(clippy::cast_precision_loss, reason = "a share, to three digits")]
fn shares(sizes: std::ops::RangeInclusive<usize>) -> Vec<String> {
    sizes
        .map(|n| {
            let (pairs, joined) = pairs(n);
            format!("n = {n}: {:.1}%", 100.0 * joined as f64 / pairs as f64)
        })
        .collect()
}

/// About an eighth of the pairs for even n, a little more for odd.
#[test]
fn the_join_tests_an_eighth_of_the_pairs_or_a_little_more() {
    assert_eq!(
        shares(10..=13),
        ["n = 10: 12.8%", "n = 11: 16.9%", "n = 12: 12.7%", "n = 13: 15.8%"]
    );
}

/// The same at the sizes the guide quotes (seconds in a release build).
#[test]
#[ignore = "seconds in a release build"]
fn the_guide_s_shares_of_the_pairs() {
    assert_eq!(
        shares(14..=17),
        ["n = 14: 12.1%", "n = 15: 15.4%", "n = 16: 11.9%", "n = 17: 15.1%"]
    );
}
