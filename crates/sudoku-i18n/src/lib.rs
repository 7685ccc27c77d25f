//! The words sudoku-xlsx says, in each language it speaks: one Project Fluent catalog a
//! language (`locales/<code>.ftl`, compiled into the program), the choice of language
//! (`--lang`, else the POSIX locale) and the language's way of writing numbers.
//! Machine-read words (report columns, status codes, JSON keys) are not here: they are
//! the same in every language.
//!
//! ```
//! use sudoku_i18n::{text_in, Arg, Lang};
//!
//! assert_eq!(text_in(Lang::Fr, "status-solved", &[]), "Résolu");
//! let more = text_in(Lang::De, "clash-more", &[("count", Arg::from(3))]);
//! assert_eq!(more, "und 3 weitere Konflikte");
//! ```

use std::borrow::Cow;
use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A language the catalogs are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English, the catalog the others follow.
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Spanish.
    Es,
    /// Portuguese.
    Pt,
    /// Italian.
    It,
    /// Japanese.
    Ja,
    /// Chinese, simplified.
    Zh,
    /// Turkish.
    Tr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 9] = [
        Lang::En,
        Lang::Fr,
        Lang::De,
        Lang::Es,
        Lang::Pt,
        Lang::It,
        Lang::Ja,
        Lang::Zh,
        Lang::Tr,
    ];

    /// The code `--lang` takes: `en`, `fr`, ... `zh` (simplified Chinese).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::It => "it",
            Lang::Ja => "ja",
            Lang::Zh => "zh",
            Lang::Tr => "tr",
        }
    }

    /// The language's name in itself, as a picker shows it.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "français",
            Lang::De => "Deutsch",
            Lang::Es => "español",
            Lang::Pt => "português",
            Lang::It => "italiano",
            Lang::Ja => "日本語",
            Lang::Zh => "简体中文",
            Lang::Tr => "Türkçe",
        }
    }

    /// The catalog's text: the general messages, then the step sentences, the refusals,
    /// the web page's words, `--help` and the warnings and rarer refusals (kept apart because they are many and change
    /// apart).
    pub fn catalog(self) -> &'static str {
        match self {
            Lang::En => concat!(
                include_str!("../locales/en.ftl"),
                "\n",
                include_str!("../locales/steps/en.ftl"),
                "\n",
                include_str!("../locales/errors/en.ftl"),
                "\n",
                include_str!("../locales/page/en.ftl"),
                "\n",
                include_str!("../locales/help/en.ftl"),
                "\n",
                include_str!("../locales/notes/en.ftl")
            ),
            Lang::Fr => concat!(
                include_str!("../locales/fr.ftl"),
                "\n",
                include_str!("../locales/steps/fr.ftl"),
                "\n",
                include_str!("../locales/errors/fr.ftl"),
                "\n",
                include_str!("../locales/page/fr.ftl"),
                "\n",
                include_str!("../locales/help/fr.ftl"),
                "\n",
                include_str!("../locales/notes/fr.ftl")
            ),
            Lang::De => concat!(
                include_str!("../locales/de.ftl"),
                "\n",
                include_str!("../locales/steps/de.ftl"),
                "\n",
                include_str!("../locales/errors/de.ftl"),
                "\n",
                include_str!("../locales/page/de.ftl"),
                "\n",
                include_str!("../locales/help/de.ftl"),
                "\n",
                include_str!("../locales/notes/de.ftl")
            ),
            Lang::Es => concat!(
                include_str!("../locales/es.ftl"),
                "\n",
                include_str!("../locales/steps/es.ftl"),
                "\n",
                include_str!("../locales/errors/es.ftl"),
                "\n",
                include_str!("../locales/page/es.ftl"),
                "\n",
                include_str!("../locales/help/es.ftl"),
                "\n",
                include_str!("../locales/notes/es.ftl")
            ),
            Lang::Pt => concat!(
                include_str!("../locales/pt.ftl"),
                "\n",
                include_str!("../locales/steps/pt.ftl"),
                "\n",
                include_str!("../locales/errors/pt.ftl"),
                "\n",
                include_str!("../locales/page/pt.ftl"),
                "\n",
                include_str!("../locales/help/pt.ftl"),
                "\n",
                include_str!("../locales/notes/pt.ftl")
            ),
            Lang::It => concat!(
                include_str!("../locales/it.ftl"),
                "\n",
                include_str!("../locales/steps/it.ftl"),
                "\n",
                include_str!("../locales/errors/it.ftl"),
                "\n",
                include_str!("../locales/page/it.ftl"),
                "\n",
                include_str!("../locales/help/it.ftl"),
                "\n",
                include_str!("../locales/notes/it.ftl")
            ),
            Lang::Ja => concat!(
                include_str!("../locales/ja.ftl"),
                "\n",
                include_str!("../locales/steps/ja.ftl"),
                "\n",
                include_str!("../locales/errors/ja.ftl"),
                "\n",
                include_str!("../locales/page/ja.ftl"),
                "\n",
                include_str!("../locales/help/ja.ftl"),
                "\n",
                include_str!("../locales/notes/ja.ftl")
            ),
            Lang::Zh => concat!(
                include_str!("../locales/zh.ftl"),
                "\n",
                include_str!("../locales/steps/zh.ftl"),
                "\n",
                include_str!("../locales/errors/zh.ftl"),
                "\n",
                include_str!("../locales/page/zh.ftl"),
                "\n",
                include_str!("../locales/help/zh.ftl"),
                "\n",
                include_str!("../locales/notes/zh.ftl")
            ),
            Lang::Tr => concat!(
                include_str!("../locales/tr.ftl"),
                "\n",
                include_str!("../locales/steps/tr.ftl"),
                "\n",
                include_str!("../locales/errors/tr.ftl"),
                "\n",
                include_str!("../locales/page/tr.ftl"),
                "\n",
                include_str!("../locales/help/tr.ftl"),
                "\n",
                include_str!("../locales/notes/tr.ftl")
            ),
        }
    }

    /// True when the language writes a decimal comma (`7,2`).
    fn decimal_comma(self) -> bool {
        !matches!(self, Lang::En | Lang::Ja | Lang::Zh)
    }

    /// The language a tag names: a BCP 47 tag (`fr`, `pt-BR`, `zh-Hans`) or a POSIX locale
    /// name (`fr_FR.UTF-8`, `de_DE@euro`); `C` and `POSIX` are English. `None` for a
    /// language there is no catalog for, traditional Chinese among them.
    ///
    /// ```
    /// use sudoku_i18n::Lang;
    ///
    /// assert_eq!(Lang::parse("fr_FR.UTF-8"), Some(Lang::Fr));
    /// assert_eq!(Lang::parse("C.UTF-8"), Some(Lang::En));
    /// assert_eq!(Lang::parse("zh-Hant-TW"), None);
    /// ```
    pub fn parse(tag: &str) -> Option<Lang> {
        // `fr_FR.UTF-8@euro`: the encoding and the modifier say nothing of the language.
        let tag = tag.split(['.', '@']).next().unwrap_or("").trim();
        let mut parts = tag.split(['-', '_']).map(str::to_ascii_lowercase);
        let first = parts.next()?;
        let rest: Vec<String> = parts.collect();
        match first.as_str() {
            "c" | "posix" if rest.is_empty() => Some(Lang::En),
            // Traditional characters are written in Taiwan, Hong Kong and Macao; their
            // readers are not given the simplified catalog unasked.
            "zh" if rest
                .iter()
                .any(|p| matches!(p.as_str(), "hant" | "tw" | "hk" | "mo")) =>
            {
                None
            }
            code => Lang::ALL.into_iter().find(|l| l.code() == code),
        }
    }

    /// The language of the POSIX locale, read through `var`: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set and not empty decides; English when none is, or
    /// when it names a language there is no catalog for.
    ///
    /// ```
    /// use sudoku_i18n::Lang;
    ///
    /// let env = |k: &str| match k {
    ///     "LC_MESSAGES" => Some("ja_JP.UTF-8".to_string()),
    ///     "LANG" => Some("de_DE.UTF-8".to_string()),
    ///     _ => None,
    /// };
    /// assert_eq!(Lang::from_locale(env), Lang::Ja);
    /// ```
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(|k| var(k).filter(|v| !v.is_empty()))
            .map(|v| Lang::parse(&v).unwrap_or(Lang::En))
            .next()
            .unwrap_or(Lang::En)
    }

    /// [`Lang::from_locale`] on this process's environment.
    pub fn from_env() -> Lang {
        Lang::from_locale(|k| std::env::var(k).ok())
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code there is no catalog for; it says, in `speaking`, which there are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang {
    /// The code as given.
    pub code: String,
    /// The language the refusal is written in.
    pub speaking: Lang,
}

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&text_in(
            self.speaking,
            "lang-unknown",
            &[
                ("code", Arg::from(self.code.as_str())),
                ("list", Arg::from(languages())),
            ],
        ))
    }
}

