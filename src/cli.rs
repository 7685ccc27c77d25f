//! The command line as clap sees it. These types mirror the flags one to one; each
//! command turns them into its own checked configuration, so nothing below here sees clap.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use sudoku_core::generate::Symmetry;
use sudoku_core::Level;
use sudoku_workbook::RangeSpec;

/// The exit status contract, shown in `--help` and README.
pub const EXIT_STATUS: &str = "\
Exit status:
  0    every puzzle was solved (a puzzle with several solutions counts as solved; one is shown)
  1    a puzzle cannot be solved: its givens break the rules, or no solution exists
  2    an input cannot be used (unreadable, unknown format, encrypted, too large, missing
       sheet, bad range, bad cell values), an output cannot be written or already exists,
       or a usage error
  3    a puzzle could not be decided within --time-limit (grids of other sizes and variants)
  130  interrupted (Ctrl-C or SIGTERM)
When several puzzles are processed, the highest status that applies is returned. `rate`,
`explain` and `play` use the same codes; `hint` returns 1 when typed digits are wrong or
clash; `generate` returns 2 when not every puzzle could be made in time; `report merge`
returns 0 merged or 2 refused.
When the reader of the output goes away (`... | head -1`), the run ends quietly with 0.";

/// Solve Sudoku puzzles typed into spreadsheets and write solved copies.
#[derive(Debug, Parser)]
#[command(
    name = "sudoku-xlsx",
    version,
    about,
    after_help = EXIT_STATUS,
    propagate_version = true
)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,

    /// When to print the solved grid in colour (givens bold, solved digits blue): `auto`
    /// on a terminal unless the NO_COLOR environment variable is set, `always`, `never`.
    #[arg(long, value_enum, global = true, default_value_t = Color::Auto, value_name = "WHEN")]
    pub color: Color,

    /// The language of what it says and of the words it writes into workbooks: en, fr, de,
    /// es, pt, it, ja, zh (simplified Chinese) or tr. Without it, the locale's language
    /// (LC_ALL, then LC_MESSAGES, then LANG); C, POSIX and a language there are no words
    /// for mean English.
    #[arg(long, global = true, value_name = "CODE", value_parser = sudoku_i18n::parse_lang)]
    pub lang: Option<sudoku_i18n::Lang>,
}

/// When output is coloured, as `--color` says (ripgrep's convention).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Color {
    /// On a terminal, unless NO_COLOR is set to something.
    Auto,
    /// Always, even into a pipe or file.
    Always,
    /// Never.
    Never,
}

impl Color {
    /// Whether to colour, given whether stdout is a terminal and the value of NO_COLOR
    /// (which counts only when it is set to something, as no-color.org says).
    pub fn styled(self, terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        match self {
            Color::Always => true,
            Color::Never => false,
            Color::Auto => terminal && no_color.is_none_or(|v| v.is_empty()),
        }
    }
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve the grid in a workbook and write a new, formatted workbook with the solution.
    #[command(after_help = SOLVE_HELP)]
    Solve(SolveArgs),
    /// Make new puzzles, each with exactly one solution, and write them as a workbook to
    /// print or hand out.
    #[command(after_help = GENERATE_HELP)]
    Generate(GenerateArgs),
    /// Grade puzzles by the techniques a person needs to solve them: a difficulty on the
    /// Sudoku Explainer scale and a level (easy, medium, hard, expert, extreme). Reads
    /// everything `solve` reads; writes no workbook.
    #[command(after_help = RATE_HELP)]
    Rate(RateArgs),
    /// List every 9x9 puzzle grid found on every sheet, wherever it was typed.
    #[command(after_help = FIND_HELP)]
    Find(FindArgs),
    /// Solve step by step the way a person does, and say why each step holds: printed,
    /// and in a solved copy with a Steps and a Candidates sheet.
    #[command(after_help = EXPLAIN_HELP, mut_arg("output", |a| a.help(EXPLAIN_OUTPUT)))]
    Explain(ExplainArgs),
    /// Make a copy to play in the spreadsheet itself, with no macros: repeated digits
    /// turn red, a counter says what is left, pencil marks show small and grey.
    #[command(after_help = PLAY_HELP)]
    Play(PlayArgs),
    /// Check a grid being played: name wrong digits, or give the next step as a nudge,
    /// the cells, or in full.
    #[command(after_help = HINT_HELP)]
    Hint(HintArgs),
    /// Work with reports: `report merge` joins the reports of a batch run in shards
    /// (--shard K/N) into the report of one run.
    #[command(subcommand)]
    Report(ReportCommand),
}

