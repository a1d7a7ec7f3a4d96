//! A step-by-step trace of the [`bitmask`](crate::bitmask) search, the way a
//! person would work it on paper: for each row the three masks and the free
//! squares in binary, the square chosen, a picture of the board so far, and
//! every backtrack.
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
    assert!(n <= MAX_N, "n = {n}: traces go up to n = {MAX_N}");
    let mut tracer = Tracer {
        n,
        full: (1 << n) - 1,
        queens: Vec::new(),
        summary: Summary { solutions: 0, placements: 0 },
        out,
    };
    writeln!(tracer.out, "Tracing the bitmask search for n = {n}.")?;
    writeln!(tracer.out, "Masks are printed column 0 first, like the board: bit c is column c.")?;
    writeln!(tracer.out, "Going down a row, the diagonal attacks (\\) move one column right")?;
    writeln!(tracer.out, "(<< 1) and the anti-diagonal attacks (/) one column left (>> 1).")?;
    writeln!(tracer.out, "In the pictures: Q a queen, · an empty square of a row already filled,")?;
    writeln!(tracer.out, "x an attacked square of the row to fill, . a free one.")?;
    tracer.place(0, 0, 0)?;
    let Summary { solutions, placements } = tracer.summary;
    writeln!(tracer.out)?;
    let plural =
        |count: u64, word: &str| format!("{count} {word}{}", if count == 1 { "" } else { "s" });
    writeln!(
        tracer.out,
        "Done: {}, {} placed along the way.",
        plural(solutions, "solution"),
        plural(placements, "queen")
    )?;
    Ok(tracer.summary)
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
    fn grow(full: u32, masks: (u32, u32, u32), found: &mut u64) -> Vec<Node> {
        let (columns, diagonals, anti_diagonals) = masks;
        let row = columns.count_ones() as usize;
        let mut free = full & !(columns | diagonals | anti_diagonals);
        let mut nodes = Vec::new();
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            let next = (columns | queen, (diagonals | queen) << 1, (anti_diagonals | queen) >> 1);
            let (children, solution) = if next.0 == full {
                *found += 1;
                (Vec::new(), Some(*found))
            } else {
                (grow(full, next, found), None)
            };
            nodes.push(Node { row, column: queen.trailing_zeros() as usize, children, solution });
        }
        nodes
    }
    assert!(n <= MAX_N, "n = {n}: traces go up to n = {MAX_N}");
    grow((1 << n) - 1, (0, 0, 0), &mut 0)
}

struct Tracer<'a, W> {
    n: usize,
    full: u32,
    /// The column of the queen in each row so far.
    queens: Vec<usize>,
    summary: Summary,
    out: &'a mut W,
}

impl<W: Write> Tracer<'_, W> {
    /// The recursive bitmask search, telling each step.
    fn place(&mut self, columns: u32, diagonals: u32, anti_diagonals: u32) -> io::Result<()> {
        let row = self.queens.len();
        if columns == self.full {
            self.summary.solutions += 1;
            let columns: Vec<String> = self.queens.iter().map(usize::to_string).collect();
            writeln!(self.out)?;
            writeln!(
                self.out,
                "solution {}: columns {}",
                self.summary.solutions,
                columns.join(" ")
            )?;
            return self.picture(0);
        }
        let attacked = columns | diagonals | anti_diagonals;
        let mut free = self.full & !attacked;
        writeln!(self.out)?;
        writeln!(self.out, "row {row}")?;
        writeln!(self.out, "  columns         {}", self.bits(columns))?;
        writeln!(self.out, "  diagonals       {}", self.bits(diagonals))?;
        writeln!(self.out, "  anti-diagonals  {}", self.bits(anti_diagonals))?;
        writeln!(
            self.out,
            "  free            {}   = full & !(columns | diagonals | anti-diagonals)",
            self.bits(free)
        )?;
        self.picture(attacked)?;
        if free == 0 {
            write!(self.out, "  no free square in row {row}: a dead end")?;
        }
        while free != 0 {
            let queen = free & free.wrapping_neg();
            free &= free - 1;
            let column = queen.trailing_zeros() as usize;
            self.summary.placements += 1;
            writeln!(
                self.out,
                "  place a queen in column {column}   (free & -free = {})",
                self.bits(queen)
            )?;
            self.queens.push(column);
            self.place(columns | queen, (diagonals | queen) << 1, (anti_diagonals | queen) >> 1)?;
            self.queens.pop();
            if free != 0 {
                writeln!(self.out)?;
                writeln!(self.out, "back to row {row}: free squares left {}", self.bits(free))?;
            } else {
                write!(self.out, "row {row} has no free square left")?;
            }
        }
        match row {
            0 => writeln!(self.out, ": the search is over"),
            _ => writeln!(self.out, ": back to row {}", row - 1),
        }
    }

    /// `mask` as `n` binary digits, column 0 first.
    fn bits(&self, mask: u32) -> String {
        (0..self.n).map(|column| if mask & 1 << column != 0 { '1' } else { '0' }).collect()
    }

    /// The board: the queens so far, then the current row's attacked and
    /// free squares, then the empty rows below.
    fn picture(&mut self, attacked: u32) -> io::Result<()> {
        for row in 0..self.n {
            let squares: Vec<&str> = (0..self.n)
                .map(|column| match self.queens.get(row) {
                    Some(&queen) if queen == column => "Q",
                    Some(_) => "·",
                    None if row == self.queens.len() && attacked & 1 << column != 0 => "x",
                    None if row == self.queens.len() => ".",
                    None => " ",
                })
                .collect();
            let marker = if row == self.queens.len() { "  <- row to fill" } else { "" };
            writeln!(self.out, "    |{}|{marker}", squares.join(" "))?;
        }
        Ok(())
    }
}
