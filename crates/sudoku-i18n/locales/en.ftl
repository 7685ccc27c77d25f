# sudoku-xlsx's words in English: the catalog every other language follows. Each
# translation has every message here and uses every variable each one uses
# (crates/sudoku-i18n/src/tests.rs checks both).

## The status line written beside a grid and printed on the terminal.

status-solved = Solved
status-several = Solved: the puzzle has more than one solution; one is shown
status-no-solution = No solution exists.
# $clashes: one or more `clash` messages joined by `clash-separator`, perhaps ending
# with `clash-more`.
status-clash = The givens break the rules: { $clashes }
# $time: how long the solver had, e.g. "60 s".
status-undecided = Undecided: the solver could not decide within { $time }; allow more time with --time-limit
# Two givens that repeat a digit; $first and $second are cell names (B3), $value the
# digit or letter, $unit a `unit-*` message.
clash = { $first } and { $second } both hold { $value } ({ $unit })
clash-separator = {"; "}
clash-more = and { $count } more { $count ->
        [one] clash
       *[other] clashes
    }
# The terminal's heading over the clashes, one a line below it.
clash-header = the givens break the rules:

## The play sheet. Its counter is a spreadsheet formula that works out the count as the
## player types, so play-to-go cannot choose a plural form: word it so that any count fits.

play-solved = Solved!
play-to-go = { $count } to go
play-repeats = a digit repeats
play-red = Red: the digit repeats in its row, column or box
play-red-units = Red: the digit repeats in one of its units
play-orange = Orange: not the digit of the solution
# $example: a few digits typed into one cell as pencil marks, e.g. 147.
play-grey = Grey: pencil marks (several digits, e.g. { $example })
# What a cell that refuses an entry says.
play-type-marks = Type a digit from 1 to { $n }, or pencil marks: several digits (e.g. { $example }).
play-type-number = Type a number from 1 to { $n }.
play-type-letter = Type 1-9 or a letter A-{ $last }.
play-type-hex = Type 0-9 or a letter A-F.
play-error-title = Sudoku
# Under a puzzle: its level, and where it was read from ($place: Sheet1!A1:I9).
caption-level = Level: { $level }
caption-from = From { $place }

## The levels, as people read them (reports and JSON keep the English word).

level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
level-extreme = extreme
level-none = none

## The units of a grid, counted from 1 as people count.

unit-row = row { $n }
unit-column = column { $n }
unit-box = box { $n }
# A jigsaw region, named by a letter or by the label the sheet gives it.
unit-region = region { $name }
unit-main-diagonal = main diagonal
unit-anti-diagonal = anti-diagonal
unit-window = windoku box { $n }

## The terminal.

# A file written; $path as the terminal shows it.
wrote = Wrote { $path }
# A grid with nothing in it, passed over.
skipped-empty = skipped (empty)
# --lang given a code there is no catalog for; $list is "en (English), fr (français), ...".
lang-unknown = there is no language "{ $code }"; the languages are { $list }
