//! The engines, and every fact about each in one place: its name, its code
//! in parts and journals, the largest `n` it counts, and its units of work.
//! Each fact is an exhaustive `match`, so that a new engine's variant makes
//! the compiler name every fact it lacks (and the count's dispatch, in the
//! `counter` module).

use std::fmt;
use std::sync::LazyLock;

use clap::ValueEnum;
use clap::builder::PossibleValue;

use crate::counts::{Counts, MAX_N};
use crate::work_queue::Work;
use crate::{join, symmetry_search};

/// Boards smaller than this have one solution, counted without an engine:
/// a lone queen, or the empty board, its own image under every symmetry.
pub(crate) const SMALLEST_SEARCHED: usize = 2;

/// An engine that counts: what a count ran, and what its parts and
/// journals say they were counted with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// One search per group of symmetric solutions, recognised from the
    /// queens on the board's edges: the readable one, and the reference.
    Symmetry,
    /// A top and a bottom band of rows joined in bulk (the `join` module),
    /// with the unique count from Burnside's lemma; up to n = 23.
    Join,
}

impl Engine {
    /// Every engine.
    #[must_use]
    pub fn all() -> &'static [Engine] {
        Engine::value_variants()
    }

    /// Its name, as `--engine`, parts and journals spell it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Engine::Symmetry => "symmetry",
            Engine::Join => "join",
        }
    }

    /// The largest `n` it counts.
    #[must_use]
    pub fn max_n(self) -> usize {
        match self {
            Engine::Symmetry => MAX_N,
            Engine::Join => join::MAX_N,
        }
    }

    /// Its code in a journal's seal. Fixed for good: a journal sealed with
    /// another code is unreadable (0 was `auto`'s, before a count resolved
    /// it).
    pub(crate) fn code(self) -> usize {
        match self {
            Engine::Symmetry => 1,
            Engine::Join => 2,
        }
    }

    /// How many units of work a count of `n` is cut into, numbered from 0,
    /// as parts, journals and threads share them (for the symmetry search,
    /// one thread without a journal searches whole shapes instead).
    pub(crate) fn units(self, n: usize) -> usize {
        if n < SMALLEST_SEARCHED {
            return LoneBoard.units();
        }
        match self {
            Engine::Symmetry => symmetry_search::Plan::new(n, true).units(),
            Engine::Join => join::unit_count(n),
        }
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which engine to count with: one, or `auto`, the one that measured
/// faster for the size and the threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EngineChoice {
    /// The join where it measured faster, from n = 12 on one thread and
    /// from 9 on more, up to 23; the symmetry search elsewhere.
    Auto,
    /// This engine.
    Engine(Engine),
}

/// The smallest `n` that `auto` joins rather than searches on one thread:
/// where the join measured faster (HISTORY.md's "Which one runs: the
/// measurements" gives the figures).
const JOIN_FROM_ON_ONE_THREAD: usize = 12;

/// The same on more threads: from here the join shares its keys out faster
/// than the symmetry search its subproblems; below, both take the time of
/// starting the threads.
const JOIN_FROM_ON_THREADS: usize = 9;

impl EngineChoice {
    /// The engine this choice takes for `n` on `threads` threads.
    #[must_use]
    pub fn resolve(self, n: usize, threads: usize) -> Engine {
        let from = if threads > 1 { JOIN_FROM_ON_THREADS } else { JOIN_FROM_ON_ONE_THREAD };
        match self {
            EngineChoice::Engine(engine) => engine,
            EngineChoice::Auto if (from..=join::MAX_N).contains(&n) => Engine::Join,
            EngineChoice::Auto => Engine::Symmetry,
        }
    }

    /// The largest `n` it counts.
    #[must_use]
    pub fn max_n(self) -> usize {
        match self {
            EngineChoice::Engine(engine) => engine.max_n(),
            EngineChoice::Auto => MAX_N,
        }
    }
}

impl From<Engine> for EngineChoice {
    fn from(engine: Engine) -> Self {
        EngineChoice::Engine(engine)
    }
}

impl fmt::Display for EngineChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EngineChoice::Auto => f.write_str("auto"),
            EngineChoice::Engine(engine) => engine.fmt(f),
        }
    }
}

/// `auto`, then every engine: the values of `--engine`.
static CHOICES: LazyLock<Vec<EngineChoice>> = LazyLock::new(|| {
    let engines = Engine::all().iter().map(|&engine| EngineChoice::Engine(engine));
    std::iter::once(EngineChoice::Auto).chain(engines).collect()
});

impl ValueEnum for EngineChoice {
    fn value_variants<'a>() -> &'a [Self] {
        &CHOICES
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        match self {
            EngineChoice::Auto => Some(PossibleValue::new("auto").help(format!(
                "The join where it measured faster, from n = {JOIN_FROM_ON_ONE_THREAD} on one \
                 thread and from {JOIN_FROM_ON_THREADS} on more, up to {}; the symmetry search \
                 elsewhere",
                join::MAX_N
            ))),
            EngineChoice::Engine(engine) => engine.to_possible_value(),
        }
    }
}

/// The count of a board with fewer than two squares: one solution, the
/// image of itself under every symmetry, in one unit, for every engine.
pub(crate) struct LoneBoard;

impl Work for LoneBoard {
    type Scratch = ();

    fn units(&self) -> usize {
        1
    }

    fn scratch(&self) {}

    fn count(&self, _: usize, (): &mut ()) -> Counts {
        Counts { total: 1, unique: 1 }
    }

    fn eight_unique(&self, counted: Counts) -> u64 {
        crate::symmetry::SYMMETRIES * counted.unique
    }
}
