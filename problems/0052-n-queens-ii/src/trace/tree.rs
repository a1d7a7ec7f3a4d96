//! The search tree: every queen the search placed, under the queen above it
//! on the path that led there, for the guide's walk-through and picture.

use super::{Event, Trace};

/// One queen placed by the bitmask search, and what came of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// Its row.
    pub row: usize,
    /// Its column.
    pub column: usize,
    /// The queens tried on the next row, in the order the search tries them.
    pub children: Vec<Node>,
    /// If it completes the board: the solution's number, in the order found.
    pub solution: Option<u64>,
}

/// The whole search tree of the bitmask search for `n` queens: the queens
/// tried on the first row, each with everything tried below it. A node with
/// no children that is no solution is a dead end: the next row has no free
/// square.
///
/// # Panics
///
/// If `n > MAX_N`.
#[must_use]
pub fn search_tree(n: usize) -> Vec<Node> {
    Trace::new(n).tree()
}

impl Trace {
    /// The search tree: the queens tried on the first row, each with
    /// everything tried below it.
    #[must_use]
    pub fn tree(&self) -> Vec<Node> {
        // The queens on the current path, each with its children so far.
        let mut path: Vec<Node> = Vec::new();
        let mut roots = Vec::new();
        let mut close = |path: &mut Vec<Node>, depth: usize| {
            while path.len() > depth {
                let node = path.pop().expect("longer than depth");
                path.last_mut().map_or(&mut roots, |parent| &mut parent.children).push(node);
            }
        };
        for step in &self.steps {
            match step.event {
                Event::Place { row, column } => {
                    close(&mut path, row);
                    path.push(Node { row, column, children: Vec::new(), solution: None });
                }
                Event::Solution { number } => {
                    if let Some(node) = path.last_mut() {
                        node.solution = Some(number);
                    }
                }
                _ => {}
            }
        }
        close(&mut path, 0);
        roots
    }
}