/// The subcommands of `report`.
#[derive(Debug, Subcommand)]
pub enum ReportCommand {
    /// Join the reports of every shard of one batch (--shard K/N) into the report one
    /// unsharded run writes: its rows, in its order.
    #[command(after_help = MERGE_HELP)]
    Merge(MergeArgs),
}

const MERGE_HELP: &str = "\
The reports of a sharded run carry two more columns, shard (K/N) and order (where each
row stood in the unsharded run); the merged report leaves them out, so it is the report
one run over the whole batch writes, row for row and byte for byte. Every shard's
report must be given once, in any order (a shard that held no file writes an empty
report); reports of another kind (CSV and JSON) or with other columns are refused.
Reports without the shard columns are joined in the order given. The merged report is
written all or nothing, and replaces an existing file only with --force.

Examples:
  sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
  sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json

Exit status: 0 merged; 2 a report cannot be read or merged, the output exists, or a usage
error.";

/// Flags of `report merge`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The reports of the shards, in any order: all CSV or all JSON.
    #[arg(required = true, value_name = "REPORT")]
    pub reports: Vec<PathBuf>,

    /// The merged report, CSV or JSON as the reports are. Its folder must exist.
    #[arg(short, long, value_name = "FILE", required = true)]
    pub output: PathBuf,

    /// Replace the merged report if it exists.
    #[arg(short, long)]
    pub force: bool,

    /// Print nothing when everything went well; problems are still reported.
    #[arg(short, long)]
    pub quiet: bool,
}

