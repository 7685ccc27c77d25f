## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx：スプレッドシートの数独を解く
page-description = Excel のブックにある数独を、ブラウザーで解き、解説し、遊び、新しく作ります。何もアップロードされません。
# HTML.
page-lead = スプレッドシートにある数独を解いたり、手順の解説を見たり、遊んだり、新しく作ったりできます。すべてこのブラウザーの中で行われ、<strong>ファイルがアップロードされることはありません</strong>。このページは一度読み込めば、オフラインでも動きます。
page-loading = ソルバーを読み込んでいます…
page-ready = 準備ができました。ファイルはこのコンピューターの外に出ません。
# $reason: what the browser said.
page-no-start = このブラウザーではソルバーを起動できませんでした：{ $reason }
# The picker of the page's language.
page-language = 言語

page-files-title = ブック
page-drop-main = ブックを選ぶか、ここにドロップしてください
page-drop-note = 9x9 の問題をセルに入力した .xlsx、.xlsm、.xltx、.xls、.xlsb、.ods（空きマスは空白か 0）。場所は A1:I9 でもシート上のどこでもかまいません。または、1 行に 1 問ずつ問題を並べたテキスト（.txt、.csv）
page-none-chosen = ブックが選ばれていません。
page-choose-first = 先にブックを選んでください。
page-chosen-one = 選択：{ $name }
# $names: the files' names, joined with commas.
page-chosen-many = 選択：{ $count } 個のブック（{ $names }）
page-options = オプション
page-sheet = シート
page-sheet-hint = （空白：最初のシート）
page-range = 範囲
page-range-hint = （auto：すべての盤面を探す）
page-range-placeholder = auto または B2:J10
page-rules = ルール
page-rules-classic = 標準 9x9
page-rules-diagonal = 対角線（X-Sudoku）
page-rules-windoku = Windoku
page-rules-jigsaw = ジグソー
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = 遊べるコピーで誤答に色を付ける
page-solve = 解く
page-explain = 手順を解説
page-play = 遊ぶ：遊べるコピーを作る
page-stop = 中止
page-clear = 結果を消去
# HTML.
page-batch-note = ブック 1 つの結果はそのままダウンロードされます。複数の場合は結果がまとめて 1 つの <code>.zip</code> になり、各ファイルのリンクも残ります。

page-puzzle-title = 問題を入力または貼り付け
# HTML.
page-puzzle-label = 81 文字を行ごとに、1 行でも複数行でも入力できます（コマンドが表示する盤面のように、ブロックの間に <code>|</code> や <code>---+---</code> があってもかまいません）。空きマスは <code>.</code> または <code>0</code> です。ほかのサイズも使えます：6x6 は 36 文字、16x16 は 256 文字（10～16 は <code>A</code>-<code>G</code> または 10-16 で表します）
page-puzzle-solve = この問題を解く
page-rate = 評価
page-hint = ヒント
page-hint-nudge = 手がかり
page-hint-cells = 関係するマス
page-hint-full = 手順全体
page-next-hint = 次のヒント
page-steps = 手順

page-gen-title = 新しい問題を作る
page-gen-count = 問題数
page-gen-level = 難易度
page-level-easy = 初級
page-level-medium = 中級
page-level-hard = 上級
page-level-expert = 難関
page-level-extreme = 超難関
page-gen-check = 入力した誤答にその場で色を付ける
page-gen-title-label = タイトル
page-gen-title-placeholder = 4年B組、第12週
page-generate = 作成
page-puzzles-made = 作成した問題
# HTML.
page-footer = sudoku-xlsx はここで WebAssembly として動いており、<code>sudoku-xlsx</code> コマンドと同じコードです。解いたコピーと解説付きのコピーには、ブックにあったもの（画像、グラフ、マクロ）がすべて残ります。「遊ぶ」では新しいブックを作ります：1 問につき保護されたシートが 1 枚で、マクロなしで遊べます。このツールがマクロを実行することはありません。

## While the page works, and what it shows of a result.

