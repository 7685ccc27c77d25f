## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }：zip のエントリー { $name } はコピーに含めません。その名前では展開先のフォルダーの外に書き込まれるおそれがあり、ブックのパーツにそのような名前のものはありません
# $grid: the grid's sheet and range.
note-no-room = { $file }：{ $grid }：盤面の近くに状態の行を書き込める空きセルがありません。周りのセルはすべて使われています
error-macros-not-copied = マクロを含めたままブックをコピーできません（{ $why }）。盤面だけを書き出すには --grid-only を使ってください
note-rebuilt = { $file }：コピーは編集せずに作り直しました（理由：{ $why }）
error-macro-name = このブックにはマクロがあり、コピーにも引き継がれます。Excel はマクロを含むブックを .xlsm という名前でしか開きません。コピーの名前を .xlsm にしてください（盤面だけなら --grid-only を使ってください）
error-interrupted = 中断しました。何も書き出していません
note-more-cut = { $file }：ほかに { $count } 個のセルを切り詰めたか省きました
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }：シート { $from } は、解答を書き込んだコピーでは { $to } という名前になっています（Excel のシート名は 31 文字までで、[]:*?/\ を含めず、大文字と小文字の違いだけの名前を 2 つ置くことはできません）
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = グラフ
lost-images = 画像
lost-macros = マクロ
lost-controls = コントロール
lost-pivot-tables = ピボットテーブル
lost-comments = コメント
lost-tables = テーブル
lost-conditional-formats = 条件付き書式
lost-data-validation = データの入力規則
lost-chart-sheets = グラフシート
lost-macro-sheets = マクロシートとダイアログシート
note-not-carried = 入力には{ $list }がありますが、解答を書き込んだコピーには引き継がれません
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }：シートの最後の行または列より先にあるため、省きました
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }：{ $what }
note-formula-cut = 8,192 文字を超える数式は、保存されていた値に置き換えました
note-text-cut = 32,767 文字を超えるテキストは、その長さに切り詰めました

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = 注記：{ $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = 内部エラー：{ $what }{ $at }。これはバグです。原因となった入力を添えて報告してください
note-long-title = --title は { $count } 文字あり、印刷ページのヘッダーに収まる長さを超えています。ヘッダーでは「…」で省略して表示します（ブックのタイトルのプロパティには全体が残ります）
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = シャード { $shard } には、見つかった { $count } 個のファイルが 1 つも割り当てられていません。レポートを指定していれば、空のレポートを書き出します
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets では、sudoku-xlsx が追加した、問題を含まない { $count } 枚のシートをスキップします：{ $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = { $place } の問題の数字がルールに反しています
problem-no-solution = { $place } の盤面には解がありません
# $evidence in error-not-the-grid.
evidence-more-symbols = そこにある盤面には記号が { $symbols } 個ありますが、この範囲には { $givens } 個しかありません
evidence-borders = { $grid } の周りに罫線が引かれています
# $cells: the range's only digits, joined with commas.
evidence-against-edge = この範囲にある数字は { $cells } だけで、どれもその盤面の端に接しています

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = 通常の 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $boxes } ブロックの { $kind }
kind-hex = （16 進の記号）
rules-boxes-misfit = --boxes { $boxes } は { $n }x{ $n } の盤面に合いません。ブロックは { $n } マスでなければなりません
rules-hex-size = --symbols hex は 16x16 の盤面用ですが、この盤面は { $n }x{ $n } です
rules-windoku-size = --windoku には 9x9 の盤面が必要ですが、この盤面は { $n }x{ $n } です
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx はこの盤面を { $kind } の問題として書き出しました（ブックに記録されています）。{ $flags } はこれに合わないので、{ $count ->
       *[other] 指定から外してください
    }
rules-regions-size = 領域の範囲は { $side }x{ $side } ですが、{ $place } の盤面は { $size }x{ $size } です。盤面と同じ大きさの範囲を指定してください
rules-regions-place = { $place }（領域）
rules-hex-zero = { $cell } に 0 があり、文字は F までで、16 進数字 0-F と同じです。--symbols hex を指定するか、数字を 1-9 と A-G で入力し、空きマスは 0 か空白にしてください

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }：{ $place }  ヒント数 { $givens }  { $kind }
find-bad-cells = 不正なセルあり
find-full = 空きマスなし
find-unique = 唯一解
find-several-solutions = 複数解
find-no-solution = 解なし
find-givens-clash = 問題の数字がルール違反
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = ：{ $cells } { $count ->
       *[other] は 1-9 の数字でも空白でもありません。この盤面を使うには修正してください
    }
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}（この数字は { $places } の盤面としても読めます。どちらのつもりか確認してください）
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }：{ $blocks }：数式の結果（ブック自身の計算）なので、問題としては読みません。読むには範囲を指定してください
find-none = { $file }：盤面が見つかりません（盤面とは、数字が 17 個以上ある 9x9 のものです）
find-table = { $file }：{ $place }：問題の盤面にしては大きすぎるか数字が詰まりすぎている、数値のまとまり（表）です。検索しません
# $seconds: the time taken, with two decimals.
find-summary = { $files } 個のファイルで { $grids } 個の盤面が見つかりました（読めないファイル { $unreadable } 個）。{ $seconds } 秒

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }：問題ではない { $count } 行をスキップしました：{ $places }
explain-passed-rows = { $file }：問題ではない { $count } 行をスキップしました：{ $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }：手順シートを書き出したのは最初の { $first } 個の盤面だけです。残りの { $count } 個は上の表示とレポートで説明しています（各盤面のシートは、コピーを保存するまでメモリーを使います）

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = { $n } 行目
place-line = { $n } 行目
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet } の { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }：{ $place }：無効：{ $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions は領域のラベルをブックの範囲から読み込みますが、問題リストには範囲がありません。ジグソーの問題は盤面として解いてください
list-line-length = { $n }x{ $n } の問題は { $expected } 文字ですが、この行は { $found } 文字です
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = { $position } 文字目（{ $found }）は { $n }x{ $n } の盤面の数字ではありません
list-more-problems = { $file }：ほかに { $count } 件の不備があります（表示していません）。--report を使うとすべて一覧にできます
list-more-problems-report = { $file }：ほかに { $count } 件の不備があります（表示していません。レポートを参照してください）
# $output: the file written.
list-summary = { $file }：{ $count } 問：解決 { $solved }、複数解 { $several }、解なし { $none }、無効 { $invalid } -> { $output }
error-text-to-file = テキスト形式の出力はファイルにしか書き出せません
# A list entry stored as a number in the sheet.
list-stored-as-number = 問題が数値として保存されているため、桁が失われています。列の書式を文字列にして、入力し直してください
# $kib: the longest line read, in KiB.
list-line-too-long = 行が { $kib } KiB を超えています。問題の行は 81 文字です
list-not-separated = 問題とその後に続く内容が区切られていません
list-spaced = 数字の間に空白がある { $count } 文字の行です。空白は空きマスとして読みません。空きマスごとに . か 0 を書いてください

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = ファイル
progress-puzzles = 問題
progress-elapsed = 経過 { $elapsed }
progress-elapsed-eta = 経過 { $elapsed }、残り { $eta }
progress-counts = 解決 { $solved }、失敗 { $failed }
# $detail: what the system said.
error-threads = ワーカースレッドを開始できません：{ $detail }
error-interrupted-after = 出力を書き出した後で中断しました

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = { $limit } 秒以内に{ $level }の問題は見つかりませんでした（{ $tried } 個を試行）。{ $why }
generate-none-found = { $limit } 秒以内に問題は見つかりませんでした（{ $tried } 個を試行）。{ $why }
generate-why-four = 4x4 はシングルだけで必ず解けるので、4x4 の問題はすべて初級です
generate-why-time = --time-limit で時間を延ばすか、別の難易度を指定してください
generate-why-large = 10x10 より大きいサイズの評価にはシングル、ロックされた候補、サブセット、フィッシュだけを使うので、難しい難易度はすぐに出ますが、易しい難易度はめったに出ません
generate-no-full-grid = この形には、すべてのマスが埋まった盤面がありません
generate-full-grid-time = この形の、すべてのマスが埋まった盤面は { $limit } 秒以内に見つかりませんでした。--time-limit で時間を延ばしてください
generate-more-time = { $why }。--time-limit で時間を延ばしてください
# $n: the puzzle's number; $why: why it was not made.
generate-failed = 問題 { $n }：{ $why }
generate-not-made = 問題 { $n }：作成できませんでした
generate-nothing-written = 何も書き出していません。--time-limit で時間を延ばすか、別の --difficulty を指定してください
generate-nothing-written-givens = 何も書き出していません。--time-limit で時間を延ばすか、別の --difficulty または --givens を指定してください
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $total } 問中 { $count } 問は、ヒント数を { $target } まで減らせず、それより多くなっています：問題 { $puzzles }。{ $advice }
givens-advice-time = 先に制限時間に達しました。--time-limit で時間を延ばすか、--givens { $reached } 以上を指定してください
givens-advice-seldom = 盤面を次々に変えても { $target } に近づかなかったので、時間を延ばしても効果はありません。このジェネレーターでヒント数が { $target } まで下がることはまれです。--givens { $reached } 以上を指定してください
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = 盤面を次々に変えても { $target } に近づかなかったので、時間を延ばしても効果はありません。このジェネレーターでヒント数が { $target } まで下がることはまれで、--symmetry { $symmetry } ではなおさらです（--symmetry none ならもっと少なくできます）。--givens { $reached } 以上を指定してください
# Why no jigsaw layout came out.
layout-bad-size = サイズ { $n } の盤面には対応していません。4、6、8、9、10、12、15、16、25 のいずれかを使ってください
layout-not-found = { $tries } 回試しましたが、すべてのマスが埋まった盤面を持つ { $n }x{ $n } のジグソー配置は見つかりませんでした
layout-out-of-time = 制限時間内に、すべてのマスが埋まった盤面を持つ { $n }x{ $n } のジグソー配置は見つかりませんでした（{ $tries } 回試行）

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }：sudoku-xlsx が書き出す形式のレポートではありません：{ $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }：順序が { $order } の行がありますが、sudoku-xlsx はそのような値を書き出しません
merge-two-shards = { $file } にはシャード { $first } の行とシャード { $second } の行があります。1 つのワーカーのレポートではありません
merge-out-of-order = { $file }：行がワーカーの書き出した順序になっていません（{ $order } が、それより後の行の後にあります）
merge-kinds = { $first } と { $second } は種類が違います。結合後のレポートと結合するレポートは、すべて CSV か、すべて JSON にしてください
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } の列は { $first_columns } ですが、{ $second } の列は { $second_columns } です。同じオプションで実行した 1 つのコマンドのレポートを結合してください
# $why: what is wrong with the text.
merge-shard-column = { $file }：シャードの列の値が正しくありません：{ $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = ワーカーごとに一覧にしたファイルのまとまりが異なります（{ $a } と { $b } が、どちらもそれぞれの一覧の { $n } 番目のファイルでした）。ワーカーの起動中にファイルが追加または削除されています。同じファイルのまとまりで、すべてのシャードを実行し直してください
merge-batches-two-places = ワーカーごとに一覧にしたファイルのまとまりが異なります（{ $file } が、あるワーカーでは { $first } 番目、別のワーカーでは { $second } 番目のファイルでした）。ワーカーの起動中にファイルが追加または削除されています。同じファイルのまとまりで、すべてのシャードを実行し直してください
merge-other-run = { $first } は { $n } 個に分けたシャードの 1 つですが、{ $second } はシャード { $shard } です。1 回の実行のレポートを結合してください
merge-shard-twice = { $first } と { $second } の両方がシャード { $shard } を含んでいます
merge-too-many = シャード { $n } 個の実行に対して、レポートが { $given } 個指定されました。各シャードのレポートを 1 回ずつ指定してください
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count } 個のシャード（{ $shards }）のレポートがありません。すべてのシャードのレポートを指定してください（ファイルのなかったシャードは空のレポートを書き出します）
# $what in merged.
merged-empty = 空のレポート { $count } 個
merged-shards = シャード { $shards } 個分のレポート { $count } 個
merged-in-order = 指定した順のレポート { $count } 個（シャードの列はありません）
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = { $what }を結合しました：{ $files } 個のファイルから { $rows } 行{ $counts }。{ $output } を書き出しました
invalid-why = 無効：{ $why }

