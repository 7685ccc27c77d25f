//! The byte pass over a worksheet part's rows, and what lies after them: the rows of a
//! big sheet are passed over unparsed (only `</sheetData` is looked for), so a sheet's
//! merged ranges and paper cost little more than unpacking it. The reader
//! (`read.rs`) and the rewrite (`sheet.rs`) both use it.

use std::io::{BufRead, Write};

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

use crate::address::parse_cell;
use crate::package::parts::attr;

/// A merged range: `((first row, first column), (last row, last column))`, zero-based.
pub type Merge = ((u32, u32), (u32, u32));

pub(super) fn range_of(text: &str) -> Option<Merge> {
    let (a, b) = text.split_once(':').unwrap_or((text, text));
    Some((parse_cell(a).ok()?, parse_cell(b).ok()?))
}

/// Walks a sheet part's elements, its rows passed over unparsed, handing each element
/// after them to `seen` until it says `Stop` (or the part ends).
fn after_rows<R: BufRead>(
    part: R,
    mut seen: impl FnMut(Seen<'_, '_>) -> Walk,
) -> Result<(), String> {
    let mut r = Reader::from_reader(Rewind::new(part));
    let mut buf = Vec::new();
    loop {
        let ev = r
            .read_event_into(&mut buf)
            .map_err(|e| format!("the sheet is not well-formed XML: {e}"))?;
        match ev {
            Event::Start(e) if e.local_name().as_ref() == "sheetData" => {
                let close = format!("</{}sheetData", prefix_of(e.name().as_ref()));
                pass_rows(r.get_mut(), None, close.as_bytes())?;
            }
            Event::Start(e) | Event::Empty(e) if seen(Seen::Open(&e)) == Walk::Stop => {
                return Ok(());
            }
            Event::End(e) if seen(Seen::Close(e.local_name().as_ref())) == Walk::Stop => {
                return Ok(());
            }
            Event::Eof => return Ok(()),
            _ => {}
        }
        buf.clear();
    }
}

/// An element [`after_rows`] met: its start (or empty) tag, or the local name of its end
/// tag.
enum Seen<'a, 'b> {
    Open(&'a BytesStart<'b>),
    Close(&'a str),
}

/// Whether [`after_rows`] goes on.
#[derive(PartialEq, Eq)]
enum Walk {
    On,
    Stop,
}

/// The merged ranges of a sheet part. Its rows are passed over unparsed (the merged
/// ranges follow them), and the reading ends with the list of merged ranges: finding
/// the merges of a big sheet costs little more than unpacking it.
pub fn merges<R: BufRead>(part: R) -> Result<Vec<Merge>, String> {
    let mut out = Vec::new();
    after_rows(part, |seen| match seen {
        Seen::Open(e) if e.local_name().as_ref() == "mergeCell" => {
            out.extend(attr(e, "ref").and_then(|t| range_of(&t)));
            Walk::On
        }
        Seen::Close("mergeCells") => Walk::Stop,
        _ => Walk::On,
    })?;
    Ok(out)
}

/// The paper a sheet part's page setup names, as Excel numbers papers; its rows are
/// passed over unparsed.
pub fn paper<R: BufRead>(part: R) -> Result<Option<u32>, String> {
    let mut paper = None;
    after_rows(part, |seen| match seen {
        Seen::Open(e) if e.local_name().as_ref() == "pageSetup" => {
            paper = num(e, "paperSize");
            Walk::Stop
        }
        _ => Walk::On,
    })?;
    Ok(paper)
}

/// The part's bytes as the XML reader takes them, with room to hand back the few it
/// gave out while [`pass_rows`] looked ahead.
pub(super) struct Rewind<R> {
    front: Vec<u8>,
    at: usize,
    inner: R,
}

impl<R> Rewind<R> {
    pub(super) fn new(inner: R) -> Self {
        Rewind {
            front: Vec::new(),
            at: 0,
            inner,
        }
    }

