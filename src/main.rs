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
    let stdout = io::stdout();
    let stderr = io::stderr();
    let status = match cli.command {
        Command::Solve(args) => match commands::solve::SolveConfig::from_args(args, styled) {
            Ok(config) => commands::solve::run(&config, &mut stdout.lock(), &mut stderr.lock()),
            Err(e) => {
                let _ = writeln!(stderr.lock(), "sudoku-xlsx: {e:#}");
                ExitStatus::Unusable
            }
        },
    };
    let _ = io::stdout().flush();
    ExitCode::from(status.code())
}
