//! A side made anew for each unit of work, for the column set the unit
//! gives it, instead of a table of all its column sets: for odd n, the
//! right sides, the largest (at n = 23 they would hold some two billion
//! placements).

use super::band::RightGroups;
use super::side::{GroupedWords, Groups};
use super::side_search::SideSearch;
use super::signature::CLASSES;

/// The placements of one side with one column set, grouped by the rows
/// they use and their class, as a [`Side`](super::side::Side)'s groups of
/// that column set are. Reused from unit to unit.
#[derive(Default)]
pub(super) struct SideStream {
    /// The placements' words: group `CLASSES * rows + class` holds those of
    /// the rows `rows` and `class` long-diagonal queens.
    grouped: GroupedWords,
    /// The placements as found: group and word.
    found: Vec<(usize, u64)>,
    /// The columns it holds the placements of.
    columns: u32,
}

impl SideStream {
    /// Makes the placements of `search`'s side with the columns `columns`.
    pub(super) fn fill(&mut self, search: &SideSearch, columns: u32) {
        self.columns = columns;
        let found = &mut self.found;
        found.clear();
        search.place_exact(columns, &mut |rows, word, class| {
            found.push((CLASSES * rows as usize + class as usize, word));
        });
        self.grouped.start(CLASSES << search.rows());
        for &(group, _) in &self.found {
            self.grouped.count(group);
        }
        self.grouped.counted();
        for &(group, word) in &self.found {
            self.grouped.place(group, word);
        }
        self.grouped.placed();
    }

    /// The columns it holds the placements of.
    pub(super) fn columns(&self) -> u32 {
        self.columns
    }
}

impl RightGroups for SideStream {
    #[inline(always)]
    fn groups(&self, rows: u32) -> Groups<'_> {
        self.grouped.classes(CLASSES * rows as usize)
    }
}
