//! The commands every problem's binary has, and the one place where a
//! command's outcome becomes an exit code.
//!
//! Every command writes to a `&mut dyn Write` and returns an [`Outcome`];
//! [`exit`] turns it into the exit code: 0 on success and on a closed pipe
//! (`| head` is no error), 1 when the command found something wrong or could
//! not write, 2 for bad arguments, 3 when something it needs could not be
//! had (`check`'s crates, offline), each with a message on stderr.

mod args;
mod attempt;
mod check;
mod compare;

use std::env;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

pub use args::{ArgError, size_up_to, whole_number};
#[cfg(feature = "tests")]
pub(crate) use attempt::approaches_dir;

use crate::docs::{self, Stale};
use crate::judge::{Edition, LEETCODE, Limits, MB};
use crate::{Guide, Problem};

/// A problem's command line: its subcommands `C`, which flatten [`Shared`].
#[derive(clap::Parser)]
struct Cli<C: clap::Subcommand> {
    #[command(subcommand)]
    command: C,
}

/// Parses the command line into one of `C`'s commands, with the name, version
/// and description of the calling package (`env!("CARGO_PKG_NAME")`, ...).
/// Bad arguments end the process with clap's message and exit code 2.
#[must_use]
pub fn parse<C: clap::Subcommand>(
    name: &'static str,
    version: &'static str,
    about: &'static str,
) -> C {
    use clap::{CommandFactory, FromArgMatches};
    let command = Cli::<C>::command().name(name).bin_name(name).version(version).about(about);
    let matches = command.get_matches();
    Cli::<C>::from_arg_matches(&matches).unwrap_or_else(|error| error.exit()).command
}

/// Why a command did not succeed.
#[derive(Debug)]
pub enum Failure {
    /// The arguments are wrong: the message says how (exit 2).
    Usage(String),
    /// The command ran and found something wrong, which it has already
    /// reported (exit 1): approaches that disagree, a check that failed.
    Found,
    /// Writing the output failed (exit 1, or 0 for a closed pipe).
    Io(io::Error),
    /// Something the command needs could not be had: the message says what,
    /// and how to get it (exit 3).
    Unavailable(String),
}

impl From<io::Error> for Failure {
    fn from(error: io::Error) -> Self {
        Failure::Io(error)
    }
}

/// What a command returns.
pub type Outcome = Result<(), Failure>;

/// The exit code for a command's outcome, with a message on stderr when one is due.
#[must_use]
pub fn exit(outcome: Outcome) -> ExitCode {
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        // The reader has all it wanted (`| head`): stop quietly.
        Err(Failure::Io(error)) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Io(error)) => {
            eprintln!("error: cannot write the output: {error}");
            ExitCode::FAILURE
        }
        Err(Failure::Found) => ExitCode::FAILURE,
        Err(Failure::Unavailable(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(3)
        }
        Err(Failure::Usage(message)) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

/// The commands every problem's binary has; each binary adds its own beside
/// them (`#[command(flatten)]`).
#[derive(Debug, clap::Subcommand)]
pub enum Shared {
    /// Run every approach on one n and print a table of answers, times (the
    /// best of a few runs) and times relative to the problem's yardstick
    /// approach.
    Compare {
        /// The size of the input, n (the problem makes LeetCode's input of that size).
        #[arg(value_parser = whole_number, allow_negative_numbers = true)]
        n: i32,
        /// Run only this approach, even beyond its practical limit (repeatable).
        #[arg(long, value_name = "NAME")]
        only: Vec<String>,
        /// Time the best of this many runs of each.
        #[arg(long, value_name = "K", default_value_t = 2,
              value_parser = clap::value_parser!(u32).range(1..=100))]
        runs: u32,
        /// Print the table in Markdown, as the study guides show it.
        #[arg(long)]
        markdown: bool,
    },
    /// Print an approach's LeetCode paste text, and nothing else.
    Snippet {
        /// The approach; without it, the names of the approaches.
        name: Option<String>,
    },
    /// Start your own attempt: write `src/approaches/NAME.rs` from a template and add it
    /// to the list of approaches, so that the tests, `compare`, the benchmarks
    /// and `snippet` all see it.
    New {
        /// The module name: lowercase letters, digits and `_`, e.g. `my_idea`.
        name: String,
        /// The problem's crate folder [default: this crate's].
        #[arg(long, value_name = "DIR", hide = true)]
        crate_dir: Option<PathBuf>,
    },
    /// Regenerate the study guides' generated regions and pictures from the
    /// code (timing tables only with `--timings`).
    Docs {
        /// Measure the timing tables anew, and date them.
        #[arg(long)]
        timings: bool,
        /// Change nothing: exit 1 if a region or picture is stale.
        #[arg(long)]
        check: bool,
        /// Keep the pitfalls' compiled pastes in this folder (the tests' own
        /// cache) [default: a temporary one, for this run].
        #[arg(long, value_name = "DIR", hide = true)]
        cache: Option<PathBuf>,
    },
    /// Judge a paste text as LeetCode would: compile it alone, run it on
    /// LeetCode's range of n within the limits, check every answer, give LeetCode's
    /// verdict; then try larger n while each takes under a second.
    #[command(after_help = check::environment_line())]
    Check {
        /// The file holding exactly what you paste into LeetCode; `-` for stdin.
        file: PathBuf,
        /// The Rust edition to compile under: LeetCode's by default; 2021
        /// judges as LeetCode did before edition 2024.
        #[arg(long, value_enum, default_value_t = LEETCODE.edition)]
        edition: Edition,
        /// Seconds one n may take before it is stopped (Time Limit Exceeded).
        #[arg(long, value_name = "SECONDS", default_value_t = 2.0,
              value_parser = args::time_limit)]
        time_limit: f64,
        /// Megabytes of memory one n may take (Memory Limit Exceeded;
        /// watched on Linux).
        #[arg(long, value_name = "MB", default_value_t = Limits::LEETCODE.memory / MB,
              value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
        memory_limit: u64,
        /// Megabytes the solution may print itself (Output Limit Exceeded).
        #[arg(long, value_name = "MB", default_value_t = Limits::LEETCODE.output / MB,
              value_parser = clap::value_parser!(u64).range(1..=1 << 20))]
        output_limit: u64,
        /// Keep compiled pastes in this folder, to judge the same paste again
        /// without compiling it (the tests' own cache).
        #[arg(long, value_name = "DIR", hide = true)]
        cache: Option<PathBuf>,
    },
}

