# sudoku-xlsx 的简体中文用语。

## 写在盘面旁边、也显示在终端里的状态行。

status-solved = 已解出
status-several = 已解出：该题有不止一个解，显示其中一个
status-no-solution = 无解。
status-clash = 题目给出的数字违反规则：{ $clashes }
status-undecided = 未定：求解器未能在 { $time } 内得出结论；可用 --time-limit 给它更多时间
clash = { $first } 和 { $second } 都是 { $value }（{ $unit }）
clash-separator = {"；"}
clash-more = 另有 { $count } 处冲突
clash-header = 题目给出的数字违反规则：

## 可玩的工作表。

play-solved = 完成！
play-to-go = 还剩 { $count } 格
play-repeats = 有数字重复
play-red = 红色：该数字在所在的行、列或宫中重复
play-red-units = 红色：该数字在所在的某个单元中重复
play-orange = 橙色：不是答案中的数字
play-grey = 灰色：候选数笔记（多个数字，例如 { $example }）
play-type-marks = 请输入 1 到 { $n } 的数字，或候选数笔记：多个数字（例如 { $example }）。
play-type-number = 请输入 1 到 { $n } 的数。
play-type-letter = 请输入 1-9 或字母 A-{ $last }。
play-type-hex = 请输入 0-9 或字母 A-F。
play-error-title = 数独
caption-level = 难度：{ $level }
caption-from = 来源：{ $place }
sheet-puzzle = 题目 { $n }
sheet-solutions = 答案
sheet-booklet = 题册
solutions-title = 答案：粗体为题目给出的数字

## 难度。

level-easy = 简单
level-medium = 中等
level-hard = 困难
level-expert = 专家
level-extreme = 极难
level-none = 无

## 盘面的单元。

unit-row = 第 { $n } 行
unit-column = 第 { $n } 列
unit-box = 第 { $n } 宫
unit-region = 区域 { $name }
unit-main-diagonal = 主对角线
unit-anti-diagonal = 副对角线
unit-window = 窗口宫 { $n }

## 终端。

wrote = 已写入 { $path }
skipped-empty = 已跳过（空）
lang-unknown = 没有代码为“{ $code }”的语言；可用的语言有 { $list }

## 拒绝的输入。

error-read = 无法读取文件：{ $detail }
io-not-found = 文件不存在
io-permission = 权限被拒绝
error-sheet-not-found = 没有工作表 { $wanted }；工作簿中有 { $sheets }
list-none = （无）
list-more = { $shown } 等，另有 { $count } 个
cells-not-digits = 区域中有 { $count } 个单元格既不是 1-9 的数字，也不是空白：
cells-not-symbols = 区域中有 { $count } 个单元格既不是盘面的符号，也不是空白：
cells-no-region = 区域标签范围中有 { $count } 个单元格是空白：
not-digit = { $value } 不是 1-9 的数字
value-text = 文本 { $text }
value-logical = 逻辑值 { $text }
value-duration = 时长
value-date = 日期或时间
value-error = 错误值 { $text }
not-digit-full-width = { $value } 不是 1-9 的数字（这是全角数字；请按普通半角数字输入）
not-digit-formula = 公式 ={ $formula } 没有保存的结果；请在 Excel 或 LibreOffice 中打开工作簿并保存，以便存储结果
not-digit-merged = 合并的单元格与盘面重叠；盘面的每个单元格需要一个值，请取消合并
not-symbol = { $value } 不是 { $n }x{ $n } 盘面的符号（{ $allowed }）
symbols-hex = 0-9，然后 A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }，或 1-9 然后 A-{ $last }
no-region = 空白；区域标签范围中的每个单元格都需要其区域的标签

## 最后一行。

summary = 已解出 { $solved }，多解 { $several }，无解 { $none }，无效 { $invalid }，跳过 { $skipped }，错误 { $errors }；写入文件 { $written } 个，用时 { $seconds } 秒
summary-undecided = 未定（超时）{ $count }，{ $rest }

## 技巧名称。

