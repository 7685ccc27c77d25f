## Refusals: what is wrong with a file, a workbook, a range or the command line, and what
## to do. Sheet names, ranges and names come quoted already ("Week 3"); $place is a sheet
## and range (Sheet1!A1:I9); flags (--range, --sheet, -o) stay as they are in every
## language, since they are what the user types.

# What a file is instead of a workbook ($what in error-unknown-format).
format-empty = o arquivo está vazio
format-word = este é um documento do Word, não uma pasta de trabalho
format-powerpoint = esta é uma apresentação do PowerPoint, não uma pasta de trabalho
format-zip = este é um arquivo zip sem nenhuma pasta de trabalho dentro
format-pdf = este é um documento PDF, não uma pasta de trabalho
format-other = este arquivo não é uma pasta de trabalho
error-unknown-format = { $what }; o sudoku-xlsx lê pastas de trabalho .xlsx, .xlsm, .xltx, .xlsb, .xls e .ods
error-encrypted = a pasta de trabalho está criptografada; salve-a sem senha e tente novamente
# $detail: what the reader said, as it said it.
error-damaged = a pasta de trabalho está danificada e não pode ser lida ({ $detail }); abra-a no Excel ou no LibreOffice e salve-a novamente
# $what: a part of the workbook; $detail: its size against the limit.
error-too-large = { $what } é grande demais para uma leitura segura ({ $detail })
error-too-much-to-carry = as planilhas da pasta de trabalho contêm { $mib } MiB de dados descompactados, mais que os { $limit } MiB que uma cópia resolvida comporta
error-too-many-formats = a cópia resolvida precisaria de { $formats } formatos de célula, mais que os { $most } que o Excel abre (a pasta de trabalho tem { $have })
error-no-worksheet = a pasta de trabalho não tem nenhuma planilha com células
# A sheet asked for by its number: $n, and how many sheets there are.
sheet-number = número { $n } (há { $count })
# Sheets that hold no cells ($kind in error-not-a-worksheet and sheet-not-carried).
sheet-chart = planilha de gráfico
sheet-macro = planilha de macro
sheet-dialog = planilha de diálogo
error-not-a-worksheet = a planilha { $sheet } é uma { $kind }, não uma planilha com células (planilhas com células: { $worksheets })
# Written in a rebuilt copy where such a sheet was.
sheet-not-carried = Aqui havia uma { $kind } na pasta de trabalho original; o sudoku-xlsx não a copia.
error-name-not-found = { $name } não é um intervalo como A1:I9 nem um nome definido na pasta de trabalho (nomes definidos: { $names })
# $why: what is wrong with what the name refers to.
error-bad-name = o nome { $name } se refere a { $refers }: { $why }
error-sheet-mismatch = o intervalo { $range } está na planilha { $range_sheet }, mas foi escolhida a planilha { $sheet }
error-overlapping = as grades { $first } e { $second } da planilha { $sheet } têm células em comum; indique intervalos que não se sobreponham
# $what: the command that refused it (play, hint, find).
error-not-nine = { $place } é uma grade { $size }x{ $size }; { $what } lê apenas grades 9x9 (solve, rate, explain e generate aceitam outros tamanhos)
# $evidence: which digits the range leaves out, and where.
error-not-the-grid = { $place } parece ser só uma parte de uma grade situada em { $grid } ({ $evidence })
error-empty-range = { $place } está vazio, mas a planilha tem uma grade em { $grids }
error-ambiguous = os dígitos em { $place } também poderiam ser lidos como a grade em { $also }; a grade não é adivinhada
# $problem: what is wrong at the range read, in full.
error-grid-elsewhere = { $problem }; a grade parece estar em { $grid }
error-in-table = { $place } faz parte de uma tabela de números, não de uma grade de sudoku: quase todo bloco 9x9 ao redor poderia ser lido como uma grade
error-no-grid = nenhuma grade 9x9 com pelo menos 17 dígitos foi encontrada { $count ->
        [one] na planilha
       *[other] nas planilhas
    } { $sheets }
error-no-sized-grid = nenhuma grade { $size }x{ $size } foi encontrada { $count ->
        [one] na planilha
       *[other] nas planilhas
    } { $sheets }
error-output-exists = o arquivo de saída já existe
error-output-folder-missing = a pasta do arquivo de saída não existe
# $detail: what the system said.
error-write = não é possível gravar o arquivo de saída: { $detail }

