//! A package that Excel opens but that is not laid out as Excel writes it, made plain
//! before it is read: XML parts in UTF-16 become UTF-8, and relationship targets that
//! climb out of a folder and back in (`worksheets/../worksheets/sheet1.xml`) are written
//! from the package's root. Every other part keeps its packed bytes, so the copy made
//! from the plain package differs from the user's only where it had to.

use std::io::{Cursor, Read, Write};

use super::parts::{decode, folder, resolve};

/// The plain form of the package `bytes`, or `None` when it is plain already (or not a
/// package at all: the reader then says what is wrong with it).
pub fn normalized(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut zin = zip::ZipArchive::new(Cursor::new(bytes)).ok()?;
    let entries = super::parts::entry_names(&zin);
    let mut changed: Vec<(usize, String)> = Vec::new();
    for i in 0..zin.len() {
        let mut f = zin.by_index(i).ok()?;
        let name = f.name().ok()?.into_owned();
        let lower = name.to_ascii_lowercase();
        if !(lower.ends_with(".xml") || lower.ends_with(".rels")) {
            continue;
        }
        let mut head = [0u8; 2];
        let wide = f.read_exact(&mut head).is_ok() && matches!(head, [0xFF, 0xFE] | [0xFE, 0xFF]);
        let rels = lower.ends_with(".rels");
        if (!wide && !rels) || f.size() > super::parts::INDEX_LIMIT {
            continue;
        }
        // Only these parts are read whole: the UTF-16 ones and the relationships,
        // which are small.
        let mut data = head.to_vec();
        f.take(super::parts::INDEX_LIMIT)
            .read_to_end(&mut data)
            .ok()?;
        let Some(mut text) = decode(&data) else {
            continue;
        };
        let mut edited = wide;
        if rels {
            if let Some(t) = plain_targets(&text, &name, &entries) {
                text = t;
                edited = true;
            }
        }
        if edited {
            changed.push((i, text));
        }
    }
    if changed.is_empty() {
        return None;
    }
    let mut zout = zip::ZipWriter::new(Cursor::new(Vec::with_capacity(bytes.len())));
    for i in 0..zin.len() {
        match changed.iter().find(|(k, _)| *k == i) {
            Some((_, text)) => {
                let name = zin.by_index_raw(i).ok()?.name().ok()?.into_owned();
                let options = zip::write::SimpleFileOptions::default()
                    .compression_method(zip::CompressionMethod::Deflated);
                zout.start_file(name.as_str(), options).ok()?;
                zout.write_all(text.as_bytes()).ok()?;
            }
            None => zout.raw_copy_file(zin.by_index_raw(i).ok()?).ok()?,
        }
    }
    Some(zout.finish().ok()?.into_inner())
}

/// A relationships part with each internal target that climbs out of a folder and back
/// (`a/../b`, `./b`), or that names its part in another case than the package does,
/// written from the root as the package names it (`/xl/b`); `None` when it has none.
fn plain_targets(xml: &str, rels_part: &str, entries: &[String]) -> Option<String> {
    // `xl/_rels/workbook.xml.rels` speaks for `xl/workbook.xml`: targets start in `xl/`.
    let owner_dir = rels_part.rsplit_once("_rels/").map_or("", |(dir, _)| dir);
    let base = folder(&format!("{owner_dir}x")).to_string();
    let mut out = String::with_capacity(xml.len());
    let mut rest = xml;
    let mut edited = false;
    while let Some(k) = rest.find("Target=") {
        let after = &rest[k + "Target=".len()..];
        let Some(quote) = after.chars().next().filter(|c| *c == '"' || *c == '\'') else {
            out.push_str(&rest[..k + "Target=".len()]);
            rest = after;
            continue;
        };
        let Some(len) = after[1..].find(quote) else {
            break;
        };
        let target = &after[1..1 + len];
        out.push_str(&rest[..k + "Target=".len() + 1]);
        let climbs = target
            .split('/')
            .skip_while(|s| *s == "..")
            .any(|s| s == ".." || s == ".");
        let external = target.contains("://") || target.starts_with("mailto:");
        let part = resolve(&base, target);
        let other_case = (!entries.contains(&part))
            .then(|| entries.iter().find(|e| e.eq_ignore_ascii_case(&part)))
            .flatten();
        if (climbs || other_case.is_some()) && !external {
            out.push('/');
            out.push_str(other_case.unwrap_or(&part));
            edited = true;
        } else {
            out.push_str(target);
        }
        rest = &after[1 + len..];
    }
    out.push_str(rest);
    edited.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::plain_targets;

    #[test]
    fn climbing_targets_are_written_from_the_root() {
        let rels = r#"<Relationships><Relationship Id="rId1" Target="worksheets/../worksheets/sheet1.xml"/><Relationship Id="rId2" Target="styles.xml"/><Relationship Id="rId3" Target="https://a/../b" TargetMode="External"/></Relationships>"#;
        let entries = [
            "xl/worksheets/sheet1.xml".to_string(),
            "xl/styles.xml".to_string(),
        ];
        let out = plain_targets(rels, "xl/_rels/workbook.xml.rels", &entries).unwrap();
        assert!(
            out.contains(r#"Target="/xl/worksheets/sheet1.xml""#),
            "{out}"
        );
        assert!(out.contains(r#"Target="styles.xml""#));
        assert!(out.contains(r#"Target="https://a/../b""#));
        // A sheet's relationships climb once to reach the drawings: that stays.
        let sheet =
            r#"<Relationships><Relationship Target="../drawings/drawing1.xml"/></Relationships>"#;
        let entries = ["xl/drawings/drawing1.xml".to_string()];
        assert!(plain_targets(sheet, "xl/worksheets/_rels/sheet1.xml.rels", &entries).is_none());
        // A target in another case than its part takes the part's name.
        let rels =
            r#"<Relationships><Relationship Target="Worksheets/Sheet1.XML"/></Relationships>"#;
        let entries = ["xl/worksheets/sheet1.xml".to_string()];
        let out = plain_targets(rels, "xl/_rels/workbook.xml.rels", &entries).unwrap();
        assert!(
            out.contains(r#"Target="/xl/worksheets/sheet1.xml""#),
            "{out}"
        );
    }
}
