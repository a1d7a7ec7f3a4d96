//! The tests beyond the approaches: the trace, and the command of this
//! problem alone. (The step-through page is tested in `tests/approaches.rs`,
//! beside the generated tests; the judge's cache with the harness.)
//! (The known answers are in `tests/answers.rs`; each approach's other tests
//! are generated in `tests/approaches.rs`.)

mod cli;
mod trace;
