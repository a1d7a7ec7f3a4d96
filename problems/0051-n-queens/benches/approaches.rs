//! Every approach over several n, in one group, so that criterion's report
//! shows how each one's time grows side by side.
//!
//! `cargo bench -p n-queens`; the report is `target/criterion/report/index.html`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use n_queens::APPROACHES;

/// The sizes measured; each approach only up to its practical limit.
const SIZES: [i32; 5] = [4, 6, 8, 10, 12];

fn approaches(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve_n_queens");
    group.sample_size(10).warm_up_time(Duration::from_millis(500));
    for approach in APPROACHES {
        for n in SIZES.into_iter().filter(|&n| n <= approach.practical_limit) {
            group.bench_with_input(BenchmarkId::new(approach.name, n), &n, |b, &n| {
                b.iter(|| (approach.solve_n_queens)(black_box(n)));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, approaches);
criterion_main!(benches);
