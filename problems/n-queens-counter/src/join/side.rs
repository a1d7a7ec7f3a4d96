//! A side of a band: every placement of queens on its squares, listed once
//! by a search (the `side_search` module) and grouped for the keys to take.

mod table;

use super::side_search::SideSearch;
use super::signature::CLASSES;

/// Every placement of queens on one side of a band (no two attacking,
/// any number of them, the empty one too), grouped by the rows and columns
/// it uses and its class.
///
/// Each placement is one word, eight bytes: its squeezed signature in the
/// low `squeezed_bits` bits, and above them its *reach*, the diagonals
/// that a queen of the band's other side could share with it (see
/// `side_search::Reach`). A left and a right placement attack each other
/// exactly when their words meet: a shared diagonal is one both sides
/// reach, and a shared signature bit is a shared diagonal.
pub(super) struct Side {
    /// How many columns the side has.
    pub(super) width: usize,
    /// The placements' words, group after group. Group `CLASSES * slot +
    /// class` holds those of `class` long-diagonal queens (outside the
    /// centre) on the slot's rows and columns; the slots of one column set
    /// are together, since a key takes them all (see [`Slots`]).
    grouped: GroupedWords,
    slots: Slots,
}

/// Words put group after group by a counting sort, in two passes over
/// them in the same order: [`GroupedWords::count`] each, then
/// [`GroupedWords::place`] each. A side's table is made so, and so is a
/// side made for one column set (the `stream` module).
#[derive(Default)]
pub(super) struct GroupedWords {
    /// The words, group after group, then [`SLACK`] spare words.
    words: Vec<u64>,
    /// Where each group starts, and, last, where they end.
    starts: Vec<u32>,
    /// While placing: where each group's next word goes.
    next: Vec<u32>,
}

/// The words of one row set's and column set's placements, class by class.
pub(super) type Groups<'a> = [Group<'a>; CLASSES];

/// The spare words at the end of a table of groups: a register's words, at
/// the widest level (AVX-512).
pub(super) const SLACK: usize = 8;

/// The words of one group, in a table that goes on past it: it ends with
/// [`SLACK`] spare words, so that a loop taking a register of words at a
/// time loads a group's last register whole and masks off the lanes past
/// the group, instead of copying its last words one by one (a branch on
/// each, which small groups of every length mispredict).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Group<'a> {
    /// The group's words, then [`SLACK`] words of the table after them.
    padded: &'a [u64],
}

impl<'a> Group<'a> {
    /// The group of the first `len` words of `onwards`, which holds at
    /// least [`SLACK`] words past them.
    #[inline(always)]
    pub(crate) fn new(onwards: &'a [u64], len: usize) -> Self {
        Group { padded: &onwards[..len + SLACK] }
    }

    /// The group's words.
    #[inline(always)]
    pub(crate) fn words(self) -> &'a [u64] {
        &self.padded[..self.len()]
    }

    /// How many words the group has.
    #[inline(always)]
    pub(crate) fn len(self) -> usize {
        self.padded.len() - SLACK
    }

    /// Whether the group has no words.
    #[inline(always)]
    pub(crate) fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The group as registers of `N` words: the whole ones, then the `N`
    /// words after those, and how many of them are the group's (from 0 to
    /// `N - 1`; the rest are the table's, to be masked off).
    #[inline(always)]
    pub(crate) fn registers<const N: usize>(self) -> (&'a [[u64; N]], &'a [u64; N], usize) {
        const { assert!(N <= SLACK, "the spare words cover a register") };
        let (registers, _) = self.padded.as_chunks::<N>();
        let whole = self.len() / N;
        (&registers[..whole], &registers[whole], self.len() % N)
    }
}

/// The groups of `words` that `starts` (one more than there are classes)
/// bound. (Written out, not `array::from_fn`, whose closure a hot loop may
/// not inline.)
#[inline(always)]
pub(super) fn groups<'a>(words: &'a [u64], starts: &[u32]) -> Groups<'a> {
    let group = |class: usize| {
        let (start, end) = (starts[class] as usize, starts[class + 1] as usize);
        Group::new(&words[start..], end - start)
    };
    [group(0), group(1), group(2)]
}

const _: () = assert!(CLASSES == 3, "`groups` writes out three classes");

/// The slots of a side: a slot for each pair of a row set and a column
/// set of one size, as a placement uses one row for each column. Numbered
/// column set after column set, and within one by the row set's rank among
/// those of its size: most pairs of sets differ in size, and a table of
/// every pair was most of the memory at n = 21.
struct Slots {
    /// `rank[rows]`: where `rows` comes among the row sets of its size, in
    /// increasing order.
    rank: Vec<u32>,
    /// `first[columns]`: the slot of `columns` and the first row set of its
    /// size; last, how many slots there are.
    first: Vec<u32>,
}

