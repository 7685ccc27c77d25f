//! A structural check of OLE compound files (.xls, and password-protected OOXML) before
//! calamine reads them. calamine follows sector chains until they end, so a chain that
//! loops, or a stream that claims more bytes than the file holds, makes it allocate
//! without bound (the fuzzer found a 10 KB file that asked for 20 GB). Every chain and
//! size the reader will use is checked here first, in time and memory bounded by the file.

const END_OF_CHAIN: u32 = 0xFFFF_FFFE;
const FREE: u32 = 0xFFFF_FFFF;
/// Sector ids at and above this are markers, not sectors.
const MAX_REGULAR: u32 = 0xFFFF_FFFA;

fn u16_at(d: &[u8], o: usize) -> Option<u16> {
    Some(u16::from_le_bytes(d.get(o..o + 2)?.try_into().ok()?))
}

fn u32_at(d: &[u8], o: usize) -> Option<u32> {
    Some(u32::from_le_bytes(d.get(o..o + 4)?.try_into().ok()?))
}

fn u64_at(d: &[u8], o: usize) -> Option<u64> {
    Some(u64::from_le_bytes(d.get(o..o + 8)?.try_into().ok()?))
}

struct File<'a> {
    data: &'a [u8],
    sector_size: usize,
    sectors: usize,
    fat: Vec<u32>,
}

impl File<'_> {
    fn sector(&self, id: u32) -> Result<&[u8], String> {
        let start = (id as usize + 1) * self.sector_size;
        let end = (start + self.sector_size).min(self.data.len());
        if id >= MAX_REGULAR || start >= self.data.len() {
            return Err(format!("sector {id} lies past the end of the file"));
        }
        Ok(&self.data[start..end])
    }

    /// The first `size` bytes of the chain from `start`.
    fn read_chain(&self, start: u32, size: u64) -> Result<Vec<u8>, String> {
        let mut out = Vec::with_capacity(size as usize);
        for id in self.chain(start, "stream")? {
            out.extend_from_slice(self.sector(id)?);
            if out.len() as u64 >= size {
                break;
            }
        }
        out.truncate(size as usize);
        Ok(out)
    }

    /// Follows a chain from `start`; fails if it leaves the file or loops.
    fn chain(&self, start: u32, what: &str) -> Result<Vec<u32>, String> {
        let mut ids = Vec::new();
        let mut id = start;
        while id != END_OF_CHAIN {
            if ids.len() > self.sectors {
                return Err(format!("the chain of sectors of the {what} loops"));
            }
            let next = self
                .fat
                .get(id as usize)
                .copied()
                .filter(|_| (id as usize) < self.sectors)
                .ok_or_else(|| {
                    format!("the {what} points to sector {id}, past the end of the file")
                })?;
            if next == FREE {
                return Err(format!("the chain of sectors of the {what} is broken"));
            }
            ids.push(id);
            id = next;
        }
        Ok(ids)
    }
}

