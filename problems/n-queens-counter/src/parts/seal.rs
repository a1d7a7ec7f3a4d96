//! Which units of work a part counts, and the checksum that seals it.

/// Mixed into a part's total before it is summed into the checksum, so that
/// a total and a unique share that trade places do not match.
const TOTAL_SALT: u64 = 0x7473_6f74;

/// Mixed into a part's share of the unique count likewise.
const UNIQUE_SALT: u64 = 0x7571_6e69;

/// How the engines share a count among their units, as a number raised
/// whenever a unit's share changes within one package version (2: even
/// n's keys count their orbits under the mirror and the complement), so
/// that parts made before and after such a change do not merge.
const SHARES_REVISION: u64 = 2;

/// How many of `0..units` are `mine`, and a sum over which: with the counts,
/// a part's checksum ([`seal`]), so that [`merge`](super::merge) catches a
/// part that claims other units or counts than it made.
pub(crate) fn checksum(units: usize, mine: &dyn Fn(usize) -> bool) -> (usize, u64) {
    (0..units)
        .filter(|&unit| mine(unit))
        .fold((0, 0), |(count, sum), unit| (count + 1, sum.wrapping_add(mix(unit as u64))))
}

/// What a part's checksum is made of: the sum over its units, its counts,
/// the package version that made it and [`SHARES_REVISION`] (a part of
/// another version or revision, whose units may be cut or counted
/// otherwise, does not match; the two do not tell every commit from
/// another).
pub(crate) fn seal(unit_sum: u64, total: u64, eight_unique: u64) -> u64 {
    let version = env!("CARGO_PKG_VERSION").bytes();
    let build = version.fold(mix(SHARES_REVISION), |hash, byte| mix(hash ^ u64::from(byte)));
    unit_sum
        .wrapping_add(mix(total ^ TOTAL_SALT))
        .wrapping_add(mix(eight_unique ^ UNIQUE_SALT))
        .wrapping_add(mix(build))
}

/// SplitMix64's finaliser (its published constants): spreads each number
/// over 64 bits.
pub(crate) fn mix(x: u64) -> u64 {
    let x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}
