//! Reading back what the tool recorded in a workbook it wrote (see [`crate::recorded`]):
//! the puzzles' grids and rules, the sheets it added, and its names for a copy to keep.
//! Apart from recorded.rs so that the reader can hold what it read without the names
//! module reading workbooks.

use calamine::Reader;

use crate::address::{split_sheet, GridRange, RangeSpec};
use crate::read::Workbook;
use crate::recorded::{
    BySheet, Recorded, RecordedRules, GRID_NAME, REGIONS_NAME, RULES_NAME, SHEET_NAME,
};

/// The defined names of the workbook whose name starts with `prefix` (any case), with
/// what they refer to.
fn names_with(wb: &mut Workbook, prefix: &str) -> Vec<(String, String)> {
    let prefix = prefix.to_ascii_lowercase();
    wb.sheets_mut()
        .defined_names()
        .iter()
        .filter(|(n, _)| n.to_ascii_lowercase().starts_with(&prefix))
        .cloned()
        .collect()
}

/// The defined names the tool wrote into this workbook (their names start with `Sudoku`),
/// for a copy to keep.
pub(crate) fn own_names(wb: &mut Workbook) -> Vec<(String, String)> {
    names_with(wb, "Sudoku")
}

impl Workbook {
    /// The sheets the tool added to this workbook when it wrote it (marked by
    /// [`mark_added`](crate::recorded::mark_added)), which hold no puzzle to read.
    pub fn added_sheets(&mut self) -> Vec<String> {
        names_with(self, SHEET_NAME)
            .into_iter()
            .filter_map(|(_, refers)| {
                let (sheet, _) = split_sheet(refers.trim().trim_start_matches('=')).ok()?;
                sheet
            })
            .collect()
    }

    /// Every puzzle whose grid and rules the workbook records (see [`record_puzzle`](crate::recorded::record_puzzle)),
    /// on sheets that are still there.
    pub fn recorded_grids(&mut self) -> Vec<Recorded> {
        let mut all: Vec<Recorded> = self
            .recorded_by_sheet()
            .values()
            .flatten()
            .cloned()
            .collect();
        all.sort_by(|a, b| {
            (&a.sheet, a.range.row, a.range.col).cmp(&(&b.sheet, b.range.row, b.range.col))
        });
        all
    }

    /// The puzzle the workbook records at `range` on `sheet`, if any.
    pub fn recorded_at(&mut self, sheet: &str, range: GridRange) -> Option<Recorded> {
        self.recorded_by_sheet()
            .get(sheet)?
            .iter()
            .find(|r| r.range == range)
            .cloned()
    }

    /// The recorded puzzles by sheet, read once: commands ask for every grid they read.
    fn recorded_by_sheet(&mut self) -> &BySheet {
        if self.recorded.get().is_none() {
            let mut by = BySheet::new();
            for r in self.read_recorded() {
                by.entry(r.sheet.clone()).or_default().push(r);
            }
            let _ = self.recorded.set(by);
        }
        self.recorded.get().expect("set above")
    }

    fn read_recorded(&mut self) -> Vec<Recorded> {
        let sheets: std::collections::HashSet<String> =
            self.sheets().into_iter().map(|s| s.name).collect();
        let rules: std::collections::HashMap<String, String> = names_with(self, RULES_NAME)
            .into_iter()
            .map(|(n, v)| (n[RULES_NAME.len()..].to_ascii_lowercase(), v))
            .collect();
        let mut out = Vec::new();
        for (name, grid_refers) in names_with(self, GRID_NAME) {
            let k = &name[GRID_NAME.len()..];
            let Some(text) = rules.get(&k.to_ascii_lowercase()) else {
                continue;
            };
            let Some(r) =
                RecordedRules::parse(text.trim().trim_start_matches('=').trim_matches('"'))
            else {
                continue;
            };
            let Ok((sheet, cells)) = split_sheet(grid_refers.trim().trim_start_matches('=')) else {
                continue;
            };
            let (Some(sheet), Ok(range)) = (sheet, GridRange::parse(cells)) else {
                continue;
            };
            if range.size != r.size || !sheets.contains(&sheet) {
                continue;
            }
            out.push(Recorded {
                sheet,
                range,
                rules: r,
                regions: r
                    .jigsaw
                    .then(|| RangeSpec::Name(format!("{}{k}", REGIONS_NAME))),
            });
        }
        out
    }
}
