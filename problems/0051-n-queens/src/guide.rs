//! The study guide's generated parts: how big the answer gets, and the
//! picture of n = 8's solutions up to symmetry. `n-queens docs` writes them
//! into `README.md`, `README.zh-CN.md` and `pictures/`; a test checks they
//! are current.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use crate::{A000170, solutions};

/// Bytes of one `String` or `Vec` on a 64-bit machine: pointer, capacity, length.
const HEADER: u64 = 24;

/// The least memory LeetCode's answer takes for `n`: the outer `Vec`, and
/// per board a `Vec<String>` of `n` rows of `n` bytes each. (An allocator
/// rounds each block up, so the real figure is higher.)
#[must_use]
pub fn answer_bytes(n: u64, boards: u64) -> u64 {
    HEADER + boards * (HEADER + n * (HEADER + n))
}

/// The last `n` of the region `memory`.
const MEMORY_TABLE_TO: usize = 16;

/// The region `memory`: the answer's size for n = 12 to `MEMORY_TABLE_TO`.
#[must_use]
pub fn memory(lang: Lang) -> String {
    let mut text = lang
        .pick(
            "| n | boards | the answer takes at least (1 MB = 10^6 bytes, 1 GB = 10^9) |\n",
            "| n | 棋盘数 | 答案至少占用（1 MB = 10^6 字节，1 GB = 10^9 字节） |\n",
        )
        .to_owned();
    text.push_str("| --- | ---: | ---: |\n");
    for (n, &boards) in A000170.iter().enumerate().take(MEMORY_TABLE_TO + 1).skip(12) {
        let bytes = answer_bytes(n as u64, boards);
        // Rounded to the nearest of what a reader needs: a tenth of a GB, or
        // a whole MB.
        let size = if bytes >= 1_000_000_000 {
            let tenths = (bytes + 50_000_000) / 100_000_000;
            format!("{}.{} GB", tenths / 10, tenths % 10)
        } else {
            format!("{} MB", (bytes + 500_000) / 1_000_000)
        };
        writeln!(text, "| {n} | {boards} | {size} |").expect("a String");
    }
    text
}

/// The eight symmetries of the board, as maps of a solution (the column of
/// each row's queen) to its image.
fn images(queens: &[usize]) -> [Vec<usize>; 8] {
    let n = queens.len();
    let turn = |queens: &[usize]| {
        // A quarter turn clockwise: the queen at (r, c) goes to (c, n - 1 - r).
        let mut turned = vec![0; n];
        for (r, &c) in queens.iter().enumerate() {
            turned[c] = n - 1 - r;
        }
        turned
    };
    let mirror = |queens: &[usize]| queens.iter().map(|&c| n - 1 - c).collect::<Vec<_>>();
    let q0 = queens.to_vec();
    let q1 = turn(&q0);
    let q2 = turn(&q1);
    let q3 = turn(&q2);
    [mirror(&q0), mirror(&q1), mirror(&q2), mirror(&q3), q0, q1, q2, q3]
}

/// n's solutions up to rotation and reflection: each group's smallest member
/// (read row by row), and how many distinct boards the group holds.
#[must_use]
pub fn groups(n: usize) -> BTreeMap<Vec<usize>, usize> {
    let mut groups = BTreeMap::new();
    for queens in solutions(n) {
        let mut images = images(&queens).to_vec();
        images.sort();
        images.dedup();
        let size = images.len();
        groups.insert(images.swap_remove(0), size);
    }
    groups
}

/// The colours of a board's squares: light top left, as on a chessboard.
pub const LIGHT: &str = "#f4ecd8";
/// The dark squares.
pub const DARK: &str = "#b58863";

/// `pictures/solutions-8.svg`: the 12 groups of n = 8, one board each,
/// labelled with how many boards the group stands for.
#[must_use]
pub fn solutions_picture(n: usize) -> String {
    const CELL: i32 = 14;
    const COLUMNS: i32 = 4;
    const HEADER: i32 = 50;
    let groups = groups(n);
    let side = i32::try_from(n).expect("a small n") * CELL;
    let (gap, label) = (2 * CELL, 2 * CELL);
    let rows = (i32::try_from(groups.len()).expect("a few groups") + COLUMNS - 1) / COLUMNS;
    let mut svg = Svg::new(COLUMNS * (side + gap) + gap, HEADER + rows * (side + label + gap));
    let sizes: Vec<String> = groups.values().map(usize::to_string).collect();
    let total: usize = groups.values().sum();
    svg.text((gap, 30), 15, "start", "#222", &format!("n = {n}: {} = {total}", sizes.join(" + ")));
    for (index, (queens, size)) in groups.iter().enumerate() {
        let index = i32::try_from(index).expect("a few groups");
        let (left, top) = (
            gap + (index % COLUMNS) * (side + gap),
            HEADER + (index / COLUMNS) * (side + label + gap),
        );
        // Each board's squares are drawn from its own corner, so that they
        // line up with its queens wherever the board stands.
        svg.rect(left, top, side, side, LIGHT, "none");
        for (y, x) in (0..n).flat_map(|r| (0..n).map(move |c| (r, c))) {
            if (x + y) % 2 == 1 {
                let (x, y) =
                    (i32::try_from(x).expect("a column"), i32::try_from(y).expect("a row"));
                svg.rect(left + x * CELL, top + y * CELL, CELL, CELL, DARK, "none");
            }
        }
        svg.rect(left, top, side, side, "none", "#222");
        for (r, &c) in queens.iter().enumerate() {
            let (x, y) = (i32::try_from(c).expect("a column"), i32::try_from(r).expect("a row"));
            svg.circle(
                left + x * CELL + CELL / 2,
                top + y * CELL + CELL / 2,
                CELL / 3,
                "#222",
                "white",
            );
        }
        svg.text((left + side / 2, top + side + 18), 14, "middle", "#222", &format!("× {size}"));
    }
    svg.finish()
}
