//! The study guide's generated parts: the n = 4 walk-through and the
//! pictures, each picture in both languages (`NAME.svg` for `README.md`,
//! `NAME.zh-CN.svg` for `README.zh-CN.md`). `n-queens-ii docs` writes them
//! into `README.md`, `README.zh-CN.md` and `pictures/`; a test checks they
//! are current.

use std::fmt::Write as _;

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use crate::A000170;
use crate::trace::{Node, search_tree};

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

/// Colours of the pictures.
const INK: &str = "#222";
const DEAD: &str = "#c0392b";
const FOUND: &str = "#1e8449";
const QUEEN: &str = "#2c3e50";
const ATTACKED: &str = "#f5b7b1";
const FREE: &str = "#abebc6";
const QUEEN_BIT: &str = "#aed6f1";

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
pub fn search_tree_picture(n: usize, lang: Lang) -> String {
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
        let label = match (depth, lang) {
            (0, _) => lang.pick("start", "开始").to_owned(),
            (_, Lang::English) => format!("row {}", depth - 1),
            (_, Lang::Chinese) => format!("第 {} 行", depth - 1),
        };
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

/// The board of the bitmask step's picture: n = 5.
const STEP_N: usize = 5;
/// The side of a square, and of a bit.
const STEP_CELL: i32 = 28;
/// Where the labels on the left start.
const STEP_LABEL: i32 = 10;
/// Where each group of five bits starts: row 1's masks, the masks with row
/// 1's queen, row 2's masks.
const STEP_GROUPS: [i32; 3] = [170, 420, 670];

/// The left edge of `column` in a group of bits (group 0 is also the board's).
fn step_x(group: usize, column: usize) -> i32 {
    STEP_GROUPS[group] + i32::try_from(column).expect("a column") * STEP_CELL
}

/// A mask as five bits, column 0 first, at the height `y` of `group`: its
/// 1s shaded `on`, except those of `marked`, shaded as the queen's bit.
fn step_bits(svg: &mut Svg, (group, y): (usize, i32), mask: u32, on: &str, marked: u32) {
    for column in 0..STEP_N {
        let bit = 1 << column;
        let shade = match (mask & bit != 0, marked & bit != 0) {
            (true, true) => QUEEN_BIT,
            (true, false) => on,
            (false, _) => "white",
        };
        let x = step_x(group, column);
        svg.rect(x, y, STEP_CELL, STEP_CELL, shade, INK);
        let digit = if mask & bit != 0 { "1" } else { "0" };
        svg.text((x + STEP_CELL / 2, y + 19), 15, "middle", INK, digit);
    }
}

/// An arrow from group `from` to the next at the height `y`, labelled `how`.
fn step_arrow(svg: &mut Svg, (from, y): (usize, i32), how: &str) {
    let (x1, x2) = (step_x(from, STEP_N) + 8, STEP_GROUPS[from + 1] - 8);
    let middle = y + STEP_CELL / 2;
    svg.line((x1, middle), (x2, middle), INK);
    svg.line((x2 - 6, middle - 4), (x2, middle), INK);
    svg.line((x2 - 6, middle + 4), (x2, middle), INK);
    svg.text((i32::midpoint(x1, x2), y + 8), 13, "middle", INK, how);
}

/// Row `row` as a label.
fn row_label(row: usize, lang: Lang) -> String {
    match lang {
        Lang::English => format!("row {row}"),
        Lang::Chinese => format!("第 {row} 行"),
    }
}

/// The board of the step: the queens of rows 0 and 1, and row 2's squares,
/// free or attacked.
fn step_board(svg: &mut Svg, queens: [usize; 2], free: u32, lang: Lang) {
    for column in 0..STEP_N {
        let x = step_x(0, column) + STEP_CELL / 2;
        svg.text((x, 20), 13, "middle", INK, &format!("{column}"));
    }
    svg.text((STEP_LABEL, 20), 13, "start", INK, lang.pick("column", "列"));
    for row in 0..3 {
        let y = 28 + i32::try_from(row).expect("a row") * STEP_CELL;
        svg.text((STEP_LABEL, y + 19), 13, "start", INK, &row_label(row, lang));
        for column in 0..STEP_N {
            let shade = match queens.get(row) {
                Some(_) => "#f4f6f7",
                None if free & 1 << column != 0 => FREE,
                None => ATTACKED,
            };
            let x = step_x(0, column);
            svg.rect(x, y, STEP_CELL, STEP_CELL, shade, INK);
            if queens.get(row) == Some(&column) {
                svg.circle(x + STEP_CELL / 2, y + STEP_CELL / 2, 9, QUEEN, QUEEN);
            } else if row == 2 && free & 1 << column == 0 {
                svg.text((x + STEP_CELL / 2, y + 19), 15, "middle", DEAD, "x");
            }
        }
    }
    let notes = match lang {
        Lang::English => [
            "row 0's queen (column 1) made row 1's masks;",
            "row 1's queen goes on its lowest free square, column 3;",
            "each mask takes the queen's bit and moves on to row 2",
        ],
        Lang::Chinese => [
            "第 0 行的皇后（第 1 列）给出第 1 行的掩码；",
            "第 1 行的皇后放在这一行最低的空位：第 3 列；",
            "每个掩码并入皇后的位，再移到第 2 行",
        ],
    };
    for (index, note) in (0..).zip(notes) {
        svg.text((STEP_GROUPS[1] - 40, 50 + index * 18), 13, "start", "#555", note);
    }
}

/// `pictures/bitmask-step.svg`: n = 5, queens at (row 0, column 1) and
/// (row 1, column 3). The step from row 1 to row 2: row 1's masks and free
/// squares, the queen the search takes from them, each mask with the queen
/// added, and each one shifted into row 2's, whose free squares remain.
#[must_use]
pub fn bitmask_step_picture(lang: Lang) -> String {
    const TOP: i32 = 150;
    let full = (1_u32 << STEP_N) - 1;
    // The search's own steps, as in the `bitmask` approach: row 0's queen
    // in column 1 makes row 1's masks.
    let first = 1_u32 << 1;
    let row1 = [first, first << 1, first >> 1];
    let free1 = full & !(row1[0] | row1[1] | row1[2]);
    let queen = free1 & free1.wrapping_neg();
    assert_eq!(queen, 1 << 3, "the search takes row 1's lowest free square, column 3");
    let with_queen = row1.map(|mask| mask | queen);
    let row2 = [with_queen[0], with_queen[1] << 1, with_queen[2] >> 1];
    let free2 = full & !(row2[0] | row2[1] | row2[2]);

    let mut svg = Svg::new(step_x(2, STEP_N) + 30, 490);
    step_board(&mut svg, [1, 3], free2, lang);
    let headers = match lang {
        Lang::English => ["row 1", "with row 1's queen", "row 2, after the shift"],
        Lang::Chinese => ["第 1 行", "并入第 1 行的皇后", "移位后的第 2 行"],
    };
    for (group, header) in headers.into_iter().enumerate() {
        svg.text((STEP_GROUPS[group], TOP), 14, "start", INK, header);
        for column in 0..STEP_N {
            let x = step_x(group, column) + STEP_CELL / 2;
            svg.text((x, TOP + 20), 11, "middle", "#555", &format!("{column}"));
        }
    }
    let line = |index: i32| TOP + 30 + index * 62;
    let note = |svg: &mut Svg, (group, y): (usize, i32), text: &str| {
        svg.text((STEP_GROUPS[group], y + STEP_CELL + 16), 12, "start", "#555", text);
    };
    // Row 1's free squares, and the lowest one taken.
    let y = line(0);
    svg.text((STEP_LABEL, y + 19), 14, "start", INK, "free");
    step_bits(&mut svg, (0, y), free1, FREE, 0);
    step_arrow(&mut svg, (0, y), "free & -free");
    step_bits(&mut svg, (1, y), queen, QUEEN_BIT, queen);
    note(&mut svg, (1, y), lang.pick("queen: the lowest free square", "queen：最低的空位"));
    let masks = match lang {
        Lang::English => [
            ("columns", "stays", "columns | queen: a column stays attacked"),
            ("diagonals", "<< 1", "(diagonals | queen) << 1: each attack one column right"),
            (
                "anti_diagonals",
                ">> 1",
                "(anti_diagonals | queen) >> 1: each attack one column left; column 0's falls off the board",
            ),
        ],
        Lang::Chinese => [
            ("columns", "不动", "columns | queen：被攻击的列还是那一列"),
            ("diagonals", "<< 1", "(diagonals | queen) << 1：攻击都往右挪一列"),
            (
                "anti_diagonals",
                ">> 1",
                "(anti_diagonals | queen) >> 1：攻击都往左挪一列，第 0 列的那个移出了棋盘",
            ),
        ],
    };
    for (index, (name, shift, how)) in masks.into_iter().enumerate() {
        let y = line(i32::try_from(index).expect("three masks") + 1);
        svg.text((STEP_LABEL, y + 19), 14, "start", INK, name);
        step_bits(&mut svg, (0, y), row1[index], ATTACKED, 0);
        step_arrow(&mut svg, (0, y), "| queen");
        step_bits(&mut svg, (1, y), with_queen[index], ATTACKED, queen);
        step_arrow(&mut svg, (1, y), shift);
        step_bits(&mut svg, (2, y), row2[index], ATTACKED, 0);
        note(&mut svg, (0, y), how);
    }
    let y = line(4);
    svg.text((STEP_LABEL, y + 19), 14, "start", INK, "free");
    step_bits(&mut svg, (2, y), free2, FREE, 0);
    let formula = "full & !(columns | diagonals | anti_diagonals):";
    svg.text((STEP_GROUPS[2] - 8, y + 19), 12, "end", "#555", formula);
    note(&mut svg, (2, y), lang.pick("only column 0", "只剩第 0 列"));
    svg.finish()
}

/// Shades for the seven diagonals of each kind on a 4 x 4 board, one a line.
const DIAGONAL_SHADES: [&str; 7] =
    ["#f8d7da", "#fde8c8", "#fff3bf", "#d8f3dc", "#d0ebff", "#e5dbff", "#ffdeeb"];

/// `pictures/diagonals.svg`: the numbers the interview answer gives a
/// square's two diagonals on an `n` x `n` board, side by side: its `\`
/// line `row + n - col` and its `/` line `row + col`; squares that
/// share a number share that line, and its shade.
///
/// # Panics
///
/// If `n` is 0 or over 4 (the shades run out).
#[must_use]
pub fn diagonals_picture(n: usize, lang: Lang) -> String {
    const CELL: i32 = 44;
    const LEFT: i32 = 100;
    const TOP: i32 = 70;
    const GAP: i32 = 130;
    assert!((1..=4).contains(&n), "n = {n}: the picture shades up to 4 x 4");
    let side = i32::try_from(n).expect("a small board") * CELL;
    let mut svg = Svg::new(LEFT + 2 * side + GAP + 60, TOP + side + 24);
    let titles = [
        lang.pick("\\ diagonals: row + n - col", "主对角线（\\）：row + n - col"),
        lang.pick("/ diagonals: row + col", "次对角线（/）：row + col"),
    ];
    for (index, title) in (0..).zip(titles) {
        let left = LEFT + index * (side + GAP);
        svg.text((left, 24), 15, "start", INK, title);
        svg.text((left - 10, TOP - 12), 12, "end", "#555", lang.pick("row, column", "行、列"));
        for column in 0..n {
            let x = left + i32::try_from(column).expect("a column") * CELL + CELL / 2;
            svg.text((x, TOP - 10), 12, "middle", "#555", &column.to_string());
        }
        for row in 0..n {
            let y = TOP + i32::try_from(row).expect("a row") * CELL;
            svg.text((left - 10, y + CELL / 2 + 5), 12, "end", "#555", &row.to_string());
            for column in 0..n {
                let value = if index == 0 { row + n - column } else { row + column };
                let x = left + i32::try_from(column).expect("a column") * CELL;
                let shade = DIAGONAL_SHADES[value - usize::from(index == 0)];
                svg.rect(x, y, CELL, CELL, shade, "#999");
                svg.text((x + CELL / 2, y + CELL / 2 + 6), 17, "middle", INK, &value.to_string());
            }
        }
    }
    svg.finish()
}
