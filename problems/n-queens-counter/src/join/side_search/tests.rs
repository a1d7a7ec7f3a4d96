//! The words a side's search makes, checked against the queens' attacks.

use std::ops::Range;

use super::{Kept, Reach, SideSearch};
use crate::join::oracle::lone_words;
use crate::join::signature::LongDiagonals;

/// For every board the join counts, in both bands cut at every column,
/// a lone queen of the left side and one of the right side have words
/// that meet exactly when they share a diagonal (a placement's word is
/// its queens' words ORed, so its pairs follow).
#[test]
fn words_meet_exactly_when_queens_share_a_diagonal() {
    for n in 2..=23 {
        let t = n / 2;
        let long = LongDiagonals::new(n, (n % 2 == 1).then_some(t));
        for rows in [0..t, t..n] {
            for cut in 1..n {
                words_meet_when_queens_attack(n, &rows, cut, long);
            }
        }
    }
}

/// The check in the band of the rows `rows` of `n`, cut before `cut`.
fn words_meet_when_queens_attack(n: usize, rows: &Range<usize>, cut: usize, long: LongDiagonals) {
    let reach = Reach::new(n, rows, cut);
    let side = |columns: Range<usize>| {
        let width = columns.len();
        let search = SideSearch::new(n, rows.clone(), columns, long, reach, Kept::Every);
        lone_words(&search, rows.len(), width)
    };
    let (left, right) = (side(0..cut), side(cut..n));
    let queens = |width| (0..rows.len()).flat_map(move |k| (0..width).map(move |j| (k, j)));
    for (k1, c1) in queens(cut) {
        for (k2, j2) in queens(n - cut).filter(|&(k2, _)| k2 != k1) {
            let c2 = cut + j2;
            let attack = k1 + c2 == k2 + c1 || k1 + c1 == k2 + c2;
            let meet = left[k1][c1].expect("kept") & right[k2][j2].expect("kept") != 0;
            assert_eq!(
                meet, attack,
                "n = {n}, rows {rows:?}, cut {cut}: ({k1}, {c1}), ({k2}, {c2})"
            );
        }
    }
}
