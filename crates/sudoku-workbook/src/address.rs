//! A1-style cell and range addresses as people type them (`C4`, `$B$6:$J$14`,
//! `'Week 12'!B6:J14`), and the 9x9 grid range the tool reads and writes. Positions are
//! zero-based `(row, column)` pairs, the same as calamine's absolute positions.

use std::fmt;
use sudoku_i18n::tr;

/// Rows in a worksheet (Excel 2007 and later).
pub const MAX_ROWS: u32 = 1_048_576;
/// Columns in a worksheet (A to XFD).
pub const MAX_COLS: u32 = 16_384;

/// Writes a zero-based column number as letters: 0 → `A`, 25 → `Z`, 26 → `AA`.
pub fn column_name(col: u32) -> String {
    let mut n = col as u64 + 1;
    let mut out = Vec::new();
    while n > 0 {
        let rem = ((n - 1) % 26) as u8;
        out.push(b'A' + rem);
        n = (n - 1) / 26;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// Writes a zero-based position in A1 style: `(3, 2)` → `C4`.
pub fn cell_name(row: u32, col: u32) -> String {
    format!("{}{}", column_name(col), row as u64 + 1)
}

/// Writes a sheet name as Excel does in a reference: quoted when it holds anything but
/// letters, digits and underscores, with inner quotes doubled.
pub fn quote_sheet(name: &str) -> String {
    let plain = !name.is_empty()
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
        && !name.starts_with(|c: char| c.is_ascii_digit());
    if plain {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\'', "''"))
    }
}

/// `text` with every control character written out (`\u{1b}`, `\n`) as Rust escapes
/// them, for messages: a sheet name can hold anything, and ESC, BEL or a newline sent raw
/// to a terminal would move the cursor, ring, or forge a line.
///
/// ```
/// use sudoku_workbook::address::printable;
///
/// assert_eq!(printable("Week 12"), "Week 12");
/// assert_eq!(printable("a\x1b[2J\n"), "a\\u{1b}[2J\\n");
/// ```
pub fn printable(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    std::borrow::Cow::Owned(
        text.chars()
            .map(|c| {
                if c.is_control() {
                    c.escape_debug().to_string()
                } else {
                    c.to_string()
                }
            })
            .collect(),
    )
}

/// Why an address could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    /// Not of the form letters-then-digits.
    #[error("{}", tr!("address-not-a-cell", text = format!("{:?}", .0)))]
    NotACell(String),
    /// Row 0 does not exist.
    #[error("{}", tr!("address-row-zero", text = format!("{:?}", .0)))]
    RowZero(String),
    /// Past row 1,048,576.
    #[error("{}", tr!("address-row-too-large", text = format!("{:?}", .0)))]
    RowTooLarge(String),
    /// Past column XFD.
    #[error("{}", tr!("address-column-too-large", text = format!("{:?}", .0)))]
    ColumnTooLarge(String),
    /// Not `FIRST:LAST`.
    #[error("{}", tr!("address-not-a-range", text = format!("{:?}", .0)))]
    NotARange(String),
    /// The last cell lies above or left of the first.
    #[error("{}", tr!("address-backwards", text = format!("{text:?}"), fixed = fixed))]
    Backwards {
        /// What was typed.
        text: String,
        /// The same range the right way round.
        fixed: String,
    },
    /// Not nine rows by nine columns.
    #[error(
        "{}",
        tr!("address-not-square", text = format!("{text:?}"), rows = *rows, cols = *cols)
    )]
    NotNineByNine {
        /// What was typed.
        text: String,
        /// Its height.
        rows: u32,
        /// Its width.
        cols: u32,
    },
    /// An unterminated or empty quoted sheet name.
    #[error("{}", tr!("address-bad-sheet-name", text = format!("{:?}", .0)))]
    BadSheetName(String),
}