## Ranges as typed; $text is what was typed, quoted.

address-not-a-cell = { $text } não é um endereço de célula como C4
address-row-zero = { $text }: as linhas são numeradas a partir de 1
address-row-too-large = { $text }: uma planilha tem as linhas de 1 a 1048576
address-column-too-large = { $text }: uma planilha tem as colunas de A a XFD
address-not-a-range = { $text } não é um intervalo como A1:I9
# $fixed: the same range written the right way round.
address-backwards = { $text } está escrito ao contrário; escreva primeiro a célula do canto superior esquerdo: { $fixed }
address-not-square = { $text } tem { $rows } linhas por { $cols } colunas; uma grade de sudoku é de 9 por 9 (por exemplo, A1:I9), ou quadrada com 4, 6, 8, 10, 12, 15, 16 ou 25 células de lado (A1:P16 é 16x16)
address-bad-sheet-name = { $text }: o nome da planilha não está entre aspas simples corretamente; escreva-o assim: 'My sheet'!A1:I9

## The command line's refusals: the workbook's error ($error, one of the above) with the
## flag that fixes it.

cli-output-is-input = o arquivo de saída substituiria o arquivo de entrada; escolha outro nome com -o
cli-no-puzzle-line = nenhuma linha de sudoku encontrada; uma linha de sudoku tem 81 caracteres de 1 a 9, com . ou 0 para uma célula vazia
# $column: a column letter; $sheets: the sheets searched, quoted.
cli-no-puzzle-column = nenhum sudoku encontrado na coluna { $column } { $count ->
        [one] da planilha
       *[other] das planilhas
    } { $sheets }; um sudoku são 81 caracteres de 1 a 9, com . ou 0 para uma célula vazia, em uma célula dessa coluna, um sudoku por linha; escolha a coluna com --list
# After the folder's name and a colon.
cli-folder-missing = a pasta não existe; crie-a antes (só a pasta de --out-dir é criada automaticamente)
cli-not-a-worksheet = a planilha { $sheet } é uma { $kind }, não uma planilha com células; escolha outra com --sheet (planilhas com células: { $worksheets })
cli-too-much = { $error }; use --grid-only para gravar só as grades resolvidas
# $grid: the range of the grid found, e.g. B2:J10.
cli-not-the-grid = { $error }; use --range { $grid }, ou --range auto (--exact lê o intervalo como foi indicado)
cli-empty-range-nine = { $error }; use --range { $grid }, ou --range auto
cli-empty-range = { $error }; use --range { $grid }
cli-ambiguous = { $error }; indique com --range a grade desejada
cli-in-table = { $error }; indique o intervalo da grade com --range (--exact lê o intervalo como foi indicado)
cli-grid-elsewhere-nine = { $error }: use --range { $grid }, ou --range auto
cli-grid-elsewhere = { $error }: use --range { $grid }
cli-no-grid = { $error }; indique com --range onde está a grade
cli-sheet-mismatch = --range { $range } está na planilha { $range_sheet }, mas --sheet escolhe { $sheet }; remova uma das duas opções ou faça-as concordar
cli-output-exists = o arquivo de saída já existe; use --force para substituí-lo, ou -o para escolher outro nome

## Mistakes in the command line itself (in English, clap's own words are printed). $arg is
## a flag as the help shows it, quoted ('--range <RANGE|NAME|auto>'); $value what was typed.

clap-invalid-value = valor { $value } inválido para { $arg }: { $reason }
clap-unknown-argument = argumento inesperado { $arg } encontrado
clap-unknown-command = subcomando não reconhecido { $name }
clap-missing = os seguintes argumentos obrigatórios não foram fornecidos: { $args }
clap-conflict = o argumento { $arg } não pode ser usado com { $other }
clap-more = Para mais informações, tente '--help'.

## Why a range looks like part of a grid nearby ($evidence in error-not-the-grid).

format-text = este é um arquivo de texto, não uma pasta de trabalho (para listas de sudokus, veja `solve --help`)
evidence-digits = algarismos em { $cells }, logo { $sides }
side-below = abaixo
side-above = acima
side-right = à direita
side-left = à esquerda
evidence-moved = os mesmos algarismos, lidos { $moves }, formam um sudoku melhor
move-lower = { $count ->
        [one] 1 linha
       *[other] { $count } linhas
    } mais abaixo
move-higher = { $count ->
        [one] 1 linha
       *[other] { $count } linhas
    } mais acima
