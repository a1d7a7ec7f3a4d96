//! Adding up the set bits of many lane sets with few popcounts.

use super::{LANES, Lanes};

/// Adds up the set bits of many lane sets with few popcounts: a default
/// build targets x86-64 without the popcount instruction, where each one
/// costs a dozen instructions. Sets are added eight at a time through a
/// carry-save adder tree (Harley and Seal's method): bit columns of `ones`,
/// `twos` and `fours` keep the running sum, and only the carries into
/// eights are counted, once per eight sets.
#[derive(Clone, Default)]
pub(super) struct Tally {
    ones: Lanes,
    twos: Lanes,
    fours: Lanes,
    /// The carries into eights, lane by lane (popcounted lane by lane, a
    /// vector popcount where the CPU has one).
    eights: Lanes,
    /// The sets added one by one, popcounted.
    loose: u64,
}

impl Tally {
    /// The sets [`Tally::add_batch`] adds at once: the adder tree takes eight.
    pub(super) const BATCH: usize = 8;

    /// Adds eight sets at once, through the adder tree.
    #[inline(always)]
    pub(super) fn add_batch(&mut self, w: &[Lanes; Self::BATCH]) {
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
    pub(super) fn add_one(&mut self, lanes: &Lanes) {
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
fn csa(a: Lanes, b: Lanes, c: Lanes) -> (Lanes, Lanes) {
    let (mut carry, mut sum) = ([0; LANES], [0; LANES]);
    for i in 0..LANES {
        let u = a[i] ^ b[i];
        carry[i] = (a[i] & b[i]) | (u & c[i]);
        sum[i] = u ^ c[i];
    }
    (carry, sum)
}

/// The set bits of a lane set.
#[inline(always)]
fn popcount(lanes: &Lanes) -> u64 {
    lanes.iter().map(|lane| u64::from(lane.count_ones())).sum()
}
