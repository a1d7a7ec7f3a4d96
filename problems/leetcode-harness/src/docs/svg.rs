//! The guides' pictures, drawn as small SVG files.

use std::fmt::Write as _;

/// A small SVG picture, drawn with shapes and text alone: no fonts or rasters
/// are embedded, so the file stays small and GitHub renders it.
pub struct Svg {
    width: i32,
    height: i32,
    body: String,
}

impl Svg {
    /// An empty picture of `width` x `height` pixels, on white.
    #[must_use]
    pub fn new(width: i32, height: i32) -> Self {
        let mut svg = Svg { width, height, body: String::new() };
        svg.rect(0, 0, width, height, "white", "none");
        svg
    }

    /// A rectangle.
    pub fn rect(&mut self, x: i32, y: i32, width: i32, height: i32, fill: &str, stroke: &str) {
        writeln!(
            self.body,
            r#"<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="{fill}" stroke="{stroke}"/>"#
        )
        .expect("a String");
    }

    /// A circle.
    pub fn circle(&mut self, x: i32, y: i32, radius: i32, fill: &str, stroke: &str) {
        writeln!(
            self.body,
            r#"<circle cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="{stroke}"/>"#
        )
        .expect("a String");
    }

    /// A straight line.
    pub fn line(&mut self, (x1, y1): (i32, i32), (x2, y2): (i32, i32), stroke: &str) {
        writeln!(self.body, r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{stroke}"/>"#)
            .expect("a String");
    }

    /// A line through `points`, `width` pixels wide.
    pub fn polyline(&mut self, points: &[(i32, i32)], width: i32, stroke: &str) {
        let points: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
        writeln!(
            self.body,
            r#"<polyline points="{}" fill="none" stroke="{stroke}" stroke-width="{width}"/>"#,
            points.join(" ")
        )
        .expect("a String");
    }

    /// Text at `(x, y)` (its baseline), `anchor` `start`, `middle` or `end`.
    pub fn text(&mut self, (x, y): (i32, i32), size: i32, anchor: &str, fill: &str, text: &str) {
        let text = text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
        writeln!(
            self.body,
            r#"<text x="{x}" y="{y}" font-size="{size}" text-anchor="{anchor}" fill="{fill}">{text}</text>"#
        )
        .expect("a String");
    }

    /// The whole file.
    #[must_use]
    pub fn finish(self) -> String {
        let Svg { width, height, body } = self;
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\">\n{body}</svg>\n"
        )
    }
}
