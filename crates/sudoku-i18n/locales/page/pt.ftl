## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: resolva os sudokus das suas planilhas
page-description = Resolva, explique e gere sudokus guardados em pastas de trabalho do Excel, ou jogue com eles, no seu navegador. Nada é enviado.
# HTML.
page-lead = Resolva e explique os sudokus das suas planilhas, jogue com eles ou crie novos. Tudo acontece neste navegador: <strong>seus arquivos nunca são enviados</strong> e, depois de carregada, esta página funciona offline.
page-loading = Carregando o resolvedor…
page-ready = Pronto. Seus arquivos ficam neste computador.
# $reason: what the browser said.
page-no-start = O resolvedor não conseguiu iniciar neste navegador: { $reason }
# The picker of the page's language.
page-language = Idioma

page-files-title = Suas pastas de trabalho
page-drop-main = Escolha pastas de trabalho ou arraste-as para cá
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb ou .ods com um sudoku 9x9 digitado nas células (em branco ou com 0 onde falta o número), em A1:I9 ou em qualquer lugar da planilha; ou uma lista de sudokus em texto (.txt, .csv), um por linha
page-none-chosen = Nenhuma pasta de trabalho escolhida.
page-choose-first = Escolha primeiro uma pasta de trabalho.
page-chosen-one = Escolhida: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Escolhidas: { $count } pastas de trabalho ({ $names })
page-options = Opções
page-sheet = Planilha
page-sheet-hint = (em branco: a primeira)
page-range = Intervalo
page-range-hint = (auto: encontrar todas as grades)
page-range-placeholder = auto, ou B2:J10
page-rules = Regras
page-rules-classic = Clássico 9x9
page-rules-diagonal = Diagonal (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Irregular
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Colorir as respostas erradas nas cópias jogáveis
page-solve = Resolver
page-explain = Explicar passo a passo
page-play = Jogar: criar uma cópia jogável
page-stop = Parar
page-clear = Limpar resultados
# HTML.
page-batch-note = O resultado de uma única pasta de trabalho é baixado sozinho; os de um lote vêm num único <code>.zip</code>, e cada arquivo mantém seu próprio link.

page-puzzle-title = Digite ou cole um sudoku
# HTML.
page-puzzle-label = 81 caracteres, linha por linha, em uma só linha ou em várias (a grade como o comando a imprime, com <code>|</code> e <code>---+---</code> entre os blocos, também serve); <code>.</code> ou <code>0</code> para uma célula vazia. Outros tamanhos também: 36 caracteres para um 6x6, 256 para um 16x16 (<code>A</code>-<code>G</code> ou 10-16 para os valores de dez a dezesseis)
page-puzzle-solve = Resolver este sudoku
page-rate = Avaliar
page-hint = Dica
page-hint-nudge = um empurrãozinho
page-hint-cells = as células
page-hint-full = o passo inteiro
page-next-hint = Próxima dica
page-steps = Passos

page-gen-title = Criar novos sudokus
page-gen-count = Quantidade
page-gen-level = Nível
page-level-easy = Fácil
page-level-medium = Médio
page-level-hard = Difícil
page-level-expert = Especialista
page-level-extreme = Extremo
page-gen-check = Colorir as respostas erradas enquanto são digitadas
page-gen-title-label = Título
page-gen-title-placeholder = Turma 4B, semana 12
page-generate = Gerar
page-puzzles-made = Sudokus criados
# HTML.
page-footer = Aqui o sudoku-xlsx roda como WebAssembly, com o mesmo código do comando <code>sudoku-xlsx</code>. As cópias resolvidas e explicadas mantêm tudo o que sua pasta de trabalho tinha (imagens, gráficos, macros); Jogar cria uma nova pasta de trabalho: uma planilha protegida por sudoku, jogável sem macros. A ferramenta nunca executa macros.

## While the page works, and what it shows of a result.

page-already = Isto já está em andamento; Parar o encerra.
page-waiting = Aguardando…
page-waiting-of = Aguardando (arquivo { $n } de { $total })…
page-working = Processando…
page-working-of = Processando (arquivo { $n } de { $total })…
page-stopped = interrompido; nada foi gravado
page-too-large = este arquivo é grande demais para o navegador (a memória acabou); nada foi gravado. O comando sudoku-xlsx consegue lê-lo no seu computador.
page-crashed = a ferramenta parou inesperadamente ({ $reason }); nada foi gravado. Se puder, informe o problema enviando o arquivo.
page-no-start-job = o resolvedor não conseguiu iniciar neste navegador ({ $reason })
# What happened to a file, after its name.
page-doing-solve = resolvendo
page-doing-explain = explicando
page-doing-play = criando uma cópia jogável
page-done-solve = resolução concluída
page-done-explain = explicação concluída
page-done-play = cópia jogável criada
page-failed-solve = não foi possível resolver
page-failed-explain = não foi possível explicar
page-failed-play = nenhuma cópia jogável
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } arquivos ({ $done }): { $count } para baixar
page-nothing-written = Nada foi gravado; cada arquivo explica o motivo abaixo.
page-packing = Compactando { $name }…
page-download = Baixar { $name }
page-download-all = { $count ->
        [one] Baixar tudo em { $name } ({ $count } arquivo)
        [many] Baixar tudo em { $name } ({ $count } arquivos)
       *[other] Baixar tudo em { $name } ({ $count } arquivos)
    }
