//! The tests beyond the approaches: the fast counter, the trace, and the
//! commands of this problem alone. (Each approach's tests are generated in
//! `tests/approaches.rs`.)

mod cli;
mod fast_count;
mod judge;
mod trace;
