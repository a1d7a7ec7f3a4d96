//! # The plumbing every problem shares
//!
//! A problem of this workspace is a crate of approach files, each laid out for
//! LeetCode (its docs, then the line [`STRUCT_LINE`], then the paste text), and
//! a description of the problem: its method, its known answers, how to check
//! an answer. This crate does the rest, once for every problem:
//!
//! - [`approaches!`] declares the approach modules and builds the one list,
//!   `APPROACHES`, that the tests, the benchmarks and the binary iterate;
//! - [`judge`] compiles a paste text alone with `rustc`, the way LeetCode's
//!   judge does, runs it within a time, memory and output limit, and gives
//!   LeetCode's verdict;
//! - [`cli`] holds the commands every problem's binary has (`Shared`:
//!   `compare`, `snippet`, `new`, `check`, `docs`), the `docs` command the
//!   counter's binary calls with its own generator, and the one place where
//!   output errors are handled;
//! - [`docs`] writes the study guides' generated regions and pictures;
//! - `trials` (feature `tests`) turns the list into each approach's paste,
//!   snippet and out-of-range tests, named like `bitmask::paste_2021`, and
//!   the commands' tests, for `tests/approaches.rs`; the known answers are
//!   an rstest table in each problem's `tests/answers.rs`, which every
//!   approach runs through `known_answers!` (feature `tests`; the
//!   approaches from `each_approach!`, see [`approaches!`]).
//!
//! The paste text never uses this crate: LeetCode compiles the pasted text
//! alone, and the paste texts use std alone.

// The layers, each using only those above it (ARCHITECTURE.md draws them):
// the base, what one problem is;
pub mod approach;
pub mod problem;
pub mod text;
// judging a paste, and timing a run;
pub mod judge;
pub mod measure;
pub mod stamp;
mod table;
// the pitfall gallery, and the guides made from all of the above;
pub mod docs;
pub mod pitfalls;
// the commands;
pub mod cli;
// and what only tests and benchmarks build.
#[cfg(feature = "bench")]
pub mod bench;
#[cfg(feature = "tests")]
pub mod trials;

pub use approach::{Approach, Contract, STRUCT_LINE};
pub use problem::{Guide, Listing, Problem};
