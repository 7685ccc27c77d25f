//! A big sheet part written anew without inflating and deflating the part of it the edit
//! leaves as it was: the head, up to a little past the last changed row, is deflated
//! anew, and the original's compressed bits from one of its block boundaries on follow
//! as they are.
//!
//! Why it is sound: a deflate block refers back at most 32 KiB into the text before it.
//! The original's blocks from a boundary at least 32 KiB past the last changed byte
//! therefore decode the same after any head that ends with the same 32 KiB as the
//! original's text before that boundary, and the new head does: it ends with the
//! original's text from the last changed row on. The new head is ended with an empty
//! stored block (a sync flush, which ends on a byte), then, where the boundary is not on
//! a byte, an empty block whose length in bits reaches the boundary's bit within its
//! byte, so the original's bytes follow as they are, the first merged with the head's
//! last bits. The CRC-32 of the whole follows from the original's and those of the two
//! heads, CRC-32 being linear. No deflate crate at hand reports block boundaries, so the
//! head is read by the small inflater here; the rest of the part is never inflated.

use std::io::{BufRead, Cursor, Read, Write};

use flate2::{Compress, Compression, FlushCompress, Status};

use super::sheet::{self, SheetEdit};

/// The deflate level of the parts written anew: on a 7 MB sheet part about as fast as
/// level 1 (which packs it a quarter larger) and far faster than the default 6
/// (BENCHMARKS.md, "Whole-workbook copies").
pub(super) const LEVEL: u32 = 2;

/// How far back a deflate block may refer.
const WINDOW: u64 = 32 << 10;
/// Most of the part the inflater unpacks before the splice is given up: a grid this deep
/// in its sheet, or a part with no boundary after it, is rewritten whole instead.
const HEAD_LIMIT: u64 = 8 << 20;
/// Parts smaller than this are rewritten whole: there is little to gain.
pub(super) const MIN_PART: u64 = 256 << 10;

/// One compressed part of the input package.
pub(super) struct Part<'a> {
    /// Its name.
    pub name: &'a str,
    /// Its compressed bytes (a raw deflate stream).
    pub data: &'a [u8],
    /// The CRC-32 the package records for it.
    pub crc: u32,
    /// Its unpacked size, as the package records it.
    pub size: u64,
    /// Its time stamp.
    pub modified: Option<zip::DateTime>,
}

/// Writes `part` rewritten with `edit` to `zout`, the unchanged end of it copied as its
/// compressed bits (or, where the edit reaches the end of the part, or no boundary
/// follows the last change, the whole of it deflated anew). `Ok(false)`, with nothing
/// written, when that cannot be done (the part is not well-formed, its head passes
/// [`HEAD_LIMIT`], or the entry would need zip64 records): the caller then rewrites the
/// whole part as a stream.
pub(super) fn write<W: Write + std::io::Seek>(
    zout: &mut zip::ZipWriter<W>,
    part: &Part<'_>,
    edit: SheetEdit,
) -> std::io::Result<bool> {
    let Some(entry) = spliced(part, edit) else {
        return Ok(false);
    };
    write_entry(zout, entry, part.modified)?;
    Ok(true)
}

/// Copies a ready entry into `zout` with zip's own raw copy, as a part written anew
/// (its time, a file's usual permissions).
fn write_entry<W: Write + std::io::Seek>(
    zout: &mut zip::ZipWriter<W>,
    entry: Entry<'_>,
    modified: Option<zip::DateTime>,
) -> std::io::Result<()> {
    let mut stream = Cursor::new(entry.head).chain(entry.tail);
    let other = |e: zip::result::ZipError| std::io::Error::other(e.to_string());
    let file = zip::read::read_zipfile_from_stream(&mut stream)
        .map_err(other)?
        .ok_or_else(|| std::io::Error::other("the spliced entry cannot be read back"))?;
    zout.raw_copy_file_touch(file, modified.unwrap_or_default(), Some(0o644))
        .map_err(other)
}

/// A zip entry ready to be copied: its local header and first bytes, then the
/// original's bytes.
struct Entry<'a> {
    head: Vec<u8>,
    tail: &'a [u8],
}