const EXPLAIN_HELP: &str = "\
Every input option of `solve` works. Each step names its technique, its rating on the
Sudoku Explainer scale and, in the sheet's own cell names, why it holds. The copy
(<input>.explained.xlsx unless -o says otherwise) has the solved grid, a Steps sheet with
a picture of the grid at each step (pencil marks; the pattern in blue and green, the
digit written in yellow, crossed-out candidates in red; links to the puzzle's cells) and a
Candidates sheet with the pencil marks before the first step. A puzzle with no solution is
explained up to the cell or unit that can hold nothing; one with several solutions up to
where logic stalls, with the cells that differ between two solutions. Puzzle lists are
explained on the terminal and in the report only.

Examples:
  sudoku-xlsx explain puzzle.xlsx
  sudoku-xlsx explain puzzle.xlsx --steps 5
  sudoku-xlsx explain book.xlsx --range auto --report steps.json
  sudoku-xlsx explain collection.txt --report steps.csv

Exit status: 0 explained; 1 a puzzle has no solution or conflicting givens; 2 an input
cannot be used, an output cannot be written, or a usage error; 3 a puzzle could not be
decided within --time-limit; 130 interrupted.";

const HINT_HELP: &str = "\
The grid is read as `solve` reads it (A1:I9 unless --range or --sheet say otherwise). The
original givens are told apart from the digits typed since: from --givens, a range (on
any sheet), a defined name or a sheet (the same cells there) that holds the puzzle as it
was handed out; else, in a
workbook made by `generate`, from the puzzle it stored; else every digit on the grid is
taken as a given. Typed digits that contradict the solution are named (with the right
digit only with --reveal); otherwise the next step from where the player is:
  nudge  the technique and the row, column or box to look in
  cells  and the cells that prove it
  full   the whole step, and what to write or cross out
-o writes a copy of the workbook with the hint's cells marked and the hint beside the grid.

Examples:
  sudoku-xlsx hint puzzles.xlsx --sheet \"Puzzle 3\"
  sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
  sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx

Exit status: 0 a hint was given (or the grid is solved); 1 typed digits are wrong or
clash, or the puzzle has no solution; 2 the input cannot be used, or a usage error.";

/// Flags of `hint`.
#[derive(Debug, Args)]
pub struct HintArgs {
    /// The workbook being played.
    #[arg(value_name = "INPUT")]
    pub input: PathBuf,

    /// The sheet to read: a name, or a number counting from 1 [default: the first
    /// worksheet].
    #[arg(short, long, value_name = "NAME|N")]
    pub sheet: Option<String>,

    /// The grid being played: a range such as B6:J14, a defined name, or `auto`
    /// [default: A1:I9].
    #[arg(short, long, value_name = "RANGE|NAME|auto")]
    pub range: Option<RangeSpec>,

    /// Read exactly the range given, without checking whether it looks like a shifted
    /// or partial view of a grid nearby.
    #[arg(long)]
    pub exact: bool,

    /// Where the original puzzle is: a range (on this sheet, or 'Sheet'!B2:J10), a
    /// defined name, or a sheet's name (the same cells on that sheet).
    #[arg(long, value_name = "RANGE|NAME")]
    pub givens: Option<RangeSpec>,

    /// How much the hint tells: nudge, cells or full.
    #[arg(long, default_value = "nudge", value_name = "LEVEL")]
    pub level: sudoku_core::logic::HintLevel,

    /// Say what the wrong digits should be, and the whole step after a nudge.
    #[arg(long)]
    pub reveal: bool,

    /// Write a copy of the workbook with the hint's cells marked. Its folder must exist.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// With -o, write only the grid.
    #[arg(long, requires = "output")]
    pub grid_only: bool,

    /// How the work runs.
    #[command(flatten)]
    pub run: RunArgs,
}

const PLAY_HELP: &str = "\
Reads puzzles as `solve` does (grids, every sheet, --range auto, puzzle lists) and writes
<input>.play.xlsx unless -o says otherwise: one protected sheet per puzzle, laid out as
`generate` lays out its own. The givens are locked; an open cell takes a digit 1-9, or
pencil marks (several digits, e.g. 147, shown small and grey); a digit repeated in its
row, column or box turns red; the cell beside the grid counts what is left and says
\"Solved!\" at the end. It works in Excel, LibreOffice and Gnumeric: conditional formats
and formulas only. --check-answers keeps the solution on a very hidden sheet and turns a
wrong digit orange (a convenience, not a secret). `hint` reads the copy back.

Examples:
  sudoku-xlsx play newspaper.xlsx
  sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
  sudoku-xlsx play collection.txt --title \"Week 12\"

Exit status: 0 written; 1 a puzzle has no solution or clashing givens (it is left out);
2 an input cannot be used, or a usage error; 3 a puzzle could not be decided within
--time-limit (it is left out); 130 interrupted.";

/// Flags of `play`. `--report` comes with the input flags but play writes none: it is
/// hidden from `play --help` (and refused if given).
#[derive(Debug, Args)]
#[command(mut_arg("report", |a| a.hide(true)))]
pub struct PlayArgs {
    /// What to read.
    #[command(flatten)]
    pub input: InputArgs,

    /// Where to write the playable workbook, for a single input [default: <input
    /// stem>.play.xlsx beside the input]. Its folder must exist.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Write outputs under this folder (created if missing), mirroring the input folders.
    #[arg(long, value_name = "DIR", conflicts_with = "output")]
    pub out_dir: Option<PathBuf>,

    /// Print this title in the page header above each puzzle.
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// Keep the answers on a very hidden sheet, so that a typed digit that differs from
    /// its answer turns orange (a convenience, not a secret).
    #[arg(long)]
    pub check_answers: bool,
}

/// Flags of `explain`.
#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// What to read and where to write, as for `solve`.
    #[command(flatten)]
    pub solve: SolveArgs,

    /// Stop after this many steps.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub steps: Option<u32>,
}

