//! The drawing of `pictures/join-6.svg`: the board and its bands on the
//! left; on the right, the signatures of a top and a bottom that fit, their
//! AND, and the key's tops against its bottoms.

use std::fmt::Write as _;

use leetcode_harness::docs::Svg;
use leetcode_harness::text::Lang;

use super::model::{ALL, Key, N, T, crossings, fits, keys, signature, total};

const CELL: i32 = 40;
const LEFT: i32 = 46;
const TOP: i32 = 80;
const INK: &str = "#222";
const GREY: &str = "#666";
const FAINT: &str = "#c8c8c8";
const TOP_COLOUR: &str = "#1f6fb5";
const BOTTOM_COLOUR: &str = "#d35400";
const FIT: &str = "#1e8449";
const CLASH: &str = "#c0392b";

/// A board coordinate (in cells, from the top left corner) in pixels.
fn at(x: usize, y: usize) -> (i32, i32) {
    let pixels = |cells: usize| i32::try_from(cells).expect("a small board") * CELL;
    (LEFT + pixels(x), TOP + pixels(y))
}

/// The centre of the square (`r`, `c`).
fn centre(r: usize, c: usize) -> (i32, i32) {
    let (x, y) = at(c, r);
    (x + CELL / 2, y + CELL / 2)
}

/// A placement as its columns: `(1, 3, 5)`.
fn shown(placement: &[usize]) -> String {
    let columns: Vec<String> = placement.iter().map(ToString::to_string).collect();
    format!("({})", columns.join(", "))
}

/// A set of columns: `{1, 3, 5}`.
fn set(columns: u32) -> String {
    let columns: Vec<String> =
        (0..N).filter(|c| columns & 1 << c != 0).map(|c| c.to_string()).collect();
    format!("{{{}}}", columns.join(", "))
}

/// The board: its bands, the crossing diagonals (faint), and the top's and
/// the bottom's queens with their crossing diagonals drawn to the cut.
fn draw_board(svg: &mut Svg, top: &[usize], bottom: &[usize], lang: Lang) {
    draw_squares(svg, lang);
    // The crossing diagonals, edge to edge: through the point p of the cut.
    for p in 1..N {
        let (back, on) = (p.min(T), (N - p).min(N - T));
        svg.line(at(p - back, T - back), at(p + on, T + on), FAINT);
        let (back, on) = ((N - p).min(T), p.min(N - T));
        svg.line(at(p + back, T - back), at(p - on, T + on), FAINT);
    }
    for (first_row, placement, colour) in [(0, top, TOP_COLOUR), (T, bottom, BOTTOM_COLOUR)] {
        for (i, &c) in placement.iter().enumerate() {
            let r = first_row + i;
            for p in crossings(r, c).into_iter().flatten() {
                svg.polyline(&[centre(r, c), at(p, T)], 3, colour);
            }
            let (x, y) = centre(r, c);
            svg.circle(x, y, 12, colour, colour);
        }
    }
    draw_cut(svg, lang);
    draw_band_names(svg, lang);
}

/// The squares, and the rows and columns numbered.
fn draw_squares(svg: &mut Svg, lang: Lang) {
    for r in 0..N {
        for c in 0..N {
            let (x, y) = at(c, r);
            let shade = if (r + c) % 2 == 0 { "#f6f6f6" } else { "white" };
            svg.rect(x, y, CELL, CELL, shade, "#bbb");
        }
        let (x, y) = centre(r, 0);
        svg.text((x - CELL / 2 - 8, y + 5), 12, "end", GREY, &r.to_string());
    }
    for c in 0..N {
        let (x, y) = centre(0, c);
        svg.text((x, y - CELL / 2 - 8), 12, "middle", GREY, &c.to_string());
    }
    let (x, y) = at(0, 0);
    svg.text((x - 8, y - 28), 12, "start", GREY, lang.pick("row \\ column", "行 \\ 列"));
}

