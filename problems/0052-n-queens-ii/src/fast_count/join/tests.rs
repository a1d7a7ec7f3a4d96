//! The band placements made from the sides' tables against a direct search.

use std::ops::Range;

use super::super::bitslice::Signature;
use super::signature::{CLASSES, LongDiagonalBits, signature_bits};
use super::signature_list::SignatureList;
use super::stream::SideStream;
use super::{Bottom, Join, flipped, other_columns};

/// Every placement of the band's rows `rows` on the columns `columns`,
/// found by trying each column for each row: its squeezed signature,
/// by class.
fn searched(
    n: usize,
    rows: Range<usize>,
    columns: u32,
    long: LongDiagonalBits,
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
    found
}

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

/// For every key of small boards of both parities, the band placements
/// made from the sides' tables are those a direct search finds.
#[test]
fn band_placements_are_those_a_search_finds() {
    for n in [5, 6, 7, 8, 9, 10] {
        let join = Join::new(n);
        let (t, long) = (n / 2, LongDiagonalBits::new(n));
        for &key in join.units.all() {
            for (bottom, rows, columns) in [(false, 0..t, key), (true, t..n, other_columns(n, key))]
            {
                let mut made: [SignatureList; CLASSES] = Default::default();
                let mut stream = SideStream::default();
                if bottom {
                    if let Bottom::Own(band) = &join.bottom {
                        band.stream(columns, &mut stream);
                    }
                    join.bottoms(columns, &stream, &mut made);
                } else {
                    join.top.stream(columns, &mut stream);
                    join.top.placements(columns, &stream, &mut made);
                }
                // Back from the mirror image and upside down, for even n.
                let upside_down = bottom && matches!(join.bottom, Bottom::UpsideDownTop);
                let mirror = join.top.mirror();
                let made = made.map(|mut list| {
                    let mut list = list.kept().to_vec();
                    if let Some(mirror) = mirror {
                        list = list.into_iter().map(|signature| mirror.apply(signature)).collect();
                    }
                    if upside_down {
                        list = list.into_iter().map(|signature| flipped(n, signature)).collect();
                    }
                    list.sort_unstable();
                    list
                });
                let expected = searched(n, rows, columns, long).map(|mut list| {
                    list.sort_unstable();
                    list
                });
                assert_eq!(made, expected, "n = {n}, columns {columns:b}");
            }
        }
    }
}
