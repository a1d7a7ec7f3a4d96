//! The guide's picture of n = 8's solutions, read back as geometry: every
//! square of every board lies on that board's grid, with the dark squares
//! where a chessboard has them, and every queen sits in the middle of a
//! square.

use std::collections::{BTreeMap, BTreeSet};

use n_queens::guide::{self, DARK, LIGHT};
use pretty_assertions::assert_eq;

/// One shape of the picture: its element name and its attributes.
struct Shape<'a> {
    kind: &'a str,
    attributes: BTreeMap<&'a str, &'a str>,
}

impl Shape<'_> {
    fn number(&self, name: &str) -> i32 {
        self.attributes[name].parse().unwrap_or_else(|_| panic!("{name} is a whole number"))
    }
}

/// The shapes of `svg`, one element a line as `Svg` writes them.
fn shapes(svg: &str) -> Vec<Shape<'_>> {
    svg.lines()
        .filter_map(|line| {
            let (kind, rest) = line.strip_prefix('<')?.split_once(' ')?;
            let attributes = rest
                .split("\" ")
                .filter_map(|pair| pair.split_once("=\""))
                .map(|(name, value)| (name, value.split('"').next().unwrap_or(value)))
                .collect();
            Some(Shape { kind, attributes })
        })
        .collect()
}

/// A board's frame: its top left corner and its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Frame {
    left: i32,
    top: i32,
    side: i32,
}

impl Frame {
    fn holds(self, x: i32, y: i32) -> bool {
        (self.left..self.left + self.side).contains(&x)
            && (self.top..self.top + self.side).contains(&y)
    }
}

#[test]
fn the_squares_and_queens_of_solutions_8_line_up_with_each_board() {
    const N: i32 = 8;
    let svg = guide::solutions_picture(8);
    assert!(!svg.contains("url("), "no fill pattern: each square is drawn where it is");
    let shapes = shapes(&svg);
    let frames: Vec<Frame> = shapes
        .iter()
        .filter(|s| s.kind == "rect" && s.attributes["fill"] == "none")
        .map(|s| Frame { left: s.number("x"), top: s.number("y"), side: s.number("width") })
        .collect();
    assert_eq!(frames.len(), 12, "one board for each of n = 8's 12 groups");
    let cell = frames[0].side / N;
    assert_eq!(cell * N, frames[0].side);
    let frame_of = |x: i32, y: i32| {
        let holding: Vec<Frame> = frames.iter().copied().filter(|f| f.holds(x, y)).collect();
        assert_eq!(holding.len(), 1, "({x}, {y}) lies on exactly one board");
        holding[0]
    };
    let mut dark: BTreeMap<Frame, BTreeSet<(i32, i32)>> = BTreeMap::new();
    let mut queens: BTreeMap<Frame, Vec<(i32, i32)>> = BTreeMap::new();
    for shape in &shapes {
        let fill = shape.attributes.get("fill").copied().unwrap_or_default();
        match shape.kind {
            "rect" if fill == LIGHT => {
                let frame = frame_of(shape.number("x"), shape.number("y"));
                assert_eq!((shape.number("x"), shape.number("y")), (frame.left, frame.top));
                assert_eq!(
                    (shape.number("width"), shape.number("height")),
                    (frame.side, frame.side)
                );
            }
            "rect" if fill == DARK => {
                let (x, y) = (shape.number("x"), shape.number("y"));
                let frame = frame_of(x, y);
                let (dx, dy) = (x - frame.left, y - frame.top);
                assert_eq!(
                    (dx % cell, dy % cell),
                    (0, 0),
                    "a dark square at ({x}, {y}) is off the grid"
                );
                assert_eq!((shape.number("width"), shape.number("height")), (cell, cell));
                dark.entry(frame).or_default().insert((dy / cell, dx / cell));
            }
            "circle" => {
                let (x, y) = (shape.number("cx"), shape.number("cy"));
                let frame = frame_of(x, y);
                let (dx, dy) = (x - frame.left, y - frame.top);
                assert_eq!(
                    (dx % cell, dy % cell),
                    (cell / 2, cell / 2),
                    "a queen at ({x}, {y}) is off a square's middle"
                );
                queens.entry(frame).or_default().push((dy / cell, dx / cell));
            }
            _ => {}
        }
    }
    let chessboard: BTreeSet<(i32, i32)> = (0..N)
        .flat_map(|r| (0..N).map(move |c| (r, c)))
        .filter(|(r, c)| (r + c) % 2 == 1)
        .collect();
    for frame in &frames {
        assert_eq!(
            dark.get(frame),
            Some(&chessboard),
            "the dark squares of the board at {frame:?}"
        );
        let rows: Vec<i32> = queens[frame].iter().map(|&(row, _)| row).collect();
        assert_eq!(rows, (0..N).collect::<Vec<_>>(), "one queen a row on the board at {frame:?}");
    }
}
