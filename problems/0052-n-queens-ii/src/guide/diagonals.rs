//! `pictures/diagonals.svg`: the numbers the interview answer gives each
//! square's two diagonals.

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use super::INK;

/// Shades for the seven diagonals of each kind on a 4 x 4 board, one a line:
/// seven distinct hues (red, orange, yellow, green, cyan, blue, grey), so
/// that no two lines, the first and the last least of all, look alike.
const DIAGONAL_SHADES: [&str; 7] =
    ["#ffc9c9", "#ffd8a8", "#ffec99", "#b2f2bb", "#99e9f2", "#bac8ff", "#dee2e6"];

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
