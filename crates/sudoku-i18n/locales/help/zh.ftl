## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = 用法:
help-heading-options = 选项
help-heading-arguments = 参数
help-heading-commands = 命令
help-flag-help = 显示帮助（用 '--help' 查看详细内容）
help-flag-version = 显示版本
help-heading-other-sizes-and-variants = 其他尺寸与变体

help-root-about =
    求解、生成电子表格中的数独题目，并为其评定难度
help-root-after =
    退出状态：
      0    所有题目都已解出（有多个解的题目也算解出，显示其中一个）
      1    有题目无法求解：题目给出的数字违反规则，或者不存在解
      2    有输入无法使用（无法读取、格式未知、已加密、过大、缺少工作表、区域错误、
           单元格的值错误），有输出无法写入或已存在，或者用法错误
      3    有题目未能在 --time-limit 内得出结论（其他尺寸和变体的盘面）
      130  被中断（Ctrl-C 或 SIGTERM）
    处理多道题目时，返回所适用的最高状态码。`rate`、`explain` 和 `play` 使用相同的代码；
    `hint` 在输入的数字有错或冲突时返回 1；`generate` 在未能及时生成全部题目时返回 2；
    `report merge` 合并成功返回 0，拒绝合并返回 2。
    读取输出的一方提前退出时（`... | head -1`），程序不作任何输出，以 0 结束。
help-root-color =
    何时用颜色显示解出的盘面（题目给出的数字为粗体，解出的数字为蓝色）：`auto` 表示输出到终端时着色（设置了环境变量 NO_COLOR 时除外），`always` 表示总是着色，`never` 表示从不着色
help-root-lang =
    输出信息以及写入工作簿的文字所用的语言：en、fr、de、es、pt、it、ja、zh（简体中文）或 tr。不指定时，使用区域设置的语言（依次查看 LC_ALL、LC_MESSAGES、LANG）；C、POSIX 以及没有对应译文的语言均表示英语

help-solve-about =
    求解工作簿中的盘面，并写出一个带格式、含解答的新工作簿
help-solve-after =
    盘面为 9x9 个单元格（默认 A1:I9，可用 --range 另行指定）。空白、0 或只含空格字符的
    单元格为空白格；题目给出的数字是 1-9 的整数，可以是数值，也可以是文本。其他任何内容都
    会连同其所在的单元格一起报告。其他尺寸（每边 4 到 25）的正方形区域视为该尺寸的题目，
    数字为 1..N（9 之后也用字母）；其他尺寸和变体请参阅上面的选项。输入文件永远不会被修改：
    解答写入一个新的工作簿，默认是输入文件旁边的 <input>.solved.xlsx，可用 -o 另行指定。
    
    示例：
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          （定义的名称）
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           （所有盘面，无论输入在哪里）
      sudoku-xlsx solve library.xlsx --list C            （C 列中的题目列表）
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          （16x16 盘面）
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  （锯齿数独，区域标签写在该表中）
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         （8 个进程中的第 2 个；见 `report merge`）
    
    退出状态：
      0 已解出；1 无法求解（题目给出的数字冲突或无解）；
      2 输入或输出无法使用，或用法错误；3 有题目未能在 --time-limit 内
      得出结论；130 被中断。
help-solve-inputs =
    工作簿：.xlsx、.xlsm、.xltx、.xlsb、.xls 或 .ods（按内容而不是文件名判断）；文件夹（递归查找其中的工作簿）；文本题目列表（.txt、.sdm、.csv）
help-solve-sheet =
    要读取的工作表：名称，或从 1 开始的编号［默认：第一个工作表］
help-solve-range =
    盘面：B6:J14（或 'Week 12'!B6:J14）这样的区域、工作簿中定义的名称，或 `auto`，表示工作表上找到的每个 9x9 盘面（参见 `find`）。其他尺寸的正方形区域为该尺寸的题目（A1:P16 为 16x16）。一个工作表上有多个盘面时可重复指定［默认：A1:I9］
help-solve-exact =
    严格按给定的区域读取，不检查它是否像是附近某个盘面错位后的区域或其中的一部分
help-solve-all-sheets =
    在每个工作表上读取盘面区域
help-solve-include-empty =
    与 --all-sheets 一起使用时，完全空白的盘面也照样读取，而不是跳过
help-solve-list =
    读取题目列表：此列（C 这样的列字母）中每行一道 81 个字符的题目。文本文件（.txt、.sdm、.csv）也按列表读取，每行一道题
