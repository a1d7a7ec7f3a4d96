//! A band of rows, and the making of its placements for one column set from
//! its two sides: a table of the left side's placements, and the right
//! side's, from wherever the band's join keeps them (mirrored from that
//! table for even n, made for the unit of work for odd n).

use std::ops::Range;

use super::side::{Groups, Side};
use super::side_search::{Kept, Reach, SideSearch, signature_mask};
use super::signature::LongDiagonals;
use super::signature_list::{AddPairs, SignatureList};

/// A band of rows, cut at a column into a left and a right side, with its
/// left side listed.
pub(super) struct Band {
    /// How many rows the band has.
    rows: usize,
    /// The signature bits of the sides' words.
    signature_mask: u64,
    /// The diagonals both sides reach.
    reach: Reach,
    /// `row_sets[a]`: the sets of `a` of the band's rows.
    row_sets: Vec<Vec<u32>>,
    left: Side,
}

/// The right side's placements of one column set, grouped by the rows they
/// use and by class, as a [`Side`]'s groups are.
pub(super) trait RightGroups {
    /// The words of the placements of the rows `rows` (a set of the
    /// band's), class by class.
    fn groups(&self, rows: u32) -> Groups<'_>;
}

impl Band {
    /// The band of the board rows `rows` of `n`, cut before column `cut`,
    /// its left side listed on `threads` threads; its sides make the
    /// placements `kept`.
    pub(super) fn new(
        n: usize,
        rows: Range<usize>,
        cut: usize,
        long: LongDiagonals,
        kept: Kept,
        threads: usize,
    ) -> Self {
        let count = rows.len();
        let mut row_sets = vec![Vec::new(); count + 1];
        for set in 0..1_u32 << count {
            row_sets[set.count_ones() as usize].push(set);
        }
        let reach = Reach::new(n, &rows, cut);
        let left = Side::new(&SideSearch::new(n, rows, 0..cut, long, reach, kept), threads);
        Band { rows: count, signature_mask: signature_mask(n), reach, row_sets, left }
    }

    /// The diagonals both sides reach.
    pub(super) fn reach(&self) -> Reach {
        self.reach
    }

    /// The listed left side.
    pub(super) fn left(&self) -> &Side {
        &self.left
    }

    /// The right side's part of the columns `columns` (of the board), as a
    /// set of its own columns.
    pub(super) fn right_columns(&self, columns: u32) -> u32 {
        columns >> self.left.width
    }

    /// Appends to `lists[class]` the signature of every placement of the
    /// band with the columns `columns` and `class` long-diagonal queens,
    /// for each class that `lists` has room for: each a left and a right
    /// placement on complementary rows, of the columns of `columns` on
    /// their side, that no diagonal joins. The right side's placements come
    /// from `right`, which holds those of these columns. The lists take the
    /// pairs with `add_pairs`.
    #[inline(always)]
    pub(super) fn placements(
        &self,
        columns: u32,
        right: &impl RightGroups,
        lists: &mut [SignatureList],
        add_pairs: impl AddPairs,
    ) {
        let on_left = columns & ((1 << self.left.width) - 1);
        let all_rows = (1_u32 << self.rows) - 1;
        for &rows in &self.row_sets[on_left.count_ones() as usize] {
            let left = self.left.groups(rows, on_left);
            if left[..lists.len()].iter().all(|group| group.is_empty()) {
                continue;
            }
            let right = right.groups(all_rows ^ rows);
            for (left_class, &left) in left.iter().enumerate().take(lists.len()) {
                if left.is_empty() {
                    continue;
                }
                for (list, &right) in lists[left_class..].iter_mut().zip(&right) {
                    if !right.is_empty() {
                        add_pairs(list, left, right, self.signature_mask);
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Band;
    use crate::join::oracle::{cut_bands, searched, sorted};
    use crate::join::side_search::{Kept, SideSearch};
    use crate::join::signature::CLASSES;
    use crate::join::signature_list::SignatureList;
    use crate::join::stream::SideStream;

    /// For every key of small boards, each band cut at every column makes,
    /// from its listed left side and a right side made for the key's
    /// columns (as the odd join streams them), the placements a direct
    /// search finds: of every class, or of class 0 for a top band that
    /// keeps only the placements with no long-diagonal queen.
    #[test]
    fn placements_made_from_the_sides_are_those_a_search_finds() {
        for n in 4..=9 {
            let (long, bands) = cut_bands(n);
            for (rows, kept, cut) in bands {
                let band = Band::new(n, rows.clone(), cut, long, kept, 1);
                let right = SideSearch::new(n, rows.clone(), cut..n, long, band.reach(), kept);
                let mut stream = SideStream::default();
                let classes = if kept == Kept::Every { CLASSES } else { 1 };
                for key in (0..1_u32 << n).filter(|key| key.count_ones() as usize == rows.len()) {
                    stream.fill(&right, band.right_columns(key));
                    let mut lists: [SignatureList; CLASSES] = Default::default();
                    band.placements(key, &stream, &mut lists[..classes], SignatureList::add_pairs);
                    let mut expected = searched(n, rows.clone(), key, long);
                    expected[classes..].iter_mut().for_each(Vec::clear);
                    let at = format!("n = {n}, rows {rows:?}, cut {cut}, key {key:b}");
                    assert_eq!(lists.each_mut().map(sorted), expected, "{at}");
                }
            }
        }
    }
}