fn spliced<'a>(part: &Part<'a>, edit: SheetEdit) -> Option<Entry<'a>> {
    let mut inflater = Inflater::new(part.data, HEAD_LIMIT);
    let mut head = Deflater::new();
    let stopped = sheet::rewrite_until_unchanged(&mut inflater, &mut head, edit).ok()?;
    let Some(front) = stopped else {
        // The rewrite went to the end: the whole part is in `head`.
        return whole(part, head);
    };
    head.write_all(&front).ok()?;
    let from = inflater.offset();
    // Copy on to a boundary far enough past the last change.
    let (bit, at) = loop {
        if inflater.pending().is_empty() {
            match inflater.boundary() {
                Some((bit, at)) if at >= from + WINDOW => break (bit, at),
                _ => {}
            }
            if !inflater.decode().ok()? {
                // The part ended first: it is all in `head`.
                return whole(part, head);
            }
            continue;
        }
        head.write_all(inflater.pending()).ok()?;
        inflater.consume_all();
    };
    let (mut bytes, new_crc, new_len) = head.end(FlushCompress::Sync).ok()?;
    // An empty block up to the boundary's bit within its byte.
    let shift = (bit % 8) as u32;
    let start = (bit / 8) as usize;
    let first = *part.data.get(start)?;
    let tail = if shift == 0 {
        &part.data[start..]
    } else {
        let mut fill = empty_block(shift).bytes;
        let last = fill.pop().unwrap_or(0);
        bytes.extend_from_slice(&fill);
        bytes.push(last | (first & (0xff << shift)));
        &part.data[start + 1..]
    };
    let tail_len = part.size.checked_sub(at)?;
    let crc = part.crc ^ crc_shift(inflater.crc(), tail_len) ^ crc_shift(new_crc, tail_len);
    entry(part, bytes, tail, crc, new_len + tail_len)
}

/// The entry of a part deflated whole into `head`.
fn whole<'a>(part: &Part<'a>, head: Deflater) -> Option<Entry<'a>> {
    let (bytes, crc, len) = head.end(FlushCompress::Finish).ok()?;
    entry(part, bytes, &[], crc, len)
}

/// The entry whose data is `bytes` then `tail`, of `size` bytes unpacked; `None` when
/// it would need zip64 records.
fn entry<'a>(
    part: &Part<'a>,
    bytes: Vec<u8>,
    tail: &'a [u8],
    crc: u32,
    size: u64,
) -> Option<Entry<'a>> {
    let packed = (bytes.len() + tail.len()) as u64;
    if size >= u64::from(u32::MAX) || packed >= u64::from(u32::MAX) {
        return None;
    }
    let mut head = local_header(part, crc, packed as u32, size as u32);
    head.extend_from_slice(&bytes);
    Some(Entry { head, tail })
}

/// Bits written first to last, each byte filled from its lowest bit, as deflate
/// streams are.
#[derive(Default)]
struct Bits {
    bytes: Vec<u8>,
    n: u32,
}

impl Bits {
    /// The `len` low bits of `value`, lowest first (a header field, extra bits).
    fn int(&mut self, value: u32, len: u32) {
        for i in 0..len {
            self.bit((value >> i) & 1);
        }
    }

    /// A Huffman code of `len` bits, its highest bit first.
    fn code(&mut self, code: u32, len: u32) {
        for i in (0..len).rev() {
            self.bit((code >> i) & 1);
        }
    }

    fn bit(&mut self, b: u32) {
        if self.n.is_multiple_of(8) {
            self.bytes.push(0);
        }
        if let Some(last) = self.bytes.last_mut() {
            *last |= (b as u8) << (self.n % 8);
        }
        self.n += 1;
    }
}

