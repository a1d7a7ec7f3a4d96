//! The commands' arguments that clap cannot check alone: sizes and a
//! time limit, each with a message that says what is accepted.

use std::{error, fmt};

/// An argument that is not what its command accepts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArgError {
    /// Not a whole number.
    NotAWholeNumber(String),
    /// A size outside `0..=max`; `why` says why no larger one.
    SizeOutOfRange {
        /// The largest size accepted.
        max: usize,
        /// Why no larger one, e.g. "the answer would not fit in an `i32`".
        why: &'static str,
    },
    /// Not a number of seconds the judge can wait.
    NotATimeLimit(String),
}

impl fmt::Display for ArgError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ArgError::NotAWholeNumber(arg) => write!(f, "`{arg}` is not a whole number"),
            ArgError::SizeOutOfRange { max, why: "" } => write!(f, "n must be from 0 to {max}"),
            ArgError::SizeOutOfRange { max, why } => write!(f, "n must be from 0 to {max}: {why}"),
            ArgError::NotATimeLimit(arg) => {
                write!(f, "`{arg}` is not a number of seconds from 0.01 to 3600")
            }
        }
    }
}

impl error::Error for ArgError {}

/// Parses a whole number, negative ones too.
///
/// # Errors
///
/// If `arg` is not one.
pub fn whole_number(arg: &str) -> Result<i32, ArgError> {
    arg.parse().map_err(|_| ArgError::NotAWholeNumber(arg.to_owned()))
}

/// A parser of sizes from 0 to `max`, for clap's `value_parser`;
/// `why` says why no larger one (or is empty). Every command's size is read
/// by one.
pub fn size_up_to(
    max: usize,
    why: &'static str,
) -> impl Fn(&str) -> Result<usize, ArgError> + Clone + Send + Sync + 'static {
    move |arg| {
        let n: i64 = arg.parse().map_err(|_| ArgError::NotAWholeNumber(arg.to_owned()))?;
        match usize::try_from(n) {
            Ok(size) if size <= max => Ok(size),
            _ => Err(ArgError::SizeOutOfRange { max, why }),
        }
    }
}

/// Parses the judge's time limit, in seconds.
pub(super) fn time_limit(arg: &str) -> Result<f64, ArgError> {
    match arg.parse::<f64>() {
        Ok(seconds) if (0.01..=3600.0).contains(&seconds) => Ok(seconds),
        _ => Err(ArgError::NotATimeLimit(arg.to_owned())),
    }
}

#[cfg(test)]
mod tests {
    use super::{ArgError, size_up_to};

    #[test]
    fn a_size_is_a_whole_number_in_range() {
        let size = size_up_to(32, "the answer is held in 32 bits");
        assert_eq!(size("0"), Ok(0));
        assert_eq!(size("32"), Ok(32));
        let out_of_range =
            ArgError::SizeOutOfRange { max: 32, why: "the answer is held in 32 bits" };
        for arg in ["33", "-1", "99999999999"] {
            assert_eq!(size(arg), Err(out_of_range.clone()), "{arg}");
        }
        assert_eq!(size("x"), Err(ArgError::NotAWholeNumber("x".to_owned())));
        assert_eq!(
            out_of_range.to_string(),
            "n must be from 0 to 32: the answer is held in 32 bits"
        );
    }
}
