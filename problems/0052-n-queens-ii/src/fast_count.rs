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
//! Each case above is a *shape*: for each row, the squares the rules allow.
//! The search is the bitmask search of [`bitmask`](crate::bitmask), with one
//! more AND per row for the shape, and these refinements:
//!
//! - **An explicit stack**, so that a step is a few register operations and no
//!   call.
//! - **The last row is counted, not entered**: its free squares are worked out
//!   from the row above.
//! - **Look-ahead**: a queen is not placed if, counting only the queens so far,
//!   the row after next (or the one after that) already has no free square.
//! - **Deadlines**: a column that the shape closes in every later row must be
//!   filled now; if two such columns are still empty, the branch is dead.
//!
//! Together these place about a sixth of the queens the plain bitmask search
//! places (0.16 at n = 16), in a little over a fifth of its time: each step
//! does more work. `n-queens-ii compare 16 --only bitmask` measures it.
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
    /// No queen in a corner, the top row's at distance `d` from the left
    /// corner, and no edge queen nearer a corner: each one found is checked.
    Edge { d: usize },
}

/// The squares a search may use in each row, beyond what queens attack.
struct Shape {
    n: usize,
    kind: Kind,
    /// For each row, the squares the shape allows.
    allowed: [u32; 32],
    /// For each row, the columns that the shape closes in every later row:
    /// they must hold a queen by the end of this row.
    deadline: [u32; 32],
}

impl Shape {
    fn new(n: usize, kind: Kind, allowed: [u32; 32]) -> Self {
        let mut deadline = [0; 32];
        for column in 0..n {
            let last_open_row = (0..n).rev().find(|&row| allowed[row] & 1 << column != 0);
            for due in &mut deadline[last_open_row.unwrap_or(0)..n] {
                *due |= 1 << column;
            }
        }
        Shape { n, kind, allowed, deadline }
    }
}

/// One piece of the work: a shape, and the queens of its first rows.
struct Subproblem {
    shape: usize,
    prefix: Vec<u32>,
}

/// How many rows each subproblem places in advance: enough for a few
/// thousand subproblems at n = 16, so that threads share the work evenly.
const PREFIX_ROWS: usize = 4;

/// Every square of the board allowed; rows past its end allow everything,
/// so that looking ahead past the last row never prunes.
fn open_board(n: usize) -> [u32; 32] {
    let mut allowed = [u32::MAX; 32];
    allowed[..n].fill(u32::MAX >> (32 - n));
    allowed
}

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
        let mut allowed = open_board(n);
        allowed[0] = 1;
        allowed[1] = 1 << c1;
        for row in allowed.iter_mut().take(c1).skip(2) {
            *row &= !0b10;
        }
        shapes.push(Shape::new(n, Kind::Corner, allowed));
    }
    // No queen in a corner: the top row's queen is the edge queen nearest a
    // corner, at distance d from the left one; the other edge queens are at
    // least d from every corner.
    for d in (1..n).take_while(|&d| 2 * d < n - 1) {
        let mut allowed = open_board(n);
        allowed[0] = 1 << d;
        for row in (1..d).chain(n - d..n) {
            allowed[row] &= !sides;
        }
        allowed[n - 1] &= (full >> d) & !((1 << d) - 1);
        shapes.push(Shape::new(n, Kind::Edge { d }, allowed));
    }
    let mut subproblems = Vec::new();
    for (index, shape) in shapes.iter().enumerate() {
        let mut prefix = Vec::new();
        shape.prefixes(&mut prefix, Masks::default(), &mut |prefix| {
            subproblems.push(Subproblem { shape: index, prefix: prefix.to_vec() });
        });
    }
    (shapes, subproblems)
}

/// What the queens placed so far attack in the next row.
#[derive(Clone, Copy, Debug, Default)]
struct Masks {
    columns: u32,
    diagonals: u32,
    anti_diagonals: u32,
}

impl Masks {
    /// The masks of the next row, after a queen on this one.
    fn place(self, queen: u32) -> Masks {
        Masks {
            columns: self.columns | queen,
            diagonals: (self.diagonals | queen) << 1,
            anti_diagonals: (self.anti_diagonals | queen) >> 1,
        }
    }

    fn attacked(self) -> u32 {
        self.columns | self.diagonals | self.anti_diagonals
    }
}

