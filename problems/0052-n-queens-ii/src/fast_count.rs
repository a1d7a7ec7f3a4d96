//! # Fast counting beyond LeetCode: every symmetry, every core
//!
//! [`Counter`] counts the solutions for boards up to n = 27 as `u64` (OEIS
//! A000170), and the solutions that are distinct up to rotation and reflection
//! (OEIS A002562), on as many threads as asked.
//!
//! ```
//! use n_queens_ii::fast_count::{Counter, Counts};
//!
//! assert_eq!(Counter::new(8).run(), Counts { total: 92, unique: 12 });
//! assert_eq!(Counter::new(10).threads(2).run(), Counts { total: 724, unique: 92 });
//! ```
//!
//! ## One solution of each group
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
//!   group's size.
//!
//! ## The search
//!
//! Each case above is a *shape*: the queens it places in advance, and for
//! every other row the squares its rules allow. The search is the bitmask
//! search of [`bitmask`](crate::bitmask) over the rows left empty, with one
//! more AND per row for the shape, and these refinements:
//!
//! - **The board turned to suit the search.** The search fills rows top to
//!   bottom, so rules that narrow the top rows prune the most. For the
//!   no-corner case, the rules are stated with the nearest queen in the top
//!   row, but the board is searched turned by three quarters: that queen
//!   stands in the left column, a row the search skips, and the rules for the
//!   old right column narrow the new top row. Measured, a third fewer steps
//!   than searching the board as stated. (Found solutions are turned back
//!   before the tie check compares them with their images.)
//! - **An explicit stack**, so that a step is a few register operations and no
//!   call. When the search passes a row filled in advance, the diagonal masks
//!   move by two rows at once.
//! - **The last row is counted, not entered**: its free squares are worked out
//!   from the row above.
//! - **Look-ahead**: a queen is not placed if, counting only the queens so far,
//!   the row after next (or the one after that) already has no free square.
//!
//! Together these place an eighth of the queens the plain bitmask search
//! places (0.124 at n = 16), in 0.18 of its time: each step does more
//! work. `n-queens-ii compare 16 --only bitmask` measures it.
//!
//! ## Threads
//!
//! The search is cut into a few thousand independent subproblems (a shape,
//! and the queens of its first four rows), handed out one at a time through a
//! shared counter to whichever thread is free: `k` cores give close to `k`
//! times the speed although subproblems differ a lot in size.

use std::num::NonZeroUsize;
use std::ops::AddAssign;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::thread;

/// The largest `n` counted: beyond it the search would take years, and
/// A000170(29) no longer fits in `u64`.
pub const MAX_N: usize = 27;

/// The number of solutions for one board size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// Every solution (OEIS A000170).
    pub total: u64,
    /// Solutions distinct up to rotation and reflection (OEIS A002562).
    pub unique: u64,
}

impl AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.total += other.total;
        self.unique += other.unique;
    }
}

/// How far a count has come: subproblems done out of all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Subproblems finished.
    pub done: usize,
    /// Subproblems in all.
    pub total: usize,
}

/// A count of the solutions for one board size, set up and then [`run`](Counter::run).
pub struct Counter<'a> {
    n: usize,
    threads: usize,
    on_progress: Option<&'a (dyn Fn(Progress) + Sync)>,
}

impl<'a> Counter<'a> {
    /// A count for `n` queens, on every core.
    ///
    /// # Panics
    ///
    /// If `n > MAX_N`.
    #[must_use]
    pub fn new(n: usize) -> Self {
        assert!(n <= MAX_N, "n = {n}: counting goes up to n = {MAX_N}");
        let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Counter { n, threads, on_progress: None }
    }

    /// Uses `threads` threads (at least one).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// Calls `on_progress` after each subproblem, from whichever thread finished it.
    #[must_use]
    pub fn on_progress(mut self, on_progress: &'a (dyn Fn(Progress) + Sync)) -> Self {
        self.on_progress = Some(on_progress);
        self
    }

    /// The number of threads the count will use.
    #[must_use]
    pub fn thread_count(&self) -> usize {
        self.threads
    }

