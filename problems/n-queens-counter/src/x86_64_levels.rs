//! The x86-64 levels the hot loops are compiled for, each written once in
//! [`levels!`], and the one that runs, chosen once. (As memchr's
//! `arch/x86_64` keeps each level's `is_available` beside the code compiled
//! for it, and caches its choice.)
//!
//! A default build targets the first x86-64, without AVX2 or a popcount
//! instruction. So each hot loop is compiled for x86-64-v4 with the vector
//! popcount (AVX-512: a lane set in one register), for x86-64-v3 (AVX2), for
//! x86-64-v2 (popcount) and for the baseline, and the best the machine has
//! runs (the `multiversion` crate, which checks the CPU with std's
//! `is_x86_feature_detected!`). The helpers such a loop calls are inlined
//! into each copy, `#[inline(always)]`: a call to one would run it as
//! compiled for the baseline. (The AVX-512 features are stable from Rust
//! 1.89.)
//!
//! Two loops are written with intrinsics, not left to the compiler, for
//! AVX-512 and for AVX2: those that keep the words passing a test, with no
//! branch (the `compress` module), in the making of a key's lists and in
//! the sieve's copies of bottoms. Intrinsics are safe to call only from
//! code compiled with their features, so each of those two copies hands
//! its loops, as closures, to the code it runs (the `with` clause of
//! `for_each_x86_64_level`).
//!
//! Whether a level's copy can run is asked of `multiversion` itself: a
//! function compiled for the level's target, as each copy is, says whether
//! its own copy or the fallback ran (`multiversion` asks more of an AVX-512
//! CPU than the target names, Ice Lake's extensions, and the answer says
//! so too).
//!
//! `N_QUEENS_LEVEL` (`avx512`, `avx2`, `popcnt` or `baseline`) caps the
//! level for a run, so that one machine can measure every level below its
//! own: each copy is its own `multiversion` function with one target, which
//! runs its copy where the CPU has the level and the baseline elsewhere, so
//! no choice can run an instruction the CPU lacks.

use std::sync::OnceLock;

/// The levels with a copy of their own, best first, one line each: its
/// variant, its name (as `N_QUEENS_LEVEL`, the output and the copies spell
/// it), which block of a `with` clause its copy binds (`wide`, `narrow` or
/// `plain`), what it is, and its copy's target: every feature the copy is
/// compiled with, which a CPU must have for the copy to run. The baseline
/// comes after them all, with no target.
///
/// Hands the list to the macro whose path is in brackets, after the tokens
/// in braces.
macro_rules! levels {
    ([$($then:tt)*] { $($given:tt)* }) => {
        $($then)*! {
            $($given)*
            (Avx512, avx512, wide, "x86-64-v4 and the vector popcount: AVX-512.",
             "x86_64+avx+avx2+avx512bw+avx512cd+avx512dq+avx512f+avx512vl+avx512vpopcntdq+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave")
            (Avx2, avx2, narrow, "x86-64-v3: AVX2.",
             "x86_64+avx+avx2+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave")
            (Popcnt, popcnt, plain, "x86-64-v2: the popcount instruction.",
             "x86_64+cmpxchg16b+popcnt+sse3+sse4.1+sse4.2+ssse3")
        }
    };
}

pub(crate) use levels;

/// [`Level`] and its facts, from the list of [`levels!`].
macro_rules! define_levels {
    ($(($variant:ident, $copy:ident, $with:ident, $doc:tt, $target:tt))*) => {
        /// A level the hot loops are compiled for, best first.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
        pub enum Level {
            $(#[doc = $doc] $variant,)*
            /// The first x86-64, or any other processor.
            Baseline,
        }

        impl Level {
            /// Every level, best first.
            const ALL: &[Level] = &[$(Level::$variant,)* Level::Baseline];

            /// Its name, as `N_QUEENS_LEVEL` takes it and the output shows it.
            #[must_use]
            pub fn name(self) -> &'static str {
                match self {
                    $(Level::$variant => stringify!($copy),)*
                    Level::Baseline => "baseline",
                }
            }

            /// Whether this CPU runs the level's copies.
            fn is_available(self) -> bool {
                match self {
                    $(Level::$variant => available::$copy(),)*
                    Level::Baseline => true,
                }
            }
        }

        /// Each level's check, compiled for its target as its copies are.
        mod available {
            $(
                #[doc = concat!("Whether `multiversion` runs a copy for `", stringify!($copy),
                                "` rather than its fallback on this CPU.")]
                #[::multiversion::multiversion(targets($target))]
                pub(super) fn $copy() -> bool {
                    ::multiversion::target::match_target! { $target => true, _ => false }
                }
            )*
        }
    };
}

