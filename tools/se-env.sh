# Sourced by the tools that rate puzzles with Sudoku Explainer, from the root of the clone,
# once they have set `work`: where the public sets and SE are (both may be moved by the
# environment), this tool built in release as `bin`, and the working folder made.
data=${SUDOKU_DATA_DIR:-../shared/data}
se=${SE_RATE:-../shared/tools/sudoku-explainer/se-rate}
root=$(pwd)
cargo build --release --quiet
bin=$root/target/release/sudoku-xlsx
mkdir -p "$work"
