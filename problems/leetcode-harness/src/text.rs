//! What a guide says, in its two languages: English and Chinese.

/// The language of a guide, told by its file name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    /// `README.md`.
    English,
    /// `README.zh-CN.md`.
    Chinese,
}

impl Lang {
    /// The guide's file name.
    #[must_use]
    pub fn file(self) -> &'static str {
        match self {
            Lang::English => "README.md",
            Lang::Chinese => "README.zh-CN.md",
        }
    }

    /// `english` or `chinese`, whichever is this language.
    #[must_use]
    pub fn pick<'a>(self, english: &'a str, chinese: &'a str) -> &'a str {
        self.pick_of(english, chinese)
    }

    /// `english` or `chinese`, whichever is this language, of any type.
    #[must_use]
    pub fn pick_of<T>(self, english: T, chinese: T) -> T {
        match self {
            Lang::English => english,
            Lang::Chinese => chinese,
        }
    }
}

/// A generated region in both languages, made once: a measured table is
/// measured once and written in each.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    /// For `README.md`.
    pub english: String,
    /// For `README.zh-CN.md`.
    pub chinese: String,
}

impl Text {
    /// The text for `lang`.
    #[must_use]
    pub fn of(&self, lang: Lang) -> &str {
        match lang {
            Lang::English => &self.english,
            Lang::Chinese => &self.chinese,
        }
    }

    /// Builds both from one function of the language.
    pub fn each(mut write: impl FnMut(Lang) -> String) -> Text {
        Text { english: write(Lang::English), chinese: write(Lang::Chinese) }
    }
}
