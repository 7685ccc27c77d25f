## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file }: a entrada { $name } do zip não foi incluída na cópia: seu nome poderia gravar fora da pasta em que ela é descompactada, e nenhuma parte de uma pasta de trabalho tem um nome assim
# $grid: the grid's sheet and range.
note-no-room = { $file }: { $grid }: não há nenhuma célula livre perto da grade para a sua linha de estado; todas as células ao redor contêm dados seus
error-macros-not-copied = não é possível copiar a pasta de trabalho com as suas macros ({ $why }); use --grid-only para gravar só as grades
note-rebuilt = { $file }: a cópia é reconstruída, não editada, porque { $why }
error-macro-name = a pasta de trabalho tem macros, que a cópia mantém, e o Excel só abre uma pasta de trabalho com macros se o nome terminar em .xlsm; dê à cópia um nome .xlsm (ou use --grid-only para gravar só as grades)
error-interrupted = interrompido; nada foi gravado
note-more-cut = { $file }: e mais { $count ->
        [one] { $count } célula cortada ou deixada de fora
       *[other] { $count } células cortadas ou deixadas de fora
    }
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file }: a planilha { $from } se chama { $to } na cópia resolvida (o Excel permite até 31 caracteres, nenhum dos caracteres []:*?/\, e não aceita dois nomes que diferem só em maiúsculas e minúsculas)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = gráficos
lost-images = imagens
lost-macros = macros
lost-controls = controles
lost-pivot-tables = tabelas dinâmicas
lost-comments = comentários
lost-tables = tabelas
lost-conditional-formats = formatações condicionais
lost-data-validation = validação de dados
lost-chart-sheets = planilhas de gráfico
lost-macro-sheets = planilhas de macro e de diálogo
note-not-carried = a entrada contém { $list }, e nada disso é levado para a cópia resolvida
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell }: está além da última linha ou coluna que uma planilha comporta, por isso foi deixada de fora
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell }: { $what }
note-formula-cut = uma fórmula com mais de 8.192 caracteres foi substituída pelo seu valor salvo
note-text-cut = um texto com mais de 32.767 caracteres foi truncado nesse tamanho

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = nota: { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = erro interno: { $what }{ $at }; isto é um bug, por favor relate-o junto com a entrada que o causou
note-long-title = --title tem { $count } caracteres, mais do que cabe no cabeçalho de uma página impressa; os cabeçalhos o mostram abreviado com "…" (a propriedade de título da pasta de trabalho o guarda inteiro)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = a parte { $shard } não recebe nenhum { $count ->
        [one] arquivo (só { $count } foi encontrado)
       *[other] dos { $count } arquivos encontrados
    }; se um relatório for pedido, ele sai vazio
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets ignora { $count ->
        [one] uma planilha que o sudoku-xlsx adicionou e que não contém
       *[other] planilhas que o sudoku-xlsx adicionou e que não contêm
    } nenhum sudoku: { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = os números dados em { $place } violam as regras
problem-no-solution = a grade em { $place } não tem solução
# $evidence in error-not-the-grid.
evidence-more-symbols = a grade ali contém { $symbols } símbolos; o intervalo, { $givens }
evidence-borders = há bordas desenhadas ao redor de { $grid }
# $cells: the range's only digits, joined with commas.
evidence-against-edge = seus únicos algarismos, { $cells }, ficam junto à borda dessa grade

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = clássico 9x9
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } com blocos { $boxes }
kind-hex = (dígitos hexadecimais)
rules-boxes-misfit = --boxes { $boxes } não cabe numa grade { $n }x{ $n }: um bloco precisa ter { $n } células
rules-hex-size = --symbols hex é para grades 16x16, e esta é { $n }x{ $n }
rules-windoku-size = --windoku precisa de uma grade 9x9, e esta é { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = o sudoku-xlsx gravou esta grade como um sudoku { $kind } (registrado na pasta de trabalho), e { $flags } não combina com ele; omita { $count ->
        [one] essa opção
       *[other] essas opções
    }
rules-regions-size = o intervalo das regiões é { $side }x{ $side }, mas a grade em { $place } é { $size }x{ $size }; informe um intervalo do tamanho da grade
rules-regions-place = { $place } (as regiões)
rules-hex-zero = { $cell } contém 0 e as letras vão só até F, como nos dígitos hexadecimais 0-F; indique --symbols hex, ou digite os números como 1-9 e A-G, com 0 ou em branco para as células vazias

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file }: { $place }  { $givens } pistas  { $kind }
find-bad-cells = células inválidas
find-full = completa
find-unique = solução única
find-several-solutions = várias soluções
find-no-solution = sem solução
find-givens-clash = números dados em conflito
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] não é um dígito de 1 a 9 nem está em branco; corrija-a
       *[other] não são dígitos de 1 a 9 nem estão em branco; corrija-as
    } para usar a grade
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(os dígitos também se encaixam em { $places }: confira qual é a grade certa)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file }: { $blocks }: resultados de fórmulas (cálculos da própria pasta de trabalho), não lidos como sudokus; indique um intervalo para ler um deles
find-none = { $file }: nenhuma grade encontrada (uma grade é um bloco 9x9 com pelo menos 17 dígitos)
find-table = { $file }: { $place }: um bloco de números grande ou denso demais para conter grades de sudoku (uma tabela); não foi examinado
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } grade encontrada
       *[other] { $grids } grades encontradas
    } em { $files ->
        [one] { $files } arquivo
       *[other] { $files } arquivos
    } (ilegíveis: { $unreadable }); { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file }: { $count ->
        [one] { $count } linha ignorada, que não é
       *[other] { $count } linhas ignoradas, que não são
    } um sudoku: { $places }
