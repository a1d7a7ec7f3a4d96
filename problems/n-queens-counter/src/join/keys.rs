//! The keys, the column sets a top may use, and the units of work they
//! are shared out in.

/// The keys of `n`, the column sets of size `n / 2`, grouped into units of
/// work: the keys that agree on the columns from some column on (for odd
/// n, the bottom band's cut, so that both bands' right sides, streamed, are
/// made once for them all; for even n, from column 0: one key each).
pub(super) struct Units {
    /// The keys, unit after unit, each unit's in increasing order.
    keys: Vec<u32>,
    /// Where each unit's keys start, and, last, where they end.
    starts: Vec<usize>,
}

impl Units {
    /// The keys of `n`, in units of those that agree on the columns from
    /// `shared` on; the units in increasing order of those columns. (The
    /// order is the units' meaning in every journal and part: keep it.)
    pub(super) fn new(n: usize, shared: usize) -> Self {
        let mut keys: Vec<u32> =
            (0..1_u32 << n).filter(|mask| mask.count_ones() as usize == n / 2).collect();
        keys.sort_by_key(|&key| key >> shared);
        let mut starts: Vec<usize> = (0..keys.len())
            .filter(|&at| at == 0 || keys[at] >> shared != keys[at - 1] >> shared)
            .collect();
        starts.push(keys.len());
        Units { keys, starts }
    }

    /// How many units there are.
    pub(super) fn count(&self) -> usize {
        self.starts.len() - 1
    }

    /// The keys of unit `unit`.
    pub(super) fn keys(&self, unit: usize) -> &[u32] {
        &self.keys[self.starts[unit]..self.starts[unit + 1]]
    }
}

/// The mirror image of `key`, left to right on a board (or a side) of `n`
/// columns: its first `n` bits in reverse order (none for a side of no
/// columns).
#[inline(always)]
pub(super) fn mirror_image(n: usize, key: u32) -> u32 {
    let n = u32::try_from(n).expect("at most 32 columns");
    key.reverse_bits().checked_shr(u32::BITS - n).unwrap_or(0)
}

/// The columns of a board of `n` columns that `key` leaves to the bottom band.
#[inline(always)]
pub(super) fn other_columns(n: usize, key: u32) -> u32 {
    ((1 << n) - 1) ^ key
}