help-solve-report =
    每个盘面或列表行向此文件写一行：按扩展名写成 CSV 或 JSON
help-solve-shard =
    由 N 个工作进程分担一批任务时（作业数组），只处理 N 份中的第 K 份：文件按其在所指定文件夹下路径的固定哈希分配，单个列表的行按行号分配。报告（以及列表的输出）在扩展名前加上 .K-of-N；用 `sudoku-xlsx report merge` 合并各份报告
help-solve-shard-index =
    从 0 开始计数的 --shard，供以这种方式给工作进程编号的引擎使用（Kubernetes 的 JOB_COMPLETION_INDEX、AWS Batch 的 AWS_BATCH_JOB_ARRAY_INDEX）：I/N 等同于 --shard I+1/N
help-solve-size =
    每边的单元格数：4、6、8、9、10、12、15、16 或 25。同时决定默认区域（16 时为 A1:P16）；此时题目列表每行有 N*N 个符号［默认：--range 的尺寸，否则为 9］
help-solve-boxes =
    宫的形状，行 x 列，例如 3x2［默认：按尺寸为 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4 或 5x5］
help-solve-symbols =
    数字的写法：auto（数 1..N，或 1-9 之后用字母 A、B、...）或 hex（仅限 16x16：0-9 之后用 A-F）
help-solve-diagonal =
    对角线数独：两条主对角线上，每个数字各出现一次
help-solve-windoku =
    窗口数独（9x9）：另外四个 3x3 宫中，每个数字各出现一次
help-solve-regions =
    锯齿数独：与盘面同样大小的区域（可在任意工作表上，也可以是定义的名称），每个单元格中写有区域标签；每个区域代替一个宫，必须正好有 N 个单元格
help-solve-time-limit =
    求解器对其他尺寸或变体的单个盘面最多搜索多长时间（秒），超时则放弃，结果为未定（退出状态 3）；9x9 盘面总能在几毫秒内得出结论［默认：60］
help-solve-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-solve-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-solve-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告
help-solve-output =
    只有一个输入时，解答工作簿的写入位置［默认：输入文件旁边的 <input stem>.solved.xlsx］。其所在文件夹必须已存在。对于题目列表，以 .txt 或 .csv 结尾的名称会改为写成文本
help-solve-out-dir =
    将输出写到此文件夹下（不存在时自动创建），保持与输入相同的文件夹结构
help-solve-grid-only =
    只写入解出的盘面。不指定时，解答副本会保留输入中盘面周围的所有工作表和单元格（值、公式、样式、合并单元格、列宽）

help-generate-about =
    生成新题目，每道题都恰好有一个解，并写成工作簿，供打印或分发
help-generate-after =
    难度等级是 Sudoku Explainer 难度标尺（docs/difficulty.md）上的区间：easy（简单，不超过
    2.5）只需要唯一数技巧；medium（中等，2.6-3.4）需要区块、数对和 X-Wing；hard（困难，
    3.5-5.9）需要三数组、四数组、剑鱼、水母、XY-Wing 和 XYZ-Wing、唯一矩形以及 BUG+1；
    expert（专家，6.0-7.9）需要单数字模式、鳍鱼、着色、链和 ALS；extreme（极难，8.0 及
    以上）需要强制链或猜测。
    
    工作簿中每道题一个工作表，无需宏即可在电子表格中游玩（与 `play` 生成的一样：题目给出
    的数字被锁定，重复的数字显示为红色，计数器一直数到“完成！”，可以写候选数笔记；
    --check-answers 会把错误的数字显示为橙色），盘面下方注明难度，最后是“答案”工作表；
    用 --no-solutions 则不含答案，用 --solutions-to 则把答案写到单独的工作簿中。--per-page
    会添加一个“题册”工作表，每页打印 1、2、4 或 6 道题，纸张由 --paper 指定为 a4 或
    letter。相同的 --seed 总会生成相同的题目。
    
    示例：
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    退出状态：0 已写入；2 未能及时生成全部题目（此时不写入任何内容）、未加 --force 而输出
    已存在，或用法错误；130 被中断。
help-generate-count =
    题目数量
help-generate-difficulty =
    每道题必须达到的难度：easy、medium、hard、expert 或 extreme［默认：任意］
help-generate-symmetry =
    题目给出的数字的对称方式：none（无）、rotational（旋转对称）或 mirror（镜像对称）