/// An empty block of dynamic codes, to follow a byte boundary and end `shift` bits
/// (1 to 7) into a byte: its bits, the last byte partly filled.
///
/// The block is 101 bits and one more for each literal code past 257 (up to 7), which
/// makes every length within a byte reachable. Every code in it is complete, as the
/// strictest inflaters want: code lengths of 1 for the byte 0 and the end code, 1 and 1
/// for two distances; the code-length code gives 0 one bit and 1 and 18 two.
fn empty_block(shift: u32) -> Bits {
    let extra = (shift + 8 - 5) % 8;
    let mut b = Bits::default();
    b.int(0, 1); // not the last block
    b.int(2, 2); // dynamic codes
    b.int(extra, 5); // 257 + extra literal and length codes
    b.int(1, 5); // 2 distance codes
    b.int(19 - 4, 4); // all 19 code-length code lengths
    for k in CLEN_ORDER {
        b.int(
            match k {
                0 => 1,
                1 | 18 => 2,
                _ => 0,
            },
            3,
        );
    }
    // The code-length code: 0 is `0`, 1 is `10`, 18 is `11`.
    let (zero, one, run) = ((0, 1), (0b10, 2), (0b11, 2));
    b.code(one.0, one.1); // the byte 0: 1 bit
    for zeros in [138, 117] {
        b.code(run.0, run.1); // bytes 1 to 255: no code
        b.int(zeros - 11, 7);
    }
    b.code(one.0, one.1); // the end code: 1 bit
    for _ in 0..extra {
        b.code(zero.0, zero.1); // the codes past it: none
    }
    b.code(one.0, one.1); // two distances of 1 bit
    b.code(one.0, one.1);
    b.code(1, 1); // the end code, the second of the two one-bit codes
    debug_assert_eq!(b.n % 8, shift);
    b
}

/// `crc` carried over `len` more bytes of zeros, less their own CRC: the part of
/// CRC-32(a, b) that depends on `a`, where `crc` is CRC-32(a) and `len` the length of b.
fn crc_shift(crc: u32, len: u64) -> u32 {
    let mut h = crc32fast::Hasher::new_with_initial_len(crc, 0);
    h.combine(&crc32fast::Hasher::new_with_initial_len(0, len));
    h.finalize()
}

/// The local header of a deflated entry without a data descriptor.
fn local_header(part: &Part<'_>, crc: u32, packed: u32, size: u32) -> Vec<u8> {
    let when = part.modified.unwrap_or_default();
    // Bit 11: the name is UTF-8.
    let flags: u16 = if part.name.is_ascii() { 0 } else { 1 << 11 };
    let mut h = Vec::with_capacity(30 + part.name.len());
    h.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
    h.extend_from_slice(&20u16.to_le_bytes());
    h.extend_from_slice(&flags.to_le_bytes());
    h.extend_from_slice(&8u16.to_le_bytes());
    h.extend_from_slice(&when.timepart().to_le_bytes());
    h.extend_from_slice(&when.datepart().to_le_bytes());
    h.extend_from_slice(&crc.to_le_bytes());
    h.extend_from_slice(&packed.to_le_bytes());
    h.extend_from_slice(&size.to_le_bytes());
    h.extend_from_slice(&(part.name.len() as u16).to_le_bytes());
    h.extend_from_slice(&0u16.to_le_bytes());
    h.extend_from_slice(part.name.as_bytes());
    h
}

/// The new head, deflated into memory at the level of every part written anew.
struct Deflater {
    z: Compress,
    out: Vec<u8>,
    crc: crc32fast::Hasher,
    len: u64,
}

impl Deflater {
    fn new() -> Self {
        Deflater {
            z: Compress::new(Compression::new(LEVEL), false),
            out: Vec::new(),
            crc: crc32fast::Hasher::new(),
            len: 0,
        }
    }

    /// Ends the head, with an empty stored block (`Sync`: it ends on a byte, more
    /// blocks may follow) or as the whole stream (`Finish`): (its bytes, its text's
    /// CRC-32 and length).
    fn end(mut self, how: FlushCompress) -> std::io::Result<(Vec<u8>, u32, u64)> {
        loop {
            self.out.reserve(4 << 10);
            let status = self
                .z
                .compress_vec(&[], &mut self.out, how)
                .map_err(std::io::Error::other)?;
            // A sync is done once deflate leaves room unused; a finish once the stream
            // has ended.
            let done = match how {
                FlushCompress::Finish => status == Status::StreamEnd,
                _ => self.out.len() < self.out.capacity(),
            };
            if done {
                break;
            }
        }
        Ok((self.out, self.crc.finalize(), self.len))
    }
}

