//! The package edit on the shapes other writers give a workbook: the input's first bytes
//! choose which (byte-order marks, a prefixed styles part, a UTF-16 part, a shared or an
//! array formula over the grid, control anchors, part names in another case or climbing
//! targets, hostile entry names), the rest is spliced into the sheet's XML. Whatever the
//! input, nothing may panic, and a copy that is written must open again with its grid.
#![no_main]

use std::io::Write;

use libfuzzer_sys::fuzz_target;
use sudoku_workbook::address::RangeSpec;
use sudoku_workbook::package::parts::WORKBOOK_TYPE;
use sudoku_workbook::write::{Digits, GridOutput, SheetOutput};
use sudoku_workbook::Workbook;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const MAIN: &str = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL: &str = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

fn sheet(shared: bool, array: bool, controls: bool, extra: &str) -> String {
    let mut rows = String::new();
    for r in 0..9 {
        rows.push_str(&format!("<row r=\"{}\">", r + 1));
        if array && r == 0 {
            rows.push_str("<c r=\"A1\"><f t=\"array\" ref=\"A1:B3\">ROW(A1:B3)*0</f><v>0</v></c>");
        }
        for c in 0..9 {
            if array && r == 0 && c == 0 {
                continue;
            }
            let d = CLASSIC.as_bytes()[r * 9 + c];
            let at = format!("{}{}", char::from(b'A' + c as u8), r + 1);
            if shared && c == 8 {
                let f = if r == 0 {
                    "<f t=\"shared\" ref=\"I1:I12\" si=\"0\">K1</f>".to_string()
                } else {
                    "<f t=\"shared\" si=\"0\"/>".to_string()
                };
                rows.push_str(&format!("<c r=\"{at}\">{f}<v>0</v></c>"));
            } else if d != b'.' {
                rows.push_str(&format!("<c r=\"{at}\"><v>{}</v></c>", d - b'0'));
            }
        }
        rows.push_str("</row>");
    }
    if shared {
        for r in 10..=12 {
            rows.push_str(&format!("<row r=\"{r}\"><c r=\"I{r}\"><f t=\"shared\" si=\"0\"/><v>0</v></c></row>"));
        }
    }
    let controls = if controls {
        "<controls><control shapeId=\"1025\" r:id=\"rId9\"><controlPr><anchor><from><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>2</xdr:row><xdr:rowOff>0</xdr:rowOff></from><to><xdr:col>12</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>4</xdr:row><xdr:rowOff>0</xdr:rowOff></to></anchor></controlPr></control></controls>"
    } else {
        ""
    };
    format!(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><worksheet xmlns=\"{MAIN}\" xmlns:r=\"{REL}\" xmlns:xdr=\"http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing\"><sheetData>{rows}{extra}</sheetData>{controls}</worksheet>"
    )
}

fn styles(prefixed: bool) -> String {
    let body = "<fonts count=\"1\"><font><sz val=\"11\"/><name val=\"Calibri\"/></font></fonts><fills count=\"2\"><fill><patternFill patternType=\"none\"/></fill><fill><patternFill patternType=\"gray125\"/></fill></fills><borders count=\"1\"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count=\"1\"><xf numFmtId=\"0\" fontId=\"0\" fillId=\"0\" borderId=\"0\"/></cellStyleXfs><cellXfs count=\"1\"><xf numFmtId=\"14\" fontId=\"0\" fillId=\"0\" borderId=\"0\" xfId=\"0\"/></cellXfs>";
    if prefixed {
        let body = body.replace("</", "\u{1}").replace('<', "<x:").replace('\u{1}', "</x:");
        format!("<?xml version=\"1.0\"?><x:styleSheet xmlns:x=\"{MAIN}\">{body}</x:styleSheet>")
    } else {
        format!("<?xml version=\"1.0\"?><styleSheet xmlns=\"{MAIN}\">{body}</styleSheet>")
    }
}

