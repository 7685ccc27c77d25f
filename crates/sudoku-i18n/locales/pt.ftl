# As palavras do sudoku-xlsx em português.

## A linha de estado ao lado de uma grade e no terminal.

status-solved = Resolvido
status-several = Resolvido: o sudoku tem mais de uma solução; mostra-se uma delas
status-no-solution = Não existe solução.
status-clash = Os números dados violam as regras: { $clashes }
status-undecided = Indeciso: o resolvedor não conseguiu decidir em { $time }; dê mais tempo com --time-limit
clash = { $first } e { $second } contêm ambas o { $value } ({ $unit })
clash-separator = {"; "}
clash-more = e mais { $count ->
        [one] { $count } conflito
       *[other] { $count } conflitos
    }
clash-header = os números dados violam as regras:

## A folha de jogo.

play-solved = Resolvido!
play-to-go = por preencher: { $count }
play-repeats = um número se repete
play-red = Vermelho: o número se repete na sua linha, coluna ou bloco
play-red-units = Vermelho: o número se repete numa das suas unidades
play-orange = Laranja: não é o número da solução
play-grey = Cinza: anotações (vários números, p. ex. { $example })
play-type-marks = Digite um número de 1 a { $n }, ou anotações: vários números (p. ex. { $example }).
play-type-number = Digite um número de 1 a { $n }.
play-type-letter = Digite 1-9 ou uma letra A-{ $last }.
play-type-hex = Digite 0-9 ou uma letra A-F.
play-error-title = Sudoku
caption-level = Nível: { $level }
caption-from = Origem: { $place }
sheet-puzzle = Sudoku { $n }
sheet-solutions = Soluções
sheet-booklet = Caderno
solutions-title = Soluções: números dados em negrito

## Os níveis.

level-easy = fácil
level-medium = médio
level-hard = difícil
level-expert = especialista
level-extreme = extremo
level-none = nenhum

## As unidades da grade.

unit-row = linha { $n }
unit-column = coluna { $n }
unit-box = bloco { $n }
unit-region = região { $name }
unit-main-diagonal = diagonal principal
unit-anti-diagonal = diagonal secundária
unit-window = bloco windoku { $n }

## O terminal.

wrote = Gravado: { $path }
skipped-empty = ignorada (vazia)
lang-unknown = não há nenhum idioma "{ $code }"; os idiomas são { $list }

## Recusas.

error-read = não é possível ler o arquivo: { $detail }
io-not-found = arquivo inexistente
io-permission = permissão negada
error-sheet-not-found = não há nenhuma planilha { $wanted }; a pasta de trabalho tem { $sheets }
list-none = (nenhuma)
list-more = { $shown } e mais { $count }
cells-not-digits = { $count ->
        [one] 1 célula do intervalo não é um dígito de 1 a 9 nem está vazia:
       *[other] { $count } células do intervalo não são dígitos de 1 a 9 nem estão vazias:
    }
cells-not-symbols = { $count ->
        [one] 1 célula do intervalo não é um símbolo da grade nem está vazia:
       *[other] { $count } células do intervalo não são símbolos da grade nem estão vazias:
    }
cells-no-region = { $count ->
        [one] 1 célula do intervalo de regiões está vazia:
       *[other] { $count } células do intervalo de regiões estão vazias:
    }
not-digit = { $value } não é um dígito de 1 a 9
value-text = o texto { $text }
value-logical = o valor lógico { $text }
value-duration = uma duração
value-date = uma data ou hora
value-error = o valor de erro { $text }
not-digit-full-width = { $value } não é um dígito de 1 a 9 (é um dígito de largura total; digite-o como um dígito comum)
not-digit-formula = a fórmula ={ $formula } não tem resultado salvo; abra a pasta de trabalho no Excel ou no LibreOffice e salve-a para que os resultados fiquem guardados
not-digit-merged = há células mescladas sobre a grade; uma grade precisa de um valor por célula, então desfaça a mesclagem
not-symbol = { $value } não é um símbolo de uma grade { $n }x{ $n } ({ $allowed })
symbols-hex = 0-9 e depois A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }, ou 1-9 e depois A-{ $last }
no-region = vazia; cada célula do intervalo de regiões precisa do rótulo da sua região

## A linha final.

summary = resolvidos: { $solved }, com várias soluções: { $several }, sem solução: { $none }, inválidos: { $invalid }, ignorados: { $skipped }, erros: { $errors }; arquivos gravados: { $written } em { $seconds } s
summary-undecided = indecisos (tempo esgotado): { $count }, { $rest }

## As técnicas.

