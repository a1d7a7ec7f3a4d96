//! Adding up the set bits of many lane sets with few popcounts.

/// The sets [`Tally::add_batch`] adds at once: the adder tree takes eight.
pub(super) const BATCH: usize = 8;

/// Adds up the set bits of many lane sets with few popcounts: a default
/// build targets x86-64 without the popcount instruction, where each one
/// costs a dozen instructions. Sets are added eight at a time through a
/// carry-save adder tree (Harley and Seal's method): bit columns of `ones`,
/// `twos` and `fours` keep the running sum, and only the carries into
/// eights are counted, once per eight sets. Sets of `L` lanes.
#[derive(Clone)]
pub(super) struct Tally<const L: usize> {
    ones: [u64; L],
    twos: [u64; L],
    fours: [u64; L],
    /// The carries into eights, lane by lane (popcounted lane by lane, a
    /// vector popcount where the CPU has one).
    eights: [u64; L],
    /// The sets added one by one, popcounted.
    loose: u64,
}

impl<const L: usize> Default for Tally<L> {
    fn default() -> Self {
        Tally { ones: [0; L], twos: [0; L], fours: [0; L], eights: [0; L], loose: 0 }
    }
}

impl<const L: usize> Tally<L> {
    /// Adds eight sets at once, through the adder tree.
    #[inline(always)]
    pub(super) fn add_batch(&mut self, w: &[[u64; L]; BATCH]) {
        let (twos_a, ones) = csa(self.ones, w[0], w[1]);
        let (twos_b, ones) = csa(ones, w[2], w[3]);
        let (fours_a, twos) = csa(self.twos, twos_a, twos_b);
        let (twos_a, ones) = csa(ones, w[4], w[5]);
        let (twos_b, ones) = csa(ones, w[6], w[7]);
        let (fours_b, twos) = csa(twos, twos_a, twos_b);
        let (eights, fours) = csa(self.fours, fours_a, fours_b);
        (self.ones, self.twos, self.fours) = (ones, twos, fours);
        for (count, eights) in self.eights.iter_mut().zip(eights) {
            *count += u64::from(eights.count_ones());
        }
    }

    /// Adds one set, the few left over after the batches.
    #[inline(always)]
    pub(super) fn add_one(&mut self, lanes: &[u64; L]) {
        self.loose += popcount(lanes);
    }

    /// The sum of every set added.
    #[inline(always)]
    pub(super) fn total(&self) -> u64 {
        8 * self.eights.iter().sum::<u64>()
            + 4 * popcount(&self.fours)
            + 2 * popcount(&self.twos)
            + popcount(&self.ones)
            + self.loose
    }
}

/// A carry-save adder, lane by lane: `a + b + c` as (carry, sum) bits.
#[inline(always)]
fn csa<const L: usize>(a: [u64; L], b: [u64; L], c: [u64; L]) -> ([u64; L], [u64; L]) {
    let (mut carry, mut sum) = ([0; L], [0; L]);
    for i in 0..L {
        let u = a[i] ^ b[i];
        carry[i] = (a[i] & b[i]) | (u & c[i]);
        sum[i] = u ^ c[i];
    }
    (carry, sum)
}

/// The set bits of a lane set.
#[inline(always)]
fn popcount<const L: usize>(lanes: &[u64; L]) -> u64 {
    lanes.iter().map(|lane| u64::from(lane.count_ones())).sum()
}
