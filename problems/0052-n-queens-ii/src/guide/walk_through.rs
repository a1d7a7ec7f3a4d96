//! The region `walk-through n`: the bitmask search tree as indented text,
//! a line for each queen placed, with its dead ends and solutions.

use std::fmt::Write as _;

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
