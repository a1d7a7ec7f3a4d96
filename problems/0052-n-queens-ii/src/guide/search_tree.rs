//! `pictures/search-tree-4.svg`: the bitmask search tree drawn, leaves one
//! slot apart and each parent over the middle of its children.

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use super::{DEAD, FOUND, INK};
use crate::trace::{Node, search_tree};

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
/// `n`, row by row, with the dead ends and the solutions. A circle holds
/// its queen's column; a solution's leaf is labelled in words ("solution
/// 1", "解 1"), so that its number is not read as another column.
#[must_use]
pub fn search_tree_picture(n: usize, lang: Lang) -> String {
    const SLOT: i32 = 72;
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
            let label = match lang {
                Lang::English => format!("solution {k}"),
                Lang::Chinese => format!("解 {k}"),
            };
            svg.text((x, y + 34), 13, "middle", FOUND, &label);
        } else if node.dead {
            svg.text((x, y + 34), 15, "middle", DEAD, "✗");
        }
    }
    svg.finish()
}