    /// Counts.
    #[must_use]
    pub fn run(&self) -> Counts {
        if self.n < 2 {
            // One square or none: no shape fits. The one solution (a lone
            // queen, or the empty board) is its own image under every symmetry.
            return Counts { total: 1, unique: 1 };
        }
        let (shapes, subproblems) = plan(self.n);
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let sum = Mutex::new(Counts::default());
        thread::scope(|scope| {
            for _ in 0..self.threads {
                scope.spawn(|| {
                    let mut counts = Counts::default();
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(subproblem) = subproblems.get(index) else { break };
                        counts += shapes[subproblem.shape].search(&subproblem.prefix);
                        let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if let Some(on_progress) = self.on_progress {
                            on_progress(Progress { done, total: subproblems.len() });
                        }
                    }
                    *sum.lock().expect("no thread panics holding the sum") += counts;
                });
            }
        });
        sum.into_inner().expect("no thread panics holding the sum")
    }
}

/// A square: (row, column).
type Square = (usize, usize);

/// The board's eight symmetries, as maps of squares on an `n` x `n` board.
const SYMMETRIES: [fn(usize, Square) -> Square; 8] = [
    |_, (r, c)| (r, c),                 // identity
    |n, (r, c)| (c, n - 1 - r),         // a quarter turn
    |n, (r, c)| (n - 1 - r, n - 1 - c), // a half turn
    |n, (r, c)| (n - 1 - c, r),         // three quarters
    |n, (r, c)| (r, n - 1 - c),         // mirror left to right
    |n, (r, c)| (n - 1 - r, c),         // mirror top to bottom
    |_, (r, c)| (c, r),                 // mirror in the main diagonal
    |n, (r, c)| (n - 1 - c, n - 1 - r), // mirror in the other diagonal
];

/// Which solutions a [`Shape`] searches, and so how each one found is counted.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// A queen in the top left corner: each one found stands for 8.
    Corner,
    /// No queen in a corner, an edge queen at distance `d` from a corner, and
    /// none nearer: each one found is checked for ties.
    Edge { d: usize },
}

/// A three-quarter turn (a quarter turn anticlockwise): (r, c) goes to
/// (n - 1 - c, r), so the top row becomes the left column.
const THREE_QUARTERS: usize = 3;

/// The symmetry that undoes `g` on an `n` x `n` board.
fn inverse(n: usize, g: usize) -> usize {
    let undoes = |h: usize| {
        (0..n).all(|r| (0..n).all(|c| SYMMETRIES[h](n, SYMMETRIES[g](n, (r, c))) == (r, c)))
    };
    (0..SYMMETRIES.len()).find(|&h| undoes(h)).expect("every symmetry has an inverse")
}

/// One search: some queens placed in advance, and for every other row the
/// squares its rules allow. Rows past the board's end allow everything, so
/// that looking ahead past the last row never prunes.
struct Shape {
    n: usize,
    kind: Kind,
    /// The symmetry from the board searched back to the board the rules speak of.
    back: usize,
    /// The queens placed in advance.
    placed: Vec<Square>,
    /// The rows left to fill, top to bottom: searched row `k` is board row `rows[k]`.
    rows: Vec<usize>,
    /// For each searched row, the squares the rules allow and the placed
    /// queens do not attack.
    allowed: [u32; 36],
    /// For each searched row, how many board rows down the next one is: how
    /// far the diagonal masks move between them.
    gaps: [u32; 36],
}

impl Shape {
    /// The search for the solutions that have the queens `placed` and keep
    /// to `rules` (the squares allowed in each row), on the board turned by
    /// the symmetry `turn`.
    fn new(n: usize, kind: Kind, rules: &[u32], placed: &[Square], turn: usize) -> Self {
        let back = inverse(n, turn);
        let turn = SYMMETRIES[turn];
        let mut open = [0_u32; 32];
        for (r, &allowed) in rules.iter().enumerate() {
            for c in (0..n).filter(|&c| allowed & 1 << c != 0) {
                let (r2, c2) = turn(n, (r, c));
                open[r2] |= 1 << c2;
            }
        }
        let placed: Vec<Square> = placed.iter().map(|&queen| turn(n, queen)).collect();
        let rows: Vec<usize> = (0..n).filter(|&r| placed.iter().all(|&(qr, _)| qr != r)).collect();
        let mut allowed = [u32::MAX; 36];
        let mut gaps = [1; 36];
        for (k, &r) in rows.iter().enumerate() {
            let attacked = placed.iter().fold(0, |mask, &(qr, qc)| {
                let distance = r.abs_diff(qr);
                let diagonals = (1 << qc << distance) | (1 << qc >> distance);
                mask | 1 << qc | diagonals
            });
            allowed[k] = open[r] & !attacked;
            if let Some(&next) = rows.get(k + 1) {
                gaps[k] = u32::try_from(next - r).expect("a gap of a few rows");
            }
        }
        Shape { n, kind, back, placed, rows, allowed, gaps }
    }

