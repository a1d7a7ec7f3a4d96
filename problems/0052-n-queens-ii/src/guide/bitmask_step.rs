//! `pictures/bitmask-step.svg`: one step of the bitmask search drawn bit by
//! bit, below the board it steps on, the masks worked out as the search
//! works them.

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use super::{ATTACKED, DEAD, FREE, INK, QUEEN, QUEEN_BIT};

/// The board of the picture: n = 5.
const N: usize = 5;
/// The side of a square, and of a bit.
const CELL: i32 = 28;
/// Where the labels on the left start.
const LABEL_X: i32 = 10;
/// Where each group of five bits starts: row 1's masks, the masks with row
/// 1's queen, row 2's masks.
const GROUPS: [i32; 3] = [170, 420, 670];
/// The height of the groups' headers; the rows of bits are below them.
const HEADERS_Y: i32 = 150;

/// `pictures/bitmask-step.svg`: n = 5, queens at (row 0, column 1) and
/// (row 1, column 3). The step from row 1 to row 2: row 1's masks and free
/// squares, the queen the search takes from them, each mask with the queen
/// added, and each one shifted into row 2's, whose free squares remain.
#[must_use]
pub fn bitmask_step_picture(lang: Lang) -> String {
    let step = StepBits::worked_out();
    let mut svg = Svg::new(bit_x(2, N) + 30, 490);
    draw_board(&mut svg, [1, 3], step.free2, lang);
    draw_headers(&mut svg, lang);
    draw_queen_taken(&mut svg, &step, lang);
    draw_masks_shifted(&mut svg, &step, lang);
    draw_free_left(&mut svg, &step, lang);
    svg.finish()
}

/// Every mask the picture shows, worked out as the `bitmask` approach
/// does, column `c` in bit `c`.
struct StepBits {
    /// Row 1's masks (columns, diagonals, anti-diagonals), made by row 0's
    /// queen in column 1.
    row1: [u32; 3],
    /// Row 1's free squares.
    free1: u32,
    /// The square the search takes: row 1's lowest free one.
    queen: u32,
    /// Row 1's masks with the queen's bit.
    with_queen: [u32; 3],
    /// Row 2's masks: those, shifted.
    row2: [u32; 3],
    /// Row 2's free squares.
    free2: u32,
}

impl StepBits {
    /// The search's own steps: row 0's queen in column 1 makes row 1's
    /// masks, and so on.
    fn worked_out() -> StepBits {
        let full = (1_u32 << N) - 1;
        let first = 1_u32 << 1;
        let row1 = [first, first << 1, first >> 1];
        let free1 = full & !(row1[0] | row1[1] | row1[2]);
        let queen = free1 & free1.wrapping_neg();
        assert_eq!(queen, 1 << 3, "the search takes row 1's lowest free square, column 3");
        let with_queen = row1.map(|mask| mask | queen);
        let row2 = [with_queen[0], with_queen[1] << 1, with_queen[2] >> 1];
        let free2 = full & !(row2[0] | row2[1] | row2[2]);
        StepBits { row1, free1, queen, with_queen, row2, free2 }
    }
}

/// The left edge of `column` in a group of bits (group 0 is also the board's).
fn bit_x(group: usize, column: usize) -> i32 {
    GROUPS[group] + i32::try_from(column).expect("a column") * CELL
}

/// The top of the `index`th row of bits below the headers.
fn bits_y(index: i32) -> i32 {
    HEADERS_Y + 30 + index * 62
}

/// Each group's header, and the columns' numbers under it.
fn draw_headers(svg: &mut Svg, lang: Lang) {
    let headers = match lang {
        Lang::English => ["row 1", "with row 1's queen", "row 2, after the shift"],
        Lang::Chinese => ["第 1 行", "并入第 1 行的皇后", "移位后的第 2 行"],
    };
    for (group, header) in headers.into_iter().enumerate() {
        svg.text((GROUPS[group], HEADERS_Y), 14, "start", INK, header);
        for column in 0..N {
            let x = bit_x(group, column) + CELL / 2;
            svg.text((x, HEADERS_Y + 20), 11, "middle", "#555", &format!("{column}"));
        }
    }
}