/// Checks the compound file `data`; the error says what is broken.
pub fn check(data: &[u8]) -> Result<(), String> {
    if data.len() < 512 {
        return Err("the file is shorter than its header".to_string());
    }
    let shift = u16_at(data, 30).unwrap_or(0);
    if shift != 9 && shift != 12 {
        return Err(format!("the sector size 2^{shift} is not 512 or 4096"));
    }
    if u16_at(data, 32) != Some(6) {
        return Err("the mini sector size is not 64".to_string());
    }
    let sector_size = 1usize << shift;
    let sectors = data.len().saturating_sub(1) / sector_size;
    let header = |o| u32_at(data, o).unwrap_or(0);
    let (dir_start, mini_fat_start, mini_fat_len) = (header(48), header(60), header(64));
    let (difat_start, difat_len) = (header(68), header(72));

    let mut fat_ids: Vec<u32> = (0..109)
        .map(|i| header(76 + 4 * i))
        .filter(|&id| id < MAX_REGULAR)
        .collect();
    let mut file = File {
        data,
        sector_size,
        sectors,
        fat: Vec::new(),
    };
    let mut next = difat_start;
    let mut seen = 0u32;
    while next < MAX_REGULAR {
        seen += 1;
        if seen > difat_len.max(1) || seen as usize > sectors {
            return Err("the list of allocation-table sectors loops".to_string());
        }
        let s = file.sector(next)?;
        let n = s.len() / 4;
        if n == 0 {
            break;
        }
        fat_ids.extend(
            (0..n - 1)
                .filter_map(|i| u32_at(s, 4 * i))
                .filter(|&id| id < MAX_REGULAR),
        );
        next = u32_at(s, 4 * (n - 1)).unwrap_or(END_OF_CHAIN);
    }
    if fat_ids.len() > sectors {
        return Err("the allocation table is larger than the file".to_string());
    }
    let mut fat = Vec::with_capacity(fat_ids.len() * sector_size / 4);
    for id in fat_ids {
        let s = file.sector(id)?;
        fat.extend((0..s.len() / 4).filter_map(|i| u32_at(s, 4 * i)));
    }
    file.fat = fat;

    let limit = data.len() as u64;
    let dir = file.chain(dir_start, "directory")?;
    let mini_fat_start = if mini_fat_len > 0 {
        mini_fat_start
    } else {
        END_OF_CHAIN
    };
    if mini_fat_len > 0 {
        if u64::from(mini_fat_len) * sector_size as u64 > limit {
            return Err(
                "the mini allocation table claims more bytes than the file has".to_string(),
            );
        }
        file.chain(mini_fat_start, "mini allocation table")?;
    }
    let mut workbook_stream: Option<(u32, u64)> = None;
    let mut root: Option<(u32, u64)> = None;
    for id in dir {
        let s = file.sector(id)?;
        for entry in s.chunks_exact(128) {
            let kind = entry[66];
            if kind != 2 && kind != 5 {
                continue;
            }
            let start = u32_at(entry, 116).unwrap_or(END_OF_CHAIN);
            let mut size = u64_at(entry, 120).unwrap_or(0);
            if shift == 9 {
                // Version 3 files only use the low 32 bits.
                size &= 0xFFFF_FFFF;
            }
            if size > limit {
                return Err(format!(
                    "a stream claims {size} bytes in a file of {limit} bytes"
                ));
            }
            // Streams under 4096 bytes live in the mini stream; the root entry holds it.
            if size > 0 && (kind == 5 || size >= 4096) {
                file.chain(start, "stream")?;
            }
            if kind == 5 {
                root = Some((start, size));
            } else if matches!(
                entry_name(entry).as_deref(),
                Some("workbook") | Some("book")
            ) {
                workbook_stream = Some((start, size));
            }
        }
    }
    if let Some((start, size)) = workbook_stream {
        let bytes = if size >= 4096 {
            file.read_chain(start, size)?
        } else {
            let (root_start, root_size) = root.ok_or("the file has no root entry")?;
            let container = file.read_chain(root_start, root_size)?;
            let mini_fat: Vec<u32> = file
                .chain(mini_fat_start, "mini allocation table")?
                .into_iter()
                .map(|id| file.sector(id))
                .collect::<Result<Vec<_>, _>>()?
                .concat()
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect();
            read_mini_chain(&container, &mini_fat, start, size)?
        };
        check_biff(&bytes)?;
    }
    Ok(())
}

/// The lower-case name of a directory entry (UTF-16, length in bytes at offset 64).
fn entry_name(entry: &[u8]) -> Option<String> {
    let len = (u16_at(entry, 64)? as usize).min(64);
    let units: Vec<u16> = entry[..len]
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .take_while(|&u| u != 0)
        .collect();
    Some(String::from_utf16_lossy(&units).to_lowercase())
}

