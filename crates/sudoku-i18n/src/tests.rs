//! The catalogs against English: every message in every language, each using the
//! variables English uses, none left over, and every one formatting without an error.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};

use super::*;

/// Message id -> the variables its value (every variant) uses.
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(lang.catalog())
        .unwrap_or_else(|(_, errors)| panic!("{lang}.ftl does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{lang}.ftl: {} has no value", m.id.name));
                let mut vars = BTreeSet::new();
                pattern_vars(value, &mut vars);
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{lang}.ftl: {} twice",
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{lang}.ftl: not Fluent: {content}"),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_vars(i, vars),
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        _ => {}
    }
}

#[test]
fn every_catalog_has_every_message_with_the_same_variables() {
    let english = messages(Lang::En);
    assert!(english.len() >= 15, "{} messages", english.len());
    for lang in Lang::ALL {
        let theirs = messages(lang);
        let missing: Vec<_> = english
            .keys()
            .filter(|k| !theirs.contains_key(*k))
            .collect();
        let extra: Vec<_> = theirs
            .keys()
            .filter(|k| !english.contains_key(*k))
            .collect();
        assert!(missing.is_empty(), "{lang}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang}.ftl has messages English has not: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(&theirs[id], vars, "{lang}.ftl: {id} uses other variables");
        }
    }
}

