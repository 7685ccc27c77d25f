## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }：zip 条目 { $name } 未复制到副本中：它的名称可能把内容写到解压所在的文件夹之外，而工作簿的任何部件都不会使用这样的名称
# $grid: the grid's sheet and range.
note-no-room = { $file }：{ $grid }：盘面附近没有可写状态行的空白单元格；它周围的单元格都已有你的内容
error-macros-not-copied = 无法连同宏一起复制该工作簿（{ $why }）；可用 --grid-only 只写入盘面
note-rebuilt = { $file }：副本是重新构建的，而不是在原工作簿上修改，原因：{ $why }
error-macro-name = 该工作簿含有宏，副本会保留这些宏，而 Excel 只在文件名为 .xlsm 时才会打开含宏的工作簿；请将副本命名为 .xlsm（或用 --grid-only 只写入盘面）
error-interrupted = 已中断；未写入任何内容
note-more-cut = { $file }：另有 { $count } 个单元格被截断或未保留
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }：工作表 { $from } 在解答副本中改名为 { $to }（Excel 的工作表名称最多 31 个字符，不能含有 []:*?/\ 中的任何字符，也不能有两个仅大小写不同的名称）
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = 图表
lost-images = 图片
lost-macros = 宏
lost-controls = 控件
lost-pivot-tables = 数据透视表
lost-comments = 批注
lost-tables = 表格
lost-conditional-formats = 条件格式
lost-data-validation = 数据验证
lost-chart-sheets = 图表工作表
lost-macro-sheets = 宏工作表和对话框工作表
note-not-carried = 输入文件中有{ $list }，解答副本不会保留这些内容
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }：超出了工作表可有的最后一行或最后一列，未保留
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }：{ $what }
note-formula-cut = 超过 8,192 个字符的公式已替换为其保存的值
note-text-cut = 超过 32,767 个字符的文本已截断到该长度

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = 注意：{ $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = 内部错误：{ $what }{ $at }；这是程序的缺陷，请连同导致该问题的输入一起报告
note-long-title = --title 有 { $count } 个字符，超出了打印页眉能容纳的长度；页眉中显示的是用“…”缩短后的标题（工作簿的标题属性仍保留完整标题）
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = 找到的 { $count } 个文件都不属于分片 { $shard }；如果要求写报告，它会写出一份空报告
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets 跳过了 { $count } 个由 sudoku-xlsx 添加、不含题目的工作表：{ $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = { $place } 处题目给出的数字违反规则
problem-no-solution = { $place } 处的盘面无解
# $evidence in error-not-the-grid.
evidence-more-symbols = 那里的盘面有 { $symbols } 个符号，而该区域只有 { $givens } 个
evidence-borders = { $grid } 周围画有边框
# $cells: the range's only digits, joined with commas.
evidence-against-edge = 该区域仅有的数字 { $cells } 紧靠那个盘面的边缘

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = 经典 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind }（{ $boxes } 宫）
kind-hex = （十六进制数字）
rules-boxes-misfit = --boxes { $boxes } 不适用于 { $n }x{ $n } 盘面：每个宫必须有 { $n } 个单元格
rules-hex-size = --symbols hex 用于 16x16 盘面，而此盘面是 { $n }x{ $n }
rules-windoku-size = --windoku 需要 9x9 盘面，而此盘面是 { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx 是按 { $kind } 题目写入此盘面的（已记录在工作簿中），而 { $flags } 与之不符；请去掉{ $count ->
       *[other] 上述参数
    }
rules-regions-size = 区域标签范围是 { $side }x{ $side }，但 { $place } 处的盘面是 { $size }x{ $size }；请给出与盘面大小相同的范围
rules-regions-place = { $place }（区域标签）
rules-hex-zero = { $cell } 中是 0，而字母只到 F，与十六进制数字 0-F 一样；请加上 --symbols hex，或用 1-9 和 A-G 表示数字，空白格填 0 或留空

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }：{ $place }  { $givens } 个提示数  { $kind }
find-bad-cells = 有无效单元格
find-full = 已填满
find-unique = 唯一解
find-several-solutions = 多解
find-no-solution = 无解
find-givens-clash = 提示数冲突
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = ：{ $cells } { $count ->
       *[other] 既不是 1-9 的数字，也不是空白
    }；请修正后再使用该盘面
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}（这些数字也可以读作 { $places } 处的盘面：请确认要用哪一个）
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }：{ $blocks }：是公式结果（工作簿自身的计算），不作为题目读取；如需读取其中一个，请给出它的区域
find-none = { $file }：没有找到盘面（盘面是至少含 17 个数字的 9x9 区域）
find-table = { $file }：{ $place }：这块数字区域太大或太密，不是题目盘面（是一个表格）；未搜索
# $seconds: the time taken, with two decimals.
find-summary = 在 { $files } 个文件中找到 { $grids } 个盘面（{ $unreadable } 个无法读取）；{ $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }：跳过了 { $count } 个不是题目的文本行：{ $places }
explain-passed-rows = { $file }：跳过了 { $count } 个不是题目的行：{ $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }：只为前 { $first } 个盘面写入了“步骤”工作表；其余 { $count } 个盘面的讲解见上方输出和报告（在副本保存之前，每个盘面的工作表都会占用内存）

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = 第 { $n } 行
place-line = 第 { $n } 行
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = 工作表 { $sheet } { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }：{ $place }：无效：{ $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions 从工作簿的单元格区域读取区域标签，而题目列表没有这样的区域；锯齿数独请作为盘面求解
list-line-length = { $n }x{ $n } 题目有 { $expected } 个符号，这一行有 { $found } 个
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = 第 { $position } 个字符（{ $found }）不是 { $n }x{ $n } 盘面的数字
list-more-problems = { $file }：另有 { $count } 个问题未显示；--report 会列出全部问题
list-more-problems-report = { $file }：另有 { $count } 个问题未显示（见报告）
# $output: the file written.
list-summary = { $file }：{ $count } 道题：已解出 { $solved }，多解 { $several }，无解 { $none }，无效 { $invalid } -> { $output }
error-text-to-file = 文本输出只能写入文件
# A list entry stored as a number in the sheet.
list-stored-as-number = 该题目以数字形式存储，会丢失部分数字；请将该列设置为文本格式，然后重新输入
# $kib: the longest line read, in KiB.
list-line-too-long = 该行超过 { $kib } KiB；题目行只有 81 个字符
list-not-separated = 题目与其后的内容之间没有分隔
list-spaced = { $count } 个字符，数字之间有空格：空格不会被当作空白格；每个空白格请写 . 或 0

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = 文件
progress-puzzles = 题目
progress-elapsed = 已用 { $elapsed }
progress-elapsed-eta = 已用 { $elapsed }，预计剩余 { $eta }
progress-counts = 已解出 { $solved }，失败 { $failed }
# $detail: what the system said.
error-threads = 无法启动工作线程：{ $detail }
error-interrupted-after = 输出已写入，之后被中断

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = 在 { $limit } s 内没有找到难度为 { $level } 的题目（已尝试 { $tried } 次）；{ $why }
generate-none-found = 在 { $limit } s 内没有找到题目（已尝试 { $tried } 次）；{ $why }
generate-why-four = 4x4 题目只用排除法和唯余法就能解出，所以每个 4x4 题目都是简单难度
generate-why-time = 请用 --time-limit 给出更多时间，或选择其他难度
generate-why-large = 大于 10x10 的盘面评级时只使用排除法、唯余法、区块、数组和鱼形技巧，所以较难的难度很快就能生成，较简单的却很少出现
generate-no-full-grid = 这种形状不存在完整盘面
generate-full-grid-time = 在 { $limit } s 内没有找到这种形状的完整盘面；请用 --time-limit 给出更多时间
generate-more-time = { $why }；请用 --time-limit 给出更多时间
# $n: the puzzle's number; $why: why it was not made.
generate-failed = 题目 { $n }：{ $why }
generate-not-made = 题目 { $n }：未生成
generate-nothing-written = 未写入任何内容；请用 --time-limit 给出更多时间，或用 --difficulty 另选难度
generate-nothing-written-givens = 未写入任何内容；请用 --time-limit 给出更多时间，或用 --difficulty 或 --givens 另选难度或提示数
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $total } 道题中有 { $count } 道无法减少到 { $target } 个提示数，提示数仍多于此：题目 { $puzzles }；{ $advice }
givens-advice-time = 时间限制先用完了：请用 --time-limit 给出更多时间，或改用 --givens { $reached } 或更大的值
givens-advice-seldom = 一个又一个盘面都没能更接近目标，所以再多时间也无济于事：此生成器很少能减少到 { $target } 个提示数；请改用 --givens { $reached } 或更大的值
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = 一个又一个盘面都没能更接近目标，所以再多时间也无济于事：此生成器很少能减少到 { $target } 个提示数，使用 --symmetry { $symmetry } 时更是如此（--symmetry none 能生成提示数更少的题目）；请改用 --givens { $reached } 或更大的值
# Why no jigsaw layout came out.
layout-bad-size = 不支持大小为 { $n } 的盘面；请使用 4, 6, 8, 9, 10, 12, 15, 16, 25 之一
layout-not-found = 尝试 { $tries } 次后仍未找到带完整盘面的 { $n }x{ $n } 锯齿布局
layout-out-of-time = 在允许的时间内没有找到带完整盘面的 { $n }x{ $n } 锯齿布局（已尝试 { $tries } 次）

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }：不是 sudoku-xlsx 写出的报告：{ $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }：有一行的顺序值为 { $order }，sudoku-xlsx 不会写出这样的值
merge-two-shards = { $file } 同时含有分片 { $first } 和分片 { $second } 的行：它不是单个进程的报告
merge-out-of-order = { $file }：各行的顺序与进程写入时的顺序不同（{ $order } 出现在更靠后的一行之后）
merge-kinds = { $first } 和 { $second } 的类型不同：合并后的报告和所有被合并的报告必须都是 CSV 或都是 JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } 的列为 { $first_columns }，而 { $second } 的列为 { $second_columns }：请合并同一条命令以相同参数运行得到的报告
# $why: what is wrong with the text.
merge-shard-column = { $file }：分片列的内容有误：{ $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = 各进程列出的文件批次不同（{ $a } 和 { $b } 都是各自列表中的第 { $n } 个文件）：进程启动期间有文件被添加或删除；请对同一批文件重新运行每个分片
merge-batches-two-places = 各进程列出的文件批次不同（{ $file } 在一个进程的列表中是第 { $first } 个文件，在另一个进程的列表中是第 { $second } 个）：进程启动期间有文件被添加或删除；请对同一批文件重新运行每个分片
merge-other-run = { $first } 属于分成 { $n } 个分片的运行，而 { $second } 是分片 { $shard }：请合并同一次运行的报告
merge-shard-twice = { $first } 和 { $second } 都含有分片 { $shard }
merge-too-many = 给出了 { $given } 份报告，但该次运行只有 { $n } 个分片；每个分片的报告只需给出一次
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = 缺少 { $count } 个分片（{ $shards }）的报告；请给出每个分片的报告（不含任何文件的分片会写出空报告）
# $what in merged.
merged-empty = { $count } 份空报告
merged-shards = { $shards } 个分片的 { $count } 份报告
merged-in-order = 按给定顺序排列的 { $count } 份报告（没有分片列）
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = 已合并 { $what }：{ $files } 个文件中的 { $rows } 行{ $counts }；已写入 { $output }
invalid-why = 无效：{ $why }

## The rest of the refusals.

error-report-name = { $file }：报告只能写成 CSV 或 JSON；请将其命名为 .csv 或 .json
error-not-a-file = 这不是普通文件（管道或设备）；请先把工作簿或列表保存为文件
# In rate's report message column and on the terminal.
rate-clash = 题目给出的数字违反规则
# Grid shapes that cannot be built.
shape-boxes = { $rows }x{ $cols } 的宫不适用于 { $n }x{ $n } 盘面（行数乘以列数必须等于 { $n }）
shape-region-cells = 区域布局有 { $found } 个单元格，而 { $n }x{ $n } 盘面有 { $cells } 个
shape-region-count = 区域布局有 { $found } 个区域，而 { $n }x{ $n } 盘面需要 { $n } 个
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = 每个区域需要 { $n } 个单元格：{ $sizes }
shape-region-has = 区域 { $region } 有 { $count } 个
shape-windoku = 窗口数独需要 9x9 盘面，而不是 { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }：每页可放 1、2、4 或 6 道题
value-size = { $text }：盘面每边有 4, 6, 8, 9, 10, 12, 15, 16 或 25 个单元格
value-seconds = { $text }：请给出大于 0 且不超过 86400 的秒数，例如 60 或 0.5
value-boxes = { $text }：请按“行数x列数”给出宫的形状，例如 2x3
value-symmetry = 未知的对称方式 { $text }；请使用 none、rotational 或 mirror
value-level = 未知的难度 { $text }；请使用 easy、medium、hard、expert 或 extreme
value-hint-level = 未知的提示级别 { $text }；请使用 nudge、cells 或 full
value-paper = 未知的纸张 { $text }；请使用 a4 或 letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }：{ $why }；请给出满足 1 <= K <= N 的 K/N，例如 2/8
shard-not-a-shard = 不是分片
shard-whole-numbers = K 和 N 必须是整数
shard-n-zero = N 必须至少为 1
shard-n-large = N 最大为 { $most }
shard-k-range = K 必须在 1 到 { $n } 之间
shard-index-bad = { $text }：{ $why }；请给出满足 0 <= I < N 的 I/N，例如 0/8
shard-not-an-index = 不是分片序号
shard-i-whole = I 必须是整数
shard-i-large = I 太大
# $given: I/N as typed.
shard-i-range = I 必须在 0 到 N-1 之间，且 N 至少为 1，但给出的是 { $given }
# $seconds: the time spent, with one decimal.
generate-timeout = 在 { $seconds } s 内尝试了 { $attempts } 次，仍未找到难度为 { $level } 的题目
generate-too-many-givens = 题目最多有 81 个提示数，不能是 { $n } 个

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = 工作簿的部件 { $part }
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = 解压后为 { $size }（压缩时为 { $packed }）{ $why }
large-limit = ；上限为 { $limit }
large-bomb = ；这看起来像是解压炸弹
large-shared-strings = 共享字符串部件
large-strings-claimed = 它声称在 { $size } 中有 { $claimed } 个字符串，而这么大的空间容纳不了那么多
large-file = 该文件
large-xls = { $size }；.xls 文件的上限为 { $limit }
large-spreadsheet = 该电子表格
large-ods-cells = 其工作表跨越 { $cells } 个或更多单元格（重复的行列按展开后计算）；.ods 文件的上限为 { $limit }（请删除远离盘面的内容，或另存为 .xlsx）
large-ods-text = 其单元格中的文本达 { $mib } MiB 或更多（重复的内容和空格按展开后计算）；上限为 { $limit } MiB
large-list = 该列表
large-list-lines = 超过 4,294,967,295 行；请拆分成更小的文件
size-bytes = { $n } 字节
damaged-overlap = zip 压缩包中有两个部件共用同一段字节，这是解压炸弹常用的手法
note-more-cells = 另有 { $count } 个单元格被截断或未保留

## Saving, and jigsaw regions read from labels.

save-no-extension = 名称没有扩展名；请将工作簿命名为 .xlsx（或 .xlsm、.xltx、.xltm）
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx 写出的是 Excel 工作簿，不是 .{ $ext } 文件；请将输出命名为 .xlsx（或 .xlsm、.xltx、.xltm）
save-not-a-file = 这不是普通文件（文件夹、设备或管道）；请指定要写入的文件
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = 区域 { $region } 有 { $count } 个单元格（起始于 { $cell }）
regions-count = { $n }x{ $n } 锯齿数独需要 { $n } 个区域，每个区域 { $n } 个单元格；这些标签构成了 { $count } 个区域
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }：{ $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = 未能在 { $time } 内得出结论
generate-out-of-time = 在允许的时间内既没有找到完整盘面，也没能确定它不存在
usage-give-seed = 请给出种子（--seed）
large-xls-cells = 其工作表从第一个已用单元格到最后一个已用单元格跨越了 { $cells } 个或更多单元格；.xls 文件的上限为 { $limit }（请删除远离盘面的内容，或另存为 .xlsx）
large-xls-sheet = 有一个工作表声称有 { $rows } 行 { $cols } 列；.xls 工作表最多 65536 行、256 列
