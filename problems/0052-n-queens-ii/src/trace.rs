//! A step-by-step trace of the [`bitmask`](crate::approaches::bitmask) search, the way a
//! person would work it on paper: for each row the three masks and the free
//! squares in binary, the square chosen, a picture of the board so far, and
//! every backtrack.
//!
//! One traced recursion, [`Trace::new`], records the search as a list of
//! [`Step`]s; everything else is a rendering of that list: the text that
//! [`trace`] writes, the [`search_tree`], and the step-through [`page`].
//!
//! Masks are printed with column 0 first, the same order as the board, so bit
//! `c` of a mask sits above column `c` of the picture. (A number written in
//! binary has its lowest bit last; here it comes first.)
//!
//! ```
//! let mut out = Vec::new();
//! let summary = n_queens_ii::trace::trace(4, &mut out).unwrap();
//! assert_eq!(summary.solutions, 2);
//! assert!(String::from_utf8(out).unwrap().contains("solution 1: columns 1 3 0 2"));
//! ```

pub mod page;

use std::io::{self, Write};

/// The largest board worth tracing: beyond it the trace is too long to read.
pub const MAX_N: usize = 8;

/// What a trace found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Solutions found.
    pub solutions: u64,
    /// Queens placed along the way, counting every try.
    pub placements: u64,
}

/// What the queens above attack in the row being filled: the bitmask
/// search's state, bit `c` for column `c`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Masks {
    /// The columns that hold a queen.
    pub columns: u32,
    /// Squares attacked along a `\` diagonal.
    pub diagonals: u32,
    /// Squares attacked along a `/` anti-diagonal.
    pub anti_diagonals: u32,
}

impl Masks {
    /// Every square of the row that some queen attacks.
    #[must_use]
    pub fn attacked(self) -> u32 {
        self.columns | self.diagonals | self.anti_diagonals
    }

    /// The next row's masks after a queen on the bit `queen`: a column attack
    /// stays in its column, a `\` attack moves one column right (`<< 1`), a
    /// `/` attack one column left (`>> 1`).
    #[must_use]
    pub fn place(self, queen: u32) -> Masks {
        Masks {
            columns: self.columns | queen,
            diagonals: (self.diagonals | queen) << 1,
            anti_diagonals: (self.anti_diagonals | queen) >> 1,
        }
    }
}

/// What happened at one step of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// The search reaches `row` and finds free squares in it.
    Row {
        /// The row.
        row: usize,
    },
    /// The search reaches `row` and finds no free square: it goes back.
    DeadEnd {
        /// The row.
        row: usize,
    },
    /// A queen goes on the lowest free square of `row`.
    Place {
        /// The queen's row.
        row: usize,
        /// The queen's column.
        column: usize,
    },
    /// Every row holds a queen: solution `number`, in the order found.
    Solution {
        /// 1 for the first solution found, and so on.
        number: u64,
    },
    /// Back in `row`, the queen taken off `column`; free squares are left.
    Back {
        /// The row.
        row: usize,
        /// The column the queen was taken off.
        column: usize,
    },
    /// Back in `row`, the queen taken off `column`, its last free square:
    /// the search goes back to the row above, or is over after row 0.
    RowDone {
        /// The row.
        row: usize,
        /// The column the queen was taken off.
        column: usize,
    },
}

impl Event {
    /// The row the step is about: the board's size for a solution.
    #[must_use]
    pub fn row(self, n: usize) -> usize {
        match self {
            Event::Row { row }
            | Event::DeadEnd { row }
            | Event::Place { row, .. }
            | Event::Back { row, .. }
            | Event::RowDone { row, .. } => row,
            Event::Solution { .. } => n,
        }
    }
}

/// One step of the bitmask search, and the search's state just after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened.
    pub event: Event,
    /// The column of the queen in each row filled so far, row 0 first.
    pub queens: Vec<usize>,
    /// The masks of the step's row.
    pub masks: Masks,
    /// The squares of that row still to try; at a placement, before the
    /// queen is taken from them (so `free & -free` is the queen).
    pub free: u32,
}

/// A square of the board at one step, as the pictures show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Square {
    /// A queen.
    Queen,
    /// An empty square of a row that holds its queen.
    Empty,
    /// A square of the row to fill that a queen above attacks.
    Attacked,
    /// A square of the row to fill that is free and not tried yet.
    Free,
    /// A square of the row to fill that was free and has been tried.
    Tried,
    /// A square of a row the search has not reached.
    Unreached,
}

impl Square {
    /// The text trace's symbol for it.
    #[must_use]
    pub fn symbol(self) -> char {
        match self {
            Square::Queen => 'Q',
            Square::Empty => '·',
            Square::Attacked => 'x',
            Square::Free => '.',
            Square::Tried => '-',
            Square::Unreached => ' ',
        }
    }
}

