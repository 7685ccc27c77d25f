//! The bytes of one input workbook. A file is read from disk once and every reader
//! (format detection, calamine, the layout pass) works on that copy; a file too large to
//! hold is instead reopened for each reader, so memory stays bounded.

use std::fs::File;
use std::io::{BufReader, Cursor, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::Arc;

use crate::error::Error;

/// Files up to this size are read into memory whole. A workbook this large is rare, and
/// with one file per worker thread the copies stay well below the memory of any machine
/// that runs spreadsheets; beyond it a sheet streamed from disk costs no memory at all.
pub const IN_MEMORY_LIMIT: u64 = 64 << 20;

/// Where a workbook's bytes come from.
#[derive(Debug, Clone)]
pub enum Source {
    /// The whole file, read once.
    Memory(Arc<[u8]>),
    /// A file larger than [`IN_MEMORY_LIMIT`], opened anew for each reader.
    File(std::path::PathBuf),
}

impl Source {
    /// Reads `path` into memory when it is small enough, otherwise remembers where it is.
    pub fn open(path: &Path) -> Result<Source, Error> {
        Source::open_with_limit(path, IN_MEMORY_LIMIT)
    }

    fn open_with_limit(path: &Path, limit: u64) -> Result<Source, Error> {
        let file = File::open(path).map_err(Error::read)?;
        let len = file.metadata().map_err(Error::read)?.len();
        if len > limit {
            return Ok(Source::File(path.to_path_buf()));
        }
        let mut data = Vec::with_capacity(len as usize);
        // A file that grows while it is read is still read to its end, which
        // `take` bounds so that a device or a pipe cannot fill memory.
        file.take(limit + 1)
            .read_to_end(&mut data)
            .map_err(Error::read)?;
        if data.len() as u64 > limit {
            return Ok(Source::File(path.to_path_buf()));
        }
        Ok(Source::Memory(data.into()))
    }

    /// Bytes already in memory (a fuzzer's input, a test's workbook).
    pub fn from_bytes(data: impl Into<Arc<[u8]>>) -> Source {
        Source::Memory(data.into())
    }

    /// The whole content, read from disk when it is not in memory.
    pub fn bytes(&self) -> Result<Arc<[u8]>, Error> {
        match self {
            Source::Memory(data) => Ok(Arc::clone(data)),
            Source::File(p) => Ok(std::fs::read(p).map_err(Error::read)?.into()),
        }
    }

    /// The whole content, when it is in memory.
    pub fn in_memory(&self) -> Option<&Arc<[u8]>> {
        match self {
            Source::Memory(data) => Some(data),
            Source::File(_) => None,
        }
    }

    /// Its size in bytes.
    pub fn len(&self) -> Result<u64, Error> {
        match self {
            Source::Memory(data) => Ok(data.len() as u64),
            Source::File(p) => Ok(std::fs::metadata(p).map_err(Error::read)?.len()),
        }
    }

    /// A new reader positioned at the start.
    pub fn reader(&self) -> Result<SourceReader, Error> {
        Ok(match self {
            Source::Memory(data) => SourceReader::Memory(Cursor::new(Arc::clone(data))),
            Source::File(p) => {
                SourceReader::File(BufReader::new(File::open(p).map_err(Error::read)?))
            }
        })
    }
}

/// A reader over a [`Source`].
#[derive(Debug)]
pub enum SourceReader {
    /// Over the bytes in memory.
    Memory(Cursor<Arc<[u8]>>),
    /// Over the file on disk.
    File(BufReader<File>),
}

impl Read for SourceReader {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            SourceReader::Memory(c) => c.read(buf),
            SourceReader::File(f) => f.read(buf),
        }
    }
}

impl Seek for SourceReader {
    fn seek(&mut self, pos: SeekFrom) -> std::io::Result<u64> {
        match self {
            SourceReader::Memory(c) => c.seek(pos),
            SourceReader::File(f) => f.seek(pos),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_files_are_read_once_and_shared() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.bin");
        std::fs::write(&path, b"hello world").unwrap();
        let source = Source::open(&path).unwrap();
        assert!(matches!(source, Source::Memory(_)));
        // Removing the file changes nothing for readers made afterwards.
        std::fs::remove_file(&path).unwrap();
        for _ in 0..2 {
            let mut r = source.reader().unwrap();
            let mut s = String::new();
            r.seek(SeekFrom::Start(6)).unwrap();
            r.read_to_string(&mut s).unwrap();
            assert_eq!(s, "world");
        }
        assert_eq!(source.len().unwrap(), 11);
    }

    #[test]
    fn large_files_are_reopened_for_each_reader() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.bin");
        std::fs::write(&path, b"hello world").unwrap();
        let source = Source::open_with_limit(&path, 4).unwrap();
        assert!(matches!(source, Source::File(_)));
        let mut s = String::new();
        source.reader().unwrap().read_to_string(&mut s).unwrap();
        assert_eq!(s, "hello world");
        assert_eq!(&*source.bytes().unwrap(), b"hello world");
        assert_eq!(source.len().unwrap(), 11);
    }

    #[test]
    fn missing_files_are_read_errors() {
        let e = Source::open(Path::new("/no/such/file.xlsx")).unwrap_err();
        assert!(
            matches!(&e, Error::Read(io) if io.kind() == std::io::ErrorKind::NotFound),
            "{e}"
        );
    }
}