#[test]
fn every_message_formats_in_every_language() {
    // A value for every variable any message uses: counts where plurals choose by them.
    let args: Vec<(&str, Arg)> = vec![
        ("allowed", Arg::from("1-6")),
        ("clashes", Arg::from("B3 and F3 both hold 7 (row 3)")),
        ("code", Arg::from("xx")),
        ("count", Arg::from(2)),
        ("example", Arg::from("147")),
        ("detail", Arg::from("no such file")),
        ("done", Arg::from(2)),
        ("easy", Arg::from(1)),
        ("expert", Arg::from(0)),
        ("extreme", Arg::from(0)),
        ("hard", Arg::from(0)),
        ("medium", Arg::from(0)),
        ("rated", Arg::from(1)),
        ("total", Arg::from(3)),
        ("difficulty", Arg::from("1.2")),
        ("errors", Arg::from(1)),
        ("first", Arg::from("B3")),
        ("formula", Arg::from("A1+1")),
        ("last", Arg::from("G")),
        ("list", Arg::from(languages())),
        ("invalid", Arg::from(0)),
        ("n", Arg::from(3)),
        ("none", Arg::from(0)),
        ("name", Arg::from("A")),
        ("level", Arg::from("easy")),
        ("path", Arg::from("out.xlsx")),
        ("place", Arg::from("Sheet1!A1:I9")),
        ("rest", Arg::from("1 solved")),
        ("score", Arg::from("1.2")),
        ("se", Arg::from("Turbot Fish")),
        ("seed", Arg::from("18446744073709551615")),
        ("seconds", Arg::from("0.25")),
        ("second", Arg::from("F3")),
        ("several", Arg::from(0)),
        ("sheets", Arg::from("\"Sheet1\"")),
        ("shown", Arg::from("A1, B2")),
        ("skipped", Arg::from(0)),
        ("solved", Arg::from(1)),
        ("technique", Arg::from("hidden single")),
        ("text", Arg::from("\"x\"")),
        ("time", Arg::from("60 s")),
        ("unit", Arg::from("row 3")),
        ("value", Arg::from("7")),
        ("wanted", Arg::from("\"Week 3\"")),
        ("written", Arg::from(1)),
    ];
    for lang in Lang::ALL {
        for (id, vars) in messages(lang) {
            // A variable the list above does not hold gets a count, which both a plural
            // and a plain placeable take.
            let mut args = args.clone();
            for var in &vars {
                if !args.iter().any(|(k, _)| k == var) {
                    args.push((var.as_str(), Arg::from(2)));
                }
            }
            let id = id.as_str();
            let out =
                format(lang, id, &args).unwrap_or_else(|| panic!("{lang}: {id} does not format"));
            assert!(!out.trim().is_empty(), "{lang}: {id} is empty");
            assert!(
                !out.contains('{') && !out.contains('\u{2068}'),
                "{lang}: {id}: {out}"
            );
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let more = |lang, n: i64| text_in(lang, "clash-more", &[("count", Arg::Count(n))]);
    assert_eq!(more(Lang::En, 1), "and 1 more clash");
    assert_eq!(more(Lang::En, 2), "and 2 more clashes");
    // French counts 0 and 1 as singular.
    assert_eq!(more(Lang::Fr, 1), "et 1 autre conflit");
    assert_eq!(more(Lang::Fr, 4), "et 4 autres conflits");
    assert_eq!(more(Lang::De, 1), "und 1 weiterer Konflikt");
    assert_eq!(more(Lang::Ja, 1), "ほかに 1 件の重複");
}

#[test]
fn languages_are_read_from_tags_and_locales() {
    for (tag, lang) in [
        ("en", Some(Lang::En)),
        ("C", Some(Lang::En)),
        ("POSIX", Some(Lang::En)),
        ("C.UTF-8", Some(Lang::En)),
        ("fr_FR.UTF-8", Some(Lang::Fr)),
        ("fr-CA", Some(Lang::Fr)),
        ("de_DE@euro", Some(Lang::De)),
        ("pt_BR", Some(Lang::Pt)),
        ("ES", Some(Lang::Es)),
        ("ja_JP.eucJP", Some(Lang::Ja)),
        ("zh_CN.UTF-8", Some(Lang::Zh)),
        ("zh-Hans", Some(Lang::Zh)),
        ("zh_TW.UTF-8", None),
        ("zh-Hant", None),
        ("tr_TR", Some(Lang::Tr)),
        ("it", Some(Lang::It)),
        ("sv_SE.UTF-8", None),
        ("", None),
        ("Cx", None),
    ] {
        assert_eq!(Lang::parse(tag), lang, "{tag:?}");
    }
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            pairs
                .iter()
                .find(|(key, _)| *key == k)
                .map(|(_, v)| v.to_string())
        }
    };
    // LC_ALL first, then LC_MESSAGES, then LANG; empty ones do not count.
    assert_eq!(
        Lang::from_locale(env(&[("LC_ALL", "de_DE"), ("LANG", "fr_FR")])),
        Lang::De
    );
    assert_eq!(
        Lang::from_locale(env(&[("LC_ALL", ""), ("LANG", "fr_FR")])),
        Lang::Fr
    );
    assert_eq!(Lang::from_locale(env(&[("LANG", "C")])), Lang::En);
    assert_eq!(Lang::from_locale(env(&[])), Lang::En);
    // A language there is no catalog for means English, not a refusal.
    assert_eq!(Lang::from_locale(env(&[("LANG", "sv_SE.UTF-8")])), Lang::En);
}

#[test]
fn numbers_are_written_as_each_language_writes_them() {
    assert_eq!(decimal(Lang::En, 7.2, 1), "7.2");
    for lang in [Lang::Fr, Lang::De, Lang::Es, Lang::Pt, Lang::It, Lang::Tr] {
        assert_eq!(decimal(lang, 7.2, 1), "7,2", "{lang}");
    }
    assert_eq!(decimal(Lang::Zh, 10.0, 1), "10.0");
}

#[test]
fn an_unknown_code_lists_the_languages() {
    let e = UnknownLang {
        code: "xx".into(),
        speaking: Lang::En,
    };
    let said = e.to_string();
    assert!(said.starts_with("there is no language \"xx\""), "{said}");
    for lang in Lang::ALL {
        assert!(
            said.contains(&format!("{} ({})", lang.code(), lang.name())),
            "{said}"
        );
    }
}