/// `explain`'s -o: the flag is `solve`'s, the name it writes by default is its own.
const EXPLAIN_OUTPUT: &str = "Where to write the explained workbook, for a single input \
[default: <input stem>.explained.xlsx beside the input]. Its folder must exist. With a puzzle \
list, a name ending in .txt or .csv writes text instead";

const FIND_HELP: &str = "\
A grid is a 9x9 block of digits 1-9 (0 or blank for empty) with at least 17 digits,
set apart from what is around it: titles, labels, index numbers, sums and other grids do
not shift it, and a block inside a larger table of numbers is not a grid. Each line names
the grid's place and what its digits make: unique, full (a solved grid), several
solutions, no solution or givens clash. When the digits can be read as a grid in two
places, both are named and neither is guessed.

Examples:
  sudoku-xlsx find book.xlsx
  sudoku-xlsx find puzzles/ --report grids.csv
  sudoku-xlsx solve book.xlsx --range auto     (solve every grid found)

Exit status: 0 every file was searched (whether or not grids were found); 2 a file
cannot be read; 130 interrupted.";

/// Flags of `find`.
#[derive(Debug, Args)]
pub struct FindArgs {
    /// Workbooks, or folders searched recursively for workbooks.
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// Search only this sheet: a name, or a number counting from 1 [default: every
    /// worksheet].
    #[arg(short, long, value_name = "NAME|N")]
    pub sheet: Option<String>,

    /// Write one line per grid found to this file: CSV or JSON, by its extension.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,

    /// Take only part K of N of the batch, for N workers sharing it (job arrays): files
    /// by a fixed hash of their path under the folder named, the rows of a single list
    /// by row number. The report (and a list's output) gets .K-of-N before its
    /// extension; `sudoku-xlsx report merge` joins the reports.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<crate::batch::shard::Shard>,

    /// --shard counting from 0, for engines that number their workers so (Kubernetes'
    /// JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N.
    #[arg(long, value_name = "I/N", value_parser = parse_shard_index, conflicts_with = "shard")]
    pub shard_index: Option<crate::batch::shard::Shard>,

    /// How the work runs.
    #[command(flatten)]
    pub run: RunArgs,
}

const GENERATE_HELP: &str = "\
Levels are bands of the Sudoku Explainer scale (docs/difficulty.md): easy (up to 2.5)
needs only singles; medium (2.6-3.4) locked candidates, pairs and X-wings; hard (3.5-5.9)
triples, quads, swordfish, jellyfish, XY- and XYZ-wings, unique rectangles and BUG+1;
expert (6.0-7.9) single-digit patterns, finned fish, colouring, chains and ALS; extreme
(8.0 and up) forcing chains or a guess.

The workbook has a sheet per puzzle, playable in the spreadsheet with no macros (as
`play` makes them: the givens locked, a repeated digit red, a counter to \"Solved!\",
pencil marks; --check-answers turns a wrong digit orange), the level under the grid, and
a final Solutions sheet, or none with --no-solutions, or the solutions in a workbook of
their own with --solutions-to. --per-page adds a Booklet sheet printing 1, 2, 4 or 6
puzzles to a page, on --paper a4 or letter. The same --seed always gives the same
puzzles.

Examples:
  sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
  sudoku-xlsx generate -n 6 --title \"Class 4B, week 12\" --solutions-to answers.xlsx
  sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
  sudoku-xlsx generate -n 100 --list -o library.xlsx

Exit status: 0 written; 2 not every puzzle could be made in time (nothing is written),
the output exists without --force, or a usage error; 130 interrupted.";

const RATE_HELP: &str = "\
Prints, for each puzzle: level, score (the Sudoku Explainer-style difficulty of the
hardest step, 1.0 to 11.0), hardest technique, techniques used, number of givens, and
whether the solution is unique. --report writes the same as CSV or JSON. `explain` shows
the steps themselves.

