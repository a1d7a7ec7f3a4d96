//! The known answers: how many boards of `n` queens there are (OEIS
//! A000170), as one rstest table that every approach runs, your attempts
//! too; every board is held to the independent checker in `src/checker.rs`. Each row is a test named after the approach and the size:
//!
//! ```text
//! cargo test -p n-queens answers::bitmask::       # bitmask's table alone
//! cargo test -p n-queens n_08                     # n = 8 for every approach
//! cargo test --release -p n-queens -- --include-ignored answers::bitmask::
//! ```
//!
//! The rows past LeetCode's range are ignored in a plain `cargo test`: the
//! slower approaches take longer there (each approach's practical limit is
//! in `src/lib.rs`).

use rstest::rstest;

/// LeetCode's range, `1 <= n <= 9`, its two examples among the rows.
/// The rows are an rstest table, put on the test that `in_leetcodes_range! { ... }`
/// wraps.
macro_rules! in_leetcodes_range {
    ($test:item) => {
        #[rstest]
        #[case::n_01(1, 1)] // LeetCode's example 2
        #[case::n_02(2, 0)]
        #[case::n_03(3, 0)]
        #[case::n_04(4, 2)] // LeetCode's example 1
        #[case::n_05(5, 10)]
        #[case::n_06(6, 4)]
        #[case::n_07(7, 40)]
        #[case::n_08(8, 92)]
        #[case::n_09(9, 352)]
        $test
    };
}

/// Past it, as far as the tests reach.
/// The rows are an rstest table, put on the test that `past_leetcodes_range! { ... }`
/// wraps.
macro_rules! past_leetcodes_range {
    ($test:item) => {
        #[rstest]
        #[case::n_10(10, 724)]
        #[case::n_11(11, 2_680)]
        #[case::n_12(12, 14_200)]
        #[case::n_13(13, 73_712)]
        #[case::n_14(14, 365_596)]
        $test
    };
}

// Every approach's test of each row, the library's copy held to the rows,
// and each approach's filter running its table alone.
leetcode_harness::known_answers!(n_queens, n_queens::NQueens);
