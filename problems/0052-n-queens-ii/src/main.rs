//! The `n-queens-ii` command: compare the approaches, count beyond LeetCode,
//! trace the bitmask search, print an approach to paste.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use n_queens_ii::fast_count::{self, Counter, Progress};
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
    /// Run every approach on one n, and the fast counter on one thread and on
    /// every core; print a table of answers, times, and times relative to the
    /// `bitmask` approach.
    Compare {
        /// The board size, 0 to 18.
        #[arg(value_parser = board_size, allow_negative_numbers = true)]
        n: i32,
        /// Run only this approach, even beyond its practical limit (repeatable).
        #[arg(long, value_name = "NAME", value_parser = approach_name)]
        only: Vec<String>,
    },
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
    /// Print an approach's LeetCode paste text, and nothing else.
    Snippet {
        /// The approach; without it, the list of approaches.
        name: Option<String>,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Compare { n, only } => compare(n, &only),
        Command::Count { n, threads } => count(n, threads),
        Command::Trace { n } => {
            let mut out = std::io::stdout().lock();
            match n_queens_ii::trace::trace(n, &mut out) {
                Ok(_) => ExitCode::SUCCESS,
                // A closed pipe (`| head`) is no error worth a message.
                Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("error: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Snippet { name } => snippet(name.as_deref()),
    }
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

fn count(n: usize, threads: Option<u16>) -> ExitCode {
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
    println!("{}", counts.total);
    println!("unique: {}", counts.unique);
    println!("threads: {}", counter.thread_count());
    println!("time: {time:.2?}");
    ExitCode::SUCCESS
}

/// Checks that an approach of that name exists.
fn approach_name(arg: &str) -> Result<String, String> {
    if let Some(approach) = n_queens_ii::find(arg) {
        return Ok(approach.name.to_owned());
    }
    let names: Vec<&str> = APPROACHES.iter().map(|approach| approach.name).collect();
    Err(format!("no approach is called `{arg}`; there are {}", names.join(", ")))
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

/// One row of the `compare` table.
struct Row {
    name: String,
    /// The answer and the time, or why the approach was skipped.
    outcome: Result<(u64, Duration), String>,
}

fn compare(n: i32, only: &[String]) -> ExitCode {
    let mut rows: Vec<Row> = APPROACHES
        .iter()
        .filter(|approach| only.is_empty() || only.iter().any(|name| name == approach.name))
        .map(|approach| Row {
            name: approach.name.to_owned(),
            outcome: if !only.is_empty() || n <= approach.practical_limit {
                let (answer, time) = timed(|| (approach.total_n_queens)(n));
                Ok((u64::try_from(answer).expect("a count is never negative"), time))
            } else {
                Err(format!("skipped: practical to n = {}", approach.practical_limit))
            },
        })
        .collect();
    let size = usize::try_from(n).expect("board_size accepts no negative n");
    let cores = Counter::new(size).thread_count();
    let thread_counts = if cores > 1 { vec![1, cores] } else { vec![1] };
    for threads in thread_counts {
        let (counts, time) = timed(|| Counter::new(size).threads(threads).run());
        let name = format!("fast-count, {threads} thread{}", if threads == 1 { "" } else { "s" });
        rows.push(Row { name, outcome: Ok((counts.total, time)) });
    }

    let yardstick =
        rows.iter().find(|row| row.name == "bitmask").and_then(|row| row.outcome.as_ref().ok());
    println!("n = {n}");
    println!("{:<22} {:>12} {:>12} {:>12}", "approach", "answer", "time", "vs bitmask");
    for Row { name, outcome } in &rows {
        match outcome {
            Ok((answer, time)) => {
                let ratio = yardstick.map_or(String::from("-"), |(_, bitmask)| {
                    format!("{:.3}", time.as_secs_f64() / bitmask.as_secs_f64())
                });
                println!("{name:<22} {answer:>12} {:>12} {ratio:>12}", format!("{time:.2?}"));
            }
            Err(reason) => println!("{name:<22} {:>12} {:>12} {:>12}  {reason}", "-", "-", "-"),
        }
    }

    let answers: Vec<(&str, u64)> = rows
        .iter()
        .filter_map(|row| row.outcome.as_ref().ok().map(|(answer, _)| (row.name.as_str(), *answer)))
        .collect();
    let (first_name, first_answer) = answers[0];
    let disagreeing: Vec<_> =
        answers.iter().filter(|(_, answer)| *answer != first_answer).collect();
    for (name, answer) in &disagreeing {
        eprintln!("error: {name} answers {answer}, but {first_name} answers {first_answer}");
    }
    if disagreeing.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
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