fn read_mini_chain(
    container: &[u8],
    mini_fat: &[u32],
    start: u32,
    size: u64,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(size as usize);
    let mut id = start;
    let mut steps = 0usize;
    while id != END_OF_CHAIN && (out.len() as u64) < size {
        steps += 1;
        if steps > mini_fat.len() + 1 {
            return Err("the chain of mini sectors of the workbook stream loops".to_string());
        }
        let at = id as usize * 64;
        let piece = container
            .get(at..(at + 64).min(container.len()))
            .filter(|p| !p.is_empty())
            .ok_or("the workbook stream points past the mini stream")?;
        out.extend_from_slice(piece);
        id = *mini_fat
            .get(id as usize)
            .ok_or("the workbook stream points past the mini allocation table")?;
    }
    out.truncate(size as usize);
    Ok(out)
}

/// Most cells that the sheets of an .xls or .ods file may span, added up over its
/// sheets: calamine reads every sheet whole when it opens such a file, into a rectangle of
/// cells (about 60 bytes each with the formulas) from the first used cell to the last,
/// so 4,194,304 cells cost about 250 MiB. Real puzzle workbooks use a few thousand.
pub const MAX_LOADED_CELLS: u64 = 4 << 20;

/// The cell area one sheet of the Workbook stream will cost, as calamine reads it.
#[derive(Default)]
struct SheetArea {
    declared: u64,
    rows: Option<(u32, u32)>,
    cols: Option<(u32, u32)>,
}

impl SheetArea {
    fn cell(&mut self, row: u32, first: u32, last: u32) {
        let (r0, r1) = self.rows.unwrap_or((row, row));
        let (c0, c1) = self.cols.unwrap_or((first, last));
        self.rows = Some((r0.min(row), r1.max(row)));
        self.cols = Some((c0.min(first), c1.max(last)));
    }

    fn cells(&self) -> u64 {
        let used = match (self.rows, self.cols) {
            (Some((r0, r1)), Some((c0, c1))) => {
                (u64::from(r1 - r0) + 1) * (u64::from(c1.saturating_sub(c0)) + 1)
            }
            _ => 0,
        };
        used.max(self.declared)
    }
}