fn package(flags: u16, extra: &str) -> Vec<u8> {
    let bit = |k: u16| flags & (1 << k) != 0;
    let sheet_name = if bit(6) { "Worksheets/Sheet1.XML" } else { "worksheets/sheet1.xml" };
    let sheet_target = if bit(7) { "worksheets/../worksheets/sheet1.xml" } else { sheet_name };
    let mut parts: Vec<(String, Vec<u8>)> = vec![
        (
            "[Content_Types].xml".into(),
            format!("<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"><Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/><Default Extension=\"xml\" ContentType=\"application/xml\"/><Override PartName=\"/xl/workbook.xml\" ContentType=\"{WORKBOOK_TYPE}\"/><Override PartName=\"/xl/worksheets/sheet1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/><Override PartName=\"/xl/styles.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml\"/></Types>").into_bytes(),
        ),
        (
            "_rels/.rels".into(),
            format!("<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"{REL}/officeDocument\" Target=\"xl/workbook.xml\"/></Relationships>").into_bytes(),
        ),
        (
            "xl/workbook.xml".into(),
            format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\"{MAIN}\" xmlns:r=\"{REL}\"><sheets><sheet name=\"Sheet1\" sheetId=\"1\" r:id=\"rId1\"/></sheets><definedNames/></workbook>").into_bytes(),
        ),
        (
            "xl/_rels/workbook.xml.rels".into(),
            format!("<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\"><Relationship Id=\"rId1\" Type=\"{REL}/worksheet\" Target=\"{sheet_target}\"/><Relationship Id=\"rId2\" Type=\"{REL}/styles\" Target=\"styles.xml\"/></Relationships>").into_bytes(),
        ),
        ("xl/styles.xml".into(), styles(bit(1)).into_bytes()),
        (
            "xl/worksheets/sheet1.xml".into(),
            sheet(bit(3), bit(4), bit(5), extra).into_bytes(),
        ),
    ];
    if bit(0) {
        for (_, data) in parts.iter_mut() {
            data.splice(0..0, *b"\xEF\xBB\xBF");
        }
    }
    if bit(2) {
        let wb = &mut parts[2].1;
        let text = String::from_utf8_lossy(wb).replace("UTF-8", "UTF-16");
        *wb = [0xFF, 0xFE]
            .into_iter()
            .chain(text.encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
    }
    if bit(8) {
        parts.push(("../../evil.txt".into(), b"x".to_vec()));
        parts.push(("xl\\back.txt".into(), b"x".to_vec()));
    }
    let mut z = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    for (name, data) in parts {
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        if z.start_file(name.as_str(), options).is_err() || z.write_all(&data).is_err() {
            return Vec::new();
        }
    }
    z.finish().map(|c| c.into_inner()).unwrap_or_default()
}

fuzz_target!(|data: &[u8]| {
    let flags = u16::from_le_bytes([data.first().copied().unwrap_or(0), data.get(1).copied().unwrap_or(0)]);
    let extra = String::from_utf8_lossy(data.get(2..).unwrap_or_default());
    let bytes = package(flags, &extra);
    let Ok(mut wb) = Workbook::from_bytes(bytes) else {
        return;
    };
    let Ok((sheet, range)) = wb.locate(None, &RangeSpec::default()) else {
        return;
    };
    let Ok(puzzle) = wb.read_grid(&sheet, range) else {
        return;
    };
    // A digit added, so that the grid's formulas are overwritten and the shared and
    // array formulas take the edit's paths.
    let mut shown = puzzle;
    if let Some(i) = (0..81).find(|&i| shown.get(i).is_none()) {
        shown.set(i, 1);
    }
    let grids = [SheetOutput {
        name: sheet.clone(),
        grids: vec![GridOutput {
            range,
            digits: Digits::Classic { puzzle, shown },
            status: "Solved".into(),
            marks: vec![(0, 0xFFE699)],
        }],
    }];
    if let Ok(Ok(edit)) = wb.plan_edit(&grids, WORKBOOK_TYPE) {
        let mut out = std::io::Cursor::new(Vec::new());
        if edit.write_to(&mut out).is_ok() {
            let mut copy = Workbook::from_bytes(out.into_inner()).expect("the copy opens");
            copy.read_grid(&sheet, range).expect("the copy's grid reads");
        }
    }
});
