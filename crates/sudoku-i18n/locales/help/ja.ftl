## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = 使い方:
help-heading-options = オプション
help-heading-arguments = 引数
help-heading-commands = コマンド
help-flag-help = ヘルプを表示します（'--help' で詳しく表示します）
help-flag-version = バージョンを表示します
help-heading-other-sizes-and-variants = ほかのサイズとバリエーション

help-root-about =
    スプレッドシートにある数独の問題を解き、作り、難易度を評価します
help-root-after =
    終了ステータス：
      0    すべての問題が解けた（解が複数ある問題も解けたものとし、そのうち 1 つを表示）
      1    解けない問題がある：問題の数字がルールに反しているか、解が存在しない
      2    使えない入力がある（読み込めない、形式が不明、暗号化されている、大きすぎる、
           シートがない、範囲が正しくない、セルの値が正しくない）、出力を書き込めない
           か出力がすでに存在する、または使い方の誤り
      3    --time-limit 以内に判定できなかった問題がある（ほかのサイズとバリエーション）
      130  中断された（Ctrl-C または SIGTERM）
    複数の問題を処理したときは、当てはまるステータスのうち最も大きいものを返します。
    `rate`、`explain`、`play` も同じコードを使います。`hint` は入力された数字が間違って
    いるか重複しているときに 1 を、`generate` はすべての問題を時間内に作れなかったときに
    2 を返します。`report merge` は結合できれば 0、拒否すれば 2 を返します。
    出力を読む側が途中で終了した場合（`... | head -1`）は、何も表示せずに 0 で終わります。
help-root-color =
    解いた盤面を色付きで表示する条件（問題の数字は太字、解いて得た数字は青）：`auto`（端末に出力するとき。ただし環境変数 NO_COLOR が設定されている場合を除く）、`always`（常に）、`never`（色を付けない）
help-root-lang =
    表示するメッセージと、ブックに書き込むことばの言語：en、fr、de、es、pt、it、ja、zh（簡体字中国語）、tr のいずれか。指定しない場合はロケールの言語（LC_ALL、LC_MESSAGES、LANG の順に参照）を使います。C、POSIX、およびことばが用意されていない言語は英語になります

help-solve-about =
    ブックにある盤面を解き、解答を書き込んだ書式付きの新しいブックを書き出します
help-solve-after =
    盤面は 9x9 のセルです（--range で指定しない限り A1:I9）。空白、0、スペースだけのセル
    は空きマスとみなします。問題の数字は 1～9 の整数で、数値でもテキストでもかまいません。
    それ以外の値は、そのセルを示して報告します。ほかのサイズ（一辺 4～25）の正方形の範囲
    は、そのサイズの問題として扱います。数字は 1..N です（9 より後は文字も使います）。ほか
    のサイズとバリエーションについては、上のオプションを参照してください。入力ファイルは
    決して変更しません。解答は新しいブックに書き出します。-o で指定しない限り、入力と同じ
    場所の <input>.solved.xlsx です。
    
    例：
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          （定義された名前）
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           （どこに入力されていても、すべての盤面）
      sudoku-xlsx solve library.xlsx --list C            （C 列にある問題リスト）
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          （16x16 の盤面）
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  （ジグソー。領域のラベルはそのシートに）
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         （8 ワーカー中 2 番目。`report merge` 参照）
    
    終了ステータス：
      0 解けた；1 解けない（問題の数字が矛盾しているか、解がない）；
      2 入力または出力を使えない、または使い方の誤り；3 --time-limit 以内に判定
      できなかった問題がある；130 中断された。
help-solve-inputs =
    ブック：.xlsx、.xlsm、.xltx、.xlsb、.xls、.ods（名前ではなく内容で判断します）；フォルダー（中のブックを再帰的に探します）；テキストの問題リスト（.txt、.sdm、.csv）
help-solve-sheet =
    読み込むシート：名前、または 1 から数えた番号［既定：最初のワークシート］
help-solve-range =
    盤面：B6:J14（または 'Week 12'!B6:J14）のような範囲、ブックで定義された名前、またはシート上で見つかったすべての 9x9 の盤面を表す `auto`（`find` を参照）。ほかのサイズの正方形の範囲は、そのサイズの問題になります（A1:P16 は 16x16）。1 枚のシートにある複数の盤面を読むには、繰り返し指定します［既定：A1:I9］
