//! Signatures: which of the diagonals that cross the line between the bands
//! a placement's queens stand on; the long diagonals' bits squeezed out; and
//! the placements' classes, by their long-diagonal queens.

use crate::bitslice::Signature;

/// The classes of placements: how many long-diagonal queens a placement has
/// outside the centre, 0, 1 or 2.
pub(super) const CLASSES: usize = 3;

/// What a bottom of each class weighs in the count: 2 for each long-diagonal
/// queen it has outside the centre (see `OddJoin::count_key`).
pub(super) const CLASS_WEIGHTS: [u64; CLASSES] = [1, 2, 4];

/// The long diagonals: the two bits of a signature that stand for them,
/// and the square they share, if any. The joins compare signatures without
/// those bits (*squeezed*: the bits above each move down), since only tops
/// with no long-diagonal queen (outside the centre) are joined.
#[derive(Clone, Copy)]
pub(super) struct LongDiagonals {
    main: u64,
    anti: u64,
    /// The row and column of the centre square, for odd n.
    centre: Option<usize>,
}

impl LongDiagonals {
    /// The long diagonals for `n`, crossing at the square (`centre`,
    /// `centre`) if given (odd n). Both cross the line: `r - c = 0` has
    /// bit `n - 1 - t`, `r + c = n - 1` bit `(n - 1) + (n - 1 - t)`, of
    /// `2n - 2` (see [`signature_bits`]).
    pub(super) fn new(n: usize, centre: Option<usize>) -> Self {
        let t = n / 2;
        LongDiagonals { main: 1 << (n - 1 - t), anti: 1 << (2 * n - 2 - t), centre }
    }

    /// Whether the square (`r`, `c`) is the centre, on both long diagonals.
    pub(super) fn is_centre(self, r: usize, c: usize) -> bool {
        self.centre == Some(r) && r == c
    }

    /// The signature without the long diagonals' bits.
    pub(super) fn squeeze(self, signature: u64) -> Signature {
        let (low, high) = (self.main, self.anti);
        let below = signature & (low - 1);
        let between = (signature >> 1) & ((high >> 1) - 1) & !(low - 1);
        let above = (signature >> 2) & !((high >> 1) - 1);
        below | between | above
    }
}

/// The bits of a squeezed signature for `n`: the `2n - 2` diagonals that
/// cross the line, less the two long ones.
pub(super) const fn squeezed_bits(n: usize) -> usize {
    2 * n - 4
}

/// The signature bits of a queen on diagonal `down` (`r - c + n - 1`) and
/// anti-diagonal `up` (`r + c`): the ones of them that cross the line before
/// row `split`.
pub(super) fn signature_bits(n: usize, split: usize, down: usize, up: usize) -> u64 {
    // `r - c` crosses the line when split - n + 1 <= r - c <= split - 1, that
    // is split <= down <= split + n - 2; `r + c` when split <= up <= split + n - 2.
    let crossing = |index: usize| (split..=split + n - 2).contains(&index);
    let mut bits = 0;
    if crossing(down) {
        bits |= 1 << (down - split);
    }
    if crossing(up) {
        bits |= 1 << (n - 1 + up - split);
    }
    bits
}