help-generate-givens =
    力求使提示数为这个数目（17-81）；若达不到，则保留最接近的唯一解题目［默认：尽可能少］
help-generate-seed =
    随机选择所用的种子；相同的种子生成相同的题目［默认：取一个新种子并打印出来］
help-generate-output =
    要写入的工作簿。其所在文件夹必须已存在
help-generate-list =
    写入一个工作表，每行一个题目字符串（附难度、分数和解答），即 `solve --list A` 读取的格式；若用 -o NAME.txt 或 NAME.csv，则以文本形式写入相同内容
help-generate-title =
    在每道题上方的页眉中打印此标题
help-generate-no-solutions =
    不包含“答案”工作表，以便单独分发题目
help-generate-solutions-to =
    改为将“答案”工作表写入此工作簿，与题目分开存放。其所在文件夹必须已存在
help-generate-check-answers =
    将答案保存在一个深度隐藏（very hidden）的工作表中，使输入的数字与答案不同时显示为橙色（仅为方便，并非保密手段）
help-generate-per-page =
    添加一个“题册”工作表，每页打印这么多道题：1、2、4 或 6
help-generate-paper =
    工作表打印所用的纸张：a4 或 letter［默认：由区域设置决定（美国、加拿大、墨西哥和菲律宾为 Letter），否则为 A4］
help-generate-time-limit =
    一道题过了这么多秒仍未达到所需难度时，放弃这道题
help-generate-size =
    每边的单元格数：4、6、8、9、10、12、15、16 或 25
help-generate-boxes =
    宫的形状，行 x 列，例如 3x2［默认：按尺寸决定，与 solve 相同］
help-generate-symbols =
    大于 9 的数字的写法：numbers（10、11、...）、letters（1-9 之后用 A、B、...）或 hex（仅限 16x16：0-9 之后用 A-F）
help-generate-diagonal =
    对角线数独：两条主对角线上，每个数字各出现一次
help-generate-windoku =
    窗口数独（9x9）：另外四个 3x3 宫中，每个数字各出现一次
help-generate-jigsaw =
    锯齿数独：每道题都有自己随机生成的不规则区域布局，用来代替宫（最大 16x16）
help-generate-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-generate-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-generate-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告

help-rate-about =
    按人工解题所需的技巧为题目评级：给出 Sudoku Explainer 标尺上的难度分数和难度等级（easy、medium、hard、expert、extreme）。可读取 `solve` 能读取的一切；不写出工作簿
help-rate-after =
    为每道题打印：难度等级、分数（最难一步的 Sudoku Explainer 式难度，1.0 到 11.0）、最难
    的技巧、用到的技巧、提示数，以及解是否唯一。--report 以 CSV 或 JSON 写出相同的内容。
    `explain` 会显示具体的步骤。
    
    示例：
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   （四分之一的行）
    
    退出状态：0 所有题目均已评级；1 有题目无解或题目给出的数字冲突；2 有输入无法使用；
    3 有题目未能在 --time-limit 内得出结论；130 被中断。
help-rate-inputs =
    工作簿：.xlsx、.xlsm、.xltx、.xlsb、.xls 或 .ods（按内容而不是文件名判断）；文件夹（递归查找其中的工作簿）；文本题目列表（.txt、.sdm、.csv）
help-rate-sheet =
    要读取的工作表：名称，或从 1 开始的编号［默认：第一个工作表］
help-rate-range =
    盘面：B6:J14（或 'Week 12'!B6:J14）这样的区域、工作簿中定义的名称，或 `auto`，表示工作表上找到的每个 9x9 盘面（参见 `find`）。其他尺寸的正方形区域为该尺寸的题目（A1:P16 为 16x16）。一个工作表上有多个盘面时可重复指定［默认：A1:I9］
help-rate-exact =
    严格按给定的区域读取，不检查它是否像是附近某个盘面错位后的区域或其中的一部分
help-rate-all-sheets =
    在每个工作表上读取盘面区域
help-rate-include-empty =
    与 --all-sheets 一起使用时，完全空白的盘面也照样读取，而不是跳过
help-rate-list =
    读取题目列表：此列（C 这样的列字母）中每行一道 81 个字符的题目。文本文件（.txt、.sdm、.csv）也按列表读取，每行一道题
help-rate-report =
    每个盘面或列表行向此文件写一行：按扩展名写成 CSV 或 JSON
