//! The x86-64 levels the hot loops are compiled for, named in one place,
//! and the one that runs.
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
//! `N_QUEENS_LEVEL` (`avx512`, `avx2`, `popcnt` or `baseline`) caps the
//! level for a run, so that one machine can measure every level below its
//! own: each copy is its own `multiversion` function with one target, which
//! runs its copy where the CPU has the level and the baseline elsewhere, so
//! no choice can run an instruction the CPU lacks.

use std::sync::OnceLock;

/// A level the hot loops are compiled for, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    /// x86-64-v4 and the vector popcount: AVX-512.
    Avx512,
    /// x86-64-v3: AVX2.
    Avx2,
    /// x86-64-v2: the popcount instruction.
    Popcnt,
    /// The first x86-64, or any other processor.
    Baseline,
}

impl Level {
    /// Every level, best first, with its name for `N_QUEENS_LEVEL`.
    pub const ALL: [(Level, &'static str); 4] = [
        (Level::Avx512, "avx512"),
        (Level::Avx2, "avx2"),
        (Level::Popcnt, "popcnt"),
        (Level::Baseline, "baseline"),
    ];

    /// The level that runs: the best this CPU has, or `N_QUEENS_LEVEL` if
    /// that is lower. Read once.
    ///
    /// # Panics
    ///
    /// If `N_QUEENS_LEVEL` names no level (the command checks it first,
    /// with [`Level::from_env`]).
    #[must_use]
    pub fn running() -> Level {
        static RUNNING: OnceLock<Level> = OnceLock::new();
        *RUNNING.get_or_init(|| Level::from_env().unwrap_or_else(|error| panic!("{error}")))
    }

    /// The level `N_QUEENS_LEVEL` asks for, capped at the best this CPU has.
    ///
    /// # Errors
    ///
    /// If `N_QUEENS_LEVEL` is set and names no level: what the levels are.
    pub fn from_env() -> Result<Level, String> {
        let best = Level::best();
        let Ok(asked) = std::env::var("N_QUEENS_LEVEL") else { return Ok(best) };
        let found = Level::ALL.iter().find(|(_, name)| *name == asked);
        let Some(&(asked, _)) = found else {
            let names: Vec<&str> = Level::ALL.iter().map(|(_, name)| *name).collect();
            return Err(format!("N_QUEENS_LEVEL={asked}: the levels are {}", names.join(", ")));
        };
        Ok(asked.max(best))
    }

    /// The best level this CPU has: the best whose copy's target (in
    /// `for_each_x86_64_level`) it has every feature of, as `multiversion`
    /// checks before it runs that copy rather than the baseline.
    fn best() -> Level {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            let popcnt = has!("cmpxchg16b")
                && has!("popcnt")
                && has!("sse3")
                && has!("sse4.1")
                && has!("sse4.2")
                && has!("ssse3");
            let avx2 = popcnt
                && has!("avx")
                && has!("avx2")
                && has!("bmi1")
                && has!("bmi2")
                && has!("f16c")
                && has!("fma")
                && has!("lzcnt")
                && has!("movbe")
                && has!("xsave");
            let avx512 = avx2
                && has!("avx512bw")
                && has!("avx512cd")
                && has!("avx512dq")
                && has!("avx512f")
                && has!("avx512vl")
                && has!("avx512vpopcntdq");
            if avx512 {
                return Level::Avx512;
            }
            if avx2 {
                return Level::Avx2;
            }
            if popcnt {
                return Level::Popcnt;
            }
        }
        Level::Baseline
    }

    /// Its name in a table's stamp, for a reader: `AVX-512`, `AVX2`,
    /// `popcnt` or `baseline x86-64`.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Level::Avx512 => "AVX-512",
            Level::Avx2 => "AVX2",
            Level::Popcnt => "popcnt",
            Level::Baseline => "baseline x86-64",
        }
    }

    /// Its name, as `N_QUEENS_LEVEL` takes it.
    #[must_use]
    pub fn name(self) -> &'static str {
        Level::ALL.iter().find(|(level, _)| *level == self).map_or("baseline", |(_, name)| name)
    }
}