help-solve-exact =
    指定した範囲をそのとおりに読みます。近くにある盤面がずれたもの、または盤面の一部に見えるかどうかを確かめません
help-solve-all-sheets =
    すべてのワークシートで盤面の範囲を読みます
help-solve-include-empty =
    --all-sheets と一緒に使うと、すべて空白の盤面も飛ばさずに読みます
help-solve-list =
    問題リストを読みます：この列（C のような列の文字）の各行に、81 文字の問題が 1 問ずつあります。テキストファイル（.txt、.sdm、.csv）も、1 行 1 問のリストとして読みます
help-solve-report =
    盤面またはリストの行ごとに 1 行をこのファイルに書き出します：拡張子に応じて CSV か JSON
help-solve-shard =
    一括処理を N 個のワーカーで分担するとき（ジョブ配列）、N 個に分けたうちの K 番目だけを処理します：ファイルは指定したフォルダーからのパスの固定ハッシュで、1 つのリストの行は行番号で分けます。レポート（とリストの出力）の拡張子の前には .K-of-N が付きます。レポートは `sudoku-xlsx report merge` で結合します
help-solve-shard-index =
    0 から数える --shard です。ワーカーにそのように番号を付けるエンジン（Kubernetes の JOB_COMPLETION_INDEX、AWS Batch の AWS_BATCH_JOB_ARRAY_INDEX）向けで、I/N は --shard I+1/N と同じです
help-solve-size =
    一辺のセル数：4、6、8、9、10、12、15、16、25 のいずれか。既定の範囲もこれで決まります（16 なら A1:P16）。問題リストは 1 行に N*N 個の記号になります［既定：--range のサイズ、なければ 9］
help-solve-boxes =
    ブロックの形（行 x 列）。たとえば 3x2［既定：サイズに応じて 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4、5x5］
help-solve-symbols =
    数字の書き方：auto（数 1..N、または 1～9 に続いて文字 A、B、...）か hex（16x16 のみ：0～9 に続いて A～F）
help-solve-diagonal =
    対角線数独：2 本の対角線のそれぞれに、どの数字も 1 回ずつ入ります
help-solve-windoku =
    ウィンドク（9x9）：追加の 4 つの 3x3 ブロックのそれぞれに、どの数字も 1 回ずつ入ります
help-solve-regions =
    ジグソー数独：盤面と同じサイズの範囲（どのシートでも、定義された名前でもかまいません）で、各セルに領域のラベルを書いたもの。各領域がブロックの代わりになり、ちょうど N 個のセルでできている必要があります
help-solve-time-limit =
    ほかのサイズやバリエーションの盤面 1 つについて、ソルバーが探索を続ける時間（秒）。これを過ぎると未決定のまま打ち切ります（終了ステータス 3）。9x9 はいつも数ミリ秒で判定できます［既定：60］
help-solve-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-solve-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-solve-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します
help-solve-output =
    解いたブックの書き出し先（入力が 1 つのとき）［既定：入力と同じ場所の <input stem>.solved.xlsx］。フォルダーは存在している必要があります。問題リストの場合、名前が .txt か .csv で終わればテキストで書き出します
help-solve-out-dir =
    出力をこのフォルダーの下に、入力のフォルダー構成を再現して書き出します（フォルダーがなければ作成します）
help-solve-grid-only =
    解いた盤面だけを書き出します。指定しない場合、解いたコピーには、盤面の周りにある入力のシートとセル（値、数式、スタイル、結合、幅）がすべて残ります

help-generate-about =
    解がちょうど 1 つの問題を新しく作り、印刷や配布に使えるブックとして書き出します
