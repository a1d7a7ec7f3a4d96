//! Reading the documents the browser printed: the page marks what the
//! tests read with attributes (`data-square`, `data-mask`...), and these
//! find them without an HTML parser, as the page writes one element a mark.

/// The text inside each element that has `attribute="value"`, in document
/// order (the elements the page gives such marks hold text alone).
pub fn texts(dom: &str, attribute: &str, value: &str) -> Vec<String> {
    let mark = format!(" {attribute}=\"{value}\"");
    dom.match_indices(&mark)
        .map(|(at, _)| {
            let inside = &dom[at..][dom[at..].find('>').expect("a tag ends") + 1..];
            inside[..inside.find('<').expect("an element ends")].to_owned()
        })
        .collect()
}

/// Every value of `attribute`, in document order.
pub fn values(dom: &str, attribute: &str) -> Vec<String> {
    let mark = format!(" {attribute}=\"");
    dom.match_indices(&mark)
        .map(|(at, _)| {
            let value = &dom[at + mark.len()..];
            value[..value.find('"').expect("a value ends")].to_owned()
        })
        .collect()
}
