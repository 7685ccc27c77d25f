## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = 文件是空的
format-word = 这是 Word 文档，不是工作簿
format-powerpoint = 这是 PowerPoint 演示文稿，不是工作簿
format-zip = 这是 zip 压缩包，里面没有工作簿
format-pdf = 这是 PDF 文档，不是工作簿
format-other = 此文件不是工作簿
error-unknown-format = { $what }；sudoku-xlsx 读取 .xlsx、.xlsm、.xltx、.xlsb、.xls 和 .ods 工作簿
error-encrypted = 工作簿已加密；请去掉密码保存后重试
# $detail: what the reader said, as it said it.
error-damaged = 工作簿已损坏，无法读取（{ $detail }）；请在 Excel 或 LibreOffice 中打开并重新保存
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } 太大，无法安全读取（{ $detail }）
error-too-much-to-carry = 工作簿的各工作表解压后共有 { $mib } MiB 数据，超过了解答副本可携带的 { $limit } MiB
error-too-many-formats = 解答副本将需要 { $formats } 种单元格格式，超过了 Excel 能打开的 { $most } 种（工作簿本身有 { $have } 种）
error-no-worksheet = 工作簿中没有含单元格的工作表
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = 第 { $n } 个（共 { $count } 个）
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = 图表工作表
sheet-macro = 宏工作表
sheet-dialog = 对话框工作表
error-not-a-worksheet = 工作表 { $sheet } 是{ $kind }，不是含单元格的工作表（含单元格的工作表：{ $worksheets }）
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = 此处在输入文件中是{ $kind }；sudoku-xlsx 不会保留它。
error-name-not-found = { $name } 既不是 A1:I9 这样的区域，也不是工作簿中定义的名称（已定义的名称：{ $names }）
# $why: what is wrong with what the name refers to.
error-bad-name = 名称 { $name } 引用的是 { $refers }：{ $why }
error-sheet-mismatch = 区域 { $range } 在工作表 { $range_sheet } 上，但选定的是工作表 { $sheet }
error-overlapping = 工作表 { $sheet } 上的盘面 { $first } 和 { $second } 有共用的单元格；请给出互不重叠的区域
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } 是 { $size }x{ $size } 盘面；{ $what } 只读取 9x9 盘面（solve、rate、explain 和 generate 可处理其他尺寸）
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } 看起来是 { $grid } 处盘面的一部分（{ $evidence }）
error-empty-range = { $place } 是空的，但该工作表在 { $grids } 处有盘面
error-ambiguous = { $place } 处的数字也可以读作 { $also } 处的盘面；程序不会猜测盘面
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }；盘面似乎在 { $grid }
error-in-table = { $place } 是数字表格的一部分，不是谜题盘面：它周围几乎每个 9x9 区域都可以读作盘面
error-no-grid = 在{ $count ->
       *[other] 工作表
    } { $sheets } 中没有找到至少含 17 个数字的 9x9 盘面
error-no-sized-grid = 在{ $count ->
       *[other] 工作表
    } { $sheets } 中没有找到 { $size }x{ $size } 盘面
error-output-exists = 输出文件已存在
error-output-folder-missing = 输出文件所在的文件夹不存在
# $detail: what the system said.
error-write = 无法写入输出：{ $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } 不是 C4 这样的单元格地址
address-row-zero = { $text }：行号从 1 开始
address-row-too-large = { $text }：工作表的行号为 1 到 1048576
address-column-too-large = { $text }：工作表的列为 A 到 XFD
address-not-a-range = { $text } 不是 A1:I9 这样的区域
# $fixed: the same range written the right way round.
address-backwards = { $text } 写反了；请先写左上角的单元格：{ $fixed }
address-not-square = { $text } 是 { $rows } 行 { $cols } 列；数独盘面是 9 行 9 列（例如 A1:I9），或每边 4、6、8、10、12、15、16 或 25 个单元格的正方形（A1:P16 是 16x16）
address-bad-sheet-name = { $text }：工作表名称的引号不正确；请写成 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = 输出会覆盖输入文件；请用 -o 另选一个名称
cli-no-puzzle-line = 没有找到题目行；题目行由 81 个 1-9 的字符组成，空白格用 . 或 0 表示
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = 在{ $count ->
       *[other] 工作表
    } { $sheets } 的 { $column } 列中没有找到题目；题目由 81 个 1-9 的字符组成，空白格用 . 或 0 表示，写在该列的一个单元格中，每行一道题；请用 --list 选择列