technique-hidden-single = 排除（隐性唯一数）
technique-direct-locked-candidates = 直观区块
technique-direct-hidden-pair = 直观隐性数对
technique-naked-single = 唯一余数
technique-direct-hidden-triple = 直观隐性三数组
technique-locked-candidates = 区块
technique-naked-pair = 显性数对
technique-x-wing = X-Wing
technique-hidden-pair = 隐性数对
technique-naked-triple = 显性三数组
technique-swordfish = 剑鱼
technique-hidden-triple = 隐性三数组
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = 唯一矩形
technique-naked-quad = 显性四数组
technique-jellyfish = 水母
technique-hidden-quad = 隐性四数组
technique-bug = BUG+1
technique-aligned-pair-exclusion = 对齐数对排除
technique-skyscraper = 摩天楼
technique-two-string-kite = 双线风筝
technique-turbot-fish = 多宝鱼
technique-empty-rectangle = 空矩形
technique-finned-fish = 鳍鱼
technique-w-wing = W-Wing
technique-simple-colouring = 简单着色
technique-x-chain = X链
technique-remote-pairs = 远程数对
technique-xy-chain = XY链
technique-als-xz = ALS-XZ
technique-aic = 交替推理链（AIC）
technique-aligned-triplet-exclusion = 对齐三数组排除
technique-cell-forcing-chain = 单元格强制链
technique-nishio-forcing-chain = Nishio 强制链
technique-unit-forcing-chain = 区域强制链
technique-dynamic-forcing-chain = 动态强制链
technique-nested-forcing-chain = 嵌套强制链
technique-guess = 猜测

sheet-steps = 步骤
sheet-candidates = 候选数
steps-title = { $place } 的解题步骤
candidates-title = { $place } 的候选数
step-heading = 第 { $n } 步 · { $technique } · { $difficulty }
steps-go-to = 跳转到：
steps-none = 没有步骤：盘面的每个单元格都已填满。
candidates-caption = 第一步之前的候选数：单元格所在的行、列、宫中尚未出现的每个数字。
candidates-caption-units = 第一步之前的候选数：单元格所在的各单元中尚未出现的每个值。
steps-count = 共 { $count } 步。

verdict = { $level }（{ $score }，最难的一步：{ $technique }）
verdict-se = { $level }（{ $score }，最难的一步：{ $technique }；Sudoku Explainer：{ $se }）
verdict-no-solution = 无难度（无解）
verdict-several = { $level }（两个或更多解）
verdict-full = 无需求解（所有单元格都已填满）

givens-count = { $count } 个提示数
solutions-none = 无解
solutions-one = 唯一解
solutions-several = 多解
rate-line = { $file }：{ $place }：{ $verdict }；{ $givens }；{ $solutions }{ $uses }
rate-uses = ；{ $uses }
rate-summary = 已评级 { $rated } 题：简单 { $easy }，中等 { $medium }，困难 { $hard }，专家 { $expert }，极难 { $extreme }（其中多解 { $several }），无解也无难度 { $none }；无效 { $invalid }，错误 { $errors }；{ $seconds } 秒
interrupted = 在 { $total } 个文件中处理了 { $done } 个后中断

wrote-play = 已写入 { $path }（可玩的题目 { $count } 道）
wrote-generated = 已写入 { $path }（{ $count } 道题，种子 { $seed }）
wrote-generated-chosen = 已写入 { $path }（{ $count } 道题，种子 { $seed }；用 --seed 指定它即可再次生成相同的题目）
wrote-solutions = 已将答案写入 { $path }
wrote-report = 已将报告写入 { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
       *[other] 步
    }，{ $level }（{ $score }）
explain-verdict-several = { $steps } { $steps ->
       *[other] 步
    }，多个解
explain-verdict-no-solution = { $steps } { $steps ->
       *[other] 步
    }，无解
explain-path-score = { $score } SE；此解法最难的一步 { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = 题目 { $n }：{ $rating }，{ $givens } 个提示数：{ $puzzle }
generate-line-kind = 题目 { $n }（{ $kind }）：{ $rating }，{ $givens } 个提示数：{ $puzzle }
play-line = { $givens } 个提示数，{ $level }
play-nothing = { $place }：{ $status } 没有可玩的内容，已略去。
play-no-answer = { $place }：这道题有多个解，没有可供核对的答案；请去掉 --check-answers
play-several = { $place }：这道题有多个解；计数器仍会在盘面填满且不违反规则时提示
kind-with = { $kind } { $rule }
kind-jigsaw = 锯齿
kind-diagonal = 对角线
kind-windoku = 窗口

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = 警告：{ $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = ［默认：{ $value }］
help-values-note = ［可选值：{ $values }］