    /// What the queens placed in advance attack in the first searched row:
    /// only their columns count, their diagonals are in `allowed`.
    fn start(&self) -> Masks {
        let columns = self.placed.iter().fold(0, |mask, &(_, c)| mask | 1 << c);
        Masks { columns, diagonals: 0, anti_diagonals: 0 }
    }
}

/// One piece of the work: a shape, and the queens of its first searched rows.
struct Subproblem {
    shape: usize,
    prefix: Vec<u32>,
}

/// How many rows each subproblem places in advance: enough for a few
/// thousand subproblems at n = 16, so that threads share the work evenly.
const PREFIX_ROWS: usize = 4;

/// Every shape, and the subproblems that together search them.
fn plan(n: usize) -> (Vec<Shape>, Vec<Subproblem>) {
    let full = u32::MAX >> (32 - n);
    let sides = 1 | 1 << (n - 1);
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
        shapes.push(Shape::new(n, Kind::Corner, &rules, &[(0, 0), (1, c1)], 0));
    }
    // No queen in a corner: the top row's queen is the edge queen nearest a
    // corner, at distance d from the left one; the other edge queens are at
    // least d from every corner. The rules are stated so, but the search runs
    // on the board turned by three quarters, which puts that queen in the
    // left column, its long diagonal across the rows searched first: at
    // n = 16, a fifth fewer queens placed than on the board as stated (of the
    // eight ways to turn it, the fewest).
    for d in (1..n).take_while(|&d| 2 * d < n - 1) {
        let mut rules = vec![full; n];
        for row in (1..d).chain(n - d..n) {
            rules[row] &= !sides;
        }
        rules[n - 1] &= (full >> d) & !((1 << d) - 1);
        shapes.push(Shape::new(n, Kind::Edge { d }, &rules, &[(0, d)], THREE_QUARTERS));
    }
    let mut subproblems = Vec::new();
    for (index, shape) in shapes.iter().enumerate() {
        let mut prefix = Vec::new();
        shape.prefixes(&mut prefix, shape.start(), &mut |prefix| {
            subproblems.push(Subproblem { shape: index, prefix: prefix.to_vec() });
        });
    }
    (shapes, subproblems)
}

/// What the queens placed so far attack in the next searched row.
#[derive(Clone, Copy, Debug, Default)]
struct Masks {
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
}

impl Masks {
    /// The masks of the searched row `gap` rows down, after a queen on this one.
    #[inline]
    fn place(self, queen: u32, gap: u32) -> Masks {
        Masks {
            columns: self.columns | queen,
            diagonals: (self.diagonals | queen) << gap,
            anti_diagonals: (self.anti_diagonals | queen) >> gap,
        }
    }

    /// What the queens attack `distance` rows further down, counting only them.
    #[inline]
    fn ahead(self, distance: u32) -> u32 {
        self.columns | self.diagonals << distance | self.anti_diagonals >> distance
    }

    #[inline]
    fn attacked(self) -> u32 {
        self.columns | self.diagonals | self.anti_diagonals
    }
}