Examples:
  sudoku-xlsx rate puzzle.xlsx
  sudoku-xlsx rate library.xlsx --list C --report ratings.csv
  sudoku-xlsx rate collection.txt
  sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (a quarter of the lines)

Exit status: 0 every puzzle rated; 1 a puzzle has no solution or conflicting givens;
2 an input cannot be used; 3 a puzzle could not be decided within --time-limit;
130 interrupted.";

/// Flags of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// How many puzzles.
    #[arg(short = 'n', long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub count: u32,

    /// The level every puzzle must have: easy, medium, hard, expert or extreme [default:
    /// any].
    #[arg(short, long, value_name = "LEVEL")]
    pub difficulty: Option<Level>,

    /// Symmetry of the givens: none, rotational or mirror.
    #[arg(long, default_value = "rotational", value_name = "KIND")]
    pub symmetry: Symmetry,

    /// Aim for this many givens (17-81); the closest unique puzzle is kept if it cannot
    /// be reached [default: as few as possible].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(17..=81))]
    pub givens: Option<u8>,

    /// Seed for the random choices; the same seed gives the same puzzles [default: a new
    /// one, printed].
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,

    /// The workbook to write. Its folder must exist.
    #[arg(short, long, value_name = "FILE", default_value = "puzzles.xlsx")]
    pub output: PathBuf,

    /// Write one sheet with one puzzle string per row (with level, score and solution),
    /// the format `solve --list A` reads; with -o NAME.txt or NAME.csv, the same as text.
    #[arg(long)]
    pub list: bool,

    /// Print this title in the page header above each puzzle.
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,

    /// Leave the Solutions sheet out, for a handout on its own.
    #[arg(long, conflicts_with = "list")]
    pub no_solutions: bool,

    /// Write the Solutions sheet to this workbook instead, kept apart from the puzzles.
    /// Its folder must exist.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["list", "no_solutions"])]
    pub solutions_to: Option<PathBuf>,

    /// Keep the answers on a very hidden sheet, so that a typed digit that differs from
    /// its answer turns orange (a convenience, not a secret).
    #[arg(long, conflicts_with = "list")]
    pub check_answers: bool,

    /// Add a Booklet sheet that prints the puzzles this many to a page: 1, 2, 4 or 6.
    #[arg(long, value_name = "N", conflicts_with = "list", value_parser = per_page)]
    pub per_page: Option<u8>,

    /// The paper the sheets print on: a4 or letter [default: from the locale (Letter in
    /// the US, Canada, Mexico and the Philippines), else A4].
    #[arg(long, value_name = "SIZE")]
    pub paper: Option<sudoku_workbook::booklet::Paper>,

    /// Give up on a puzzle that has not reached the level after this many seconds.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub time_limit: u64,

    /// Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25.
    #[arg(long, value_name = "N", value_parser = grid_size, help_heading = SHAPE_HEADING)]
    pub size: Option<u8>,

    /// The shape of the boxes, rows x columns, e.g. 3x2 [default: by size, as for solve].
    #[arg(long, value_name = "RxC", value_parser = boxes, help_heading = SHAPE_HEADING)]
    pub boxes: Option<(u8, u8)>,

    /// How digits above 9 are written: numbers (10, 11, ...), letters (1-9 then A, B,
    /// ...) or hex (16x16 only: 0-9 then A-F).
    #[arg(long, value_name = "KIND", default_value = "numbers", value_parser = ["numbers", "letters", "hex"], help_heading = SHAPE_HEADING)]
    pub symbols: String,

    /// Diagonal Sudoku: both main diagonals hold every digit once.
    #[arg(long, help_heading = SHAPE_HEADING)]
    pub diagonal: bool,

    /// Windoku (9x9): four extra 3x3 boxes hold every digit once.
    #[arg(long, help_heading = SHAPE_HEADING)]
    pub windoku: bool,

    /// Jigsaw Sudoku: each puzzle gets its own random layout of irregular regions in
    /// place of the boxes (up to 16x16).
    #[arg(long, conflicts_with_all = ["boxes", "windoku", "list"], help_heading = SHAPE_HEADING)]
    pub jigsaw: bool,

    /// How the work runs.
    #[command(flatten)]
    pub run: RunArgs,
}