explain-passed-rows = { $file }: { $count ->
        [one] { $count } linha da planilha ignorada, que não é
       *[other] { $count } linhas da planilha ignoradas, que não são
    } um sudoku: { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file }: as planilhas de Passos foram gravadas só para as primeiras { $first } grades; as outras { $count } estão explicadas acima e no relatório (as planilhas de cada grade ocupam memória até que a cópia seja salva)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = linha { $n }
place-line = linha { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $place } de { $sheet }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file }: { $place }: sudoku inválido: { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions lê os rótulos das regiões de um intervalo da pasta de trabalho, que uma lista não tem; resolva os sudokus irregulares como grades
list-line-length = um sudoku { $n }x{ $n } tem { $expected } símbolos, esta linha tem { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = o caractere { $position } ({ $found }) não é um dígito de uma grade { $n }x{ $n }
list-more-problems = { $file }: mais { $count ->
        [one] { $count } problema não mostrado
       *[other] { $count } problemas não mostrados
    }; --report lista todos
list-more-problems-report = { $file }: mais { $count ->
        [one] { $count } problema não mostrado
       *[other] { $count } problemas não mostrados
    } (veja o relatório)
# $output: the file written.
list-summary = { $file }: { $count ->
        [one] { $count } sudoku
       *[other] { $count } sudokus
    }; resolvidos: { $solved }, com várias soluções: { $several }, sem solução: { $none }, inválidos: { $invalid } -> { $output }
error-text-to-file = uma saída de texto só pode ser gravada em arquivo
# A list entry stored as a number in the sheet.
list-stored-as-number = o sudoku está guardado como número, o que faz perder dígitos; formate a coluna como texto e digite-o de novo
# $kib: the longest line read, in KiB.
list-line-too-long = a linha tem mais de { $kib } KiB; uma linha de sudoku tem 81 caracteres
list-not-separated = o sudoku não está separado do que vem depois dele
list-spaced = { $count } caracteres com espaços entre os dígitos: os espaços não são lidos como células vazias; escreva . ou 0 para cada célula vazia

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = arquivos
progress-puzzles = sudokus
progress-elapsed = { $elapsed } decorridos
progress-elapsed-eta = { $elapsed } decorridos, restam { $eta }
progress-counts = resolvidos: { $solved }, com falha: { $failed }
# $detail: what the system said.
error-threads = não é possível iniciar as threads de trabalho: { $detail }
error-interrupted-after = interrompido depois que a saída foi gravada

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = nenhum sudoku de nível { $level } encontrado em { $limit } s (tentativas: { $tried }); { $why }
generate-none-found = nenhum sudoku encontrado em { $limit } s (tentativas: { $tried }); { $why }
generate-why-four = um 4x4 nunca precisa de mais do que candidatos únicos, então todo 4x4 é fácil
generate-why-time = dê mais tempo com --time-limit, ou peça outro nível
generate-why-large = a avaliação de tamanhos acima de 10x10 usa candidatos únicos, candidatos bloqueados, subconjuntos e peixes, então os níveis mais difíceis aparecem rápido e os mais fáceis, raramente
generate-no-full-grid = esta forma não tem nenhuma grade completa
generate-full-grid-time = nenhuma grade completa desta forma foi encontrada em { $limit } s; dê mais tempo com --time-limit
generate-more-time = { $why }; dê mais tempo com --time-limit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = sudoku { $n }: { $why }
generate-not-made = sudoku { $n }: não foi criado
generate-nothing-written = nada foi gravado; dê mais tempo com --time-limit, ou escolha outro --difficulty
generate-nothing-written-givens = nada foi gravado; dê mais tempo com --time-limit, ou escolha outro --difficulty ou --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $count } de { $total } sudokus não puderam ser reduzidos a { $target } números dados e ficaram com mais: { $count ->
        [one] sudoku
       *[other] sudokus
    } { $puzzles }; { $advice }
givens-advice-time = o limite de tempo se esgotou antes: dê mais tempo com --time-limit, ou peça --givens { $reached } ou mais
givens-advice-seldom = uma grade após a outra, nenhuma chegou mais perto, então mais tempo não ajudaria: este gerador raramente desce até { $target } números dados; peça --givens { $reached } ou mais
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = uma grade após a outra, nenhuma chegou mais perto, então mais tempo não ajudaria: este gerador raramente desce até { $target } números dados, menos ainda com --symmetry { $symmetry } (--symmetry none permite sudokus mais esparsos); peça --givens { $reached } ou mais
# Why no jigsaw layout came out.
layout-bad-size = grades de tamanho { $n } não são suportadas; use um destes: 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = nenhuma disposição irregular { $n }x{ $n } com grade completa foi encontrada em { $tries } tentativas
layout-out-of-time = nenhuma disposição irregular { $n }x{ $n } com grade completa foi encontrada no tempo permitido (tentativas: { $tries })

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file }: não é um relatório como os que o sudoku-xlsx grava: { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file }: uma linha tem o valor { $order } na coluna order, que o sudoku-xlsx nunca grava
merge-two-shards = { $file } contém linhas da parte { $first } e da parte { $second }: não é o relatório de um único trabalhador
merge-out-of-order = { $file }: as linhas não estão na ordem em que o trabalhador as gravou ({ $order } depois de uma posterior)
merge-kinds = { $first } e { $second } não são do mesmo tipo: o relatório combinado e todos os relatórios a combinar devem ser todos CSV ou todos JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } tem as colunas { $first_columns }, mas { $second } tem { $second_columns }: combine relatórios de uma mesma execução do comando, com as mesmas opções
# $why: what is wrong with the text.
merge-shard-column = { $file }: a coluna shard contém { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = os trabalhadores listaram lotes diferentes ({ $a } e { $b } eram ambos o arquivo { $n } da sua lista): um arquivo apareceu ou sumiu enquanto eles começavam; execute de novo todas as partes sobre um mesmo lote
merge-batches-two-places = os trabalhadores listaram lotes diferentes ({ $file } era o arquivo { $first } de um e o arquivo { $second } de outro): um arquivo apareceu ou sumiu enquanto eles começavam; execute de novo todas as partes sobre um mesmo lote
merge-other-run = { $first } é uma parte de um lote dividido em { $n }, mas { $second } é a parte { $shard }: combine os relatórios de uma mesma execução
merge-shard-twice = { $first } e { $second } contêm ambos a parte { $shard }
merge-too-many = foram indicados { $given } relatórios para uma execução de { $n } partes; indique o relatório de cada parte uma só vez
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] falta o relatório da parte { $shards }
       *[other] faltam os relatórios das partes { $shards }
    }; indique o relatório de todas as partes (uma parte que não recebeu nenhum arquivo grava um relatório vazio)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } relatório, vazio
       *[other] { $count } relatórios, todos vazios
    }
