//! The known answers: `n!` orders of `1..=n`, as one rstest table that
//! every approach runs, your attempts too, as a problem's crate has it:
//! `cargo test -p permutations answers::heap::` runs one approach's rows.

use rstest::rstest;

/// LeetCode's range, `1 <= nums.len() <= 6`. The rows are an rstest table,
/// put on the test that `in_leetcodes_range! { ... }` wraps.
macro_rules! in_leetcodes_range {
    ($test:item) => {
        #[rstest]
        #[case::n_01(1, 1)]
        #[case::n_02(2, 2)]
        #[case::n_03(3, 6)] // LeetCode's example 1
        #[case::n_04(4, 24)]
        #[case::n_05(5, 120)]
        #[case::n_06(6, 720)]
        $test
    };
}

/// Past it, as far as the tests reach.
macro_rules! past_leetcodes_range {
    ($test:item) => {
        #[rstest]
        #[case::n_07(7, 5_040)]
        #[case::n_08(8, 40_320)]
        $test
    };
}

leetcode_harness::known_answers!(permutations, permutations::Permutations);
