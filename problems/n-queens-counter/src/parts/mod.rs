//! Counting in parts, for many machines: the merge that adds parts up;
//! beside it, what a part holds (the `part` module), why a merge may refuse
//! them (`merge_error`), which units of work a part counts and the checksum
//! that seals it (`seal`), the file a part is written to whole or not at
//! all (`file`), the journal that lets a long count resume (`journal`, its
//! first line and its errors in `journal_header`), and what a journal says
//! of its count (`status`).

mod file;
mod journal;
mod journal_header;
mod merge_error;
mod part;
mod seal;
mod status;

use std::collections::BTreeSet;

use crate::counts::Counts;
use crate::symmetry::SYMMETRIES;
pub use file::PartFile;
pub use journal::Journal;
pub use journal_header::{JournalError, JournalOf};
pub use merge_error::{CountOf, MergeError};
pub use part::Part;
pub(crate) use seal::{checksum, seal};
pub use status::Status;
pub(crate) use status::{grouped, span};

/// Adds up the parts of one count.
///
/// # Errors
///
/// If the parts are not exactly parts `0..K` of one count (same n, engine
/// and K), each once, each with the units its number implies and a checksum
/// that matches its units and counts.
pub fn merge(parts: &[Part]) -> Result<Counts, MergeError> {
    let Some(first) = parts.first() else { return Err(MergeError::NoParts) };
    let count = first.count_of();
    if count.n > count.engine.max_n() || count.parts == 0 {
        return Err(MergeError::NotThisBuild { part: first.part, count });
    }
    let expected_units = count.engine.units(count.n);
    let mut seen = BTreeSet::new();
    for part in parts {
        if part.count_of() != count {
            return Err(MergeError::AnotherCount {
                part: part.part,
                count: part.count_of(),
                first: first.part,
                first_count: count,
            });
        }
        if part.part >= count.parts || !seen.insert(part.part) {
            return Err(MergeError::RepeatedOrOutOfRange { part: part.part, parts: count.parts });
        }
        let mine = |unit: usize| unit % count.parts == part.part;
        let (units, unit_sum) = checksum(expected_units, &mine);
        if (units, seal(unit_sum, part.total, part.eight_unique)) != (part.units, part.checksum) {
            return Err(MergeError::Altered { part: part.part });
        }
    }
    if let Some(missing) = (0..count.parts).find(|part| !seen.contains(part)) {
        return Err(MergeError::Missing { part: missing, parts: count.parts });
    }
    let (mut total, mut eight_unique) = (0_u64, 0_u64);
    for part in parts {
        total = total.checked_add(part.total).ok_or(MergeError::Overflow)?;
        eight_unique = eight_unique.checked_add(part.eight_unique).ok_or(MergeError::Overflow)?;
    }
    if eight_unique % SYMMETRIES != 0 {
        return Err(MergeError::UniqueNotWhole);
    }
    Ok(Counts { total, unique: eight_unique / SYMMETRIES })
}