/// Row 1's free squares, and the lowest one taken.
fn draw_queen_taken(svg: &mut Svg, step: &StepBits, lang: Lang) {
    let y = bits_y(0);
    svg.text((LABEL_X, y + 19), 14, "start", INK, "free");
    draw_bits(svg, (0, y), step.free1, FREE, 0);
    draw_arrow(svg, (0, y), "free & -free");
    draw_bits(svg, (1, y), step.queen, QUEEN_BIT, step.queen);
    let note = lang.pick("queen: the lowest free square", "queen：最低的空位");
    draw_note(svg, (1, y), note);
}

/// Each mask of row 1, with the queen's bit, then shifted into row 2's.
fn draw_masks_shifted(svg: &mut Svg, step: &StepBits, lang: Lang) {
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
        let y = bits_y(i32::try_from(index).expect("three masks") + 1);
        svg.text((LABEL_X, y + 19), 14, "start", INK, name);
        draw_bits(svg, (0, y), step.row1[index], ATTACKED, 0);
        draw_arrow(svg, (0, y), "| queen");
        draw_bits(svg, (1, y), step.with_queen[index], ATTACKED, step.queen);
        draw_arrow(svg, (1, y), shift);
        draw_bits(svg, (2, y), step.row2[index], ATTACKED, 0);
        draw_note(svg, (0, y), how);
    }
}

/// Row 2's free squares, from its masks.
fn draw_free_left(svg: &mut Svg, step: &StepBits, lang: Lang) {
    let y = bits_y(4);
    svg.text((LABEL_X, y + 19), 14, "start", INK, "free");
    draw_bits(svg, (2, y), step.free2, FREE, 0);
    let formula = "full & !(columns | diagonals | anti_diagonals):";
    svg.text((GROUPS[2] - 8, y + 19), 12, "end", "#555", formula);
    draw_note(svg, (2, y), lang.pick("only column 0", "只剩第 0 列"));
}

/// A note under the bits of `group` at the height `y`.
fn draw_note(svg: &mut Svg, (group, y): (usize, i32), text: &str) {
    svg.text((GROUPS[group], y + CELL + 16), 12, "start", "#555", text);
}

/// A mask as five bits, column 0 first, at the height `y` of `group`: its
/// 1s shaded `on`, except those of `marked`, shaded as the queen's bit.
fn draw_bits(svg: &mut Svg, (group, y): (usize, i32), mask: u32, on: &str, marked: u32) {
    for column in 0..N {
        let bit = 1 << column;
        let shade = match (mask & bit != 0, marked & bit != 0) {
            (true, true) => QUEEN_BIT,
            (true, false) => on,
            (false, _) => "white",
        };
        let x = bit_x(group, column);
        svg.rect(x, y, CELL, CELL, shade, INK);
        let digit = if mask & bit != 0 { "1" } else { "0" };
        svg.text((x + CELL / 2, y + 19), 15, "middle", INK, digit);
    }
}

/// An arrow from group `from` to the next at the height `y`, labelled `how`.
fn draw_arrow(svg: &mut Svg, (from, y): (usize, i32), how: &str) {
    let (x1, x2) = (bit_x(from, N) + 8, GROUPS[from + 1] - 8);
    let middle = y + CELL / 2;
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
fn draw_board(svg: &mut Svg, queens: [usize; 2], free: u32, lang: Lang) {
    for column in 0..N {
        let x = bit_x(0, column) + CELL / 2;
        svg.text((x, 20), 13, "middle", INK, &format!("{column}"));
    }
    svg.text((LABEL_X, 20), 13, "start", INK, lang.pick("column", "列"));
    for row in 0..3 {
        let y = 28 + i32::try_from(row).expect("a row") * CELL;
        svg.text((LABEL_X, y + 19), 13, "start", INK, &row_label(row, lang));
        for column in 0..N {
            let shade = match queens.get(row) {
                Some(_) => "#f4f6f7",
                None if free & 1 << column != 0 => FREE,
                None => ATTACKED,
            };
            let x = bit_x(0, column);
            svg.rect(x, y, CELL, CELL, shade, INK);
            if queens.get(row) == Some(&column) {
                svg.circle(x + CELL / 2, y + CELL / 2, 9, QUEEN, QUEEN);
            } else if row == 2 && free & 1 << column == 0 {
                svg.text((x + CELL / 2, y + 19), 15, "middle", DEAD, "x");
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
        svg.text((GROUPS[1] - 40, 50 + index * 18), 13, "start", "#555", note);
    }
}
