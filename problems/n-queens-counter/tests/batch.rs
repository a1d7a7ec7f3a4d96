//! The batch scripts in `batch/`, run here as the batch system would run
//! them: each task of the job array in turn, with the variables it sets.

use std::process::Command;

use pretty_assertions::assert_eq;

/// The Slurm job array of `count` parts.
const COUNT_SBATCH: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/batch/count.sbatch");

/// `count.sbatch` parses, and its four tasks of n = 9 write parts that merge
/// into the whole count.
#[test]
fn count_sbatch_tasks_merge_into_the_whole_count() {
    let syntax = Command::new("bash").args(["-n", COUNT_SBATCH]).output().expect("bash runs");
    assert!(syntax.status.success(), "{}", String::from_utf8_lossy(&syntax.stderr));

    let binary = env!("CARGO_BIN_EXE_n-queens-counter");
    let dir = tempfile::tempdir().expect("a temporary folder");
    for task in 0..4 {
        let output = Command::new("bash")
            .arg(COUNT_SBATCH)
            .current_dir(dir.path())
            .env("N", "9")
            .env("BIN", binary)
            .env("SLURM_ARRAY_TASK_ID", task.to_string())
            .env("SLURM_ARRAY_TASK_COUNT", "4")
            // Set by hand only to count a part again; Slurm sets the threads.
            .env_remove("PARTS")
            .env_remove("SLURM_CPUS_PER_TASK")
            .output()
            .expect("bash runs");
        assert!(
            output.status.success(),
            "task {task}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    let parts = (0..4).map(|part| format!("parts/part-{part}.json"));
    let merged = Command::new(binary)
        .args(["count", "--merge"])
        .args(parts)
        .current_dir(dir.path())
        .output()
        .expect("the binary runs");
    assert_eq!(merged.status.code(), Some(0), "{}", String::from_utf8_lossy(&merged.stderr));
    let text = String::from_utf8_lossy(&merged.stdout);
    assert_eq!(text.lines().take(3).collect::<Vec<_>>(), ["352", "unique: 46", "parts: 4"]);
}
