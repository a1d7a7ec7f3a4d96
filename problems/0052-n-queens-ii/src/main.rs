//! The `n-queens-ii` command: compare the approaches, print one to paste.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use n_queens_ii::{APPROACHES, Approach, MAX_N};

/// LeetCode 52, N-Queens II: every classic approach to counting the solutions.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run every approach on one n and print a table of answers and times.
    Compare {
        /// The board size, 0 to 18.
        #[arg(value_parser = board_size)]
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
        Err(format!(
            "n must be from 0 to {MAX_N}: beyond {MAX_N} the count does not fit in LeetCode's i32"
        ))
    }
}

fn compare(n: i32) -> ExitCode {
    println!("n = {n}");
    println!("{:<20} {:>12} {:>12}", "approach", "answer", "time");
    let mut answers = Vec::new();
    for approach in APPROACHES {
        if n > approach.practical_limit {
            println!(
                "{:<20} {:>12} {:>12}  skipped: practical to n = {}",
                approach.name, "-", "-", approach.practical_limit
            );
            continue;
        }
        let (answer, time) = timed(|| (approach.total_n_queens)(n));
        println!("{:<20} {answer:>12} {:>12}", approach.name, format!("{time:.2?}"));
        answers.push((approach.name, answer));
    }
    let Some(&(first_name, first_answer)) = answers.first() else {
        return ExitCode::SUCCESS;
    };
    let disagreeing: Vec<_> =
        answers.iter().filter(|(_, answer)| *answer != first_answer).collect();
    if disagreeing.is_empty() {
        return ExitCode::SUCCESS;
    }
    for (name, answer) in disagreeing {
        eprintln!("error: {name} answers {answer}, but {first_name} answers {first_answer}");
    }
    ExitCode::FAILURE
}

/// Runs `f` once, returning its result and how long it took.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let result = f();
    (result, start.elapsed())
}

fn snippet(name: Option<&str>) -> ExitCode {
    if let Some(approach) = name.and_then(n_queens_ii::find) {
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