impl Write for Deflater {
    fn write(&mut self, mut buf: &[u8]) -> std::io::Result<usize> {
        let n = buf.len();
        self.crc.update(buf);
        self.len += n as u64;
        while !buf.is_empty() {
            self.out.reserve(buf.len() / 2 + (16 << 10));
            let before = self.z.total_in();
            let status = self
                .z
                .compress_vec(buf, &mut self.out, FlushCompress::None)
                .map_err(std::io::Error::other)?;
            let used = (self.z.total_in() - before) as usize;
            buf = &buf[used..];
            if status == Status::BufError && used == 0 {
                return Err(std::io::Error::other("deflate made no progress"));
            }
        }
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Bytes inflated at a time before they are handed out.
const CHUNK: usize = 64 << 10;

/// Where the inflater is in the stream.
#[derive(Debug)]
enum Block {
    /// At a block boundary: a block header comes next.
    Header,
    /// In a stored block, with this many bytes left.
    Stored(usize),
    /// In a block of Huffman codes.
    Codes,
    /// After the last block.
    Done,
}

/// A canonical Huffman code as a table indexed by the next `bits` bits of the stream,
/// each entry `symbol << 4 | length` (0 for no code).
#[derive(Debug, Default)]
struct Huffman {
    table: Vec<u16>,
    bits: u32,
}

impl Huffman {
    /// The code with these lengths, one a symbol; fails on an over-full code.
    fn build(&mut self, lengths: &[u8]) -> Result<(), String> {
        let mut count = [0u16; 16];
        for &l in lengths {
            count[l as usize] += 1;
        }
        count[0] = 0;
        let max = (1..16).rev().find(|&l| count[l] > 0).unwrap_or(1);
        let mut left: i32 = 1;
        for &c in &count[1..=max] {
            left = (left << 1) - i32::from(c);
            if left < 0 {
                return Err("a Huffman code is over-full".into());
            }
        }
        let mut next = [0u32; 16];
        let mut code = 0u32;
        for l in 1..16 {
            code = (code + u32::from(count[l - 1])) << 1;
            next[l] = code;
        }
        self.bits = max as u32;
        self.table.clear();
        self.table.resize(1 << max, 0);
        for (sym, &l) in lengths.iter().enumerate() {
            if l == 0 {
                continue;
            }
            let l = u32::from(l);
            let c = next[l as usize];
            next[l as usize] += 1;
            let rev = c.reverse_bits() >> (32 - l);
            let entry = (sym as u16) << 4 | l as u16;
            let mut k = rev as usize;
            while k < self.table.len() {
                self.table[k] = entry;
                k += 1 << l;
            }
        }
        Ok(())
    }
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];
/// The order the lengths of the code-length code come in.
const CLEN_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// A raw deflate stream inflated a chunk at a time, saying where its blocks begin; a
/// [`BufRead`] of the text for the sheet's rewrite. Keeps the CRC-32 of the text handed
/// out.
pub(super) struct Inflater<'a> {
    src: &'a [u8],
    /// The next byte of `src` to take into `bits` (past its end: zeros taken after it).
    pos: usize,
    bits: u64,
    nbits: u32,
    /// The text: the last 32 KiB handed out, then what is not handed out yet.
    out: Vec<u8>,
    given: usize,
    /// Where `out` starts in the text.
    base: u64,
    block: Block,
    last: bool,
    litlen: Huffman,
    dist: Huffman,
    limit: u64,
    crc: crc32fast::Hasher,
}

impl<'a> Inflater<'a> {
    pub(super) fn new(src: &'a [u8], limit: u64) -> Self {
        Inflater {
            src,
            pos: 0,
            bits: 0,
            nbits: 0,
            out: Vec::with_capacity(CHUNK + WINDOW as usize + 258),
            given: 0,
            base: 0,
            block: Block::Header,
            last: false,
            litlen: Huffman::default(),
            dist: Huffman::default(),
            limit,
            crc: crc32fast::Hasher::new(),
        }
    }

