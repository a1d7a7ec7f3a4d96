//! The `n-queens` command: show the boards, write one down with no search,
//! compare the approaches, print one to paste, practise.

use std::io::{self, Write};
use std::process::ExitCode;

use clap::Subcommand;
use leetcode_harness::Problem;
use leetcode_harness::cli::{self, Outcome, Shared};
use n_queens::{MAX_N, NQueens};

/// The largest board `boards` takes, as a size.
const BOARDS_MAX_N: usize = MAX_N as usize;

#[derive(Subcommand)]
/// The commands; `Shared` holds those every problem has.
enum Command {
    /// Print the boards for n as grids, numbered, then how many there are.
    Boards {
        /// The board size, 0 to 32.
        #[arg(value_parser = cli::size_up_to(BOARDS_MAX_N, NQueens::TOO_LARGE), allow_negative_numbers = true)]
        n: usize,
        /// Stop after this many boards; they are found one at a time, so a
        /// large n answers at once.
        #[arg(long, value_name = "K", allow_negative_numbers = true)]
        limit: Option<usize>,
    },
    /// Write down one board for n with no search (the explicit
    /// construction): the column of each row's queen, from 0; up to n = 32,
    /// the grid too.
    Construct {
        /// The board size, 0 to 10,000,000.
        #[arg(value_parser = cli::size_up_to(CONSTRUCT_MAX_N, ""), allow_negative_numbers = true)]
        n: usize,
    },
    #[command(flatten)]
    Shared(Shared),
}

/// The largest board `construct` writes: its one line of columns is some
/// 70 MB there.
const CONSTRUCT_MAX_N: usize = 10_000_000;

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(match command {
        Command::Boards { n, limit } => boards(n, limit, &mut out),
        Command::Construct { n } => construct(n, &mut out),
        Command::Shared(shared) => shared.run::<NQueens>(&mut out),
    })
}

/// Writes one board as a spaced grid, a row a line.
fn write_grid(queens: &[usize], out: &mut dyn Write) -> io::Result<()> {
    for row in n_queens::board(queens) {
        let spaced: Vec<String> = row.chars().map(String::from).collect();
        writeln!(out, "  {}", spaced.join(" "))?;
    }
    Ok(())
}

/// Writes the constructed board for `n`: as a grid up to n = 32, then the
/// column of each row's queen on one line.
fn construct(n: usize, out: &mut dyn Write) -> Outcome {
    let Some(queens) = n_queens::construction::one_solution(n) else {
        writeln!(out, "no board for n = {n}")?;
        return Ok(());
    };
    if n <= 32 {
        write_grid(&queens, out)?;
        writeln!(out)?;
    }
    let mut out = io::BufWriter::new(out);
    write!(out, "columns:")?;
    for column in &queens {
        write!(out, " {column}")?;
    }
    writeln!(out)?;
    out.flush()?;
    Ok(())
}

/// Writes the boards for `n` as spaced grids, numbered, taking them one at a
/// time from the lazy iterator; then how many there were.
fn boards(n: usize, limit: Option<usize>, out: &mut dyn Write) -> Outcome {
    let mut solutions = n_queens::solutions(n).peekable();
    let mut shown = 0;
    while let Some(queens) = solutions.next_if(|_| limit != Some(shown)) {
        shown += 1;
        writeln!(out, "board {shown}:")?;
        write_grid(&queens, out)?;
        writeln!(out)?;
    }
    let boards = if shown == 1 { "1 board".to_owned() } else { format!("{shown} boards") };
    if solutions.peek().is_some() {
        writeln!(out, "{boards} shown (stopped at --limit {shown})")?;
    } else {
        writeln!(out, "{boards} for n = {n}")?;
    }
    Ok(())
}