help-generate-after =
    難易度は Sudoku Explainer の尺度（docs/difficulty.md）の区間です。easy（初級、2.5 まで）
    はシングルだけで解けます。medium（中級、2.6～3.4）はロックされた候補、ペア、X-Wing、
    hard（上級、3.5～5.9）はトリプル、クアッド、ソードフィッシュ、ジェリーフィッシュ、
    XY-Wing と XYZ ウイング、ユニークレクタングル、BUG+1、expert（難関、6.0～7.9）は
    1 つの数字のパターン、Finned Fish、色分け法、チェーン、ALS、extreme（超難関、8.0
    以上）は強制連鎖か仮定を必要とします。
    
    ブックには問題ごとに 1 枚のシートがあり、マクロなしでスプレッドシートの中で遊べます
    （`play` で作るものと同じく、問題の数字はロックされ、重複した数字は赤くなり、「完成！」
    まで残りを数えるカウンターがあり、候補メモも書けます。--check-answers を付けると、
    間違った数字がオレンジになります）。盤面の下には難易度を示し、最後に「解答」シートを
    置きます。--no-solutions なら解答は付けず、--solutions-to なら解答を別のブックに書き
    出します。--per-page を付けると、1 ページに 1、2、4、6 問を印刷する「問題集」シート
    を追加します（用紙は --paper で a4 か letter）。同じ --seed からは、いつも同じ問題が
    できます。
    
    例：
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    終了ステータス：0 書き出した；2 すべての問題を時間内に作れなかった（何も書き出しません）、
    --force なしで出力がすでに存在する、または使い方の誤り；130 中断された。
help-generate-count =
    作る問題の数
help-generate-difficulty =
    すべての問題に求める難易度：easy、medium、hard、expert、extreme のいずれか［既定：問わない］
help-generate-symmetry =
    問題の数字の配置の対称性：none（なし）、rotational（点対称）、mirror（線対称）のいずれか
help-generate-givens =
    問題の数字をこの個数（17～81）にすることを目指します。達成できなければ、最も近い唯一解の問題を採用します［既定：できるだけ少なく］
help-generate-seed =
    乱数のシード。同じシードからは同じ問題ができます［既定：新しいシードを選んで表示します］
help-generate-output =
    書き出すブック。フォルダーは存在している必要があります
help-generate-list =
    各行に問題の文字列を 1 つずつ（難易度、スコア、解とともに）並べたシートを 1 枚書き出します。`solve --list A` で読める形式です。-o NAME.txt または NAME.csv なら、同じ内容をテキストで書き出します
help-generate-title =
    各問題の上のページヘッダーに、このタイトルを印刷します
help-generate-no-solutions =
    「解答」シートを付けません（問題だけを配るとき）
help-generate-solutions-to =
    「解答」シートを代わりにこのブックに書き出し、問題とは別にします。フォルダーは存在している必要があります
help-generate-check-answers =
    答えを完全に非表示（very hidden）のシートに保存し、入力した数字が答えと違えばオレンジになるようにします（便利な機能で、答えを秘密にするものではありません）
help-generate-per-page =
    1 ページにこの数ずつ問題を印刷する「問題集」シートを追加します：1、2、4、6 のいずれか
help-generate-paper =
    シートを印刷する用紙：a4 または letter［既定：ロケールで決めます（米国、カナダ、メキシコ、フィリピンでは Letter）。それ以外は A4］
help-generate-time-limit =
    この秒数が過ぎても目的の難易度に達しない問題は、作るのを諦めます
help-generate-size =
    一辺のセル数：4、6、8、9、10、12、15、16、25 のいずれか
help-generate-boxes =
    ブロックの形（行 x 列）。たとえば 3x2［既定：solve と同じく、サイズに応じて決まります］
help-generate-symbols =
    9 より大きい数字の書き方：numbers（10、11、...）、letters（1～9 に続いて A、B、...）、hex（16x16 のみ：0～9 に続いて A～F）
help-generate-diagonal =
    対角線数独：2 本の対角線のそれぞれに、どの数字も 1 回ずつ入ります
help-generate-windoku =
    ウィンドク（9x9）：追加の 4 つの 3x3 ブロックのそれぞれに、どの数字も 1 回ずつ入ります
help-generate-jigsaw =
    ジグソー数独：問題ごとに、ブロックの代わりとなる不規則な領域の配置をランダムに作ります（16x16 まで）
help-generate-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-generate-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-generate-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します

help-rate-about =
    人が解くのに必要な解法で問題を格付けします：Sudoku Explainer の尺度での難しさと、難易度（easy、medium、hard、expert、extreme）を示します。`solve` が読めるものはすべて読みます。ブックは書き出しません
help-rate-after =
    問題ごとに、難易度、スコア（最も難しい手順の Sudoku Explainer 方式の難しさ。1.0～11.0）、
    最も難しい解法、使った解法、ヒント数、解が唯一かどうかを表示します。--report を付ける
    と、同じ内容を CSV か JSON で書き出します。手順そのものは `explain` で見られます。
    
    例：
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   （行の 4 分の 1）
    
    終了ステータス：0 すべての問題を評価した；1 解のない問題か、問題の数字が矛盾する問題が
    ある；2 使えない入力がある；3 --time-limit 以内に判定できなかった問題がある；
    130 中断された。
