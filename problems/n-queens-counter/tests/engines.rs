//! The fast counter's engines against OEIS A000170 (all solutions) and
//! A002562 (up to symmetry), on every thread count; its parts and their merge.

use n_queens_counter::{CountOf, Counter, Engine, EngineChoice, MergeError, Part, merge};
use pretty_assertions::assert_eq;
use rstest::rstest;

use super::oeis::counts;

#[rstest]
fn every_engine_matches_oeis_on_every_thread_count(
    #[values(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14)] n: usize,
    #[values(Engine::Symmetry.into(), Engine::Join.into(), EngineChoice::Auto)]
    engine: EngineChoice,
) {
    for threads in 1..=4 {
        assert_eq!(
            Counter::new(n).engine(engine).threads(threads).run(),
            counts(n),
            "{threads} threads"
        );
    }
}

/// Seconds to minutes (the symmetry search at 19: minutes): `cargo test
/// --release -p n-queens-counter -- --ignored`.
#[rstest]
#[ignore = "slow: run with `cargo test --release -p n-queens-counter -- --ignored`"]
fn every_engine_matches_oeis_for_larger_n(
    #[values(15, 16, 17, 19)] n: usize,
    #[values(Engine::Symmetry, Engine::Join)] engine: Engine,
) {
    assert_eq!(Counter::new(n).engine(engine).run(), counts(n));
}

#[rstest]
#[ignore = "slow: seconds to a minute; run with `cargo test --release -p n-queens-counter -- --ignored`"]
fn n_18_fits_leetcodes_i32_and_both_engines_count_it(
    #[values(Engine::Symmetry, Engine::Join)] engine: Engine,
) {
    let counts = Counter::new(18).engine(engine).run();
    assert_eq!(counts, super::oeis::counts(18));
    assert!(i32::try_from(counts.total).is_ok(), "A000170(18) fits in LeetCode's i32");
}

/// The join's tables at an even size past 32-bit signatures (36 bits: four
/// lookups of 9 bits), where the symmetry search would take an hour.
#[test]
#[ignore = "slow: a minute or two; run with `cargo test --release -p n-queens-counter -- --ignored`"]
fn the_join_counts_n_20() {
    assert_eq!(Counter::new(20).engine(Engine::Join).run(), counts(20));
}

/// `auto` takes the engine `compare` measured faster for the size and the
/// threads (see `EngineChoice::Auto`), and a part the engine of one thread.
#[rstest]
#[case(8, 2, Engine::Symmetry)]
#[case(9, 1, Engine::Symmetry)]
#[case(9, 2, Engine::Join)]
#[case(11, 1, Engine::Symmetry)]
#[case(11, 4, Engine::Join)]
#[case(12, 1, Engine::Join)]
#[case(23, 1, Engine::Join)]
#[case(24, 2, Engine::Symmetry)]
fn auto_takes_the_engine_measured_faster(
    #[case] n: usize,
    #[case] threads: usize,
    #[case] engine: Engine,
) {
    assert_eq!(Counter::new(n).threads(threads).engine_used(), engine);
    let part = Counter::new(n.min(11)).threads(threads).run_part(0, 2);
    let one_thread = Counter::new(n.min(11)).threads(1).engine_used();
    assert_eq!(part.engine, one_thread, "n = {n}: a part counts as one thread would");
}

fn parts(n: usize, engine: Engine, count: usize) -> Vec<Part> {
    (0..count).map(|part| Counter::new(n).engine(engine).threads(2).run_part(part, count)).collect()
}

#[rstest]
fn any_number_of_parts_adds_up_to_the_whole(
    #[values(10, 11, 12, 13)] n: usize,
    #[values(Engine::Symmetry, Engine::Join)] engine: Engine,
) {
    let whole = Counter::new(n).engine(engine).run();
    for count in 1..=7 {
        assert_eq!(merge(&parts(n, engine, count)), Ok(whole), "{count} parts");
    }
}

