//! The picture of the join at a small n, `pictures/join-6.svg` (and
//! `join-6.zh-CN.svg`): the board cut into its two bands, a top and a
//! bottom of one key, the diagonals that cross the cut, the two placements'
//! signatures and their AND, and the key's count: how many of its tops and
//! bottoms have an AND of 0. It is drawn from a plain search of the bands
//! here, and a test checks that the keys' counts add up to the join's total.
//!
//! The signatures are the principle, `2n - 2` bits, one per diagonal that
//! crosses the cut, each drawn where it crosses: the join's own words leave
//! out the two long diagonals and order the bits otherwise (`src/join/`).
//! `model` searches the bands; `draw` draws the picture.

mod draw;
mod model;

pub(super) use draw::picture;