merged-shards = { $count ->
        [one] { $count } relatório
       *[other] { $count } relatórios
    } de { $shards } partes
merged-in-order = { $count ->
        [one] { $count } relatório
       *[other] { $count } relatórios na ordem indicada (eles não têm colunas de parte)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Combinação de { $what }: { $rows ->
        [one] { $rows } linha
       *[other] { $rows } linhas
    } de { $files ->
        [one] { $files } arquivo
       *[other] { $files } arquivos
    }{ $counts }; gravado: { $output }
invalid-why = inválido: { $why }

## The rest of the refusals.

error-report-name = { $file }: um relatório é gravado como CSV ou JSON; dê a ele um nome .csv ou .json
error-not-a-file = não é um arquivo comum (um pipe ou um dispositivo); salve primeiro a pasta de trabalho ou a lista em um arquivo
# In rate's report message column and on the terminal.
rate-clash = os números dados violam as regras
# Grid shapes that cannot be built.
shape-boxes = blocos de { $rows }x{ $cols } não cabem numa grade { $n }x{ $n } (linhas x colunas deve dar { $n })
shape-region-cells = o mapa de regiões tem { $found } células, e uma grade { $n }x{ $n } tem { $cells }
shape-region-count = o mapa de regiões tem { $found } regiões, e uma grade { $n }x{ $n } precisa de { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = cada região precisa de { $n } células: { $sizes }
shape-region-has = a região { $region } tem { $count }
shape-windoku = o windoku precisa de uma grade 9x9, não { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text }: uma página comporta 1, 2, 4 ou 6 sudokus
value-size = { $text }: uma grade tem 4, 6, 8, 9, 10, 12, 15, 16 ou 25 células de lado
value-seconds = { $text }: informe um número de segundos maior que 0 e no máximo 86400, como 60 ou 0.5
value-boxes = { $text }: indique a forma do bloco como linhas x colunas, p. ex. 2x3
value-symmetry = simetria desconhecida { $text }; use none, rotational ou mirror
value-level = nível desconhecido { $text }; use easy, medium, hard, expert ou extreme
value-hint-level = nível de dica desconhecido { $text }; use nudge, cells ou full
value-paper = tamanho de papel desconhecido { $text }; use a4 ou letter
# $why: one of the shard-* reasons below.
shard-bad = { $text }: { $why }; indique K/N com 1 <= K <= N, p. ex. 2/8
shard-not-a-shard = não é uma parte
shard-whole-numbers = K e N devem ser números inteiros
shard-n-zero = N deve ser pelo menos 1
shard-n-large = N pode ser no máximo { $most }
shard-k-range = K deve estar entre 1 e { $n }
shard-index-bad = { $text }: { $why }; indique I/N com 0 <= I < N, p. ex. 0/8
shard-not-an-index = não é um índice de parte
shard-i-whole = I deve ser um número inteiro
shard-i-large = I é grande demais
# $given: I/N as typed.
shard-i-range = I deve estar entre 0 e N-1, e N deve ser pelo menos 1 (foi indicado { $given })
# $seconds: the time spent, with one decimal.
generate-timeout = nenhum sudoku de nível { $level } encontrado em { $attempts } tentativas, dentro de { $seconds } s
generate-too-many-givens = um sudoku tem no máximo 81 números dados, não { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = a parte { $part } da pasta de trabalho
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } descompactados a partir de { $packed }{ $why }
large-limit = ; o limite é { $limit }
large-bomb = ; isto parece uma bomba de descompressão
large-shared-strings = a parte de strings compartilhadas
large-strings-claimed = ela declara { $claimed } strings em { $size }, que não comportam tantas
large-file = o arquivo
large-xls = { $size }; o limite para arquivos .xls é { $limit }
large-spreadsheet = o arquivo de planilha
large-ods-cells = suas planilhas abrangem { $cells } células ou mais, contando as repetições uma a uma; o limite para arquivos .ods é { $limit } (apague o que está longe da grade, ou salve como .xlsx)
large-ods-text = suas células contêm { $mib } MiB de texto ou mais, contando repetições e espaços um a um; o limite é { $limit } MiB
large-list = a lista
large-list-lines = mais de 4.294.967.295 linhas; divida-a em arquivos menores
size-bytes = { $n ->
        [one] { $n } byte
       *[other] { $n } bytes
    }
damaged-overlap = duas partes do arquivo zip compartilham os mesmos bytes, um truque das bombas de descompressão
note-more-cells = e mais { $count ->
        [one] { $count } célula cortada ou deixada de fora
       *[other] { $count } células cortadas ou deixadas de fora
    }

## Saving, and jigsaw regions read from labels.

save-no-extension = o nome não tem extensão; dê à pasta de trabalho um nome .xlsx (ou .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = o sudoku-xlsx grava pastas de trabalho do Excel, não arquivos .{ $ext }; dê à saída um nome .xlsx (ou .xlsm, .xltx, .xltm)
save-not-a-file = não é um arquivo comum (uma pasta, um dispositivo ou um pipe); indique um arquivo para gravar
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = a região { $region } tem { $count } (começando em { $cell })
regions-count = um sudoku irregular { $n }x{ $n } precisa de { $n } regiões de { $n } células cada; os rótulos formam { $count ->
        [one] { $count } região
       *[other] { $count } regiões
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message }: { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = não foi possível decidir em { $time }
generate-out-of-time = nenhuma grade completa foi encontrada nem descartada no tempo permitido
usage-give-seed = indique uma semente (--seed)
large-xls-cells = suas planilhas abrangem { $cells } células ou mais, da primeira à última célula usada; o limite para arquivos .xls é { $limit } (apague o que está longe da grade, ou salve como .xlsx)
large-xls-sheet = uma planilha declara { $rows } linhas e { $cols } colunas; uma planilha .xls tem no máximo 65536 linhas e 256 colunas