/// Parses one cell address (`C4`, `$C$4`, `c4`) into a zero-based `(row, column)`.
pub fn parse_cell(text: &str) -> Result<(u32, u32), AddressError> {
    let t = text.trim();
    let bytes = t.as_bytes();
    let mut i = 0;
    if bytes.first() == Some(&b'$') {
        i += 1;
    }
    let col_start = i;
    while i < bytes.len() && bytes[i].is_ascii_alphabetic() {
        i += 1;
    }
    let letters = &t[col_start..i];
    if bytes.get(i) == Some(&b'$') {
        i += 1;
    }
    let digits = &t[i..];
    if letters.is_empty()
        || letters.len() > 7
        || digits.is_empty()
        || digits.len() > 10
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return Err(AddressError::NotACell(text.to_string()));
    }
    let mut col: u64 = 0;
    for b in letters.bytes() {
        col = col * 26 + (b.to_ascii_uppercase() - b'A' + 1) as u64;
    }
    if col > MAX_COLS as u64 {
        return Err(AddressError::ColumnTooLarge(text.to_string()));
    }
    let row: u64 = digits
        .parse()
        .map_err(|_| AddressError::NotACell(text.to_string()))?;
    if row == 0 {
        return Err(AddressError::RowZero(text.to_string()));
    }
    if row > MAX_ROWS as u64 {
        return Err(AddressError::RowTooLarge(text.to_string()));
    }
    Ok(((row - 1) as u32, (col - 1) as u32))
}

/// An N x N block of cells on a sheet (9x9 unless a range of another supported size was
/// given), by its top-left cell.
///
/// ```
/// use sudoku_workbook::GridRange;
///
/// let r = GridRange::parse("B6:J14").unwrap();
/// assert_eq!((r.row, r.col), (5, 1));
/// assert_eq!(r.cell_name(80), "J14");
/// assert_eq!(r.to_string(), "B6:J14");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GridRange {
    /// Zero-based row of the top-left cell.
    pub row: u32,
    /// Zero-based column of the top-left cell.
    pub col: u32,
    /// Cells a side: 9, or another of [`GRID_SIZES`].
    pub size: u8,
}

/// The sizes a grid may have, cells a side; the general engine of
/// [`sudoku_core::general`] solves all of them, the classic engine 9x9.
pub const GRID_SIZES: [u8; 9] = [4, 6, 8, 9, 10, 12, 15, 16, 25];

impl Default for GridRange {
    /// `A1:I9`.
    fn default() -> Self {
        GridRange::at(0, 0)
    }
}

impl GridRange {
    /// The 9x9 grid whose top-left cell is `(row, col)`.
    pub const fn at(row: u32, col: u32) -> GridRange {
        GridRange { row, col, size: 9 }
    }

    /// The `size` x `size` grid whose top-left cell is `(row, col)`.
    pub const fn sized(row: u32, col: u32, size: u8) -> GridRange {
        GridRange { row, col, size }
    }

    /// Cells a side, as a `usize`.
    pub fn n(&self) -> usize {
        self.size as usize
    }

    /// True for the classic 9x9 grid.
    pub fn is_nine(&self) -> bool {
        self.size == 9
    }

    /// The absolute position of grid cell `i` (reading order, 0 to N*N-1).
    pub fn position(&self, i: usize) -> (u32, u32) {
        let n = self.n();
        (self.row + (i / n) as u32, self.col + (i % n) as u32)
    }

    /// The A1 name of grid cell `i`.
    pub fn cell_name(&self, i: usize) -> String {
        let (r, c) = self.position(i);
        cell_name(r, c)
    }

    /// The index of the cell at `(row, col)`, which must lie in the grid.
    pub fn index(&self, row: u32, col: u32) -> usize {
        ((row - self.row) * self.size as u32 + (col - self.col)) as usize
    }

    /// The last row and column of the grid.
    pub fn end(&self) -> (u32, u32) {
        let last = self.size as u32 - 1;
        (self.row + last, self.col + last)
    }

    /// True when `(row, col)` lies in the grid.
    pub fn contains(&self, row: u32, col: u32) -> bool {
        let (er, ec) = self.end();
        (self.row..=er).contains(&row) && (self.col..=ec).contains(&col)
    }

    /// True when the two grids share a cell.
    pub fn overlaps(&self, other: &GridRange) -> bool {
        let (ar, ac) = self.end();
        let (br, bc) = other.end();
        self.row <= br && other.row <= ar && self.col <= bc && other.col <= ac
    }