impl std::error::Error for UnknownLang {}

/// `en (English), fr (français), ...`: every language with its code.
pub fn languages() -> String {
    Lang::ALL
        .iter()
        .map(|l| format!("{} ({})", l.code(), l.name()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--lang`'s value: a code [`Lang::parse`] knows, else a refusal written in the
/// environment's language.
pub fn parse_lang(code: &str) -> Result<Lang, UnknownLang> {
    Lang::parse(code).ok_or_else(|| UnknownLang {
        code: code.to_string(),
        speaking: Lang::from_env(),
    })
}

/// The language of this process's messages and of what it writes into workbooks: English
/// until [`set_current`] says otherwise.
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Chooses the language every later [`text`] is written in (once, from `--lang` or the
/// locale, before any work starts).
pub fn set_current(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// The language [`set_current`] chose.
pub fn current() -> Lang {
    Lang::ALL[usize::from(CURRENT.load(Ordering::Relaxed)).min(Lang::ALL.len() - 1)]
}

/// A value put into a message: a text, or a count (which also chooses the plural form).
#[derive(Debug, Clone, PartialEq)]
pub enum Arg<'a> {
    /// Words, a cell name, a path, a number already written out.
    Text(Cow<'a, str>),
    /// A whole number, written as is; a message may choose its words by it.
    Count(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<Cow<'a, str>> for Arg<'a> {
    fn from(s: Cow<'a, str>) -> Arg<'a> {
        Arg::Text(s)
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(Cow::Owned(s))
    }
}

impl From<char> for Arg<'_> {
    fn from(c: char) -> Self {
        Arg::Text(Cow::Owned(c.to_string()))
    }
}

macro_rules! count_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Count(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
count_from!(u8, u16, u32, u64, usize, i32, i64);

type Bundle = FluentBundle<FluentResource>;

/// The language's catalog, read once.
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; 9] = [const { OnceLock::new() }; 9];
    BUNDLES[lang as usize].get_or_init(|| {
        // A catalog that does not parse whole still gives the messages that do; the
        // catalog tests fail on any error, so none ships.
        let resource = FluentResource::try_new(lang.catalog().to_string())
            .unwrap_or_else(|(partial, _)| partial);
        let id = lang
            .code()
            .parse()
            .expect("every code is a valid language tag");
        let mut b = Bundle::new_concurrent(vec![id]);
        // Unicode isolation marks around each value would land in cells and terminals.
        b.set_use_isolating(false);
        let _ = b.add_resource(resource);
        b
    })
}

/// The message `id` in `lang`, or `None` when the catalog has no such message or it did
/// not format cleanly.
fn format(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.value()?;
    let mut fluent = FluentArgs::with_capacity(args.len());
    for (k, v) in args {
        match v {
            Arg::Text(s) => fluent.set(*k, FluentValue::from(s.as_ref())),
            Arg::Count(n) => fluent.set(*k, FluentValue::from(*n)),
        }
    }
    let mut errors = Vec::new();
    let out = b.format_pattern(pattern, Some(&fluent), &mut errors);
    errors.is_empty().then(|| out.into_owned())
}

/// The message `id` in `lang`, with `args` put in. A message missing from a catalog falls
/// back to English, and one missing from English is shown by its id (the catalog tests
/// make sure neither ships).
pub fn text_in(lang: Lang, id: &str, args: &[(&str, Arg<'_>)]) -> String {
    format(lang, id, args)
        .or_else(|| format(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` in the [`current`] language.
pub fn text(id: &str, args: &[(&str, Arg<'_>)]) -> String {
    text_in(current(), id, args)
}

/// `tr!("status-clash", clashes = list)`: [`text`] with its arguments named in place.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::text($id, &[])
    };
    ($id:literal, $($key:ident = $value:expr),+ $(,)?) => {
        $crate::text($id, &[$((stringify!($key), $crate::Arg::from($value))),+])
    };
}

/// How a list's last item joins the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    /// All of them: `3, 5 and 7`.
    And,
    /// One of them: `D4, E4 or F4`.
    Or,
}

/// `a`, `a and b`, `a, b and c` (or `or`) as `lang` writes a list.
///
/// ```
/// use sudoku_i18n::{list_in, Join, Lang};
///
/// let items = ["3".to_string(), "5".to_string(), "7".to_string()];
/// assert_eq!(list_in(Lang::En, &items, Join::And), "3, 5 and 7");
/// assert_eq!(list_in(Lang::De, &items[1..], Join::Or), "5 oder 7");
/// assert_eq!(list_in(Lang::Ja, &items, Join::And), "3、5 と 7");
/// // Between Japanese or Chinese words, no spaces.
/// let words = ["グラフ".to_string(), "画像".to_string()];
/// assert_eq!(list_in(Lang::Ja, &words, Join::And), "グラフと画像");
/// assert_eq!(list_in(Lang::Zh, &words[..1], Join::And), "グラフ");
/// ```
pub fn list_in(lang: Lang, items: &[String], join: Join) -> String {
    let Some((last, init)) = items.split_last() else {
        return String::new();
    };
    let Some((first, middle)) = init.split_first() else {
        return last.clone();
    };
    let mut head = first.clone();
    for next in middle {
        head = text_in(
            lang,
            "list-comma",
            &[("init", Arg::from(head)), ("next", Arg::from(next))],
        );
    }
    let id = match join {
        Join::And => "list-and",
        Join::Or => "list-or",
    };
    let joined = text_in(
        lang,
        id,
        &[
            ("init", Arg::from(head.as_str())),
            ("last", Arg::from(last)),
        ],
    );
    // Japanese and Chinese set a joiner apart with spaces only next to Latin letters and
    // digits (`A1 と B2`), not between their own words (`グラフと画像`).
    let wide = |c: Option<char>| c.is_some_and(|c| !c.is_ascii());
    if matches!(lang, Lang::Ja | Lang::Zh)
        && wide(head.chars().next_back())
        && wide(last.chars().next())
        && joined.len() > head.len() + last.len()
        && joined.starts_with(head.as_str())
        && joined.ends_with(last.as_str())
    {
        let joiner = &joined[head.len()..joined.len() - last.len()];
        return format!("{head}{}{last}", joiner.trim());
    }
    joined
}

/// `items` as a list of at most `shown`: `A1, B2 and C3`, or `A1, B2, C3 and 9 more` when
/// there are more than `shown`.
///
/// ```
/// use sudoku_i18n::{list_cut, Lang};
///
/// let items: Vec<String> = ["A1", "B2", "C3", "D4"].map(String::from).to_vec();
/// assert_eq!(list_cut(Lang::En, &items, 4), "A1, B2, C3 and D4");
/// assert_eq!(list_cut(Lang::En, &items, 2), "A1, B2 and 2 more");
/// assert_eq!(list_cut(Lang::Fr, &items, 2), "A1, B2 et 2 autres");
/// ```
pub fn list_cut(lang: Lang, items: &[String], shown: usize) -> String {
    if items.len() <= shown {
        return list_in(lang, items, Join::And);
    }
    comma_list(lang, items, shown)
}

/// The first `shown` of `items` joined by commas as `lang` writes them (`E10, H10, I10`),
/// then `and N more` when there are more.
///
/// ```
/// use sudoku_i18n::{comma_list, Lang};
///
/// let items: Vec<String> = ["A1", "B2", "C3", "D4"].map(String::from).to_vec();
/// assert_eq!(comma_list(Lang::En, &items[..3], 3), "A1, B2, C3");
/// assert_eq!(comma_list(Lang::En, &items, 2), "A1, B2 and 2 more");
/// assert_eq!(comma_list(Lang::Ja, &items[..2], 3), "A1、B2");
/// ```
pub fn comma_list(lang: Lang, items: &[String], shown: usize) -> String {
    let head = items[..items.len().min(shown)]
        .iter()
        .cloned()
        .reduce(|init, next| {
            text_in(
                lang,
                "list-comma",
                &[("init", Arg::from(init)), ("next", Arg::from(next))],
            )
        })
        .unwrap_or_default();
    match items.len().saturating_sub(shown) {
        0 => head,
        more => text_in(
            lang,
            "list-more",
            &[("shown", Arg::from(head)), ("count", Arg::from(more))],
        ),
    }
}

/// True when `lang`'s catalog has a message `id` (English is the catalog code names its
/// messages from, so a missing one there is a slip in the code).
pub fn has_message(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// `value` with `places` decimals, as `lang` writes it: `7.2` in English, `7,2` in French.
///
/// ```
/// use sudoku_i18n::{decimal, Lang};
///
/// assert_eq!(decimal(Lang::Fr, 7.2, 1), "7,2");
/// assert_eq!(decimal(Lang::Ja, 7.25, 2), "7.25");
/// ```
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let s = format!("{value:.places$}");
    if lang.decimal_comma() {
        s.replace('.', ",")
    } else {
        s
    }
}

#[cfg(test)]
mod tests;