    /// How many bytes of text were handed out.
    pub(super) fn offset(&self) -> u64 {
        self.base + self.given as u64
    }

    /// The CRC-32 of the text handed out.
    pub(super) fn crc(&self) -> u32 {
        self.crc.clone().finalize()
    }

    /// The text inflated and not yet handed out.
    pub(super) fn pending(&self) -> &[u8] {
        &self.out[self.given..]
    }

    /// Hands out everything pending.
    pub(super) fn consume_all(&mut self) {
        let n = self.out.len() - self.given;
        BufRead::consume(self, n);
    }

    /// At a block boundary with nothing pending: the bit of the stream the next block
    /// starts at, and the length of the text before it.
    pub(super) fn boundary(&self) -> Option<(u64, u64)> {
        match self.block {
            Block::Header if self.given == self.out.len() && !self.last => {
                Some((self.bit_pos(), self.base + self.out.len() as u64))
            }
            _ => None,
        }
    }

    fn bit_pos(&self) -> u64 {
        self.pos as u64 * 8 - u64::from(self.nbits)
    }

    /// Fills `bits` to at least 56 bits, with zeros past the end of the stream (at most
    /// eight bytes of them: reading into those is an error, found by [`Self::take`]).
    fn refill(&mut self) {
        if self.pos + 8 <= self.src.len() {
            let mut w = [0u8; 8];
            w.copy_from_slice(&self.src[self.pos..self.pos + 8]);
            self.bits |= u64::from_le_bytes(w) << self.nbits;
            let n = (63 - self.nbits) / 8;
            self.pos += n as usize;
            self.nbits += n * 8;
        } else {
            while self.nbits <= 56 && self.pos < self.src.len() + 8 {
                let b = self.src.get(self.pos).copied().unwrap_or(0);
                self.bits |= u64::from(b) << self.nbits;
                self.pos += 1;
                self.nbits += 8;
            }
        }
    }

    fn take(&mut self, n: u32) -> Result<u32, String> {
        if self.nbits < n {
            self.refill();
        }
        if self.nbits < n || self.bit_pos() + u64::from(n) > self.src.len() as u64 * 8 {
            return Err("the part's deflate stream ends early".into());
        }
        let v = (self.bits & ((1u64 << n) - 1)) as u32;
        self.bits >>= n;
        self.nbits -= n;
        Ok(v)
    }

    fn symbol(&mut self, which: bool) -> Result<u16, String> {
        if self.nbits < 15 {
            self.refill();
        }
        let h = if which { &self.dist } else { &self.litlen };
        let e = h.table[(self.bits & ((1u64 << h.bits) - 1)) as usize];
        let len = u32::from(e & 15);
        if len == 0 || len > self.nbits {
            return Err("the part's deflate stream holds a bad code".into());
        }
        self.bits >>= len;
        self.nbits -= len;
        if self.bit_pos() > self.src.len() as u64 * 8 {
            return Err("the part's deflate stream ends early".into());
        }
        Ok(e >> 4)
    }

    /// Inflates some more: to the end of the block or [`CHUNK`] bytes, whichever comes
    /// first. False after the last block.
    pub(super) fn decode(&mut self) -> Result<bool, String> {
        // Keep 32 KiB handed out, for the copies that refer back.
        if self.given > CHUNK + WINDOW as usize {
            let drop = self.given - WINDOW as usize;
            self.out.drain(..drop);
            self.given -= drop;
            self.base += drop as u64;
        }
        if self.base + self.out.len() as u64 > self.limit {
            return Err("the head is too long to splice".into());
        }
        match self.block {
            Block::Done => return Ok(false),
            Block::Header => {
                if self.last {
                    self.block = Block::Done;
                    return Ok(false);
                }
                self.header()?;
            }
            _ => {}
        }
        match self.block {
            Block::Stored(left) => {
                let n = left.min(CHUNK);
                let bytes = self
                    .src
                    .get(self.pos..self.pos + n)
                    .ok_or("the part's deflate stream ends early")?;
                self.out.extend_from_slice(bytes);
                self.pos += n;
                self.block = if left == n {
                    Block::Header
                } else {
                    Block::Stored(left - n)
                };
            }
            Block::Codes => self.codes()?,
            _ => {}
        }
        Ok(true)
    }

