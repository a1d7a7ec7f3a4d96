//! Every shape, and the subproblems that share the work among threads,
//! parts and journals.

use super::search::Masks;
use super::shape::{Kind, Shape, side_columns};
use crate::counts::Counts;
use crate::symmetry::{SYMMETRIES, Symmetry};
use crate::work_queue::Work;

/// Every shape of one board size, and the subproblems that together search
/// them: the symmetry search's units of work.
pub(super) struct Subproblems {
    shapes: Vec<Shape>,
    subproblems: Vec<Subproblem>,
}

/// One piece of the work: a shape, and the queens of its first searched rows.
struct Subproblem {
    shape: usize,
    prefix: Vec<u32>,
}

/// How many rows each subproblem places in advance when the work is split
/// (for threads, or parts): enough subproblems that they share the work
/// evenly. Unsplit, each shape is searched whole.
const PREFIX_ROWS: usize = 4;

impl Subproblems {
    /// Every shape for `n`, and the subproblems: each shape whole, or, if
    /// `split`, one for each placement of its first `PREFIX_ROWS` searched
    /// rows.
    pub(super) fn new(n: usize, split: bool) -> Self {
        let prefix_rows = if split { PREFIX_ROWS } else { 0 };
        let shapes = shapes(n);
        let mut subproblems = Vec::new();
        for (index, shape) in shapes.iter().enumerate() {
            let mut prefix = Vec::new();
            shape.prefixes(prefix_rows, &mut prefix, shape.start(), &mut |prefix| {
                subproblems.push(Subproblem { shape: index, prefix: prefix.to_vec() });
            });
        }
        Subproblems { shapes, subproblems }
    }
}

/// The units of work are the subproblems.
impl Work for Subproblems {
    type Scratch = ();

    fn units(&self) -> usize {
        self.subproblems.len()
    }

    fn scratch(&self) {}

    /// Searches unit `unit` and counts what it finds.
    fn count(&self, unit: usize, (): &mut ()) -> Counts {
        let subproblem = &self.subproblems[unit];
        self.shapes[subproblem.shape].search(&subproblem.prefix)
    }

    /// Each representative found stands for one group: 8 in Burnside's sum.
    fn eight_unique(&self, counted: Counts) -> u64 {
        SYMMETRIES * counted.unique
    }
}

/// Every shape for `n`: the corner cases, then the edge cases.
fn shapes(n: usize) -> Vec<Shape> {
    let full = u32::MAX >> (u32::BITS as usize - n);
    let sides = side_columns(n);
    let mut shapes = Vec::new();
    // A queen in the top left corner. Of the two solutions of each group that
    // have one there (a solution and its mirror image in the main diagonal),
    // keep the one whose second-row queen (column c1) is above the queen in
    // the second column: so no queen in column 1 before row c1.
    for c1 in 2..n {
        let mut rules = vec![full; n];
        for row in &mut rules[2..c1] {
            *row &= !0b10;
        }
        shapes.push(Shape::new(n, Kind::Corner, &rules, &[(0, 0), (1, c1)], Symmetry::Identity));
    }
    // No queen in a corner: the top row's queen is the edge queen nearest a
    // corner, at distance d from the left one; the other edge queens are at
    // least d from every corner. The rules are stated so, but the search runs
    // on the board turned by three quarters, which puts that queen in the
    // left column, its long diagonal across the rows searched first (of the
    // eight ways to turn the board, the one that measured fewest queens placed).
    for d in (1..n).take_while(|&d| 2 * d < n - 1) {
        let mut rules = vec![full; n];
        for row in (1..d).chain(n - d..n) {
            rules[row] &= !sides;
        }
        rules[n - 1] &= (full >> d) & !((1 << d) - 1);
        let turn = Symmetry::ThreeQuarterTurn;
        shapes.push(Shape::new(n, Kind::Edge { d }, &rules, &[(0, d)], turn));
    }
    shapes
}

impl Shape {
    /// Calls `visit` with every placement of the first `rows` searched
    /// rows, leaving at least two rows for the search.
    fn prefixes(
        &self,
        rows: usize,
        prefix: &mut Vec<u32>,
        masks: Masks,
        visit: &mut impl FnMut(&[u32]),
    ) {
        let k = prefix.len();
        if k == rows.min(self.rows.len().saturating_sub(2)) {
            visit(prefix);
            return;
        }
        let mut free = self.allowed[k] & !masks.attacked();
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free ^= queen;
            prefix.push(queen);
            self.prefixes(rows, prefix, masks.place(queen, self.gaps[k]), visit);
            prefix.pop();
        }
    }
}
