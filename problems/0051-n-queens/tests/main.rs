//! The tests beyond the approaches' own: the guide's timing claims,
//! LeetCode's examples, the checker, the lazy iterator, and the `boards`
//! command. (Each approach's tests are
//! generated in `tests/approaches.rs`.)

mod claims;
mod cli;
mod construction;
mod examples;
mod lazy;
mod pictures;