    /// Parses `A1:I9` (with or without `$`, any case): a square range of one of the
    /// [`GRID_SIZES`], so `A1:P16` is a 16x16 grid. Anything else is an error.
    pub fn parse(text: &str) -> Result<GridRange, AddressError> {
        let t = text.trim();
        let (a, b) = t
            .split_once(':')
            .ok_or_else(|| AddressError::NotARange(text.to_string()))?;
        let (r1, c1) = parse_cell(a)?;
        let (r2, c2) = parse_cell(b)?;
        if r2 < r1 || c2 < c1 {
            return Err(AddressError::Backwards {
                text: text.to_string(),
                fixed: format!(
                    "{}:{}",
                    cell_name(r1.min(r2), c1.min(c2)),
                    cell_name(r1.max(r2), c1.max(c2))
                ),
            });
        }
        let (rows, cols) = (r2 - r1 + 1, c2 - c1 + 1);
        match GRID_SIZES.iter().find(|&&n| n as u32 == rows) {
            Some(&n) if rows == cols => Ok(GridRange::sized(r1, c1, n)),
            _ => Err(AddressError::NotNineByNine {
                text: text.to_string(),
                rows,
                cols,
            }),
        }
    }
}

impl fmt::Display for GridRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (r2, c2) = self.end();
        write!(f, "{}:{}", cell_name(self.row, self.col), cell_name(r2, c2))
    }
}

/// Splits `Sheet!A1:I9` or `'My sheet'!$A$1:$I$9` into the sheet name (unquoted) and the
/// rest. A text with no `!` has no sheet.
pub fn split_sheet(text: &str) -> Result<(Option<String>, &str), AddressError> {
    let t = text.trim();
    if let Some(rest) = t.strip_prefix('\'') {
        let mut name = String::new();
        let mut chars = rest.char_indices().peekable();
        while let Some((i, ch)) = chars.next() {
            if ch == '\'' {
                if let Some(&(_, '\'')) = chars.peek() {
                    chars.next();
                    name.push('\'');
                    continue;
                }
                let after = &rest[i + 1..];
                return match after.strip_prefix('!') {
                    Some(range) if !name.is_empty() => Ok((Some(name), range)),
                    _ => Err(AddressError::BadSheetName(text.to_string())),
                };
            }
            name.push(ch);
        }
        return Err(AddressError::BadSheetName(text.to_string()));
    }
    match t.rsplit_once('!') {
        Some((sheet, range)) if !sheet.is_empty() => Ok((Some(sheet.to_string()), range)),
        Some(_) => Err(AddressError::BadSheetName(text.to_string())),
        None => Ok((None, t)),
    }
}

/// Reads an OpenDocument cell-range reference, as .ods files store defined names:
/// `$'Week 12'.$B$6:.$J$14` or `Sheet1.A1:Sheet1.I9`. Returns the sheet (unquoted) and the
/// range in A1 style, or `None` if the text is not of that form.
pub fn from_ods_reference(text: &str) -> Option<(String, String)> {
    let t = text.trim().trim_start_matches('[').trim_end_matches(']');
    let mut sheet: Option<String> = None;
    let mut cells = Vec::new();
    for part in t.split(':') {
        let part = part.strip_prefix('$').unwrap_or(part);
        let (name, cell) = if let Some(rest) = part.strip_prefix('\'') {
            let end = rest.find("'.")?;
            (Some(rest[..end].replace("''", "'")), &rest[end + 2..])
        } else {
            let dot = part.rfind('.')?;
            let name = &part[..dot];
            (
                (!name.is_empty()).then(|| name.to_string()),
                &part[dot + 1..],
            )
        };
        match (&sheet, name) {
            (None, Some(n)) => sheet = Some(n),
            (Some(a), Some(b)) if *a != b => return None,
            _ => {}
        }
        cells.push(cell.to_string());
    }
    Some((sheet?, cells.join(":")))
}

