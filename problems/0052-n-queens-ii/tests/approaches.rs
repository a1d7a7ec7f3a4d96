//! Every approach's tests beside its known answers (those are the table in
//! `tests/answers.rs`): its out-of-range cases, its paste check, its
//! snippet, named like `bitmask::paste_2021`; then the commands' tests and
//! the guides'. Generated from `APPROACHES` by `leetcode-harness`:
//! `cargo test -p n-queens-ii --test approaches bitmask` runs bitmask's alone
//! (a plain `cargo test -p n-queens-ii bitmask` also runs the answers of
//! `bitmask_mirror` and the others whose names hold it; the answers table's
//! own filter is `answers::bitmask::`).

use std::process::ExitCode;

use leetcode_harness::trials::{self, Fixtures};
use n_queens_ii::NQueensII;

mod page;

static FIXTURES: Fixtures = Fixtures {
    binary: env!("CARGO_BIN_EXE_n-queens-ii"),
    commands: &[&["trace", "8"]],
    wrong: include_str!("fixtures/wrong_at_6.rs"),
    target_tmp: env!("CARGO_TARGET_TMPDIR"),
    // The browser takes seconds: beside the other tests, not after them.
    own: &[
        (
            "page::the_page_shows_the_rust_trace_in_a_browser",
            page::shows_the_rust_trace_in_a_browser,
        ),
        ("page::the_page_loads_nothing", page::loads_nothing),
    ],
};

fn main() -> ExitCode {
    trials::main::<NQueensII>(&FIXTURES)
}
