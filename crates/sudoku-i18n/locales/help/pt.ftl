## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Uso:
help-heading-options = Opções
help-heading-arguments = Argumentos
help-heading-commands = Comandos
help-flag-help = Mostra a ajuda (veja mais com '--help')
help-flag-version = Mostra a versão
help-heading-other-sizes-and-variants = Outros tamanhos e variantes

help-root-about =
    Resolve, gera e avalia sudokus guardados em planilhas
help-root-after =
    Código de saída:
      0    todos os sudokus foram resolvidos (um sudoku com várias soluções conta como
           resolvido; mostra-se uma delas)
      1    um sudoku não pode ser resolvido: seus números dados violam as regras, ou não
           existe solução
      2    uma entrada não pode ser usada (ilegível, formato desconhecido, criptografada,
           grande demais, planilha inexistente, intervalo inválido, valores de célula
           inválidos), uma saída não pode ser gravada ou já existe, ou erro de uso
      3    não foi possível decidir um sudoku dentro de --time-limit (grades de outros
           tamanhos e variantes)
      130  interrompido (Ctrl-C ou SIGTERM)
    Quando vários sudokus são processados, devolve-se o maior código que se aplica. `rate`,
    `explain` e `play` usam os mesmos códigos; `hint` devolve 1 quando números digitados
    estão errados ou se repetem; `generate` devolve 2 quando nem todos os sudokus puderam
    ser criados a tempo; `report merge` devolve 0 quando combina os relatórios ou 2 quando
    os recusa.
    Quando o programa que lê a saída se encerra (`... | head -1`), a execução termina em
    silêncio com 0.
help-root-color =
    Quando imprimir a grade resolvida em cores (números dados em negrito, números resolvidos em azul): `auto` num terminal, a menos que a variável de ambiente NO_COLOR esteja definida, `always`, `never`
help-root-lang =
    O idioma das mensagens e das palavras que são gravadas nas pastas de trabalho: en, fr, de, es, pt, it, ja, zh (chinês simplificado) ou tr. Sem esta opção, vale o idioma da localidade (LC_ALL, depois LC_MESSAGES, depois LANG); C, POSIX e um idioma para o qual não há palavras significam inglês

help-solve-about =
    Resolve a grade de uma pasta de trabalho e grava uma nova pasta de trabalho, formatada, com a solução
