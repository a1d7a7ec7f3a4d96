//! # Fast counting beyond LeetCode: every symmetry, every core
//!
//! [`Counter`] counts the solutions for boards up to n = 27 as `u64` (OEIS
//! A000170), and the solutions that are distinct up to rotation and reflection
//! (OEIS A002562), on as many threads as asked, with one of two engines:
//!
//! - [`Engine::Symmetry`], the readable one and the reference: a backtracking
//!   search for one solution of each group of symmetric solutions (the
//!   `symmetry_search` module);
//! - [`Engine::Join`], up to n = 23: the board cut into a top and a bottom
//!   band of rows, each band's placements made key by key from small tables
//!   and joined in bulk (the `join` module), the unique count from
//!   Burnside's lemma (the `burnside` module).
//!
//! [`EngineChoice::Auto`] takes the join where it measured faster (from n = 12 on
//! one thread, from 9 on more, while it counts), the symmetry search
//! elsewhere; every part of a count takes the engine one thread would, so
//! that parts counted on machines of any size merge. How
//! each engine works is told in its module's docs, in the source, and in
//! the guide's "Two engines".
//!
//! ```
//! use n_queens_counter::{Counter, Counts, Engine};
//!
//! assert_eq!(Counter::new(8).run(), Counts { total: 92, unique: 12 });
//! assert_eq!(Counter::new(10).threads(2).run(), Counts { total: 724, unique: 92 });
//! assert_eq!(Counter::new(10).engine(Engine::Join).run(), Counts { total: 724, unique: 92 });
//! ```
//!
//! A count too long for one machine is cut into parts: part `i` of `k`
//! ([`Counter::run_part`]) counts the units of work whose number is `i`
//! modulo `k`, and [`merge`] adds the parts up, refusing any that is missing,
//! repeated, or not what its number says (each part carries a checksum of
//! the units it counted).
//!
//! ## Threads
//!
//! Each engine cuts its work into independent units (the symmetry search:
//! a shape, and the queens of its first rows; the join: a key, or for odd n
//! the keys that agree on their right-hand columns), handed out
//! one at a time through a shared counter to whichever thread is free. The
//! join builds its tables on one thread first.
//!
//! ## The files
//!
//! This file is the facade: it declares the modules and re-exports the
//! API. The modules, in the order they build on each other, each using
//! only those before it:
//!
//! - `counts` (what a count finds, and the limits), `oeis` (the known
//!   counts), `clock` (a unit's time, for the journal), `symmetry` (the
//!   board's eight symmetries), `x86_64_levels` (the CPU levels the hot
//!   loops are compiled for, and the one that runs), `compress` (words kept
//!   in vector registers);
//! - `work_queue` (`Work`, a count cut into units, and the queue that shares
//!   them among threads) and `strategy` (`Strategy`, what an engine is to
//!   the rest: everything about it, as a type);
//! - the engines, each a `Strategy`: `symmetry_search` (shapes,
//!   subproblems, search and ties) and `join` (keys, signatures, sides,
//!   bands, and the even and odd joins), with `burnside` (unique counts from
//!   the solutions the turns leave fixed) and `bitslice` (the bulk count of
//!   disjoint pairs);
//! - `engine` (the engines by name, the one `match` from a name to its
//!   type, and `auto`'s choice), `parts` (a count cut into parts, their
//!   seal, merge and journal), `run` (a count resolved into its plan, and
//!   the one driver: threads, journal, seal), `counter` (the API), and
//!   `guide` (the guide's tables).
//!
//! Adding an engine: a module whose type implements `Strategy`, and, in
//! the `engine` module, its variant of [`Engine`] (listed in `Engine::ALL`)
//! with its arm in `Engine::strategy`; `auto` takes it if
//! `EngineChoice::resolve` says so.

mod bitslice;
mod burnside;
mod clock;
mod compress;
mod counter;
mod counts;
mod engine;
pub mod guide;
mod join;
pub mod oeis;
mod parts;
mod run;
mod strategy;
mod symmetry;
mod symmetry_search;
mod work_queue;
mod x86_64_levels;

pub use counter::{Counter, MAX_THREADS};
pub use counts::{Counts, MAX_N, Progress};
pub use engine::{Engine, EngineChoice, TooLarge};
pub use parts::{
    CountOf, Journal, JournalError, JournalOf, MergeError, Part, PartFile, Status, merge,
};
pub use run::Report;
pub use x86_64_levels::Level;
