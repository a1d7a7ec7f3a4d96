//! The fast counter's engines against the `bitmask` approach, its yardstick,
//! over several n, side by side in one criterion group.
//!
//! `cargo bench -p n-queens-counter --features bench`; the report is
//! `target/criterion/report/index.html`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use leetcode_harness::Problem;
use n_queens_counter::{Counter, Engine};
use n_queens_ii::NQueensII;

fn engines(c: &mut Criterion) {
    let bitmask = NQueensII::yardstick();
    let mut group = c.benchmark_group("engines_vs_bitmask");
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for n in 10..=14 {
        group.bench_with_input(BenchmarkId::new("bitmask", n), &n, |b, &n| {
            b.iter(|| (bitmask.solve)(black_box(n)));
        });
        let size = usize::try_from(n).expect("n is positive");
        for (name, engine) in
            [("symmetry, 1 thread", Engine::Symmetry), ("join, 1 thread", Engine::Join)]
        {
            group.bench_with_input(BenchmarkId::new(name, n), &size, |b, &n| {
                b.iter(|| Counter::new(black_box(n)).engine(engine).threads(1).run());
            });
        }
        group.bench_with_input(BenchmarkId::new("auto, every core", n), &size, |b, &n| {
            b.iter(|| Counter::new(black_box(n)).run());
        });
    }
    group.finish();
}

criterion_group!(benches, engines);
criterion_main!(benches);