# After the folder's name and a colon.
cli-folder-missing = 文件夹不存在；请先创建它（只有 --out-dir 会自动创建）
cli-not-a-worksheet = 工作表 { $sheet } 是{ $kind }，不是含单元格的工作表；请用 --sheet 另选一个（含单元格的工作表：{ $worksheets }）
cli-too-much = { $error }；可用 --grid-only 只写入解出的盘面
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }；请使用 --range { $grid } 或 --range auto（--exact 按给定的区域原样读取）
cli-empty-range-nine = { $error }；请使用 --range { $grid } 或 --range auto
cli-empty-range = { $error }；请使用 --range { $grid }
cli-ambiguous = { $error }；请用 --range 指定要用的盘面
cli-in-table = { $error }；请用 --range 给出盘面的区域（--exact 按给定的区域原样读取）
cli-grid-elsewhere-nine = { $error }：请指定 --range { $grid } 或 --range auto
cli-grid-elsewhere = { $error }：请指定 --range { $grid }
cli-no-grid = { $error }；请用 --range 指定盘面的位置
cli-sheet-mismatch = --range { $range } 在工作表 { $range_sheet } 上，但 --sheet 选定的是 { $sheet }；请去掉其中一个，或让两者一致
cli-output-exists = 输出文件已存在；可用 --force 覆盖它，或用 -o 另选一个名称

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = { $arg } 的值 { $value } 无效：{ $reason }
clap-unknown-argument = 发现意外的参数 { $arg }
clap-unknown-command = 无法识别的子命令 { $name }
clap-missing = 未提供以下必需的参数：{ $args }
clap-conflict = 参数 { $arg } 不能与 { $other } 一起使用
clap-more = 如需更多信息，请尝试 '--help'。

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = 这是一个文本文件，不是工作簿（题目列表请参阅 `solve --help`）
evidence-digits = { $cells } 中的数字紧挨在其{ $sides }
side-below = 下方
side-above = 上方
side-right = 右侧
side-left = 左侧
evidence-moved = 同样的数字{ $moves }读取，能构成更好的题目
move-lower = { $count ->
       *[other] 下移 { $count } 行
    }
move-higher = { $count ->
       *[other] 上移 { $count } 行
    }
move-right = { $count ->
       *[other] 右移 { $count } 列
    }
move-left = { $count ->
       *[other] 左移 { $count } 列
    }

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = 第 { $position } 个字符是 { $found }；题目行只能使用 1-9，空格用 . 或 0 表示
puzzle-length = 题目行应有 81 个字符，这一行有 { $count } 个
puzzle-cells = 应有 { $expected } 个格，实际 { $found } 个
puzzle-symbol = 第 { $cell } 格：{ $ch } 不是 { $n }x{ $n } 盘面的数字
puzzle-hex = 十六进制符号只用于 16x16 盘面，不能用于 { $n }x{ $n }
puzzle-refused = 题目：{ $why }
puzzle-several = 该题目有多个解
puzzle-no-level = 无难度：{ $why }；只有恰好一个解的题目才评定难度
puzzle-hint-nine = 提示只适用于 9x9 题目；请改为查看解题步骤

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = 在 { $places } 中没有找到工作簿
usage-no-workbooks = 没有找到工作簿
usage-all-sheets-ranges = --all-sheets 只接受 A1:I9 这样的普通区域，不接受名称或带工作表名的区域
usage-auto-alone = --range auto 会找出所有盘面；请单独使用，不要再给其他区域
usage-auto-regions = --range auto 不能与 --regions 一起使用；请给出盘面的区域，例如 { $range }
usage-range-size = --range { $range } 是 { $side }x{ $side }，但 --size 是 { $n }；请给出 { $n } 乘 { $n } 个单元格的区域，或去掉 --size
usage-regions-size = --regions { $regions } 是 { $side }x{ $side }，但 --range { $range } 是 { $grid }x{ $grid }；区块区域应与盘面大小相同
usage-shard-output = --shard { $shard } 会把一批文件分给多个进程，而 -o 指定的是单个工作簿的输出；请给出要分配的文件夹或文件，输出放到别处时使用 --out-dir
usage-list-column = --list 需要 C 这样的列字母，不能是 { $text }
usage-regions-boxes = --regions 代替宫；请给出 --boxes 或 --regions，不要两个都给
usage-windoku-regions = 窗口数独的额外宫需要通常的 3x3 宫，不能用 --regions
usage-solutions-to-same = --solutions-to 指向了题目所在的工作簿本身；请给出另一个文件
usage-hex-size = --symbols hex 用于 16x16 题目；请加上 --size 16
usage-givens-nine = --givens 用于 9x9 题目；其他尺寸和变体的提示数会在对称性允许的范围内尽量少
usage-per-page-nine = --per-page 题册只用于 9x9 题目
usage-jigsaw-size = --jigsaw 最多生成 16x16 的布局；带完整盘面的 25x25 锯齿布局太少见，无法及时找到
usage-play-report = play 不写报告；请去掉 --report
usage-explain-list-output = explain 只为盘面写工作簿；题目列表在终端中并用 --report 文件.json 讲解
usage-report-output = 报告会覆盖一个输出
usage-one-output = -o 只能指定一个输出文件，但给出了 { $count } 个输入；多个输入请使用 --out-dir
usage-same-output = { $first } 和 { $second } 都会写到 { $output }；请分开求解，或使用 --out-dir 并指定不同的文件夹

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint 读取的是工作簿中正在玩的盘面，而不是题目列表
hint-not-a-file = 这不是普通文件（管道或设备）；请先把工作簿保存为文件
hint-a-folder = 这是一个文件夹；hint 只读取一个工作簿
hint-several-grids = 找到 { $count } 个盘面（{ $places }）；请用 --range 指定正在玩的那个
hint-kind = { $place } 是 { $kind } 盘面
hint-larger = { $place } 含有字母或大于 9 的数（{ $cell }：{ $what }），像是更大的盘面
hint-nine-only = { $why }；hint 只处理经典 9x9 盘面（其他尺寸和变体可用 explain 查看每一步）
batch-warning-files = { $count } 个文件（{ $first } 等）：{ $words }