help-rate-inputs =
    ブック：.xlsx、.xlsm、.xltx、.xlsb、.xls、.ods（名前ではなく内容で判断します）；フォルダー（中のブックを再帰的に探します）；テキストの問題リスト（.txt、.sdm、.csv）
help-rate-sheet =
    読み込むシート：名前、または 1 から数えた番号［既定：最初のワークシート］
help-rate-range =
    盤面：B6:J14（または 'Week 12'!B6:J14）のような範囲、ブックで定義された名前、またはシート上で見つかったすべての 9x9 の盤面を表す `auto`（`find` を参照）。ほかのサイズの正方形の範囲は、そのサイズの問題になります（A1:P16 は 16x16）。1 枚のシートにある複数の盤面を読むには、繰り返し指定します［既定：A1:I9］
help-rate-exact =
    指定した範囲をそのとおりに読みます。近くにある盤面がずれたもの、または盤面の一部に見えるかどうかを確かめません
help-rate-all-sheets =
    すべてのワークシートで盤面の範囲を読みます
help-rate-include-empty =
    --all-sheets と一緒に使うと、すべて空白の盤面も飛ばさずに読みます
help-rate-list =
    問題リストを読みます：この列（C のような列の文字）の各行に、81 文字の問題が 1 問ずつあります。テキストファイル（.txt、.sdm、.csv）も、1 行 1 問のリストとして読みます
help-rate-report =
    盤面またはリストの行ごとに 1 行をこのファイルに書き出します：拡張子に応じて CSV か JSON
help-rate-shard =
    一括処理を N 個のワーカーで分担するとき（ジョブ配列）、N 個に分けたうちの K 番目だけを処理します：ファイルは指定したフォルダーからのパスの固定ハッシュで、1 つのリストの行は行番号で分けます。レポート（とリストの出力）の拡張子の前には .K-of-N が付きます。レポートは `sudoku-xlsx report merge` で結合します
help-rate-shard-index =
    0 から数える --shard です。ワーカーにそのように番号を付けるエンジン（Kubernetes の JOB_COMPLETION_INDEX、AWS Batch の AWS_BATCH_JOB_ARRAY_INDEX）向けで、I/N は --shard I+1/N と同じです
help-rate-size =
    一辺のセル数：4、6、8、9、10、12、15、16、25 のいずれか。既定の範囲もこれで決まります（16 なら A1:P16）。問題リストは 1 行に N*N 個の記号になります［既定：--range のサイズ、なければ 9］
help-rate-boxes =
    ブロックの形（行 x 列）。たとえば 3x2［既定：サイズに応じて 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4、5x5］
help-rate-symbols =
    数字の書き方：auto（数 1..N、または 1～9 に続いて文字 A、B、...）か hex（16x16 のみ：0～9 に続いて A～F）
help-rate-diagonal =
    対角線数独：2 本の対角線のそれぞれに、どの数字も 1 回ずつ入ります
help-rate-windoku =
    ウィンドク（9x9）：追加の 4 つの 3x3 ブロックのそれぞれに、どの数字も 1 回ずつ入ります
help-rate-regions =
    ジグソー数独：盤面と同じサイズの範囲（どのシートでも、定義された名前でもかまいません）で、各セルに領域のラベルを書いたもの。各領域がブロックの代わりになり、ちょうど N 個のセルでできている必要があります
help-rate-time-limit =
    ほかのサイズやバリエーションの盤面 1 つについて、ソルバーが探索を続ける時間（秒）。これを過ぎると未決定のまま打ち切ります（終了ステータス 3）。9x9 はいつも数ミリ秒で判定できます［既定：60］
help-rate-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-rate-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-rate-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します

help-find-about =
    すべてのシートから、どこに入力されていても、9x9 の問題の盤面をすべて見つけて一覧にします
