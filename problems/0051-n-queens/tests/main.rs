//! The tests beyond the approaches' own: LeetCode's examples, the checker, the
//! lazy iterator, and the `boards` command. (Each approach's tests are
//! generated in `tests/approaches.rs`.)

mod cli;
mod construction;
mod examples;
mod lazy;
mod pictures;
