//! A side made anew for each unit of work, for the column set the unit
//! gives it, instead of a table of all its column sets: for odd n, the
//! right sides, the largest (at n = 23 they would hold some two billion
//! placements).

use super::side::{Groups, SideSearch, groups};
use super::signature::CLASSES;

/// The placements of one side with one column set, grouped by the rows
/// they use and their class, as a [`Side`](super::side::Side)'s groups of
/// that column set are. Reused from unit to unit.
#[derive(Default)]
pub(super) struct SideStream {
    /// The placements' words, group after group.
    words: Vec<u64>,
    /// Where group `CLASSES * rows + class` starts, and, last, where they end.
    starts: Vec<u32>,
    /// The placements as found: group and word.
    found: Vec<(u32, u64)>,
    /// The columns it holds the placements of.
    columns: u32,
}

impl SideStream {
    /// Makes the placements of `search`'s side with the columns `columns`.
    pub(super) fn fill(&mut self, search: &SideSearch, columns: u32) {
        let classes = u32::try_from(CLASSES).expect("a few classes");
        self.columns = columns;
        let found = &mut self.found;
        found.clear();
        search.place_exact(columns, &mut |rows, word, class| {
            found.push((classes * rows + class, word));
        });
        let groups = CLASSES << search.rows();
        self.starts.clear();
        self.starts.resize(groups + 1, 0);
        for &(group, _) in &self.found {
            self.starts[group as usize + 1] += 1;
        }
        for at in 1..self.starts.len() {
            self.starts[at] += self.starts[at - 1];
        }
        self.words.resize(self.found.len(), 0);
        // Each group's next place is kept in its start, which so ends at the
        // next group's start: the starts then move up by one.
        for &(group, word) in &self.found {
            let at = &mut self.starts[group as usize];
            self.words[*at as usize] = word;
            *at += 1;
        }
        self.starts.copy_within(..groups, 1);
        self.starts[0] = 0;
    }

    /// The columns it holds the placements of.
    pub(super) fn columns(&self) -> u32 {
        self.columns
    }

    /// The words of the placements of the rows `rows`, class by class.
    #[inline(always)]
    pub(super) fn groups(&self, rows: u32) -> Groups<'_> {
        let first = CLASSES * rows as usize;
        groups(&self.words, &self.starts[first..=first + CLASSES])
    }
}
