//! LeetCode's judge, as near as one machine can be: the paste text compiled
//! alone with `rustc` in LeetCode's environment ([`LEETCODE`]: its edition,
//! its optimisation, its lints, and the crates it offers, linked only for a
//! paste that names one), `struct Solution;` declared around it, then run on
//! one input at a time within a time, memory, output, file and process
//! limit, and given one of LeetCode's verdicts.
//!
//! - [`LEETCODE`] is the one place that says how LeetCode compiles Rust;
//! - [`Judge`] compiles a paste text (or finds it compiled already, in a
//!   cache keyed by everything that goes into the binary);
//! - [`Judge::run`] runs it on one `n` within [`Limits`], in a working
//!   folder and a process group of its own (the `group` module says what
//!   holds on which system);
//! - [`judge`] runs it over LeetCode's range and beyond, checks every answer,
//!   and gives the [`Verdict`]: what `check`, the paste tests and the
//!   pitfall gallery all report.

mod cache;
mod compile;
mod compiler;
mod crates;
mod environment;
mod group;
mod hints;
mod run;
mod steps;
mod verdict;

use std::sync::OnceLock;
use std::{env, fmt};

pub use compile::Judge;
pub use compiler::CompileError;
pub use crates::Unavailable;
pub use environment::{Environment, LEETCODE, Offered};
pub use hints::hints;
pub use run::{Crash, Limits, MB, RunError};
pub use steps::judge;
pub use verdict::{Answered, Beyond, JudgeError, Report, Row, Settings, Verdict};

use crate::Problem;

/// A Rust edition the paste text is compiled under ([`LEETCODE`] names
/// LeetCode's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum Edition {
    /// As LeetCode judged before it moved to edition 2024, and as a site
    /// still on an older Rust may judge.
    #[value(name = "2021")]
    E2021,
    /// The edition of this workspace.
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

/// What `rustc -vV` prints for [`rustc`]: part of every cache key, so that
/// another toolchain compiles anew. Asked once per process.
fn rustc_version() -> &'static str {
    static VERSION: OnceLock<String> = OnceLock::new();
    VERSION.get_or_init(|| {
        std::process::Command::new(rustc())
            .arg("-vV")
            .output()
            .map(|output| String::from_utf8_lossy(&output.stdout).into_owned())
            .unwrap_or_default()
    })
}

/// The release of [`rustc`], e.g. `rustc 1.95.0 (59807616e 2026-04-14)`:
/// the first line of `rustc -vV`.
#[must_use]
pub fn rustc_release() -> Option<&'static str> {
    rustc_version().lines().next().filter(|line| !line.is_empty())
}

/// The line the judged program writes before its answer's first line: kept
/// for readers of the answer file, who can tell an empty answer from none.
pub const ANSWER_FOLLOWS: &str = "--- answer ---";

/// The paste text, then what LeetCode adds: `struct Solution;` and a `main`
/// that reads the input ([`Problem::READ_INPUT`]) as a line of standard
/// input and a file name from the command line, and writes the answer into
/// that file. (Added after the paste text, so that rustc's line numbers are
/// the paste text's own; the answer goes to a file, so that whatever the
/// solution prints itself is all of standard output, held to the output
/// limit; the input comes on standard input, which the judge writes only
/// once the run's limits are set, so that no code of the paste runs before.)
#[must_use]
pub fn program<P: Problem>(paste: &str) -> String {
    format!(
        "{paste}\n\n\
         struct Solution;\n\n\
         fn main() {{\n\
         use std::io::Write as _;\n\
         let mut arg = String::new();\n\
         std::io::stdin().read_line(&mut arg).expect(\"the input\");\n\
         arg.truncate(arg.trim_end_matches('\\n').len());\n\
         let input: {} = {};\n\
         let file = std::fs::File::create(std::env::args().nth(1).expect(\"the answer's file\")).unwrap();\n\
         let answer = Solution::{}(input);\n\
         let mut out = std::io::BufWriter::new(file);\n\
         writeln!(out, \"{ANSWER_FOLLOWS}\").unwrap();\n\
         {}\n\
         out.flush().unwrap();\n\
         }}\n",
        P::INPUT_TYPE,
        P::READ_INPUT,
        P::METHOD,
        P::PRINT_ANSWER
    )
}