impl Shape {
    /// Calls `visit` with every placement of the first `PREFIX_ROWS` rows,
    /// leaving at least two rows for the search.
    fn prefixes(&self, prefix: &mut Vec<u32>, masks: Masks, visit: &mut impl FnMut(&[u32])) {
        let row = prefix.len();
        if row == PREFIX_ROWS.min(self.n - 2) {
            visit(prefix);
            return;
        }
        let mut free = self.allowed[row] & !masks.attacked();
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free ^= queen;
            prefix.push(queen);
            self.prefixes(prefix, masks.place(queen), visit);
            prefix.pop();
        }
    }

    /// Finishes the board from `prefix`, which leaves two rows or more, and
    /// counts what it finds.
    fn search(&self, prefix: &[u32]) -> Counts {
        let last = self.n - 1;
        let mut counts = Counts::default();
        // The queen of each row, as a one-bit mask.
        let mut queens = [0_u32; 32];
        queens[..prefix.len()].copy_from_slice(prefix);
        let first = prefix.len();
        let masks = prefix.iter().fold(Masks::default(), |masks, &queen| masks.place(queen));
        let Some(mut free) = self.free(first, masks) else { return counts };
        // The current row's masks and untried squares live in locals; the
        // rows above wait on the stack.
        let mut stack = [(Masks::default(), 0_u32); 32];
        let (mut row, mut masks) = (first, masks);
        loop {
            if free == 0 {
                if row == first {
                    return counts;
                }
                row -= 1;
                (masks, free) = stack[row];
                continue;
            }
            let queen = free & free.wrapping_neg();
            free ^= queen;
            queens[row] = queen;
            let next = masks.place(queen);
            let Some(next_free) = self.free(row + 1, next) else { continue };
            if row + 1 == last {
                // The last row is counted, not entered.
                if next_free != 0 {
                    queens[last] = next_free;
                    self.found(&queens, &mut counts);
                }
            } else if next_free != 0 && self.has_room(row + 2, next) {
                stack[row] = (masks, free);
                (row, masks, free) = (row + 1, next, next_free);
            }
        }
    }

    /// The squares of `row` where a queen may go, or `None` if the row misses
    /// a deadline.
    #[inline]
    // `is_power_of_two` is `count_ones() == 1`, which x86-64's baseline (no
    // popcnt instruction) computes slowly: measured 8% slower in `count 16`.
    #[allow(clippy::manual_is_power_of_two)]
    fn free(&self, row: usize, masks: Masks) -> Option<u32> {
        let free = self.allowed[row] & !masks.attacked();
        let due = self.deadline[row] & !masks.columns;
        if due == 0 {
            Some(free)
        } else if due & (due - 1) == 0 {
            // One column is due: this row's queen must fill it.
            Some(free & due)
        } else {
            None
        }
    }

    /// Whether the rows `row` and `row + 1` still have a free square, counting
    /// only the queens placed so far (`masks` are their attacks on `row - 1`,
    /// the row to be filled next).
    #[inline]
    fn has_room(&self, row: usize, masks: Masks) -> bool {
        let attacked_at = |distance: u32| {
            masks.columns | masks.diagonals << distance | masks.anti_diagonals >> distance
        };
        self.allowed[row] & !attacked_at(1) != 0 && self.allowed[row + 1] & !attacked_at(2) != 0
    }

    /// Counts one solution found, `queens[r]` the bit of row `r`'s queen.
    #[inline]
    fn found(&self, queens: &[u32; 32], counts: &mut Counts) {
        let n = self.n;
        match self.kind {
            Kind::Corner => *counts += Counts { total: 8, unique: 1 },
            Kind::Edge { d } => {
                let sides = 1 | 1 << (n - 1);
                let near = 1 << d | 1 << (n - 1 - d);
                let tie = (queens[d] | queens[n - 1 - d]) & sides != 0 || queens[n - 1] & near != 0;
                if !tie {
                    // Only the top row's queen is at distance d: no other image
                    // of this solution starts as low, so it is the group's
                    // representative, and no symmetry leaves it unchanged.
                    *counts += Counts { total: 8, unique: 1 };
                } else if let Some(stabilizer) = representative(n, queens) {
                    *counts += Counts { total: 8 / stabilizer, unique: 1 };
                }
            }
        }
    }
}

/// If the solution is the smallest of its images (read row by row as column
/// numbers), how many symmetries leave it unchanged; otherwise `None`.
fn representative(n: usize, queens: &[u32; 32]) -> Option<u64> {
    let mut columns = [0; 32];
    for (column, queen) in columns.iter_mut().zip(&queens[..n]) {
        *column = queen.trailing_zeros() as usize;
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
