//! Where the tests that check the public puzzle sets find them: the samples committed in
//! `tests/data`, and the whole sets beside the clone for the long `#[ignore]`d runs.

use std::path::{Path, PathBuf};

/// The committed samples.
pub fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// The whole sets: `$SUDOKU_DATA_DIR`, or else `../shared/data` beside the clone. Panics
/// when the folder is absent.
pub fn data_dir() -> PathBuf {
    let dir = std::env::var_os("SUDOKU_DATA_DIR").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data"),
        PathBuf::from,
    );
    assert!(
        dir.is_dir(),
        "{} is absent: this long run needs the public puzzle sets (see tests/data/README.md; \
         SUDOKU_DATA_DIR may name another copy). Without them run only the default tests, \
         which check the samples in tests/data.",
        dir.display()
    );
    dir
}