impl Side {
    /// The placements `search` finds, grouped, the table made on
    /// `threads` threads (see the `table` module).
    pub(super) fn new(search: &SideSearch, threads: usize) -> Self {
        let slots = Slots::new(search.rows(), search.width());
        let grouped = table::grouped(search, &slots, threads);
        Side { width: search.width(), grouped, slots }
    }

    /// The placements' words, group after group, then [`SLACK`] spare
    /// words.
    pub(super) fn words(&self) -> &[u64] {
        &self.grouped.words
    }

    /// The words of the placements of the rows `rows` and the columns
    /// `columns` (as sets of the band's rows and the side's columns), class
    /// by class (the number of long-diagonal queens).
    #[inline(always)]
    pub(super) fn groups(&self, rows: u32, columns: u32) -> Groups<'_> {
        self.groups_of(&self.grouped.words, rows, columns)
    }

    /// The same groups of `words`, which hold a word for each placement in
    /// its place (the mirror images of the words, for even n).
    #[inline(always)]
    pub(super) fn groups_of<'a>(&self, words: &'a [u64], rows: u32, columns: u32) -> Groups<'a> {
        self.grouped.classes_of(words, CLASSES * self.slots.of(rows, columns))
    }
}

impl GroupedWords {
    /// Starts a sort into `groups` groups, keeping the room it had.
    pub(super) fn start(&mut self, groups: usize) {
        self.starts.clear();
        self.starts.resize(groups + 1, 0);
    }

    /// Counts a word of the group `group`: the first pass.
    #[inline(always)]
    pub(super) fn count(&mut self, group: usize) {
        self.starts[group + 1] += 1;
    }

    /// Ends the first pass: each group's start from the counts.
    pub(super) fn counted(&mut self) {
        counts_to_starts(&mut self.starts);
        self.next.clear();
        self.next.extend_from_slice(&self.starts[..self.starts.len() - 1]);
        let words = *self.starts.last().expect("a start for each group and an end") as usize;
        self.words.resize(words + SLACK, 0);
    }

    /// Puts a word of the group `group` in its place: the second pass.
    #[inline(always)]
    pub(super) fn place(&mut self, group: usize, word: u64) {
        let at = &mut self.next[group];
        self.words[*at as usize] = word;
        *at += 1;
    }

    /// Ends the second pass: every word is in its place.
    pub(super) fn placed(&mut self) {
        debug_assert_eq!(self.next[..], self.starts[1..], "as many placed as counted");
    }

    /// The words of the `CLASSES` groups from `first` on, of `words` (these
    /// words, or others in the same places).
    #[inline(always)]
    pub(super) fn classes_of<'a>(&self, words: &'a [u64], first: usize) -> Groups<'a> {
        groups(words, &self.starts[first..=first + CLASSES])
    }

    /// The same of these words.
    #[inline(always)]
    pub(super) fn classes(&self, first: usize) -> Groups<'_> {
        self.classes_of(&self.words, first)
    }
}

/// Each group's count, after a leading 0, made each group's start and, last,
/// the end of them all: running totals.
fn counts_to_starts(starts: &mut [u32]) {
    for at in 1..starts.len() {
        starts[at] = starts[at].checked_add(starts[at - 1]).expect("under 2^32 words");
    }
}

impl Slots {
    /// The slots of `rows` rows and `width` columns.
    fn new(rows: usize, width: usize) -> Self {
        let mut of_size = vec![0_u32; rows.max(width) + 1];
        let rank = (0..1_u32 << rows)
            .map(|set| {
                let seen = &mut of_size[set.count_ones() as usize];
                *seen += 1;
                *seen - 1
            })
            .collect();
        // How many row sets each size has (none for more columns than rows).
        let row_sets = of_size;
        let mut first = Vec::with_capacity((1 << width) + 1);
        let mut next = 0;
        for columns in 0..1_u32 << width {
            first.push(next);
            next += row_sets[columns.count_ones() as usize];
        }
        first.push(next);
        Slots { rank, first }
    }

    /// How many slots there are.
    fn count(&self) -> usize {
        *self.first.last().expect("one entry more than the column sets") as usize
    }

    /// The slot of the row set `rows` and the column set `columns`, of one
    /// size.
    #[inline(always)]
    fn of(&self, rows: u32, columns: u32) -> usize {
        debug_assert_eq!(rows.count_ones(), columns.count_ones(), "a queen in each row and column");
        (self.first[columns as usize] + self.rank[rows as usize]) as usize
    }
}
