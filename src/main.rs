//! The `sudoku-xlsx` binary: parse the command line, run the command, exit with the
//! documented status. Everything else lives in the library.

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::Parser;
use sudoku_xlsx::cli::{Cli, Command};
use sudoku_xlsx::commands;
use sudoku_xlsx::ExitStatus;

fn main() -> ExitCode {
    sudoku_xlsx::install_panic_message();
    let cli = Cli::parse();
    let styled = io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
    // Neither stream is held locked for the run: the progress bar draws on stderr from
    // its own thread, and would wait forever for a lock held here.
    let (mut out, mut err) = (io::stdout(), io::stderr());
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
    };
    let _ = io::stdout().flush();
    ExitCode::from(status.code())
}

/// Reports a problem found before any work started; these all mean exit status 2.
fn usage(err: &mut dyn Write, e: anyhow::Error) -> ExitStatus {
    let _ = writeln!(err, "sudoku-xlsx: {e:#}");
    ExitStatus::Unusable
}
