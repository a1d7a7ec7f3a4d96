//! What the join's tests hold its parts to: the placements of a band, found
//! by trying each column for each row, and a side's lone queens.

use std::ops::Range;

use super::side_search::{Kept, SideSearch};
use super::signature::{CLASSES, LongDiagonals, signature_bits};
use super::signature_list::SignatureList;
use crate::bitslice::Signature;

/// Every placement of the board rows `rows` of `n` on the columns
/// `columns`, a queen in each row: its squeezed signature, by class (its
/// long-diagonal queens outside the centre), sorted.
pub(super) fn searched(
    n: usize,
    rows: Range<usize>,
    columns: u32,
    long: LongDiagonals,
) -> [Vec<Signature>; CLASSES] {
    let mut found: [Vec<Signature>; CLASSES] = Default::default();
    let mut queens = Vec::new();
    search(n, rows, columns, &mut queens, &mut |queens: &[(usize, usize)]| {
        let signature = queens.iter().fold(0, |signature, &(r, c)| {
            signature | signature_bits(n, n / 2, r + n - 1 - c, r + c)
        });
        let centre = |r: usize, c: usize| n % 2 == 1 && r == n / 2 && c == n / 2;
        let class =
            queens.iter().filter(|&&(r, c)| (r == c || r + c == n - 1) && !centre(r, c)).count();
        found[class].push(long.squeeze(signature));
    });
    for list in &mut found {
        list.sort_unstable();
    }
    found
}

/// Calls `visit` with every way to put a queen on each of the rows `rows`
/// from the one after `queens`, in the columns `columns`, none attacking.
fn search(
    n: usize,
    rows: Range<usize>,
    columns: u32,
    queens: &mut Vec<(usize, usize)>,
    visit: &mut impl FnMut(&[(usize, usize)]),
) {
    let r = rows.start + queens.len();
    if r == rows.end {
        return visit(queens);
    }
    for c in (0..n).filter(|&c| columns & 1 << c != 0) {
        let attacked =
            queens.iter().any(|&(qr, qc)| qc == c || qr + c == r + qc || qr + qc == r + c);
        if !attacked {
            queens.push((r, c));
            search(n, rows.clone(), columns, queens, visit);
            queens.pop();
        }
    }
}

/// The bands of `n` that the joins list, each with the placements it
/// keeps (a top band's every one, or only those with no long-diagonal
/// queen; a bottom band's every one), cut before every column: the rows,
/// what they keep and the cut; and the long diagonals of `n`.
pub(super) fn cut_bands(n: usize) -> (LongDiagonals, Vec<(Range<usize>, Kept, usize)>) {
    let t = n / 2;
    let long = LongDiagonals::new(n, (n % 2 == 1).then_some(t));
    let bands = [(0..t, Kept::NoLongDiagonal), (0..t, Kept::Every), (t..n, Kept::Every)];
    let cut =
        bands.into_iter().flat_map(|(rows, kept)| (1..n).map(move |cut| (rows.clone(), kept, cut)));
    (long, cut.collect())
}

/// A list's signatures, sorted.
pub(super) fn sorted(list: &mut SignatureList) -> Vec<Signature> {
    let mut list = list.kept().to_vec();
    list.sort_unstable();
    list
}

/// `lone[k][j]`: the word of a lone queen on the band's row `k` and the
/// side's column `j`, of `rows` rows and `width` columns, as `search`
/// makes the placements of that column alone.
pub(super) fn lone_words(search: &SideSearch, rows: usize, width: usize) -> Vec<Vec<Option<u64>>> {
    let mut lone = vec![vec![None; width]; rows];
    for (j, column) in (0..width).map(|j| (j, 1 << j)) {
        search.place_exact(column, &mut |placed_rows, word, _| {
            lone[placed_rows.trailing_zeros() as usize][j] = Some(word);
        });
    }
    lone
}
