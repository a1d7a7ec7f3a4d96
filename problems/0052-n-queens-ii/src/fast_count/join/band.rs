//! A band of rows, and the making of its placements for one column set from
//! its two sides' tables.

use std::ops::Range;

use super::side::{Reach, Side, SideSearch, signature_mask};
use super::signature::LongDiagonalBits;
use super::signature_list::SignatureList;

/// A band of rows, cut at column `n / 2` into a left and a right side.
pub(super) struct Band {
    /// How many rows the band has.
    rows: usize,
    /// The signature bits of the sides' words.
    signature_mask: u64,
    /// `row_sets[a]`: the sets of `a` of the band's rows.
    row_sets: Vec<Vec<u32>>,
    left: Side,
    right: Side,
}

impl Band {
    /// The band of the board rows `rows` of `n`, its sides listed.
    pub(super) fn new(n: usize, rows: Range<usize>, long: LongDiagonalBits) -> Self {
        let count = rows.len();
        let mut row_sets = vec![Vec::new(); count + 1];
        for set in 0..1_u32 << count {
            row_sets[set.count_ones() as usize].push(set);
        }
        let (cut, reach) = (n / 2, Reach::new(n, &rows, n / 2));
        let left = Side::new(&SideSearch::new(n, rows.clone(), 0..cut, long, reach));
        let right = Side::new(&SideSearch::new(n, rows, cut..n, long, reach));
        Band { rows: count, signature_mask: signature_mask(n), row_sets, left, right }
    }

    /// Appends to `lists[class]` the signature of every placement of the
    /// band with the columns `columns` and `class` long-diagonal queens,
    /// for each class that `lists` has room for: each a left and a right
    /// placement on complementary rows, of the columns of `columns` on
    /// their side, that no diagonal joins.
    #[inline(always)]
    pub(super) fn placements(&self, columns: u32, lists: &mut [SignatureList]) {
        let on_left = columns & ((1 << self.left.width) - 1);
        let on_right = columns >> self.left.width;
        let all_rows = (1_u32 << self.rows) - 1;
        for &rows in &self.row_sets[on_left.count_ones() as usize] {
            for left_class in 0..lists.len() {
                let left = self.left.group(rows, on_left, left_class);
                if left.is_empty() {
                    continue;
                }
                for (right_class, list) in lists[left_class..].iter_mut().enumerate() {
                    let right = self.right.group(all_rows ^ rows, on_right, right_class);
                    list.add_pairs(left, right, self.signature_mask);
                }
            }
        }
    }
}
