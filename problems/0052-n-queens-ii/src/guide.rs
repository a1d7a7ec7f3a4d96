//! The study guide's generated parts: the n = 4 walk-through, the counter
//! against `bitmask`, and the pictures. `n-queens-ii docs` writes them into
//! `README.md`, `README.zh-CN.md` and `pictures/`; a test checks they are
//! current.

use std::fmt::Write as _;

use leetcode_harness::cli::timed;
use std::time::Duration;

use leetcode_harness::docs::{Dated, Lang, Svg, Text};

use crate::fast_count::{Counter, Engine};
use crate::trace::{Node, search_tree};
use crate::{A000170, APPROACHES};

/// The region `walk-through n`: the bitmask search tree as indented text.
#[must_use]
pub fn walk_through(n: usize, lang: Lang) -> String {
    fn write(nodes: &[Node], path: &mut Vec<usize>, lang: Lang, text: &mut String) {
        for node in nodes {
            let (row, column) = (node.row, node.column);
            path.push(column);
            let indent = "  ".repeat(row);
            let step = match lang {
                Lang::English => format!("{indent}row {row}, column {column}"),
                Lang::Chinese => format!("{indent}第 {row} 行，第 {column} 列"),
            };
            let columns: Vec<String> = path.iter().map(usize::to_string).collect();
            let columns = columns.join(" ");
            let next = row + 1;
            match (node.solution, lang) {
                (Some(k), Lang::English) => {
                    writeln!(text, "{step}: solution {k}, columns {columns}")
                }
                (Some(k), Lang::Chinese) => writeln!(text, "{step}：解 {k}，各行的列为 {columns}"),
                (None, Lang::English) if node.children.is_empty() => {
                    writeln!(text, "{step}: dead end, no free square in row {next}")
                }
                (None, Lang::Chinese) if node.children.is_empty() => {
                    writeln!(text, "{step}：死路，第 {next} 行没有空位")
                }
                (None, _) => writeln!(text, "{step}"),
            }
            .expect("a String");
            write(&node.children, path, lang, text);
            path.pop();
        }
    }
    let tree = search_tree(n);
    let mut text = String::from("```text\n");
    write(&tree, &mut Vec::new(), lang, &mut text);
    let (solutions, placed) = (A000170[n], count(&tree));
    match lang {
        Lang::English => {
            writeln!(text, "{solutions} solutions, {placed} queens placed along the way.")
        }
        Lang::Chinese => writeln!(text, "共 {solutions} 个解，一路放下 {placed} 个皇后。"),
    }
    .expect("a String");
    text.push_str("```\n");
    text
}

/// Queens placed in a search tree.
fn count(nodes: &[Node]) -> usize {
    nodes.iter().map(|node| 1 + count(&node.children)).sum()
}

/// The region `count-vs-bitmask`: `bitmask` and the fast counter's engines
/// side by side at n = 14 to 16, each the best of 3 runs, dated; without
/// `measure`, the sizes and answers alone.
#[must_use]
pub fn count_vs_bitmask(measure: bool) -> Text {
    let bitmask = APPROACHES.iter().find(|a| a.name == "bitmask").expect("bitmask is listed");
    let mut rows = String::new();
    for (n, &answer) in A000170.iter().enumerate().take(17).skip(14) {
        if !measure {
            writeln!(rows, "| {n} | {answer} |").expect("a String");
            continue;
        }
        let best = |f: &dyn Fn() -> u64| {
            (0..3).map(|_| timed(|| assert_eq!(f(), answer)).0).min().expect("three runs")
        };
        let size = i32::try_from(n).expect("a small n");
        let plain = best(&|| u64::try_from((bitmask.solve)(size)).expect("a count"));
        let one = |engine| best(&|| Counter::new(n).engine(engine).threads(1).run().total);
        let (symmetry, join) = (one(Engine::Symmetry), one(Engine::Join));
        let every = best(&|| Counter::new(n).run().total);
        let ratio = |time: Duration| format!("{:.3}", time.as_secs_f64() / plain.as_secs_f64());
        let (r1, r2) = (ratio(symmetry), ratio(join));
        writeln!(
            rows,
            "| {n} | {answer} | {plain:.2?} | {symmetry:.2?} | {join:.2?} | {every:.2?} | {r1} | {r2} |"
        )
        .expect("a String");
    }
    let dated = measure.then(|| Dated::now("Each the best of 3 runs", "各取 3 次中最快的一次"));
    Text::each(|lang| {
        let mut text = dated.as_ref().map_or_else(String::new, |dated| dated.line(lang));
        text.push_str(lang.pick(
            "| n | answer | `bitmask` | symmetry, 1 thread | join, 1 thread | auto, every core | symmetry / `bitmask` | join / `bitmask` |\n",
            "| n | 答案 | `bitmask` | symmetry，1 个线程 | join，1 个线程 | auto，全部核心 | symmetry / `bitmask` | join / `bitmask` |\n",
        ));
        text.push_str("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n");
        text.push_str(&rows);
        text
    })
}

