//! The join at the small n drawn: its bands searched plainly, each key's
//! tops and bottoms, their signatures, and how many pairs fit.

use std::ops::Range;

/// The board size drawn.
pub(super) const N: usize = 6;

/// The first row of the bottom band, as the join cuts: `t = ⌊n/2⌋`.
pub(super) const T: usize = N / 2;

/// Every column, a bit each.
pub(super) const ALL: u32 = (1 << N) - 1;

/// A placement: its queens' columns, row by row.
pub(super) type Placement = Vec<usize>;

/// The placements of the band `rows` on exactly the `columns` (a bit
/// each), one queen in each row, none attacking another.
pub(super) fn placements(rows: Range<usize>, columns: u32) -> Vec<Placement> {
    fn place(rows: &Range<usize>, columns: u32, placed: &mut Placement, out: &mut Vec<Placement>) {
        let r = rows.start + placed.len();
        if r == rows.end {
            out.push(placed.clone());
            return;
        }
        for c in 0..N {
            let free = columns & 1 << c != 0 && !placed.contains(&c);
            // Two queens of rows `row` < `r` attack along a diagonal when
            // their columns differ by as much as their rows.
            let attacks = placed
                .iter()
                .enumerate()
                .any(|(i, &other)| r - (rows.start + i) == c.abs_diff(other));
            if free && !attacks {
                placed.push(c);
                place(rows, columns, placed, out);
                placed.pop();
            }
        }
    }
    let mut out = Vec::new();
    place(&rows, columns, &mut Vec::new(), &mut out);
    out
}

/// A queen's crossing points, from 1 to `N - 1` along the cut (the point
/// between columns `p - 1` and `p`), of its `\` and its `/` diagonal, if
/// that diagonal crosses the cut.
pub(super) fn crossings(r: usize, c: usize) -> [Option<usize>; 2] {
    // `\`: c - r is constant, so it meets the cut line (y = T) at x = T + c - r.
    let down = (T + c).checked_sub(r).filter(|p| (1..N).contains(p));
    // `/`: r + c is constant: x = r + c + 1 - T.
    let up = (r + c + 1).checked_sub(T).filter(|p| (1..N).contains(p));
    [down, up]
}

/// A placement's signature: for each kind of diagonal (`\`, `/`), the
/// crossing points its queens stand on, bit `p` for point `p`.
pub(super) fn signature(first_row: usize, placement: &[usize]) -> [u32; 2] {
    let mut bits = [0; 2];
    for (i, &c) in placement.iter().enumerate() {
        for (kind, point) in crossings(first_row + i, c).into_iter().enumerate() {
            if let Some(p) = point {
                bits[kind] |= 1 << p;
            }
        }
    }
    bits
}

/// Whether two signatures share no crossing diagonal: their AND is 0.
pub(super) fn fits(top: [u32; 2], bottom: [u32; 2]) -> bool {
    top[0] & bottom[0] == 0 && top[1] & bottom[1] == 0
}

/// A key's tops, the bottoms on the other columns, and how many pairs fit.
pub(super) struct Key {
    pub(super) columns: u32,
    pub(super) tops: Vec<Placement>,
    pub(super) bottoms: Vec<Placement>,
    pub(super) count: usize,
}

impl Key {
    fn new(columns: u32) -> Key {
        let tops = placements(0..T, columns);
        let bottoms = placements(T..N, ALL & !columns);
        let count = tops
            .iter()
            .flat_map(|top| bottoms.iter().map(move |bottom| (top, bottom)))
            .filter(|(top, bottom)| fits(signature(0, top), signature(T, bottom)))
            .count();
        Key { columns, tops, bottoms, count }
    }
}

/// Every key (the top's set of columns) and its count, in order.
pub(super) fn keys() -> Vec<Key> {
    (0..1_u32 << N).filter(|columns| columns.count_ones() as usize == T).map(Key::new).collect()
}

/// The solutions the keys' counts add up to: how many of their pairs fit.
pub(super) fn total() -> usize {
    keys().iter().map(|key| key.count).sum()
}

#[cfg(test)]
mod tests {
    use super::{ALL, N, T, fits, placements, signature, total};
    use crate::counter::Counter;
    use crate::engine::Engine;

    /// The picture's keys add up to the join's total, and a pair fits
    /// exactly when the whole board it makes is a solution.
    #[test]
    fn the_pictures_keys_add_up_to_the_joins_total() {
        let join = Counter::new(N).engine(Engine::Join).threads(1).run().total;
        assert_eq!(u64::try_from(total()).expect("a count"), join);
        let (tops, bottoms) = (placements(0..T, ALL), placements(T..N, ALL));
        let mut solutions = 0;
        for top in &tops {
            for bottom in &bottoms {
                let board: Vec<usize> = top.iter().chain(bottom).copied().collect();
                let columns_differ = top.iter().all(|c| !bottom.contains(c));
                let solution = columns_differ
                    && (0..N).all(|a| (a + 1..N).all(|b| b - a != board[a].abs_diff(board[b])));
                let fit = columns_differ && fits(signature(0, top), signature(T, bottom));
                assert_eq!(fit, solution, "{board:?}");
                solutions += usize::from(solution);
            }
        }
        assert_eq!(solutions, total());
    }
}