/// `--shard`: K/N with 1 <= K <= N.
fn parse_shard(text: &str) -> Result<crate::batch::shard::Shard, String> {
    text.parse()
}

/// `--shard-index`: I/N with 0 <= I < N, as the shard I+1 of N.
fn parse_shard_index(text: &str) -> Result<crate::batch::shard::Shard, String> {
    crate::batch::shard::Shard::from_index(text)
}

/// `--per-page`: 1, 2, 4 or 6.
fn per_page(text: &str) -> Result<u8, String> {
    match text.trim() {
        "1" => Ok(1),
        "2" => Ok(2),
        "4" => Ok(4),
        "6" => Ok(6),
        _ => Err(sudoku_i18n::tr!(
            "value-per-page",
            text = format!("{text:?}")
        )),
    }
}

/// Flags every command that writes shares: parallelism, replacing outputs, quiet.
#[derive(Debug, Clone, Copy, Args)]
pub struct RunArgs {
    /// How many files or puzzles to work on at once, 1 to 256, and so the most threads
    /// the run uses (one very hard puzzle's rating uses them all) [default: the number of
    /// cores].
    #[arg(short, long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub jobs: Option<u16>,

    /// Replace output files (and the report) if they exist; an input is never replaced.
    #[arg(short, long)]
    pub force: bool,

    /// Print nothing when everything went well; problems are still reported.
    #[arg(short, long)]
    pub quiet: bool,
}

/// Flags of `rate`.
#[derive(Debug, Args)]
pub struct RateArgs {
    /// What to read.
    #[command(flatten)]
    pub input: InputArgs,
}

const SOLVE_HELP: &str = "\
The grid is 9x9 cells (A1:I9 unless --range says otherwise). A cell is empty when it is
blank, 0, or only spaces; a given is a whole number 1-9, as a number or as text. Anything
else is reported with its cell. A square range of another size (4 to 25 a side) is a
puzzle of that size, digits 1..N (letters after 9 too); see the flags for other sizes and
variants above. The input file is never changed: the solution goes to a new workbook,
<input>.solved.xlsx beside the input unless -o says otherwise.

Examples:
  sudoku-xlsx solve puzzle.xlsx
  sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet \"Week 12\" --range B6:J14
  sudoku-xlsx solve book.ods --range Puzzle          (a defined name)
  sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
  sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
  sudoku-xlsx solve book.xlsx --all-sheets
  sudoku-xlsx solve book.xlsx --range auto           (every grid, wherever it is typed)
  sudoku-xlsx solve library.xlsx --list C            (a puzzle list in column C)
  sudoku-xlsx solve collection.txt -o solutions.xlsx
  sudoku-xlsx solve big.xlsx --range B2:Q17          (a 16x16 grid)
  sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (a jigsaw, regions labelled there)
  sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                     (worker 2 of 8; see `report merge`)

Exit status:
  0 solved, 1 cannot be solved (conflicting givens or no solution),
  2 unusable input or output, or a usage error; 3 a puzzle could not be decided
  within --time-limit; 130 interrupted.";