/// The `docs` command of any crate with guides, around its `generate`,
/// which rewrites (with `check`, compares) the regions and returns what is
/// stale: refuses `--timings` in a debug build (a table stamped
/// `--release` is measured in one), then says what is left and how to
/// bring it up to date.
///
/// # Errors
///
/// [`Failure::Usage`] for `timings` in a debug build; [`Failure::Found`]
/// when a guide cannot be read or written, or something is left stale.
pub fn docs(
    package: &str,
    timings: bool,
    check: bool,
    generate: impl FnOnce() -> io::Result<Vec<Stale>>,
) -> Outcome {
    let measure = crate::stamp::timings_command(package);
    if timings && cfg!(debug_assertions) {
        return Err(Failure::Usage(format!("measure the timings in a release build: {measure}")));
    }
    let stale = generate().map_err(|error| {
        eprintln!("error: the guides of {package}: {error}");
        Failure::Found
    })?;
    // Without `--check`, all but the timing regions are now current.
    let left: Vec<&Stale> = stale.iter().filter(|stale| check || stale.needs_timings).collect();
    for Stale { file, what, .. } in &left {
        eprintln!("stale: {what} in {}", file.display());
    }
    if left.is_empty() {
        return Ok(());
    }
    if left.iter().any(|stale| stale.needs_timings) {
        eprintln!("the rows of a timing table changed: measure them again with `{measure}`");
    } else {
        eprintln!("regenerate them with `cargo run -p {package} -- docs`");
    }
    Err(Failure::Found)
}

impl Shared {
    /// Runs the command.
    ///
    /// # Errors
    ///
    /// As the command fails; see [`Failure`].
    pub fn run<P: Guide>(self, out: &mut dyn Write) -> Outcome {
        match self {
            Shared::Compare { n, only, runs, markdown } => {
                compare::compare::<P>(n, &only, runs, markdown, out)
            }
            Shared::Docs { timings, check, cache } => {
                in_the_checkout::<P>("docs")?;
                // Each paste judged for the guides is compiled once per run.
                let temporary = if cache.is_none() { tempfile::tempdir().ok() } else { None };
                let cache = cache.as_deref().or(temporary.as_ref().map(tempfile::TempDir::path));
                docs(P::PACKAGE, timings, check, || docs::generate::<P>(timings, check, cache, out))
            }
            Shared::Snippet { name } => snippet::<P>(name.as_deref(), out),
            Shared::New { name, crate_dir } => {
                let crate_dir = if let Some(crate_dir) = crate_dir {
                    crate_dir
                } else {
                    in_the_checkout::<P>("new")?;
                    PathBuf::from(P::CRATE_DIR)
                };
                attempt::new::<P>(&name, &crate_dir, out)
            }
            Shared::Check { file, edition, time_limit, memory_limit, output_limit, cache } => {
                let limits = Limits {
                    time: Duration::from_secs_f64(time_limit),
                    memory: memory_limit * MB,
                    output: output_limit * MB,
                    ..Limits::LEETCODE
                };
                check::check::<P>(&file, edition, limits, cache.as_deref(), out)
            }
        }
    }
}

/// `command` writes into the checkout this binary was built from (its
/// folders are fixed when it is compiled): refuses to run from a folder
/// outside that checkout, where a user would expect it to write.
fn in_the_checkout<P: Problem>(command: &str) -> Outcome {
    let workspace = P::workspace_dir();
    let (Ok(workspace), Ok(here)) = (workspace.canonicalize(), env::current_dir()) else {
        return Ok(());
    };
    if here.canonicalize().is_ok_and(|here| here.starts_with(&workspace)) {
        return Ok(());
    }
    Err(Failure::Usage(format!(
        "`{command}` writes into {}, the checkout this binary was built from, and you are in {}: \
         run it from that checkout (`cd {0}`), or build the binary of this one",
        workspace.display(),
        here.display()
    )))
}

/// Prints an approach's paste text; without a name, lists the approaches.
fn snippet<P: Problem>(name: Option<&str>, out: &mut dyn Write) -> Outcome {
    let Some(name) = name else {
        for approach in P::APPROACHES {
            writeln!(out, "{}", approach.name)?;
        }
        return Ok(());
    };
    let Some(approach) = P::find(name) else {
        return Err(compare::unknown_approach::<P>(name));
    };
    out.write_all(approach.paste_text().as_bytes())?;
    Ok(())
}