impl Shape {
    /// Calls `visit` with every placement of the first `PREFIX_ROWS` searched
    /// rows, leaving at least two rows for the search.
    fn prefixes(&self, prefix: &mut Vec<u32>, masks: Masks, visit: &mut impl FnMut(&[u32])) {
        let k = prefix.len();
        if k == PREFIX_ROWS.min(self.rows.len().saturating_sub(2)) {
            visit(prefix);
            return;
        }
        let mut free = self.allowed[k] & !masks.attacked();
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free ^= queen;
            prefix.push(queen);
            self.prefixes(prefix, masks.place(queen, self.gaps[k]), visit);
            prefix.pop();
        }
    }

    /// Finishes the board from `prefix`, which leaves two rows or more, and
    /// counts what it finds.
    fn search(&self, prefix: &[u32]) -> Counts {
        let mut counts = Counts::default();
        // Every shape leaves a row to fill: a corner shape places two queens
        // (so n >= 3), an edge shape one.
        let last = self.rows.len() - 1;
        // The queen of each searched row, as a one-bit mask.
        let mut queens = [0_u32; 32];
        queens[..prefix.len()].copy_from_slice(prefix);
        let first = prefix.len();
        let masks = prefix
            .iter()
            .enumerate()
            .fold(self.start(), |masks, (k, &queen)| masks.place(queen, self.gaps[k]));
        let mut free = self.free(first, masks);
        if first == last {
            if free != 0 {
                queens[last] = free;
                self.found(&queens[..=last], &mut counts);
            }
            return counts;
        }
        // The current row's masks and untried squares live in locals; the
        // rows above wait on the stack.
        let mut stack = [(Masks::default(), 0_u32); 32];
        let (mut k, mut masks) = (first, masks);
        loop {
            if free == 0 {
                if k == first {
                    return counts;
                }
                k -= 1;
                (masks, free) = stack[k];
                continue;
            }
            let queen = free & free.wrapping_neg();
            free ^= queen;
            queens[k] = queen;
            let next = masks.place(queen, self.gaps[k]);
            let next_free = self.free(k + 1, next);
            if k + 1 == last {
                // The last row is counted, not entered.
                if next_free != 0 {
                    queens[last] = next_free;
                    self.found(&queens[..=last], &mut counts);
                }
            } else if next_free != 0 && self.has_room(k + 2, next) {
                stack[k] = (masks, free);
                (k, masks, free) = (k + 1, next, next_free);
            }
        }
    }

    /// The squares of searched row `k` where a queen may go.
    #[inline]
    fn free(&self, k: usize, masks: Masks) -> u32 {
        self.allowed[k] & !masks.attacked()
    }

    /// Whether the searched rows `k` and `k + 1` still have a free square,
    /// counting only the queens placed so far (`masks` are their attacks on
    /// row `k - 1`, the next to fill).
    #[inline]
    fn has_room(&self, k: usize, masks: Masks) -> bool {
        let distance = self.gaps[k - 1];
        self.allowed[k] & !masks.ahead(distance) != 0
            && self.allowed[k + 1] & !masks.ahead(distance + self.gaps[k]) != 0
    }

    /// Counts one solution found, `queens[k]` the bit of searched row `k`'s queen.
    #[inline]
    fn found(&self, queens: &[u32], counts: &mut Counts) {
        let Kind::Edge { d } = self.kind else {
            *counts += Counts { total: 8, unique: 1 };
            return;
        };
        let n = self.n;
        let mut board = [0_u32; 32];
        for &(r, c) in &self.placed {
            board[r] = 1 << c;
        }
        for (&r, &queen) in self.rows.iter().zip(queens) {
            board[r] = queen;
        }
        // Edge queens at distance d from a corner: the one the shape placed,
        // and any other makes a tie.
        let near = 1 << d | 1 << (n - 1 - d);
        let sides = 1 | 1 << (n - 1);
        let at_distance_d =
            [board[0] & near, board[n - 1] & near, board[d] & sides, board[n - 1 - d] & sides];
        if at_distance_d.iter().filter(|&&queen| queen != 0).count() == 1 {
            // No other image of this solution passes the shape's rules, so it
            // is its group's representative, and no symmetry leaves it unchanged.
            *counts += Counts { total: 8, unique: 1 };
        } else if let Some(stabilizer) = representative(n, &board, self.back) {
            *counts += Counts { total: 8 / stabilizer, unique: 1 };
        }
    }
}

/// If the solution `board` (the queen of each row as a one-bit mask), turned
/// by the symmetry `back`, is the smallest of its images (read row by row as
/// column numbers), how many symmetries leave it unchanged; otherwise `None`.
fn representative(n: usize, board: &[u32; 32], back: usize) -> Option<u64> {
    let mut columns = [0; 32];
    for (r, queen) in board[..n].iter().enumerate() {
        let (r2, c2) = SYMMETRIES[back](n, (r, queen.trailing_zeros() as usize));
        columns[r2] = c2;
    }
    let columns = &columns[..n];
    let mut stabilizer = 1;
    for g in &SYMMETRIES[1..] {
        let mut image = [0; 32];
        for (r, &c) in columns.iter().enumerate() {
            let (r2, c2) = g(n, (r, c));
            image[r2] = c2;
        }
        match image[..n].cmp(columns) {
            std::cmp::Ordering::Less => return None,
            std::cmp::Ordering::Equal => stabilizer += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    Some(stabilizer)
}
