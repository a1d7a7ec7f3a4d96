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
//!   judge does, and runs it with a time limit;
//! - [`cli`] holds the commands both binaries have (`compare`, `snippet`,
//!   `new`, `check`, `docs`) and the one place where output errors are handled;
//! - [`docs`] writes the study guides' generated regions and pictures;
//! - `trials` (feature `tests`) turns the list into one test per approach and
//!   size, named like `bitmask::n_08`, for `tests/approaches.rs`.
//!
//! The paste text never uses this crate: what LeetCode compiles is std alone.

pub mod approach;
#[cfg(feature = "bench")]
pub mod bench;
pub mod cli;
pub mod docs;
pub mod judge;
pub mod problem;
#[cfg(feature = "tests")]
pub mod trials;

pub use approach::{Approach, Contract, STRUCT_LINE};
pub use problem::{Listing, Problem};
