//! Every approach over several n, in one group, so that criterion's report
//! shows how each one's time grows side by side.
//!
//! `cargo bench -p n-queens --features bench`; the report is
//! `target/criterion/report/index.html`.

use criterion::{Criterion, criterion_group, criterion_main};
use n_queens::NQueens;

fn approaches(c: &mut Criterion) {
    leetcode_harness::bench::approaches::<NQueens>(c, "solve_n_queens", &[4, 6, 8, 10, 12]);
}

criterion_group!(benches, approaches);
criterion_main!(benches);
