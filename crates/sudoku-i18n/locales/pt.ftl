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
