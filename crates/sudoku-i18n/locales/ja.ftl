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
