//! What judging a paste text gives: LeetCode's verdict on its range, the
//! note on the sizes past it, each run's row; and how to judge (the
//! `steps` module judges).

use std::ops::RangeInclusive;
use std::path::Path;
use std::time::Duration;
use std::{error, fmt, io};

use super::{Crash, Edition, Limits, RunError, Unavailable};

/// How to judge: the compiler's settings, the limits, how far to go.
#[derive(Clone, Copy, Debug)]
pub struct Settings<'a> {
    /// The edition to compile under.
    pub edition: Edition,
    /// Warnings are errors (the project's own paste texts have none).
    pub strict: bool,
    /// What each run may take.
    pub limits: Limits,
    /// Where compiled binaries are kept between runs of the judge, if anywhere.
    pub cache: Option<&'a Path>,
    /// Go past LeetCode's range after an accepted verdict, while it is quick.
    pub beyond: bool,
}

/// LeetCode's verdicts.
#[derive(Debug)]
pub enum Verdict {
    /// Right on every size `n` of LeetCode's range.
    Accepted {
        /// LeetCode's range.
        range: RangeInclusive<i32>,
    },
    /// A wrong answer at `n`: what is wrong with it.
    WrongAnswer {
        /// The first `n` answered wrong.
        n: i32,
        /// What is wrong.
        what: String,
    },
    /// Still running at the time limit.
    TimeLimitExceeded {
        /// The `n` it was running.
        n: i32,
    },
    /// Over the memory limit.
    MemoryLimitExceeded {
        /// The `n` it was running.
        n: i32,
    },
    /// Printed over the output limit, or wrote a file past the file limit.
    OutputLimitExceeded {
        /// The `n` it was running.
        n: i32,
    },
    /// Crashed: a panic, say.
    RuntimeError {
        /// The `n` it was running.
        n: i32,
        /// How it ended.
        crash: Crash,
    },
    /// Does not compile alone: what `rustc` said.
    CompileError(String),
}

impl Verdict {
    /// The verdict's name as LeetCode shows it, e.g. `Wrong Answer`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Verdict::Accepted { .. } => "Accepted",
            Verdict::WrongAnswer { .. } => "Wrong Answer",
            Verdict::TimeLimitExceeded { .. } => "Time Limit Exceeded",
            Verdict::MemoryLimitExceeded { .. } => "Memory Limit Exceeded",
            Verdict::OutputLimitExceeded { .. } => "Output Limit Exceeded",
            Verdict::RuntimeError { .. } => "Runtime Error",
            Verdict::CompileError(_) => "Compile Error",
        }
    }

    /// The `n` it concerns, if one.
    #[must_use]
    pub fn n(&self) -> Option<i32> {
        match self {
            Verdict::WrongAnswer { n, .. }
            | Verdict::TimeLimitExceeded { n }
            | Verdict::MemoryLimitExceeded { n }
            | Verdict::OutputLimitExceeded { n }
            | Verdict::RuntimeError { n, .. } => Some(*n),
            Verdict::Accepted { .. } | Verdict::CompileError(_) => None,
        }
    }

    /// The verdict for a run that failed at `n` (one that could not be run
    /// at all has none: the judge reports that apart).
    pub(super) fn of_run(n: i32, error: &RunError) -> Verdict {
        match error {
            RunError::TooSlow(_) => Verdict::TimeLimitExceeded { n },
            RunError::TooMuchMemory(_) => Verdict::MemoryLimitExceeded { n },
            RunError::TooMuchOutput(_) | RunError::FileTooLarge(_) => {
                Verdict::OutputLimitExceeded { n }
            }
            RunError::TooManyProcesses(limit) => Verdict::RuntimeError {
                n,
                crash: Crash::Other {
                    status: "stopped by the judge".to_owned(),
                    said: Some(format!("over {limit} processes at once")),
                },
            },
            RunError::Crashed(crash) => Verdict::RuntimeError { n, crash: crash.clone() },
            RunError::Io(_) => unreachable!("the judge returns an error it could not run"),
        }
    }
}

/// The verdict's name, the `n` and what went wrong, on one line (rustc's
/// message for a compile error is apart: many lines).
impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let name = self.name();
        match self {
            Verdict::Accepted { range } => write!(
                f,
                "{name}: right on n = {}..={}, LeetCode's range",
                range.start(),
                range.end()
            ),
            Verdict::WrongAnswer { n, what } => write!(f, "{name} at n = {n}: {what}"),
            Verdict::RuntimeError { n, crash } => write!(f, "{name} at n = {n}: {crash}"),
            Verdict::CompileError(_) => write!(f, "{name}"),
            _ => write!(f, "{name} at n = {}", self.n().unwrap_or_default()),
        }
    }
}

/// How a paste text did past LeetCode's range, after it was accepted.
#[derive(Debug, PartialEq, Eq)]
pub enum Beyond {
    /// Right on every `n` tried past the range, up to this one.
    RightUpTo(i32),
    /// Wrong at `n`, or it crashed there: what happened.
    Wrong {
        /// The first `n` past the range that went wrong.
        n: i32,
        /// What went wrong.
        what: String,
    },
    /// Stopped at `n` for its memory or its output: which.
    Stopped {
        /// The `n` it was running.
        n: i32,
        /// The limit it broke.
        what: String,
    },
}

impl fmt::Display for Beyond {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Beyond::RightUpTo(n) => write!(f, "beyond LeetCode's range: right up to n = {n}"),
            Beyond::Wrong { n, what } => {
                write!(f, "beyond LeetCode's range: wrong at n = {n}: {what}")
            }
            Beyond::Stopped { n, what } => {
                write!(f, "beyond LeetCode's range: stopped at n = {n}: {what}")
            }
        }
    }
}

/// One `n` run: its answer's count and time, or why it has none.
#[derive(Debug)]
pub struct Row {
    /// The size.
    pub n: i32,
    /// The right count.
    pub expected: u64,
    /// What it answered and how long it took, or how the run failed.
    pub got: Result<Answered, RunError>,
}

/// A run that answered.
#[derive(Clone, Copy, Debug)]
pub struct Answered {
    /// The answer's count, if the answer could be read.
    pub count: Option<u64>,
    /// How long the run took.
    pub time: Duration,
}

/// A paste text judged: every run, the verdict, and how it did past the range.
#[derive(Debug)]
pub struct Report {
    /// Every `n` run, in order.
    pub rows: Vec<Row>,
    /// LeetCode's verdict, on its range alone.
    pub verdict: Verdict,
    /// Past the range, when it was accepted and `beyond` was asked for.
    pub beyond: Option<Beyond>,
}

/// Why a paste text could not be judged at all.
#[derive(Debug)]
pub enum JudgeError {
    /// The compiler or the program could not be run, or a file not written.
    CouldNotRun(io::Error),
    /// The paste names a crate LeetCode offers, and those could not be built.
    CratesUnavailable(Unavailable),
    /// Telling a row failed (the reader has gone, say).
    Telling(io::Error),
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            JudgeError::CouldNotRun(error) => write!(f, "could not judge: {error}"),
            JudgeError::CratesUnavailable(unavailable) => write!(f, "{unavailable}"),
            JudgeError::Telling(error) => write!(f, "could not tell a run: {error}"),
        }
    }
}

impl error::Error for JudgeError {
    fn source(&self) -> Option<&(dyn error::Error + 'static)> {
        match self {
            JudgeError::CouldNotRun(error) | JudgeError::Telling(error) => Some(error),
            JudgeError::CratesUnavailable(_) => None,
        }
    }
}