## The rest of the refusals.

error-report-name = { $file }：レポートは CSV か JSON で書き出します。名前を .csv か .json にしてください
error-not-a-file = 通常のファイルではありません（パイプまたはデバイス）。先にブックやリストをファイルに保存してください
# In rate's report message column and on the terminal.
rate-clash = 問題の数字がルールに反しています
# Grid shapes that cannot be built.
shape-boxes = { $rows }x{ $cols } のブロックは { $n }x{ $n } の盤面に合いません（行数 × 列数が { $n } でなければなりません）
shape-region-cells = 領域の配置には { $found } マスありますが、{ $n }x{ $n } の盤面は { $cells } マスです
shape-region-count = 領域の配置には領域が { $found } 個ありますが、{ $n }x{ $n } の盤面には { $n } 個必要です
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = 各領域には { $n } マスが必要です：{ $sizes }
shape-region-has = 領域 { $region } は { $count } マス
shape-windoku = ウィンドクには 9x9 の盤面が必要です。{ $n }x{ $n } では作れません

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }：1 ページに入れられる問題は 1、2、4、6 問のいずれかです
value-size = { $text }：盤面の一辺は 4、6、8、9、10、12、15、16、25 セルのいずれかです
value-seconds = { $text }：0 より大きく 86400 以下の秒数を指定してください（例：60、0.5）
value-boxes = { $text }：ブロックの形は「行数x列数」で指定してください（例：2x3）
value-symmetry = { $text } という対称性はありません。none、rotational、mirror のいずれかを指定してください
value-level = { $text } という難易度はありません。easy、medium、hard、expert、extreme のいずれかを指定してください
value-hint-level = { $text } というヒントの段階はありません。nudge、cells、full のいずれかを指定してください
value-paper = { $text } という用紙はありません。a4 か letter を指定してください
# $why: one of the shard-* reasons below.
shard-bad = { $text }：{ $why }。1 <= K <= N となる K/N の形で指定してください（例：2/8）
shard-not-a-shard = シャードの指定ではありません
shard-whole-numbers = K と N は整数でなければなりません
shard-n-zero = N は 1 以上でなければなりません
shard-n-large = N は最大 { $most } です
shard-k-range = K は 1 から { $n } まででなければなりません
shard-index-bad = { $text }：{ $why }。0 <= I < N となる I/N の形で指定してください（例：0/8）
shard-not-an-index = シャード番号ではありません
shard-i-whole = I は整数でなければなりません
shard-i-large = I が大きすぎます
# $given: I/N as typed.
shard-i-range = I は 0 から N-1 まで、N は 1 以上でなければなりません（指定：{ $given }）
# $seconds: the time spent, with one decimal.
generate-timeout = { $seconds } 秒以内に { $attempts } 回試しましたが、{ $level }の問題は見つかりませんでした
generate-too-many-givens = 問題のヒント数は最大 81 です。{ $n } にはできません

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = ブックのパーツ { $part }
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $packed } を展開すると { $size }{ $why }
large-limit = ；上限は { $limit }
large-bomb = ；解凍爆弾（zip 爆弾）のようです
large-shared-strings = 共有文字列のパーツ
large-strings-claimed = { $size } の中に { $claimed } 個の文字列があるとしていますが、その大きさにそれだけの数は入りません
large-file = ファイル
large-xls = { $size }；.xls ファイルの上限は { $limit }
large-spreadsheet = スプレッドシート
large-ods-cells = シートの範囲が、繰り返しを展開して数えると { $cells } セル以上あります；.ods ファイルの上限は { $limit } です（盤面から離れた内容を削除するか、.xlsx で保存してください）
large-ods-text = セルのテキストが、繰り返しと空白を展開して数えると { $mib } MiB 以上あります；上限は { $limit } MiB です
large-list = リスト
large-list-lines = 4,294,967,295 行を超えています；小さなファイルに分割してください
size-bytes = { $n } バイト
damaged-overlap = zip アーカイブの 2 つのパーツが同じバイトを共有しています。解凍爆弾の手口です
note-more-cells = ほかに { $count } 個のセルを切り詰めたか省きました

