//! One approach to a problem, and the macro that lists them.

/// The line that separates an approach file's docs from its paste text.
pub const STRUCT_LINE: &str = "pub struct Solution;";

/// Which answers an approach promises outside LeetCode's range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contract {
    /// This project's conventions for every `n` (each problem documents them:
    /// what a negative `n`, the empty input and a too large `n` give).
    Project,
    /// LeetCode's alone: the known answers, from `n = 1` up, and no warning
    /// rule. A student's attempt starts here; taking `, attempt` off its line
    /// in `approaches!` holds it to the project's conventions too.
    LeetCode,
}

/// One approach, as the tests, the benchmarks and the binary see it. `I` is
/// what LeetCode's method takes, `A` what it returns.
#[derive(Debug)]
pub struct Approach<I: 'static, A: 'static> {
    /// Its name on the command line and in tables.
    pub name: &'static str,
    /// Its module's name, which its tests are named after.
    pub module: &'static str,
    /// Its `Solution` method.
    pub solve: fn(I) -> A,
    /// Set by hand from `compare`: the largest `n` it solves within a second
    /// or two in a release build on the machine the guides were measured on.
    pub practical_limit: i32,
    /// The whole source file of its module.
    pub source: &'static str,
    /// What it answers outside LeetCode's range.
    pub contract: Contract,
}

impl<I, A> Approach<I, A> {
    /// What a user pastes into LeetCode's editor: everything after the
    /// [`STRUCT_LINE`] of the source, since LeetCode declares `Solution` itself.
    ///
    /// # Panics
    ///
    /// If the source has no [`STRUCT_LINE`]; the paste tests check every file.
    #[must_use]
    pub fn paste_text(&self) -> &'static str {
        paste_text(self.source)
            .unwrap_or_else(|| panic!("{} has no `{STRUCT_LINE}` line", self.name))
    }
}

/// The paste text of an approach file's `source`: everything after its
/// [`STRUCT_LINE`], or `None` if it has none.
#[must_use]
pub fn paste_text(source: &str) -> Option<&str> {
    // The line may be the file's first, in an attempt without docs.
    let line = format!("{STRUCT_LINE}\n");
    let paste = match source.strip_prefix(&line) {
        Some(paste) => paste,
        None => source.split_once(&format!("\n{line}"))?.1,
    };
    Some(paste.trim_start_matches('\n'))
}

/// The one list of a problem's approaches: declares each module and builds
/// `pub const APPROACHES`, in the order given.
///
/// ```ignore
/// pub struct Permutations;
///
/// leetcode_harness::approaches! {
///     Permutations: permute(nums: Vec<i32>) -> Vec<Vec<i32>>;
///     backtracking: "backtracking", practical to 9;
///     heap: "heap", practical to 9;
///     my_attempt: "my-attempt", practical to 6, attempt;
/// }
/// ```
///
/// The first line names the problem's type and LeetCode's method as
/// LeetCode declares it; the macro implements
/// [`Listing`](crate::problem::Listing) for the type, with the list and the
/// package's name and folders. Each further line is one approach file and
/// the approach's name. The files are `src/approaches/<module>.rs`, in the
/// module `approaches` (declared where the macro is called, in `src/lib.rs`).
/// `attempt` marks a student's own attempt, held to LeetCode's contract
/// alone ([`Contract::LeetCode`]) and asked for no docs.
///
/// It also exports `each_approach!`, for tests written in Rust's own syntax
/// (rstest tables): `each_approach!(callback)` calls
/// `callback! { method: module, module, ... }` with LeetCode's method and
/// every module of the list, attempts too.
#[macro_export]
macro_rules! approaches {
    (
        $problem:ty: $method:ident($input:ident: $input_ty:ty) -> $answer:ty;
        $( $module:ident: $name:literal, practical to $limit:literal $(, $attempt:ident)?; )*
    ) => {
        /// Every approach, a file each: its docs, the line
        /// `pub struct Solution;`, then what LeetCode compiles.
        // LeetCode's judges run an older Rust than the workspace's:
        // `incompatible_msrv` flags any std API newer than this.
        #[clippy::msrv = "1.79"]
        pub mod approaches {
            $( $crate::approaches!(@module $module $($attempt)?); )*
        }

        /// Every approach, in the order the guide teaches them (your attempts
        /// last): the one list that the tests, the benchmarks and the binary
        /// iterate.
        pub const APPROACHES: &[$crate::Approach<$input_ty, $answer>] = &[
            $( $crate::Approach {
                name: $name,
                module: stringify!($module),
                solve: approaches::$module::Solution::$method,
                practical_limit: $limit,
                source: include_str!(concat!(
                    env!("CARGO_MANIFEST_DIR"), "/src/approaches/", stringify!($module), ".rs"
                )),
                contract: $crate::approaches!(@contract $($attempt)?),
            }, )*
        ];

        impl $crate::problem::Listing for $problem {
            type Input = $input_ty;
            type Answer = $answer;
            const APPROACHES: &'static [$crate::Approach<$input_ty, $answer>] = APPROACHES;
            const SIGNATURE: &'static str = concat!(
                "pub fn ", stringify!($method), "(", stringify!($input), ": ",
                stringify!($input_ty), ") -> ", stringify!($answer)
            );
            const METHOD: &'static str = stringify!($method);
            const INPUT_TYPE: &'static str = stringify!($input_ty);
            const PACKAGE: &'static str = env!("CARGO_PKG_NAME");
            const CRATE_DIR: &'static str = env!("CARGO_MANIFEST_DIR");
            const APPROACHES_DIR: &'static str =
                concat!(env!("CARGO_MANIFEST_DIR"), "/src/approaches");
        }

        $crate::approaches!(@each ($) $method: $( $module ),*);
    };
    (@module $module:ident) => { pub mod $module; };
    // A student's attempt: the template's docs may go, with no warning.
    (@module $module:ident attempt) => {
        #[allow(missing_docs)]
        pub mod $module;
    };
    (@contract) => { $crate::Contract::Project };
    (@contract attempt) => { $crate::Contract::LeetCode };
    // `$d` is a `$`, for the inner macro's own variables.
    (@each ($d:tt) $method:ident: $( $module:ident ),*) => {
        /// Calls `callback! { method: module, ... }` with LeetCode's method
        /// and every approach module, in the list's order.
        #[macro_export]
        macro_rules! each_approach {
            ($d callback:ident) => { $d callback! { $method: $( $module ),* } };
        }
    };
}