/// How inputs are found and read; shared by `solve` and `rate`.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// Workbooks: .xlsx, .xlsm, .xltx, .xlsb, .xls or .ods (the content decides, not the
    /// name); folders, searched recursively for workbooks; text puzzle lists (.txt, .sdm,
    /// .csv).
    #[arg(required = true, value_name = "INPUT")]
    pub inputs: Vec<PathBuf>,

    /// The sheet to read: a name, or a number counting from 1 [default: the first
    /// worksheet].
    #[arg(short, long, value_name = "NAME|N")]
    pub sheet: Option<String>,

    /// The grid: a range such as B6:J14 (or 'Week 12'!B6:J14), a name defined in the
    /// workbook, or `auto` for every 9x9 grid found on the sheets (see `find`). A square
    /// range of another size is a puzzle of that size (A1:P16 is 16x16). Repeat for
    /// several grids on one sheet [default: A1:I9].
    #[arg(short, long, value_name = "RANGE|NAME|auto")]
    pub range: Vec<RangeSpec>,

    /// Read exactly the range given, without checking whether it looks like a shifted
    /// or partial view of a grid nearby.
    #[arg(long)]
    pub exact: bool,

    /// Read the grid range on every worksheet.
    #[arg(long, conflicts_with = "sheet")]
    pub all_sheets: bool,

    /// With --all-sheets, take grids that are entirely blank instead of skipping them.
    #[arg(long, requires = "all_sheets")]
    pub include_empty: bool,

    /// Read a puzzle list: one 81-character puzzle per row in this column (a letter such
    /// as C). Text files (.txt, .sdm, .csv) are read as lists too, one puzzle a line.
    #[arg(long, value_name = "COLUMN", conflicts_with = "range")]
    pub list: Option<String>,

    /// Write one line per grid or list row to this file: CSV or JSON, by its extension.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,

    /// Take only part K of N of the batch, for N workers sharing it (job arrays): files
    /// by a fixed hash of their path under the folder named, the rows of a single list
    /// by row number. The report (and a list's output) gets .K-of-N before its
    /// extension; `sudoku-xlsx report merge` joins the reports.
    #[arg(long, value_name = "K/N", value_parser = parse_shard)]
    pub shard: Option<crate::batch::shard::Shard>,

    /// --shard counting from 0, for engines that number their workers so (Kubernetes'
    /// JOB_COMPLETION_INDEX, AWS Batch's AWS_BATCH_JOB_ARRAY_INDEX): I/N is --shard I+1/N.
    #[arg(long, value_name = "I/N", value_parser = parse_shard_index, conflicts_with = "shard")]
    pub shard_index: Option<crate::batch::shard::Shard>,

    /// The size and rules of grids that are not classic 9x9 Sudoku.
    #[command(flatten)]
    pub shape: ShapeArgs,

    /// How the work runs.
    #[command(flatten)]
    pub run: RunArgs,
}

/// Flags for grids of other sizes and for variants. A range of another size (A1:P16)
/// needs none of them: its size is the puzzle's.
#[derive(Debug, Clone, Default, Args)]
pub struct ShapeArgs {
    /// Cells a side: 4, 6, 8, 9, 10, 12, 15, 16 or 25. Sets the default range (A1:P16
    /// for 16); a puzzle list then holds N*N symbols a line [default: the size of
    /// --range, else 9].
    #[arg(long, value_name = "N", value_parser = grid_size, help_heading = SHAPE_HEADING)]
    pub size: Option<u8>,

    /// The shape of the boxes, rows x columns, e.g. 3x2 [default: 2x2, 2x3, 2x4, 3x3,
    /// 2x5, 3x4, 3x5, 4x4 or 5x5, by size].
    #[arg(long, value_name = "RxC", value_parser = boxes, help_heading = SHAPE_HEADING)]
    pub boxes: Option<(u8, u8)>,

    /// How digits are written: auto (numbers 1..N, or 1-9 then letters A, B, ...) or hex
    /// (16x16 only: 0-9 then A-F).
    #[arg(long, value_name = "auto|hex", default_value = "auto", value_parser = ["auto", "hex"], help_heading = SHAPE_HEADING)]
    pub symbols: String,

    /// Diagonal Sudoku: both main diagonals hold every digit once.
    #[arg(long, help_heading = SHAPE_HEADING)]
    pub diagonal: bool,

    /// Windoku (9x9): four extra 3x3 boxes hold every digit once.
    #[arg(long, help_heading = SHAPE_HEADING)]
    pub windoku: bool,

    /// Jigsaw Sudoku: a range of the grid's size (on any sheet, or a defined name) with
    /// a region label in every cell; each region replaces a box and must have N cells.
    #[arg(long, value_name = "RANGE|NAME", help_heading = SHAPE_HEADING)]
    pub regions: Option<RangeSpec>,

