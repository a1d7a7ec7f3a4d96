//! The plumbing of each problem's `tests/answers.rs`, written once: a test
//! for every approach and row of the problem's table of known answers, the
//! library's copy of the answers held to the table, and each approach's
//! filter running its own table alone. The problem's file states its table
//! and nothing else (see [`known_answers!`](crate::known_answers)).

use crate::Problem;

/// One row of a problem's table: `answer`, what the approach `approach`
/// returned for `n`, must pass the problem's own check and count
/// `expected`, the row's answer. A failing row says in words which
/// approach, which `n`, what was expected and what came back.
///
/// # Panics
///
/// If the answer is wrong.
pub fn known_row<P: Problem>(approach: &str, n: i32, expected: i32, answer: &P::Answer) {
    if let Err(wrong) = P::verify(n, answer) {
        panic!("{approach}, n = {n}: {wrong}");
    }
    let (expected, got) = (u64::try_from(expected).expect("a count"), P::count(answer));
    assert!(got == expected, "{approach}, n = {n}: expected {expected}, got {got}");
}

/// The library's copy of the answers (what `check` and `compare` use) at
/// `n` equals the table's row.
///
/// # Panics
///
/// If they differ.
pub fn library_row<P: Problem>(n: i32, expected: i32) {
    let (expected, copy) = (u64::try_from(expected).expect("a count"), P::expected(n));
    assert!(copy == expected, "the library's answer at n = {n} is {copy}, the table's {expected}");
}

/// A problem's `tests/answers.rs` after its two tables of known answers:
/// `in_leetcodes_range!` and `past_leetcodes_range!`, each a macro that puts
/// rstest's `#[rstest]` and one `#[case(n, answer)]` per row on the test it
/// wraps. `known_answers!(krate, Problem)` then writes, for every approach
/// of `krate`'s list (attempts too), `answers::<module>::in_range` and
/// `past_range` (ignored: slow for some approaches), checked by
/// [`known_row`]; `library::*`, the library's copy held to the rows; and the
/// test that each approach's filter runs its table alone.
#[macro_export]
macro_rules! known_answers {
    ($krate:ident, $problem:ty) => {
        $crate::known_answers!(@with ($) $krate, $problem);
    };
    (@with ($d:tt) $krate:ident, $problem:ty) => {
        /// For each approach, `mod <approach>` with a test for each row.
        macro_rules! answers_of {
            ($d method:ident: $d( $d approach:ident ),*) => {
                $d( mod $d approach {
                    use super::*;

                    fn answer(n: i32) -> <$problem as $crate::Listing>::Answer {
                        let input = <$problem as $crate::Problem>::input(n);
                        $krate::approaches::$d approach::Solution::$d method(input)
                    }

                    in_leetcodes_range! {
                        fn in_range(#[case] n: i32, #[case] expected: i32) {
                            let name = stringify!($d approach);
                            $crate::trials::known_row::<$problem>(name, n, expected, &answer(n));
                        }
                    }

                    past_leetcodes_range! {
                        #[ignore = "slow for some approaches: run with --release -- --include-ignored"]
                        fn past_range(#[case] n: i32, #[case] expected: i32) {
                            let name = stringify!($d approach);
                            $crate::trials::known_row::<$problem>(name, n, expected, &answer(n));
                        }
                    }
                } )*
            };
        }

        /// Every approach of `APPROACHES`, in its order.
        mod answers {
            use super::*;

            $krate::each_approach!(answers_of);
        }

        /// The copy of the answers that `check` and `compare` use is this table.
        mod library {
            use super::*;

            in_leetcodes_range! {
                fn in_range(#[case] n: i32, #[case] expected: i32) {
                    $crate::trials::library_row::<$problem>(n, expected);
                }
            }

            past_leetcodes_range! {
                fn past_range(#[case] n: i32, #[case] expected: i32) {
                    $crate::trials::library_row::<$problem>(n, expected);
                }
            }
        }

        /// `answers::<approach>::` runs that approach's table alone, not
        /// another's whose name holds it (`bitmask`, `my_bitmask`).
        #[test]
        fn each_approach_filter_runs_its_table_alone() {
            $crate::trials::each_table_filter_runs_alone::<$problem>();
        }
    };
}
