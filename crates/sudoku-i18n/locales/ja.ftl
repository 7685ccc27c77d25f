# sudoku-xlsx の日本語のことば。

## 盤面の横に書き込み、端末にも表示する状態の行。

status-solved = 解けました
status-several = 解けました：この問題には解が複数あります。そのうちの一つを表示しています
status-no-solution = 解はありません。
status-clash = 問題の数字がルールに反しています：{ $clashes }
status-undecided = 未決定：ソルバーは { $time } 以内に判定できませんでした。--time-limit で時間を延ばせます
clash = { $first } と { $second } の両方に { $value } があります（{ $unit }）
clash-separator = {"；"}
clash-more = ほかに { $count } 件の重複
clash-header = 問題の数字がルールに反しています：

## 遊べるシート。

play-solved = 完成！
play-to-go = 残り { $count } マス
play-repeats = 数字が重複しています
play-red = 赤：行・列・ブロックのどこかで数字が重複しています
play-red-units = 赤：同じ単位の中で数字が重複しています
play-orange = オレンジ：解の数字ではありません
play-grey = 灰色：候補メモ（複数の数字、例 { $example }）
play-type-marks = 1 から { $n } までの数字、または候補メモ（複数の数字、例 { $example }）を入力してください。
play-type-number = 1 から { $n } までの数を入力してください。
play-type-letter = 1～9 または A～{ $last } の文字を入力してください。
play-type-hex = 0～9 または A～F の文字を入力してください。
play-error-title = 数独
caption-level = 難易度：{ $level }
caption-from = 出典：{ $place }
sheet-puzzle = 問題 { $n }
sheet-solutions = 解答
sheet-booklet = 問題集
solutions-title = 解答：太字は問題の数字

## 難易度。

level-easy = 初級
level-medium = 中級
level-hard = 上級
level-expert = 難関
level-extreme = 超難関
level-none = なし

## 盤面の単位。

unit-row = { $n } 行目
unit-column = { $n } 列目
unit-box = ブロック { $n }
unit-region = 領域 { $name }
unit-main-diagonal = 主対角線
unit-anti-diagonal = 副対角線
unit-window = ウィンドクのブロック { $n }

## 端末。

wrote = { $path } を書き出しました
skipped-empty = スキップ（空）
lang-unknown = 「{ $code }」という言語はありません。使える言語：{ $list }

## 受け付けられない入力。

error-read = ファイルを読み込めません：{ $detail }
io-not-found = そのようなファイルはありません
io-permission = アクセスが拒否されました
error-sheet-not-found = シート { $wanted } はありません。ブックにあるシート：{ $sheets }
list-none = （なし）
list-more = { $shown } ほか { $count } 件
cells-not-digits = 範囲内の { $count } 個のセルが 1～9 の数字でも空白でもありません：
cells-not-symbols = 範囲内の { $count } 個のセルが盤面の記号でも空白でもありません：
cells-no-region = 領域の範囲の { $count } 個のセルが空白です：
not-digit = { $value } は 1～9 の数字ではありません
value-text = テキスト { $text }
value-logical = 論理値 { $text }
value-duration = 時間の長さ
value-date = 日付または時刻
value-error = エラー値 { $text }
not-digit-full-width = { $value } は 1～9 の数字ではありません（全角数字です。半角数字で入力してください）
not-digit-formula = 数式 ={ $formula } には保存された結果がありません。Excel または LibreOffice でブックを開き、結果が保存されるように保存し直してください
not-digit-merged = 結合されたセルが盤面に重なっています。盤面には 1 セルに 1 つの値が必要なので、結合を解除してください
not-symbol = { $value } は { $n }x{ $n } の盤面の記号ではありません（{ $allowed }）
symbols-hex = 0～9、続いて A～F
symbols-digits = 1～{ $n }
symbols-letters = 1～{ $n }、または 1～9 に続いて A～{ $last }
no-region = 空白です。領域の範囲の各セルには、その領域のラベルが必要です

## 最後の行。

summary = 解決 { $solved }、複数解 { $several }、解なし { $none }、無効 { $invalid }、スキップ { $skipped }、エラー { $errors }。書き出したファイル { $written } 個（{ $seconds } 秒）
summary-undecided = 未決定（時間切れ）{ $count }、{ $rest }

## 解法の名前。

