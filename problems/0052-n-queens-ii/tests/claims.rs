//! What the guide says of its timing table, held to the table as
//! `docs --timings` last wrote it. No test times anything: these read the
//! committed figures.

use leetcode_harness::docs::{Series, series};

/// The guide, as committed.
const GUIDE: &str = include_str!("../README.md");

/// One approach's `(n, seconds)`.
fn times(name: &str) -> Vec<(i32, f64)> {
    let all = series(GUIDE);
    let found = all.into_iter().find(|series: &Series| series.name == name);
    found.unwrap_or_else(|| panic!("the timings table has no row `{name}`")).points
}

/// The time of `name` at `n`, over that of `base`.
fn ratio(name: &str, base: &str, n: i32) -> Option<f64> {
    let at = |name| times(name).into_iter().find(|&(m, _)| m == n).map(|(_, time)| time);
    Some(at(name)? / at(base)?)
}

/// "The mirror takes about half of `bitmask`'s time": at even `n` it
/// places exactly half the queens; "about half" is 0.4 to 0.65 of it, at
/// every even `n` from 6 on.
#[test]
fn the_mirror_takes_about_half_the_bitmask_time_at_even_n() {
    for n in (6..=20).step_by(2) {
        if let Some(ratio) = ratio("bitmask-mirror", "bitmask", n) {
            assert!((0.40..=0.65).contains(&ratio), "n = {n}: the mirror takes {ratio:.3}");
        }
    }
}

/// "The bitmask versions are several times faster than the arrays, and the
/// hash sets are slower than even the naive check", from n = 8 on.
#[test]
fn the_orders_the_guide_names_hold_from_n_8() {
    for n in 8..=20 {
        if let Some(times) = ratio("bool-arrays", "bitmask", n) {
            assert!(times >= 3.0, "n = {n}: bitmask is only {times:.1} times faster");
        }
        if let Some(times) = ratio("hash-sets", "naive-backtracking", n) {
            assert!(times > 1.0, "n = {n}: hash-sets is not slower than naive-backtracking");
        }
    }
}

/// "From n = 11 on, each step of `n` multiplies a backtracking search's
/// time by 4.5 to 7; brute force's, from n = 8 on, by about `n`" (here: 0.8
/// to 1.25 times `n`).
#[test]
fn each_step_of_n_multiplies_the_time_as_the_guide_says() {
    for series in series(GUIDE) {
        let brute = series.name == "brute-force";
        let from = if brute { 8 } else { 11 };
        for pair in series.points.windows(2).filter(|pair| pair[0].0 >= from) {
            let ((_, before), (n, after)) = (pair[0], pair[1]);
            let step = after / before;
            let band = if brute { 0.8 * f64::from(n)..=1.25 * f64::from(n) } else { 4.5..=7.0 };
            assert!(band.contains(&step), "{} to n = {n}: times {step:.1}", series.name);
        }
    }
}
