//! What the guide says of its timing table, held to the table as
//! `docs --timings` last wrote it (no test times anything).

use leetcode_harness::docs::series;

/// "Each step from n = 11 on multiplies a search's time by 5 to 6."
#[test]
fn each_step_of_n_from_11_multiplies_a_search_time_by_5_to_6() {
    let table = series(include_str!("../README.md"));
    assert!(!table.is_empty(), "the guide has its timings table");
    for series in table {
        for pair in series.points.windows(2).filter(|pair| pair[0].0 >= 11) {
            let ((_, before), (n, after)) = (pair[0], pair[1]);
            let step = after / before;
            assert!((5.0..=6.0).contains(&step), "{} to n = {n}: times {step:.1}", series.name);
        }
    }
}