technique-hidden-single = ヒドゥンシングル
technique-direct-locked-candidates = ロックされた候補（直接）
technique-direct-hidden-pair = 隠れたペア（直接）
technique-naked-single = ネイキッドシングル
technique-direct-hidden-triple = 隠れたトリプル（直接）
technique-locked-candidates = ロックされた候補
technique-naked-pair = ネイキッドペア（二国同盟）
technique-x-wing = X-Wing
technique-hidden-pair = 隠れたペア
technique-naked-triple = 三国同盟
technique-swordfish = ソードフィッシュ
technique-hidden-triple = 隠れたトリプル
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZウイング
technique-unique-rectangle = ユニークレクタングル
technique-naked-quad = 四国同盟
technique-jellyfish = ジェリーフィッシュ
technique-hidden-quad = 隠れた四国同盟
technique-bug = BUG+1
technique-aligned-pair-exclusion = Aligned Pair Exclusion
technique-skyscraper = スカイスクレイパー
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-fish = Finned Fish
technique-w-wing = W-Wing
technique-simple-colouring = 色分け法
technique-x-chain = X-Chain
technique-remote-pairs = Remote Pair
technique-xy-chain = XY-Chain
technique-als-xz = ALS-XZ
technique-aic = AIC
technique-aligned-triplet-exclusion = Aligned Triplet Exclusion
technique-cell-forcing-chain = セル強制連鎖
technique-nishio-forcing-chain = 西尾（Nishio）強制連鎖
technique-unit-forcing-chain = ハウス強制連鎖
technique-dynamic-forcing-chain = 動的強制連鎖
technique-nested-forcing-chain = 入れ子強制連鎖
technique-guess = 仮定

sheet-steps = 手順
sheet-candidates = 候補
steps-title = { $place } の手順
candidates-title = { $place } の候補
step-heading = 手順 { $n } · { $technique } · { $difficulty }
steps-go-to = 移動：
steps-none = 手順はありません。盤面のすべてのセルが埋まっています。
candidates-caption = 最初の手順の前の候補：セルの行・列・ブロックにまだない数字すべて。
candidates-caption-units = 最初の手順の前の候補：セルが属するどの単位にもまだない値すべて。
steps-count = 全 { $count } 手順。

verdict = { $level }（{ $score }、最も難しい手順：{ $technique }）
verdict-se = { $level }（{ $score }、最も難しい手順：{ $technique }；Sudoku Explainer：{ $se }）
verdict-no-solution = 難易度なし（解なし）
verdict-several = { $level }（解が 2 つ以上）
verdict-full = 解くところがありません（すべてのセルが埋まっています）

givens-count = 問題の数字 { $count } 個
solutions-none = 解なし
solutions-one = 唯一解
solutions-several = 複数解
rate-line = { $file }：{ $place }：{ $verdict }；{ $givens }；{ $solutions }{ $uses }
rate-uses = ；{ $uses }
rate-summary = 評価 { $rated } 問：初級 { $easy }、中級 { $medium }、上級 { $hard }、難関 { $expert }、超難関 { $extreme }（うち複数解 { $several }）、解も難易度もなし { $none }；無効 { $invalid }、エラー { $errors }；{ $seconds } 秒
interrupted = { $total } ファイル中 { $done } ファイルで中断しました

wrote-play = { $path } を書き出しました（遊べる問題 { $count } 問）
wrote-generated = { $path } を書き出しました（{ $count } 問、シード { $seed }）
wrote-generated-chosen = { $path } を書き出しました（{ $count } 問、シード { $seed }。--seed を指定すると同じ問題をもう一度作れます）
wrote-solutions = 解答を { $path } に書き出しました
wrote-report = レポートを { $path } に書き出しました

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
       *[other] 手順
    }、{ $level }（{ $score }）
explain-verdict-several = { $steps } { $steps ->
       *[other] 手順
    }、複数の解
explain-verdict-no-solution = { $steps } { $steps ->
       *[other] 手順
    }、解なし
explain-path-score = { $score } SE；この解き方でいちばん難しい手順 { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = 問題 { $n }：{ $rating }、ヒント数 { $givens }：{ $puzzle }
generate-line-kind = 問題 { $n }（{ $kind }）：{ $rating }、ヒント数 { $givens }：{ $puzzle }
play-line = ヒント数 { $givens }、{ $level }
play-nothing = { $place }：{ $status } 遊べる盤面がないため、この盤面は除きます。
play-no-answer = { $place }：この問題には解が複数あるため、照合する答えがありません。--check-answers を外してください
play-several = { $place }：この問題には解が複数あります。それでもカウンターは、盤面が埋まってルール違反がないときに知らせます
kind-with = { $kind } { $rule }
kind-jigsaw = ジグソー
kind-diagonal = 対角線
kind-windoku = ウィンドク

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = 警告：{ $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = ［既定：{ $value }］
help-values-note = ［指定できる値：{ $values }］
