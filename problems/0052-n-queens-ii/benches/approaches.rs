//! Every approach over several n, in one group, so that criterion's report
//! shows how each one's time grows side by side.
//!
//! `cargo bench -p n-queens-ii --features bench`; the report is
//! `target/criterion/report/index.html`.

use criterion::{Criterion, criterion_group, criterion_main};
use n_queens_ii::NQueensII;

fn approaches(c: &mut Criterion) {
    leetcode_harness::bench::approaches::<NQueensII>(c, "total_n_queens", &[6, 8, 10, 12, 14]);
}

criterion_group!(benches, approaches);
criterion_main!(benches);
