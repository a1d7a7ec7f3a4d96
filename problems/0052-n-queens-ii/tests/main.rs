//! The tests beyond the approaches: the fast counter, the judge's cache, the
//! trace and its step-through page, the commands of this problem alone, and
//! its batch scripts.
//! (The known answers are in `tests/answers.rs`; each approach's other tests
//! are generated in `tests/approaches.rs`.)

// The batch scripts are bash, for the Unix machines batch systems run on; on
// Windows the `bash` found first may be WSL's, which cannot run this binary.
#[cfg(unix)]
mod batch;
mod cli;
mod fast_count;
mod judge;
mod page;
mod trace;
