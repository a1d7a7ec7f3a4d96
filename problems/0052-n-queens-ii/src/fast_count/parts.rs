//! Counting in parts, for many machines: which units of work a part counts,
//! the checksum that seals it, and the merge that adds parts up.

use super::symmetry_search::Plan;
use super::{Counts, Engine, MAX_N, SMALLEST_SEARCHED, join};

/// The units of the work for `n` with `engine`, numbered from 0, as
/// [`Counter::run_part`](super::Counter::run_part) cuts them (split).
pub(super) fn units(n: usize, engine: Engine, split: bool) -> usize {
    match engine {
        _ if n < SMALLEST_SEARCHED => 1,
        Engine::Join => join::Join::key_count(n),
        Engine::Symmetry | Engine::Auto => Plan::new(n, split).units(),
    }
}

/// How many of `0..units` are `mine`, and a sum over which: with the counts,
/// a part's checksum ([`seal`]), so that [`merge`] catches a part that
/// claims other units or counts than it made.
pub(super) fn checksum(units: usize, mine: &dyn Fn(usize) -> bool) -> (usize, u64) {
    (0..units)
        .filter(|&unit| mine(unit))
        .fold((0, 0), |(count, sum), unit| (count + 1, sum.wrapping_add(mix(unit as u64))))
}

/// What a part's checksum is made of: the sum over its units, its counts,
/// and the build that made it (a part of another version, whose units may
/// be cut otherwise, does not match).
pub(super) fn seal(unit_sum: u64, total: u64, eight_unique: u64) -> u64 {
    let build = env!("CARGO_PKG_VERSION").bytes().fold(0, |hash, byte| mix(hash ^ u64::from(byte)));
    unit_sum
        .wrapping_add(mix(total ^ 0x7473_6f74))
        .wrapping_add(mix(eight_unique ^ 0x7571_6e69))
        .wrapping_add(mix(build))
}

/// SplitMix64's finaliser: spreads each number over 64 bits.
fn mix(x: u64) -> u64 {
    let x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// One part of a count split for many machines: what [`Counter::run_part`](super::Counter::run_part)
/// counts, and [`merge`] adds up.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Part {
    /// The board size.
    pub n: usize,
    /// Which part, from 0.
    pub part: usize,
    /// Of how many.
    pub parts: usize,
    /// The engine that counted it: parts of one count share it.
    pub engine: Engine,
    /// The solutions it counted.
    pub total: u64,
    /// Its share of 8 times the unique count (Burnside's sum for the join,
    /// 8 per group representative for the symmetry search).
    pub eight_unique: u64,
    /// How many units of work it counted.
    pub units: usize,
    /// A checksum of which units it counted, its counts, and the build.
    pub checksum: u64,
}

/// Adds up the parts of one count.
///
/// # Errors
///
/// If the parts are not exactly parts `0..K` of one count (same n, engine
/// and K), each once, each with the units its number implies and a checksum
/// that matches its units and counts.
pub fn merge(parts: &[Part]) -> Result<Counts, String> {
    let Some(first) = parts.first() else { return Err("no parts to merge".to_owned()) };
    let (n, count, engine) = (first.n, first.parts, first.engine);
    let counts_here = match engine {
        Engine::Symmetry => n <= MAX_N,
        Engine::Join => n <= join::MAX_N,
        Engine::Auto => false,
    };
    if !counts_here || count == 0 {
        return Err(format!(
            "part {} is of no count this build makes (n = {n}, {count} parts, {engine:?})",
            first.part
        ));
    }
    let expected_units = units(n, engine, true);
    let mut seen = std::collections::BTreeSet::new();
    for part in parts {
        if (part.n, part.parts, part.engine) != (n, count, engine) {
            return Err(format!(
                "part {} is of another count (n = {}, {} parts, {:?}) than part {} (n = {n}, {count} parts, {engine:?})",
                part.part, part.n, part.parts, part.engine, first.part
            ));
        }
        if part.part >= count || !seen.insert(part.part) {
            return Err(format!("part {} of {count} comes twice or is out of range", part.part));
        }
        let mine = |unit: usize| unit % count == part.part;
        let (units, unit_sum) = checksum(expected_units, &mine);
        if (units, seal(unit_sum, part.total, part.eight_unique)) != (part.units, part.checksum) {
            return Err(format!(
                "part {}'s units, counts or checksum do not match: altered, or from another build?",
                part.part
            ));
        }
    }
    if let Some(missing) = (0..count).find(|part| !seen.contains(part)) {
        return Err(format!("part {missing} of {count} is missing"));
    }
    let (mut total, mut eight_unique) = (0_u64, 0_u64);
    for part in parts {
        let overflow = || "the parts' counts overflow u64: altered?".to_owned();
        total = total.checked_add(part.total).ok_or_else(overflow)?;
        eight_unique = eight_unique.checked_add(part.eight_unique).ok_or_else(overflow)?;
    }
    if eight_unique % 8 != 0 {
        return Err("the parts' unique shares do not add up to a multiple of 8".to_owned());
    }
    Ok(Counts { total, unique: eight_unique / 8 })
}
