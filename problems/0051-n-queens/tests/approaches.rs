//! Every approach's tests beside its known answers (those are the table in
//! `tests/answers.rs`): its out-of-range cases, its paste check, its
//! snippet, named like `bitmask::paste_2021`; then the commands' tests and
//! the guides'. Generated from `APPROACHES` by `leetcode-harness`:
//! `cargo test -p n-queens --test approaches bitmask` runs bitmask's alone
//! (a plain `cargo test -p n-queens bitmask` also runs the answers of
//! `bitmask_mirror` and the others whose names hold it; the answers table's
//! own filter is `answers::bitmask::`).

use std::process::ExitCode;

use leetcode_harness::trials::{self, Fixtures};
use n_queens::NQueens;

static FIXTURES: Fixtures = Fixtures {
    binary: env!("CARGO_BIN_EXE_n-queens"),
    commands: &[&["boards", "8"], &["construct", "1000000"]],
    wrong: include_str!("fixtures/wrong_at_6.rs"),
    target_tmp: env!("CARGO_TARGET_TMPDIR"),
    own: &[],
};

fn main() -> ExitCode {
    trials::main::<NQueens>(&FIXTURES)
}
