//! The tables of one block of tops: for each chunk of a signature and each
//! value it takes, the tops that have none of its bits.

use super::sizes::{CHUNK, CHUNKS, LANE_BITS, LANES, SHORT_CHUNKS, Signature, WIDE_CHUNK};

/// Reusable tables for bit-sliced joins of one thread.
pub(crate) struct Tables {
    /// `table[c << W | v]`: the block's tops that have none of the bits
    /// `v` of chunk `c`, of `W` bits as the join takes them. (The tables of
    /// one width one after another, so that narrow ones lie close together
    /// in the cache; a fixed length, so that no lookup checks its index.)
    table: Box<[Entry; TABLE_ENTRIES]>,
    /// Room for the sieve's copies of bottoms, one a level of splitting.
    pub(super) spare: Vec<Vec<Signature>>,
}

/// A table entry, aligned to a cache line, which an AVX-512 load then
/// reads whole (unaligned, an entry of eight lanes spans two lines).
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
struct Entry([u64; LANES]);

impl Entry {
    /// Its first `L` lanes: a block of `L` lanes' tops uses those alone.
    #[inline(always)]
    fn lanes<const L: usize>(&self) -> [u64; L] {
        let mut lanes = [0; L];
        lanes.copy_from_slice(&self.0[..L]);
        lanes
    }

    /// Sets its first `L` lanes.
    #[inline(always)]
    fn set<const L: usize>(&mut self, lanes: [u64; L]) {
        self.0[..L].copy_from_slice(&lanes);
    }
}

/// The tables' entries: room for the most chunks of each width the joins
/// take (four of ten bits, five of nine, six of eight).
const TABLE_ENTRIES: usize = SHORT_CHUNKS << WIDE_CHUNK;

const _: () = assert!(CHUNKS << CHUNK <= TABLE_ENTRIES, "room for six chunks of eight bits");

impl Tables {
    /// Tables for a block, not yet built.
    pub(crate) fn new() -> Self {
        let table = vec![Entry([0; LANES]); TABLE_ENTRIES].into_boxed_slice();
        Tables { table: table.try_into().expect("TABLE_ENTRIES entries"), spare: Vec::new() }
    }

    /// The block's tops whose signatures are disjoint from `bottom`, in
    /// `C` chunks of `W` bits, for a block of `L` lanes.
    #[inline(always)]
    #[allow(clippy::cast_possible_truncation, reason = "a chunk has at most 10 bits")]
    pub(super) fn lookup<const C: usize, const W: usize, const L: usize>(
        &self,
        bottom: Signature,
    ) -> [u64; L] {
        let mask = (1 << W) - 1;
        let mut lanes = self.table[(bottom & mask) as usize].lanes::<L>();
        for c in 1..C {
            let entry = &self.table[c << W | (bottom >> (W * c) & mask) as usize];
            for (lane, &other) in lanes.iter_mut().zip(&entry.0[..L]) {
                *lane &= other;
            }
        }
        lanes
    }

    /// Fills the tables for one block of up to `L` lanes of tops, in `C`
    /// chunks of `W` bits.
    #[inline(always)]
    pub(super) fn build<const C: usize, const W: usize, const L: usize>(
        &mut self,
        block: &[Signature],
    ) {
        assert!(block.len() <= L * LANE_BITS, "a block of {L} lanes");
        // having[b]: the tops that have bit b. The block's top i stands at
        // bit i / L of lane i % L (any order serves, so long as every
        // entry keeps it): then row e of the block's bits is its tops
        // e * L to e * L + L, as they lie, and the rows turned into columns
        // are `having`, all lanes at once.
        let mut having = [[0_u64; L]; LANE_BITS];
        for (row, tops) in having.iter_mut().zip(block.chunks(L)) {
            row[..tops.len()].copy_from_slice(tops);
        }
        transpose(&mut having, C * W);
        // The lanes' bits that stand for a top.
        let mut valid = [0_u64; L];
        for (lane, valid) in valid.iter_mut().enumerate() {
            let tops = (block.len() + L - 1 - lane) / L;
            *valid = if tops == 0 { 0 } else { u64::MAX >> (LANE_BITS - tops) };
        }
        assert!(C << W <= TABLE_ENTRIES, "the tables have room for {C} chunks of {W} bits");
        const { assert!(LOW_ENTRIES <= 1 << W, "a chunk has the three lowest bits") };
        for (c, table) in self.table.chunks_exact_mut(1 << W).enumerate().take(C) {
            let having = &having[W * c..W * (c + 1)];
            // Eight entries at a time, from registers: an entry made from
            // the one just stored waits for that store (at every odd `v`).
            // `lows[l]`: the tops with none of the bits `l` of the three
            // lowest; entry `v` is its eight's first entry less those.
            let mut lows = [[!0_u64; L]; LOW_ENTRIES];
            for l in 1..LOW_ENTRIES {
                lows[l] = and_not(lows[l & (l - 1)], &having[l.trailing_zeros() as usize]);
            }
            for first in (0..1 << W).step_by(LOW_ENTRIES) {
                let lanes = if first == 0 {
                    valid
                } else {
                    let earlier = table[first & (first - 1)].lanes::<L>();
                    and_not(earlier, &having[first.trailing_zeros() as usize])
                };
                for (entry, low) in table[first..first + LOW_ENTRIES].iter_mut().zip(&lows) {
                    let mut both = lanes;
                    for (lane, &low) in both.iter_mut().zip(low) {
                        *lane &= low;
                    }
                    entry.set(both);
                }
            }
        }
    }
}