help-rate-shard =
    由 N 个工作进程分担一批任务时（作业数组），只处理 N 份中的第 K 份：文件按其在所指定文件夹下路径的固定哈希分配，单个列表的行按行号分配。报告（以及列表的输出）在扩展名前加上 .K-of-N；用 `sudoku-xlsx report merge` 合并各份报告
help-rate-shard-index =
    从 0 开始计数的 --shard，供以这种方式给工作进程编号的引擎使用（Kubernetes 的 JOB_COMPLETION_INDEX、AWS Batch 的 AWS_BATCH_JOB_ARRAY_INDEX）：I/N 等同于 --shard I+1/N
help-rate-size =
    每边的单元格数：4、6、8、9、10、12、15、16 或 25。同时决定默认区域（16 时为 A1:P16）；此时题目列表每行有 N*N 个符号［默认：--range 的尺寸，否则为 9］
help-rate-boxes =
    宫的形状，行 x 列，例如 3x2［默认：按尺寸为 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4 或 5x5］
help-rate-symbols =
    数字的写法：auto（数 1..N，或 1-9 之后用字母 A、B、...）或 hex（仅限 16x16：0-9 之后用 A-F）
help-rate-diagonal =
    对角线数独：两条主对角线上，每个数字各出现一次
help-rate-windoku =
    窗口数独（9x9）：另外四个 3x3 宫中，每个数字各出现一次
help-rate-regions =
    锯齿数独：与盘面同样大小的区域（可在任意工作表上，也可以是定义的名称），每个单元格中写有区域标签；每个区域代替一个宫，必须正好有 N 个单元格
help-rate-time-limit =
    求解器对其他尺寸或变体的单个盘面最多搜索多长时间（秒），超时则放弃，结果为未定（退出状态 3）；9x9 盘面总能在几毫秒内得出结论［默认：60］
help-rate-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-rate-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-rate-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告

help-find-about =
    列出在每个工作表上找到的每个 9x9 题目盘面，无论它输入在哪里
help-find-after =
    盘面是由 1-9 的数字（0 或空白表示空白格）组成、至少含 17 个数字的 9x9 单元格块，并与
    周围的内容分隔开：标题、标签、序号、合计和其他盘面都不会使它错位，而较大的数字表格中的
    块不算盘面。每行给出盘面的位置及其数字构成的情况：unique（唯一解）、full（已解完的
    盘面）、several solutions（多解）、no solution（无解）或 givens clash（题目给出的数字
    冲突）。当这些数字可以在两个位置读作盘面时，两处都会列出，不做猜测。
    
    示例：
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     （求解找到的所有盘面）
    
    退出状态：0 所有文件均已搜索（无论是否找到盘面）；2 有文件无法读取；130 被中断。
help-find-inputs =
    工作簿，或递归查找其中工作簿的文件夹
help-find-sheet =
    只搜索此工作表：名称，或从 1 开始的编号［默认：所有工作表］
help-find-report =
    每找到一个盘面向此文件写一行：按扩展名写成 CSV 或 JSON
help-find-shard =
    由 N 个工作进程分担一批任务时（作业数组），只处理 N 份中的第 K 份：文件按其在所指定文件夹下路径的固定哈希分配，单个列表的行按行号分配。报告（以及列表的输出）在扩展名前加上 .K-of-N；用 `sudoku-xlsx report merge` 合并各份报告
help-find-shard-index =
    从 0 开始计数的 --shard，供以这种方式给工作进程编号的引擎使用（Kubernetes 的 JOB_COMPLETION_INDEX、AWS Batch 的 AWS_BATCH_JOB_ARRAY_INDEX）：I/N 等同于 --shard I+1/N
help-find-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-find-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-find-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告

help-explain-about =
    像人一样逐步求解，并说明每一步成立的理由：打印在终端上，并写入一个含“步骤”和“候选数”工作表的解答副本
