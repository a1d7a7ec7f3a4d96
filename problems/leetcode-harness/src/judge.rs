//! LeetCode's judge, as near as one machine can be: the paste text compiled
//! alone with `rustc` (std only, no Cargo, `struct Solution;` declared around
//! it), then run on one `n` at a time with a time limit.

use std::fmt;
use std::fs::{self, File};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use std::{env, io};

use tempfile::TempDir;
use wait_timeout::ChildExt;

use crate::Problem;

/// A Rust edition the paste text is compiled under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Edition {
    /// LeetCode's default for years.
    #[value(name = "2021")]
    E2021,
    /// The edition this workspace is written in.
    #[value(name = "2024")]
    E2024,
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(match self {
            Edition::E2021 => "2021",
            Edition::E2024 => "2024",
        })
    }
}

/// The editions the paste check compiles under: `LEETCODE_EDITIONS` (e.g.
/// `"2021"`), else both.
#[must_use]
pub fn editions() -> Vec<Edition> {
    let Ok(names) = env::var("LEETCODE_EDITIONS") else {
        return vec![Edition::E2021, Edition::E2024];
    };
    names
        .split_whitespace()
        .map(|name| {
            <Edition as clap::ValueEnum>::from_str(name, false)
                .unwrap_or_else(|_| panic!("LEETCODE_EDITIONS: no edition `{name}`"))
        })
        .collect()
}

/// The compiler: `LEETCODE_RUSTC` (e.g. an old toolchain's, to check the paste
/// text against LeetCode's older Rust), else `$RUSTC`, else `rustc`.
#[must_use]
pub fn rustc() -> String {
    env::var("LEETCODE_RUSTC").or_else(|_| env::var("RUSTC")).unwrap_or_else(|_| "rustc".to_owned())
}

/// LeetCode's range, `1 <= n <= 9`: every `n` in it must pass.
pub const LEETCODE_RANGE: std::ops::RangeInclusive<i32> = 1..=9;

/// The line the judged program prints before its answer: whatever a
/// solution prints itself (debugging output, say) comes before it, and
/// LeetCode would ignore it too.
pub const ANSWER_FOLLOWS: &str = "--- answer ---";

/// The paste text, then what LeetCode adds: `struct Solution;` and a `main`
/// that reads `n` from the command line and prints the answer. (Added after
/// the paste text, so that rustc's line numbers are the paste text's own.)
#[must_use]
pub fn program<P: Problem>(paste: &str) -> String {
    format!(
        "{paste}\n\n\
         struct Solution;\n\n\
         fn main() {{\n\
         let n: i32 = std::env::args().nth(1).and_then(|n| n.parse().ok()).expect(\"n\");\n\
         let answer = Solution::{}(n);\n\
         println!(\"{ANSWER_FOLLOWS}\");\n\
         {}\n\
         }}\n",
        P::METHOD,
        P::PRINT_ANSWER
    )
}

/// Why a paste text does not compile alone, or the judge could not try.
#[derive(Debug)]
pub enum CompileError {
    /// `rustc` rejected it; what it printed.
    Rejected(String),
    /// `rustc` could not be run, or the temporary folder not written.
    Io(io::Error),
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            CompileError::Rejected(stderr) => write!(f, "does not compile alone:\n{stderr}"),
            CompileError::Io(error) => write!(f, "could not run `{}`: {error}", rustc()),
        }
    }
}

impl From<io::Error> for CompileError {
    fn from(error: io::Error) -> Self {
        CompileError::Io(error)
    }
}

/// Why one run did not give an answer.
#[derive(Debug)]
pub enum RunError {
    /// Still running at the time limit, and stopped.
    TooSlow(Duration),
    /// Ended with an error (a panic, say); what it printed on stderr.
    Crashed(String),
    /// Could not be run.
    Io(io::Error),
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            RunError::TooSlow(limit) => write!(f, "too slow: stopped after {limit:.1?}"),
            RunError::Crashed(stderr) => write!(f, "crashed:\n{}", stderr.trim_end()),
            RunError::Io(error) => write!(f, "could not run: {error}"),
        }
    }
}

impl From<io::Error> for RunError {
    fn from(error: io::Error) -> Self {
        RunError::Io(error)
    }
}

/// One paste text, compiled alone and ready to run. Its temporary folder goes
/// when it does.
pub struct Judge {
    dir: TempDir,
    binary: PathBuf,
}

impl Drop for Judge {
    fn drop(&mut self) {
        // Windows may hold a program it has just killed open for a moment,
        // and a folder with an open file cannot go: try again a little
        // before leaving it to `TempDir`, which tries once more.
        for _ in 0..20 {
            if fs::remove_dir_all(self.dir.path()).is_ok() || !self.dir.path().exists() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Judge {
    /// Compiles `paste` as LeetCode does, optimised, under `edition`; with
    /// `strict`, warnings are errors (the project's own paste texts must have
    /// none).
    ///
    /// # Errors
    ///
    /// If it does not compile, or the compiler cannot be run.
    pub fn compile<P: Problem>(
        paste: &str,
        edition: Edition,
        strict: bool,
    ) -> Result<Judge, CompileError> {
        let dir = tempfile::Builder::new().prefix("leetcode-judge-").tempdir()?;
        let main_rs = dir.path().join("solution.rs");
        fs::write(&main_rs, program::<P>(paste))?;
        let binary = dir.path().join(format!("solution{}", env::consts::EXE_SUFFIX));
        let mut rustc = Command::new(rustc());
        rustc.args(["--edition", &edition.to_string(), "--crate-type", "bin", "-O"]);
        rustc.args(if strict { ["-D", "warnings"] } else { ["--cap-lints", "allow"] });
        let compiled = rustc.arg("-o").arg(&binary).arg(&main_rs).output()?;
        if !compiled.status.success() {
            let stderr = String::from_utf8_lossy(&compiled.stderr).into_owned();
            return Err(CompileError::Rejected(stderr));
        }
        Ok(Judge { dir, binary })
    }

    /// Runs the program on `n`, stopping it at `limit`: what it printed as
    /// its answer, and how long it took.
    ///
    /// # Errors
    ///
    /// If it is too slow, crashes, or cannot be run.
    pub fn run(&self, n: i32, limit: Duration) -> Result<(String, Duration), RunError> {
        // Output goes to a file, not a pipe: a pipe fills up and stalls a
        // program that prints megabytes of boards while nobody reads it.
        let stdout_path = self.dir.path().join(format!("stdout-{n}"));
        let stderr_path = self.dir.path().join(format!("stderr-{n}"));
        let start = Instant::now();
        let mut child = Command::new(&self.binary)
            .arg(n.to_string())
            .stdin(Stdio::null())
            .stdout(File::create(&stdout_path)?)
            .stderr(File::create(&stderr_path)?)
            .spawn()?;
        let Some(status) = child.wait_timeout(limit)? else {
            child.kill()?;
            child.wait()?;
            return Err(RunError::TooSlow(limit));
        };
        let time = start.elapsed();
        if !status.success() {
            let stderr = fs::read(&stderr_path)?;
            return Err(RunError::Crashed(String::from_utf8_lossy(&stderr).into_owned()));
        }
        let stdout = String::from_utf8_lossy(&fs::read(&stdout_path)?).into_owned();
        let answer = match stdout.rsplit_once(&format!("{ANSWER_FOLLOWS}\n")) {
            Some((_, answer)) => answer.to_owned(),
            None => String::new(),
        };
        Ok((answer, time))
    }
}