/// Colours of the pictures.
const INK: &str = "#222";
const DEAD: &str = "#c0392b";
const FOUND: &str = "#1e8449";
const QUEEN: &str = "#2c3e50";
const ATTACKED: &str = "#f5b7b1";
const FREE: &str = "#abebc6";

/// A node of the search tree, placed in the picture.
struct Drawn {
    /// Its slot from the left: leaves one slot apart, a parent over the
    /// middle of its children.
    slot: i32,
    /// Its depth: 1 for the first row's queens (0 is the empty board).
    depth: i32,
    column: usize,
    solution: Option<u64>,
    dead: bool,
    children: Vec<i32>,
}

/// Places `nodes` and everything below them, returning their slots.
fn layout(nodes: &[Node], next_leaf: &mut i32, drawn: &mut Vec<Drawn>) -> Vec<i32> {
    let mut slots = Vec::new();
    for node in nodes {
        let children = layout(&node.children, next_leaf, drawn);
        let slot = if let (Some(first), Some(last)) = (children.first(), children.last()) {
            (first + last) / 2
        } else {
            *next_leaf += 1;
            *next_leaf - 1
        };
        drawn.push(Drawn {
            slot,
            depth: i32::try_from(node.row).expect("a small board") + 1,
            column: node.column,
            solution: node.solution,
            dead: node.children.is_empty() && node.solution.is_none(),
            children,
        });
        slots.push(slot);
    }
    slots
}

/// `pictures/search-tree-4.svg`: every queen the bitmask search places for
/// `n`, row by row, with the dead ends and the solutions.
#[must_use]
pub fn search_tree_picture(n: usize) -> String {
    const SLOT: i32 = 44;
    const ROW: i32 = 70;
    const LEFT: i32 = 70;
    const TOP: i32 = 40;
    let mut drawn = Vec::new();
    let mut leaves = 0;
    let roots = layout(&search_tree(n), &mut leaves, &mut drawn);
    let depth = i32::try_from(n).expect("a small board");
    let mut svg = Svg::new(LEFT + leaves * SLOT + 20, TOP + depth * ROW + 50);
    let at = |slot: i32, depth: i32| (LEFT + slot * SLOT + SLOT / 2, TOP + depth * ROW);
    for depth in 0..=depth {
        let label = if depth == 0 { "start".to_owned() } else { format!("row {}", depth - 1) };
        svg.text((10, TOP + depth * ROW + 5), 13, "start", INK, &label);
    }
    let root = at((roots.first().unwrap_or(&0) + roots.last().unwrap_or(&0)) / 2, 0);
    for &slot in &roots {
        svg.line(root, at(slot, 1), INK);
    }
    for node in &drawn {
        for &child in &node.children {
            svg.line(at(node.slot, node.depth), at(child, node.depth + 1), INK);
        }
    }
    svg.circle(root.0, root.1, 6, INK, INK);
    for node in &drawn {
        let (x, y) = at(node.slot, node.depth);
        let colour = match (node.solution, node.dead) {
            (Some(_), _) => FOUND,
            (None, true) => DEAD,
            (None, false) => INK,
        };
        svg.circle(x, y, 14, "white", colour);
        svg.text((x, y + 5), 14, "middle", colour, &node.column.to_string());
        if let Some(k) = node.solution {
            svg.text((x, y + 34), 13, "middle", FOUND, &format!("✓ {k}"));
        } else if node.dead {
            svg.text((x, y + 34), 15, "middle", DEAD, "✗");
        }
    }
    svg.finish()
}

