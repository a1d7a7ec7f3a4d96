//! The board checker, written once and independently of every approach: the
//! tests and `check` hold every answer to it.

/// Why `board` is not a valid answer for `n` queens, if it is not: `n` rows of
/// `n` characters, only `'Q'` and `'.'`, one queen per row and per column, and
/// no two queens on one diagonal.
#[must_use]
pub fn board_error(n: usize, board: &[String]) -> Option<String> {
    if board.len() != n {
        return Some(format!("{} rows, not {n}", board.len()));
    }
    let mut queens = Vec::with_capacity(n);
    for (row, text) in board.iter().enumerate() {
        if text.len() != n || text.chars().any(|c| c != 'Q' && c != '.') {
            return Some(format!("row {row} is {text:?}, not {n} of 'Q' and '.'"));
        }
        let in_row: Vec<usize> = text.match_indices('Q').map(|(column, _)| column).collect();
        if in_row.len() != 1 {
            return Some(format!("row {row} has {} queens", in_row.len()));
        }
        queens.push(in_row[0]);
    }
    for (row, &column) in queens.iter().enumerate() {
        for (other_row, &other_column) in queens.iter().enumerate().skip(row + 1) {
            if column == other_column {
                return Some(format!("rows {row} and {other_row} share column {column}"));
            }
            if column.abs_diff(other_column) == other_row - row {
                return Some(format!("rows {row} and {other_row} share a diagonal"));
            }
        }
    }
    None
}
