//! The symmetry search: one solution of each group of symmetric solutions.
//!
//! The board has eight symmetries: four rotations and four reflections. Each
//! maps solutions to solutions, so the solutions fall into groups of images.
//! A group has 8 members, or 4 if a half turn leaves its solutions unchanged,
//! or 2 if a quarter turn does (a reflection never leaves a solution of
//! n > 1 unchanged). The search looks for one member of each group, its
//! *representative*, and adds the group's size to the total and 1 to the
//! unique count. The trick is to choose representatives that can be
//! recognised early, while the board is still mostly empty.
//!
//! Every solution has one queen on each edge of the board: top row, bottom
//! row, left column, right column. At most one queen stands in a corner (two
//! corners share a row, a column or a diagonal). So there are two cases.
//!
//! - **A queen in a corner.** No turn leaves such a solution unchanged (it
//!   would need a queen in a second corner), so its group has 8 members, two
//!   of them with a queen in the top left corner: a solution and its mirror
//!   image in the main diagonal. Of the two, the representative is the one
//!   whose second row's queen (column `c1`) stands higher than the queen of the
//!   second column: so column 1 is closed in rows `2..c1`. Each one found
//!   counts 8.
//! - **No queen in a corner.** Let `d` be the smallest distance from an edge
//!   queen to its nearest corner. Some member of the group has that queen in
//!   the top row, at column `d` from the left: the search puts the top queen
//!   there and allows no other edge queen nearer a corner, which closes the
//!   side columns in rows `1..d` and `n - d..n`, and the bottom row outside
//!   `d..=n - 1 - d`. When the top queen is the only edge queen at distance
//!   `d`, no other member of the group passes these rules: the solution is
//!   the representative and counts 8. Otherwise (a *tie*) the solution is
//!   compared with its seven images: it is the representative if it is the
//!   smallest of them, read row by row, and the images equal to it tell the
//!   group's size (the `ties` module).
//!
//! ## The search
//!
//! Each case above is a *shape* (the `shape` module): the queens it places
//! in advance, and for every other row the squares its rules allow. The
//! search (the `search` module) is the bitmask search of
//! problem 52's `bitmask` over the rows left empty, with one more AND
//! per row for the shape, and these refinements:
//!
//! - **The board turned to suit the search.** The search fills rows top to
//!   bottom, so rules that narrow the top rows prune the most. For the
//!   no-corner case, the rules are stated with the nearest queen in the top
//!   row, but the board is searched turned by three quarters: that queen
//!   stands in the left column, a row the search skips, and the rules for the
//!   old right column narrow the new top row. Of the eight ways to turn the
//!   board, this one measured the fewest queens placed. (Found solutions
//!   are turned back before the tie check compares them with their images.)
//! - **An explicit stack**, so that a step is a few register operations and no
//!   call. When the search passes a row filled in advance, the diagonal masks
//!   move by two rows at once.
//! - **The last row is counted, not entered**: its free squares are worked out
//!   from the row above.
//! - **Look-ahead**: a queen is not placed if, counting only the queens so far,
//!   the row after next (or the one after that) already has no free square.
//!
//! Together these place far fewer queens than the plain bitmask search, each
//! step doing a little more work; the criterion group `engines_vs_bitmask`
//! (`cargo bench -p n-queens-counter --features bench`) measures the time
//! against it.
//!
//! The work is cut into subproblems, the units threads and parts share: a
//! shape, and the queens of its first rows (the `subproblems` module).

mod search;
mod shape;
mod subproblems;
mod ties;

use crate::counts::MAX_N;
use crate::strategy::{Setup, SharedWork, Strategy};
use crate::work_queue::Work;
use subproblems::Subproblems;

/// The symmetry search engine: everything about it.
pub(crate) struct SymmetrySearch;

impl Strategy for SymmetrySearch {
    fn name(&self) -> &'static str {
        "symmetry"
    }

    fn about(&self) -> String {
        "One search per group of symmetric solutions, recognised from the queens on the board's \
         edges: the readable one, and the reference"
            .to_owned()
    }

    fn code(&self) -> usize {
        1
    }

    fn max_n(&self) -> usize {
        MAX_N
    }

    /// The subproblems of the split search.
    fn units(&self, n: usize) -> usize {
        Work::units(&Subproblems::new(n, true))
    }

    /// One thread searches each shape whole; threads, parts and a journal
    /// share the subproblems, the units.
    fn work(&self, setup: &Setup) -> Box<dyn SharedWork> {
        let split = setup.threads > 1 || setup.numbered;
        Box::new(Subproblems::new(setup.n, split))
    }
}