/// `pictures/bitmask-step.svg`: n = 5, queens at (row 0, column 1) and
/// (row 1, column 3); what each mask holds for row 2, and the free squares.
#[must_use]
pub fn bitmask_step_picture() -> String {
    const N: usize = 5;
    const CELL: i32 = 34;
    const LEFT: i32 = 190;
    let queens = [1, 3];
    let full = (1_u32 << N) - 1;
    // The search's own step, row by row, as in the `bitmask` approach.
    let (mut columns, mut diagonals, mut anti_diagonals) = (0_u32, 0_u32, 0_u32);
    for &column in &queens {
        let queen = 1 << column;
        columns |= queen;
        diagonals = (diagonals | queen) << 1;
        anti_diagonals = (anti_diagonals | queen) >> 1;
    }
    let free = full & !(columns | diagonals | anti_diagonals);
    let attacked = columns | diagonals | anti_diagonals;

    let mut svg = Svg::new(LEFT + 5 * CELL + 260, 470);
    let cell_x = |column: usize| LEFT + i32::try_from(column).expect("a column") * CELL;
    for column in 0..N {
        svg.text((cell_x(column) + CELL / 2, 22), 13, "middle", INK, &format!("{column}"));
    }
    svg.text((10, 22), 13, "start", INK, "column");
    // The board: two rows with their queens, then row 2 to fill.
    for row in 0..3 {
        let y = 32 + i32::try_from(row).expect("a row") * CELL;
        svg.text((10, y + 22), 13, "start", INK, &format!("row {row}"));
        for column in 0..N {
            let shade = match queens.get(row) {
                Some(_) => "#f4f6f7",
                None if free & 1 << column != 0 => FREE,
                None => ATTACKED,
            };
            svg.rect(cell_x(column), y, CELL, CELL, shade, INK);
            if queens.get(row) == Some(&column) {
                svg.circle(cell_x(column) + CELL / 2, y + CELL / 2, 10, QUEEN, QUEEN);
            } else if row == 2 && attacked & 1 << column != 0 {
                svg.text((cell_x(column) + CELL / 2, y + 23), 16, "middle", DEAD, "x");
            }
        }
    }
    let masks = [
        ("columns", columns, "columns | queen: stays put"),
        ("diagonals", diagonals, "(diagonals | queen) << 1: one column right a row"),
        ("anti_diagonals", anti_diagonals, "(anti_diagonals | queen) >> 1: one column left a row"),
        ("free", free, "full & !(columns | diagonals | anti_diagonals)"),
    ];
    for (index, (name, mask, how)) in masks.into_iter().enumerate() {
        let y = 160 + i32::try_from(index).expect("four masks") * 72;
        svg.text((10, y + 22), 14, "start", INK, name);
        for column in 0..N {
            let on = mask & 1 << column != 0;
            let shade = match (on, name) {
                (true, "free") => FREE,
                (true, _) => ATTACKED,
                (false, _) => "white",
            };
            svg.rect(cell_x(column), y, CELL, CELL, shade, INK);
            svg.text(
                (cell_x(column) + CELL / 2, y + 23),
                16,
                "middle",
                INK,
                if on { "1" } else { "0" },
            );
        }
        svg.text((LEFT, y + CELL + 18), 12, "start", "#555", how);
    }
    svg.finish()
}
