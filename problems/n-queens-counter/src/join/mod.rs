//! The join engine: count the solutions by splitting the board into a top and
//! a bottom band of rows and joining their placements, instead of searching
//! boards.
//!
//! Split the rows at `t = n / 2`: the top band is rows `0..t`, the bottom
//! band rows `t..n` (one row more for odd n). A solution is a *top* (one
//! queen in each top row, none attacking another) and a *bottom* (the same
//! for the bottom rows) that use complementary columns and share no
//! diagonal. Within a band, the placements are made without attacks; between
//! the bands, only the diagonals that cross the line between rows `t - 1` and
//! `t` can be shared (`2n - 2` of them). So each placement gets a
//! *signature*, the set of crossing diagonals its queens stand on, and a top
//! with the columns `K` (its *key*) and a bottom with the other columns make
//! a solution exactly when their signatures are disjoint (the `signature`
//! and `keys` modules).
//!
//! For each key, the count of disjoint pairs is taken in bulk, bit-sliced
//! (the `bitslice` module): one AND of four table entries (five past 40
//! bits, six past 45) and a popcount test a bottom against 512 tops at once, a
//! carry-save adder needs one popcount per eight such tests, and long lists
//! are first sieved on a bit that many of both have.
//!
//! The placements are not listed in advance: listed, they took much of the
//! engine's memory and time. Instead each band is cut again, at a column,
//! into a left and a right side, whose placements (any number of queens,
//! no two attacking) are made by small searches and grouped by the rows and
//! the columns they use (the `side` module). A top with the columns `K` is
//! a left placement of the left columns of `K` on some rows, beside a right
//! placement of its right columns on the other rows, that no diagonal joins
//! (the `band` module): so a key's tops and bottoms are made when the key
//! is joined, in lists that stay in the cache (the `signature_list`
//! module). Each placement is one word, its signature and the diagonals the
//! band's other side could share with it, so a pair is one AND.
//!
//! What is kept: for even n one table, of the top band's left side with
//! the mirror images of its placements beside them, serves all four sides
//! of the board (the right side is the left one's mirror image, the bottom
//! band the top one upside down). For odd n the bands differ, so
//! each band's left side is a table and its right side is made anew for
//! each unit of work, a group of keys that give it the same columns (the
//! `stream` and `keys` modules); the bottom band is cut a column left of
//! the middle, so that its table is the smaller side. The two parities are
//! two types, [`EvenJoin`] (the `even` module) and [`OddJoin`] (`odd`),
//! each with its own scratch space; [`by_parity`] is the one place that
//! tells which a board size takes. The top band keeps
//! only its placements with no long-diagonal queen (below), the only ones
//! joined as tops.
//!
//! Symmetry: mirroring the board left to right maps the solutions with top
//! key `K` to those with its mirror image, so one of each pair of keys is
//! joined, counted twice. And the long diagonals: the two diagonal mirrors
//! each keep one long diagonal and turn the other end over end, so only the
//! tops with no queen on a long diagonal are joined, each bottom counted
//! once, twice or four times as it has 0, 1 or 2 long-diagonal queens
//! outside the centre (see [`OddJoin`]). For even n a key and its
//! complement also go together: the least key of the four (a key, its
//! complement and their mirror images) counts them all, from the
//! placements of the key and of its complement, made once each and used
//! both as tops and as bottoms. Together, these leave about 12% of the
//! pairs to join for even n, and 15% for odd n (at n = 14 to 17: the
//! `share` module counts them).

#![allow(clippy::inline_always, reason = "`count_unit` needs the joining inlined into each copy")]

mod band;
mod even;
mod key_join;
mod keys;
mod odd;
#[cfg(test)]
mod oracle;
#[cfg(test)]
mod share;
mod side;
mod side_search;
mod signature;
mod signature_list;
mod stream;

use std::thread;

use crate::burnside;
use crate::counts::Counts;
use crate::strategy::{Setup, SharedWork, Strategy};
use crate::work_queue::Work;
use crate::x86_64_levels::for_each_x86_64_level;
use even::EvenJoin;
use key_join::KeyJoin;
pub(crate) use key_join::MAX_N;
use odd::OddJoin;
use side::Group;
use signature_list::SignatureList;

/// The join engine: everything about it.
pub(crate) struct Join;