/// The entries of a table made together from registers: those of the
/// three lowest bits of a chunk.
const LOW_ENTRIES: usize = 8;

/// The lanes of `lanes` less those of `other`.
#[inline(always)]
fn and_not<const L: usize>(mut lanes: [u64; L], other: &[u64; L]) -> [u64; L] {
    for (lane, &other) in lanes.iter_mut().zip(other) {
        *lane &= !other;
    }
    lanes
}

/// Turns 64 rows of bits into 64 columns, in each of `L` lanes at once:
/// bit `b` of row `e` becomes bit `e` of row `b`, for the rows `b <
/// wanted` (the others are left as they fall). Six rounds, each swapping
/// the off-diagonal blocks of the matrix's blocks of 64, 32, ... 2 bits
/// square (Hacker's Delight, section 7-3, for 64 bits); after the first,
/// the first 32 rows take nothing more from the others.
#[inline(always)]
fn transpose<const L: usize>(rows: &mut [[u64; L]; LANE_BITS], wanted: usize) {
    swap_blocks(rows, 32, 0x0000_0000_ffff_ffff, u64::MAX);
    let kept = if wanted <= LANE_BITS / 2 { 0x0000_0000_ffff_ffff } else { u64::MAX };
    swap_blocks(rows, 16, 0x0000_ffff_0000_ffff, kept);
    swap_blocks(rows, 8, 0x00ff_00ff_00ff_00ff, kept);
    swap_blocks(rows, 4, 0x0f0f_0f0f_0f0f_0f0f, kept);
    swap_blocks(rows, 2, 0x3333_3333_3333_3333, kept);
    swap_blocks(rows, 1, 0x5555_5555_5555_5555, kept);
}

/// One round of [`transpose`]: each row `e` of `kept` whose bit `k` is
/// clear trades its bits in `low` shifted up by `k` (those whose position
/// has bit `k` set) for the bits `low` of row `e + k`, where `low` holds
/// the positions whose bit `k` is clear. (The rows are taken from a bit
/// mask, whose count the compiler leaves alone: it turned a plain loop over
/// them into gathers and scatters of single lanes.)
#[inline(always)]
fn swap_blocks<const L: usize>(rows: &mut [[u64; L]; LANE_BITS], k: usize, low: u64, kept: u64) {
    // The rows whose bit k is clear are the positions of `low`'s bits.
    let mut firsts = low & kept;
    while firsts != 0 {
        let e = firsts.trailing_zeros() as usize;
        firsts &= firsts - 1;
        let (first, last) = (rows[e], rows[e + k]);
        for lane in 0..L {
            let t = (first[lane] >> k ^ last[lane]) & low;
            rows[e][lane] = first[lane] ^ t << k;
            rows[e + k][lane] = last[lane] ^ t;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::transpose;

    /// The transpose moves bit `b` of row `e` to bit `e` of row `b`, in each
    /// lane, for the rows wanted.
    #[test]
    fn transpose_swaps_rows_and_columns() {
        // Xorshift64: every bit of a row set or clear as it falls.
        let mut state = 0x0123_4567_89ab_cdef_u64;
        let mut random = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut rows = [[0; 2]; 64];
        for row in &mut rows {
            *row = [random(), random()];
        }
        for wanted in [32, 64] {
            let mut turned = rows;
            transpose(&mut turned, wanted);
            for (e, b) in (0..64).flat_map(|e| (0..wanted).map(move |b| (e, b))) {
                for lane in 0..2 {
                    assert_eq!(rows[e][lane] >> b & 1, turned[b][lane] >> e & 1);
                }
            }
        }
    }
}