help-find-after =
    盤面とは、1～9 の数字（空きマスは 0 か空白）が 17 個以上ある 9x9 のまとまりで、周りの
    ものから離れているものです。タイトル、ラベル、通し番号、合計、ほかの盤面があっても位置
    がずれることはなく、より大きな数値の表の中にあるまとまりは盤面とみなしません。1 行ごと
    に、盤面の位置と、その数字がどういう盤面になるかを示します：unique（唯一解）、full（解
    き終わった盤面）、several solutions（複数解）、no solution（解なし）、givens clash
    （問題の数字が矛盾）。数字を 2 か所の盤面として読める場合は両方を示し、どちらかを推測で
    選ぶことはしません。
    
    例：
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     （見つかったすべての盤面を解く）
    
    終了ステータス：0 すべてのファイルを探した（盤面が見つかったかどうかにかかわらず）；
    2 読み込めないファイルがある；130 中断された。
help-find-inputs =
    ブック、または中のブックを再帰的に探すフォルダー
help-find-sheet =
    このシートだけを探します：名前、または 1 から数えた番号［既定：すべてのワークシート］
help-find-report =
    見つかった盤面ごとに 1 行をこのファイルに書き出します：拡張子に応じて CSV か JSON
help-find-shard =
    一括処理を N 個のワーカーで分担するとき（ジョブ配列）、N 個に分けたうちの K 番目だけを処理します：ファイルは指定したフォルダーからのパスの固定ハッシュで、1 つのリストの行は行番号で分けます。レポート（とリストの出力）の拡張子の前には .K-of-N が付きます。レポートは `sudoku-xlsx report merge` で結合します
help-find-shard-index =
    0 から数える --shard です。ワーカーにそのように番号を付けるエンジン（Kubernetes の JOB_COMPLETION_INDEX、AWS Batch の AWS_BATCH_JOB_ARRAY_INDEX）向けで、I/N は --shard I+1/N と同じです
help-find-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-find-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-find-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します

help-explain-about =
    人が解くように 1 手ずつ解き、各手順が成り立つ理由を説明します。説明は端末に表示し、「手順」シートと「候補」シートのある解いたコピーにも書き出します
help-explain-after =
    `solve` の入力オプションはすべて使えます。各手順には、解法の名前、Sudoku Explainer の
    尺度での難しさ、そしてその手順が成り立つ理由を、シート自身のセル番地で示します。コピー
    （-o で指定しない限り <input>.explained.xlsx）には、解いた盤面、各手順の盤面の図を
    載せた「手順」シート（候補メモ付き。パターンは青と緑、書き込む数字は黄色、消す候補は
    赤で示し、問題のセルへのリンクがあります）、最初の手順の前の候補メモを載せた「候補」
    シートが入ります。解のない問題は、何も入らないセルか単位が現れるところまで説明します。
    解が複数ある問題は、論理で進めなくなるところまで説明し、2 つの解で異なるセルを示します。
    問題リストの説明は、端末とレポートにだけ出力します。
    
    例：
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    終了ステータス：0 説明した；1 解のない問題か、問題の数字が矛盾する問題がある；2 使えない
    入力がある、出力を書き込めない、または使い方の誤り；3 --time-limit 以内に判定できなかった
    問題がある；130 中断された。
help-explain-inputs =
    ブック：.xlsx、.xlsm、.xltx、.xlsb、.xls、.ods（名前ではなく内容で判断します）；フォルダー（中のブックを再帰的に探します）；テキストの問題リスト（.txt、.sdm、.csv）
help-explain-sheet =
    読み込むシート：名前、または 1 から数えた番号［既定：最初のワークシート］
help-explain-range =
    盤面：B6:J14（または 'Week 12'!B6:J14）のような範囲、ブックで定義された名前、またはシート上で見つかったすべての 9x9 の盤面を表す `auto`（`find` を参照）。ほかのサイズの正方形の範囲は、そのサイズの問題になります（A1:P16 は 16x16）。1 枚のシートにある複数の盤面を読むには、繰り返し指定します［既定：A1:I9］
help-explain-exact =
    指定した範囲をそのとおりに読みます。近くにある盤面がずれたもの、または盤面の一部に見えるかどうかを確かめません
help-explain-all-sheets =
    すべてのワークシートで盤面の範囲を読みます
help-explain-include-empty =
    --all-sheets と一緒に使うと、すべて空白の盤面も飛ばさずに読みます
help-explain-list =
    問題リストを読みます：この列（C のような列の文字）の各行に、81 文字の問題が 1 問ずつあります。テキストファイル（.txt、.sdm、.csv）も、1 行 1 問のリストとして読みます
help-explain-report =
    盤面またはリストの行ごとに 1 行をこのファイルに書き出します：拡張子に応じて CSV か JSON