/// Refuses sheets whose declared size is beyond what the format allows, and files whose
/// sheets together span more than [`MAX_LOADED_CELLS`]: calamine reserves memory for the
/// declared rows times columns, and holds each sheet as one dense rectangle.
fn check_biff(stream: &[u8]) -> Result<(), String> {
    let mut at = 0;
    let mut depth = 0usize;
    let mut sheet = SheetArea::default();
    let mut total: u64 = 0;
    while at + 4 <= stream.len() {
        let typ = u16_at(stream, at).unwrap_or(0);
        let len = u16_at(stream, at + 2).unwrap_or(0) as usize;
        let data = stream.get(at + 4..at + 4 + len).unwrap_or(&[]);
        let u16_of = |o: usize| u32::from(u16_at(data, o).unwrap_or(0));
        match typ {
            0x0809 => {
                depth += 1;
                if depth == 1 {
                    sheet = SheetArea::default();
                }
            }
            0x000A => {
                if depth == 1 {
                    total = total.saturating_add(sheet.cells());
                    if total > MAX_LOADED_CELLS {
                        return Err(sudoku_i18n::tr!(
                            "large-xls-cells",
                            cells = total,
                            limit = MAX_LOADED_CELLS
                        ));
                    }
                }
                depth = depth.saturating_sub(1);
            }
            0x0200 => {
                let (rows, cols, first_row, first_col) = match data.len() {
                    10 => (
                        u64::from(u16_at(data, 2).unwrap_or(0)),
                        u64::from(u16_at(data, 6).unwrap_or(0)),
                        u64::from(u16_at(data, 0).unwrap_or(0)),
                        u64::from(u16_at(data, 4).unwrap_or(0)),
                    ),
                    14 | 16 => (
                        u64::from(u32_at(data, 4).unwrap_or(0)),
                        u64::from(u16_at(data, 10).unwrap_or(0)),
                        u64::from(u32_at(data, 0).unwrap_or(0)),
                        u64::from(u16_at(data, 8).unwrap_or(0)),
                    ),
                    _ => (0, 0, 0, 0),
                };
                if rows > 65_536 || cols > 256 {
                    return Err(sudoku_i18n::tr!(
                        "large-xls-sheet",
                        rows = rows,
                        cols = cols
                    ));
                }
                if depth == 1 {
                    sheet.declared =
                        rows.saturating_sub(first_row) * cols.saturating_sub(first_col);
                }
            }
            // NUMBER, LABEL, BOOLERR, RK, LABELSST, RSTRING, FORMULA, BLANK: one cell.
            0x0203 | 0x0204 | 0x0205 | 0x027E | 0x00FD | 0x00D6 | 0x0006 | 0x0201
                if depth == 1 && data.len() >= 4 =>
            {
                sheet.cell(u16_of(0), u16_of(2), u16_of(2));
            }
            // MULRK, MULBLANK: a run of cells in one row, the last column at the end.
            0x00BD | 0x00BE if depth == 1 && data.len() >= 6 => {
                sheet.cell(u16_of(0), u16_of(2), u16_of(data.len() - 2));
            }
            _ => {}
        }
        at += 4 + len;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn real_files_pass_and_broken_ones_do_not() {
        let xls = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/fixtures/classic.xls"
        ))
        .unwrap();
        assert_eq!(check(&xls), Ok(()));
        let enc = std::fs::read(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/fixtures/encrypted.xlsx"
        ))
        .unwrap();
        assert_eq!(check(&enc), Ok(()));
        assert!(check(&xls[..300]).is_err());
        let mut bad = xls.clone();
        bad[30] = 7;
        assert!(check(&bad).unwrap_err().contains("sector size"));
        // Point the directory chain at itself.
        let mut looped = xls.clone();
        let dir_start = u32::from_le_bytes(looped[48..52].try_into().unwrap());
        let fat_sector = u32::from_le_bytes(looped[76..80].try_into().unwrap()) as usize;
        let at = (fat_sector + 1) * 512 + 4 * dir_start as usize;
        looped[at..at + 4].copy_from_slice(&dir_start.to_le_bytes());
        assert!(check(&looped).unwrap_err().contains("loops"));
    }

    /// A BIFF record: type, length, data.
    fn record(typ: u16, data: &[u8]) -> Vec<u8> {
        let mut r = typ.to_le_bytes().to_vec();
        r.extend((data.len() as u16).to_le_bytes());
        r.extend(data);
        r
    }

    /// A worksheet substream holding one NUMBER cell at (`row`, `col`) and a small one at
    /// A1, with a DIMENSIONS record that tells the truth.
    fn sheet(row: u16, col: u16) -> Vec<u8> {
        let mut dims = 0u32.to_le_bytes().to_vec();
        dims.extend((u32::from(row) + 1).to_le_bytes());
        dims.extend(0u16.to_le_bytes());
        dims.extend((col + 1).to_le_bytes());
        dims.extend(0u16.to_le_bytes());
        let number = |r: u16, c: u16| {
            let mut d = r.to_le_bytes().to_vec();
            d.extend(c.to_le_bytes());
            d.extend([0u8; 10]);
            record(0x0203, &d)
        };
        [
            record(0x0809, &[0; 16]),
            record(0x0200, &dims),
            number(0, 0),
            number(row, col),
            record(0x000A, &[]),
        ]
        .concat()
    }

    #[test]
    fn sheets_that_span_too_many_cells_are_refused() {
        let globals = [record(0x0809, &[0; 16]), record(0x000A, &[])].concat();
        let small = [globals.clone(), sheet(8, 8), sheet(40, 20)].concat();
        assert_eq!(super::check_biff(&small), Ok(()));
        // One cell at IV65536 makes a sheet the whole 65,536 x 256 rectangle.
        let far = [globals.clone(), sheet(65_535, 255)].concat();
        let e = super::check_biff(&far).unwrap_err();
        assert!(e.contains("span"), "{e}");
        // Sheets of 1,000 x 200 cells pass alone, but thirty of them do not.
        let one = [globals.clone(), sheet(999, 199)].concat();
        assert_eq!(super::check_biff(&one), Ok(()));
        let mut eight = globals;
        for _ in 0..30 {
            eight.extend(sheet(999, 199));
        }
        assert!(super::check_biff(&eight).is_err());
    }
}
