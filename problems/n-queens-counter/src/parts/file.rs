//! The file a part is written to: whole once its count is done, or not at
//! all, so that a part killed halfway (a batch job out of time, a machine
//! gone) leaves nothing that [`merge`](super::merge) could take for a
//! finished part.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::part::Part;

/// A part's file in the making: a temporary file beside the target, named so
/// that no glob of the parts (`parts/*.json`, `parts/part-*.json`) picks it
/// up, renamed onto the target only once the part is written and synced.
///
/// Dropped unwritten (an error, a panic), it removes its temporary file; a
/// process killed outright leaves it behind, under a name no merge takes.
#[derive(Debug)]
pub struct PartFile {
    /// Where the part goes.
    target: PathBuf,
    /// Where it is written first: `.NAME.partial-PID` in the target's folder.
    temp: PathBuf,
    /// The open temporary file; `None` once renamed onto the target.
    file: Option<File>,
}

impl PartFile {
    /// Opens the temporary file for `target`. Made before the count, so that
    /// a path that cannot be written (no such folder, no permission) is
    /// refused at once rather than after hours of counting.
    ///
    /// # Errors
    ///
    /// If `target` names no file (it ends in `..`, or is a folder) or its
    /// folder has no room for the temporary file; the error names `target`.
    pub fn create(target: &Path) -> io::Result<PartFile> {
        let named = |error: io::Error| with_path(target, &error);
        let Some(name) = target.file_name().filter(|_| !target.is_dir()) else {
            let error = io::Error::new(io::ErrorKind::InvalidInput, "names no file");
            return Err(named(error));
        };
        // A bare name's parent is "": the current folder.
        let folder = target.parent().filter(|parent| !parent.as_os_str().is_empty());
        let mut temp_name = std::ffi::OsString::from(".");
        temp_name.push(name);
        temp_name.push(format!(".partial-{}", std::process::id()));
        let temp = folder.unwrap_or(Path::new(".")).join(temp_name);
        // Truncate rather than refuse a file of this name: one left by a
        // killed process had this process's id only because ids are reused.
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .open(&temp)
            .map_err(named)?;
        Ok(PartFile { target: target.to_owned(), temp, file: Some(file) })
    }

    /// Writes `part` as one JSON line (what `--part` prints), syncs it to
    /// disk and renames it onto the target, replacing any file there.
    ///
    /// # Errors
    ///
    /// If writing, syncing or renaming fails; the error names the target,
    /// and the temporary file is removed.
    pub fn write(mut self, part: &Part) -> io::Result<()> {
        let json = serde_json::to_string(part).expect("a part is plain data");
        let mut file = self.file.take().expect("a part file is written once");
        let written = writeln!(file, "{json}")
            .and_then(|()| file.sync_all())
            // Closed before the rename, which Windows refuses on an open file.
            .and_then(|()| {
                drop(file);
                fs::rename(&self.temp, &self.target)
            });
        match written {
            Ok(()) => Ok(()),
            Err(error) => {
                // Best effort: the error to report is the write's.
                let _ = fs::remove_file(&self.temp);
                Err(with_path(&self.target, &error))
            }
        }
    }
}

impl Drop for PartFile {
    /// Removes the temporary file of a part that was never written.
    fn drop(&mut self) {
        if self.file.take().is_some() {
            // Best effort: nothing to report it to while unwinding.
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// `error`, of the same kind, with `path` in front of its message.
fn with_path(path: &Path, error: &io::Error) -> io::Error {
    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
}
