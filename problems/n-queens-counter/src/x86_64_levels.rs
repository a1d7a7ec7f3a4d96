//! The x86-64 levels the hot loops are compiled for, named in one place.
//!
//! A default build targets the first x86-64, without AVX2 or a popcount
//! instruction. So each hot loop is compiled four times, for x86-64-v4 with
//! the vector popcount (AVX-512: a lane set in one register), for x86-64-v3
//! (AVX2), for x86-64-v2 (popcount) and for the baseline, and the best one
//! the machine has is chosen when first called (the `multiversion` crate,
//! which checks the CPU with std's `is_x86_feature_detected!`). The helpers
//! such a loop calls are inlined into each copy, `#[inline(always)]`: a call
//! to one would run it as compiled for the baseline. (The AVX-512 features
//! are stable from Rust 1.89.)

/// Compiles the function it wraps for x86-64-v4 (with the vector
/// popcount), x86-64-v3, x86-64-v2 and the baseline, and dispatches to the
/// best the CPU has (see the module docs).
/// The `multiversion` attribute takes its targets as literals, so they are
/// written here once rather than on each function.
macro_rules! for_each_x86_64_level {
    ($($function:tt)*) => {
        #[::multiversion::multiversion(targets(
            "x86_64+avx+avx2+avx512bw+avx512cd+avx512dq+avx512f+avx512vl+avx512vpopcntdq+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave",
            "x86_64+avx+avx2+bmi1+bmi2+cmpxchg16b+f16c+fma+lzcnt+movbe+popcnt+sse3+sse4.1+sse4.2+ssse3+xsave",
            "x86_64+cmpxchg16b+popcnt+sse3+sse4.1+sse4.2+ssse3",
        ))]
        $($function)*
    };
}

pub(super) use for_each_x86_64_level;
