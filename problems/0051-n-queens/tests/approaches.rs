//! Every approach, one test per size: `cargo test -p n-queens bitmask` runs
//! bitmask's alone, `cargo test -p n-queens n_08` n = 8 for all. The tests
//! are generated from `APPROACHES` by `leetcode-harness`; every board is held
//! to the independent checker in `src/checker.rs`.

use std::process::ExitCode;

use leetcode_harness::trials::{self, Fixtures};
use n_queens::NQueens;

static FIXTURES: Fixtures = Fixtures {
    binary: env!("CARGO_BIN_EXE_n-queens"),
    commands: &[&["boards", "8"], &["construct", "1000000"]],
    wrong_at_6: include_str!("fixtures/wrong_at_6.rs"),
    target_tmp: env!("CARGO_TARGET_TMPDIR"),
};

fn main() -> ExitCode {
    trials::main::<NQueens>(&FIXTURES)
}
