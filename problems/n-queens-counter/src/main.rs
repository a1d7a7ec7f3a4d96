//! The `n-queens-counter` command: count the solutions far beyond LeetCode,
//! as one run or as parts to merge, and regenerate the guide's table.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Subcommand;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use leetcode_harness::cli::{self, Failure, Outcome};
use n_queens_counter::x86_64_levels::Level;
use n_queens_counter::{
    self as fast_count, Counter, EngineChoice, Journal, Part, PartFile, Progress, Status,
};

#[derive(Subcommand)]
/// The commands.
enum Command {
    /// Count the solutions beyond LeetCode, with every symmetry and every core:
    /// the total alone on the first line, then the unique count, threads,
    /// engine, instruction level, time. `N_QUEENS_LEVEL` (avx512, avx2,
    /// popcnt, baseline) caps the level, to measure a lower one.
    Count {
        /// The board size, 0 to 27.
        #[arg(value_parser = cli::size_up_to(fast_count::MAX_N, COUNT_LIMIT), allow_negative_numbers = true,
              required_unless_present = "merge", conflicts_with = "merge")]
        n: Option<usize>,
        /// Threads to use [default: every core].
        #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16)
              .range(1..=i64::from(fast_count::MAX_THREADS)))]
        threads: Option<u16>,
        /// How to count: `auto` picks the fastest for n.
        #[arg(long, value_enum, default_value_t = EngineChoice::Auto)]
        engine: EngineChoice,
        /// Count only part I of K disjoint parts (from 0, e.g. `3/8`), for
        /// one machine of many: prints the part as one JSON line, or writes
        /// it to `--output`.
        #[arg(long, value_name = "I/K", value_parser = part_of)]
        part: Option<(usize, usize)>,
        /// Write the part to FILE instead: a temporary file beside it,
        /// renamed onto FILE once the part is counted, so that a part killed
        /// halfway leaves no FILE.
        #[arg(long, value_name = "FILE", requires = "part")]
        output: Option<PathBuf>,
        /// Keep a journal of the count in FILE, each unit of work as it is
        /// finished: the same command run again (after Ctrl-C, a kill, a
        /// batch job's time limit) counts only the units it does not hold.
        /// A journal of another count is refused.
        #[arg(long, value_name = "FILE")]
        journal: Option<PathBuf>,
        /// Count nothing: print what the journal holds of the count (units
        /// done, their share of the known total, the time they took, what is
        /// left at that pace).
        #[arg(long, requires = "journal", conflicts_with_all = ["output", "merge"])]
        status: bool,
        /// Add up the parts made by `--part` (files, one JSON line each),
        /// refusing a missing, repeated or mismatched part, or one whose
        /// checksum does not match its units and counts.
        #[arg(long, value_name = "FILE", num_args = 1..,
              conflicts_with_all = ["threads", "engine", "part", "journal"])]
        merge: Vec<PathBuf>,
    },
    /// Regenerate the guide's generated table from the code (its times
    /// only with `--timings`).
    Docs {
        /// Measure the table anew, and date it.
        #[arg(long)]
        timings: bool,
        /// Change nothing: exit 1 if the table is stale.
        #[arg(long)]
        check: bool,
    },
}

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(match command {
        Command::Count { n: None, merge, .. } => merge_parts(&merge, &mut out),
        Command::Count {
            n: Some(n),
            threads,
            engine,
            part,
            journal: Some(journal),
            status: true,
            ..
        } => journal_status(n, threads, engine, part, &journal, &mut out),
        Command::Count { n: Some(n), threads, engine, part, output, journal, .. } => {
            count(n, threads, engine, part, output.as_deref(), journal.as_deref(), &mut out)
        }
        Command::Docs { timings, check } => n_queens_counter::guide::docs(timings, check, &mut out),
    })
}

/// Why `count` goes no further than `fast_count::MAX_N`.
const COUNT_LIMIT: &str = "beyond that the count takes years, and soon overflows u64";

/// How long a count runs before it shows a progress bar: quick ones show none.
const BAR_AFTER: Duration = Duration::from_secs(1);

/// The most parts a count is cut into: more than any batch of machines.
const MAX_PARTS: usize = 1 << 16;

/// `--part` that is not a part `I/K` with `0 <= I < K <= MAX_PARTS`.
#[derive(Debug)]
struct NotAPart(String);

impl fmt::Display for NotAPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a part I/K with 0 <= I < K <= {MAX_PARTS}, like 0/4", self.0)
    }
}

impl std::error::Error for NotAPart {}

/// Parses `I/K`, a part of K parts, `0 <= I < K <= MAX_PARTS`.
fn part_of(arg: &str) -> Result<(usize, usize), NotAPart> {
    let parsed = arg.split_once('/').and_then(|(i, k)| Some((i.parse().ok()?, k.parse().ok()?)));
    match parsed {
        Some((i, k)) if i < k && k <= MAX_PARTS => Ok((i, k)),
        _ => Err(NotAPart(arg.to_owned())),
    }
}

