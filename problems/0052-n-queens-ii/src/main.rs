//! The `n-queens-ii` command: compare the approaches, trace the bitmask
//! search, print an approach to paste, practise.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Subcommand;
use leetcode_harness::cli::{self, Failure, Shared};
use n_queens_ii::NQueensII;

#[derive(Subcommand)]
/// The commands; `Shared` holds those every problem has.
enum Command {
    #[command(flatten)]
    Shared(Shared),
    /// Walk the bitmask search step by step, as on paper: masks in binary, the
    /// board so far, every placement and backtrack.
    Trace {
        /// The board size, 0 to 8 (larger traces are too long to read).
        #[arg(value_parser = cli::size_up_to(n_queens_ii::trace::MAX_N, TRACE_LIMIT),
              allow_negative_numbers = true)]
        n: usize,
        /// Write the trace as one self-contained HTML page to step through
        /// in a browser (the bitmask and the set-based search, English and
        /// Chinese) instead of text.
        #[arg(long)]
        html: bool,
    },
}

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(match command {
        Command::Shared(shared) => shared.run::<NQueensII>(&mut out),
        Command::Trace { n, html: false } => {
            n_queens_ii::trace::trace(n, &mut out).map(drop).map_err(Failure::Io)
        }
        Command::Trace { n, html: true } => {
            out.write_all(n_queens_ii::trace::page::html(&[n]).as_bytes()).map_err(Failure::Io)
        }
    })
}

/// Why `trace` goes no further than `trace::MAX_N`.
const TRACE_LIMIT: &str = "the trace of a larger board is too long to read";
