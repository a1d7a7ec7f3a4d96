//! One row of `records/against-kluev.jsonl`: a measurement of the join
//! and Kluev's counter.

/// One measurement: the join and Kluev's counter, one thread each, whole
/// process, run in turn on one pinned core.
#[derive(Debug, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Row {
    /// The day, `YYYY-MM-DD`.
    pub(super) date: String,
    /// The commit of the join that ran.
    pub(super) commit: String,
    /// The processor, in a few words, and its family and model.
    pub(super) machine: String,
    pub(super) cpu: String,
    /// Whether the CPU has AVX-512 (else Kluev's AVX-512 build cannot run).
    pub(super) avx512: bool,
    /// The vector level the join ran: `AVX-512` or `AVX2`.
    pub(super) level: String,
    pub(super) n: usize,
    /// The join's time, the median of its runs, in seconds.
    pub(super) join_s: f64,
    /// Kluev's, if his run finished.
    pub(super) kluev_s: Option<f64>,
    /// Which build of Kluev's ran: `AVX-512` (`-march=native` on a CPU
    /// with it) or `AVX2` (on a CPU without it, or `-mno-avx512f`).
    pub(super) kluev_build: String,
    /// The median of the pairs' ratios (the quotient, for one pair).
    pub(super) ratio: Option<f64>,
    /// How many pairs of runs.
    pub(super) pairs: u32,
    /// Peak memory, MiB, where measured.
    pub(super) join_peak_mib: Option<f64>,
    pub(super) kluev_peak_mib: Option<f64>,
    /// What a reader must know of the row, in each language.
    pub(super) note: String,
    pub(super) note_zh: String,
}
