//! `--help` in the user's language: the command line of [`crate::cli`] with every about,
//! argument help and closing text taken from the catalogs (`locales/help/<code>.ftl` in
//! `sudoku-i18n`). English keeps the doc comments themselves; `locales/help/en.ftl` is
//! written from them (see the test below), so the translations follow the code.

use clap::{Command, CommandFactory};
use sudoku_i18n::Lang;

use crate::cli::Cli;

/// The command line in the current language ([`sudoku_i18n::current`]).
pub fn command() -> Command {
    command_in(sudoku_i18n::current())
}

/// The command line in `lang`.
pub fn command_in(lang: Lang) -> Command {
    let cmd = Cli::command();
    if lang == Lang::En {
        return cmd;
    }
    let cmd = localize(cmd, "help-root", lang);
    if unspaced(lang) {
        // clap breaks lines only at spaces, which Japanese and Chinese put between few
        // words: their texts are broken here, by display width, each flag's help on a
        // line of its own below the flag.
        let width = term_width();
        wrap_all(cmd.term_width(width).next_line_help(true), width)
    } else {
        cmd
    }
}

/// Languages written without spaces between words.
fn unspaced(lang: Lang) -> bool {
    matches!(lang, Lang::Ja | Lang::Zh)
}

/// The width clap would wrap `--help` to: `COLUMNS`, else the terminal's, at most 100.
fn term_width() -> usize {
    let current = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse::<usize>().ok())
        .or_else(terminal_columns)
        .unwrap_or(100);
    current.min(100)
}

#[cfg(not(target_arch = "wasm32"))]
fn terminal_columns() -> Option<usize> {
    terminal_size::terminal_size().map(|(w, _)| usize::from(w.0))
}

#[cfg(target_arch = "wasm32")]
fn terminal_columns() -> Option<usize> {
    None
}

/// How far clap indents a flag's help on the line below the flag.
const NEXT_LINE_INDENT: usize = 10;

