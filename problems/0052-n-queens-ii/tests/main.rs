//! The tests beyond the approaches: the guide's timing claims, the trace,
//! and the command of this problem alone. (The step-through page is tested
//! in `tests/approaches.rs`, beside the generated tests; the judge's cache
//! with the harness; the known answers in `tests/answers.rs`.)

mod claims;
mod cli;
mod trace;
