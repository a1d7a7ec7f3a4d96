//! The known counts every test checks against, written once.

/// For `n = 0..=20`: OEIS A000170 (every solution) and A002562 (solutions
/// up to rotation and reflection).
pub const COUNTS: [(u64, u64); 21] = [
    (1, 1),
    (1, 1),
    (0, 0),
    (0, 0),
    (2, 1),
    (10, 2),
    (4, 1),
    (40, 6),
    (92, 12),
    (352, 46),
    (724, 92),
    (2_680, 341),
    (14_200, 1_787),
    (73_712, 9_233),
    (365_596, 45_752),
    (2_279_184, 285_053),
    (14_772_512, 1_846_955),
    (95_815_104, 11_977_939),
    (666_090_624, 83_263_591),
    (4_968_057_848, 621_012_754),
    (39_029_188_884, 4_878_666_808),
];

/// The known counts of `n`.
pub fn counts(n: usize) -> n_queens_counter::Counts {
    let (total, unique) = COUNTS[n];
    n_queens_counter::Counts { total, unique }
}