/// The cut, its points numbered below the board, and what the faint lines are.
fn draw_cut(svg: &mut Svg, lang: Lang) {
    let (left, cut) = at(0, T);
    let right = at(N, T).0;
    svg.polyline(&[(left - 6, cut), (right + 6, cut)], 3, INK);
    for p in 1..N {
        let (x, y) = at(p, T);
        svg.circle(x, y, 4, "white", INK);
        svg.text((x, at(0, N).1 + 18), 12, "middle", INK, &p.to_string());
    }
    let below = at(0, N).1 + 36;
    svg.text((left, below), 12, "start", GREY, lang.pick("points of the cut", "分界线上的交点"));
    let crossing = match lang {
        Lang::English => {
            format!("grey lines: the 2n − 2 = {} diagonals that cross the cut", 2 * N - 2)
        }
        Lang::Chinese => format!("灰线：穿过分界线的 2n − 2 = {} 条跨界斜线", 2 * N - 2),
    };
    svg.text((left, below + 18), 12, "start", GREY, &crossing);
}

/// Each band's name and rows, right of the board.
fn draw_band_names(svg: &mut Svg, lang: Lang) {
    let right = at(N, T).0;
    let bands = [
        (0, lang.pick("top band", "上半区"), TOP_COLOUR),
        (T, lang.pick("bottom band", "下半区"), BOTTOM_COLOUR),
    ];
    for (first_row, name, colour) in bands {
        let rows = if first_row == 0 { 0..T } else { T..N };
        let (_, y) = at(N, first_row);
        let middle = y + i32::try_from(rows.len()).expect("a few rows") * CELL / 2;
        svg.text((right + 14, middle - 4), 14, "start", colour, name);
        let label = match lang {
            Lang::English => format!("rows {}–{}", rows.start, rows.end - 1),
            Lang::Chinese => format!("第 {}–{} 行", rows.start, rows.end - 1),
        };
        svg.text((right + 14, middle + 14), 12, "start", GREY, &label);
    }
}

/// One row of bits, a cell per crossing point, `\` then `/`.
fn draw_bits(svg: &mut Svg, (x, y): (i32, i32), bits: [u32; 2], colour: &str) {
    const BIT: i32 = 22;
    for (kind, bits) in bits.into_iter().enumerate() {
        for p in 1..N {
            let kind = i32::try_from(kind).expect("two kinds");
            let p32 = i32::try_from(p).expect("a point");
            let left = x + kind * (BIT * 5 + 18) + (p32 - 1) * BIT;
            let on = bits & 1 << p != 0;
            svg.rect(left, y, BIT, BIT, if on { colour } else { "white" }, "#999");
            let digit = if on { "1" } else { "0" };
            svg.text(
                (left + BIT / 2, y + 16),
                13,
                "middle",
                if on { "white" } else { GREY },
                digit,
            );
        }
    }
}

/// Where the right half's labels and bits begin.
const LABEL_X: i32 = 410;
const BITS_X: i32 = 560;

/// The signatures of `top` and `bottom` and their AND, a bit per crossing
/// diagonal, from the height `TOP`; returns the height below them.
fn draw_signatures(svg: &mut Svg, top: &[usize], bottom: &[usize], lang: Lang) -> i32 {
    let (x, mut y) = (BITS_X, TOP);
    svg.text((x + 55, y), 13, "middle", INK, lang.pick("\\ diagonals", "\\ 斜线"));
    svg.text((x + 183, y), 13, "middle", INK, lang.pick("/ diagonals", "/ 斜线"));
    y += 18;
    let points = lang.pick("at the point of the cut", "分界线上的交点");
    svg.text((LABEL_X, y), 11, "start", GREY, points);
    for kind in 0..2 {
        for p in 1..N {
            let p32 = i32::try_from(p).expect("a point");
            svg.text((x + kind * 128 + (p32 - 1) * 22 + 11, y), 11, "middle", GREY, &p.to_string());
        }
    }
    y += 8;
    let (top_bits, bottom_bits) = (signature(0, top), signature(T, bottom));
    let and = [top_bits[0] & bottom_bits[0], top_bits[1] & bottom_bits[1]];
    let rows = [
        (format!("{} {}", lang.pick("top", "上摆法"), shown(top)), top_bits, TOP_COLOUR),
        (
            format!("{} {}", lang.pick("bottom", "下摆法"), shown(bottom)),
            bottom_bits,
            BOTTOM_COLOUR,
        ),
        (lang.pick("top & bottom", "上摆法 & 下摆法").to_owned(), and, INK),
    ];
    for (label, bits, colour) in rows {
        svg.text((LABEL_X, y + 16), 13, "start", colour, &label);
        draw_bits(svg, (x, y), bits, colour);
        y += 30;
    }
    let verdict =
        lang.pick("= 0: no shared diagonal, a solution", "= 0：没有共用的斜线，拼成一个解");
    svg.text((x, y + 8), 13, "start", FIT, verdict);
    y + 46
}