/// What `--range` asked for: cells in A1 notation (perhaps with a sheet), or a name the
/// workbook defines. Which sheet a name points to is only known once the workbook is open.
///
/// ```
/// use sudoku_workbook::{GridRange, RangeSpec};
///
/// let spec: RangeSpec = "'Week 12'!$B$6:$J$14".parse().unwrap();
/// assert_eq!(
///     spec,
///     RangeSpec::Cells { sheet: Some("Week 12".into()), range: GridRange::at(5, 1) }
/// );
/// assert_eq!("Puzzle".parse::<RangeSpec>().unwrap(), RangeSpec::Name("Puzzle".into()));
/// assert!("A1:J9".parse::<RangeSpec>().unwrap_err().to_string().contains("9 by 9"));
/// assert_eq!("A1:P16".parse::<RangeSpec>().unwrap().to_string(), "A1:P16");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RangeSpec {
    /// `A1:I9`, `$B$6:$J$14` or `'Week 12'!B6:J14`.
    Cells {
        /// The sheet named before `!`, if any.
        sheet: Option<String>,
        /// The grid.
        range: GridRange,
    },
    /// A defined name such as `Puzzle`.
    Name(String),
}

impl Default for RangeSpec {
    /// `A1:I9` on the chosen sheet.
    fn default() -> Self {
        RangeSpec::Cells {
            sheet: None,
            range: GridRange::default(),
        }
    }
}

impl std::str::FromStr for RangeSpec {
    type Err = AddressError;

    /// A text with `:` must be a 9x9 range; a single cell address is refused; anything
    /// else is taken as a defined name.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let t = text.trim();
        if t.contains(':') {
            let (sheet, cells) = split_sheet(t)?;
            return Ok(RangeSpec::Cells {
                sheet,
                range: GridRange::parse(cells)?,
            });
        }
        let looks_like_name = !t.is_empty()
            && t.chars()
                .all(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '\\')
            && !t.starts_with(|c: char| c.is_ascii_digit());
        if !looks_like_name || parse_cell(t).is_ok() {
            return Err(AddressError::NotARange(text.to_string()));
        }
        Ok(RangeSpec::Name(t.to_string()))
    }
}

impl fmt::Display for RangeSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RangeSpec::Cells {
                sheet: Some(s),
                range,
            } => write!(f, "{}!{range}", quote_sheet(s)),
            RangeSpec::Cells { sheet: None, range } => write!(f, "{range}"),
            RangeSpec::Name(n) => f.write_str(n),
        }
    }
}