/// Every step of the bitmask search for `n` queens, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    /// The board's size.
    pub n: usize,
    /// The steps.
    pub steps: Vec<Step>,
}

impl Trace {
    /// Runs the bitmask search for `n` queens, recording every step.
    ///
    /// # Panics
    ///
    /// If `n > MAX_N`.
    #[must_use]
    pub fn new(n: usize) -> Trace {
        assert!(n <= MAX_N, "n = {n}: traces go up to n = {MAX_N}");
        let mut search = Search { full: (1 << n) - 1, queens: Vec::new(), found: 0, steps: vec![] };
        search.place(Masks::default());
        Trace { n, steps: search.steps }
    }

    /// Solutions found and queens placed.
    #[must_use]
    pub fn summary(&self) -> Summary {
        let count = |wanted: fn(&Event) -> bool| {
            self.steps.iter().filter(|step| wanted(&step.event)).count() as u64
        };
        Summary {
            solutions: count(|event| matches!(event, Event::Solution { .. })),
            placements: count(|event| matches!(event, Event::Place { .. })),
        }
    }

    /// The row whose attacked and free squares `step` shows, if any: none
    /// just after a placement (the next row is not looked at yet) or at a
    /// solution.
    #[must_use]
    pub fn row_to_fill(step: &Step) -> Option<usize> {
        match step.event {
            Event::Row { row }
            | Event::DeadEnd { row }
            | Event::Back { row, .. }
            | Event::RowDone { row, .. } => Some(row),
            Event::Place { .. } | Event::Solution { .. } => None,
        }
    }

    /// The board at `step`, row by row: the queens so far, then the row to
    /// fill with its attacked, free and tried squares, then the rows below.
    #[must_use]
    pub fn board(&self, step: &Step) -> Vec<Vec<Square>> {
        let to_fill = Trace::row_to_fill(step);
        (0..self.n)
            .map(|row| {
                (0..self.n)
                    .map(|column| match step.queens.get(row) {
                        Some(&queen) if queen == column => Square::Queen,
                        Some(_) => Square::Empty,
                        None if to_fill != Some(row) => Square::Unreached,
                        None if step.masks.attacked() & 1 << column != 0 => Square::Attacked,
                        None if step.free & 1 << column != 0 => Square::Free,
                        None => Square::Tried,
                    })
                    .collect()
            })
            .collect()
    }

    /// The search tree: the queens tried on the first row, each with
    /// everything tried below it.
    #[must_use]
    pub fn tree(&self) -> Vec<Node> {
        // The queens on the current path, each with its children so far.
        let mut path: Vec<Node> = Vec::new();
        let mut roots = Vec::new();
        let mut close = |path: &mut Vec<Node>, depth: usize| {
            while path.len() > depth {
                let node = path.pop().expect("longer than depth");
                path.last_mut().map_or(&mut roots, |parent| &mut parent.children).push(node);
            }
        };
        for step in &self.steps {
            match step.event {
                Event::Place { row, column } => {
                    close(&mut path, row);
                    path.push(Node { row, column, children: Vec::new(), solution: None });
                }
                Event::Solution { number } => {
                    if let Some(node) = path.last_mut() {
                        node.solution = Some(number);
                    }
                }
                _ => {}
            }
        }
        close(&mut path, 0);
        roots
    }