#[rstest]
fn a_merge_refuses_parts_that_do_not_make_one_count(
    #[values(Engine::Symmetry, Engine::Join)] engine: Engine,
) {
    assert_eq!(merge(&[]), Err(MergeError::NoParts));

    let mut three = parts(11, engine, 3);
    assert_eq!(merge(&three[..2]), Err(MergeError::Missing { part: 2, parts: 3 }));

    let twice = [three[0].clone(), three[0].clone(), three[1].clone()];
    assert_eq!(merge(&twice), Err(MergeError::RepeatedOrOutOfRange { part: 0, parts: 3 }));

    let mut other = three.clone();
    other[1] = Counter::new(12).engine(engine).run_part(1, 3);
    let another = MergeError::AnotherCount {
        part: 1,
        count: CountOf { n: 12, parts: 3, engine },
        first: 0,
        first_count: CountOf { n: 11, parts: 3, engine },
    };
    assert_eq!(merge(&other), Err(another));

    let altered = Err(MergeError::Altered { part: 2 });
    three[2].checksum ^= 1;
    assert_eq!(merge(&three), altered, "a tampered checksum");
    three[2].checksum ^= 1;
    three[2].units += 1;
    assert_eq!(merge(&three), altered, "a tampered unit count");
    three[2].units -= 1;
    three[2].total += 8;
    three[2].eight_unique += 8;
    assert_eq!(merge(&three), altered, "tampered counts");
    three[2].total -= 8;
    three[2].eight_unique -= 8;
    assert_eq!(merge(&three), Ok(Counter::new(11).engine(engine).run()), "restored");

    let swapped = [three[1].clone(), three[0].clone(), three[2].clone()];
    assert_eq!(merge(&swapped), merge(&three), "the order of the files does not matter");
    let mut renumbered = three.clone();
    renumbered[0].part = 1;
    renumbered[1].part = 0;
    assert_eq!(merge(&renumbered), Err(MergeError::Altered { part: 1 }), "swapped part numbers");
}

#[test]
fn a_merge_refuses_parts_of_two_engines() {
    let mut mixed = parts(11, Engine::Symmetry, 2);
    mixed[1] = Counter::new(11).engine(Engine::Join).run_part(1, 2);
    let another = MergeError::AnotherCount {
        part: 1,
        count: CountOf { n: 11, parts: 2, engine: Engine::Join },
        first: 0,
        first_count: CountOf { n: 11, parts: 2, engine: Engine::Symmetry },
    };
    assert_eq!(merge(&mixed), Err(another));
}

/// The messages `count --merge` prints, one for each refusal.
#[test]
fn merge_errors_say_what_is_wrong() {
    let count = CountOf { n: 30, parts: 2, engine: Engine::Symmetry };
    let messages = [
        (MergeError::NoParts, "no parts to merge"),
        (
            MergeError::NotThisBuild { part: 0, count },
            "part 0 is of no count this build makes (n = 30, 2 parts, symmetry)",
        ),
        (
            MergeError::AnotherCount { part: 1, count, first: 0, first_count: count },
            "part 1 is of another count (n = 30, 2 parts, symmetry) than part 0 (n = 30, 2 parts, symmetry)",
        ),
        (
            MergeError::RepeatedOrOutOfRange { part: 2, parts: 2 },
            "part 2 of 2 comes twice or is out of range",
        ),
        (
            MergeError::Altered { part: 1 },
            "part 1's units, counts or checksum do not match: altered, or from another version?",
        ),
        (MergeError::Missing { part: 1, parts: 2 }, "part 1 of 2 is missing"),
        (MergeError::Overflow, "the parts' counts overflow u64: altered?"),
        (MergeError::UniqueNotWhole, "the parts' unique shares do not add up to a multiple of 8"),
    ];
    for (error, message) in messages {
        assert_eq!(error.to_string(), message);
    }
}

#[test]
fn a_merge_refuses_a_count_this_build_does_not_make() {
    let mut part = Counter::new(10).engine(Engine::Join).run_part(0, 1);
    part.n = 24;
    let count = CountOf { n: 24, parts: 1, engine: Engine::Join };
    assert_eq!(merge(&[part]), Err(MergeError::NotThisBuild { part: 0, count }));
}

/// Each engine has one name, the one `--engine`, parts, journals and the
/// command's output spell; `auto` is a choice, never what a part records.
#[test]
fn each_engine_has_one_name() {
    use clap::ValueEnum;
    let names: Vec<&str> = Engine::all().iter().map(|engine| engine.name()).collect();
    assert_eq!(names, ["symmetry", "join"]);
    for &engine in Engine::all() {
        assert_eq!(serde_json::to_string(&engine).unwrap(), format!("\"{}\"", engine.name()));
        let choice = EngineChoice::from(engine).to_possible_value().expect("a value");
        assert_eq!(choice.get_name(), engine.name());
        assert_eq!(engine.to_string(), engine.name());
    }
    let choices: Vec<String> =
        EngineChoice::value_variants().iter().map(ToString::to_string).collect();
    assert_eq!(choices, ["auto", "symmetry", "join"]);
    assert!(serde_json::from_str::<Engine>("\"auto\"").is_err(), "a part is never of `auto`");
}