technique-hidden-single = candidato único escondido
technique-direct-locked-candidates = candidatos bloqueados (direto)
technique-direct-hidden-pair = par escondido (direto)
technique-naked-single = candidato único
technique-direct-hidden-triple = trio escondido (direto)
technique-locked-candidates = candidatos bloqueados
technique-naked-pair = par nu
technique-x-wing = X-Wing
technique-hidden-pair = par escondido
technique-naked-triple = trio nu
technique-swordfish = peixe-espada (Swordfish)
technique-hidden-triple = trio escondido
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = retângulo de exclusividade
technique-naked-quad = quarteto nu
technique-jellyfish = Jellyfish
technique-hidden-quad = quarteto escondido
technique-bug = BUG+1
technique-aligned-pair-exclusion = exclusão de pares alinhados
technique-skyscraper = arranha-céu (Skyscraper)
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = retângulo vazio
technique-finned-fish = peixe com barbatana (Finned)
technique-w-wing = W-Wing
technique-simple-colouring = coloração simples
technique-x-chain = cadeia X
technique-remote-pairs = pares remotos
technique-xy-chain = cadeia XY
technique-als-xz = ALS-XZ
technique-aic = cadeia de inferências alternadas (AIC)
technique-aligned-triplet-exclusion = exclusão de trios alinhados
technique-cell-forcing-chain = cadeia forçada de célula
technique-nishio-forcing-chain = cadeia forçada de Nishio
technique-unit-forcing-chain = cadeia forçada de unidade
technique-dynamic-forcing-chain = cadeia forçada dinâmica
technique-nested-forcing-chain = cadeia forçada aninhada
technique-guess = palpite

sheet-steps = Passos
sheet-candidates = Candidatos
steps-title = Passos de { $place }
candidates-title = Candidatos de { $place }
step-heading = Passo { $n } · { $technique } · { $difficulty }
steps-go-to = Ir para:
steps-none = Nenhum passo: todas as células da grade estão preenchidas.
candidates-caption = Os candidatos antes do primeiro passo: cada número que ainda não está na linha, na coluna nem no bloco da célula.
candidates-caption-units = Os candidatos antes do primeiro passo: cada valor que ainda não está em nenhuma unidade da célula.
steps-count = { $count ->
        [one] 1 passo.
       *[other] { $count } passos.
    }

verdict = { $level } ({ $score }, passo mais difícil: { $technique })
verdict-se = { $level } ({ $score }, passo mais difícil: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = nenhum nível (sem solução)
verdict-several = { $level } (2 ou mais soluções)
verdict-full = nada a resolver (todas as células estão preenchidas)

givens-count = números dados: { $count }
solutions-none = sem solução
solutions-one = solução única
solutions-several = várias soluções
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = avaliados: { $rated }; fáceis: { $easy }, médios: { $medium }, difíceis: { $hard }, de especialista: { $expert }, extremos: { $extreme } (com várias soluções: { $several }), sem solução nem nível: { $none }; inválidos: { $invalid }, erros: { $errors }; { $seconds } s
interrupted = interrompido após { $done } de { $total } arquivos

wrote-play = Gravado: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    } para jogar)
wrote-generated = Gravado: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    }, semente { $seed })
wrote-generated-chosen = Gravado: { $path } ({ $count ->
        [one] 1 sudoku
       *[other] { $count } sudokus
    }, semente { $seed }; indique --seed para criar de novo os mesmos sudokus)
wrote-solutions = Soluções gravadas em { $path }
wrote-report = Relatório gravado em { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] passo
       *[other] passos
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] passo
       *[other] passos
    }, várias soluções
explain-verdict-no-solution = { $steps } { $steps ->
        [one] passo
       *[other] passos
    }, sem solução
explain-path-score = { $score } SE; passo mais difícil deste caminho: { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Sudoku { $n }: { $rating }, { $givens } pistas: { $puzzle }
generate-line-kind = Sudoku { $n } ({ $kind }): { $rating }, { $givens } pistas: { $puzzle }
play-line = { $givens } pistas, { $level }
play-nothing = { $place }: { $status } Não há nada para jogar; fica de fora.
play-no-answer = { $place }: o sudoku tem mais de uma solução, então não há resposta com que comparar; retire --check-answers
play-several = { $place }: o sudoku tem mais de uma solução; o contador ainda indica quando a grade está cheia sem quebrar nenhuma regra
kind-with = { $kind } { $rule }
kind-jigsaw = irregular
kind-diagonal = diagonal
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = aviso: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [padrão: { $value }]
help-values-note = [valores possíveis: { $values }]
