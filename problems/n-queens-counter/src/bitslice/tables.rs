//! The tables of one block of tops: for each chunk of a signature and each
//! value it takes, the tops that have none of its bits.

use super::{BITS, CHUNK, CHUNKS, LANE_BITS, LANES, SHORT_CHUNKS, Signature, WIDE_CHUNK};

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

/// Tops turned at once: the same byte of eight tops makes an 8 x 8 bit
/// matrix.
const MATRIX_ROWS: usize = CHUNK;

/// Matrices of tops in one lane.
const MATRICES_PER_LANE: usize = LANE_BITS / MATRIX_ROWS;

const _: () = assert!(CHUNK == u8::BITS as usize, "`build` reads a chunk as a byte");

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
        // The block's tops, lane by lane: the first `block.len()` bits.
        let mut valid = [0_u64; L];
        for (lane, valid) in valid.iter_mut().enumerate() {
            let tops = block.len().saturating_sub(lane * LANE_BITS).min(LANE_BITS);
            *valid = if tops == 0 { 0 } else { u64::MAX >> (LANE_BITS - tops) };
        }
        // having[b]: the tops that have bit b, eight tops at a time: their
        // bytes of the signature, as the rows of an 8 x 8 bit matrix,
        // turned into its columns (without a branch: a loop over each top's
        // bits measured slower).
        let mut having = [[0_u64; L]; BITS];
        for (group, tops) in block.chunks(MATRIX_ROWS).enumerate() {
            let (lane, shift) =
                (group / MATRICES_PER_LANE, MATRIX_ROWS * (group % MATRICES_PER_LANE));
            for (byte, having) in
                having.chunks_exact_mut(CHUNK).enumerate().take((C * W).div_ceil(CHUNK))
            {
                let byte_of = |top: &Signature| u64::from(top.to_le_bytes()[byte]);
                let rows = tops.iter().rev().fold(0, |rows, top| rows << CHUNK | byte_of(top));
                let columns = transpose(rows);
                for (j, having) in having.iter_mut().enumerate() {
                    having[lane] |= (columns >> (CHUNK * j) & 0xff) << shift;
                }
            }
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

/// Transposes an 8 x 8 bit matrix whose row `k` is byte `k` (bit `j` of the
/// byte its column `j`): bit `j` of byte `k` becomes bit `k` of byte `j`.
/// Three rounds each swap the off-diagonal blocks of 1 x 1, 2 x 2 and 4 x 4
/// bits (Hacker's Delight, section 7-3, whose masks these are).
#[inline(always)]
pub(super) fn transpose(mut x: u64) -> u64 {
    let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
    x ^ t ^ (t << 28)
}
