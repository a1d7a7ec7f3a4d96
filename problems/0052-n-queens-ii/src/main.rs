//! The `n-queens-ii` command: compare the approaches, count beyond LeetCode,
//! trace the bitmask search, print an approach to paste, practise.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use leetcode_harness::cli::{self, Failure, Outcome, Shared};
use n_queens_ii::NQueensII;
use n_queens_ii::fast_count::{self, Counter, Progress};

#[derive(Subcommand)]
/// The commands; `Shared` holds those every problem has.
enum Command {
    #[command(flatten)]
    Shared(Shared),
    /// Count the solutions beyond LeetCode, with every symmetry and every core:
    /// the total alone on the first line, then the unique count, threads, time.
    Count {
        /// The board size, 0 to 27.
        #[arg(value_parser = count_size, allow_negative_numbers = true)]
        n: usize,
        /// Threads to use [default: every core].
        #[arg(long, value_name = "K", value_parser = clap::value_parser!(u16).range(1..))]
        threads: Option<u16>,
    },
    /// Walk the bitmask search step by step, as on paper: masks in binary, the
    /// board so far, every placement and backtrack.
    Trace {
        /// The board size, 0 to 8 (larger traces are too long to read).
        #[arg(value_parser = trace_size, allow_negative_numbers = true)]
        n: usize,
    },
}

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(match command {
        Command::Shared(shared) => shared.run::<NQueensII>(&mut out),
        Command::Count { n, threads } => count(n, threads, &mut out),
        Command::Trace { n } => {
            n_queens_ii::trace::trace(n, &mut out).map(drop).map_err(Failure::Io)
        }
    })
}

/// Parses a board size small enough to trace.
fn trace_size(arg: &str) -> Result<usize, String> {
    let n: usize = arg.parse().map_err(|_| format!("`{arg}` is not a whole number from 0 up"))?;
    if n <= n_queens_ii::trace::MAX_N {
        Ok(n)
    } else {
        Err(format!(
            "n must be from 0 to {}: the trace of a larger board is too long to read",
            n_queens_ii::trace::MAX_N
        ))
    }
}

/// Parses a board size the fast counter accepts.
fn count_size(arg: &str) -> Result<usize, String> {
    let n: usize = arg.parse().map_err(|_| format!("`{arg}` is not a whole number from 0 up"))?;
    if n <= fast_count::MAX_N {
        Ok(n)
    } else {
        Err(format!(
            "n must be from 0 to {}: beyond that the count takes years, and soon overflows u64",
            fast_count::MAX_N
        ))
    }
}

fn count(n: usize, threads: Option<u16>, out: &mut dyn Write) -> Outcome {
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()).with_style(
        ProgressStyle::with_template(
            "{bar:40} {pos}/{len} subproblems, {elapsed} (about {eta} left)",
        )
        .expect("the template is valid"),
    );
    // Only runs that last over a second get a bar, and only on a terminal:
    // indicatif draws nothing when stderr is not one.
    let start = Instant::now();
    let show_progress = |progress: Progress| {
        if start.elapsed() > Duration::from_secs(1) {
            bar.set_length(progress.total as u64);
            bar.set_position(progress.done as u64);
        }
    };
    let mut counter = Counter::new(n).on_progress(&show_progress);
    if let Some(threads) = threads {
        counter = counter.threads(threads.into());
    }
    let counts = counter.run();
    let time = start.elapsed();
    bar.finish_and_clear();
    writeln!(out, "{}", counts.total)?;
    writeln!(out, "unique: {}", counts.unique)?;
    writeln!(out, "threads: {}", counter.thread_count())?;
    writeln!(out, "time: {time:.2?}")?;
    Ok(())
}
