//! The criterion group every problem benchmarks: each approach over several
//! `n`, up to its practical limit, side by side in one report.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion};

use crate::Problem;

/// Benchmarks every approach of `P` on each of `sizes` up to its practical
/// limit, in the group `group`.
pub fn approaches<P: Problem>(c: &mut Criterion, group: &str, sizes: &[i32]) {
    let mut group = c.benchmark_group(group);
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for approach in P::APPROACHES {
        for &n in sizes.iter().filter(|&&n| n <= approach.practical_limit) {
            group.bench_with_input(BenchmarkId::new(approach.name, n), &n, |b, &n| {
                b.iter_batched(
                    || P::input(n),
                    |input| (approach.solve)(black_box(input)),
                    criterion::BatchSize::SmallInput,
                );
            });
        }
    }
    group.finish();
}
