//! The `permutations` command: the harness's second problem with the
//! commands every problem has (`compare`, `snippet`, `new`, `check`,
//! `docs`), so that their tests run for it too.

use std::io;
use std::process::ExitCode;

use leetcode_harness::cli::{self, Shared};
use permutations::Permutations;

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command: Shared = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(command.run::<Permutations>(&mut out))
}
