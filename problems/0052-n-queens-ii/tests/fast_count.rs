//! The fast counter against OEIS A000170 (all solutions) and A002562 (up to symmetry).

use n_queens_ii::fast_count::{Counter, Counts};
use pretty_assertions::assert_eq;
use rstest::rstest;

#[rstest]
#[case(0, 1, 1)]
#[case(1, 1, 1)]
#[case(2, 0, 0)]
#[case(3, 0, 0)]
#[case(4, 2, 1)]
#[case(5, 10, 2)]
#[case(6, 4, 1)]
#[case(7, 40, 6)]
#[case(8, 92, 12)]
#[case(9, 352, 46)]
#[case(10, 724, 92)]
#[case(11, 2_680, 341)]
#[case(12, 14_200, 1_787)]
#[case(13, 73_712, 9_233)]
#[case(14, 365_596, 45_752)]
fn matches_oeis_on_every_thread_count(#[case] n: usize, #[case] total: u64, #[case] unique: u64) {
    for threads in 1..=4 {
        assert_eq!(
            Counter::new(n).threads(threads).run(),
            Counts { total, unique },
            "{threads} threads"
        );
    }
}

/// Seconds to minutes: `cargo test --release -p n-queens-ii -- --ignored`.
#[rstest]
#[case(15, 2_279_184, 285_053)]
#[case(16, 14_772_512, 1_846_955)]
#[case(17, 95_815_104, 11_977_939)]
#[ignore = "slow: run with `cargo test --release -p n-queens-ii -- --ignored`"]
fn matches_oeis_for_larger_n(#[case] n: usize, #[case] total: u64, #[case] unique: u64) {
    assert_eq!(Counter::new(n).run(), Counts { total, unique });
}