help-explain-after =
    `solve` 的所有输入选项都可使用。每一步都给出所用技巧的名称、它在 Sudoku Explainer 标尺
    上的评分，并用工作表自身的单元格名称说明它成立的理由。副本（默认为
    <input>.explained.xlsx，可用 -o 另行指定）包含解出的盘面、“步骤”工作表（每一步都有
    一张盘面图：含候选数笔记；模式用蓝色和绿色标出，写入的数字为黄色，删去的候选数为红色；
    并有指向题目单元格的链接），以及列出第一步之前候选数笔记的“候选数”工作表。无解的题目
    会讲解到某个单元格或单元无法填入任何数字为止；有多个解的题目会讲解到逻辑推理无法继续
    为止，并指出两个解之间不同的单元格。题目列表只在终端和报告中讲解。
    
    示例：
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    退出状态：0 已讲解；1 有题目无解或题目给出的数字冲突；2 有输入无法使用、输出无法写入，
    或用法错误；3 有题目未能在 --time-limit 内得出结论；130 被中断。
help-explain-inputs =
    工作簿：.xlsx、.xlsm、.xltx、.xlsb、.xls 或 .ods（按内容而不是文件名判断）；文件夹（递归查找其中的工作簿）；文本题目列表（.txt、.sdm、.csv）
help-explain-sheet =
    要读取的工作表：名称，或从 1 开始的编号［默认：第一个工作表］
help-explain-range =
    盘面：B6:J14（或 'Week 12'!B6:J14）这样的区域、工作簿中定义的名称，或 `auto`，表示工作表上找到的每个 9x9 盘面（参见 `find`）。其他尺寸的正方形区域为该尺寸的题目（A1:P16 为 16x16）。一个工作表上有多个盘面时可重复指定［默认：A1:I9］
help-explain-exact =
    严格按给定的区域读取，不检查它是否像是附近某个盘面错位后的区域或其中的一部分
help-explain-all-sheets =
    在每个工作表上读取盘面区域
help-explain-include-empty =
    与 --all-sheets 一起使用时，完全空白的盘面也照样读取，而不是跳过
help-explain-list =
    读取题目列表：此列（C 这样的列字母）中每行一道 81 个字符的题目。文本文件（.txt、.sdm、.csv）也按列表读取，每行一道题
help-explain-report =
    每个盘面或列表行向此文件写一行：按扩展名写成 CSV 或 JSON
help-explain-shard =
    由 N 个工作进程分担一批任务时（作业数组），只处理 N 份中的第 K 份：文件按其在所指定文件夹下路径的固定哈希分配，单个列表的行按行号分配。报告（以及列表的输出）在扩展名前加上 .K-of-N；用 `sudoku-xlsx report merge` 合并各份报告
help-explain-shard-index =
    从 0 开始计数的 --shard，供以这种方式给工作进程编号的引擎使用（Kubernetes 的 JOB_COMPLETION_INDEX、AWS Batch 的 AWS_BATCH_JOB_ARRAY_INDEX）：I/N 等同于 --shard I+1/N
help-explain-size =
    每边的单元格数：4、6、8、9、10、12、15、16 或 25。同时决定默认区域（16 时为 A1:P16）；此时题目列表每行有 N*N 个符号［默认：--range 的尺寸，否则为 9］
help-explain-boxes =
    宫的形状，行 x 列，例如 3x2［默认：按尺寸为 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4 或 5x5］
help-explain-symbols =
    数字的写法：auto（数 1..N，或 1-9 之后用字母 A、B、...）或 hex（仅限 16x16：0-9 之后用 A-F）
help-explain-diagonal =
    对角线数独：两条主对角线上，每个数字各出现一次
help-explain-windoku =
    窗口数独（9x9）：另外四个 3x3 宫中，每个数字各出现一次
help-explain-regions =
    锯齿数独：与盘面同样大小的区域（可在任意工作表上，也可以是定义的名称），每个单元格中写有区域标签；每个区域代替一个宫，必须正好有 N 个单元格
help-explain-time-limit =
    求解器对其他尺寸或变体的单个盘面最多搜索多长时间（秒），超时则放弃，结果为未定（退出状态 3）；9x9 盘面总能在几毫秒内得出结论［默认：60］
help-explain-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-explain-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-explain-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告
help-explain-out-dir =
    将输出写到此文件夹下（不存在时自动创建），保持与输入相同的文件夹结构
help-explain-grid-only =
    只写入解出的盘面。不指定时，解答副本会保留输入中盘面周围的所有工作表和单元格（值、公式、样式、合并单元格、列宽）
help-explain-steps =
    执行这么多步后停止
help-explain-output =
    只有一个输入时，讲解工作簿的写入位置［默认：输入文件旁边的 <input stem>.explained.xlsx］。其所在文件夹必须已存在。对于题目列表，以 .txt 或 .csv 结尾的名称会改为写成文本