help-solve-after =
    A grade tem 9x9 células (A1:I9, salvo indicação contrária de --range). Uma célula está
    vazia quando está em branco, contém 0 ou só espaços; um número dado é um número inteiro
    de 1 a 9, escrito como número ou como texto. Qualquer outro conteúdo é apontado junto com
    a sua célula. Um intervalo quadrado de outro tamanho (de 4 a 25 células de lado) é um
    sudoku desse tamanho, com dígitos de 1 a N (e também letras depois do 9); veja acima as
    opções para outros tamanhos e variantes. O arquivo de entrada nunca é alterado: a solução
    vai para uma nova pasta de trabalho, <entrada>.solved.xlsx ao lado da entrada, salvo
    indicação contrária de -o.
    
    Exemplos:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (um nome definido)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (todas as grades, onde estiverem)
      sudoku-xlsx solve library.xlsx --list C            (uma lista de sudokus na coluna C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (uma grade 16x16)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (irregular; regiões rotuladas ali)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (trabalhador 2 de 8; ver `report merge`)
    
    Código de saída:
      0 resolvido, 1 impossível de resolver (números dados em conflito ou sem solução),
      2 entrada ou saída inutilizável, ou erro de uso; 3 não foi possível decidir um sudoku
      dentro de --time-limit; 130 interrompido.
help-solve-inputs =
    Pastas de trabalho: .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (quem decide é o conteúdo, não o nome); pastas, percorridas recursivamente em busca de pastas de trabalho; listas de sudokus em texto (.txt, .sdm, .csv)
help-solve-sheet =
    A planilha a ler: um nome, ou um número contado a partir de 1 [padrão: a primeira planilha com células]
help-solve-range =
    A grade: um intervalo como B6:J14 (ou 'Week 12'!B6:J14), um nome definido na pasta de trabalho, ou `auto` para todas as grades 9x9 encontradas nas planilhas (veja `find`). Um intervalo quadrado de outro tamanho é um sudoku desse tamanho (A1:P16 é 16x16). Repita a opção para várias grades na mesma planilha [padrão: A1:I9]
help-solve-exact =
    Lê exatamente o intervalo indicado, sem verificar se ele parece uma vista deslocada ou parcial de uma grade próxima
help-solve-all-sheets =
    Lê o intervalo da grade em todas as planilhas com células
help-solve-include-empty =
    Com --all-sheets, aceita as grades totalmente em branco em vez de ignorá-las
help-solve-list =
    Lê uma lista de sudokus: um sudoku de 81 caracteres por linha, nesta coluna (uma letra como C). Arquivos de texto (.txt, .sdm, .csv) também são lidos como listas, um sudoku por linha
help-solve-report =
    Grava neste arquivo uma linha por grade ou por linha de lista: CSV ou JSON, conforme a extensão
help-solve-shard =
    Processa só a parte K de N do lote, para N trabalhadores que o dividem entre si (job arrays): os arquivos, por um hash fixo do seu caminho dentro da pasta indicada; as linhas de uma única lista, pelo número da linha. O relatório (e a saída de uma lista) recebe .K-of-N antes da extensão; `sudoku-xlsx report merge` combina os relatórios
help-solve-shard-index =
    --shard contado a partir de 0, para os sistemas que numeram assim os seus trabalhadores (JOB_COMPLETION_INDEX do Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX do AWS Batch): I/N equivale a --shard I+1/N
help-solve-size =
    Células de lado: 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Define o intervalo padrão (A1:P16 para 16); uma lista de sudokus passa então a ter N*N símbolos por linha [padrão: o tamanho de --range, senão 9]
help-solve-boxes =
    O formato dos blocos, linhas x colunas, p. ex. 3x2 [padrão: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, conforme o tamanho]
help-solve-symbols =
    Como os dígitos são escritos: auto (números 1..N, ou 1-9 e depois as letras A, B, ...) ou hex (só 16x16: 0-9 e depois A-F)
help-solve-diagonal =
    Sudoku diagonal: as duas diagonais maiores (a principal e a secundária) contêm cada dígito uma única vez
help-solve-windoku =
    Windoku (9x9): quatro blocos 3x3 adicionais contêm cada dígito uma única vez
help-solve-regions =
    Sudoku irregular (jigsaw): um intervalo do tamanho da grade (em qualquer planilha, ou um nome definido) com o rótulo de uma região em cada célula; cada região substitui um bloco e deve ter N células
help-solve-time-limit =
    Por quanto tempo o resolvedor pode procurar numa grade de outro tamanho ou variante antes de desistir sem decidir (código de saída 3); uma grade 9x9 é sempre decidida em milissegundos [padrão: 60]
help-solve-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-solve-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-solve-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados
help-solve-output =
    Onde gravar a pasta de trabalho resolvida, para uma única entrada [padrão: <nome-base da entrada>.solved.xlsx ao lado da entrada]. A pasta de destino precisa existir. Com uma lista de sudokus, um nome terminado em .txt ou .csv grava texto em vez disso
help-solve-out-dir =
    Grava as saídas dentro desta pasta (criada se não existir), reproduzindo a estrutura das pastas de entrada
help-solve-grid-only =
    Grava só as grades resolvidas. Sem esta opção, a cópia resolvida mantém em volta das grades todas as planilhas e células da entrada (valores, fórmulas, estilos, mesclagens, larguras)

help-generate-about =
    Cria novos sudokus, cada um com exatamente uma solução, e os grava numa pasta de trabalho para imprimir ou distribuir
help-generate-after =
    Os níveis são faixas da escala do Sudoku Explainer (docs/difficulty.md): easy (fácil,
    até 2,5) só exige candidatos únicos; medium (médio, 2,6-3,4), candidatos bloqueados,
    pares e X-Wings; hard (difícil, 3,5-5,9), trios, quartetos, Swordfish, Jellyfish,
    XY-Wings e XYZ-Wings, retângulos de exclusividade e BUG+1; expert (especialista,
    6,0-7,9), padrões de um só dígito, peixes com barbatana, coloração, cadeias e ALS;
    extreme (extremo, 8,0 ou mais), cadeias forçadas ou um palpite.
    
    A pasta de trabalho tem uma planilha por sudoku, jogável no próprio programa de
    planilhas, sem macros (como as que `play` cria: números dados bloqueados, número repetido
    em vermelho, um contador até "Resolvido!", anotações; --check-answers deixa laranja um
    número errado), com o nível embaixo da grade, e uma planilha final Soluções, ou nenhuma
    com --no-solutions, ou as soluções numa pasta de trabalho à parte com --solutions-to.
    --per-page acrescenta uma planilha Caderno que imprime 1, 2, 4 ou 6 sudokus por página,
    no papel escolhido com --paper: a4 ou letter. A mesma --seed sempre dá os mesmos
    sudokus.
    
    Exemplos:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Código de saída: 0 gravado; 2 nem todos os sudokus puderam ser criados a tempo (nada é
    gravado), a saída já existe e falta --force, ou erro de uso; 130 interrompido.
help-generate-count =
    Quantos sudokus criar
help-generate-difficulty =
    O nível que todos os sudokus devem ter: easy, medium, hard, expert ou extreme [padrão: qualquer um]
help-generate-symmetry =
    Simetria dos números dados: none, rotational ou mirror
help-generate-givens =
    A quantidade de números dados desejada (17-81); se ela não puder ser alcançada, fica o sudoku de solução única mais próximo [padrão: o mínimo possível]
help-generate-seed =
    Semente das escolhas aleatórias; a mesma semente dá os mesmos sudokus [padrão: uma nova, que é impressa]
help-generate-output =
    A pasta de trabalho a gravar. A pasta de destino precisa existir
help-generate-list =
    Grava uma única planilha com uma string de sudoku por linha (com nível, pontuação e solução), o formato que `solve --list A` lê; com -o NOME.txt ou NOME.csv, grava o mesmo em texto
help-generate-title =
    Imprime este título no cabeçalho da página, acima de cada sudoku
help-generate-no-solutions =
    Omite a planilha Soluções, para distribuir os sudokus sozinhos
help-generate-solutions-to =
    Grava a planilha Soluções nesta pasta de trabalho, separada dos sudokus. A pasta de destino precisa existir
help-generate-check-answers =
    Guarda as respostas numa planilha muito oculta, para que um número digitado que difere da resposta fique laranja (uma comodidade, não um segredo)
help-generate-per-page =
    Acrescenta uma planilha Caderno que imprime esta quantidade de sudokus por página: 1, 2, 4 ou 6
help-generate-paper =
    O papel em que as planilhas são impressas: a4 ou letter [padrão: o da localidade (Carta nos EUA, no Canadá, no México e nas Filipinas), senão A4]
help-generate-time-limit =
    Desiste de um sudoku que não atingiu o nível depois desta quantidade de segundos
help-generate-size =
    Células de lado: 4, 6, 8, 9, 10, 12, 15, 16 ou 25
help-generate-boxes =
    O formato dos blocos, linhas x colunas, p. ex. 3x2 [padrão: conforme o tamanho, como em solve]
help-generate-symbols =
    Como são escritos os dígitos acima de 9: numbers (10, 11, ...), letters (1-9 e depois A, B, ...) ou hex (só 16x16: 0-9 e depois A-F)
help-generate-diagonal =
    Sudoku diagonal: as duas diagonais maiores (a principal e a secundária) contêm cada dígito uma única vez
help-generate-windoku =
    Windoku (9x9): quatro blocos 3x3 adicionais contêm cada dígito uma única vez
help-generate-jigsaw =
    Sudoku irregular (jigsaw): cada sudoku recebe o seu próprio desenho aleatório de regiões irregulares no lugar dos blocos (até 16x16)
help-generate-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-generate-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-generate-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados

help-rate-about =
    Classifica sudokus pelas técnicas de que uma pessoa precisa para resolvê-los: uma dificuldade na escala do Sudoku Explainer e um nível (fácil, médio, difícil, especialista, extremo). Lê tudo o que `solve` lê; não grava nenhuma pasta de trabalho
help-rate-after =
    Imprime, para cada sudoku: o nível, a pontuação (a dificuldade, no estilo do Sudoku
    Explainer, do passo mais difícil, de 1,0 a 11,0), a técnica mais difícil, as técnicas
    usadas, a quantidade de números dados e se a solução é única. --report grava o mesmo em
    CSV ou JSON. `explain` mostra os próprios passos.
    
    Exemplos:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (um quarto das linhas)
    
    Código de saída: 0 todos os sudokus avaliados; 1 um sudoku não tem solução ou tem
    números dados em conflito; 2 uma entrada não pode ser usada; 3 não foi possível decidir
    um sudoku dentro de --time-limit; 130 interrompido.
help-rate-inputs =
    Pastas de trabalho: .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (quem decide é o conteúdo, não o nome); pastas, percorridas recursivamente em busca de pastas de trabalho; listas de sudokus em texto (.txt, .sdm, .csv)
help-rate-sheet =
    A planilha a ler: um nome, ou um número contado a partir de 1 [padrão: a primeira planilha com células]
help-rate-range =
    A grade: um intervalo como B6:J14 (ou 'Week 12'!B6:J14), um nome definido na pasta de trabalho, ou `auto` para todas as grades 9x9 encontradas nas planilhas (veja `find`). Um intervalo quadrado de outro tamanho é um sudoku desse tamanho (A1:P16 é 16x16). Repita a opção para várias grades na mesma planilha [padrão: A1:I9]
help-rate-exact =
    Lê exatamente o intervalo indicado, sem verificar se ele parece uma vista deslocada ou parcial de uma grade próxima
help-rate-all-sheets =
    Lê o intervalo da grade em todas as planilhas com células
help-rate-include-empty =
    Com --all-sheets, aceita as grades totalmente em branco em vez de ignorá-las
help-rate-list =
    Lê uma lista de sudokus: um sudoku de 81 caracteres por linha, nesta coluna (uma letra como C). Arquivos de texto (.txt, .sdm, .csv) também são lidos como listas, um sudoku por linha
help-rate-report =
    Grava neste arquivo uma linha por grade ou por linha de lista: CSV ou JSON, conforme a extensão
help-rate-shard =
    Processa só a parte K de N do lote, para N trabalhadores que o dividem entre si (job arrays): os arquivos, por um hash fixo do seu caminho dentro da pasta indicada; as linhas de uma única lista, pelo número da linha. O relatório (e a saída de uma lista) recebe .K-of-N antes da extensão; `sudoku-xlsx report merge` combina os relatórios
help-rate-shard-index =
    --shard contado a partir de 0, para os sistemas que numeram assim os seus trabalhadores (JOB_COMPLETION_INDEX do Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX do AWS Batch): I/N equivale a --shard I+1/N
help-rate-size =
    Células de lado: 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Define o intervalo padrão (A1:P16 para 16); uma lista de sudokus passa então a ter N*N símbolos por linha [padrão: o tamanho de --range, senão 9]
help-rate-boxes =
    O formato dos blocos, linhas x colunas, p. ex. 3x2 [padrão: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, conforme o tamanho]
help-rate-symbols =
    Como os dígitos são escritos: auto (números 1..N, ou 1-9 e depois as letras A, B, ...) ou hex (só 16x16: 0-9 e depois A-F)
help-rate-diagonal =
    Sudoku diagonal: as duas diagonais maiores (a principal e a secundária) contêm cada dígito uma única vez
help-rate-windoku =
    Windoku (9x9): quatro blocos 3x3 adicionais contêm cada dígito uma única vez
help-rate-regions =
    Sudoku irregular (jigsaw): um intervalo do tamanho da grade (em qualquer planilha, ou um nome definido) com o rótulo de uma região em cada célula; cada região substitui um bloco e deve ter N células
help-rate-time-limit =
    Por quanto tempo o resolvedor pode procurar numa grade de outro tamanho ou variante antes de desistir sem decidir (código de saída 3); uma grade 9x9 é sempre decidida em milissegundos [padrão: 60]
help-rate-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-rate-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-rate-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados

help-find-about =
    Lista todas as grades de sudoku 9x9 encontradas em todas as planilhas, onde quer que tenham sido digitadas
help-find-after =
    Uma grade é um bloco 9x9 de dígitos de 1 a 9 (0 ou branco para vazio) com pelo menos 17
    dígitos, separado do que está ao redor: títulos, rótulos, números de índice, somas e
    outras grades não a deslocam, e um bloco dentro de uma tabela maior de números não é uma
    grade. Cada linha indica o lugar da grade e o que os seus dígitos formam: solução única,
    completa (uma grade resolvida), várias soluções, sem solução ou números dados em
    conflito. Quando os dígitos podem ser lidos como uma grade em dois lugares, os dois são
    indicados e nenhum é adivinhado.
    
    Exemplos:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (resolve todas as grades encontradas)
    
    Código de saída: 0 todos os arquivos foram examinados (tendo sido encontradas grades ou
    não); 2 um arquivo não pode ser lido; 130 interrompido.
help-find-inputs =
    Pastas de trabalho, ou pastas percorridas recursivamente em busca de pastas de trabalho
help-find-sheet =
    Procura só nesta planilha: um nome, ou um número contado a partir de 1 [padrão: todas as planilhas com células]
help-find-report =
    Grava neste arquivo uma linha por grade encontrada: CSV ou JSON, conforme a extensão
help-find-shard =
    Processa só a parte K de N do lote, para N trabalhadores que o dividem entre si (job arrays): os arquivos, por um hash fixo do seu caminho dentro da pasta indicada; as linhas de uma única lista, pelo número da linha. O relatório (e a saída de uma lista) recebe .K-of-N antes da extensão; `sudoku-xlsx report merge` combina os relatórios
help-find-shard-index =
    --shard contado a partir de 0, para os sistemas que numeram assim os seus trabalhadores (JOB_COMPLETION_INDEX do Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX do AWS Batch): I/N equivale a --shard I+1/N
help-find-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-find-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-find-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados

help-explain-about =
    Resolve passo a passo como uma pessoa faria e diz por que cada passo vale: no terminal e numa cópia resolvida com uma planilha Passos e uma planilha Candidatos
help-explain-after =
    Todas as opções de entrada de `solve` funcionam. Cada passo indica a sua técnica, a sua
    pontuação na escala do Sudoku Explainer e, com os nomes de célula da própria planilha,
    por que vale. A cópia (<entrada>.explained.xlsx, salvo indicação contrária de -o) tem a
    grade resolvida, uma planilha Passos com uma imagem da grade a cada passo (anotações; o
    padrão em azul e verde, o número escrito em amarelo, os candidatos eliminados em
    vermelho; links para as células do sudoku) e uma planilha Candidatos com as anotações
    antes do primeiro passo. Um sudoku sem solução é explicado até a célula ou unidade que
    não pode conter nada; um sudoku com várias soluções, até onde a lógica empaca, com as
    células que diferem entre duas soluções. As listas de sudokus são explicadas só no
    terminal e no relatório.
    
    Exemplos:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Código de saída: 0 explicado; 1 um sudoku não tem solução ou tem números dados em
    conflito; 2 uma entrada não pode ser usada, uma saída não pode ser gravada, ou erro de
    uso; 3 não foi possível decidir um sudoku dentro de --time-limit; 130 interrompido.
help-explain-inputs =
    Pastas de trabalho: .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (quem decide é o conteúdo, não o nome); pastas, percorridas recursivamente em busca de pastas de trabalho; listas de sudokus em texto (.txt, .sdm, .csv)
help-explain-sheet =
    A planilha a ler: um nome, ou um número contado a partir de 1 [padrão: a primeira planilha com células]
help-explain-range =
    A grade: um intervalo como B6:J14 (ou 'Week 12'!B6:J14), um nome definido na pasta de trabalho, ou `auto` para todas as grades 9x9 encontradas nas planilhas (veja `find`). Um intervalo quadrado de outro tamanho é um sudoku desse tamanho (A1:P16 é 16x16). Repita a opção para várias grades na mesma planilha [padrão: A1:I9]
help-explain-exact =
    Lê exatamente o intervalo indicado, sem verificar se ele parece uma vista deslocada ou parcial de uma grade próxima
help-explain-all-sheets =
    Lê o intervalo da grade em todas as planilhas com células
help-explain-include-empty =
    Com --all-sheets, aceita as grades totalmente em branco em vez de ignorá-las
help-explain-list =
    Lê uma lista de sudokus: um sudoku de 81 caracteres por linha, nesta coluna (uma letra como C). Arquivos de texto (.txt, .sdm, .csv) também são lidos como listas, um sudoku por linha
help-explain-report =
    Grava neste arquivo uma linha por grade ou por linha de lista: CSV ou JSON, conforme a extensão
help-explain-shard =
    Processa só a parte K de N do lote, para N trabalhadores que o dividem entre si (job arrays): os arquivos, por um hash fixo do seu caminho dentro da pasta indicada; as linhas de uma única lista, pelo número da linha. O relatório (e a saída de uma lista) recebe .K-of-N antes da extensão; `sudoku-xlsx report merge` combina os relatórios
help-explain-shard-index =
    --shard contado a partir de 0, para os sistemas que numeram assim os seus trabalhadores (JOB_COMPLETION_INDEX do Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX do AWS Batch): I/N equivale a --shard I+1/N
help-explain-size =
    Células de lado: 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Define o intervalo padrão (A1:P16 para 16); uma lista de sudokus passa então a ter N*N símbolos por linha [padrão: o tamanho de --range, senão 9]
help-explain-boxes =
    O formato dos blocos, linhas x colunas, p. ex. 3x2 [padrão: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, conforme o tamanho]
help-explain-symbols =
    Como os dígitos são escritos: auto (números 1..N, ou 1-9 e depois as letras A, B, ...) ou hex (só 16x16: 0-9 e depois A-F)
help-explain-diagonal =
    Sudoku diagonal: as duas diagonais maiores (a principal e a secundária) contêm cada dígito uma única vez
help-explain-windoku =
    Windoku (9x9): quatro blocos 3x3 adicionais contêm cada dígito uma única vez
help-explain-regions =
    Sudoku irregular (jigsaw): um intervalo do tamanho da grade (em qualquer planilha, ou um nome definido) com o rótulo de uma região em cada célula; cada região substitui um bloco e deve ter N células
help-explain-time-limit =
    Por quanto tempo o resolvedor pode procurar numa grade de outro tamanho ou variante antes de desistir sem decidir (código de saída 3); uma grade 9x9 é sempre decidida em milissegundos [padrão: 60]
help-explain-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-explain-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-explain-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados
help-explain-output =
    Onde gravar a pasta de trabalho explicada, para uma única entrada [padrão: <nome-base da entrada>.explained.xlsx ao lado da entrada]. A pasta de destino precisa existir. Com uma lista de sudokus, um nome terminado em .txt ou .csv grava texto em vez disso
help-explain-out-dir =
    Grava as saídas dentro desta pasta (criada se não existir), reproduzindo a estrutura das pastas de entrada
help-explain-grid-only =
    Grava só as grades resolvidas. Sem esta opção, a cópia resolvida mantém em volta das grades todas as planilhas e células da entrada (valores, fórmulas, estilos, mesclagens, larguras)
help-explain-steps =
    Para depois desta quantidade de passos

help-play-about =
    Cria uma cópia para jogar no próprio programa de planilhas, sem macros: números repetidos ficam vermelhos, um contador diz quanto falta, as anotações aparecem pequenas e em cinza
help-play-after =
    Lê os sudokus como `solve` lê (grades, todas as planilhas, --range auto, listas de
    sudokus) e grava <entrada>.play.xlsx, salvo indicação contrária de -o: uma planilha
    protegida por sudoku, organizada como `generate` organiza as suas. Os números dados ficam
    bloqueados; uma célula aberta aceita um número de 1 a 9, ou anotações (vários números,
    p. ex. 147, mostrados pequenos e em cinza); um número repetido na sua linha, coluna ou
    bloco fica vermelho; a célula ao lado da grade conta quanto falta e diz "Resolvido!" no
    final. Funciona no Excel, no LibreOffice e no Gnumeric: só formatação condicional e
    fórmulas. --check-answers guarda a solução numa planilha muito oculta e deixa laranja um
    número errado (uma comodidade, não um segredo). `hint` lê a cópia de volta.
    
    Exemplos:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Código de saída: 0 gravado; 1 um sudoku não tem solução ou tem números dados em conflito
    (ele é deixado de fora); 2 uma entrada não pode ser usada, ou erro de uso; 3 não foi
    possível decidir um sudoku dentro de --time-limit (ele é deixado de fora); 130
    interrompido.
help-play-inputs =
    Pastas de trabalho: .xlsx, .xlsm, .xltx, .xlsb, .xls ou .ods (quem decide é o conteúdo, não o nome); pastas, percorridas recursivamente em busca de pastas de trabalho; listas de sudokus em texto (.txt, .sdm, .csv)
help-play-sheet =
    A planilha a ler: um nome, ou um número contado a partir de 1 [padrão: a primeira planilha com células]
help-play-range =
    A grade: um intervalo como B6:J14 (ou 'Week 12'!B6:J14), um nome definido na pasta de trabalho, ou `auto` para todas as grades 9x9 encontradas nas planilhas (veja `find`). Um intervalo quadrado de outro tamanho é um sudoku desse tamanho (A1:P16 é 16x16). Repita a opção para várias grades na mesma planilha [padrão: A1:I9]
help-play-exact =
    Lê exatamente o intervalo indicado, sem verificar se ele parece uma vista deslocada ou parcial de uma grade próxima
help-play-all-sheets =
    Lê o intervalo da grade em todas as planilhas com células
help-play-include-empty =
    Com --all-sheets, aceita as grades totalmente em branco em vez de ignorá-las
help-play-list =
    Lê uma lista de sudokus: um sudoku de 81 caracteres por linha, nesta coluna (uma letra como C). Arquivos de texto (.txt, .sdm, .csv) também são lidos como listas, um sudoku por linha
help-play-shard =
    Processa só a parte K de N do lote, para N trabalhadores que o dividem entre si (job arrays): os arquivos, por um hash fixo do seu caminho dentro da pasta indicada; as linhas de uma única lista, pelo número da linha. O relatório (e a saída de uma lista) recebe .K-of-N antes da extensão; `sudoku-xlsx report merge` combina os relatórios
help-play-shard-index =
    --shard contado a partir de 0, para os sistemas que numeram assim os seus trabalhadores (JOB_COMPLETION_INDEX do Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX do AWS Batch): I/N equivale a --shard I+1/N
help-play-size =
    Células de lado: 4, 6, 8, 9, 10, 12, 15, 16 ou 25. Define o intervalo padrão (A1:P16 para 16); uma lista de sudokus passa então a ter N*N símbolos por linha [padrão: o tamanho de --range, senão 9]
help-play-boxes =
    O formato dos blocos, linhas x colunas, p. ex. 3x2 [padrão: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 ou 5x5, conforme o tamanho]
help-play-symbols =
    Como os dígitos são escritos: auto (números 1..N, ou 1-9 e depois as letras A, B, ...) ou hex (só 16x16: 0-9 e depois A-F)
help-play-diagonal =
    Sudoku diagonal: as duas diagonais maiores (a principal e a secundária) contêm cada dígito uma única vez
help-play-windoku =
    Windoku (9x9): quatro blocos 3x3 adicionais contêm cada dígito uma única vez
help-play-regions =
    Sudoku irregular (jigsaw): um intervalo do tamanho da grade (em qualquer planilha, ou um nome definido) com o rótulo de uma região em cada célula; cada região substitui um bloco e deve ter N células
help-play-time-limit =
    Por quanto tempo o resolvedor pode procurar numa grade de outro tamanho ou variante antes de desistir sem decidir (código de saída 3); uma grade 9x9 é sempre decidida em milissegundos [padrão: 60]
help-play-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-play-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-play-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados
help-play-output =
    Onde gravar a pasta de trabalho jogável, para uma única entrada [padrão: <nome-base da entrada>.play.xlsx ao lado da entrada]. A pasta de destino precisa existir
help-play-out-dir =
    Grava as saídas dentro desta pasta (criada se não existir), reproduzindo a estrutura das pastas de entrada
help-play-title =
    Imprime este título no cabeçalho da página, acima de cada sudoku
help-play-check-answers =
    Guarda as respostas numa planilha muito oculta, para que um número digitado que difere da resposta fique laranja (uma comodidade, não um segredo)
help-play-report =
    Grava neste arquivo uma linha por grade ou por linha de lista: CSV ou JSON, conforme a extensão

help-hint-about =
    Verifica uma grade em jogo: aponta os números errados, ou dá o próximo passo como um empurrãozinho, com as células, ou por inteiro
help-hint-after =
    A grade é lida como `solve` a lê (A1:I9, salvo indicação contrária de --range ou
    --sheet). Os números dados originais são distinguidos dos números digitados depois: a
    partir de --givens, um intervalo (em qualquer planilha), um nome definido ou uma
    planilha (as mesmas células nela) que contém o sudoku tal como foi distribuído; senão,
    numa pasta de trabalho criada por `generate`, a partir do sudoku que ela guardou; senão,
    todos os números da grade são tomados como dados. Os números digitados que contradizem
    a solução são apontados (com o número certo só com --reveal); caso contrário, vem o
    próximo passo a partir de onde o jogador está:
      nudge  a técnica e a linha, coluna ou bloco onde procurar
      cells  e também as células que o comprovam
      full   o passo inteiro, e o que escrever ou eliminar
    -o grava uma cópia da pasta de trabalho com as células da dica marcadas e a dica ao lado
    da grade.
    
    Exemplos:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Código de saída: 0 uma dica foi dada (ou a grade está resolvida); 1 há números digitados
    errados ou repetidos, ou o sudoku não tem solução; 2 a entrada não pode ser usada, ou
    erro de uso.
help-hint-input =
    A pasta de trabalho em jogo
help-hint-sheet =
    A planilha a ler: um nome, ou um número contado a partir de 1 [padrão: a primeira planilha com células]
help-hint-range =
    A grade em jogo: um intervalo como B6:J14, um nome definido, ou `auto` [padrão: A1:I9]
help-hint-exact =
    Lê exatamente o intervalo indicado, sem verificar se ele parece uma vista deslocada ou parcial de uma grade próxima
help-hint-givens =
    Onde está o sudoku original: um intervalo (nesta planilha, ou 'Sheet'!B2:J10), um nome definido, ou o nome de uma planilha (as mesmas células nessa planilha)
help-hint-level =
    Quanto a dica revela: nudge, cells ou full
help-hint-reveal =
    Diz quais deveriam ser os números errados, e o passo inteiro depois de um nudge
help-hint-output =
    Grava uma cópia da pasta de trabalho com as células da dica marcadas. A pasta de destino precisa existir
help-hint-grid-only =
    Com -o, grava só a grade
help-hint-jobs =
    Quantos arquivos ou sudokus processar ao mesmo tempo, de 1 a 256, e portanto o número máximo de threads que a execução usa (a avaliação de um único sudoku muito difícil usa todas) [padrão: o número de núcleos]
help-hint-force =
    Substitui os arquivos de saída (e o relatório) se já existirem; uma entrada nunca é substituída
help-hint-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados

help-report-about =
    Trabalha com relatórios: `report merge` combina os relatórios de uma execução em lote dividida em partes (--shard K/N) no relatório de uma única execução

help-report-merge-about =
    Combina os relatórios de todas as partes de um lote (--shard K/N) no relatório que uma execução não dividida grava: as mesmas linhas, na mesma ordem
help-report-merge-after =
    Os relatórios de uma execução dividida têm duas colunas a mais, shard (K/N) e order (a
    posição de cada linha na execução não dividida); o relatório combinado as omite, de modo
    que ele é o relatório que uma única execução sobre o lote inteiro grava, linha por linha
    e byte por byte. O relatório de cada parte deve ser indicado uma vez, em qualquer ordem
    (uma parte que não recebeu nenhum arquivo grava um relatório vazio); relatórios de tipos
    diferentes (CSV e JSON) ou com outras colunas são recusados. Relatórios sem as colunas
    de parte são combinados na ordem indicada. O relatório combinado é gravado por inteiro
    ou não é gravado, e só substitui um arquivo existente com --force.
    
    Exemplos:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Código de saída: 0 combinado; 2 um relatório não pode ser lido ou combinado, a saída já
    existe, ou erro de uso.
help-report-merge-reports =
    Os relatórios das partes, em qualquer ordem: todos CSV ou todos JSON
help-report-merge-output =
    O relatório combinado, CSV ou JSON como os relatórios. A pasta de destino precisa existir
help-report-merge-force =
    Substitui o relatório combinado se ele já existir
help-report-merge-quiet =
    Não imprime nada quando tudo corre bem; os problemas continuam sendo informados
