//! Watching: what the page shows at a step (the board, the masks or the
//! sets, the tree so far) against the Rust trace at that step, and which
//! steps are worth the check.

use std::collections::BTreeSet;

use n_queens_ii::trace::{Event, Masks, Square, Step, Trace, bits};
use pretty_assertions::assert_eq;

use super::dom::{texts, values};

/// A step of each kind (the last at n = 6, deep in the search; the first
/// elsewhere, where the tree drawn is small and the test quick), and the
/// very last step, numbered from 1 as the page numbers them.
pub fn to_check(trace: &Trace) -> Vec<usize> {
    let count = trace.steps.len();
    let mut steps: Vec<usize> = ["row", "dead-end", "place", "solution", "back", "row-done"]
        .into_iter()
        .filter_map(|wanted| {
            let mut of_kind = (1..=count).filter(|&k| kind(trace.steps[k - 1].event) == wanted);
            if trace.n == 6 { of_kind.next_back() } else { of_kind.next() }
        })
        .collect();
    steps.push(count);
    steps
}

/// What the page shows at step `k` (from 1) of `trace`, against the trace;
/// in a frame of a phone's width or not.
pub fn check(dom: &str, trace: &Trace, k: usize, view: &str, on_phone: bool) {
    let n = trace.n;
    let step: &Step = &trace.steps[k - 1];
    let context = format!("n = {n}, step {k}, {view}");
    assert_eq!(texts(dom, "id", "step-number"), [k.to_string()], "{context}");
    assert_eq!(values(dom, "data-kind"), [kind(step.event)], "{context}");
    let board: Vec<&str> = trace.board(step).into_iter().flatten().map(square_name).collect();
    assert_eq!(values(dom, "data-square"), board, "{context}: the board");
    check_tree(dom, trace, k, &context);
    if view == "bitmask" {
        check_masks(dom, step, n, on_phone, &context);
    } else {
        check_sets(dom, step, n, &context);
    }
}

/// The search tree at step `k`: a node and an edge for each queen placed
/// so far, a tag for each dead end and solution reached, and the current
/// path marked, whichever step the page showed before.
fn check_tree(dom: &str, trace: &Trace, k: usize, context: &str) {
    let done = &trace.steps[..k];
    let of_kind = |wanted| done.iter().filter(|step| kind(step.event) == wanted).count();
    let classes = values(dom, "class");
    let edges = classes.iter().filter(|class| *class == "edge").count();
    let nodes = values(dom, "data-node").len();
    assert_eq!((nodes, edges), (of_kind("place"), of_kind("place")), "{context}: the tree's nodes");
    assert_eq!(texts(dom, "class", "tag dead").len(), of_kind("dead-end"), "{context}: its ✗");
    let solutions = texts(dom, "class", "tag solution").len();
    assert_eq!(solutions, of_kind("solution"), "{context}: its ✓");
    let on_path = |what: &str| {
        let marked = |class: &&String| {
            let mut words = class.split(' ');
            words.next() == Some(what) && words.any(|word| word == "path" || word == "current")
        };
        classes.iter().filter(marked).count()
    };
    let depth = trace.steps[k - 1].queens.len();
    assert_eq!((on_path("node"), on_path("edge")), (depth, depth), "{context}: the path");
}

/// The bitmask view: each mask, `free` and `free & -free` bit by bit, and
/// at a placement the masks moved to the next row.
fn check_masks(dom: &str, step: &Step, n: usize, on_phone: bool, context: &str) {
    let shown = |mask: &str| texts(dom, "data-mask", mask).concat();
    // The masks moved to the next row stand beside their row, or on a
    // phone below it: the same cells, in another place.
    let narrow = dom.contains("id=\"state-panel\" class=\"narrow\"");
    assert_eq!(narrow, on_phone, "{context}: the state panel drawn narrow");
    let Masks { columns, diagonals, anti_diagonals } = step.masks;
    let lowest = step.free & step.free.wrapping_neg();
    let named = [
        ("columns", columns),
        ("diagonals", diagonals),
        ("anti_diagonals", anti_diagonals),
        ("free", step.free),
        ("lowest", lowest),
    ];
    for (name, mask) in named {
        assert_eq!(shown(name), bits(n, mask), "{context}: {name}");
    }
    if let Event::Place { column, .. } = step.event {
        let next = step.masks.place(1 << column);
        let moved = [
            ("columns", next.columns),
            ("diagonals", next.diagonals),
            ("anti_diagonals", next.anti_diagonals),
        ];
        for (name, mask) in moved {
            assert_eq!(shown(&format!("next-{name}")), bits(n, mask), "{context}: next {name}");
        }
    }
}

/// The set-based view: the sets the queens so far make, and each column
/// of the step's row checked against those of the rows above it.
fn check_sets(dom: &str, step: &Step, n: usize, context: &str) {
    let row = step.event.row(n);
    let (_, checks) = sets(&step.queens, row, n);
    let (held, _) = sets(&step.queens, step.queens.len(), n);
    for (index, name) in ["columns", "diagonals", "anti_diagonals"].into_iter().enumerate() {
        let start = dom.find(&format!(" data-set=\"{name}\"")).expect("the set is shown");
        let set = &dom[start..start + dom[start..].find("</div>").expect("the set ends")];
        let members: Vec<String> = held[index].iter().map(i64::to_string).collect();
        let shown: Vec<String> = set
            .split("<span class=\"member")
            .skip(1)
            .filter(|member| !member.starts_with(" gone"))
            .map(|member| {
                member[member.find('>').expect("a tag") + 1..member.find('<').expect("an end")]
                    .to_owned()
            })
            .collect();
        assert_eq!(shown, members, "{context}: the set {name}");
        if row < n {
            let hits: Vec<String> =
                values(dom, "data-hit").into_iter().skip(index * n).take(n).collect();
            let expected_hits: Vec<String> =
                checks.iter().map(|check| u8::from(check[index]).to_string()).collect();
            assert_eq!(hits, expected_hits, "{context}: the checks against {name}");
        }
    }
}

/// The page's name of a square (its `data-square`).
fn square_name(square: Square) -> &'static str {
    match square {
        Square::Queen => "queen",
        Square::Empty => "empty",
        Square::Attacked => "attacked",
        Square::Free => "free",
        Square::Tried => "tried",
        Square::Unreached => "unreached",
    }
}

/// The page's name of a step's kind (its caption's `data-kind`).
fn kind(event: Event) -> &'static str {
    match event {
        Event::Row { .. } => "row",
        Event::DeadEnd { .. } => "dead-end",
        Event::Place { .. } => "place",
        Event::Solution { .. } => "solution",
        Event::Back { .. } => "back",
        Event::RowDone { .. } => "row-done",
    }
}

/// The set-based search's sets for the queens of the rows before `rows`:
/// used columns, `row - column`, `row + column`; and its checks of each
/// column of row `rows` against them.
fn sets(queens: &[usize], rows: usize, n: usize) -> ([BTreeSet<i64>; 3], Vec<[bool; 3]>) {
    let small = |index: usize| i64::try_from(index).expect("a small board");
    let mut sets: [BTreeSet<i64>; 3] = Default::default();
    for (row, &column) in queens.iter().enumerate().take(rows) {
        let (row, column) = (small(row), small(column));
        sets[0].insert(column);
        sets[1].insert(row - column);
        sets[2].insert(row + column);
    }
    let row = small(rows);
    let checks = (0..small(n))
        .map(|c| [sets[0].contains(&c), sets[1].contains(&(row - c)), sets[2].contains(&(row + c))])
        .collect();
    (sets, checks)
}
