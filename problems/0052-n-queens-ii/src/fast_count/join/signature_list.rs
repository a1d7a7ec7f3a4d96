//! The lists of signatures a key's placements are made into.

use super::super::bitslice::Signature;

/// The signatures of some of a band's placements, appended without a
/// branch: each value is written, and kept if it fits (a branch on it would
/// be mispredicted often). Reused from key to key.
#[derive(Default)]
pub(super) struct SignatureList {
    values: Vec<Signature>,
    len: usize,
}

impl SignatureList {
    /// Appends the signatures of the pairs of `left` and `right`
    /// placements (diagonals and signatures) that no diagonal joins.
    #[inline(always)]
    pub(super) fn add_pairs(
        &mut self,
        left: (&[u64], &[Signature]),
        right: (&[u64], &[Signature]),
    ) {
        let room = self.len + left.0.len() * right.0.len();
        if self.values.len() < room {
            self.values.resize(2 * room, 0);
        }
        let (values, mut len) = (&mut self.values[..room], self.len);
        for (&left_diagonals, &left_signature) in left.0.iter().zip(left.1) {
            for (&right_diagonals, &right_signature) in right.0.iter().zip(right.1) {
                values[len] = left_signature | right_signature;
                len += usize::from(left_diagonals & right_diagonals == 0);
            }
        }
        self.len = len;
    }

    /// Empties the list, keeping its room.
    pub(super) fn clear(&mut self) {
        self.len = 0;
    }

    /// The signatures kept.
    pub(super) fn kept(&mut self) -> &mut [Signature] {
        &mut self.values[..self.len]
    }
}
