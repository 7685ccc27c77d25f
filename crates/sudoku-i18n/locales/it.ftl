# Le parole di sudoku-xlsx in italiano.

## La riga di stato accanto a una griglia e nel terminale.

status-solved = Risolto
status-several = Risolto: il sudoku ha più di una soluzione; ne viene mostrata una
status-no-solution = Non esiste alcuna soluzione.
status-clash = I numeri dati violano le regole: { $clashes }
status-undecided = Indeciso: il risolutore non è riuscito a decidere in { $time }; concedigli più tempo con --time-limit
clash = { $first } e { $second } contengono entrambe il { $value } ({ $unit })
clash-separator = {"; "}
clash-more = e { $count ->
        [one] un altro conflitto
       *[other] altri { $count } conflitti
    }
clash-header = i numeri dati violano le regole:

## Il foglio di gioco.

play-solved = Risolto!
play-to-go = da riempire: { $count }
play-repeats = una cifra si ripete
play-red = Rosso: la cifra si ripete nella sua riga, colonna o riquadro
play-red-units = Rosso: la cifra si ripete in una delle sue unità
play-orange = Arancione: non è la cifra della soluzione
play-grey = Grigio: note (più cifre, ad es. { $example })
play-type-marks = Digita una cifra da 1 a { $n }, o delle note: più cifre (ad es. { $example }).
play-type-number = Digita un numero da 1 a { $n }.
play-type-letter = Digita 1-9 o una lettera A-{ $last }.
play-type-hex = Digita 0-9 o una lettera A-F.
play-error-title = Sudoku
caption-level = Livello: { $level }
caption-from = Origine: { $place }
sheet-puzzle = Sudoku { $n }
sheet-solutions = Soluzioni
sheet-booklet = Libretto
solutions-title = Soluzioni: numeri dati in grassetto

## I livelli.

level-easy = facile
level-medium = medio
level-hard = difficile
level-expert = esperto
level-extreme = estremo
level-none = nessuno

## Le unità della griglia.

unit-row = riga { $n }
unit-column = colonna { $n }
unit-box = riquadro { $n }
unit-region = regione { $name }
unit-main-diagonal = diagonale principale
unit-anti-diagonal = antidiagonale
unit-window = riquadro windoku { $n }

## Il terminale.

wrote = Scritto: { $path }
skipped-empty = saltata (vuota)
lang-unknown = non esiste la lingua «{ $code }»; le lingue sono { $list }

## Rifiuti.

error-read = impossibile leggere il file: { $detail }
io-not-found = il file non esiste
io-permission = permesso negato
error-sheet-not-found = non c'è nessun foglio { $wanted }; la cartella di lavoro ha { $sheets }
list-none = (nessuno)
list-more = { $shown } e altri { $count }
cells-not-digits = { $count ->
        [one] 1 cella dell'intervallo non è né una cifra da 1 a 9 né vuota:
       *[other] { $count } celle dell'intervallo non sono né cifre da 1 a 9 né vuote:
    }
cells-not-symbols = { $count ->
        [one] 1 cella dell'intervallo non è né un simbolo della griglia né vuota:
       *[other] { $count } celle dell'intervallo non sono né simboli della griglia né vuote:
    }
cells-no-region = { $count ->
        [one] 1 cella dell'intervallo delle regioni è vuota:
       *[other] { $count } celle dell'intervallo delle regioni sono vuote:
    }
not-digit = { $value } non è una cifra da 1 a 9
value-text = il testo { $text }
value-logical = il valore logico { $text }
value-duration = una durata
value-date = una data o un'ora
value-error = il valore di errore { $text }
not-digit-full-width = { $value } non è una cifra da 1 a 9 (è una cifra a larghezza piena; digitala come una cifra normale)
not-digit-formula = la formula ={ $formula } non ha un risultato salvato; apri la cartella di lavoro in Excel o LibreOffice e salvala perché i risultati vengano memorizzati
not-digit-merged = delle celle unite si sovrappongono alla griglia; una griglia richiede un valore per cella, quindi separale
not-symbol = { $value } non è un simbolo di una griglia { $n }x{ $n } ({ $allowed })
symbols-hex = 0-9 poi A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }, o 1-9 poi A-{ $last }
no-region = vuota; ogni cella dell'intervallo delle regioni richiede l'etichetta della sua regione

## La riga finale.

summary = risolti: { $solved }, con più soluzioni: { $several }, senza soluzione: { $none }, non validi: { $invalid }, saltati: { $skipped }, errori: { $errors }; file scritti: { $written } in { $seconds } s
summary-undecided = indecisi (tempo scaduto): { $count }, { $rest }

## Le tecniche.

