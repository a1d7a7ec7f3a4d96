//! What the join of either parity is to the rest of the join: its limits,
//! [`KeyJoin`], and the weights of its bottoms.

use super::keys::Units;
use super::signature::{CLASS_WEIGHTS, CLASSES, squeezed_bits};
use super::signature_list::{AddPairs, SignatureList};
use crate::bitslice::{BITS, Signature};

/// The smallest `n` the join engine counts: a board of one square has no two bands.
pub(super) const MIN_N: usize = 2;

/// The largest `n` the join engine counts: at 24 a placement's word would
/// need 66 bits, `2n - 4` of signature and `2(n/2 - 1)` of diagonals shared
/// within the band (see `side_search::Reach`); the symmetry search counts beyond.
pub(crate) const MAX_N: usize = 23;

const _: () = assert!(squeezed_bits(MAX_N) <= BITS, "a squeezed signature fits in BITS");

/// The join of one parity: its tables, and one unit's share of the total,
/// written to be inlined into each level's copy of the join's `count_unit`.
pub(super) trait KeyJoin: Sync + Sized + 'static {
    /// What one thread keeps between units.
    type Scratch;

    /// The keys of `n`, in their units (the units' one source).
    fn units_of(n: usize) -> Units;

    /// Lists the tables of `n`, of this parity, `MIN_N <= n <= MAX_N`, on
    /// `threads` threads.
    fn new(n: usize, threads: usize) -> Self;

    /// How many units of work there are.
    fn units(&self) -> usize;

    /// Room for one thread's lists and tables, grown as needed.
    fn scratch(&self) -> Self::Scratch;

    /// Unit `unit`'s share of the total, the lists made with `add_pairs`.
    fn count_inlined(
        &self,
        unit: usize,
        scratch: &mut Self::Scratch,
        add_pairs: impl AddPairs,
    ) -> u64;
}

/// Lists by class, each with its weight as a bottom (see `OddJoin::count_key`),
/// the weight of class 0 times `class_0`.
#[inline(always)]
pub(super) fn weighted(
    lists: &mut [SignatureList; CLASSES],
    class_0: u64,
) -> [(&[Signature], u64); CLASSES] {
    let [none, one, two] = lists;
    [
        (&*none.kept(), class_0 * CLASS_WEIGHTS[0]),
        (&*one.kept(), CLASS_WEIGHTS[1]),
        (&*two.kept(), CLASS_WEIGHTS[2]),
    ]
}
