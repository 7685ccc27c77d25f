//! The web page's words for what the command says: its refusals and advice name flags
//! (`--range`, `--grid-only`), which the page has not, so every line a job gives the page
//! passes through [`for_page`], the one place that turns a flag into the page's box,
//! option or button (or, for what only the command can do, says so in words).

/// Whole pieces of advice, matched first: `{}` stands for a range or name, taken up to
/// the text that follows it in the pattern (or to the end of the line). The first
/// pattern that matches wins, so longer ones come before their shorter forms.
const PHRASES: &[(&str, &str)] = &[
    (
        "use --range {}, or --range auto (--exact reads the range as given)",
        "type {} in Range, or auto to find every grid",
    ),
    (
        "use --range {}, or --range auto",
        "type {} in Range, or auto to find every grid",
    ),
    (
        "give --range {}, or --range auto",
        "type {} in Range, or auto to find every grid",
    ),
    (
        "give the grid's range with --range (--exact reads the range as given)",
        "type the grid's place in Range (e.g. B2:J10)",
    ),
    (
        "give the grid's place with --range",
        "type the grid's place in Range (e.g. B2:J10)",
    ),
    (
        "give the one meant with --range",
        "type the one meant in Range (e.g. B2:J10)",
    ),
    (
        "name the one being played with --range",
        "type the one being played in Range",
    ),
    ("use --range {}", "type {} in Range"),
    ("give --range {}", "type {} in Range"),
    (
        "choose another with --sheet",
        "type another sheet's name in Sheet",
    ),
    (
        "but --sheet chooses {}; drop one of them or make them agree",
        "but Sheet says {}; clear one of them or make them agree",
    ),
    (
        "--range auto finds every grid; give it alone, without other ranges",
        "Range auto finds every grid; type auto alone, without other ranges",
    ),
    (
        "use --grid-only to write just the solved grids",
        "the sudoku-xlsx command can write just the solved grids of a workbook this large",
    ),
    (
        "(or use --grid-only for the grids alone)",
        "(the sudoku-xlsx command can also write the grids alone)",
    ),
    (
        "use --grid-only for the grids alone",
        "the sudoku-xlsx command can write the grids alone",
    ),
    (
        "; leave out --check-answers",
        "; clear \"Playable copies colour wrong answers\"",
    ),
    (
        "allow more time with --time-limit",
        "the sudoku-xlsx command can be given more time",
    ),
    (
        "; --report lists them all",
        "; the sudoku-xlsx command's report lists them all",
    ),
    (
        "(for puzzle lists see `solve --help`)",
        "(a list of puzzles is a .txt or .csv file, one puzzle a line)",
    ),
];

/// Every flag of the command, with the catalog message that stands for it on the page
/// (`page-flag-*`). Flags with a box or option of their own are named by its label; the
/// rest are the command's alone (`page-flag-option`, with the flag's name). A unit test
/// checks that every flag the command has is here, so none reaches the page raw.
const FLAGS: &[(&str, &str)] = &[
    ("range", "page-flag-range"),
    ("sheet", "page-flag-sheet"),
    ("size", "page-flag-size"),
    ("diagonal", "page-flag-diagonal"),
    ("windoku", "page-flag-windoku"),
    ("jigsaw", "page-flag-jigsaw"),
    ("check-answers", "page-flag-check-answers"),
    ("count", "page-flag-count"),
    ("difficulty", "page-flag-difficulty"),
    ("level", "page-flag-level"),
    ("title", "page-flag-title"),
    ("seed", "page-flag-seed"),
    ("givens", "page-flag-givens"),
    ("regions", "page-flag-option"),
    ("boxes", "page-flag-option"),
    ("symbols", "page-flag-option"),
    ("all-sheets", "page-flag-option"),
    ("exact", "page-flag-option"),
    ("grid-only", "page-flag-option"),
    ("list", "page-flag-option"),
    ("time-limit", "page-flag-time-limit"),
    ("report", "page-flag-report"),
    ("out-dir", "page-flag-out-dir"),
    ("output", "page-flag-output"),
    ("force", "page-flag-option"),
    ("quiet", "page-flag-option"),
    ("jobs", "page-flag-option"),
    ("shard", "page-flag-option"),
    ("shard-index", "page-flag-option"),
    ("solutions-to", "page-flag-solutions-to"),
    ("per-page", "page-flag-option"),
    ("paper", "page-flag-option"),
    ("symmetry", "page-flag-option"),
    ("no-solutions", "page-flag-option"),
    ("steps", "page-flag-option"),
    ("reveal", "page-flag-option"),
    ("color", "page-flag-color"),
    ("lang", "page-flag-lang"),
    ("include-empty", "page-flag-option"),
    ("help", "page-flag-help"),
    ("version", "page-flag-version"),
];

