//! Counting disjoint pairs in bulk: of two lists of signatures, how many
//! pairs share no bit. One list is cut into blocks of 256 and each block
//! turned into tables, one per 8 bits of signature: entry `v` of table `c`
//! holds the block's signatures that have none of the bits `v` of that
//! chunk, as 256 bits. Then a few lookups, ANDed, give the block's
//! signatures disjoint from one of the other list, and a popcount counts
//! them; a carry-save adder saves most of the popcounts.

/// Bits of a signature that one table lookup covers.
const CHUNK: usize = 8;

/// Signatures tested at once: four `u64` lanes.
const LANES: usize = 4;

/// A set of a block's signatures: bit `i` of lane `i / 64` stands for the
/// block's signature `i`.
type Lanes = [u64; LANES];

/// Reusable tables for bit-sliced joins of one thread.
pub(super) struct Tables {
    chunks: usize,
    /// `table[c][v]`: the block's tops that have none of the bits `v` of chunk `c`.
    table: Vec<[Lanes; 1 << CHUNK]>,
}

impl Tables {
    pub(super) fn new(bits: usize) -> Self {
        let chunks = bits.div_ceil(CHUNK).max(1);
        Tables { chunks, table: vec![[[0; LANES]; 1 << CHUNK]; chunks] }
    }

    /// How many (top, bottom) pairs have disjoint signatures, each bottom
    /// list counted with its weight.
    pub(super) fn weighted_pairs(&mut self, tops: &[u64], bottoms: &[(&[u64], u64)]) -> u64 {
        let queries: usize = bottoms.iter().map(|(list, _)| list.len()).sum();
        if tops.len().min(queries) < 16 {
            return bottoms.iter().map(|&(list, weight)| weight * direct(tops, list)).sum();
        }
        let mut counts = vec![Tally::default(); bottoms.len()];
        for block in tops.chunks(LANES * 64) {
            self.build(block);
            for (&(list, _), count) in bottoms.iter().zip(&mut counts) {
                for &bottom in list {
                    count.add(self.lookup(bottom));
                }
            }
        }
        bottoms.iter().zip(&counts).map(|(&(_, weight), count)| weight * count.total()).sum()
    }

    /// The block's tops whose signatures are disjoint from `bottom`.
    #[inline]
    fn lookup(&self, bottom: u64) -> Lanes {
        let mut lanes = self.table[0][(bottom & 0xff) as usize];
        for c in 1..self.chunks {
            let entry = &self.table[c][(bottom >> (CHUNK * c) & 0xff) as usize];
            for (lane, &other) in lanes.iter_mut().zip(entry) {
                *lane &= other;
            }
        }
        lanes
    }

    /// Fills the tables for one block of up to 256 tops.
    fn build(&mut self, block: &[u64]) {
        let mut valid = [0_u64; LANES];
        for i in 0..block.len() {
            valid[i / 64] |= 1 << (i % 64);
        }
        for c in 0..self.chunks {
            // without[j]: the tops that lack bit j of this chunk.
            let mut without = [valid; CHUNK];
            for (i, &top) in block.iter().enumerate() {
                let mut bits = top >> (CHUNK * c) & 0xff;
                while bits != 0 {
                    let j = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    without[j][i / 64] &= !(1 << (i % 64));
                }
            }
            let table = &mut self.table[c];
            table[0] = valid;
            for v in 1_usize..1 << CHUNK {
                let (rest, j) = (v & (v - 1), v.trailing_zeros() as usize);
                let mut lanes = table[rest];
                for (lane, &other) in lanes.iter_mut().zip(&without[j]) {
                    *lane &= other;
                }
                table[v] = lanes;
            }
        }
    }
}

/// Adds up the set bits of many lane sets with few popcounts: a default
/// build targets x86-64 without the popcount instruction, where each one
/// costs a dozen instructions. Sets are added eight at a time through a
/// carry-save adder tree (Harley and Seal's method): bit columns of `ones`,
/// `twos` and `fours` keep the running sum, and only the carries into
/// eights are counted, once per eight sets.
#[derive(Clone, Default)]
struct Tally {
    ones: Lanes,
    twos: Lanes,
    fours: Lanes,
    eights: u64,
    waiting: [Lanes; 8],
    len: usize,
}

