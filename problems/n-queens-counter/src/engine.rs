//! The engines by name: [`Engine`], the one list of them, and
//! [`EngineChoice::resolve`], the one place that chooses the engine of a
//! count. Everything about an engine is its type's, in its own module (a
//! [`Strategy`]); [`Engine::strategy`] is the one `match` from an engine to
//! its type. (As regex-automata's `meta::strategy` chooses, and its `Regex`
//! holds a strategy it never looks into.)

use std::fmt;
use std::sync::LazyLock;

use clap::ValueEnum;
use clap::builder::PossibleValue;

use crate::counts::{Counts, MAX_N};
use crate::join::{self, Join};
use crate::strategy::{Setup, SharedWork, Strategy};
use crate::symmetry::SYMMETRIES;
use crate::symmetry_search::SymmetrySearch;
use crate::work_queue::Work;

/// Boards smaller than this have one solution, counted without an engine:
/// a lone queen, or the empty board, its own image under every symmetry.
const SMALLEST_SEARCHED: usize = 2;

/// An engine that counts: what a count ran, and what its parts and
/// journals say they were counted with (by its name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Engine {
    /// One search per group of symmetric solutions (the `symmetry_search`
    /// module): the readable one, and the reference.
    Symmetry,
    /// A top and a bottom band of rows joined in bulk (the `join` module),
    /// with the unique count from Burnside's lemma; up to n = 23.
    Join,
}

impl Engine {
    /// Every engine.
    const ALL: [Engine; 2] = [Engine::Symmetry, Engine::Join];

    /// Every engine.
    #[must_use]
    pub fn all() -> &'static [Engine] {
        &Engine::ALL
    }

    /// Its type: the one place that maps an engine to its module.
    fn strategy(self) -> &'static dyn Strategy {
        match self {
            Engine::Symmetry => &SymmetrySearch,
            Engine::Join => &Join,
        }
    }

    /// Its name, as `--engine`, parts, journals and the output spell it.
    #[must_use]
    pub fn name(self) -> &'static str {
        self.strategy().name()
    }

    /// The largest `n` it counts.
    #[must_use]
    pub fn max_n(self) -> usize {
        self.strategy().max_n()
    }

    /// Its code in a journal's seal.
    pub(crate) fn code(self) -> usize {
        self.strategy().code()
    }

    /// How many units of work a count of `n` is cut into: its type's, or
    /// one for a board below any engine.
    pub(crate) fn units(self, n: usize) -> usize {
        if n < SMALLEST_SEARCHED { Work::units(&LoneBoard) } else { self.strategy().units(n) }
    }

    /// Its work for `setup`: its type's, or the lone board's.
    pub(crate) fn work(self, setup: &Setup) -> Box<dyn SharedWork> {
        if setup.n < SMALLEST_SEARCHED { Box::new(LoneBoard) } else { self.strategy().work(setup) }
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Engine> for &'static str {
    fn from(engine: Engine) -> Self {
        engine.name()
    }
}

impl TryFrom<String> for Engine {
    type Error = String;

    fn try_from(name: String) -> Result<Engine, String> {
        let found = Engine::ALL.into_iter().find(|engine| engine.name() == name);
        found.ok_or_else(|| format!("no engine is named `{name}`"))
    }
}

impl ValueEnum for Engine {
    fn value_variants<'a>() -> &'a [Self] {
        &Engine::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        Some(PossibleValue::new(self.name()).help(self.strategy().about()))
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
    /// The engine this choice takes for `n` on `threads` threads: the one
    /// place that chooses.
    #[must_use]
    pub fn resolve(self, n: usize, threads: usize) -> Engine {
        let from = if threads > 1 { JOIN_FROM_ON_THREADS } else { JOIN_FROM_ON_ONE_THREAD };
        match self {
            EngineChoice::Engine(engine) => engine,
            EngineChoice::Auto if (from..=join::MAX_N).contains(&n) => Engine::Join,
            EngineChoice::Auto => Engine::Symmetry,
        }
    }

    /// Whether this choice takes `engine` for `n` on some number of
    /// threads: one, or more.
    pub(crate) fn admits(self, n: usize, engine: Engine) -> bool {
        [1, 2].into_iter().any(|threads| self.resolve(n, threads) == engine)
    }

    /// Refuses a choice that cannot count `n`: the one message for it.
    ///
    /// # Errors
    ///
    /// If `n` is beyond the engine's largest, or [`MAX_N`] for `auto`.
    pub(crate) fn check(self, n: usize) -> Result<(), TooLarge> {
        let max = match self {
            EngineChoice::Engine(engine) => engine.max_n(),
            EngineChoice::Auto => MAX_N,
        };
        if n > max { Err(TooLarge { n, choice: self, max }) } else { Ok(()) }
    }
}

/// An engine asked to count beyond its largest `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    n: usize,
    choice: EngineChoice,
    max: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let TooLarge { n, choice, max } = self;
        write!(f, "n = {n}: the {choice} engine counts up to n = {max}")
    }
}

impl std::error::Error for TooLarge {}

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
    let engines = Engine::ALL.into_iter().map(EngineChoice::Engine);
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
struct LoneBoard;

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
        SYMMETRIES * counted.unique
    }
}
