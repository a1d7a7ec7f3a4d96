//! The eight symmetries of the square board.

/// A square: (row, column).
pub(super) type Square = (usize, usize);

/// How many symmetries the board has: the size of the largest group of
/// solutions that are images of each other.
pub(super) const SYMMETRIES: u64 = Symmetry::ALL.len() as u64;

/// A symmetry of the `n` x `n` board: four rotations, four reflections.
/// Each maps solutions to solutions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Symmetry {
    Identity,
    /// A quarter turn clockwise.
    QuarterTurn,
    HalfTurn,
    /// Three quarters clockwise: a quarter turn anticlockwise, which makes
    /// the top row the left column.
    ThreeQuarterTurn,
    /// Mirror left to right.
    MirrorColumns,
    /// Mirror top to bottom.
    MirrorRows,
    /// Mirror in the main diagonal (top left to bottom right).
    MirrorMainDiagonal,
    /// Mirror in the other diagonal.
    MirrorAntiDiagonal,
}

impl Symmetry {
    /// All eight, the identity first.
    pub(super) const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::QuarterTurn,
        Symmetry::HalfTurn,
        Symmetry::ThreeQuarterTurn,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::MirrorMainDiagonal,
        Symmetry::MirrorAntiDiagonal,
    ];

    /// Where square `(r, c)` of an `n` x `n` board goes.
    #[inline]
    pub(super) fn apply(self, n: usize, (r, c): Square) -> Square {
        let last = n - 1;
        match self {
            Symmetry::Identity => (r, c),
            Symmetry::QuarterTurn => (c, last - r),
            Symmetry::HalfTurn => (last - r, last - c),
            Symmetry::ThreeQuarterTurn => (last - c, r),
            Symmetry::MirrorColumns => (r, last - c),
            Symmetry::MirrorRows => (last - r, c),
            Symmetry::MirrorMainDiagonal => (c, r),
            Symmetry::MirrorAntiDiagonal => (last - c, last - r),
        }
    }

    /// Writes into `image` the image of a solution, `columns[r]` the column of
    /// row `r`'s queen, in the same form.
    #[inline]
    pub(super) fn permute(self, columns: &[usize], image: &mut [usize]) {
        #[inline]
        fn fill(g: Symmetry, columns: &[usize], image: &mut [usize]) {
            for (r, &c) in columns.iter().enumerate() {
                let (r2, c2) = g.apply(columns.len(), (r, c));
                image[r2] = c2;
            }
        }
        // A loop for each symmetry, each with its formula folded in, rather
        // than one loop that matches on every square: ties are checked often.
        match self {
            Symmetry::Identity => fill(Symmetry::Identity, columns, image),
            Symmetry::QuarterTurn => fill(Symmetry::QuarterTurn, columns, image),
            Symmetry::HalfTurn => fill(Symmetry::HalfTurn, columns, image),
            Symmetry::ThreeQuarterTurn => fill(Symmetry::ThreeQuarterTurn, columns, image),
            Symmetry::MirrorColumns => fill(Symmetry::MirrorColumns, columns, image),
            Symmetry::MirrorRows => fill(Symmetry::MirrorRows, columns, image),
            Symmetry::MirrorMainDiagonal => fill(Symmetry::MirrorMainDiagonal, columns, image),
            Symmetry::MirrorAntiDiagonal => fill(Symmetry::MirrorAntiDiagonal, columns, image),
        }
    }

    /// The symmetry that undoes this one: the turns by a quarter swap, every
    /// other symmetry undoes itself.
    pub(super) fn inverse(self) -> Symmetry {
        match self {
            Symmetry::QuarterTurn => Symmetry::ThreeQuarterTurn,
            Symmetry::ThreeQuarterTurn => Symmetry::QuarterTurn,
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Symmetry;

    #[test]
    fn each_inverse_undoes_its_symmetry() {
        for n in 1..=6 {
            for g in Symmetry::ALL {
                for square in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
                    assert_eq!(g.inverse().apply(n, g.apply(n, square)), square, "{g:?}");
                }
            }
        }
    }

    #[test]
    fn the_eight_are_distinct() {
        let images: Vec<_> = Symmetry::ALL.iter().map(|g| g.apply(5, (0, 1))).collect();
        for (i, a) in images.iter().enumerate() {
            assert!(images[i + 1..].iter().all(|b| a != b), "{images:?}");
        }
    }
}
