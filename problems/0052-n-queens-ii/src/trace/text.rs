//! The text trace that `trace N` prints: a legend, then each step as a
//! person would work it on paper (the masks and free squares of each row
//! in binary, the square chosen, the board so far, every backtrack), and a
//! summary.

use std::io::{self, Write};

use super::{Event, Step, Summary, Trace};

impl Trace {
    /// Writes the text trace to `out`.
    ///
    /// # Errors
    ///
    /// If writing to `out` fails.
    pub fn write_text(&self, out: &mut impl Write) -> io::Result<Summary> {
        write_legend(self.n, out)?;
        for step in &self.steps {
            self.write_step(step, out)?;
        }
        let summary = self.summary();
        write_done(summary, out)?;
        Ok(summary)
    }

    /// What `step` did, and at a row reached or a solution, the board.
    fn write_step(&self, step: &Step, out: &mut impl Write) -> io::Result<()> {
        let n = self.n;
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
                    write_back_from(row, out)?;
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
                write_back_from(row, out)?;
            }
        }
        Ok(())
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

/// What the symbols and the masks' order mean, before the first step.
fn write_legend(n: usize, out: &mut impl Write) -> io::Result<()> {
    writeln!(out, "Tracing the bitmask search for n = {n}.")?;
    writeln!(out, "Masks are printed column 0 first, like the board: bit c is column c.")?;
    writeln!(out, "Going down a row, the diagonal attacks (\\) move one column right")?;
    writeln!(out, "(<< 1) and the anti-diagonal attacks (/) one column left (>> 1).")?;
    writeln!(out, "In the pictures: Q a queen, · an empty square of a row already filled,")?;
    writeln!(out, "x an attacked square of the row to fill, . a free one.")
}

/// Where the search goes once `row` has nothing left to try, ending the
/// line begun.
fn write_back_from(row: usize, out: &mut impl Write) -> io::Result<()> {
    match row {
        0 => writeln!(out, ": the search is over"),
        _ => writeln!(out, ": back to row {}", row - 1),
    }
}

/// The last line: solutions found and queens placed.
fn write_done(Summary { solutions, placements }: Summary, out: &mut impl Write) -> io::Result<()> {
    writeln!(out)?;
    let plural =
        |count: u64, word: &str| format!("{count} {word}{}", if count == 1 { "" } else { "s" });
    writeln!(
        out,
        "Done: {}, {} placed along the way.",
        plural(solutions, "solution"),
        plural(placements, "queen")
    )
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