move-right = { $count ->
        [one] 1 coluna
       *[other] { $count } colunas
    } mais à direita
move-left = { $count ->
        [one] 1 coluna
       *[other] { $count } colunas
    } mais à esquerda

## A puzzle typed as text (a line of a list, or the page's box).

puzzle-bad-char = o caractere { $position } é { $found }; uma linha de sudoku usa só 1-9, e . ou 0 para vazio
puzzle-length = uma linha de sudoku tem 81 caracteres, esta tem { $count }
puzzle-cells = esperadas { $expected } células, encontradas { $found }
puzzle-symbol = célula { $cell }: { $ch } não é um algarismo de uma grade { $n }x{ $n }
puzzle-hex = símbolos hexadecimais são para grades 16x16, não { $n }x{ $n }
puzzle-refused = o sudoku: { $why }
puzzle-several = o sudoku tem mais de uma solução
puzzle-no-level = sem nível: { $why }; só um sudoku com exatamente uma solução é avaliado
puzzle-hint-nine = as dicas são para sudokus 9x9; peça os passos em vez disso

## Flags that do not go together, or inputs the command line cannot take.

usage-no-workbooks-in = nenhuma pasta de trabalho encontrada em { $places }
usage-no-workbooks = nenhuma pasta de trabalho encontrada
usage-all-sheets-ranges = --all-sheets aceita intervalos simples como A1:I9, não nomes nem intervalos em uma planilha nomeada
usage-auto-alone = --range auto encontra todas as grades; use-o sozinho, sem outros intervalos
usage-auto-regions = --range auto não aceita --regions; informe o intervalo da grade, por exemplo { $range }
usage-range-size = --range { $range } é { $side }x{ $side }, mas --size é { $n }; informe um intervalo de { $n } por { $n } células ou omita --size
usage-regions-size = --regions { $regions } é { $side }x{ $side }, mas --range { $range } é { $grid }x{ $grid }; o intervalo das regiões tem o tamanho da grade
usage-shard-output = --shard { $shard } divide um lote de arquivos entre processos, e -o nomeia a saída de uma única pasta de trabalho; informe a pasta ou os arquivos a dividir, com --out-dir se as saídas forem para outro lugar
usage-list-column = --list aceita uma letra de coluna como C, não { $text }
usage-regions-boxes = --regions substitui os blocos; use --boxes ou --regions, não os dois
usage-windoku-regions = os blocos extras do windoku precisam dos blocos 3x3 habituais, não de --regions
usage-solutions-to-same = --solutions-to nomeia a própria pasta de trabalho dos sudokus; informe outro arquivo
usage-hex-size = --symbols hex é para sudokus 16x16; acrescente --size 16
usage-givens-nine = --givens é para sudokus 9x9; os outros tamanhos e variantes têm tão poucos números dados quanto a simetria permite
usage-per-page-nine = os cadernos --per-page são para sudokus 9x9
usage-jigsaw-size = --jigsaw cria disposições de até 16x16; uma disposição irregular 25x25 com a grade completa é rara demais para ser encontrada a tempo
usage-play-report = play não grava relatório; omita --report
usage-explain-list-output = explain grava pastas de trabalho só para grades; uma lista de sudokus é explicada no terminal e com --report ARQUIVO.json
usage-report-output = o relatório substituiria uma saída
usage-one-output = -o nomeia um único arquivo de saída, mas foram informadas { $count } entradas; use --out-dir para várias
usage-same-output = { $first } e { $second } seriam ambos gravados em { $output }; resolva-os separadamente ou use --out-dir com pastas distintas

## hint's own refusals, and a warning several files gave.

hint-not-a-list = hint lê uma grade em jogo numa pasta de trabalho, não uma lista de sudokus
hint-not-a-file = não é um arquivo comum (um pipe ou um dispositivo); salve primeiro a pasta de trabalho em um arquivo
hint-a-folder = é uma pasta; hint lê uma única pasta de trabalho
hint-several-grids = { $count } grades encontradas ({ $places }); indique com --range a que está sendo jogada
hint-kind = { $place } é uma grade { $kind }
hint-larger = { $place } contém letras ou números acima de 9 ({ $cell }: { $what }), como uma grade maior
hint-nine-only = { $why }; hint só trabalha com grades clássicas 9x9 (explain mostra cada passo de outros tamanhos e variantes)
batch-warning-files = { $count } arquivos ({ $first } e outros): { $words }