help-explain-shard =
    一括処理を N 個のワーカーで分担するとき（ジョブ配列）、N 個に分けたうちの K 番目だけを処理します：ファイルは指定したフォルダーからのパスの固定ハッシュで、1 つのリストの行は行番号で分けます。レポート（とリストの出力）の拡張子の前には .K-of-N が付きます。レポートは `sudoku-xlsx report merge` で結合します
help-explain-shard-index =
    0 から数える --shard です。ワーカーにそのように番号を付けるエンジン（Kubernetes の JOB_COMPLETION_INDEX、AWS Batch の AWS_BATCH_JOB_ARRAY_INDEX）向けで、I/N は --shard I+1/N と同じです
help-explain-size =
    一辺のセル数：4、6、8、9、10、12、15、16、25 のいずれか。既定の範囲もこれで決まります（16 なら A1:P16）。問題リストは 1 行に N*N 個の記号になります［既定：--range のサイズ、なければ 9］
help-explain-boxes =
    ブロックの形（行 x 列）。たとえば 3x2［既定：サイズに応じて 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4、5x5］
help-explain-symbols =
    数字の書き方：auto（数 1..N、または 1～9 に続いて文字 A、B、...）か hex（16x16 のみ：0～9 に続いて A～F）
help-explain-diagonal =
    対角線数独：2 本の対角線のそれぞれに、どの数字も 1 回ずつ入ります
help-explain-windoku =
    ウィンドク（9x9）：追加の 4 つの 3x3 ブロックのそれぞれに、どの数字も 1 回ずつ入ります
help-explain-regions =
    ジグソー数独：盤面と同じサイズの範囲（どのシートでも、定義された名前でもかまいません）で、各セルに領域のラベルを書いたもの。各領域がブロックの代わりになり、ちょうど N 個のセルでできている必要があります
help-explain-time-limit =
    ほかのサイズやバリエーションの盤面 1 つについて、ソルバーが探索を続ける時間（秒）。これを過ぎると未決定のまま打ち切ります（終了ステータス 3）。9x9 はいつも数ミリ秒で判定できます［既定：60］
help-explain-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-explain-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-explain-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します
help-explain-out-dir =
    出力をこのフォルダーの下に、入力のフォルダー構成を再現して書き出します（フォルダーがなければ作成します）
help-explain-grid-only =
    解いた盤面だけを書き出します。指定しない場合、解いたコピーには、盤面の周りにある入力のシートとセル（値、数式、スタイル、結合、幅）がすべて残ります
help-explain-steps =
    この数の手順を進めたところで停止します
help-explain-output =
    説明付きのブックの書き出し先（入力が 1 つのとき）［既定：入力と同じ場所の <input stem>.explained.xlsx］。フォルダーは存在している必要があります。問題リストの場合、名前が .txt か .csv で終わればテキストで書き出します

help-play-about =
    スプレッドシートの中でそのまま遊べるコピーを、マクロなしで作ります：重複した数字は赤くなり、カウンターが残りを示し、候補メモは小さな灰色の文字で表示されます
help-play-after =
    `solve` と同じように問題を読み（盤面、すべてのシート、--range auto、問題リスト）、-o で
    指定しない限り <input>.play.xlsx を書き出します：問題ごとに保護されたシートが 1 枚あり、
    `generate` が作るものと同じレイアウトです。問題の数字はロックされています。空きマスには
    1～9 の数字か、候補メモ（複数の数字。たとえば 147 で、小さな灰色の文字で表示）を入力し
    ます。行・列・ブロックで重複した数字は赤くなります。盤面の横のセルが残りを数え、最後に
    「完成！」と表示します。Excel、LibreOffice、Gnumeric で動きます（使うのは条件付き書式
    と数式だけです）。--check-answers を付けると、解を完全に非表示（very hidden）のシート
    に保存し、間違った数字をオレンジにします（便利な機能で、答えを秘密にするものではあり
    ません）。`hint` はこのコピーを読み込めます。
    
    例：
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    終了ステータス：0 書き出した；1 解のない問題か、問題の数字が重複する問題がある（その問題
    は除きます）；2 使えない入力がある、または使い方の誤り；3 --time-limit 以内に判定できな
    かった問題がある（その問題は除きます）；130 中断された。