/// A carry-save adder, lane by lane: `a + b + c` as (carry, sum) bits.
fn csa(a: Lanes, b: Lanes, c: Lanes) -> (Lanes, Lanes) {
    let (mut carry, mut sum) = ([0; LANES], [0; LANES]);
    for i in 0..LANES {
        let u = a[i] ^ b[i];
        carry[i] = (a[i] & b[i]) | (u & c[i]);
        sum[i] = u ^ c[i];
    }
    (carry, sum)
}

fn popcount(lanes: &Lanes) -> u64 {
    lanes.iter().map(|lane| u64::from(lane.count_ones())).sum()
}

impl Tally {
    fn add(&mut self, lanes: Lanes) {
        self.waiting[self.len] = lanes;
        self.len += 1;
        if self.len < 8 {
            return;
        }
        self.len = 0;
        let w = &self.waiting;
        let (twos_a, ones) = csa(self.ones, w[0], w[1]);
        let (twos_b, ones) = csa(ones, w[2], w[3]);
        let (fours_a, twos) = csa(self.twos, twos_a, twos_b);
        let (twos_a, ones) = csa(ones, w[4], w[5]);
        let (twos_b, ones) = csa(ones, w[6], w[7]);
        let (fours_b, twos) = csa(twos, twos_a, twos_b);
        let (eights, fours) = csa(self.fours, fours_a, fours_b);
        (self.ones, self.twos, self.fours) = (ones, twos, fours);
        self.eights += popcount(&eights);
    }

    fn total(&self) -> u64 {
        let waiting: u64 = self.waiting[..self.len].iter().map(popcount).sum();
        8 * self.eights
            + 4 * popcount(&self.fours)
            + 2 * popcount(&self.twos)
            + popcount(&self.ones)
            + waiting
    }
}

/// The same count, pair by pair, for short lists.
fn direct(tops: &[u64], bottoms: &[u64]) -> u64 {
    let mut count = 0;
    for &bottom in bottoms {
        count += tops.iter().filter(|&&top| top & bottom == 0).count() as u64;
    }
    count
}

#[cfg(test)]
mod tests {
    use super::{Tables, direct};

    /// The bit-sliced count against the pair-by-pair one, on lists long
    /// enough for several blocks and both ends of the tally.
    #[test]
    fn bit_sliced_pairs_match_the_direct_count() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut random = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            // Sparse signatures, as real ones are: about a third of the pairs disjoint.
            state & (state >> 11) & ((1 << 30) - 1)
        };
        let tops: Vec<u64> = (0..700).map(|_| random()).collect();
        let bottoms: Vec<u64> = (0..333).map(|_| random()).collect();
        let mut tables = Tables::new(30);
        // Two lists, the second weighted 4, as the long diagonals weigh them.
        let pairs = |tables: &mut Tables, tops: &[u64], bottoms: &[u64]| {
            tables.weighted_pairs(tops, &[(bottoms, 1), (&bottoms[..5], 4)])
        };
        let expected =
            |tops: &[u64], bottoms: &[u64]| direct(tops, bottoms) + 4 * direct(tops, &bottoms[..5]);
        assert_eq!(pairs(&mut tables, &tops, &bottoms), expected(&tops, &bottoms));
        let (few, fewer) = (&tops[..17], &bottoms[..9]);
        assert_eq!(pairs(&mut tables, few, fewer), expected(few, fewer));
        // The widest signatures, n = 18's 34 bits, with the top ones set.
        let wide: Vec<u64> = tops.iter().map(|top| top << 4 | 0b11 << 32 & top << 2).collect();
        let mut tables = Tables::new(34);
        assert_eq!(pairs(&mut tables, &wide, &bottoms), expected(&wide, &bottoms));
    }
}