    fn header(&mut self) -> Result<(), String> {
        self.last = self.take(1)? == 1;
        match self.take(2)? {
            0 => {
                let skip = self.nbits % 8;
                self.take(skip)?;
                let len = self.take(16)?;
                let nlen = self.take(16)?;
                if len != !nlen & 0xffff {
                    return Err("a stored block's length is damaged".into());
                }
                // Back to whole bytes of `src`.
                self.pos -= (self.nbits / 8) as usize;
                self.bits = 0;
                self.nbits = 0;
                self.block = Block::Stored(len as usize);
            }
            1 => {
                let mut l = [0u8; 288];
                l[..144].fill(8);
                l[144..256].fill(9);
                l[256..280].fill(7);
                l[280..].fill(8);
                self.litlen.build(&l)?;
                self.dist.build(&[5; 30])?;
                self.block = Block::Codes;
            }
            2 => {
                self.dynamic()?;
                self.block = Block::Codes;
            }
            _ => return Err("a deflate block has a reserved type".into()),
        }
        Ok(())
    }

    fn dynamic(&mut self) -> Result<(), String> {
        let nlen = self.take(5)? as usize + 257;
        let ndist = self.take(5)? as usize + 1;
        let ncode = self.take(4)? as usize + 4;
        if nlen > 286 || ndist > 30 {
            return Err("a deflate block has too many codes".into());
        }
        let mut clen = [0u8; 19];
        for &k in &CLEN_ORDER[..ncode] {
            clen[k] = self.take(3)? as u8;
        }
        // The code-length code is read with the literal table, refilled below.
        let mut code = Huffman::default();
        code.build(&clen)?;
        let mut lengths = [0u8; 286 + 30];
        let mut i = 0;
        while i < nlen + ndist {
            if self.nbits < 15 {
                self.refill();
            }
            let e = code.table[(self.bits & ((1u64 << code.bits) - 1)) as usize];
            let len = u32::from(e & 15);
            if len == 0 || len > self.nbits {
                return Err("the part's deflate stream holds a bad code".into());
            }
            self.bits >>= len;
            self.nbits -= len;
            let sym = e >> 4;
            let (value, times) = match sym {
                0..=15 => (sym as u8, 1),
                16 => {
                    let prev = *lengths[..i].last().ok_or("a length repeats nothing")?;
                    (prev, 3 + self.take(2)? as usize)
                }
                17 => (0, 3 + self.take(3)? as usize),
                _ => (0, 11 + self.take(7)? as usize),
            };
            if i + times > nlen + ndist {
                return Err("a deflate block's code lengths overflow".into());
            }
            lengths[i..i + times].fill(value);
            i += times;
        }
        if lengths[256] == 0 {
            return Err("a deflate block has no end code".into());
        }
        self.litlen.build(&lengths[..nlen])?;
        self.dist.build(&lengths[nlen..nlen + ndist])?;
        Ok(())
    }

