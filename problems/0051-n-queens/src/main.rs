//! The `n-queens` command: show the boards, compare the approaches, print one to paste.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use n_queens::{APPROACHES, Approach, MAX_N};

/// LeetCode 51, N-Queens: every classic approach to listing the boards.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Print the boards for n as grids, numbered, then how many there are.
    Boards {
        /// The board size, 0 to 32.
        #[arg(value_parser = board_size, allow_negative_numbers = true)]
        n: i32,
        /// Stop after this many boards; they are found one at a time, so a
        /// large n answers at once.
        #[arg(long, value_name = "K", allow_negative_numbers = true)]
        limit: Option<usize>,
    },
    /// Run every approach on one n and print a table of boards found and
    /// times (the faster of two runs each).
    Compare {
        /// The board size, 0 to 32.
        #[arg(value_parser = board_size, allow_negative_numbers = true)]
        n: i32,
    },
    /// Print an approach's LeetCode paste text, and nothing else.
    Snippet {
        /// The approach; without it, the list of approaches.
        name: Option<String>,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Boards { n, limit } => boards(n, limit),
        Command::Compare { n } => compare(n),
        Command::Snippet { name } => snippet(name.as_deref()),
    }
}

/// Parses a board size that every approach accepts.
fn board_size(arg: &str) -> Result<i32, String> {
    let n: i32 = arg.parse().map_err(|_| format!("`{arg}` is not a whole number"))?;
    if (0..=MAX_N).contains(&n) {
        Ok(n)
    } else {
        Err(format!("n must be from 0 to {MAX_N}: a row of the board is held in 32 bits"))
    }
}

fn boards(n: i32, limit: Option<usize>) -> ExitCode {
    let n = usize::try_from(n).expect("board_size accepts no negative n");
    match write_boards(n, limit, &mut io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed pipe (`| head`) is no error worth a message.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Writes the boards for `n` as spaced grids, numbered, taking them one at a
/// time from the lazy iterator; then how many there were.
fn write_boards(n: usize, limit: Option<usize>, out: &mut impl Write) -> io::Result<()> {
    let mut shown = 0;
    for queens in n_queens::solutions(n).take(limit.unwrap_or(usize::MAX)) {
        shown += 1;
        writeln!(out, "board {shown}:")?;
        for row in n_queens::board(&queens) {
            let spaced: Vec<String> = row.chars().map(String::from).collect();
            writeln!(out, "  {}", spaced.join(" "))?;
        }
        writeln!(out)?;
    }
    if limit == Some(shown) {
        writeln!(out, "{shown} boards shown (stopped at --limit {shown})")
    } else {
        writeln!(out, "{shown} boards for n = {n}")
    }
}

fn compare(n: i32) -> ExitCode {
    println!("n = {n}");
    println!("{:<20} {:>12} {:>12}", "approach", "boards", "time");
    let mut answers = Vec::new();
    for approach in APPROACHES {
        if n > approach.practical_limit {
            println!(
                "{:<20} {:>12} {:>12}  skipped: practical to n = {}",
                approach.name, "-", "-", approach.practical_limit
            );
            continue;
        }
        // The faster of two runs: the first run of a large n also pays for
        // the fresh memory its answer takes (at n = 14 that doubled its time).
        let (_, first_time) = timed(|| (approach.solve_n_queens)(n));
        let (boards, second_time) = timed(|| (approach.solve_n_queens)(n));
        let time = first_time.min(second_time);
        println!("{:<20} {:>12} {:>12}", approach.name, boards.len(), format!("{time:.2?}"));
        // Keep a fingerprint, not the boards: at n = 14 each answer is some
        // 250 MB, and holding them all slowed the approaches timed later.
        answers.push((approach.name, boards.len(), fingerprint(boards)));
    }
    let Some(&(first_name, first_count, first_print)) = answers.first() else {
        return ExitCode::SUCCESS;
    };
    let disagreeing: Vec<_> =
        answers.iter().filter(|(_, _, print)| *print != first_print).collect();
    if disagreeing.is_empty() {
        return ExitCode::SUCCESS;
    }
    for (name, count, _) in disagreeing {
        eprintln!("error: {name} finds other boards ({count}) than {first_name} ({first_count})");
    }
    ExitCode::FAILURE
}

/// A hash of the set of boards: the same for two answers that hold the same
/// boards in any order (LeetCode accepts any order).
fn fingerprint(mut boards: Vec<Vec<String>>) -> u64 {
    boards.sort_unstable();
    let mut hasher = DefaultHasher::new();
    boards.hash(&mut hasher);
    hasher.finish()
}

/// Runs `f` once, returning its result and how long it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let result = f();
    (result, start.elapsed())
}

fn snippet(name: Option<&str>) -> ExitCode {
    if let Some(approach) = name.and_then(n_queens::find) {
        print!("{}", approach.paste_text());
        return ExitCode::SUCCESS;
    }
    if let Some(name) = name {
        eprintln!("error: no approach is called `{name}`");
    }
    eprintln!("Approaches:");
    for Approach { name, .. } in APPROACHES {
        eprintln!("  {name}");
    }
    ExitCode::from(2)
}
