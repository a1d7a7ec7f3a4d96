//! The tests beyond the approaches: the judge's cache, the trace and its
//! step-through page, and the command of this problem alone.
//! (The known answers are in `tests/answers.rs`; each approach's other tests
//! are generated in `tests/approaches.rs`.)

mod cli;
mod judge;
mod page;
mod trace;
