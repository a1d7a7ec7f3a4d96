//! One run of a compiled paste text on one `n`, within LeetCode's limits.

use std::fs::{self, File};
use std::io::Write as _;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};
use std::{error, fmt, io};

use wait_timeout::ChildExt;

use super::group::Group;
use super::{ANSWER_FOLLOWS, Judge};

/// How often a run is looked at: its memory, its output, the clock.
const LOOK_EVERY: Duration = Duration::from_millis(5);

/// A megabyte, as LeetCode counts memory: 2^20 bytes.
pub const MB: u64 = 1 << 20;

/// What one run may take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Wall time, and on Linux CPU time too (of every process the run
    /// starts); a run still going is stopped.
    pub time: Duration,
    /// Resident memory in bytes of every process the run starts; a run over
    /// it is stopped. Watched on Linux alone (from `/proc`); elsewhere no
    /// limit holds.
    pub memory: u64,
    /// Bytes the solution itself may print (its answer is apart).
    pub output: u64,
    /// Bytes any one file the run writes may hold (Linux: `RLIMIT_FSIZE`);
    /// a run that writes past it is stopped.
    pub file: u64,
    /// Processes the run may have at once, itself included (Linux: counted
    /// in its process group); a run over it is stopped.
    pub processes: usize,
}

impl Limits {
    /// LeetCode's limits, as near as they are known: 2 seconds, 256 MB,
    /// and 8 MB of printing. LeetCode names no bound on files or
    /// processes: a file may hold as much as the memory limit, and 64
    /// processes are many more than a solution needs.
    pub const LEETCODE: Limits = Limits {
        time: Duration::from_secs(2),
        memory: 256 * MB,
        output: 8 * MB,
        file: 256 * MB,
        processes: 64,
    };
}

/// Why one run did not give an answer.
#[derive(Debug)]
pub enum RunError {
    /// Still running at the time limit, and stopped.
    TooSlow(Duration),
    /// Over the memory limit (bytes), and stopped.
    TooMuchMemory(u64),
    /// Printed more than the output limit (bytes), and stopped.
    TooMuchOutput(u64),
    /// Wrote a file past the file limit (bytes), and was stopped.
    FileTooLarge(u64),
    /// Had more processes at once than the limit, and was stopped.
    TooManyProcesses(usize),
    /// Ended with an error: a panic, say.
    Crashed(Crash),
    /// Could not be run.
    Io(io::Error),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            RunError::TooSlow(limit) => write!(f, "still running after {limit:.1?}, stopped"),
            RunError::TooMuchMemory(limit) => {
                write!(f, "over the memory limit of {} MB, stopped", limit / MB)
            }
            RunError::TooMuchOutput(limit) => {
                write!(f, "printed over the output limit of {} MB, stopped", limit.div_ceil(MB))
            }
            RunError::FileTooLarge(limit) => {
                write!(f, "wrote a file past the limit of {} MB, stopped", limit.div_ceil(MB))
            }
            RunError::TooManyProcesses(limit) => {
                write!(f, "over {limit} processes at once, stopped")
            }
            RunError::Crashed(crash) => write!(f, "{crash}"),
            RunError::Io(error) => write!(f, "could not run: {error}"),
        }
    }
}

impl error::Error for RunError {
    fn source(&self) -> Option<&(dyn error::Error + 'static)> {
        match self {
            RunError::Io(error) => Some(error),
            _ => None,
        }
    }
}

impl From<io::Error> for RunError {
    fn from(error: io::Error) -> Self {
        RunError::Io(error)
    }
}

/// How a run ended badly, told as LeetCode tells it: a panic's message and
/// the paste text's line, no backtrace.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Crash {
    /// A panic: its message, and the line of the paste text it came from
    /// (none if it came from elsewhere).
    Panic {
        /// What the panic said.
        message: String,
        /// The paste text's line, from 1.
        line: Option<u32>,
    },
    /// Any other end: the exit status, and the first line of what it printed
    /// on standard error (a stack overflow, say).
    Other {
        /// How it ended.
        status: String,
        /// The first line of its standard error, if any.
        said: Option<String>,
    },
}

impl Crash {
    /// Reads a failed run's standard error; a panic's line counts only
    /// within the paste text's `paste_lines` (past them is the judge's own
    /// `main`).
    fn read(status: ExitStatus, stderr: &str, paste_lines: usize) -> Crash {
        let panic = stderr.lines().position(|line| line.contains(" panicked at "));
        let Some(at) = panic else {
            let said = stderr.lines().find(|line| !line.trim().is_empty()).map(str::to_owned);
            return Crash::Other { status: status.to_string(), said };
        };
        let lines: Vec<&str> = stderr.lines().collect();
        // `thread 'main' (7) panicked at solution.rs:7:13:`, then the message.
        let location = lines[at].rsplit_once(" panicked at ").map_or("", |(_, at)| at);
        let line = location
            .strip_prefix(super::compiler::SOURCE)
            .and_then(|rest| rest.strip_prefix(':')?.split(':').next()?.parse().ok())
            .filter(|&line: &u32| usize::try_from(line).is_ok_and(|line| line <= paste_lines));
        let message: Vec<&str> = lines[at + 1..]
            .iter()
            .take_while(|line| !line.starts_with("note: "))
            .copied()
            .collect();
        Crash::Panic { message: message.join("\n"), line }
    }
}

