//! The tests beyond the approaches: the fast counter, the judge's cache, the
//! trace and its step-through page, and the commands of this problem alone.
//! (The known answers are in `tests/answers.rs`; each approach's other tests
//! are generated in `tests/approaches.rs`.)

mod cli;
mod fast_count;
mod judge;
mod page;
mod trace;
