//! What the guide says of its timing table, held to the table as
//! `docs --timings` last wrote it (no test times anything).

use leetcode_harness::docs::series;

/// "From n = 8 on, each step of `n` multiplies a search's time by 3 to 7."
#[test]
fn each_step_of_n_from_8_multiplies_a_search_time_by_3_to_7() {
    let table = series(include_str!("../README.md"));
    assert!(!table.is_empty(), "the guide has its timings table");
    for series in table {
        for pair in series.points.windows(2).filter(|pair| pair[0].0 >= 8) {
            let ((_, before), (n, after)) = (pair[0], pair[1]);
            let step = after / before;
            assert!((3.0..=7.0).contains(&step), "{} to n = {n}: times {step:.1}", series.name);
        }
    }
}
