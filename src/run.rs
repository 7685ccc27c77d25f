//! The command line's entry: parse the flags, run the command, turn the outcome into the
//! documented exit status.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use crate::cli::{Cli, Command};
use crate::error::ExitStatus;
use crate::{cli, commands, messages, report_merge};

/// The whole `sudoku-xlsx` command: parses the command line, runs the command and
/// returns the exit status README documents.
pub fn cli_main() -> ExitCode {
    ExitCode::from(cli_main_from(std::env::args_os()))
}

/// The whole command on the command line `args` (the program's name first), as
/// [`cli_main`] runs it, returning the exit status; for a program that carries the
/// command inside another (the Python package's `sudoku-xlsx`).
pub fn cli_main_from<I, T>(args: I) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    messages::install_panic_report();
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    // The language is chosen before the flags are read, so that a mistake in them is
    // told in it too.
    sudoku_i18n::set_current(lang_flag(&args).unwrap_or_else(sudoku_i18n::Lang::from_env));
    let parsed = crate::help_words::command()
        .try_get_matches_from(args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            // Help and the version print to stdout and succeed; usage errors are status 2.
            match clap_words(&e) {
                Some(words) => eprint!("{words}"),
                None => {
                    let _ = e.print();
                }
            }
            return u8::try_from(e.exit_code()).unwrap_or(ExitStatus::Unusable.code());
        }
    };
    sudoku_i18n::set_current(cli.lang.unwrap_or_else(sudoku_i18n::Lang::from_env));
    let styled = cli.color.styled(
        io::stdout().is_terminal(),
        std::env::var_os("NO_COLOR").as_deref(),
    );
    // Neither stream is held locked for the run: the progress bar draws on stderr from
    // its own thread, and would wait forever for a lock held here.
    let (mut out, mut err) = (messages::Stdout::new(), io::stderr());
    let status = match cli.command {
        Command::Solve(args) => match commands::solve::SolveConfig::from_args(args, styled) {
            Ok(config) => commands::solve::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Generate(args) => match commands::generate::GenerateConfig::from_args(args) {
            Ok(config) => commands::generate::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Rate(args) => match commands::rate::RateConfig::from_args(args.input) {
            Ok(config) => commands::rate::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Explain(args) => match commands::explain::ExplainConfig::from_args(args) {
            Ok(config) => commands::explain::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Play(args) => match commands::play::PlayConfig::from_args(args) {
            Ok(config) => commands::play::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Hint(args) => match commands::hint::HintConfig::from_args(args) {
            Ok(config) => commands::hint::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Find(args) => match commands::find::FindConfig::from_args(args) {
            Ok(config) => commands::find::run(&config, &mut out, &mut err),
            Err(e) => usage(&mut err, e),
        },
        Command::Report(cli::ReportCommand::Merge(args)) => {
            crate::messages::set_quiet(args.quiet);
            report_merge::merge(
                &args.reports,
                &args.output,
                args.force,
                args.quiet,
                &mut out,
                &mut err,
            )
        }
    };
    let _ = out.flush();
    if messages::pipe_closed() && status != ExitStatus::Interrupted {
        // Whoever read the output has what they wanted, as with `rg ... | head -1`.
        return 0;
    }
    status.code()
}

/// Reports a problem found before any work started; these all mean exit status 2.
/// The language `--lang` names among `args`, if it names one.
fn lang_flag(args: &[std::ffi::OsString]) -> Option<sudoku_i18n::Lang> {
    let mut it = args.iter().map(|a| a.to_string_lossy());
    while let Some(arg) = it.next() {
        if arg == "--" {
            break;
        }
        if arg == "--lang" {
            return sudoku_i18n::Lang::parse(&it.next()?);
        }
        if let Some(code) = arg.strip_prefix("--lang=") {
            return sudoku_i18n::Lang::parse(code);
        }
    }
    None
}

/// A command-line mistake clap found, in the current language: `None` in English, where
/// clap's own words (with its tips and usage line) are printed, and for help, the
/// version and mistakes of rarer kinds.
pub(crate) fn clap_words(e: &clap::Error) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if sudoku_i18n::current() == sudoku_i18n::Lang::En {
        return None;
    }
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(format!("'{s}'")),
        Some(ContextValue::Strings(list)) => Some(
            list.iter()
                .map(|s| format!("'{s}'"))
                .collect::<Vec<_>>()
                .join(", "),
        ),
        _ => None,
    };
    let message = match e.kind() {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let reason = std::error::Error::source(e)
                .map(|s| s.to_string())
                .or_else(|| context(ContextKind::ValidValue))
                .unwrap_or_default();
            sudoku_i18n::tr!(
                "clap-invalid-value",
                value = context(ContextKind::InvalidValue)?,
                arg = context(ContextKind::InvalidArg)?,
                reason = reason
            )
        }
        ErrorKind::UnknownArgument => {
            sudoku_i18n::tr!(
                "clap-unknown-argument",
                arg = context(ContextKind::InvalidArg)?
            )
        }
        ErrorKind::InvalidSubcommand => {
            sudoku_i18n::tr!(
                "clap-unknown-command",
                name = context(ContextKind::InvalidSubcommand)?
            )
        }
        ErrorKind::MissingRequiredArgument => {
            sudoku_i18n::tr!("clap-missing", args = context(ContextKind::InvalidArg)?)
        }
        ErrorKind::ArgumentConflict => sudoku_i18n::tr!(
            "clap-conflict",
            arg = context(ContextKind::InvalidArg)?,
            other = context(ContextKind::PriorArg)?
        ),
        _ => return None,
    };
    Some(format!(
        "{}\n\n{}\n",
        messages::error(message),
        sudoku_i18n::tr!("clap-more")
    ))
}

fn usage(err: &mut dyn Write, e: anyhow::Error) -> ExitStatus {
    messages::print_error(err, format!("{e:#}"));
    ExitStatus::Unusable
}