/// Adds up the parts in `files`, and prints the count as a whole run does.
fn merge_parts(files: &[PathBuf], out: &mut dyn Write) -> Outcome {
    let mut parts = Vec::new();
    for file in files {
        let read = |error: String| Failure::Usage(format!("{}: {error}", file.display()));
        let text = fs::read_to_string(file).map_err(|error| read(error.to_string()))?;
        let part: Part =
            serde_json::from_str(text.trim()).map_err(|error| read(error.to_string()))?;
        parts.push(part);
    }
    let counts = fast_count::merge(&parts).map_err(|error| Failure::Usage(error.to_string()))?;
    writeln!(out, "{}", counts.total)?;
    writeln!(out, "unique: {}", counts.unique)?;
    writeln!(out, "parts: {}", parts.len())?;
    writeln!(out, "engine: {}", parts[0].engine)?;
    Ok(())
}

/// Prints what the `journal` of the count of `n` (or of its `part`) holds.
fn journal_status(
    n: usize,
    threads: Option<u16>,
    engine: EngineChoice,
    part: Option<(usize, usize)>,
    journal: &Path,
    out: &mut dyn Write,
) -> Outcome {
    check_engine(n, engine)?;
    // `auto` resolves by the threads: without `--threads`, a journal of
    // either resolution (one thread, or more) is this count's.
    let threads: Vec<usize> = match (threads, engine) {
        (Some(threads), _) => vec![threads.into()],
        (None, EngineChoice::Auto) => vec![1, 2],
        (None, EngineChoice::Engine(_)) => vec![1],
    };
    let mut status = Err(Failure::Usage(String::new()));
    for threads in threads {
        let of = Counter::new(n).engine(engine).threads(threads).journal_of(part);
        status = Status::read(journal, of).map_err(|error| Failure::Usage(error.to_string()));
        if status.is_ok() {
            break;
        }
    }
    let status = status?;
    writeln!(out, "journal: {}", journal.display())?;
    write!(out, "{status}")?;
    Ok(())
}

/// Refuses an engine that does not count `n`.
fn check_engine(n: usize, engine: EngineChoice) -> Outcome {
    let max = engine.max_n();
    if n > max {
        return Err(Failure::Usage(format!("n = {n}: the {engine} engine counts up to n = {max}")));
    }
    Ok(())
}

/// Counts `n`, or its `part` (written to `output` if given, else to `out`),
/// keeping a `journal` if given.
fn count(
    n: usize,
    threads: Option<u16>,
    engine: EngineChoice,
    part: Option<(usize, usize)>,
    output: Option<&Path>,
    journal: Option<&Path>,
    out: &mut dyn Write,
) -> Outcome {
    let level = Level::from_env().map_err(Failure::Usage)?;
    check_engine(n, engine)?;
    // Before the count: a path that cannot be written is a bad argument,
    // refused at once, not after the hours a part may take.
    let part_file = output.map(PartFile::create).transpose();
    let part_file = part_file.map_err(|error| Failure::Usage(error.to_string()))?;
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr()).with_style(
        ProgressStyle::with_template(
            "{bar:40} {pos}/{len} units of work, {elapsed} (about {eta} left)",
        )
        .expect("the template is valid"),
    );
    // Only runs that last over BAR_AFTER get a bar, and only on a terminal:
    // indicatif draws nothing when stderr is not one.
    let start = Instant::now();
    let shown = std::sync::Once::new();
    let show_progress = |progress: Progress| {
        if start.elapsed() > BAR_AFTER {
            bar.set_length(progress.total as u64);
            bar.set_position(progress.done as u64);
            // From what was done when it was first shown: the units a
            // journal held passed in an instant, and tell no speed.
            shown.call_once(|| bar.reset_eta());
        }
    };
    let mut counter = Counter::new(n).engine(engine).on_progress(&show_progress);
    if let Some(threads) = threads {
        counter = counter.threads(threads.into());
    }
    let journal = journal
        .map(|path| Journal::open(path, counter.journal_of(part)))
        .transpose()
        .map_err(|error| Failure::Usage(error.to_string()))?;
    if let Some(journal) = &journal {
        let of = journal.of();
        if journal.units_held() > 0 {
            eprintln!(
                "the journal holds {} of the {} units: counting the rest",
                journal.units_held(),
                of.units
            );
        }
        counter = counter.journal(journal);
    }
    if let Some((part, parts)) = part {
        let part = counter.run_part(part, parts);
        bar.finish_and_clear();
        if let Some(file) = part_file {
            return file.write(&part).map_err(Failure::Io);
        }
        let json = serde_json::to_string(&part).expect("a part is plain data");
        writeln!(out, "{json}")?;
        return Ok(());
    }
    let counts = counter.run();
    let time = start.elapsed();
    bar.finish_and_clear();
    writeln!(out, "{}", counts.total)?;
    writeln!(out, "unique: {}", counts.unique)?;
    writeln!(out, "threads: {}", counter.thread_count())?;
    writeln!(out, "engine: {}", counter.engine_used())?;
    writeln!(out, "level: {}", level.name())?;
    writeln!(out, "time: {time:.2?}")?;
    Ok(())
}