help-play-inputs =
    ブック：.xlsx、.xlsm、.xltx、.xlsb、.xls、.ods（名前ではなく内容で判断します）；フォルダー（中のブックを再帰的に探します）；テキストの問題リスト（.txt、.sdm、.csv）
help-play-sheet =
    読み込むシート：名前、または 1 から数えた番号［既定：最初のワークシート］
help-play-range =
    盤面：B6:J14（または 'Week 12'!B6:J14）のような範囲、ブックで定義された名前、またはシート上で見つかったすべての 9x9 の盤面を表す `auto`（`find` を参照）。ほかのサイズの正方形の範囲は、そのサイズの問題になります（A1:P16 は 16x16）。1 枚のシートにある複数の盤面を読むには、繰り返し指定します［既定：A1:I9］
help-play-exact =
    指定した範囲をそのとおりに読みます。近くにある盤面がずれたもの、または盤面の一部に見えるかどうかを確かめません
help-play-all-sheets =
    すべてのワークシートで盤面の範囲を読みます
help-play-include-empty =
    --all-sheets と一緒に使うと、すべて空白の盤面も飛ばさずに読みます
help-play-list =
    問題リストを読みます：この列（C のような列の文字）の各行に、81 文字の問題が 1 問ずつあります。テキストファイル（.txt、.sdm、.csv）も、1 行 1 問のリストとして読みます
help-play-shard =
    一括処理を N 個のワーカーで分担するとき（ジョブ配列）、N 個に分けたうちの K 番目だけを処理します：ファイルは指定したフォルダーからのパスの固定ハッシュで、1 つのリストの行は行番号で分けます。レポート（とリストの出力）の拡張子の前には .K-of-N が付きます。レポートは `sudoku-xlsx report merge` で結合します
help-play-shard-index =
    0 から数える --shard です。ワーカーにそのように番号を付けるエンジン（Kubernetes の JOB_COMPLETION_INDEX、AWS Batch の AWS_BATCH_JOB_ARRAY_INDEX）向けで、I/N は --shard I+1/N と同じです
help-play-size =
    一辺のセル数：4、6、8、9、10、12、15、16、25 のいずれか。既定の範囲もこれで決まります（16 なら A1:P16）。問題リストは 1 行に N*N 個の記号になります［既定：--range のサイズ、なければ 9］
help-play-boxes =
    ブロックの形（行 x 列）。たとえば 3x2［既定：サイズに応じて 2x2、2x3、2x4、3x3、2x5、3x4、3x5、4x4、5x5］
help-play-symbols =
    数字の書き方：auto（数 1..N、または 1～9 に続いて文字 A、B、...）か hex（16x16 のみ：0～9 に続いて A～F）
help-play-diagonal =
    対角線数独：2 本の対角線のそれぞれに、どの数字も 1 回ずつ入ります
help-play-windoku =
    ウィンドク（9x9）：追加の 4 つの 3x3 ブロックのそれぞれに、どの数字も 1 回ずつ入ります
help-play-regions =
    ジグソー数独：盤面と同じサイズの範囲（どのシートでも、定義された名前でもかまいません）で、各セルに領域のラベルを書いたもの。各領域がブロックの代わりになり、ちょうど N 個のセルでできている必要があります
help-play-time-limit =
    ほかのサイズやバリエーションの盤面 1 つについて、ソルバーが探索を続ける時間（秒）。これを過ぎると未決定のまま打ち切ります（終了ステータス 3）。9x9 はいつも数ミリ秒で判定できます［既定：60］
help-play-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-play-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-play-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します
help-play-output =
    遊べるブックの書き出し先（入力が 1 つのとき）［既定：入力と同じ場所の <input stem>.play.xlsx］。フォルダーは存在している必要があります
help-play-out-dir =
    出力をこのフォルダーの下に、入力のフォルダー構成を再現して書き出します（フォルダーがなければ作成します）
help-play-title =
    各問題の上のページヘッダーに、このタイトルを印刷します
help-play-check-answers =
    答えを完全に非表示（very hidden）のシートに保存し、入力した数字が答えと違えばオレンジになるようにします（便利な機能で、答えを秘密にするものではありません）
help-play-report =
    盤面またはリストの行ごとに 1 行をこのファイルに書き出します：拡張子に応じて CSV か JSON

help-hint-about =
    遊んでいる途中の盤面を確かめます：間違った数字を示すか、次の手順を、手がかり、関係するセル、または手順全体として示します
