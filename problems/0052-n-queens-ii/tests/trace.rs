//! The step-by-step trace tells the bitmask search as it is.

use std::collections::HashSet;

use n_queens_ii::A000170;
use n_queens_ii::trace::{Event, Node, Square, Summary, Trace, search_tree, trace};
use pretty_assertions::assert_eq;
use rstest::rstest;

/// Queens placed by the plain bitmask search, counted independently of the trace.
fn placements(full: u32, columns: u32, diagonals: u32, anti_diagonals: u32) -> u64 {
    let mut free = full & !(columns | diagonals | anti_diagonals);
    let mut count = 0;
    while free != 0 {
        let queen = free & free.wrapping_neg();
        free &= free - 1;
        count += 1 + placements(
            full,
            columns | queen,
            (diagonals | queen) << 1,
            (anti_diagonals | queen) >> 1,
        );
    }
    count
}

fn traced(n: usize) -> (String, Summary) {
    let mut out = Vec::new();
    let summary = trace(n, &mut out).expect("writing to a Vec never fails");
    (String::from_utf8(out).expect("the trace is UTF-8"), summary)
}

#[rstest]
fn finds_every_solution_and_places_what_the_search_places(
    #[values(0, 1, 2, 3, 4, 5, 6, 7, 8)] n: usize,
) {
    let solutions = A000170[n];
    let (text, summary) = traced(n);
    let full = (1 << n) - 1;
    assert_eq!(summary, Summary { solutions, placements: placements(full, 0, 0, 0) });
    assert_eq!(text.matches("\nsolution ").count() as u64, solutions);
    assert_eq!(text.matches("place a queen").count() as u64, summary.placements);
}

#[test]
fn n_4_is_the_classic_walk_through() {
    let (text, summary) = traced(4);
    assert_eq!(summary, Summary { solutions: 2, placements: 16 });
    let first_steps: Vec<&str> = text.lines().skip(6).take(30).collect();
    assert_eq!(
        first_steps,
        [
            "",
            "row 0",
            "  columns         0000",
            "  diagonals       0000",
            "  anti-diagonals  0000",
            "  free            1111   = full & !(columns | diagonals | anti-diagonals)",
            "    |. . . .|  <- row to fill",
            "    |       |",
            "    |       |",
            "    |       |",
            "  place a queen in column 0   (free & -free = 1000)",
            "",
            "row 1",
            "  columns         1000",
            "  diagonals       0100",
            "  anti-diagonals  0000",
            "  free            0011   = full & !(columns | diagonals | anti-diagonals)",
            "    |Q · · ·|",
            "    |x x . .|  <- row to fill",
            "    |       |",
            "    |       |",
            "  place a queen in column 2   (free & -free = 0010)",
            "",
            "row 2",
            "  columns         1010",
            "  diagonals       0011",
            "  anti-diagonals  0100",
            "  free            0000   = full & !(columns | diagonals | anti-diagonals)",
            "    |Q · · ·|",
            "    |· · Q ·|",
        ]
    );
    assert!(
        text.contains("In the pictures: Q a queen, · an empty square of a row already filled,")
    );
    assert!(text.contains(
        "solution 1: columns 1 3 0 2\n    |· Q · ·|\n    |· · · Q|\n    |Q · · ·|\n    |· · Q ·|\n"
    ));
    assert!(text.contains("solution 2: columns 2 0 3 1"));
    assert!(text.ends_with("Done: 2 solutions, 16 queens placed along the way.\n"));
}

#[test]
#[should_panic(expected = "n = 9: traces go up to n = 8")]
fn refuses_boards_too_large_to_read() {
    let _ = traced(9);
}

/// Queens in a search tree, and its solutions.
fn tally(nodes: &[Node]) -> (u64, u64) {
    nodes.iter().fold((0, 0), |(placed, solutions), node| {
        let (below, found) = tally(&node.children);
        (placed + 1 + below, solutions + u64::from(node.solution.is_some()) + found)
    })
}

/// (The empty board of n = 0 is a solution with no queen, so no node.)
#[rstest]
fn the_search_tree_is_the_search(#[values(1, 2, 3, 4, 5, 6, 7, 8)] n: usize) {
    let full = (1 << n) - 1;
    assert_eq!(tally(&search_tree(n)), (placements(full, 0, 0, 0), A000170[n]));
}

#[test]
fn the_search_tree_of_4_finds_leetcodes_boards_in_order() {
    let tree = search_tree(4);
    let first: Vec<usize> = tree.iter().map(|node| node.column).collect();
    assert_eq!(first, [0, 1, 2, 3]);
    let solution_1 = &tree[1].children[0].children[0].children[0];
    assert_eq!((solution_1.row, solution_1.column, solution_1.solution), (3, 2, Some(1)));
}

/// The placements of the set-based search (as in `hash_sets`: used columns,
/// `row - column` and `row + column` in sets), in the order it makes them.
fn set_based_placements(n: i64, row: i64, sets: &mut [HashSet<i64>; 3], out: &mut Vec<Event>) {
    for column in 0..n {
        let keys = [column, row - column, row + column];
        if (0..3).any(|set| sets[set].contains(&keys[set])) {
            continue;
        }
        let index = |value: i64| usize::try_from(value).expect("a square of the board");
        out.push(Event::Place { row: index(row), column: index(column) });
        for (set, key) in sets.iter_mut().zip(keys) {
            set.insert(key);
        }
        set_based_placements(n, row + 1, sets, out);
        for (set, key) in sets.iter_mut().zip(keys) {
            set.remove(&key);
        }
    }
}

/// The page shows the set-based search on the trace's steps: that is true
/// because it places the same queens in the same order.
#[rstest]
fn the_set_based_search_places_the_same_queens_in_the_same_order(
    #[values(1, 2, 3, 4, 5, 6, 7, 8)] n: usize,
) {
    let mut placed = Vec::new();
    let size = i64::try_from(n).expect("a small board");
    set_based_placements(size, 0, &mut Default::default(), &mut placed);
    let traced: Vec<Event> = Trace::new(n)
        .steps
        .into_iter()
        .map(|step| step.event)
        .filter(|event| matches!(event, Event::Place { .. }))
        .collect();
    assert_eq!(placed, traced);
}

/// At every step the board holds the step's queens, and the row to fill
/// shows as attacked exactly the squares that a queen above attacks, by the
/// rule of the board (same column, or as many columns apart as rows).
#[rstest]
fn each_board_shows_what_the_queens_attack(#[values(4, 6)] n: usize) {
    let trace = Trace::new(n);
    for step in &trace.steps {
        let board = trace.board(step);
        for (row, &column) in step.queens.iter().enumerate() {
            assert_eq!(board[row][column], Square::Queen, "{step:?}");
        }
        let Some(row) = Trace::row_to_fill(step) else { continue };
        for (column, &square) in board[row].iter().enumerate() {
            let attacked =
                step.queens.iter().enumerate().any(|(above, &queen)| {
                    queen == column || row - above == queen.abs_diff(column)
                });
            assert_eq!(square == Square::Attacked, attacked, "{step:?}, column {column}");
        }
    }
}
