//! The keys: the column sets a top may use, one unit of work each.

/// The keys of `n`: the column sets of size `n / 2`, in increasing order.
pub(super) fn keys(n: usize) -> Vec<u32> {
    (0..1_u32 << n).filter(|mask| mask.count_ones() as usize == n / 2).collect()
}

/// The mirror image of `key`, left to right on a board of `n` columns.
#[inline(always)]
pub(super) fn mirror_image(n: usize, key: u32) -> u32 {
    key.reverse_bits() >> (u32::BITS as usize - n)
}

/// The columns of a board of `n` columns that `key` leaves to the bottom band.
#[inline(always)]
pub(super) fn other_columns(n: usize, key: u32) -> u32 {
    ((1 << n) - 1) ^ key
}
