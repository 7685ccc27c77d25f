## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = ファイルが空です
format-word = これは Word 文書で、ブックではありません
format-powerpoint = これは PowerPoint のプレゼンテーションで、ブックではありません
format-zip = これは zip アーカイブで、中にブックがありません
format-pdf = これは PDF 文書で、ブックではありません
format-other = このファイルはブックではありません
error-unknown-format = { $what }。sudoku-xlsx が読み込めるのは .xlsx、.xlsm、.xltx、.xlsb、.xls、.ods のブックです
error-encrypted = ブックが暗号化されています。パスワードなしで保存してから、もう一度お試しください
# $detail: what the reader said, as it said it.
error-damaged = ブックが破損しているため読み込めません（{ $detail }）。Excel または LibreOffice で開き、保存し直してください
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } が大きすぎるため、安全に読み込めません（{ $detail }）
error-too-much-to-carry = ブックのシートのデータは展開すると { $mib } MiB あり、解答を書き込んだコピーに引き継げる { $limit } MiB を超えています
error-too-many-formats = 解答を書き込んだコピーには { $formats } 個のセル書式が必要になり、Excel で開ける上限の { $most } 個を超えます（ブックには { $have } 個あります）
error-no-worksheet = ブックにワークシートがありません
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = { $n } 番目（全 { $count } 枚）
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = グラフシート
sheet-macro = マクロシート
sheet-dialog = ダイアログシート
error-not-a-worksheet = シート { $sheet } は{ $kind }で、セルのあるワークシートではありません（ワークシート：{ $worksheets }）
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = 入力ではここは{ $kind }でした。sudoku-xlsx はこれを引き継ぎません。
error-name-not-found = { $name } は A1:I9 のような範囲でも、ブックで定義された名前でもありません（定義されている名前：{ $names }）
# $why: what is wrong with what the name refers to.
error-bad-name = 名前 { $name } は { $refers } を参照しています：{ $why }
error-sheet-mismatch = 範囲 { $range } はシート { $range_sheet } にありますが、選ばれたシートは { $sheet } です
error-overlapping = シート { $sheet } の盤面 { $first } と { $second } はセルが重なっています。重ならない範囲を指定してください
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } は { $size }x{ $size } の盤面です。{ $what } は 9x9 の盤面しか読み込めません（solve、rate、explain、generate はほかのサイズも扱えます）
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } は { $grid } にある盤面の一部のようです（{ $evidence }）
error-empty-range = { $place } は空ですが、このシートの { $grids } に盤面があります
error-ambiguous = { $place } の数字は { $also } の盤面としても読めます。盤面を推測で決めることはしません
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }。盤面は { $grid } にあるようです
error-in-table = { $place } は問題の盤面ではなく、数値の表の一部です。周囲のほぼどの 9x9 の範囲も盤面として読めてしまいます
error-no-grid = { $count ->
       *[other] シート
    } { $sheets } に、17 個以上の数字がある 9x9 の盤面は見つかりませんでした
error-no-sized-grid = { $count ->
       *[other] シート
    } { $sheets } に { $size }x{ $size } の盤面は見つかりませんでした
error-output-exists = 出力ファイルがすでに存在します
error-output-folder-missing = 出力先のフォルダーが存在しません
# $detail: what the system said.
error-write = 出力を書き込めません：{ $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } は C4 のようなセル番地ではありません
address-row-zero = { $text }：行番号は 1 から始まります
address-row-too-large = { $text }：シートの行は 1 から 1048576 までです
address-column-too-large = { $text }：シートの列は A から XFD までです
address-not-a-range = { $text } は A1:I9 のような範囲ではありません
# $fixed: the same range written the right way round.
address-backwards = { $text } は逆向きに書かれています。左上のセルを先に書いてください：{ $fixed }
address-not-square = { $text } は { $rows } 行 × { $cols } 列です。数独の盤面は 9 × 9（たとえば A1:I9）か、一辺が 4、6、8、10、12、15、16、25 セルのいずれかの正方形です（A1:P16 は 16x16）
address-bad-sheet-name = { $text }：シート名が正しく引用符で囲まれていません。'My sheet'!A1:I9 のように書いてください

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = 出力が入力ファイルを置き換えてしまいます。-o で別の名前を指定してください
cli-no-puzzle-line = 問題の行が見つかりません。問題の行は 1～9 の 81 文字で、空きマスは . または 0 で表します
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = { $count ->
       *[other] シート
    } { $sheets } の { $column } 列に問題が見つかりません。問題は 1～9 の 81 文字（空きマスは . または 0）で、その列のセル 1 つに、1 行に 1 問ずつ書きます。--list で列を指定してください