/// The key's count from the height `y`: every top against every bottom,
/// and the count of all `keys` keys.
fn draw_count(svg: &mut Svg, mut y: i32, key: &Key, keys: usize, lang: Lang) {
    let (columns, others) = (set(key.columns), set(ALL & !key.columns));
    let heading = match lang {
        Lang::English => format!("key {columns}: its tops against the bottoms on {others}"),
        Lang::Chinese => format!("键 {columns}：它的上摆法和列 {others} 上的下摆法两两按位与"),
    };
    svg.text((LABEL_X, y), 13, "start", INK, &heading);
    y += 24;
    let column_x = |j: i32| BITS_X + 40 + j * 130;
    for (j, bottom) in (0..).zip(&key.bottoms) {
        svg.text((column_x(j), y), 13, "middle", BOTTOM_COLOUR, &shown(bottom));
    }
    for top in &key.tops {
        y += 24;
        svg.text((LABEL_X, y), 13, "start", TOP_COLOUR, &shown(top));
        for (j, bottom) in (0..).zip(&key.bottoms) {
            let (mark, colour) = if fits(signature(0, top), signature(T, bottom)) {
                ("0 ✓", FIT)
            } else {
                ("≠ 0 ✗", CLASH)
            };
            svg.text((column_x(j), y), 13, "middle", colour, mark);
        }
    }
    let mut count = String::new();
    let (counted, total) = (key.count, total());
    match lang {
        Lang::English => write!(
            count,
            "this key counts {counted}; all {keys} keys count {total} = the solutions of n = {N}"
        ),
        Lang::Chinese => {
            write!(
                count,
                "这个键计 {counted} 个解；全部 {keys} 个键共计 {total} 个，正是 n = {N} 的解数"
            )
        }
    }
    .expect("a String");
    svg.text((LABEL_X, y + 34), 13, "start", INK, &count);
}

/// `pictures/join-6.svg`: the join at n = 6, for the first key that has a
/// solution.
///
/// # Panics
///
/// If no key of n = 6 has a solution (it has four).
#[must_use]
pub fn picture(lang: Lang) -> String {
    let keys = keys();
    let key = keys.iter().find(|key| key.count > 0).expect("n = 6 has solutions");
    let (top, bottom) = key
        .tops
        .iter()
        .flat_map(|top| key.bottoms.iter().map(move |bottom| (top, bottom)))
        .find(|(top, bottom)| fits(signature(0, top), signature(T, bottom)))
        .expect("a pair that fits");
    let mut svg = Svg::new(860, 400);
    let title = match lang {
        Lang::English => format!("n = {N}, cut between rows {} and {T}", T - 1),
        Lang::Chinese => format!("n = {N}，在第 {} 行和第 {T} 行之间切开", T - 1),
    };
    svg.text((16, 24), 15, "start", INK, &title);
    draw_board(&mut svg, top, bottom, lang);
    let y = draw_signatures(&mut svg, top, bottom, lang);
    draw_count(&mut svg, y, key, keys.len(), lang);
    svg.finish()
}