/// `'Week 12'!B6:J14`, for messages.
pub fn place(sheet: &str, range: &str) -> String {
    format!("{}!{range}", printable(&quote_sheet(sheet)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names() {
        assert_eq!(column_name(0), "A");
        assert_eq!(column_name(25), "Z");
        assert_eq!(column_name(26), "AA");
        assert_eq!(column_name(701), "ZZ");
        assert_eq!(column_name(MAX_COLS - 1), "XFD");
        assert_eq!(cell_name(3, 2), "C4");
    }

    #[test]
    fn cells_parse_and_round_trip() {
        assert_eq!(parse_cell("C4"), Ok((3, 2)));
        assert_eq!(parse_cell("$c$4"), Ok((3, 2)));
        assert_eq!(parse_cell("XFD1048576"), Ok((MAX_ROWS - 1, MAX_COLS - 1)));
        for (r, c) in [(0, 0), (8, 8), (99, 700), (MAX_ROWS - 1, MAX_COLS - 1)] {
            assert_eq!(parse_cell(&cell_name(r, c)), Ok((r, c)));
        }
        assert!(matches!(parse_cell("A0"), Err(AddressError::RowZero(_))));
        assert!(matches!(
            parse_cell("ZZZ1"),
            Err(AddressError::ColumnTooLarge(_))
        ));
        assert!(matches!(
            parse_cell("A1048577"),
            Err(AddressError::RowTooLarge(_))
        ));
        for bad in ["", "1A", "A", "7", "A1B", "Ä1", "A-1", "AAAAAAAA1"] {
            assert!(
                matches!(parse_cell(bad), Err(AddressError::NotACell(_))),
                "{bad}"
            );
        }
    }

    #[test]
    fn grid_ranges() {
        assert_eq!(GridRange::parse("A1:I9"), Ok(GridRange::default()));
        let r = GridRange::parse("$B$6:$J$14").unwrap();
        assert_eq!(r, GridRange::at(5, 1));
        assert_eq!(r.to_string(), "B6:J14");
        assert_eq!(r.cell_name(0), "B6");
        assert_eq!(r.cell_name(80), "J14");
        assert_eq!(r.cell_name(11), "D7");
        assert_eq!(
            GridRange::parse("I9:A1"),
            Err(AddressError::Backwards {
                text: "I9:A1".into(),
                fixed: "A1:I9".into()
            })
        );
        let big = GridRange::parse("B2:Q17").unwrap();
        assert_eq!((big.size, big.end()), (16, (16, 16)));
        assert_eq!(big.cell_name(255), "Q17");
        assert_eq!(big.index(16, 16), 255);
        assert_eq!(GridRange::parse("A1:J10").map(|r| r.size), Ok(10));
        assert!(GridRange::parse("A1:G7").is_err());
        assert_eq!(
            GridRange::parse("A1:J11"),
            Err(AddressError::NotNineByNine {
                text: "A1:J11".into(),
                rows: 11,
                cols: 10
            })
        );
        assert!(GridRange::parse("A1").is_err());
        assert!(GridRange::parse("A0:I8").is_err());
        assert!(GridRange::parse("ZZZ1:ZZZ9").is_err());
        assert!(GridRange::at(0, 0).overlaps(&GridRange::at(8, 8)));
        assert!(!GridRange::at(0, 0).overlaps(&GridRange::at(9, 0)));
        assert!(GridRange::sized(0, 0, 16).overlaps(&GridRange::at(15, 15)));
        assert!(!GridRange::sized(0, 0, 4).overlaps(&GridRange::at(0, 4)));
    }

    #[test]
    fn sheet_prefixes() {
        assert_eq!(split_sheet("A1:I9"), Ok((None, "A1:I9")));
        assert_eq!(
            split_sheet("Sheet1!$A$1:$I$9"),
            Ok((Some("Sheet1".into()), "$A$1:$I$9"))
        );
        assert_eq!(
            split_sheet("'Week 12'!B6:J14"),
            Ok((Some("Week 12".into()), "B6:J14"))
        );
        assert_eq!(
            split_sheet("'Bob''s'!A1:I9"),
            Ok((Some("Bob's".into()), "A1:I9"))
        );
        assert!(split_sheet("'open!A1:I9").is_err());
        assert!(split_sheet("!A1:I9").is_err());
        assert_eq!(quote_sheet("Sheet1"), "Sheet1");
        assert_eq!(quote_sheet("Week 12"), "'Week 12'");
        assert_eq!(quote_sheet("Bob's"), "'Bob''s'");
    }
    #[test]
    fn ods_references() {
        assert_eq!(
            from_ods_reference("$'Week 12'.$B$6:.$J$14"),
            Some(("Week 12".into(), "$B$6:$J$14".into()))
        );
        assert_eq!(
            from_ods_reference("Sheet1.A1:Sheet1.I9"),
            Some(("Sheet1".into(), "A1:I9".into()))
        );
        assert_eq!(from_ods_reference("Sheet1.A1:Other.I9"), None);
        assert_eq!(from_ods_reference("A1:I9"), None);
    }

    #[test]
    fn range_specs() {
        assert_eq!("A1:I9".parse::<RangeSpec>(), Ok(RangeSpec::default()));
        assert_eq!(
            "'Week 12'!B6:J14".parse::<RangeSpec>(),
            Ok(RangeSpec::Cells {
                sheet: Some("Week 12".into()),
                range: GridRange::at(5, 1)
            })
        );
        assert_eq!(
            "Puzzle_1".parse::<RangeSpec>(),
            Ok(RangeSpec::Name("Puzzle_1".into()))
        );
        assert!("A1".parse::<RangeSpec>().is_err());
        assert!("A1:J11".parse::<RangeSpec>().is_err());
        assert!("".parse::<RangeSpec>().is_err());
        assert!("two words".parse::<RangeSpec>().is_err());
        assert_eq!(
            "'Week 12'!B6:J14".parse::<RangeSpec>().unwrap().to_string(),
            "'Week 12'!B6:J14"
        );
    }
}