## Saving, and jigsaw regions read from labels.

save-no-extension = 名前に拡張子がありません。ブックの名前は .xlsx（または .xlsm、.xltx、.xltm）にしてください
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx が書き出すのは Excel ブックで、.{ $ext } ファイルではありません。出力の名前は .xlsx（または .xlsm、.xltx、.xltm）にしてください
save-not-a-file = 通常のファイルではありません（フォルダー、デバイスまたはパイプ）。書き込むファイルの名前を指定してください
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = 領域 { $region } は { $count } マスです（{ $cell } から）
regions-count = { $n }x{ $n } のジグソーには { $n } マスずつの領域が { $n } 個必要ですが、ラベルからできる領域は { $count } 個です
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }：{ $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = { $time } 以内に判定できませんでした
generate-out-of-time = 制限時間内に、すべてのマスが埋まった盤面を見つけることも、存在しないと確かめることもできませんでした
usage-give-seed = シードを指定してください（--seed）
large-xls-cells = シートの範囲が、最初の使用セルから最後の使用セルまでで { $cells } セル以上あります；.xls ファイルの上限は { $limit } です（盤面から離れた内容を削除するか、.xlsx で保存してください）
large-xls-sheet = シートが { $rows } 行 { $cols } 列あるとしていますが、.xls のシートは最大 65536 行、256 列です
