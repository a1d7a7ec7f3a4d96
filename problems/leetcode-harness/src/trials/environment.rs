//! The pastes of `check`'s trials that LeetCode's environment decides:
//! the crates it offers and one it does not, what edition 2024 rejects
//! and 2021 accepted, and a lint that denies by default.

use super::cases::{CheckCase, Crates, with_first_lines};
use crate::Problem;

/// Each a paste LeetCode accepts or rejects for its environment alone, the
/// yardstick's search around it.
pub(super) fn cases<P: Problem>() -> Vec<CheckCase> {
    let first = with_first_lines::<P>;
    let gen_helper = first("fn gen(k: i32) -> i32 { k } assert_eq!(gen(1), 1);");
    vec![
        CheckCase {
            crates: Crates::Built,
            ..CheckCase::new(
                "crates_itertools_is_offered",
                first("use itertools::Itertools; assert_eq!((0..4).permutations(2).count(), 12);"),
                &[],
            )
        },
        CheckCase {
            crates: Crates::Built,
            ..CheckCase::new(
                "crates_rand_is_offered",
                first("use rand::Rng; assert!(rand::thread_rng().gen_range(0..8) < 8);"),
                &[],
            )
        },
        CheckCase {
            crates: Crates::Built,
            ..CheckCase::new(
                "crates_regex_is_offered",
                first(r#"assert!(regex::Regex::new(r"^Q\.*$").unwrap().is_match("Q..."));"#),
                &[],
            )
        },
        CheckCase {
            crates: Crates::Offline,
            ..CheckCase::new(
                "crates_that_cannot_be_fetched",
                first("use itertools::Itertools; assert_eq!((0..4).permutations(2).count(), 12);"),
                &[],
            )
        },
        CheckCase::new("a_crate_leetcode_lacks", first("assert_eq!(num::abs(-1), 1);"), &[]),
        CheckCase::new("gen_is_a_keyword_in_2024", gen_helper.clone(), &[]),
        CheckCase::new("gen_is_a_name_in_2021", gen_helper, &["--edition", "2021"]),
        CheckCase::new(
            "a_static_mut_memo_in_2024",
            first("static mut MEMO: Vec<i32> = Vec::new(); unsafe { MEMO.push(1); }"),
            &[],
        ),
        CheckCase::new(
            "a_lint_that_denies_in_2021",
            first("let shifted = 1_i32 << 40; assert!(shifted != 0);"),
            &["--edition", "2021"],
        ),
    ]
}
