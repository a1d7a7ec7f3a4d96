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
mod toolchain;
mod verdict;

use std::{env, fmt};

pub use compile::Judge;
pub use compiler::CompileError;
pub use crates::Unavailable;
pub use environment::{Environment, LEETCODE, Offered, Source};
pub use hints::hints;
pub use run::{Crash, Limits, MB, RunError};
pub use steps::judge;
use toolchain::rustc_version;
pub use toolchain::{Chosen, chosen, rustc, rustc_release};
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
