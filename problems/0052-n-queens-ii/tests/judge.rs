//! The judge's cache of compiled pastes: a binary is kept for the same
//! program, edition, flags and compiler, and made anew when one changes.

use leetcode_harness::judge::{Edition, Judge, Limits};
use n_queens_ii::NQueensII;
use pretty_assertions::assert_eq;

fn paste() -> &'static str {
    n_queens_ii::APPROACHES.iter().find(|a| a.name == "bitmask").expect("bitmask").paste_text()
}

#[test]
fn a_paste_compiles_once_and_anew_when_it_changes() {
    let cache = tempfile::tempdir().expect("a temporary folder");
    let compile = |paste: &str, edition| {
        Judge::compile::<NQueensII>(paste, edition, true, Some(cache.path())).expect("compiles")
    };
    let first = compile(paste(), Edition::E2021);
    assert!(!first.cached());
    let again = compile(paste(), Edition::E2021);
    assert!(again.cached());
    assert_eq!(again.run("8", Limits::LEETCODE).expect("runs").0, "92\n");

    let changed = format!("{}\n// one more line\n", paste());
    assert!(!compile(&changed, Edition::E2021).cached());
    assert!(!compile(paste(), Edition::E2024).cached());
    assert!(compile(&changed, Edition::E2021).cached());
}
