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

/// The boards of the picture: their frames, and the side of a square.
struct Boards {
    frames: Vec<Frame>,
    cell: i32,
}

impl Boards {
    /// The frames among `shapes` (the rectangles with no fill), boards of
    /// `n` squares a side.
    fn of(shapes: &[Shape], n: i32) -> Boards {
        let frames: Vec<Frame> = shapes
            .iter()
            .filter(|s| s.kind == "rect" && s.attributes["fill"] == "none")
            .map(|s| Frame { left: s.number("x"), top: s.number("y"), side: s.number("width") })
            .collect();
        assert_eq!(frames.len(), 12, "one board for each of n = 8's 12 groups");
        let cell = frames[0].side / n;
        assert_eq!(cell * n, frames[0].side);
        Boards { frames, cell }
    }

    /// The one board that holds the point (x, y).
    fn frame_of(&self, x: i32, y: i32) -> Frame {
        let holding: Vec<Frame> = self.frames.iter().copied().filter(|f| f.holds(x, y)).collect();
        assert_eq!(holding.len(), 1, "({x}, {y}) lies on exactly one board");
        holding[0]
    }

    /// Where the point (x, y) lies: its board, the square (row, column) of
    /// that board, and how far into the square (across, down).
    fn place(&self, x: i32, y: i32) -> (Frame, (i32, i32), (i32, i32)) {
        let frame = self.frame_of(x, y);
        let (dx, dy) = (x - frame.left, y - frame.top);
        (frame, (dy / self.cell, dx / self.cell), (dx % self.cell, dy % self.cell))
    }
}

/// What the shapes draw on each board: its dark squares and its queens,
/// each as (row, column).
#[derive(Default)]
struct Drawn {
    dark: BTreeMap<Frame, BTreeSet<(i32, i32)>>,
    queens: BTreeMap<Frame, Vec<(i32, i32)>>,
}

impl Drawn {
    /// Each shape of `shapes` placed on its board: a light rectangle is a
    /// whole board, a dark one a square on the grid, and a circle a queen
    /// in a square's middle.
    fn of(shapes: &[Shape], boards: &Boards) -> Drawn {
        let cell = boards.cell;
        let mut drawn = Drawn::default();
        for shape in shapes {
            let fill = shape.attributes.get("fill").copied().unwrap_or_default();
            match shape.kind {
                "rect" if fill == LIGHT => {
                    let frame = boards.frame_of(shape.number("x"), shape.number("y"));
                    assert_eq!((shape.number("x"), shape.number("y")), (frame.left, frame.top));
                    let size = (shape.number("width"), shape.number("height"));
                    assert_eq!(size, (frame.side, frame.side));
                }
                "rect" if fill == DARK => {
                    let (x, y) = (shape.number("x"), shape.number("y"));
                    let (frame, square, within) = boards.place(x, y);
                    assert_eq!(within, (0, 0), "a dark square at ({x}, {y}) is off the grid");
                    assert_eq!((shape.number("width"), shape.number("height")), (cell, cell));
                    drawn.dark.entry(frame).or_default().insert(square);
                }
                "circle" => {
                    let (x, y) = (shape.number("cx"), shape.number("cy"));
                    let (frame, square, within) = boards.place(x, y);
                    let middle = (cell / 2, cell / 2);
                    assert_eq!(within, middle, "a queen at ({x}, {y}) is off a square's middle");
                    drawn.queens.entry(frame).or_default().push(square);
                }
                _ => {}
            }
        }
        drawn
    }
}

#[test]
fn the_squares_and_queens_of_solutions_8_line_up_with_each_board() {
    const N: i32 = 8;
    let svg = guide::solutions_picture(8);
    assert!(!svg.contains("url("), "no fill pattern: each square is drawn where it is");
    let shapes = shapes(&svg);
    let boards = Boards::of(&shapes, N);
    let Drawn { dark, queens } = Drawn::of(&shapes, &boards);
    let chessboard: BTreeSet<(i32, i32)> = (0..N)
        .flat_map(|r| (0..N).map(move |c| (r, c)))
        .filter(|(r, c)| (r + c) % 2 == 1)
        .collect();
    for frame in &boards.frames {
        assert_eq!(
            dark.get(frame),
            Some(&chessboard),
            "the dark squares of the board at {frame:?}"
        );
        let rows: Vec<i32> = queens[frame].iter().map(|&(row, _)| row).collect();
        assert_eq!(rows, (0..N).collect::<Vec<_>>(), "one queen a row on the board at {frame:?}");
    }
}
