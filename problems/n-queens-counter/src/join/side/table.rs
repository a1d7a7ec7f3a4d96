//! The making of a side's table, in chunks that threads share.
//!
//! A table holds the placements group after group, the groups of a column
//! set together, column set after column set (see [`Slots`]). So the
//! placements whose column sets agree on the side's last [`CUT`] columns
//! are one run of the table: a *chunk*. The side's search, turned a quarter
//! (`SideSearch::turned`), takes those columns first, as its first rows:
//! restricted to one subset of them (a queen on each row of the subset,
//! none on the others), it lists one chunk.
//!
//! Each chunk is made by a counting sort of its own, into its own run of
//! the table: its search runs twice, once to count each group and once to
//! put each placement in its place, so no list of them all is ever held
//! beside the grouped one. A chunk's search lists its placements in a
//! fixed order, so each group's words come in the same order whichever thread
//! makes the chunk, and a table is the same however many threads made it.

use std::ops::Range;
use std::sync::Mutex;
use std::thread;

use super::{GroupedWords, SLACK, Slots, counts_to_starts};
use crate::join::keys::mirror_image;
use crate::join::side_search::SideSearch;
use crate::join::signature::CLASSES;

/// How many of a side's last columns cut its table into chunks: 16
/// chunks, enough for a few threads to share though the chunks differ in
/// size (of the placements of a side of 9 rows and 9 columns, 65% fill its
/// last column).
const CUT: usize = 4;

/// One chunk: its search and its groups.
struct Chunk {
    /// The side's search, turned, restricted to the chunk's placements.
    search: SideSearch,
    groups: Range<usize>,
}

/// The placements `search` finds, grouped by [`Slots`] and class, made on
/// `threads` threads.
pub(super) fn grouped(search: &SideSearch, slots: &Slots, threads: usize) -> GroupedWords {
    let chunks = chunks(search, slots);
    let starts = starts(&chunks, slots, threads);
    let words = words(&chunks, &starts, slots, threads);
    GroupedWords { words, starts, next: Vec::new() }
}

/// The chunks of the side of `search`, in the order of their runs.
fn chunks(search: &SideSearch, slots: &Slots) -> Vec<Chunk> {
    let (width, turned) = (search.width(), search.turned());
    let cut = CUT.min(width);
    let first_group = |last_columns: usize| {
        let first_set = last_columns << (width - cut);
        CLASSES * slots.first[first_set] as usize
    };
    (0..1_u32 << cut)
        .map(|last_columns| {
            let at = last_columns as usize;
            // The turned search's first rows are the side's last columns.
            let filled = mirror_image(cut, last_columns);
            Chunk {
                search: turned.chunk(cut, filled),
                groups: first_group(at)..first_group(at + 1),
            }
        })
        .collect()
}

/// Where each group starts, and, last, where they end: the first pass.
fn starts(chunks: &[Chunk], slots: &Slots, threads: usize) -> Vec<u32> {
    let mut starts = vec![0_u32; CLASSES * slots.count() + 1];
    let counts = runs(&mut starts[1..], chunks.iter().map(|chunk| chunk.groups.len()));
    share(threads, chunks.iter().zip(counts).collect(), |(chunk, counts)| {
        chunk.place_all(slots, &mut |group, _| counts[group] += 1);
    });
    counts_to_starts(&mut starts);
    starts
}

/// The words, group after group, then [`SLACK`] spare words: the second
/// pass.
fn words(chunks: &[Chunk], starts: &[u32], slots: &Slots, threads: usize) -> Vec<u64> {
    let total = *starts.last().expect("a start for each group and an end") as usize;
    let mut words = vec![0; total + SLACK];
    let run = |chunk: &Chunk| &starts[chunk.groups.start..=chunk.groups.end];
    let lengths = chunks.iter().map(|chunk| {
        let run = run(chunk);
        (run[run.len() - 1] - run[0]) as usize
    });
    let chunk_words = runs(&mut words[..total], lengths);
    share(threads, chunks.iter().zip(chunk_words).collect(), |(chunk, words)| {
        // Where each group's next word goes, in the chunk's run.
        let run = run(chunk);
        let mut next: Vec<u32> = run[..run.len() - 1].iter().map(|&at| at - run[0]).collect();
        chunk.place_all(slots, &mut |group, word| {
            words[next[group] as usize] = word;
            next[group] += 1;
        });
        debug_assert!(next.iter().zip(&run[1..]).all(|(&at, &end)| at == end - run[0]));
    });
    words
}

