//! The tests beyond the approaches: the trace and its step-through page,
//! and the command of this problem alone. (The judge's cache is tested
//! with the harness.)
//! (The known answers are in `tests/answers.rs`; each approach's other tests
//! are generated in `tests/approaches.rs`.)

mod cli;
mod page;
mod trace;