help-play-about =
    生成一个可直接在电子表格中游玩的副本，无需宏：重复的数字变为红色，计数器显示还剩多少，候选数笔记以灰色小字显示
help-play-after =
    像 `solve` 一样读取题目（盘面、所有工作表、--range auto、题目列表），并写出
    <input>.play.xlsx（可用 -o 另行指定）：每道题一个受保护的工作表，版式与 `generate`
    生成的相同。题目给出的数字被锁定；空白格可以填入 1-9 的数字，或候选数笔记（多个数字，
    例如 147，以灰色小字显示）；在所在行、列或宫中重复的数字变为红色；盘面旁边的单元格
    统计还剩多少，完成时显示“完成！”。可在 Excel、LibreOffice 和 Gnumeric 中使用：只用了
    条件格式和公式。--check-answers 会把答案保存在深度隐藏（very hidden）的工作表中，并将
    错误的数字显示为橙色（仅为方便，并非保密手段）。`hint` 可以读回这个副本。
    
    示例：
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    退出状态：0 已写入；1 有题目无解或题目给出的数字冲突（该题被略去）；2 有输入无法使用，
    或用法错误；3 有题目未能在 --time-limit 内得出结论（该题被略去）；130 被中断。
help-play-inputs =
    工作簿：.xlsx、.xlsm、.xltx、.xlsb、.xls 或 .ods（按内容而不是文件名判断）；文件夹（递归查找其中的工作簿）；文本题目列表（.txt、.sdm、.csv）
help-play-sheet =
    要读取的工作表：名称，或从 1 开始的编号［默认：第一个工作表］
help-play-range =
    盘面：B6:J14（或 'Week 12'!B6:J14）这样的区域、工作簿中定义的名称，或 `auto`，表示工作表上找到的每个 9x9 盘面（参见 `find`）。其他尺寸的正方形区域为该尺寸的题目（A1:P16 为 16x16）。一个工作表上有多个盘面时可重复指定［默认：A1:I9］
help-play-exact =
    严格按给定的区域读取，不检查它是否像是附近某个盘面错位后的区域或其中的一部分
help-play-all-sheets =
    在每个工作表上读取盘面区域
help-play-include-empty =
    与 --all-sheets 一起使用时，完全空白的盘面也照样读取，而不是跳过
help-play-list =
    读取题目列表：此列（C 这样的列字母）中每行一道 81 个字符的题目。文本文件（.txt、.sdm、.csv）也按列表读取，每行一道题
help-play-shard =
    由 N 个工作进程分担一批任务时（作业数组），只处理 N 份中的第 K 份：文件按其在所指定文件夹下路径的固定哈希分配，单个列表的行按行号分配。报告（以及列表的输出）在扩展名前加上 .K-of-N；用 `sudoku-xlsx report merge` 合并各份报告
help-play-shard-index =
    从 0 开始计数的 --shard，供以这种方式给工作进程编号的引擎使用（Kubernetes 的 JOB_COMPLETION_INDEX、AWS Batch 的 AWS_BATCH_JOB_ARRAY_INDEX）：I/N 等同于 --shard I+1/N
help-play-size =
    每边的单元格数：4、6、8、9、10、12、15、16 或 25。同时决定默认区域（16 时为 A1:P16）；此时题目列表每行有 N*N 个符号［默认：--range 的尺寸，否则为 9］
help-play-boxes =
    宫的形状，行 x 列，例如 3x2［默认：按尺寸为 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4 或 5x5］
help-play-symbols =
    数字的写法：auto（数 1..N，或 1-9 之后用字母 A、B、...）或 hex（仅限 16x16：0-9 之后用 A-F）
help-play-diagonal =
    对角线数独：两条主对角线上，每个数字各出现一次
help-play-windoku =
    窗口数独（9x9）：另外四个 3x3 宫中，每个数字各出现一次
help-play-regions =
    锯齿数独：与盘面同样大小的区域（可在任意工作表上，也可以是定义的名称），每个单元格中写有区域标签；每个区域代替一个宫，必须正好有 N 个单元格
help-play-time-limit =
    求解器对其他尺寸或变体的单个盘面最多搜索多长时间（秒），超时则放弃，结果为未定（退出状态 3）；9x9 盘面总能在几毫秒内得出结论［默认：60］
help-play-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-play-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-play-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告
help-play-output =
    只有一个输入时，可玩工作簿的写入位置［默认：输入文件旁边的 <input stem>.play.xlsx］。其所在文件夹必须已存在