/// `cmd` and its subcommands with every text broken into lines of at most `width`
/// columns (a flag's help, `NEXT_LINE_INDENT` fewer).
fn wrap_all(mut cmd: Command, width: usize) -> Command {
    let texts = [
        cmd.get_about().map(|t| t.to_string()),
        cmd.get_long_about().map(|t| t.to_string()),
        cmd.get_after_help().map(|t| t.to_string()),
        cmd.get_after_long_help().map(|t| t.to_string()),
    ];
    let narrow = width.saturating_sub(NEXT_LINE_INDENT + 1).max(20);
    // The about line is also a subcommand's line in its parent's list, indented there.
    let [about, long_about, after, after_long] = texts;
    let about = about.map(|t| wrap(&t, narrow));
    let [long_about, after, after_long] =
        [long_about, after, after_long].map(|t| t.map(|t| wrap(&t, width)));
    if let Some(t) = about {
        cmd = cmd.about(t);
    }
    if let Some(t) = long_about {
        cmd = cmd.long_about(t);
    }
    if let Some(t) = after {
        cmd = cmd.after_help(t);
    }
    if let Some(t) = after_long {
        cmd = cmd.after_long_help(t);
    }
    let args: Vec<(String, Option<String>, Option<String>)> = cmd
        .get_arguments()
        .map(|a| {
            (
                a.get_id().to_string(),
                a.get_help().map(|h| wrap(&h.to_string(), narrow)),
                a.get_long_help().map(|h| wrap(&h.to_string(), narrow)),
            )
        })
        .collect();
    for (id, help, long) in args {
        cmd = cmd.mut_arg(id, |mut a| {
            if let Some(h) = help {
                a = a.help(h);
            }
            if let Some(l) = long {
                a = a.long_help(l);
            }
            a
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(&name, |s| wrap_all(s, width));
    }
    cmd
}

/// `text` broken into lines of at most `width` display columns: between any two wide
/// characters, at spaces, never inside a run of ASCII letters, digits and marks (a flag,
/// a range, `.xlsx`), never before closing punctuation (、。）」) nor after opening (（「).
fn wrap(text: &str, width: usize) -> String {
    use unicode_width::UnicodeWidthChar;
    const NO_START: &str = "、。，．：；！？）」』】〕》〉ー…・％";
    const NO_END: &str = "（「『【〔《〈";
    let narrow = |c: char| c.is_ascii() && !c.is_ascii_whitespace();
    let mut out = String::with_capacity(text.len() + text.len() / 20);
    for (k, line) in text.split('\n').enumerate() {
        if k > 0 {
            out.push('\n');
        }
        let chars: Vec<char> = line.chars().collect();
        let mut start = 0;
        while start < chars.len() {
            let mut used = 0;
            let mut end = start;
            let mut last_break = None;
            while end < chars.len() {
                let w = chars[end].width().unwrap_or(0);
                if used + w > width && end > start {
                    break;
                }
                used += w;
                end += 1;
                if end < chars.len() {
                    let (a, b) = (chars[end - 1], chars[end]);
                    let held = (narrow(a) && narrow(b))
                        || NO_START.contains(b)
                        || NO_END.contains(a)
                        || a == ' ';
                    let breakable = b == ' ' || !held;
                    if breakable {
                        last_break = Some(end);
                    }
                }
            }
            if end < chars.len() {
                if let Some(b) = last_break.filter(|&b| b > start) {
                    end = b;
                }
            }
            out.extend(&chars[start..end]);
            start = end;
            // The space a line was broken at is not carried to the next line.
            while start < chars.len() && chars[start] == ' ' {
                start += 1;
            }
            if start < chars.len() {
                out.push('\n');
            }
        }
    }
    out
}

/// The message `id` in `lang`, when the catalogs have it.
fn words(lang: Lang, id: &str) -> Option<String> {
    sudoku_i18n::has_message(Lang::En, id).then(|| sudoku_i18n::text_in(lang, id, &[]))
}

/// The ids of a command's texts: `help-solve-about`, `help-solve-range`, ...
fn id(path: &str, what: &str) -> String {
    format!("{path}-{}", what.replace('_', "-"))
}

/// `cmd` and its subcommands with their texts in the current language, its headings too.
fn localize(mut cmd: Command, path: &str, lang: Lang) -> Command {
    let text = |id: &str| sudoku_i18n::text_in(lang, id, &[]);
    let usage = text("help-heading-usage");
    let options = text("help-heading-options");
    let arguments = text("help-heading-arguments");
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{usage} {{usage}}\n\n{{all-args}}{{after-help}}"
        ))
        .subcommand_help_heading(text("help-heading-commands"));
    if let Some(t) = words(lang, &id(path, "about")) {
        cmd = cmd.about(t);
    }
    if let Some(t) = words(lang, &id(path, "long-about")) {
        cmd = cmd.long_about(t);
    }
    if let Some(t) = words(lang, &id(path, "after")) {
        cmd = cmd.after_help(t);
    }
    if let Some(t) = words(lang, &id(path, "after-long")) {
        cmd = cmd.after_long_help(t);
    }
    let args: Vec<(String, bool, Option<String>, bool, String)> = cmd
        .get_arguments()
        .map(|a| {
            (
                a.get_id().to_string(),
                a.is_positional(),
                a.get_help_heading().map(str::to_string),
                a.get_action().takes_values(),
                notes(a, lang),
            )
        })
        .collect();
    for (arg, positional, heading, takes_value, notes) in args {
        // clap's own `[default: 60]` and `[possible values: ...]` notes, in the
        // language's words: clap is told to leave its English ones out.
        let with_notes = |t: String| {
            if notes.is_empty() {
                t
            } else {
                format!("{t} {notes}")
            }
        };
        let help = words(lang, &id(path, &arg)).map(with_notes);
        let long = words(lang, &id(path, &format!("{arg}-long"))).map(with_notes);
        let heading = match heading {
            Some(h) => words(lang, &format!("help-heading-{}", slug(&h))).unwrap_or(h),
            None if positional => arguments.clone(),
            None => options.clone(),
        };
        cmd = cmd.mut_arg(arg, |mut a| {
            if let Some(h) = help {
                a = a.help(h);
            }
            if let Some(l) = long {
                a = a.long_help(l);
            }
            a = a.help_heading(heading);
            if takes_value {
                a = a.hide_possible_values(true).hide_default_value(true);
            }
            a
        });
    }
    // clap's own --help and --version, made now so that they can be worded.
    cmd = cmd.disable_help_flag(true).arg(
        clap::Arg::new("help")
            .short('h')
            .long("help")
            .action(clap::ArgAction::Help)
            .help(text("help-flag-help"))
            .help_heading(options.clone()),
    );
    if cmd.get_version().is_some() {
        cmd = cmd.disable_version_flag(true).arg(
            clap::Arg::new("version")
                .short('V')
                .long("version")
                .action(clap::ArgAction::Version)
                .help(text("help-flag-version"))
                .help_heading(options),
        );
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        let sub_path = format!("help-{}", name_path(path, &name));
        cmd = cmd.mut_subcommand(&name, |s| localize(s, &sub_path, lang));
    }
    cmd.disable_help_subcommand(true)
}

/// The `[default: …]` and `[possible values: …]` notes clap would add to `arg`'s help,
/// in `lang`; empty when it would add none.
fn notes(arg: &clap::Arg, lang: Lang) -> String {
    let mut out = Vec::new();
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    let takes_value = arg.get_action().takes_values();
    if !arg.is_hide_default_value_set() && !defaults.is_empty() && takes_value {
        out.push(sudoku_i18n::text_in(
            lang,
            "help-default-note",
            &[("value", defaults.join(", ").into())],
        ));
    }
    let values: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    // Values described in English (`--color`'s): the help text names them.
    let described = arg
        .get_possible_values()
        .iter()
        .any(|v| v.get_help().is_some());
    if !arg.is_hide_possible_values_set() && !values.is_empty() && !described && takes_value {
        out.push(sudoku_i18n::text_in(
            lang,
            "help-values-note",
            &[("values", values.join(", ").into())],
        ));
    }
    out.join(" ")
}

