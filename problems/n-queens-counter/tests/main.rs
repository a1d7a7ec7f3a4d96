//! The counter's tests: its engines against OEIS, its parts and their merge,
//! the `count` command as a user runs it, the batch script, and the guide.

// The batch script is bash, for the Unix machines batch systems run on; on
// Windows the `bash` found first may be WSL's, which cannot run this binary.
#[cfg(unix)]
mod batch;
mod cli;
mod engines;
mod guide;
mod journal;
mod oeis;
mod snapshot;
mod status;