help-play-out-dir =
    将输出写到此文件夹下（不存在时自动创建），保持与输入相同的文件夹结构
help-play-title =
    在每道题上方的页眉中打印此标题
help-play-check-answers =
    将答案保存在一个深度隐藏（very hidden）的工作表中，使输入的数字与答案不同时显示为橙色（仅为方便，并非保密手段）
help-play-report =
    每个盘面或列表行向此文件写一行：按扩展名写成 CSV 或 JSON

help-hint-about =
    检查正在游玩的盘面：指出错误的数字，或给出下一步，可以是点拨、相关单元格或完整步骤
help-hint-after =
    盘面的读取方式与 `solve` 相同（默认 A1:I9，可用 --range 或 --sheet 另行指定）。原题
    给出的数字与之后输入的数字按以下方式区分：依据 --givens 指定的、存有分发时原题的区域
    （可在任意工作表上）、定义的名称或工作表（该表中的相同单元格）；否则，若工作簿由
    `generate` 生成，依据其中保存的题目；否则，盘面上的每个数字都视为题目给出的数字。与解答
    矛盾的已输入数字会被指出（只有加上 --reveal 才给出正确的数字）；否则，从玩家当前的进度
    给出下一步：
      nudge  技巧名称，以及应查看的行、列或宫
      cells  再加上证明这一步的单元格
      full   完整的一步，以及要填入或删去的内容
    -o 会写出工作簿的副本，其中标出提示涉及的单元格，并在盘面旁边写上提示。
    
    示例：
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    退出状态：0 已给出提示（或盘面已解完）；1 输入的数字有错或冲突，或题目无解；2 输入无法
    使用，或用法错误。
help-hint-input =
    正在游玩的工作簿
help-hint-sheet =
    要读取的工作表：名称，或从 1 开始的编号［默认：第一个工作表］
help-hint-range =
    正在游玩的盘面：B6:J14 这样的区域、定义的名称或 `auto`［默认：A1:I9］
help-hint-exact =
    严格按给定的区域读取，不检查它是否像是附近某个盘面错位后的区域或其中的一部分
help-hint-givens =
    原题所在的位置：区域（在此工作表上，或 'Sheet'!B2:J10）、定义的名称，或工作表名称（该工作表上的相同单元格）
help-hint-level =
    提示给出多少内容：nudge、cells 或 full
help-hint-reveal =
    说出错误的数字应该是什么，并在点拨之后给出完整的一步
help-hint-output =
    写出工作簿的副本，其中标出提示涉及的单元格。其所在文件夹必须已存在
help-hint-grid-only =
    与 -o 一起使用时，只写入盘面
help-hint-jobs =
    同时处理的文件或题目数，1 到 256，这也是本次运行最多使用的线程数（一道非常难的题目的评级会用上全部线程）［默认：CPU 核心数］
help-hint-force =
    输出文件（以及报告）已存在时将其覆盖；输入文件永远不会被覆盖
help-hint-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告

help-report-about =
    处理报告：`report merge` 将分片（--shard K/N）批量运行的各份报告合并为一次运行的报告

help-report-merge-about =
    将同一批任务所有分片（--shard K/N）的报告合并为不分片运行一次所写出的报告：行相同，顺序也相同
help-report-merge-after =
    分片运行的报告多出两列：shard（K/N）和 order（该行在不分片运行中的位置）；合并后的报告
    去掉这两列，因此与对整批任务运行一次所写出的报告逐行、逐字节相同。每个分片的报告都必须
    给出，且只给出一次，顺序不限（没有分到文件的分片会写出空报告）；种类不同（CSV 与 JSON）
    或列不同的报告会被拒绝。没有分片列的报告按给出的顺序合并。合并后的报告要么完整写出，
    要么完全不写；只有加上 --force 才会覆盖已有的文件。
    
    示例：
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    退出状态：0 已合并；2 有报告无法读取或合并、输出已存在，或用法错误。
help-report-merge-reports =
    各分片的报告，顺序不限：全部为 CSV 或全部为 JSON
help-report-merge-output =
    合并后的报告，与各份报告一样为 CSV 或 JSON。其所在文件夹必须已存在
help-report-merge-force =
    合并后的报告已存在时将其覆盖
help-report-merge-quiet =
    一切顺利时不输出任何内容；出现问题时仍会报告
