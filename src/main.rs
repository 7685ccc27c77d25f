//! The `sudoku-xlsx` binary. Everything it does is in the library of the same crate
//! ([`sudoku_xlsx::cli_main`]), so that the web page's crate can call the same jobs.

fn main() -> std::process::ExitCode {
    sudoku_xlsx::cli_main()
}
