//! The `n-queens-counter` command: count the solutions far beyond LeetCode,
//! as one run or as parts to merge, and regenerate the guide's table.

use std::fmt;
use std::fs;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Once;
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use leetcode_harness::cli::{self, Failure, Outcome};
use n_queens_counter::{
    self as fast_count, Counter, EngineChoice, Journal, Level, Part, PartFile, Progress, Report,
};

#[derive(Subcommand)]
/// The commands.
enum Command {
    /// Count the solutions beyond LeetCode, with every symmetry and every core:
    /// the total alone on the first line, then the unique count, threads,
    /// engine, instruction level, time. `N_QUEENS_LEVEL` (avx512, avx2,
    /// popcnt, baseline) caps the level, to measure a lower one.
    Count(CountArgs),
    /// Regenerate the guides' tables, from the records and journals, and
    /// the picture of the join.
    Docs {
        /// Measure timed tables anew (as every crate's `docs` takes it; the
        /// counter's guides have none since the table against `bitmask`
        /// moved to HISTORY.md).
        #[arg(long)]
        timings: bool,
        /// Change nothing: exit 1 if a table or the picture is stale.
        #[arg(long)]
        check: bool,
    },
}

/// What `count` is asked: the count, and where it goes.
#[derive(Args)]
struct CountArgs {
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
    /// done, of a part's journal out of the part's own, their share of the
    /// known total, the time they took, what is left at that pace).
    #[arg(long, requires = "journal", conflicts_with_all = ["output", "merge"])]
    status: bool,
    /// Add up the parts made by `--part` (files, one JSON line each),
    /// refusing a missing, repeated or mismatched part, or one whose
    /// checksum does not match its units and counts.
    #[arg(long, value_name = "FILE", num_args = 1..,
          conflicts_with_all = ["threads", "engine", "part", "journal"])]
    merge: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let mut out = io::stdout().lock();
    let about = env!("CARGO_PKG_DESCRIPTION");
    let command = cli::parse(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"), about);
    cli::exit(match command {
        Command::Count(args) => match args.n {
            None => merge_parts(&args.merge, &mut out),
            Some(n) => count_or_status(n, &args, &mut out),
        },
        Command::Docs { timings, check } => n_queens_counter::guide::docs(timings, check, &mut out),
    })
}

/// Why `count` goes no further than `fast_count::MAX_N`.
const COUNT_LIMIT: &str =
    "beyond that a count would take millennia of CPU time, and soon overflow u64";

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

/// A failure the user caused, told by its message.
fn usage(error: impl fmt::Display) -> Failure {
    Failure::Usage(error.to_string())
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
    let counts = fast_count::merge(&parts).map_err(usage)?;
    writeln!(out, "{}", counts.total)?;
    writeln!(out, "unique: {}", counts.unique)?;
    writeln!(out, "parts: {}", parts.len())?;
    writeln!(out, "engine: {}", parts[0].engine)?;
    Ok(())
}

/// Counts `n` as `args` ask, or prints what their journal holds of it.
fn count_or_status(n: usize, args: &CountArgs, out: &mut dyn Write) -> Outcome {
    let mut counter = Counter::new(n).try_engine(args.engine).map_err(usage)?;
    if let Some(threads) = args.threads {
        counter = counter.threads(threads.into());
    }
    match &args.journal {
        Some(journal) if args.status => {
            let status = counter.journal_status(journal, args.part).map_err(usage)?;
            writeln!(out, "journal: {}", journal.display())?;
            write!(out, "{status}")?;
            Ok(())
        }
        _ => count(counter, args, out),
    }
}

/// Counts with `counter`, whole or the part `args` ask (written to their
/// `--output` if given, else to `out`), keeping their journal if given.
fn count(counter: Counter, args: &CountArgs, out: &mut dyn Write) -> Outcome {
    let level = Level::chosen().map_err(Failure::Usage)?;
    // Before the count: a path that cannot be written is a bad argument,
    // refused at once, not after the hours a part may take.
    let part_file = args.output.as_deref().map(PartFile::create).transpose().map_err(usage)?;
    let journal = args.journal.as_deref();
    let journal = journal.map(|path| Journal::open(path, counter.journal_of(args.part)));
    let journal = journal.transpose().map_err(usage)?;
    let bar = Bar::new();
    let show = |progress: Progress| bar.show(progress);
    let mut counter = counter.on_progress(&show);
    if let Some(journal) = &journal {
        let (held, units) = (journal.units_held(), journal.of().units());
        if held > 0 {
            eprintln!("the journal holds {held} of the {units} units: counting the rest");
        }
        counter = counter.journal(journal);
    }
    if let Some((part, parts)) = args.part {
        let part = counter.run_part(part, parts);
        bar.finish();
        return match part_file {
            Some(file) => file.write(&part).map_err(Failure::Io),
            None => Ok(writeln!(out, "{}", serde_json::to_string(&part).expect("plain data"))?),
        };
    }
    let report = counter.report();
    let time = bar.finish();
    print_report(&report, counter.thread_count(), level, time, out)
}

/// Prints what a whole count found, and what counted it: the total alone
/// on the first line.
fn print_report(
    report: &Report,
    asked: usize,
    level: Level,
    time: Duration,
    out: &mut dyn Write,
) -> Outcome {
    let Report { counts, engine, threads } = report;
    writeln!(out, "{}", counts.total)?;
    writeln!(out, "unique: {}", counts.unique)?;
    if *threads < asked {
        writeln!(out, "threads: {threads} of the {asked} asked (the others could not start)")?;
    } else {
        writeln!(out, "threads: {threads}")?;
    }
    writeln!(out, "engine: {engine}")?;
    writeln!(out, "level: {}", level.name())?;
    writeln!(out, "time: {time:.2?}")?;
    Ok(())
}

/// The progress bar of a count: shown only for runs that last over
/// [`BAR_AFTER`], and only on a terminal (indicatif draws nothing when
/// stderr is not one).
struct Bar {
    drawn: ProgressBar,
    start: Instant,
    shown: Once,
}

impl Bar {
    /// A bar, not shown yet, and the count's clock started.
    fn new() -> Bar {
        let style = ProgressStyle::with_template(
            "{bar:40} {pos}/{len} units of work, {elapsed} (about {eta} left)",
        )
        .expect("the template is valid");
        let drawn = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
        let drawn = drawn.with_style(style);
        Bar { drawn, start: Instant::now(), shown: Once::new() }
    }

    /// Shows `progress`, once the count has run long enough.
    fn show(&self, progress: Progress) {
        if self.start.elapsed() > BAR_AFTER {
            self.drawn.set_length(progress.total as u64);
            self.drawn.set_position(progress.done as u64);
            // From what was done when it was first shown: the units a
            // journal held passed in an instant, and tell no speed.
            self.shown.call_once(|| self.drawn.reset_eta());
        }
    }

    /// Clears the bar; the time since the count started.
    fn finish(&self) -> Duration {
        let time = self.start.elapsed();
        self.drawn.finish_and_clear();
        time
    }
}