    fn codes(&mut self) -> Result<(), String> {
        let stop = self.out.len() + CHUNK;
        while self.out.len() < stop {
            let sym = self.symbol(false)?;
            if sym < 256 {
                self.out.push(sym as u8);
                continue;
            }
            if sym == 256 {
                self.block = Block::Header;
                return Ok(());
            }
            let k = usize::from(sym - 257);
            if k >= LEN_BASE.len() {
                return Err("the part's deflate stream holds a bad length".into());
            }
            let len = usize::from(LEN_BASE[k]) + self.take(u32::from(LEN_EXTRA[k]))? as usize;
            let d = usize::from(self.symbol(true)?);
            if d >= DIST_BASE.len() {
                return Err("the part's deflate stream holds a bad distance".into());
            }
            let dist = usize::from(DIST_BASE[d]) + self.take(u32::from(DIST_EXTRA[d]))? as usize;
            if dist > self.out.len() {
                return Err("the part's deflate stream refers back too far".into());
            }
            let from = self.out.len() - dist;
            if dist >= len {
                self.out.extend_from_within(from..from + len);
            } else {
                for j in 0..len {
                    let b = self.out[from + j];
                    self.out.push(b);
                }
            }
        }
        Ok(())
    }
}

impl std::io::Read for Inflater<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let b = self.fill_buf()?;
            let n = b.len().min(buf.len());
            buf[..n].copy_from_slice(&b[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Inflater<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        while self.given == self.out.len() {
            if !self.decode().map_err(std::io::Error::other)? {
                break;
            }
        }
        Ok(&self.out[self.given..])
    }

    fn consume(&mut self, n: usize) {
        let n = n.min(self.out.len() - self.given);
        self.crc.update(&self.out[self.given..self.given + n]);
        self.given += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Text like a sheet's: rows of cells with varied numbers.
    fn sheet_text(rows: u32) -> Vec<u8> {
        let mut s = String::new();
        for r in 1..=rows {
            s.push_str(&format!("<row r=\"{r}\">"));
            for c in 0..6u32 {
                let v = r.wrapping_mul(2_654_435_761).rotate_left(c) % 100_000;
                s.push_str(&format!(
                    "<c r=\"{}{r}\"><v>{v}</v></c>",
                    (b'A' + c as u8) as char
                ));
            }
            s.push_str("</row>");
        }
        s.into_bytes()
    }

    fn deflate(text: &[u8], level: u32) -> Vec<u8> {
        let mut e = flate2::write::DeflateEncoder::new(Vec::new(), Compression::new(level));
        e.write_all(text).unwrap();
        e.finish().unwrap()
    }

    #[test]
    fn the_inflater_reads_what_deflate_wrote_and_sees_its_blocks() {
        let text = sheet_text(5_000);
        for level in [0, 1, 2, 6, 9] {
            let packed = deflate(&text, level);
            let mut inf = Inflater::new(&packed, u64::MAX);
            let mut back = Vec::new();
            let mut boundaries = 0;
            loop {
                if inf.pending().is_empty() {
                    if let Some((bit, at)) = inf.boundary() {
                        assert!(bit <= packed.len() as u64 * 8 && at <= text.len() as u64);
                        boundaries += 1;
                    }
                    if !inf.decode().unwrap() {
                        break;
                    }
                    continue;
                }
                back.extend_from_slice(inf.pending());
                inf.consume_all();
            }
            assert!(back == text, "level {level}");
            // zlib-rs packs at level 1 in few large blocks.
            assert!(boundaries > 1, "level {level}: {boundaries} blocks");
            assert_eq!(inf.crc(), crc32fast::hash(&text));
        }
        // Short texts come as one block of fixed codes.
        let packed = deflate(b"<row r=\"1\"/><row r=\"1\"/>", 6);
        let mut back = String::new();
        Inflater::new(&packed, u64::MAX)
            .read_to_string(&mut back)
            .unwrap();
        assert_eq!(back, "<row r=\"1\"/><row r=\"1\"/>");
    }

    #[test]
    fn damaged_streams_are_errors_not_panics() {
        let packed = deflate(&sheet_text(3_000), 6);
        for cut in [0, 1, 7, 100, packed.len() / 2, packed.len() - 1] {
            let mut sink = Vec::new();
            assert!(
                Inflater::new(&packed[..cut], u64::MAX)
                    .read_to_end(&mut sink)
                    .is_err(),
                "cut at {cut}"
            );
        }
        let mut noise = packed.clone();
        for (i, b) in noise.iter_mut().enumerate().skip(40).step_by(97) {
            *b ^= (i as u8) | 1;
        }
        let mut sink = Vec::new();
        let _ = Inflater::new(&noise, u64::MAX).read_to_end(&mut sink);
    }

    /// A sheet part of `rows` rows.
    fn sheet_part(rows: u32) -> Vec<u8> {
        let mut xml =
            b"<?xml version=\"1.0\"?><worksheet xmlns=\"m\"><dimension ref=\"A1:F9\"/><sheetData>"
                .to_vec();
        xml.extend_from_slice(&sheet_text(rows));
        xml.extend_from_slice(
            b"</sheetData><mergeCells count=\"1\"><mergeCell ref=\"K1:L1\"/></mergeCells></worksheet>",
        );
        xml
    }

    fn cells(rows: std::ops::Range<u32>) -> SheetEdit {
        let mut edit = SheetEdit {
            grids: vec![crate::address::GridRange {
                row: 0,
                col: 0,
                size: 9,
            }],
            rest_as_is: true,
            ..SheetEdit::default()
        };
        for r in rows {
            for c in [1, 7] {
                edit.put(sheet::NewCell {
                    at: (r, c),
                    xml: format!(
                        "<{{p}}c r=\"{}\"><{{p}}v>{}</{{p}}v></{{p}}c>",
                        crate::address::cell_name(r, c),
                        r + c
                    ),
                });
            }
        }
        edit
    }

    #[test]
    fn a_spliced_part_reads_back_as_the_whole_rewrite() {
        let mut spliced_parts = 0;
        // Parts of 340 KB, packed in blocks of every kind.
        for (rows, level) in [(2_000, 6), (2_000, 0), (2_000, 2)] {
            let xml = sheet_part(rows);
            let packed = deflate(&xml, level);
            let part = Part {
                name: "xl/worksheets/sheet1.xml",
                data: &packed,
                crc: crc32fast::hash(&xml),
                size: xml.len() as u64,
                modified: None,
            };
            // The last edit adds a row after the sheet's last: the whole part is new.
            for edited in [0..9, 100..130, 300..301, rows..rows + 1] {
                let mut expected = Vec::new();
                sheet::rewrite(&xml[..], &mut expected, cells(edited.clone())).unwrap();
                let entry = spliced(&part, cells(edited.clone())).unwrap();
                spliced_parts += usize::from(!entry.tail.is_empty());
                let mut zout = zip::ZipWriter::new(Cursor::new(Vec::new()));
                write_entry(&mut zout, entry, None).unwrap();
                let out = zout.finish().unwrap().into_inner();
                let mut back = zip::ZipArchive::new(Cursor::new(out)).unwrap();
                let mut text = Vec::new();
                // Reading to the end checks the CRC-32 too.
                back.by_index(0).unwrap().read_to_end(&mut text).unwrap();
                assert!(
                    text == expected,
                    "{rows} rows at level {level}, rows {edited:?} edited"
                );
            }
        }
        assert_eq!(spliced_parts, 9);
    }

    #[test]
    fn empty_blocks_end_on_every_bit_and_inflate_to_nothing() {
        let text = sheet_text(50);
        for shift in 0..8 {
            // The text, synced to a byte, an empty block ending `shift` bits into a
            // byte, then the last block (empty, of fixed codes: 3 + 7 bits).
            let mut z = Compress::new(Compression::new(2), false);
            let mut packed = Vec::with_capacity(text.len() + 1024);
            z.compress_vec(&text, &mut packed, FlushCompress::Sync)
                .unwrap();
            let mut b = if shift == 0 {
                Bits::default()
            } else {
                empty_block(shift)
            };
            b.int(1, 1);
            b.int(1, 2);
            b.code(0, 7);
            packed.extend_from_slice(&b.bytes);
            let mut back = Vec::new();
            Inflater::new(&packed, u64::MAX)
                .read_to_end(&mut back)
                .unwrap();
            assert!(back == text, "shift {shift}: our inflater");
            let mut back = Vec::new();
            flate2::read::DeflateDecoder::new(&packed[..])
                .read_to_end(&mut back)
                .unwrap();
            assert!(back == text, "shift {shift}: zlib-rs");
        }
    }

    #[test]
    fn the_crc_of_a_whole_follows_from_its_parts() {
        let text = sheet_text(500);
        let (a, b) = text.split_at(1234);
        let new_a = b"<row r=\"1\"><c r=\"A1\"><v>9</v></c></row>";
        let whole = crc32fast::hash(&text);
        let len = b.len() as u64;
        let spliced =
            whole ^ crc_shift(crc32fast::hash(a), len) ^ crc_shift(crc32fast::hash(new_a), len);
        assert_eq!(spliced, crc32fast::hash(&[&new_a[..], b].concat()));
    }
}
