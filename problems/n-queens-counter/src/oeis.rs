//! The known counts, from OEIS, for every `n` the counter counts: what the
//! tests check every engine against, and what `--status` measures a
//! journal's progress by. No engine reads them.

use crate::counts::MAX_N;

/// OEIS A000170: every solution, for `n = 0..=MAX_N`: problem 52's table,
/// the workspace's one copy.
pub use n_queens_ii::A000170;

const _: () = assert!(A000170.len() == MAX_N + 1, "A000170 reaches MAX_N");

/// OEIS A002562: the solutions distinct up to rotation and reflection,
/// for `n = 0..=MAX_N`.
pub const A002562: [u64; MAX_N + 1] = [
    1,
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];
