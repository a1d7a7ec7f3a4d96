//! The judge's cache of compiled pastes, with this problem's yardstick: a
//! binary is kept for the same program, edition, flags and compiler, and made
//! anew when one changes; a stale entry is passed over and kept; entries
//! unused for a week are swept.

use std::fs;
use std::path::Path;
use std::time::{Duration, SystemTime};

use leetcode_harness::Problem;
use leetcode_harness::judge::{Edition, Judge, Limits};
use libtest_mimic::{Failed, Trial};

use permutations::Permutations;

/// The cache's tests.
pub fn trials() -> Vec<Trial> {
    vec![
        Trial::test("judge::cache::keys_stamps_and_the_sweep", keys_stamps_and_the_sweep),
        Trial::test("judge::cache::compiles_at_once_beside_a_stale_entry", at_once),
    ]
}

fn paste() -> &'static str {
    Permutations::yardstick().paste_text()
}

fn compile(paste: &str, edition: Edition, cache: &Path) -> Result<Judge, Failed> {
    Ok(Judge::compile::<Permutations>(paste, edition, false, Some(cache))?)
}

/// The judge answers 3! = 6 permutations of `[0, 1, 2]`.
fn runs(judge: &Judge) -> Result<(), Failed> {
    let input = Permutations::write_input(&Permutations::input(3));
    let (output, _) = judge.run(&input, Limits::LEETCODE)?;
    let answer = Permutations::parse(&output).map_err(|wrong| format!("{wrong}"))?;
    Permutations::verify(3, &answer).map(drop).map_err(|wrong| format!("{wrong}").into())
}

/// The entries of `cache`, sorted.
fn entries(cache: &Path) -> Result<Vec<String>, Failed> {
    let mut names = Vec::new();
    for entry in fs::read_dir(cache)? {
        names.push(entry?.file_name().to_string_lossy().into_owned());
    }
    names.sort();
    Ok(names)
}

/// The one entry of `cache` whose program and stamp `is` says yes to.
fn entry_where(cache: &Path, is: impl Fn(&str, &str) -> bool) -> Result<String, Failed> {
    for name in entries(cache)? {
        let read = |file: &str| fs::read_to_string(cache.join(&name).join(file));
        if is(&read("solution.rs")?, &read("stamp")?) {
            return Ok(name);
        }
    }
    Err("no such entry".into())
}

fn expect(holds: bool, what: &str) -> Result<(), Failed> {
    if holds { Ok(()) } else { Err(what.into()) }
}

/// One cache through its life: a paste compiled once and taken again; a
/// change of the paste or the edition compiled anew; an entry whose stamp
/// says another compiler made it passed over and kept (another run may be
/// using it); and, when a new entry is made, one unused for eight days swept.
fn keys_stamps_and_the_sweep() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let cache = dir.path();
    expect(!compile(paste(), Edition::E2021, cache)?.cached(), "a first compile was cached")?;
    let again = compile(paste(), Edition::E2021, cache)?;
    expect(again.cached(), "the same paste was compiled again")?;
    runs(&again)?;
    let changed = format!("{}\n// one more line\n", paste());
    expect(!compile(&changed, Edition::E2021, cache)?.cached(), "a changed paste was cached")?;
    expect(!compile(paste(), Edition::E2024, cache)?.cached(), "another edition was cached")?;
    expect(compile(&changed, Edition::E2021, cache)?.cached(), "the changed paste was lost")?;

    // The paste's entry of 2021 as if another compiler had made it; the
    // changed paste's as if unused for eight days.
    let paste_entry = entry_where(cache, |source, stamp| {
        !source.contains("// one more line") && stamp.starts_with("--edition 2021")
    })?;
    let old_entry = entry_where(cache, |source, _| source.contains("// one more line"))?;
    fs::write(cache.join(&paste_entry).join("stamp"), "--edition 2021\nrustc\nrustc 0.1.0")?;
    let eight_days_ago = SystemTime::now() - Duration::from_secs(8 * 24 * 60 * 60);
    fs::File::options()
        .write(true)
        .open(cache.join(&old_entry).join("used"))?
        .set_modified(eight_days_ago)?;
    let other = compile(paste(), Edition::E2021, cache)?;
    expect(!other.cached(), "an entry of another compiler was taken")?;
    runs(&other)?;
    let left = entries(cache)?;
    expect(left.contains(&paste_entry), "the entry of another compiler was removed")?;
    expect(!left.contains(&old_entry), "the entry unused for eight days was kept")?;
    expect(left.len() == 3, &format!("the stale entry's paste made no new entry: {left:?}"))
}

/// Compiles of one paste at once, beside a stale entry of its key (a build
/// stopped halfway: no binary): every one gets a binary that runs, and the
/// stale entry stays.
fn at_once() -> Result<(), Failed> {
    let dir = tempfile::tempdir()?;
    let cache = dir.path();
    drop(compile(paste(), Edition::E2024, cache)?);
    let [entry] = <[String; 1]>::try_from(entries(cache)?).map_err(|e| format!("{e:?}"))?;
    fs::remove_file(cache.join(&entry).join(format!("solution{}", std::env::consts::EXE_SUFFIX)))?;
    let judges: Vec<Result<Judge, Failed>> = std::thread::scope(|scope| {
        let compiles: Vec<_> =
            (0..3).map(|_| scope.spawn(|| compile(paste(), Edition::E2024, cache))).collect();
        compiles.into_iter().map(|compile| compile.join().expect("no panic")).collect()
    });
    for judge in judges {
        runs(&judge?)?;
    }
    expect(entries(cache)?.contains(&entry), "the stale entry was removed")
}