impl Chunk {
    /// Each of the chunk's placements, to `found` with its group (counted
    /// from the chunk's first) and its word.
    fn place_all(&self, slots: &Slots, found: &mut impl FnMut(usize, u64)) {
        // The turned search's rows are the side's columns, last first, and
        // its columns the band's rows.
        let width = self.search.rows();
        self.search.place_all(&mut |rows, columns, placed| {
            let group =
                CLASSES * slots.of(columns, mirror_image(width, rows)) + placed.class as usize;
            found(group - self.groups.start, placed.word);
        });
    }
}

/// `items` cut into consecutive runs of the lengths `lengths`.
fn runs<T>(mut items: &mut [T], lengths: impl Iterator<Item = usize>) -> Vec<&mut [T]> {
    lengths
        .map(|length| {
            let (run, rest) = std::mem::take(&mut items).split_at_mut(length);
            items = rest;
            run
        })
        .collect()
}

/// Does each of `jobs` on `threads` threads, the last first (the chunks
/// that fill the side's last column, the larger half, are last, and the
/// fullest of all, with all four filled, is the very last).
fn share<T: Send>(threads: usize, jobs: Vec<T>, work: impl Fn(T) + Sync) {
    let threads = threads.clamp(1, jobs.len().max(1));
    let jobs = Mutex::new(jobs);
    let worker = || {
        loop {
            let job = jobs.lock().expect("no thread panics holding the jobs").pop();
            let Some(job) = job else { break };
            work(job);
        }
    };
    thread::scope(|scope| {
        // A thread the system cannot start leaves its jobs to the others.
        for _ in 1..threads {
            if thread::Builder::new().spawn_scoped(scope, worker).is_err() {
                break;
            }
        }
        worker();
    });
}

#[cfg(test)]
mod tests {
    use super::{GroupedWords, Slots, grouped};
    use crate::join::oracle::cut_bands;
    use crate::join::side_search::{Reach, SideSearch};
    use crate::join::signature::CLASSES;

    /// The table as the row by row search of the side, unturned, makes it
    /// on one thread: the plain counting sort.
    fn plain(search: &SideSearch, slots: &Slots) -> GroupedWords {
        let mut table = GroupedWords::default();
        let group = |rows, columns, class| CLASSES * slots.of(rows, columns) + class as usize;
        table.start(CLASSES * slots.count());
        search.place_all(&mut |rows, columns, placed| {
            table.count(group(rows, columns, placed.class));
        });
        table.counted();
        search.place_all(&mut |rows, columns, placed| {
            table.place(group(rows, columns, placed.class), placed.word);
        });
        table.placed();
        table
    }

    /// For the left sides of the bands the joins list, of small boards,
    /// cut at every column (so some narrower than the chunks' cut), the
    /// chunks made on one thread or three give the same table, and each
    /// group holds the words the plain search puts there.
    #[test]
    fn chunks_make_the_table_the_plain_search_makes() {
        for n in 3..=10 {
            let (long, bands) = cut_bands(n);
            for (rows, kept, cut) in bands {
                let reach = Reach::new(n, &rows, cut);
                let search = SideSearch::new(n, rows.clone(), 0..cut, long, reach, kept);
                let slots = Slots::new(rows.len(), cut);
                let (one, three) = (grouped(&search, &slots, 1), grouped(&search, &slots, 3));
                let at = format!("n = {n}, rows {rows:?}, cut {cut}");
                assert_eq!((&one.words, &one.starts), (&three.words, &three.starts), "{at}");
                let expected = plain(&search, &slots);
                assert_eq!(one.starts, expected.starts, "{at}");
                for group in expected.starts.windows(2) {
                    let sorted = |words: &[u64]| {
                        let mut words = words[group[0] as usize..group[1] as usize].to_vec();
                        words.sort_unstable();
                        words
                    };
                    assert_eq!(sorted(&one.words), sorted(&expected.words), "{at}");
                }
            }
        }
    }
}