/// The path of subcommand `name` under the command at `path` (`solve`, `report-merge`).
fn name_path(path: &str, name: &str) -> String {
    match path.strip_prefix("help-") {
        Some("root") | None => name.to_string(),
        Some(parent) => format!("{parent}-{name}"),
    }
}

/// A heading as an id's end: `Grid shape and rules` -> `grid-shape-and-rules`.
fn slug(heading: &str) -> String {
    heading
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect::<String>()
        .split('-')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `text` as a Fluent value: every line indented, braces and the characters that
    /// would start a variant or an attribute escaped.
    fn value(text: &str) -> String {
        let mut out = String::new();
        for line in text.trim_end().lines() {
            let mut escaped = String::new();
            for c in line.chars() {
                match c {
                    '{' => escaped.push_str("{\"{\"}"),
                    '}' => escaped.push_str("{\"}\"}"),
                    c => escaped.push(c),
                }
            }
            let body = escaped.trim_start();
            if body.starts_with(['[', '*', '.']) {
                let indent = &escaped[..escaped.len() - body.len()];
                escaped = format!("{indent}{{\"\"}}{body}");
            }
            out.push_str("\n    ");
            out.push_str(&escaped);
        }
        out
    }

    fn entries(cmd: &Command, path: &str, out: &mut String) {
        let mut put = |what: &str, text: Option<String>| {
            if let Some(t) = text.filter(|t| !t.trim().is_empty()) {
                out.push_str(&format!("{} ={}\n", id(path, what), value(&t)));
            }
        };
        put("about", cmd.get_about().map(|s| s.to_string()));
        put("long-about", cmd.get_long_about().map(|s| s.to_string()));
        put("after", cmd.get_after_help().map(|s| s.to_string()));
        put(
            "after-long",
            cmd.get_after_long_help().map(|s| s.to_string()),
        );
        for a in cmd.get_arguments() {
            let arg = a.get_id().to_string();
            put(&arg, a.get_help().map(|s| s.to_string()));
            put(
                &format!("{arg}-long"),
                a.get_long_help().map(|s| s.to_string()),
            );
        }
        for s in cmd.get_subcommands() {
            out.push('\n');
            entries(s, &format!("help-{}", name_path(path, s.get_name())), out);
        }
    }

    /// The English catalog of `--help`, from the doc comments.
    fn english() -> String {
        let mut out = String::from(
            "## --help: the texts of the command line, written from the doc comments of \
             src/cli.rs\n## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).\n\n",
        );
        out.push_str(
            "help-heading-usage = Usage:\nhelp-heading-options = Options\n\
             help-heading-arguments = Arguments\nhelp-heading-commands = Commands\n\
             help-flag-help = Print help (see more with '--help')\n\
             help-flag-version = Print version\n",
        );
        let cmd = Cli::command();
        let mut headings: Vec<String> = Vec::new();
        collect_headings(&cmd, &mut headings);
        for h in headings {
            out.push_str(&format!("help-heading-{} = {h}\n", slug(&h)));
        }
        out.push('\n');
        entries(&cmd, "help-root", &mut out);
        out
    }

    fn collect_headings(cmd: &Command, into: &mut Vec<String>) {
        for a in cmd.get_arguments() {
            if let Some(h) = a.get_help_heading() {
                if !into.iter().any(|x| x == h) {
                    into.push(h.to_string());
                }
            }
        }
        for s in cmd.get_subcommands() {
            collect_headings(s, into);
        }
    }

    #[test]
    fn the_english_help_catalog_follows_the_doc_comments() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/crates/sudoku-i18n/locales/help/en.ftl"
        );
        let want = english();
        if std::env::var_os("SUDOKU_WRITE_HELP").is_some() {
            std::fs::write(path, &want).expect("write the help catalog");
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "{path} is not what src/cli.rs says: rewrite it with \
             SUDOKU_WRITE_HELP=1 cargo test --lib help_words, then have it translated"
        );
    }

    #[test]
    fn the_help_is_worded_in_german_headings_and_all() {
        let help = command_in(Lang::De)
            .find_subcommand_mut("solve")
            .expect("solve")
            .render_long_help()
            .to_string();
        let english = Cli::command()
            .find_subcommand_mut("solve")
            .expect("solve")
            .render_long_help()
            .to_string();
        assert_ne!(help, english);
        for heading in ["Usage:", "Options:", "Arguments:"] {
            assert!(!help.contains(heading), "{heading} in\n{help}");
        }
        for words in ["Aufruf:", "Optionen:", "Argumente:"] {
            assert!(help.contains(words), "no {words} in\n{help}");
        }
        // Every text of English has its German: none of solve's flags is left in English.
        assert!(
            !help.contains("Where to write the solved workbook"),
            "{help}"
        );
    }
}