levels! { [define_levels] {} }

/// The level chosen for this process, once: `Err` if `N_QUEENS_LEVEL` names
/// no level.
static CHOSEN: OnceLock<Result<Level, String>> = OnceLock::new();

impl Level {
    /// The level that runs: the best this CPU has, or `N_QUEENS_LEVEL` if
    /// that is lower. Chosen at the first call, and kept.
    ///
    /// # Errors
    ///
    /// If `N_QUEENS_LEVEL` is set and names no level: what the levels are.
    pub fn chosen() -> Result<Level, String> {
        CHOSEN.get_or_init(Level::from_env).clone()
    }

    /// The level that runs, for the copies' dispatch.
    ///
    /// # Panics
    ///
    /// If `N_QUEENS_LEVEL` names no level (the command checks it first,
    /// with [`Level::chosen`]).
    #[inline]
    pub(crate) fn running() -> Level {
        match CHOSEN.get_or_init(Level::from_env) {
            Ok(level) => *level,
            Err(error) => panic!("{error}"),
        }
    }

    /// The level `N_QUEENS_LEVEL` asks for, capped at the best this CPU has.
    fn from_env() -> Result<Level, String> {
        let best = Level::ALL.iter().copied().find(|level| level.is_available());
        let best = best.unwrap_or(Level::Baseline);
        let Ok(asked) = std::env::var("N_QUEENS_LEVEL") else { return Ok(best) };
        let Some(&found) = Level::ALL.iter().find(|level| level.name() == asked) else {
            let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
            return Err(format!("N_QUEENS_LEVEL={asked}: the levels are {}", names.join(", ")));
        };
        Ok(found.max(best))
    }
}