technique-hidden-single = singolo nascosto
technique-direct-locked-candidates = candidati bloccati (diretto)
technique-direct-hidden-pair = coppia nascosta (diretta)
technique-naked-single = singolo nudo
technique-direct-hidden-triple = tripla nascosta (diretta)
technique-locked-candidates = candidati bloccati
technique-naked-pair = coppia nuda
technique-x-wing = X-Wing
technique-hidden-pair = coppia nascosta
technique-naked-triple = tripla nuda
technique-swordfish = Swordfish
technique-hidden-triple = tripla nascosta
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = rettangolo unico
technique-naked-quad = quartina nuda
technique-jellyfish = Jellyfish
technique-hidden-quad = quartina nascosta
technique-bug = BUG+1
technique-aligned-pair-exclusion = esclusione di coppie allineate
technique-skyscraper = grattacielo (Skyscraper)
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-fish = pesce con pinna (Finned)
technique-w-wing = W-Wing
technique-simple-colouring = colorazione semplice
technique-x-chain = catena X
technique-remote-pairs = coppie remote
technique-xy-chain = catena XY
technique-als-xz = ALS-XZ
technique-aic = catena di inferenze alternate (AIC)
technique-aligned-triplet-exclusion = esclusione di triple allineate
technique-cell-forcing-chain = catena forzata di cella
technique-nishio-forcing-chain = catena forzata di Nishio
technique-unit-forcing-chain = catena forzata di unità
technique-dynamic-forcing-chain = catena forzata dinamica
technique-nested-forcing-chain = catena forzata annidata
technique-guess = tentativo

sheet-steps = Passi
sheet-candidates = Candidati
steps-title = Passi di { $place }
candidates-title = Candidati di { $place }
step-heading = Passo { $n } · { $technique } · { $difficulty }
steps-go-to = Vai a:
steps-none = Nessun passo: tutte le celle della griglia sono piene.
candidates-caption = I candidati prima del primo passo: ogni cifra non ancora presente nella riga, nella colonna o nel riquadro della cella.
candidates-caption-units = I candidati prima del primo passo: ogni valore non ancora presente in un'unità della cella.
steps-count = { $count ->
        [one] 1 passo.
       *[other] { $count } passi.
    }

verdict = { $level } ({ $score }, passo più difficile: { $technique })
verdict-se = { $level } ({ $score }, passo più difficile: { $technique }; Sudoku Explainer: { $se })
verdict-no-solution = nessun livello (nessuna soluzione)
verdict-several = { $level } (2 o più soluzioni)
verdict-full = niente da risolvere (tutte le celle sono piene)

givens-count = numeri dati: { $count }
solutions-none = nessuna soluzione
solutions-one = soluzione unica
solutions-several = più soluzioni
rate-line = { $file }: { $place }: { $verdict }; { $givens }; { $solutions }{ $uses }
rate-uses = ; { $uses }
rate-summary = valutati: { $rated }; facili: { $easy }, medi: { $medium }, difficili: { $hard }, esperti: { $expert }, estremi: { $extreme } (con più soluzioni: { $several }), senza soluzione né livello: { $none }; non validi: { $invalid }, errori: { $errors }; { $seconds } s
interrupted = interrotto dopo { $done } file su { $total }

wrote-play = Scritto: { $path } ({ $count } sudoku da giocare)
wrote-generated = Scritto: { $path } ({ $count } sudoku, seme { $seed })
wrote-generated-chosen = Scritto: { $path } ({ $count } sudoku, seme { $seed }; indica --seed per rifare gli stessi sudoku)
wrote-solutions = Soluzioni scritte in { $path }
wrote-report = Rapporto scritto in { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] passo
       *[other] passi
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] passo
       *[other] passi
    }, più soluzioni
explain-verdict-no-solution = { $steps } { $steps ->
        [one] passo
       *[other] passi
    }, nessuna soluzione
explain-path-score = { $score } SE; passo più difficile di questo percorso: { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Sudoku { $n }: { $rating }, { $givens } numeri dati: { $puzzle }
generate-line-kind = Sudoku { $n } ({ $kind }): { $rating }, { $givens } numeri dati: { $puzzle }
play-line = { $givens } numeri dati, { $level }
play-nothing = { $place }: { $status } Non c'è niente da giocare; viene tralasciato.
play-no-answer = { $place }: il sudoku ha più di una soluzione, quindi non c'è una risposta con cui confrontare; togli --check-answers
play-several = { $place }: il sudoku ha più di una soluzione; il contatore indica comunque quando la griglia è piena senza violare alcuna regola
kind-with = { $kind } { $rule }
kind-jigsaw = irregolare
kind-diagonal = diagonale
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = avviso: { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [predefinito: { $value }]
help-values-note = [valori possibili: { $values }]