/// Compiles the function it wraps once for each level and calls the copy
/// of [`Level::running`]. The `multiversion` attribute takes its targets as
/// literals, so they are written here once rather than on each function.
///
/// The function may be generic over consts (`<const C: usize, ...>`) or
/// over types (`<J: Trait, ...>`), not both; each copy is then generic
/// alike, so that each type or constant gets a copy for each level.
///
/// A function may end with `with NAME = avx512 { WIDE } or avx2 { NARROW }
/// or { PLAIN }`: its body then has `NAME` bound to `WIDE` in the AVX-512
/// copy, to `NARROW` in the AVX2 one and to `PLAIN` in the others, so that
/// code the body calls can take intrinsics from `WIDE` or `NARROW`, a
/// closure, which has the copy's target features (code outside a copy
/// cannot call them without `unsafe`).
macro_rules! for_each_x86_64_level {
    // The two kinds of generics, each brought to a declaration and the
    // arguments of a call, for the one arm below that writes the copies.
    (
        $(#[$attribute:meta])*
        fn $name:ident <$(const $generic:ident: $generic_type:ty),+> $($rest:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @copies [$(#[$attribute])*] $name
            [<$(const $generic: $generic_type),+>] [::<$($generic),+>] $($rest)*
        }
    };
    (
        $(#[$attribute:meta])*
        fn $name:ident <$($generic:ident: $bound:path),+> $($rest:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @copies [$(#[$attribute])*] $name
            [<$($generic: $bound),+>] [::<$($generic),+>] $($rest)*
        }
    };
    (
        $(#[$attribute:meta])*
        fn $name:ident ($($rest:tt)*) $($tail:tt)*
    ) => {
        $crate::x86_64_levels::for_each_x86_64_level! {
            @copies [$(#[$attribute])*] $name [] [] ($($rest)*) $($tail)*
        }
    };
    (
        @copies [$($attribute:tt)*] $name:ident [$($declared:tt)*] [$($given:tt)*]
            ($($argument:ident: $argument_type:ty),* $(,)?) -> $answer:ty $body:block
        $(with $binding:ident = avx512 $wide:block or avx2 $narrow:block or $plain:block)?
    ) => {
        $($attribute)*
        fn $name $($declared)* ($($argument: $argument_type),*) -> $answer {
            #[cfg(not(test))]
            #[::multiversion::multiversion(targets(
                "x86_64+avx+avx2+avx512bw+avx512cd+avx512dq+avx512f+avx512vl+avx512vpopcntdq+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave",
            ))]
            fn avx512 $($declared)* ($($argument: $argument_type),*) -> $answer {
                // Without AVX-512 (multiversion's fallback copy), PLAIN.
                $(let $binding = ::multiversion::target::match_target! {
                    "x86_64+avx512f" => $wide,
                    _ => $plain,
                };)?
                $body
            }
            #[cfg(not(test))]
            #[::multiversion::multiversion(targets(
                "x86_64+avx+avx2+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave",
            ))]
            fn avx2 $($declared)* ($($argument: $argument_type),*) -> $answer {
                $(let $binding = ::multiversion::target::match_target! {
                    "x86_64+avx2" => $narrow,
                    _ => $plain,
                };)?
                $body
            }
            #[cfg(not(test))]
            #[::multiversion::multiversion(targets(
                "x86_64+cmpxchg16b+popcnt+sse3+sse4.1+sse4.2+ssse3",
            ))]
            fn popcnt $($declared)* ($($argument: $argument_type),*) -> $answer {
                $(let $binding = $plain;)?
                $body
            }
            fn baseline $($declared)* ($($argument: $argument_type),*) -> $answer {
                $(let $binding = $plain;)?
                $body
            }
            // The unit tests check the loops' logic, on the baseline copy
            // alone (compiling every copy twice would double the build);
            // the command's tests run every level.
            #[cfg(test)]
            return baseline $($given)* ($($argument),*);
            #[cfg(not(test))]
            match $crate::x86_64_levels::Level::running() {
                $crate::x86_64_levels::Level::Avx512 => avx512 $($given)* ($($argument),*),
                $crate::x86_64_levels::Level::Avx2 => avx2 $($given)* ($($argument),*),
                $crate::x86_64_levels::Level::Popcnt => popcnt $($given)* ($($argument),*),
                $crate::x86_64_levels::Level::Baseline => baseline $($given)* ($($argument),*),
            }
        }
    };
}

pub(crate) use for_each_x86_64_level;

#[cfg(test)]
mod tests {
    /// `Level::best` checks every feature of every copy's target, so that
    /// `level:` names the copy that runs; the two lists are in this file.
    #[test]
    fn the_best_level_checks_every_feature_of_the_targets() {
        let source = include_str!("x86_64_levels.rs");
        let targets = source.split('"').filter(|text| text.starts_with("x86_64+"));
        let mut features = 0;
        for target in targets.filter(|target| target.contains("sse3")) {
            for feature in target.split('+').skip(1) {
                let check = format!("has!(\"{feature}\")");
                assert!(source.contains(&check), "{target}: `best` does not check {feature}");
                features += 1;
            }
        }
        assert!(features >= 20, "the three targets' features: {features}");
    }
}
