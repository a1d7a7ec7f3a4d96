//! The judge's cache of compiled pastes: a binary is kept for the same
//! program, edition, flags and compiler, and made anew when one changes.

use leetcode_harness::judge::{Edition, Judge, Limits};
use n_queens_ii::NQueensII;
use pretty_assertions::assert_eq;

fn paste() -> &'static str {
    n_queens_ii::APPROACHES.iter().find(|a| a.name == "bitmask").expect("bitmask").paste_text()
}

#[test]
fn a_paste_compiles_once_and_anew_when_it_changes() {
    let cache = tempfile::tempdir().expect("a temporary folder");
    let compile = |paste: &str, edition| {
        Judge::compile::<NQueensII>(paste, edition, true, Some(cache.path())).expect("compiles")
    };
    let first = compile(paste(), Edition::E2021);
    assert!(!first.cached());
    let again = compile(paste(), Edition::E2021);
    assert!(again.cached());
    assert_eq!(again.run("8", Limits::LEETCODE).expect("runs").0, "92\n");

    let changed = format!("{}\n// one more line\n", paste());
    assert!(!compile(&changed, Edition::E2021).cached());
    assert!(!compile(paste(), Edition::E2024).cached());
    assert!(compile(&changed, Edition::E2021).cached());
}

/// The entries of the cache, sorted.
fn entries(cache: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(cache)
        .expect("the cache")
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// An entry is taken only when its program, flags and compiler are those
/// asked for: one whose stamp says another compiler made it is passed over,
/// and kept (another run may be using it).
#[test]
fn an_entry_of_another_compiler_is_passed_over_and_kept() {
    let cache = tempfile::tempdir().expect("a temporary folder");
    let compile = || {
        Judge::compile::<NQueensII>(paste(), Edition::E2021, true, Some(cache.path()))
            .expect("compiles")
    };
    assert!(!compile().cached());
    let [entry] = entries(cache.path()).try_into().expect("one entry");
    let stamp = cache.path().join(&entry).join("stamp");
    std::fs::write(&stamp, "--edition 2021\nrustc\nrustc 0.1.0 (another compiler)")
        .expect("writes");
    let other = compile();
    assert!(!other.cached(), "an entry of another compiler was taken");
    assert_eq!(other.run("6", Limits::LEETCODE).expect("runs").0, "4\n");
    assert_eq!(entries(cache.path()).len(), 2, "the stale entry was removed, or no new one kept");
    assert!(compile().cached());
}

/// Compiles of one paste at once, beside a stale entry of its key:
/// every one gets a binary that runs (none removes another's entry).
#[test]
fn compiles_at_once_beside_a_stale_entry_all_run() {
    let cache = tempfile::tempdir().expect("a temporary folder");
    let compile = || {
        Judge::compile::<NQueensII>(paste(), Edition::E2024, false, Some(cache.path()))
            .expect("compiles")
    };
    drop(compile());
    let [entry] = entries(cache.path()).try_into().expect("one entry");
    // A build stopped halfway: the binary missing.
    std::fs::remove_file(cache.path().join(&entry).join("solution")).expect("removes");
    let judges: Vec<Judge> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..3).map(|_| scope.spawn(compile)).collect();
        handles.into_iter().map(|handle| handle.join().expect("no panic")).collect()
    });
    for judge in &judges {
        assert_eq!(judge.run("8", Limits::LEETCODE).expect("runs").0, "92\n");
    }
    assert!(entries(cache.path()).contains(&entry), "the stale entry was removed");
}

/// The cache does not grow for ever: an entry unused for over a week goes
/// when a new one is made; one used today stays.
#[test]
fn entries_unused_for_a_week_are_swept() {
    let cache = tempfile::tempdir().expect("a temporary folder");
    drop(
        Judge::compile::<NQueensII>(paste(), Edition::E2021, false, Some(cache.path()))
            .expect("compiles"),
    );
    let [old] = entries(cache.path()).try_into().expect("one entry");
    let eight_days = std::time::Duration::from_secs(8 * 24 * 60 * 60);
    let then = std::time::SystemTime::now() - eight_days;
    std::fs::File::options()
        .write(true)
        .open(cache.path().join(&old).join("used"))
        .and_then(|file| file.set_modified(then))
        .expect("the entry's use can be dated");
    drop(
        Judge::compile::<NQueensII>(paste(), Edition::E2024, false, Some(cache.path()))
            .expect("compiles"),
    );
    let left = entries(cache.path());
    assert_eq!(left.len(), 1, "{left:?}");
    assert_ne!(left[0], old, "the entry unused for eight days was kept");
}