page-forgotten = { $name }: não está mais guardado (execute de novo para baixar)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } grades: { $parts }
page-printed = O que o comando imprimiu ({ $count } linhas)
page-other-grids = { $count ->
        [one] Mais { $count } grade
        [many] As outras { $count } grades
       *[other] As outras { $count } grades
    }
page-other-walks = { $count ->
        [one] Percorrer passo a passo mais { $count } grade
        [many] Percorrer passo a passo as outras { $count } grades
       *[other] Percorrer passo a passo as outras { $count } grades
    }
page-making = Criando { $count ->
        [one] { $count } sudoku
        [many] { $count } sudokus
       *[other] { $count } sudokus
    }…
page-made-of = Criados: { $made } de { $count }…
page-most-at-once = a página cria no máximo { $most } sudokus de cada vez, então criou { $most }, não { $asked }; o comando sudoku-xlsx cria quantos você quiser

## Stepping through an explained grid, and hints on it.

page-step-through = Percorrer { $place } passo a passo
page-step-through-count = Percorrer { $place } passo a passo ({ $count ->
        [one] { $count } passo
        [many] { $count } passos
       *[other] { $count } passos
    })
page-step-through-caption = { $place }: passo a passo
# $level: a page-hint-* message.
page-hint-on-grid = Dica na grade ({ $level })
page-hint-caption = Dica: { $level }
page-previous = Anterior
page-next = Próximo
page-step = Passo
page-pencil-marks = { $cell }: candidatos { $marks }
page-no-marks = nenhum
page-nudge-title = As células sombreadas contêm o próximo passo.
page-step-of = Passo { $n } de { $total }: { $technique } ({ $difficulty })
page-no-step = Nenhum passo: só há os números dados
page-after-step = Depois do passo { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Intervalo
page-flag-sheet = Planilha
page-flag-size = Regras
page-flag-diagonal = Regras: Diagonal
page-flag-windoku = Regras: Windoku
page-flag-jigsaw = Regras: Irregular
page-flag-check-answers = "Colorir as respostas erradas nas cópias jogáveis"
page-flag-count = Quantidade
page-flag-difficulty = Nível
page-flag-level = Dica
page-flag-title = Título
page-flag-seed = a semente
page-flag-givens = os números dados
page-flag-time-limit = o limite de tempo do comando
page-flag-report = o relatório do comando
page-flag-out-dir = a pasta de saída do comando
page-flag-output = o nome de saída do comando
page-flag-solutions-to = o arquivo de soluções do comando
page-flag-color = a opção de cor do comando
page-flag-lang = a opção de idioma do comando
page-flag-help = a ajuda do comando
page-flag-version = a versão do comando
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = a opção { $name } do comando
page-flag-unknown = uma opção do comando sudoku-xlsx
