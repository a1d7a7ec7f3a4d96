//! Every approach, one test per size: `cargo test -p n-queens-ii bitmask`
//! runs bitmask's alone, `cargo test -p n-queens-ii n_08` n = 8 for all.
//! The tests are generated from `APPROACHES` by `leetcode-harness`.

use std::process::ExitCode;

use leetcode_harness::trials::{self, Fixtures};
use n_queens_ii::NQueensII;

static FIXTURES: Fixtures = Fixtures {
    binary: env!("CARGO_BIN_EXE_n-queens-ii"),
    commands: &[&["count", "12"], &["count", "12", "--part", "0/2"], &["trace", "8"]],
    wrong_at_6: include_str!("fixtures/wrong_at_6.rs"),
    target_tmp: env!("CARGO_TARGET_TMPDIR"),
};

fn main() -> ExitCode {
    trials::main::<NQueensII>(&FIXTURES)
}