# After the folder's name and a colon.
cli-folder-missing = フォルダーが存在しません。先に作成してください（自動で作成されるのは --out-dir だけです）
cli-not-a-worksheet = シート { $sheet } は{ $kind }で、セルのあるワークシートではありません。--sheet で別のシートを選んでください（ワークシート：{ $worksheets }）
cli-too-much = { $error }。--grid-only を使うと、解いた盤面だけを書き出します
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }。--range { $grid } または --range auto を使ってください（--exact を付けると範囲を指定どおりに読みます）
cli-empty-range-nine = { $error }。--range { $grid } または --range auto を使ってください
cli-empty-range = { $error }。--range { $grid } を使ってください
cli-ambiguous = { $error }。目的の盤面を --range で指定してください
cli-in-table = { $error }。盤面の範囲を --range で指定してください（--exact を付けると範囲を指定どおりに読みます）
cli-grid-elsewhere-nine = { $error }：--range { $grid } または --range auto を指定してください
cli-grid-elsewhere = { $error }：--range { $grid } を指定してください
cli-no-grid = { $error }。盤面の位置を --range で指定してください
cli-sheet-mismatch = --range { $range } はシート { $range_sheet } にありますが、--sheet では { $sheet } が選ばれています。どちらかを外すか、両者を一致させてください
cli-output-exists = 出力ファイルがすでに存在します。置き換えるには --force を、別の名前にするには -o を使ってください

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = { $arg } の値 { $value } は無効です：{ $reason }
clap-unknown-argument = 予期しない引数 { $arg } が見つかりました
clap-unknown-command = { $name } というサブコマンドはありません
clap-missing = 次の必須の引数が指定されていません：{ $args }
clap-conflict = 引数 { $arg } は { $other } と一緒に使えません
clap-more = 詳しくは '--help' を試してください。

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = これはテキストファイルで、ブックではありません（問題リストについては `solve --help` を参照してください）
evidence-digits = { $cells } の数字がすぐ{ $sides }にあります
side-below = 下
side-above = 上
side-right = 右
side-left = 左
evidence-moved = 同じ数字を{ $moves }ずらして読むと、よりよい問題になります
move-lower = { $count ->
       *[other] { $count } 行下に
    }
move-higher = { $count ->
       *[other] { $count } 行上に
    }
move-right = { $count ->
       *[other] { $count } 列右に
    }
move-left = { $count ->
       *[other] { $count } 列左に
    }

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = { $position } 文字目が { $found } です。問題の行には 1～9 と、空きマスを表す . または 0 だけを使います
puzzle-length = 問題の行は 81 文字ですが、この行は { $count } 文字です
puzzle-cells = { $expected } マスのはずが { $found } マスあります
puzzle-symbol = マス { $cell }：{ $ch } は { $n }x{ $n } の盤面の数字ではありません
puzzle-hex = 16 進の記号は 16x16 の盤面用で、{ $n }x{ $n } には使えません
puzzle-refused = 問題：{ $why }
puzzle-several = この問題には解が複数あります
puzzle-no-level = 難易度なし：{ $why }。難易度は解がちょうど 1 つの問題にだけ付きます
puzzle-hint-nine = ヒントは 9x9 の問題だけです。代わりに手順を表示してください

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = { $places } にブックが見つかりません
usage-no-workbooks = ブックが見つかりません
usage-all-sheets-ranges = --all-sheets には A1:I9 のような単純な範囲を指定します。名前や、名前付きシート上の範囲は使えません
usage-auto-alone = --range auto はすべての盤面を見つけます。ほかの範囲と一緒にせず、単独で指定してください
usage-auto-regions = --range auto は --regions と一緒に使えません。盤面の範囲を { $range } のように指定してください
usage-range-size = --range { $range } は { $side }x{ $side } ですが、--size は { $n } です。{ $n } x { $n } セルの範囲を指定するか、--size を外してください
usage-regions-size = --regions { $regions } は { $side }x{ $side } ですが、--range { $range } は { $grid }x{ $grid } です。領域の範囲は盤面と同じ大きさにします
usage-shard-output = --shard { $shard } はファイルのまとまりを複数の処理に分け、-o は 1 つのブックの出力を指定します。分けるフォルダーまたはファイルを指定し、出力を別の場所に置くなら --out-dir を使ってください
usage-list-column = --list には C のような列の文字を指定します。{ $text } は使えません
usage-regions-boxes = --regions はブロックの代わりになります。--boxes と --regions のどちらか一方を指定してください
usage-windoku-regions = ウィンドクの追加ブロックには通常の 3x3 ブロックが必要で、--regions は使えません
usage-solutions-to-same = --solutions-to が問題のブックそのものを指しています。別のファイルを指定してください
usage-hex-size = --symbols hex は 16x16 の問題用です。--size 16 を加えてください
usage-givens-nine = --givens は 9x9 の問題用です。ほかのサイズや変形は、対称性が許す限り少ないヒント数になります
usage-per-page-nine = --per-page の問題集は 9x9 の問題用です
usage-jigsaw-size = --jigsaw が作れる配置は 16x16 までです。盤面の埋まった 25x25 のジグソー配置はまれで、時間内に見つかりません
usage-play-report = play はレポートを書きません。--report を外してください
usage-explain-list-output = explain がブックを書くのは盤面だけです。問題リストはターミナルと --report ファイル.json で説明されます
usage-report-output = レポートが出力を置き換えてしまいます
usage-one-output = -o は 1 つの出力ファイルを指定しますが、入力が { $count } 個あります。複数なら --out-dir を使ってください
usage-same-output = { $first } と { $second } はどちらも { $output } に書き出されることになります。別々に解くか、異なるフォルダーで --out-dir を使ってください

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint が読むのはブックで遊んでいる盤面で、問題リストではありません
hint-not-a-file = 通常のファイルではありません（パイプまたはデバイス）。先にブックをファイルに保存してください
hint-a-folder = フォルダーです。hint が読むのは 1 つのブックです
hint-several-grids = 盤面が { $count } 個見つかりました（{ $places }）。遊んでいる盤面を --range で指定してください
hint-kind = { $place } は { $kind } の盤面です
hint-larger = { $place } には 9 より大きい文字や数があります（{ $cell }：{ $what }）。大きな盤面のようです
hint-nine-only = { $why }。hint が扱うのは通常の 9x9 の盤面だけです（ほかのサイズや変形は explain で全手順を表示できます）
batch-warning-files = { $count } 個のファイル（{ $first } ほか）：{ $words }