help-hint-after =
    盤面は `solve` と同じように読みます（--range か --sheet で指定しない限り A1:I9）。最初の
    問題の数字と、その後に入力された数字は、次のように区別します：--givens で、配ったときの
    問題が入っている範囲（どのシートでもかまいません）、定義された名前、またはシート（その
    シートの同じセル）を指定すれば、それを使います。指定がなく、`generate` で作ったブック
    なら、そこに保存された問題を使います。どちらでもなければ、盤面のすべての数字を問題の
    数字とみなします。解と矛盾する入力済みの数字があれば、それを示します（正しい数字は
    --reveal を付けたときだけ示します）。なければ、プレイヤーの今の状態からの次の手順を、
    次のいずれかの詳しさで示します：
      nudge  解法と、見るべき行・列・ブロック
      cells  それに加えて、その根拠となるセル
      full   手順全体と、書き込む数字や消す候補
    -o を付けると、ヒントのセルに印を付け、盤面の横にヒントを書いたコピーを書き出します。
    
    例：
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    終了ステータス：0 ヒントを示した（または盤面が解き終わっている）；1 入力された数字が
    間違っているか重複している、または問題に解がない；2 入力を使えない、または使い方の誤り。
help-hint-input =
    遊んでいる途中のブック
help-hint-sheet =
    読み込むシート：名前、または 1 から数えた番号［既定：最初のワークシート］
help-hint-range =
    遊んでいる盤面：B6:J14 のような範囲、定義された名前、または `auto`［既定：A1:I9］
help-hint-exact =
    指定した範囲をそのとおりに読みます。近くにある盤面がずれたもの、または盤面の一部に見えるかどうかを確かめません
help-hint-givens =
    最初の問題がある場所：範囲（このシート上、または 'Sheet'!B2:J10）、定義された名前、またはシート名（そのシートの同じセル）
help-hint-level =
    ヒントでどこまで示すか：nudge、cells、full のいずれか
help-hint-reveal =
    間違った数字の正しい値を示します。nudge の後には手順全体も示します
help-hint-output =
    ヒントのセルに印を付けたブックのコピーを書き出します。フォルダーは存在している必要があります
help-hint-grid-only =
    -o と一緒に使うと、盤面だけを書き出します
help-hint-jobs =
    同時に処理するファイルまたは問題の数（1～256）。これが実行で使うスレッドの最大数にもなります（非常に難しい問題 1 つの評価ではすべてを使います）［既定：コア数］
help-hint-force =
    出力ファイル（とレポート）がすでにあれば置き換えます。入力が置き換えられることはありません
help-hint-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します

help-report-about =
    レポートを扱います：`report merge` は、シャード（--shard K/N）に分けて一括実行したときの各レポートを、1 回の実行のレポートに結合します

help-report-merge-about =
    1 つの一括処理のすべてのシャード（--shard K/N）のレポートを、分割せずに 1 回で実行したときに書き出されるレポートに結合します：同じ行が、同じ順序で並びます
help-report-merge-after =
    シャードに分けた実行のレポートには、shard（K/N）と order（分割しない実行でその行があった
    位置）の 2 列が追加されています。結合したレポートではこの 2 列を除くので、一括処理全体を
    1 回で実行したときのレポートと、1 行ずつ、1 バイトずつ同じになります。すべてのシャードの
    レポートを 1 回ずつ、任意の順序で指定してください（ファイルを 1 つも受け持たなかった
    シャードは、空のレポートを書き出します）。種類の違うレポート（CSV と JSON）や、列の違う
    レポートは受け付けません。シャードの列がないレポートは、指定した順に結合します。結合した
    レポートは、すべて書き出すか何も書き出さないかのどちらかです。既存のファイルを置き換える
    のは --force を付けたときだけです。
    
    例：
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    終了ステータス：0 結合した；2 レポートを読み込めないか結合できない、出力がすでに存在する、
    または使い方の誤り。
help-report-merge-reports =
    各シャードのレポート（順序は任意）：すべて CSV か、すべて JSON
help-report-merge-output =
    結合したレポート。各レポートと同じく CSV か JSON です。フォルダーは存在している必要があります
help-report-merge-force =
    結合したレポートがすでにあれば置き換えます
help-report-merge-quiet =
    すべて正常に終わったときは何も表示しません。異常があった場合は報告します