    /// How long the solver may search one grid of another size or variant before it
    /// gives up undecided (exit status 3); a 9x9 is always decided in milliseconds
    /// [default: 60].
    #[arg(long, value_name = "SECONDS", value_parser = seconds, help_heading = SHAPE_HEADING)]
    pub time_limit: Option<f64>,
}

/// Where `--help` lists the flags for other sizes and variants.
const SHAPE_HEADING: &str = "Other sizes and variants";

/// `--time-limit`: seconds, above 0 (fractions too: 0.5) and at most a day.
fn seconds(text: &str) -> Result<f64, String> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
        .ok_or_else(|| sudoku_i18n::tr!("value-seconds", text = format!("{text:?}")))
}

/// `--size`: one of the supported sizes.
fn grid_size(text: &str) -> Result<u8, String> {
    text.trim()
        .parse::<u8>()
        .ok()
        .filter(|n| sudoku_workbook::address::GRID_SIZES.contains(n))
        .ok_or_else(|| sudoku_i18n::tr!("value-size", text = format!("{text:?}")))
}

/// `--boxes`: `RxC`, e.g. `2x3` (rows by columns).
fn boxes(text: &str) -> Result<(u8, u8), String> {
    let bad = || sudoku_i18n::tr!("value-boxes", text = format!("{text:?}"));
    let (r, c) = text.trim().split_once(['x', 'X', '*']).ok_or_else(bad)?;
    let r: u8 = r.trim().parse().map_err(|_| bad())?;
    let c: u8 = c.trim().parse().map_err(|_| bad())?;
    if r == 0 || c == 0 {
        return Err(bad());
    }
    Ok((r, c))
}

/// Flags of `solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// What to read.
    #[command(flatten)]
    pub input: InputArgs,

    /// Where to write the solved workbook, for a single input [default: <input
    /// stem>.solved.xlsx beside the input]. Its folder must exist. With a puzzle list, a
    /// name ending in .txt or .csv writes text instead.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,

    /// Write outputs under this folder (created if missing), mirroring the input folders.
    #[arg(long, value_name = "DIR", conflicts_with = "output")]
    pub out_dir: Option<PathBuf>,

    /// Write only the solved grids. Without it the solved copy keeps every sheet and cell
    /// of the input (values, formulas, styles, merges, widths) around the grids.
    #[arg(long)]
    pub grid_only: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn verify_cli() {
        Cli::command().debug_assert();
    }

    #[test]
    fn colour_follows_the_flag_then_no_color_then_the_terminal() {
        use std::ffi::OsStr;
        let set = Some(OsStr::new("1"));
        let empty = Some(OsStr::new(""));
        assert!(Color::Auto.styled(true, None));
        assert!(Color::Auto.styled(true, empty));
        assert!(!Color::Auto.styled(true, set));
        assert!(!Color::Auto.styled(false, None));
        assert!(Color::Always.styled(false, set));
        assert!(!Color::Never.styled(true, None));
        let cli = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "--color", "never"]);
        assert_eq!(cli.unwrap().color, Color::Never);
        let cli = Cli::try_parse_from(["sudoku-xlsx", "--color=always", "rate", "p.xlsx"]);
        assert_eq!(cli.unwrap().color, Color::Always);
    }

    #[test]
    fn ranges_are_checked_while_parsing() {
        let ok = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "-r", "B6:J14"]);
        assert!(ok.is_ok());
        let bad = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "-r", "A1:J11"]);
        let msg = bad.unwrap_err().to_string();
        assert!(msg.contains("11 rows by 10 columns"), "{msg}");
        // Thousands of threads only cost time to start before anything is done.
        let many = Cli::try_parse_from(["sudoku-xlsx", "solve", "p.xlsx", "-j", "65535"]);
        assert!(many.unwrap_err().to_string().contains("1..=256"));
    }
}