page-already = すでに処理中です。「中止」で終了できます。
page-waiting = 待機中…
page-waiting-of = 待機中（{ $total } 個中 { $n } 個目のファイル）…
page-working = 処理中…
page-working-of = 処理中（{ $total } 個中 { $n } 個目のファイル）…
page-stopped = 中止しました。何も書き出していません
page-too-large = このファイルはブラウザーには大きすぎます（メモリが足りなくなりました）。何も書き出していません。sudoku-xlsx コマンドなら、お使いのコンピューターで読み込めます。
page-crashed = ツールが予期せず停止しました（{ $reason }）。何も書き出していません。できればファイルを添えて報告してください。
page-no-start-job = このブラウザーではソルバーを起動できませんでした（{ $reason }）
# What happened to a file, after its name.
page-doing-solve = 解いています
page-doing-explain = 解説しています
page-doing-play = 遊べるコピーを作っています
page-done-solve = 解きました
page-done-explain = 解説しました
page-done-play = 遊べるようにしました
page-failed-solve = 解けませんでした
page-failed-explain = 解説できませんでした
page-failed-play = 遊べるコピーを作れませんでした
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } 個のファイルを{ $done }：ダウンロード { $count } 件
page-nothing-written = 何も書き出していません。理由は下の各ファイルに表示しています。
page-packing = { $name } にまとめています…
page-download = { $name } をダウンロード
page-download-all = { $count } 件すべてを { $name } としてダウンロード
page-forgotten = { $name }：もう保持していません（ダウンロードするにはもう一度実行してください）
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = 盤面 { $count } 個：{ $parts }
page-printed = コマンドの出力（{ $count } 行）
page-other-grids = 残りの盤面 { $count } 個
page-other-walks = 残りの盤面 { $count } 個を手順ごとに見る
page-making = 問題を { $count ->
       *[other] { $count } 問
    }作っています…
page-made-of = { $count } 問中 { $made } 問を作りました…
page-most-at-once = このページで一度に作れるのは最大 { $most } 問なので、{ $asked } 問ではなく { $most } 問を作りました。sudoku-xlsx コマンドなら何問でも作れます

## Stepping through an explained grid, and hints on it.

page-step-through = { $place } を手順ごとに見る
page-step-through-count = { $place } を手順ごとに見る（{ $count ->
       *[other] 全 { $count } 手順
    }）
page-step-through-caption = { $place }：手順ごとに見る
# $level: a page-hint-* message.
page-hint-on-grid = 盤面上のヒント（{ $level }）
page-hint-caption = ヒント：{ $level }
page-previous = 前へ
page-next = 次へ
page-step = 手順
page-pencil-marks = { $cell }：候補 { $marks }
page-no-marks = なし
page-nudge-title = 色の付いたマスに次の手順があります。
page-step-of = 手順 { $n }/{ $total }：{ $technique }（{ $difficulty }）
page-no-step = 手順なし：問題の数字だけです
page-after-step = 手順 { $n } の後

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = 範囲
page-flag-sheet = シート
page-flag-size = ルール
page-flag-diagonal = ルール：対角線
page-flag-windoku = ルール：Windoku
page-flag-jigsaw = ルール：ジグソー
page-flag-check-answers = 「遊べるコピーで誤答に色を付ける」
page-flag-count = 問題数
page-flag-difficulty = 難易度
page-flag-level = ヒント
page-flag-title = タイトル
page-flag-seed = シード
page-flag-givens = 問題の数字
page-flag-time-limit = コマンドの制限時間
page-flag-report = コマンドのレポート
page-flag-out-dir = コマンドの出力フォルダー
page-flag-output = コマンドの出力ファイル名
page-flag-solutions-to = コマンドの解答ファイル
page-flag-color = コマンドの色のオプション
page-flag-lang = コマンドの言語オプション
page-flag-help = コマンドのヘルプ
page-flag-version = コマンドのバージョン
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = コマンドの { $name } オプション
page-flag-unknown = sudoku-xlsx コマンドのオプション