impl fmt::Display for Crash {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Crash::Panic { message, line: Some(line) } => {
                write!(f, "panicked at line {line}: {message}")
            }
            Crash::Panic { message, line: None } => write!(f, "panicked: {message}"),
            Crash::Other { status, said: Some(said) } => write!(f, "{status}: {said}"),
            Crash::Other { status, said: None } => write!(f, "{status}"),
        }
    }
}

impl Judge {
    /// Runs the program on `input` (as [`Problem::write_input`] writes it)
    /// within `limits`: what it wrote as its answer, and how long it took.
    /// The input goes to the judge's `main` on standard input, once the
    /// limits are set; the paste then finds it empty.
    ///
    /// # Errors
    ///
    /// If it breaks a limit, crashes, or cannot be run.
    ///
    /// [`Problem::write_input`]: crate::Problem::write_input
    pub fn run(&self, input: &str, limits: Limits) -> Result<(String, Duration), RunError> {
        // Files, not pipes: a pipe fills up and stalls a program that prints
        // megabytes while nobody reads it.
        let dir = self.scratch.path();
        let run = self.runs.fetch_add(1, Ordering::Relaxed);
        let [stdout, stderr, answer] =
            ["stdout", "stderr", "answer"].map(|file| dir.join(format!("{file}-{run}")));
        // A working folder of its own, gone with the run, as a submission
        // has on LeetCode: what the program writes there stays there.
        let workdir = tempfile::tempdir()?;
        let mut command = Command::new(&self.binary);
        command
            .arg(&answer)
            .env("RUST_BACKTRACE", "0")
            .current_dir(workdir.path())
            .stdin(Stdio::piped())
            .stdout(File::create(&stdout)?)
            .stderr(File::create(&stderr)?);
        Group::prepare(&mut command);
        let start = Instant::now();
        let mut child = command.spawn()?;
        let group = Group::of(&child);
        group.limit_files(limits.file);
        // A program that has ended already cannot read it: no error.
        if let Some(mut stdin) = child.stdin.take() {
            let _ = writeln!(stdin, "{input}");
        }
        let status = watch(&mut child, &group, start, limits, [&stdout, &stderr]);
        // Whatever it started ends with it, however it ended.
        group.end(&mut child);
        let time = start.elapsed();
        let said = fs::read(&stderr).map(|said| String::from_utf8_lossy(&said).into_owned());
        let written =
            fs::read(&answer).map(|written| String::from_utf8_lossy(&written).into_owned());
        // A run's files go as soon as they are read: the answers of large n
        // take megabytes.
        for file in [&stdout, &stderr, &answer] {
            let _ = fs::remove_file(file);
        }
        let status = status?;
        if Group::wrote_past_the_file_limit(status) {
            return Err(RunError::FileTooLarge(limits.file));
        }
        if !status.success() {
            return Err(RunError::Crashed(Crash::read(status, &said?, self.paste_lines)));
        }
        // No answer at all (the program ended itself, say) is not an empty one.
        let marker = format!("{ANSWER_FOLLOWS}\n");
        match written.ok().and_then(|written| Some(written.split_once(&marker)?.1.to_owned())) {
            Some(answer) => Ok((answer, time)),
            None => Err(RunError::Crashed(Crash::Other {
                status: status.to_string(),
                said: Some("the program ended without returning an answer".to_owned()),
            })),
        }
    }
}

/// Waits for `child`, stopping its whole group as soon as it breaks a
/// limit: the wall time, the group's CPU time, memory or number of
/// processes (see [`Group`]); what it prints, on either stream, counts
/// against the output limit.
fn watch(
    child: &mut Child,
    group: &Group,
    start: Instant,
    limits: Limits,
    printed: [&Path; 2],
) -> Result<ExitStatus, RunError> {
    loop {
        if let Some(status) = child.wait_timeout(LOOK_EVERY)? {
            return Ok(status);
        }
        let usage = group.usage();
        let broken = if start.elapsed() >= limits.time
            || usage.is_some_and(|usage| usage.cpu >= limits.time)
        {
            Some(RunError::TooSlow(limits.time))
        } else if usage.is_some_and(|usage| usage.memory > limits.memory) {
            Some(RunError::TooMuchMemory(limits.memory))
        } else if usage.is_some_and(|usage| usage.processes > limits.processes) {
            Some(RunError::TooManyProcesses(limits.processes))
        } else if printed
            .iter()
            .filter_map(|file| fs::metadata(file).ok())
            .map(|file| file.len())
            .sum::<u64>()
            > limits.output
        {
            Some(RunError::TooMuchOutput(limits.output))
        } else {
            None
        };
        if let Some(broken) = broken {
            group.end(child);
            child.wait()?;
            return Err(broken);
        }
    }
}
