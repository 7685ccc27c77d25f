## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx：求解电子表格中的数独
page-description = 在浏览器中求解、讲解、游玩和生成 Excel 工作簿中的数独题。不会上传任何内容。
# HTML.
page-lead = 求解、讲解和游玩电子表格中的数独题，或者生成新题。一切都在这个浏览器中进行：<strong>你的文件永远不会被上传</strong>，而且页面加载完成后即可离线使用。
page-loading = 正在加载求解器…
page-ready = 已就绪。你的文件只留在这台电脑上。
# $reason: what the browser said.
page-no-start = 求解器无法在此浏览器中启动：{ $reason }
# The picker of the page's language.
page-language = 语言

page-files-title = 你的工作簿
page-drop-main = 选择工作簿，或将其拖放到这里
page-drop-note = 单元格中填有 9x9 题目的 .xlsx、.xlsm、.xltx、.xls、.xlsb 或 .ods 文件（空白或 0 表示空格），位于 A1:I9 或工作表上的任意位置；也可以是题目的文本列表（.txt、.csv），每行一道题
page-none-chosen = 未选择工作簿。
page-choose-first = 请先选择一个工作簿。
page-chosen-one = 已选择：{ $name }
# $names: the files' names, joined with commas.
page-chosen-many = 已选择：{ $count } 个工作簿（{ $names }）
page-options = 选项
page-sheet = 工作表
page-sheet-hint = （空白：第一个）
page-range = 区域
page-range-hint = （auto：查找所有盘面）
page-range-placeholder = auto 或 B2:J10
page-rules = 规则
page-rules-classic = 经典 9x9
page-rules-diagonal = 对角线（X-Sudoku）
page-rules-windoku = Windoku
page-rules-jigsaw = 锯齿
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = 可玩副本为错误答案标色
page-solve = 求解
page-explain = 逐步讲解
page-play = 游玩：生成可玩副本
page-stop = 停止
page-clear = 清除结果
# HTML.
page-batch-note = 单个工作簿的结果会直接下载；多个文件的结果打包为一个 <code>.zip</code>，每个文件也保留各自的链接。

page-puzzle-title = 输入或粘贴题目
# HTML.
page-puzzle-label = 81 个字符，逐行输入，写成一行或多行均可（命令打印的盘面格式，即宫之间带 <code>|</code> 和 <code>---+---</code>，也可以）；空格用 <code>.</code> 或 <code>0</code> 表示。也支持其他尺寸：6x6 为 36 个字符，16x16 为 256 个字符（十到十六用 <code>A</code>-<code>G</code> 或 10-16 表示）
page-puzzle-solve = 求解此题
page-rate = 评级
page-hint = 提示
page-hint-nudge = 点拨
page-hint-cells = 相关单元格
page-hint-full = 完整步骤
page-next-hint = 下一条提示
page-steps = 步骤

page-gen-title = 生成新题
page-gen-count = 数量
page-gen-level = 难度
page-level-easy = 简单
page-level-medium = 中等
page-level-hard = 困难
page-level-expert = 专家
page-level-extreme = 极难
page-gen-check = 输入时为错误答案标色
page-gen-title-label = 标题
page-gen-title-placeholder = 四年级二班，第 12 周
page-generate = 生成
page-puzzles-made = 已生成的题目
# HTML.
page-footer = sudoku-xlsx 在这里以 WebAssembly 运行，与 <code>sudoku-xlsx</code> 命令是同一份代码。求解和讲解后的副本保留工作簿原有的一切（图片、图表、宏）；“游玩”会生成一个新工作簿：每道题一个受保护的工作表，无需宏即可游玩。本工具从不运行宏。

## While the page works, and what it shows of a result.

page-already = 已在处理中；点“停止”可以结束。
page-waiting = 等待中…
page-waiting-of = 等待中（第 { $n } 个文件，共 { $total } 个）…
page-working = 处理中…
page-working-of = 处理中（第 { $n } 个文件，共 { $total } 个）…
page-stopped = 已停止；未写入任何内容
page-too-large = 此文件对浏览器来说太大（内存不足）；未写入任何内容。sudoku-xlsx 命令可以在你的电脑上读取它。
page-crashed = 工具意外停止（{ $reason }）；未写入任何内容。如果可以，请连同文件一起报告此问题。
page-no-start-job = 求解器无法在此浏览器中启动（{ $reason }）
# What happened to a file, after its name.
page-doing-solve = 正在求解
page-doing-explain = 正在讲解
page-doing-play = 正在生成可玩副本
page-done-solve = 已解出
page-done-explain = 已讲解
page-done-play = 已生成可玩副本
page-failed-solve = 未解出
page-failed-explain = 未讲解
page-failed-play = 未生成可玩副本
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } 个文件{ $done }：{ $count } 个可下载
page-nothing-written = 未写入任何内容；原因见下方各文件。
page-packing = 正在打包 { $name }…
page-download = 下载 { $name }
page-download-all = 将全部 { $count } 个文件下载为 { $name }
page-forgotten = { $name }：已不再保留（重新运行即可下载）
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } 个盘面：{ $parts }
page-printed = 命令的输出（{ $count } 行）
page-other-grids = 其余 { $count } 个盘面
page-other-walks = 逐步查看其余 { $count } 个盘面
page-making = 正在生成 { $count ->
       *[other] { $count } 道题
    }…
page-made-of = 已生成 { $made } 道，共 { $count } 道…
page-most-at-once = 本页面一次最多生成 { $most } 道题，因此生成了 { $most } 道，而不是 { $asked } 道；sudoku-xlsx 命令可以生成任意数量

## Stepping through an explained grid, and hints on it.

page-step-through = 逐步查看 { $place }
page-step-through-count = 逐步查看 { $place }（{ $count ->
       *[other] 共 { $count } 步
    }）
page-step-through-caption = { $place }：逐步查看
# $level: a page-hint-* message.
page-hint-on-grid = 盘面上的提示（{ $level }）
page-hint-caption = 提示：{ $level }
page-previous = 上一步
page-next = 下一步
page-step = 步骤
page-pencil-marks = { $cell }：候选数 { $marks }
page-no-marks = 无
page-nudge-title = 下一步就在带阴影的单元格中。
page-step-of = 第 { $n } 步，共 { $total } 步：{ $technique }（{ $difficulty }）
page-no-step = 没有步骤：只有题目给出的数字
page-after-step = 第 { $n } 步之后

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = 区域
page-flag-sheet = 工作表
page-flag-size = 规则
page-flag-diagonal = 规则：对角线
page-flag-windoku = 规则：Windoku
page-flag-jigsaw = 规则：锯齿
page-flag-check-answers = “可玩副本为错误答案标色”
page-flag-count = 数量
page-flag-difficulty = 难度
page-flag-level = 提示
page-flag-title = 标题
page-flag-seed = 种子
page-flag-givens = 提示数
page-flag-time-limit = 命令的时间限制
page-flag-report = 命令的报告
page-flag-out-dir = 命令的输出文件夹
page-flag-output = 命令的输出文件名
page-flag-solutions-to = 命令的答案文件
page-flag-color = 命令的颜色选项
page-flag-lang = 命令的语言选项
page-flag-help = 命令的帮助
page-flag-version = 命令的版本
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = 命令的 { $name } 选项
page-flag-unknown = sudoku-xlsx 命令的某个选项