/// Compiles the function it wraps once for each level of [`levels!`] and
/// calls the copy of [`Level::running`]. The `multiversion` attribute takes
/// its targets as literals: they come from that list.
///
/// The function may be generic over consts (`<const C: usize, ...>`) or
/// over types (`<J: Trait, ...>`), not both; each copy is then generic
/// alike, so that each type or constant gets a copy for each level.
///
/// A function may end with `with PATTERN = avx512 { WIDE } or avx2 {
/// NARROW } or { PLAIN }`: its body then has `PATTERN` bound to `WIDE` in
/// the AVX-512 copy, to `NARROW` in the AVX2 one and to `PLAIN` in the
/// others, so that code the body calls can take intrinsics from `WIDE` or
/// `NARROW`, closures, which have the copy's target features (code outside
/// a copy cannot call them without `unsafe`), or know which copy runs.
macro_rules! for_each_x86_64_level {
    // The two kinds of generics, each brought to a declaration and the
    // arguments of a call, for the arm below that writes the function.
    (
        $(#[$attribute:meta])*
        fn $name:ident <$(const $generic:ident: $generic_type:ty),+> $($rest:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @function [$(#[$attribute])*] $name
            [<$(const $generic: $generic_type),+>] [::<$($generic),+>] $($rest)*
        }
    };
    (
        $(#[$attribute:meta])*
        fn $name:ident <$($generic:ident: $bound:path),+> $($rest:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @function [$(#[$attribute])*] $name
            [<$($generic: $bound),+>] [::<$($generic),+>] $($rest)*
        }
    };
    (
        $(#[$attribute:meta])*
        fn $name:ident ($($rest:tt)*) $($tail:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @function [$(#[$attribute])*] $name [] [] ($($rest)*) $($tail)*
        }
    };
    // The function, whose body writes a copy for each level of the list.
    (
        @function [$($attribute:tt)*] $name:ident [$($declared:tt)*] [$($given:tt)*]
            ($($argument:ident: $argument_type:ty),* $(,)?) -> $answer:ty $body:block
        $(with $binding:pat = avx512 $wide:block or avx2 $narrow:block or $plain:block)?
    ) => {
        $($attribute)*
        fn $name $($declared)* ($($argument: $argument_type),*) -> $answer {
            $crate::x86_64_levels::levels! {
                [$crate::x86_64_levels::for_each_x86_64_level] {
                    @copies [$($declared)*] [$($given)*] [$($argument: $argument_type),*]
                        [$answer] $body [$($binding = $wide $narrow $plain)?] []
                }
            }
        }
    };
    // One level's copy, and its arm of the dispatch; then the next level.
    (
        @copies [$($declared:tt)*] [$($given:tt)*] [$($argument:ident: $argument_type:ty),*]
            [$answer:ty] $body:tt [$($with:tt)*] [$($arms:tt)*]
        ($variant:ident, $copy:ident, $kind:ident, $doc:tt, $target:tt)
        $($levels:tt)*
    ) => {
        #[::multiversion::multiversion(targets($target))]
        fn $copy $($declared)* ($($argument: $argument_type),*) -> $answer {
            $crate::x86_64_levels::for_each_x86_64_level!(@bind $kind $target [$($with)*]);
            $body
        }
        $crate::x86_64_levels::for_each_x86_64_level! {
            @copies [$($declared)*] [$($given)*] [$($argument: $argument_type),*]
                [$answer] $body [$($with)*]
                [$($arms)* $crate::x86_64_levels::Level::$variant => $copy $($given)* ($($argument),*),]
            $($levels)*
        }
    };
    // After the last level: the baseline's copy, and the dispatch.
    (
        @copies [$($declared:tt)*] [$($given:tt)*] [$($argument:ident: $argument_type:ty),*]
            [$answer:ty] $body:tt [$($with:tt)*] [$($arms:tt)*]
    ) => {
        fn baseline $($declared)* ($($argument: $argument_type),*) -> $answer {
            $crate::x86_64_levels::for_each_x86_64_level!(@bind plain "" [$($with)*]);
            $body
        }
        match $crate::x86_64_levels::Level::running() {
            $($arms)*
            $crate::x86_64_levels::Level::Baseline => baseline $($given)* ($($argument),*),
        }
    };
    // A `with` clause's binding in a copy of `wide`, `narrow` or `plain`
    // code: in a copy's fallback (the CPU lacks its level), the plain one.
    (@bind $kind:ident $target:tt []) => {};
    (@bind wide $target:tt [$binding:pat = $wide:tt $narrow:tt $plain:tt]) => {
        let $binding = ::multiversion::target::match_target! { $target => $wide, _ => $plain };
    };
    (@bind narrow $target:tt [$binding:pat = $wide:tt $narrow:tt $plain:tt]) => {
        let $binding = ::multiversion::target::match_target! { $target => $narrow, _ => $plain };
    };
    (@bind plain $target:tt [$binding:pat = $wide:tt $narrow:tt $plain:tt]) => {
        let $binding = $plain;
    };
}

pub(crate) use for_each_x86_64_level;

#[cfg(test)]
mod tests {
    use super::Level;

    /// The levels run best first, as their order says (a cap is the
    /// larger of two levels), each with a name of its own, down to the
    /// baseline, which every CPU runs.
    #[test]
    fn the_levels_run_best_first_down_to_the_baseline() {
        assert!(Level::ALL.windows(2).all(|pair| pair[0] < pair[1]), "best first");
        let mut names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Level::ALL.len(), "a name each");
        assert_eq!(Level::ALL.last(), Some(&Level::Baseline));
        assert!(Level::Baseline.is_available());
    }
}