impl Strategy for Join {
    fn name(&self) -> &'static str {
        "join"
    }

    fn about(&self) -> String {
        format!(
            "A top and a bottom band of rows joined in bulk (the `join` module), with the unique \
             count from Burnside's lemma; up to n = {MAX_N}"
        )
    }

    fn code(&self) -> usize {
        2
    }

    fn max_n(&self) -> usize {
        MAX_N
    }

    /// The keys' units of the join of `n`'s parity, without its tables.
    fn units(&self, n: usize) -> usize {
        by_parity(n, UnitCount(n))
    }

    /// The join of `n`'s parity, with Burnside's terms of the turns in
    /// part 0 (its units are the numbered ones either way).
    fn work(&self, setup: &Setup) -> Box<dyn SharedWork> {
        by_parity(setup.n, Build(setup))
    }
}

/// Something done with the join of one parity (see [`by_parity`]).
trait WithParity {
    /// What it makes.
    type Output;

    /// Does it with the join `J`.
    fn with<J: KeyJoin>(self) -> Self::Output;
}

/// `task` done with the join of `n`'s parity, [`EvenJoin`] or [`OddJoin`]:
/// the one place that tells which a board size takes.
fn by_parity<T: WithParity>(n: usize, task: T) -> T::Output {
    if n.is_multiple_of(2) { task.with::<EvenJoin>() } else { task.with::<OddJoin>() }
}

/// The number of units of the join of `n`.
struct UnitCount(usize);

impl WithParity for UnitCount {
    type Output = usize;

    fn with<J: KeyJoin>(self) -> usize {
        J::units_of(self.0).count()
    }
}

/// The join's work for a setup.
struct Build<'a>(&'a Setup);

impl WithParity for Build<'_> {
    type Output = Box<dyn SharedWork>;

    fn with<J: KeyJoin>(self) -> Self::Output {
        let Setup { n, threads, part, .. } = *self.0;
        Box::new(Joined::<J>::new(n, threads, part == 0))
    }
}

/// A join of either parity with Burnside's terms of the turns, ready to
/// count: the join engine's [`Work`].
struct Joined<J> {
    join: J,
    /// The turns' part of Burnside's sum, in the part that holds it.
    turns: u64,
}

impl<J: KeyJoin> Joined<J> {
    /// The join of `n`, its tables made on `threads` threads, with the
    /// turns' term if `with_turns`. With more than one thread, the turns
    /// are counted beside the tables, on a thread of their own.
    fn new(n: usize, threads: usize, with_turns: bool) -> Self {
        let turns = || if with_turns { burnside::turns_term(n) } else { 0 };
        thread::scope(|scope| {
            let beside = if threads > 1 {
                thread::Builder::new().spawn_scoped(scope, turns).ok()
            } else {
                None
            };
            let join = J::new(n, threads);
            let turns = match beside {
                Some(search) => search.join().expect("the turns' searches do not panic"),
                None => turns(),
            };
            Joined { join, turns }
        })
    }
}

impl<J: KeyJoin> Work for Joined<J> {
    type Scratch = J::Scratch;

    fn units(&self) -> usize {
        self.join.units()
    }

    fn scratch(&self) -> J::Scratch {
        self.join.scratch()
    }

    /// The unit's share of the total; the join counts no unique solutions
    /// (see [`Joined::eight_unique`]).
    fn count(&self, unit: usize, scratch: &mut J::Scratch) -> Counts {
        Counts { total: count_unit(&self.join, unit, scratch), unique: 0 }
    }

    /// Burnside's lemma: 8 unique = total + S180 + 2 S90.
    fn eight_unique(&self, counted: Counts) -> u64 {
        counted.total + self.turns
    }
}

for_each_x86_64_level! {
    /// One unit's share of the total, compiled for each x86-64 level, as
    /// the bit-sliced count is (see `x86_64_levels`): with AVX-512 the
    /// lists are made eight pairs at a time, with AVX2 four.
    fn count_unit<J: KeyJoin>(join: &J, unit: usize, scratch: &mut J::Scratch) -> u64 {
        join.count_inlined(unit, scratch, add_pairs)
    }
    with add_pairs = avx512 {
        |list: &mut SignatureList, left: Group, right: Group, mask| {
            list.add_pairs_avx512(left, right, mask);
        }
    } or avx2 {
        |list: &mut SignatureList, left: Group, right: Group, mask| {
            list.add_pairs_avx2(left, right, mask);
        }
    } or {
        SignatureList::add_pairs
    }
}
