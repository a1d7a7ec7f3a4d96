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
    /// Appends the signatures (the bits of `signature_mask`) of the pairs of
    /// `left` and `right` placements (as the sides' words) that do not
    /// attack each other: whose words do not meet.
    #[inline(always)]
    pub(super) fn add_pairs(&mut self, left: &[u64], right: &[u64], signature_mask: Signature) {
        let room = self.len + left.len() * right.len();
        if self.values.len() < room {
            self.values.resize(2 * room, 0);
        }
        let (values, mut len) = (&mut self.values[..room], self.len);
        // The longer list inside, so that the inner loop runs longer.
        let (outer, inner) = if left.len() < right.len() { (left, right) } else { (right, left) };
        for &one in outer {
            for &other in inner {
                values[len] = (one | other) & signature_mask;
                len += usize::from(one & other == 0);
            }
        }
        self.len = len;
    }

    /// Empties the list, keeping its room.
    pub(super) fn clear(&mut self) {
        self.len = 0;
    }

    /// How many signatures are kept.
    pub(super) fn len(&self) -> usize {
        self.len
    }

    /// The signatures kept.
    pub(super) fn kept(&mut self) -> &mut [Signature] {
        &mut self.values[..self.len]
    }
}
