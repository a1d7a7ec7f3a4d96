//! The study guide's generated parts: the n = 4 walk-through and the
//! pictures, each picture in both languages (`NAME.svg` for `README.md`,
//! `NAME.zh-CN.svg` for `README.zh-CN.md`). `n-queens-ii docs` writes them
//! into `README.md`, `README.zh-CN.md` and `pictures/`; a test checks they
//! are current. A file for each (`walk_through.rs`, `search_tree.rs`,
//! `bitmask_step.rs`, `diagonals.rs`); the colours the pictures share are
//! here.

mod bitmask_step;
mod diagonals;
mod search_tree;
mod walk_through;

pub use bitmask_step::bitmask_step_picture;
pub use diagonals::diagonals_picture;
pub use search_tree::search_tree_picture;
pub use walk_through::walk_through;

/// Colours of the pictures.
const INK: &str = "#222";
const DEAD: &str = "#c0392b";
const FOUND: &str = "#1e8449";
const QUEEN: &str = "#2c3e50";
const ATTACKED: &str = "#f5b7b1";
const FREE: &str = "#abebc6";
const QUEEN_BIT: &str = "#aed6f1";