/// What stands for flag `name` on the page, in the current language.
fn flag_words(name: &str) -> String {
    let id = FLAGS
        .iter()
        .find(|(flag, _)| *flag == name)
        .map_or("page-flag-unknown", |(_, id)| id);
    sudoku_i18n::text(id, &[("name", name.into())])
}

/// `line` in the page's words: every flag replaced by what stands for it on the page.
pub fn for_page(line: &str) -> String {
    let mut text = line.to_string();
    // The whole pieces of advice are matched in English, the words they were written
    // in; another language's lines get the flags' words alone.
    let phrases = if sudoku_i18n::current() == sudoku_i18n::Lang::En {
        PHRASES
    } else {
        &[]
    };
    for (pattern, words) in phrases {
        if let Some(changed) = replace_pattern(&text, pattern, words) {
            text = changed;
        }
    }
    replace_flags(&text)
}

/// `text` with the first match of `pattern` (one `{}` at most) replaced by `words`, the
/// text `{}` stood for put where `words` has its `{}`.
fn replace_pattern(text: &str, pattern: &str, words: &str) -> Option<String> {
    let Some((before, after)) = pattern.split_once("{}") else {
        let at = text.find(pattern)?;
        return Some(format!(
            "{}{words}{}",
            &text[..at],
            &text[at + pattern.len()..]
        ));
    };
    let mut from = 0;
    while let Some(found) = text[from..].find(before) {
        let start = from + found;
        let inner = start + before.len();
        let end = if after.is_empty() {
            Some((text.len(), text.len()))
        } else {
            text[inner..]
                .find(after)
                .map(|k| (inner + k, inner + k + after.len()))
        };
        if let Some((stop, past)) = end {
            if stop > inner {
                let taken = &text[inner..stop];
                return Some(format!(
                    "{}{}{}",
                    &text[..start],
                    words.replace("{}", taken),
                    &text[past..]
                ));
            }
        }
        from = inner;
    }
    None
}