    /// Writes the text trace to `out`.
    ///
    /// # Errors
    ///
    /// If writing to `out` fails.
    pub fn write_text(&self, out: &mut impl Write) -> io::Result<Summary> {
        let n = self.n;
        writeln!(out, "Tracing the bitmask search for n = {n}.")?;
        writeln!(out, "Masks are printed column 0 first, like the board: bit c is column c.")?;
        writeln!(out, "Going down a row, the diagonal attacks (\\) move one column right")?;
        writeln!(out, "(<< 1) and the anti-diagonal attacks (/) one column left (>> 1).")?;
        writeln!(out, "In the pictures: Q a queen, · an empty square of a row already filled,")?;
        writeln!(out, "x an attacked square of the row to fill, . a free one.")?;
        let back_from = |out: &mut dyn Write, row: usize| match row {
            0 => writeln!(out, ": the search is over"),
            _ => writeln!(out, ": back to row {}", row - 1),
        };
        for step in &self.steps {
            let Step { masks, free, .. } = *step;
            match step.event {
                Event::Row { row } | Event::DeadEnd { row } => {
                    writeln!(out)?;
                    writeln!(out, "row {row}")?;
                    writeln!(out, "  columns         {}", bits(n, masks.columns))?;
                    writeln!(out, "  diagonals       {}", bits(n, masks.diagonals))?;
                    writeln!(out, "  anti-diagonals  {}", bits(n, masks.anti_diagonals))?;
                    writeln!(
                        out,
                        "  free            {}   = full & !(columns | diagonals | anti-diagonals)",
                        bits(n, free)
                    )?;
                    self.picture(step, out)?;
                    if free == 0 {
                        write!(out, "  no free square in row {row}: a dead end")?;
                        back_from(out, row)?;
                    }
                }
                Event::Place { column, .. } => writeln!(
                    out,
                    "  place a queen in column {column}   (free & -free = {})",
                    bits(n, 1 << column)
                )?,
                Event::Solution { number } => {
                    let columns: Vec<String> = step.queens.iter().map(usize::to_string).collect();
                    writeln!(out)?;
                    writeln!(out, "solution {number}: columns {}", columns.join(" "))?;
                    self.picture(step, out)?;
                }
                Event::Back { row, .. } => {
                    writeln!(out)?;
                    writeln!(out, "back to row {row}: free squares left {}", bits(n, free))?;
                }
                Event::RowDone { row, .. } => {
                    write!(out, "row {row} has no free square left")?;
                    back_from(out, row)?;
                }
            }
        }
        let summary = self.summary();
        let Summary { solutions, placements } = summary;
        writeln!(out)?;
        let plural =
            |count: u64, word: &str| format!("{count} {word}{}", if count == 1 { "" } else { "s" });
        writeln!(
            out,
            "Done: {}, {} placed along the way.",
            plural(solutions, "solution"),
            plural(placements, "queen")
        )?;
        Ok(summary)
    }

    /// The board at `step` as text, the row to fill marked.
    fn picture(&self, step: &Step, out: &mut impl Write) -> io::Result<()> {
        let to_fill = Trace::row_to_fill(step);
        for (row, squares) in self.board(step).into_iter().enumerate() {
            let squares: Vec<String> =
                squares.into_iter().map(|square| square.symbol().to_string()).collect();
            let marker = if to_fill == Some(row) { "  <- row to fill" } else { "" };
            writeln!(out, "    |{}|{marker}", squares.join(" "))?;
        }
        Ok(())
    }
}

/// `mask` as `n` binary digits, column 0 first.
#[must_use]
pub fn bits(n: usize, mask: u32) -> String {
    (0..n).map(|column| if mask & 1 << column != 0 { '1' } else { '0' }).collect()
}

/// Writes the trace of the bitmask search for `n` queens to `out`.
///
/// # Errors
///
/// If writing to `out` fails.
///
/// # Panics
///
/// If `n > MAX_N`.
pub fn trace(n: usize, out: &mut impl Write) -> io::Result<Summary> {
    Trace::new(n).write_text(out)
}

/// One queen placed by the bitmask search, and what came of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its row.
    pub row: usize,
    /// Its column.
    pub column: usize,
    /// The queens tried on the next row, in the order the search tries them.
    pub children: Vec<Node>,
    /// If it completes the board: the solution's number, in the order found.
    pub solution: Option<u64>,
}

/// The whole search tree of the bitmask search for `n` queens: the queens
/// tried on the first row, each with everything tried below it. A node with
/// no children that is no solution is a dead end: the next row has no free
/// square.
///
/// # Panics
///
/// If `n > MAX_N`.
#[must_use]
pub fn search_tree(n: usize) -> Vec<Node> {
    Trace::new(n).tree()
}

/// The bitmask search, recording each step.
struct Search {
    full: u32,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    found: u64,
    steps: Vec<Step>,
}

impl Search {
    fn record(&mut self, event: Event, masks: Masks, free: u32) {
        self.steps.push(Step { event, queens: self.queens.clone(), masks, free });
    }

    /// Fills the board from the row whose masks are `masks` down.
    fn place(&mut self, masks: Masks) {
        let row = self.queens.len();
        if masks.columns == self.full {
            self.found += 1;
            self.record(Event::Solution { number: self.found }, masks, 0);
            return;
        }
        let mut free = self.full & !masks.attacked();
        let arrived = if free == 0 { Event::DeadEnd { row } } else { Event::Row { row } };
        self.record(arrived, masks, free);
        while free != 0 {
            let queen = free & free.wrapping_neg();
            let column = queen.trailing_zeros() as usize;
            self.queens.push(column);
            self.record(Event::Place { row, column }, masks, free);
            free &= free - 1;
            self.place(masks.place(queen));
            self.queens.pop();
            let back = if free == 0 {
                Event::RowDone { row, column }
            } else {
                Event::Back { row, column }
            };
            self.record(back, masks, free);
        }
    }
}
