//! The tests beyond the approaches: the fast counter, the trace and its
//! step-through page, and the
//! commands of this problem alone. (Each approach's tests are generated in
//! `tests/approaches.rs`.)

mod cli;
mod fast_count;
mod page;
mod trace;