/// Every `--flag` left in `text` (with a `<VALUE>` after it, as usage errors write it)
/// replaced by its page words; a flag not in [`FLAGS`] becomes "an option of the
/// sudoku-xlsx command".
fn replace_flags(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        let name_len = rest[at + 2..]
            .find(|c: char| !(c.is_ascii_lowercase() || c == '-'))
            .unwrap_or(rest.len() - at - 2);
        let name = rest[at + 2..at + 2 + name_len].trim_end_matches('-');
        let starts_word = at == 0 || !rest[..at].ends_with(|c: char| c.is_alphanumeric());
        if name.is_empty() || !starts_word {
            out.push_str(&rest[..at + 2]);
            rest = &rest[at + 2..];
            continue;
        }
        out.push_str(&rest[..at]);
        out.push_str(&flag_words(name));
        rest = &rest[at + 2 + name.len()..];
        // A usage error's `'--range <RANGE|NAME|auto>'`: the value's shape is the flag's.
        if let Some(value) = rest.strip_prefix(" <") {
            if let Some(close) = value.find('>') {
                rest = &value[close + 1..];
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn long_flags(command: &clap::Command, into: &mut Vec<String>) {
        for arg in command.get_arguments() {
            if let Some(long) = arg.get_long() {
                into.push(long.to_string());
            }
        }
        for sub in command.get_subcommands() {
            long_flags(sub, into);
        }
    }

    #[test]
    fn every_flag_of_the_command_has_page_words() {
        let mut flags = Vec::new();
        long_flags(&crate::cli::Cli::command(), &mut flags);
        assert!(flags.len() > 20, "{flags:?}");
        for flag in flags {
            assert!(
                FLAGS.iter().any(|(f, _)| *f == flag),
                "--{flag} has no words on the page: add it to FLAGS"
            );
        }
    }

    #[test]
    fn advice_names_the_page_s_boxes() {
        let cases = [
            (
                "a.xlsx: Sheet1!A1:I9 holds no digit, but the grid is at Sheet1!B2:J10; use --range Sheet1!B2:J10, or --range auto",
                "a.xlsx: Sheet1!A1:I9 holds no digit, but the grid is at Sheet1!B2:J10; type Sheet1!B2:J10 in Range, or auto to find every grid",
            ),
            (
                "a.xlsx: no grid found on sheet \"S\"; give the grid's place with --range",
                "a.xlsx: no grid found on sheet \"S\"; type the grid's place in Range (e.g. B2:J10)",
            ),
            (
                "a.xlsx: --range \"Z\": not a range",
                "a.xlsx: Range \"Z\": not a range",
            ),
            (
                "invalid value 'Z9Z' for '--range <RANGE|NAME|auto>': not a cell",
                "invalid value 'Z9Z' for 'Range': not a cell",
            ),
            (
                "a.xlsx: --range \"B!A1:I9\" is on sheet \"B\" but --sheet chooses \"A\"; drop one of them or make them agree",
                "a.xlsx: Range \"B!A1:I9\" is on sheet \"B\" but Sheet says \"A\"; clear one of them or make them agree",
            ),
            (
                "big.xlsx: too much to carry; use --grid-only to write just the solved grids",
                "big.xlsx: too much to carry; the sudoku-xlsx command can write just the solved grids of a workbook this large",
            ),
            (
                "the grid 'My Sheet'!C3:K11 is elsewhere: give --range 'My Sheet'!C3:K11",
                "the grid 'My Sheet'!C3:K11 is elsewhere: type 'My Sheet'!C3:K11 in Range",
            ),
            ("x --frobnicate y", "x an option of the sudoku-xlsx command y"),
            // Not flags: a dash rule, a word with dashes, a minus.
            ("------+-------", "------+-------"),
            ("well--known", "well--known"),
            ("-- end", "-- end"),
        ];
        for (command, page) in cases {
            assert_eq!(for_page(command), page);
        }
    }

    #[test]
    fn every_command_message_with_a_flag_loses_it() {
        // The command's own advice, as its sources write it.
        for line in [
            "sheet \"C\" is a chart, not a worksheet with cells; choose another with --sheet (worksheets: \"A\")",
            "x; give the one meant with --range",
            "x; give the grid's range with --range (--exact reads the range as given)",
            "x; use --range B2:J10, or --range auto (--exact reads the range as given)",
            "x; use --range A1:P16",
            "the workbook has macros; name the copy .xlsm (or use --grid-only for the grids alone)",
            "Undecided: the solver stopped; allow more time with --time-limit",
            "3 grids were found (A1:I9, K1:S9, A11:I19); name the one being played with --range",
            "A1: more than one solution; leave out --check-answers",
            "this is a text file, not a workbook (for puzzle lists see `solve --help`)",
            "--range auto finds every grid; give it alone, without other ranges",
        ] {
            let page = for_page(line);
            assert!(!page.contains("--"), "{line}\n=> {page}");
        }
    }
}
