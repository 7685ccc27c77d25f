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

/// Refuses sheets whose declared size is beyond what the format allows: calamine
/// reserves memory for the declared rows times columns before reading a cell.
fn check_biff(stream: &[u8]) -> Result<(), String> {
    let mut at = 0;
    while at + 4 <= stream.len() {
        let typ = u16_at(stream, at).unwrap_or(0);
        let len = u16_at(stream, at + 2).unwrap_or(0) as usize;
        let data = stream.get(at + 4..at + 4 + len).unwrap_or(&[]);
        if typ == 0x0200 {
            let (rows, cols) = match data.len() {
                10 => (
                    u64::from(u16_at(data, 2).unwrap_or(0)),
                    u64::from(u16_at(data, 6).unwrap_or(0)),
                ),
                14 | 16 => (
                    u64::from(u32_at(data, 4).unwrap_or(0)),
                    u64::from(u16_at(data, 10).unwrap_or(0)),
                ),
                _ => (0, 0),
            };
            if rows > 65_536 || cols > 256 {
                return Err(format!(
                    "a sheet claims {rows} rows and {cols} columns; an .xls sheet has at most 65536 rows and 256 columns"
                ));
            }
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
}
