//! The known counts every test checks against: the library's one copy of
//! OEIS A000170 and A002562.

use n_queens_counter::oeis::{A000170, A002562};

/// The known counts of `n`.
pub fn counts(n: usize) -> n_queens_counter::Counts {
    n_queens_counter::Counts { total: A000170[n], unique: A002562[n] }
}