    /// The bytes handed back and not read again yet.
    pub(super) fn unread(&self) -> &[u8] {
        &self.front[self.at..]
    }
}

impl<R: BufRead> std::io::Read for Rewind<R> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let b = self.fill_buf()?;
            let n = b.len().min(out.len());
            out[..n].copy_from_slice(&b[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Rewind<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.at < self.front.len() {
            Ok(&self.front[self.at..])
        } else {
            self.inner.fill_buf()
        }
    }

    fn consume(&mut self, n: usize) {
        if self.at < self.front.len() {
            self.at += n;
            if self.at >= self.front.len() {
                self.front.clear();
                self.at = 0;
            }
        } else {
            self.inner.consume(n);
        }
    }
}

/// Where [`pass_rows`] stands.
#[derive(Clone, Copy)]
pub(super) enum Pass {
    Text,
    /// The last bytes read are the first `n` of the closing tag (`<` at least).
    Close(usize),
    /// After `<!`.
    Bang,
    /// In a comment (ended by `-->`) or a CDATA section (by `]]>`): the byte that ends it
    /// twice before the `>`, and how many of it were just read.
    Until(u8, u8),
    /// In a processing instruction, just after a `?` or not.
    Pi(bool),
}

/// Passes over rows the edit leaves as they are, from between two rows (or the start of
/// `sheetData`) up to the tag `close` (`</sheetData`, with the sheet's prefix), which is
/// left to be read; the bytes go to `out` when given, unchanged and unparsed. Only
/// comments, CDATA sections and processing instructions may hold a `<` that starts no
/// tag, and they are passed whole.
pub(super) fn pass_rows<R: BufRead>(
    r: &mut Rewind<R>,
    mut out: Option<&mut dyn Write>,
    close: &[u8],
) -> Result<(), String> {
    let mut st = Pass::Text;
    // Where the closing tag being matched starts in the current buffer; `None` when it
    // started in an earlier one (its bytes then taken, not yet written).
    let mut open_at: Option<usize> = None;
    loop {
        let buf = r
            .fill_buf()
            .map_err(|e| format!("cannot read the sheet: {e}"))?;
        if buf.is_empty() {
            return Err("the sheet is not well-formed XML: it ends inside its rows".into());
        }
        let n = buf.len();
        let mut i = 0;
        while i < n {
            let b = buf[i];
            match st {
                Pass::Text => match buf[i..].iter().position(|&b| b == b'<') {
                    None => i = n,
                    Some(k) => {
                        open_at = Some(i + k);
                        st = Pass::Close(1);
                        i += k + 1;
                    }
                },
                Pass::Close(m) if m == close.len() => {
                    if matches!(b, b'>' | b' ' | b'\t' | b'\r' | b'\n') {
                        // Found: everything before the tag goes out, the tag stays.
                        match open_at {
                            Some(p) => {
                                if let Some(w) = out.as_mut() {
                                    w.write_all(&buf[..p]).map_err(io)?;
                                }
                                r.consume(p);
                            }
                            None => {
                                r.consume(i);
                                r.front = close.to_vec();
                                r.at = 0;
                            }
                        }
                        return Ok(());
                    }
                    st = mismatch(&mut out, open_at, close, m, i)?;
                }
                Pass::Close(m) if b == close[m] => {
                    st = Pass::Close(m + 1);
                    i += 1;
                }
                Pass::Close(m) => {
                    st = mismatch(&mut out, open_at, close, m, i)?;
                    if m == 1 && b == b'!' {
                        st = Pass::Bang;
                        i += 1;
                    } else if m == 1 && b == b'?' {
                        st = Pass::Pi(false);
                        i += 1;
                    }
                }
                Pass::Bang => {
                    st = match b {
                        b'-' => Pass::Until(b'-', 0),
                        b'[' => Pass::Until(b']', 0),
                        _ => Pass::Text,
                    };
                    i += 1;
                }
                Pass::Until(end, d) => {
                    st = match b {
                        b'>' if d >= 2 => Pass::Text,
                        _ if b == end => Pass::Until(end, (d + 1).min(2)),
                        _ => Pass::Until(end, 0),
                    };
                    i += 1;
                }
                Pass::Pi(q) => {
                    st = match b {
                        b'>' if q => Pass::Text,
                        _ => Pass::Pi(b == b'?'),
                    };
                    i += 1;
                }
            }
        }
        // The buffer is used up: a closing tag being matched keeps its bytes back.
        let keep = match (st, open_at) {
            (Pass::Close(_), Some(p)) => p,
            (Pass::Close(_), None) => 0,
            _ => n,
        };
        if let Some(w) = out.as_mut() {
            w.write_all(&buf[..keep]).map_err(io)?;
        }
        if let Pass::Close(_) = st {
            open_at = None;
        }
        r.consume(n);
    }
}

/// A closing tag that was not the one sought after all: its bytes taken from earlier
/// buffers go out (those of this buffer go with the rest of it), and the byte at `i`
/// is read again as text.
fn mismatch(
    out: &mut Option<&mut dyn Write>,
    open_at: Option<usize>,
    close: &[u8],
    m: usize,
    i: usize,
) -> Result<Pass, String> {
    if open_at.is_none() {
        if let Some(w) = out.as_mut() {
            // `i` bytes of the match lie in this buffer.
            w.write_all(&close[..m - i]).map_err(io)?;
        }
    }
    Ok(Pass::Text)
}

pub(super) fn prefix_of(name: &str) -> String {
    match name.rsplit_once(':') {
        Some((p, _)) => format!("{p}:"),
        None => String::new(),
    }
}

pub(super) fn num(e: &BytesStart<'_>, name: &str) -> Option<u32> {
    attr(e, name).and_then(|v| v.trim().parse().ok())
}

pub(super) fn io(e: impl std::fmt::Display) -> String {
    format!("cannot write the sheet: {e}")
}
