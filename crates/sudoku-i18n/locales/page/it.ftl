## The web page's own words (web/static): its headings, labels, buttons and what it says
## while it works. A message whose comment says "HTML" may hold <strong> and <code>, and
## nothing else; keep those tags around the same words. Flags stay as typed (--range).

page-title = sudoku-xlsx: risolvi i sudoku nei tuoi fogli di calcolo
page-description = Risolvi, spiega e genera sudoku salvati in cartelle di lavoro Excel, o giocaci, nel tuo browser. Non viene inviato nulla.
# HTML.
page-lead = Risolvi e spiega i sudoku dei tuoi fogli di calcolo, giocaci o creane di nuovi. Tutto avviene in questo browser: <strong>i tuoi file non vengono mai inviati in rete</strong> e, una volta caricata, questa pagina funziona anche offline.
page-loading = Caricamento del risolutore…
page-ready = Pronto. I tuoi file restano su questo computer.
# $reason: what the browser said.
page-no-start = Il risolutore non è riuscito ad avviarsi in questo browser: { $reason }
# The picker of the page's language.
page-language = Lingua

page-files-title = Le tue cartelle di lavoro
page-drop-main = Scegli delle cartelle di lavoro o trascinale qui
page-drop-note = .xlsx, .xlsm, .xltx, .xls, .xlsb o .ods con un sudoku 9x9 digitato nelle celle (vuote o con 0 dove manca il numero), in A1:I9 o in qualsiasi punto del foglio; oppure un elenco di sudoku in testo (.txt, .csv), uno per riga
page-none-chosen = Nessuna cartella di lavoro scelta.
page-choose-first = Scegli prima una cartella di lavoro.
page-chosen-one = Scelta: { $name }
# $names: the files' names, joined with commas.
page-chosen-many = Scelte: { $count } cartelle di lavoro ({ $names })
page-options = Opzioni
page-sheet = Foglio
page-sheet-hint = (vuoto: il primo)
page-range = Intervallo
page-range-hint = (auto: trova tutte le griglie)
page-range-placeholder = auto, o B2:J10
page-rules = Regole
page-rules-classic = Classico 9x9
page-rules-diagonal = Diagonale (X-Sudoku)
page-rules-windoku = Windoku
page-rules-jigsaw = Irregolare
page-rules-size6 = 6x6
page-rules-size16 = 16x16
page-check-answers = Colora le risposte sbagliate nelle copie giocabili
page-solve = Risolvi
page-explain = Spiega passo per passo
page-play = Gioca: crea una copia giocabile
page-stop = Interrompi
page-clear = Cancella i risultati
# HTML.
page-batch-note = Il risultato di una sola cartella di lavoro si scarica da solo; quelli di un gruppo arrivano in un unico <code>.zip</code> e ogni file mantiene il proprio link.

page-puzzle-title = Digita o incolla un sudoku
# HTML.
page-puzzle-label = 81 caratteri, riga per riga, su una sola riga o su più righe (va bene anche la griglia come la stampa il comando, con <code>|</code> e <code>---+---</code> tra i riquadri); <code>.</code> o <code>0</code> per una cella vuota. Anche altre dimensioni: 36 caratteri per un 6x6, 256 per un 16x16 (<code>A</code>-<code>G</code> o 10-16 per i valori da dieci a sedici)
page-puzzle-solve = Risolvi questo sudoku
page-rate = Valuta
page-hint = Suggerimento
page-hint-nudge = un aiutino
page-hint-cells = le celle
page-hint-full = il passo completo
page-next-hint = Prossimo suggerimento
page-steps = Passi

page-gen-title = Crea nuovi sudoku
page-gen-count = Quantità
page-gen-level = Livello
page-level-easy = Facile
page-level-medium = Medio
page-level-hard = Difficile
page-level-expert = Esperto
page-level-extreme = Estremo
page-gen-check = Colora le risposte sbagliate mentre vengono digitate
page-gen-title-label = Titolo
page-gen-title-placeholder = Classe 4B, settimana 12
page-generate = Genera
page-puzzles-made = Sudoku creati
# HTML.
page-footer = Qui sudoku-xlsx funziona come WebAssembly, con lo stesso codice del comando <code>sudoku-xlsx</code>. Le copie risolte e spiegate conservano tutto ciò che aveva la tua cartella di lavoro (immagini, grafici, macro); Gioca crea una nuova cartella di lavoro: un foglio protetto per sudoku, giocabile senza macro. Lo strumento non esegue mai macro.

## While the page works, and what it shows of a result.

page-already = È già in corso; Interrompi lo termina.
page-waiting = In attesa…
page-waiting-of = In attesa (file { $n } di { $total })…
page-working = Elaborazione…
page-working-of = Elaborazione (file { $n } di { $total })…
page-stopped = interrotto; non è stato scritto nulla
page-too-large = questo file è troppo grande per il browser (ha esaurito la memoria); non è stato scritto nulla. Il comando sudoku-xlsx può leggerlo sul tuo computer.
page-crashed = lo strumento si è interrotto in modo imprevisto ({ $reason }); non è stato scritto nulla. Se puoi, segnalalo allegando il file.
page-no-start-job = il risolutore non è riuscito ad avviarsi in questo browser ({ $reason })
# What happened to a file, after its name.
page-doing-solve = risoluzione in corso
page-doing-explain = spiegazione in corso
page-doing-play = creazione della copia giocabile
page-done-solve = risoluzione completata
page-done-explain = spiegazione completata
page-done-play = copia giocabile creata
page-failed-solve = risoluzione non riuscita
page-failed-explain = spiegazione non riuscita
page-failed-play = nessuna copia giocabile
# A batch's heading: $done is a page-done-* message.
page-batch-head = { $inputs } file ({ $done }): { $count } da scaricare
page-nothing-written = Non è stato scritto nulla; ogni file ne indica il motivo qui sotto.
page-packing = Compressione di { $name }…
page-download = Scarica { $name }
page-download-all = { $count ->
        [one] Scarica tutto in { $name } ({ $count } file)
        [many] Scarica tutto in { $name } ({ $count } file)
       *[other] Scarica tutto in { $name } ({ $count } file)
    }
page-forgotten = { $name }: non è più disponibile (esegui di nuovo l'operazione per scaricarlo)
# $parts: "10 × Solved; 2 × No solution exists." (a count and a status line each).
page-grid-summary = { $count } griglie: { $parts }
page-printed = Cosa ha stampato il comando ({ $count } righe)
page-other-grids = { $count ->
        [one] { $count } altra griglia
        [many] Le altre { $count } griglie
       *[other] Le altre { $count } griglie
    }
page-other-walks = { $count ->
        [one] Scorri passo per passo { $count } altra griglia
        [many] Scorri passo per passo le altre { $count } griglie
       *[other] Scorri passo per passo le altre { $count } griglie
    }
page-making = Creazione di { $count ->
        [one] { $count } sudoku
        [many] { $count } sudoku
       *[other] { $count } sudoku
    }…
page-made-of = Creati: { $made } su { $count }…
page-most-at-once = la pagina crea al massimo { $most } sudoku alla volta, quindi ne ha creati { $most }, non { $asked }; il comando sudoku-xlsx ne crea quanti ne vuoi

## Stepping through an explained grid, and hints on it.

page-step-through = Scorri { $place } passo per passo
page-step-through-count = Scorri { $place } passo per passo ({ $count ->
        [one] { $count } passo
        [many] { $count } passi
       *[other] { $count } passi
    })
page-step-through-caption = { $place }: passo per passo
# $level: a page-hint-* message.
page-hint-on-grid = Suggerimento sulla griglia ({ $level })
page-hint-caption = Suggerimento: { $level }
page-previous = Precedente
page-next = Successivo
page-step = Passo
page-pencil-marks = { $cell }: candidati { $marks }
page-no-marks = nessuno
page-nudge-title = Le celle ombreggiate contengono il passo successivo.
page-step-of = Passo { $n } di { $total }: { $technique } ({ $difficulty })
page-no-step = Nessun passo: ci sono solo i numeri dati
page-after-step = Dopo il passo { $n }

## What stands for the command's flags in what the page shows (the page has boxes, not
## flags): a box's or option's own label where it has one, else the command's option.

page-flag-range = Intervallo
page-flag-sheet = Foglio
page-flag-size = Regole
page-flag-diagonal = Regole: Diagonale
page-flag-windoku = Regole: Windoku
page-flag-jigsaw = Regole: Irregolare
page-flag-check-answers = «Colora le risposte sbagliate nelle copie giocabili»
page-flag-count = Quantità
page-flag-difficulty = Livello
page-flag-level = Suggerimento
page-flag-title = Titolo
page-flag-seed = il seme
page-flag-givens = i numeri dati
page-flag-time-limit = il limite di tempo del comando
page-flag-report = il report del comando
page-flag-out-dir = la cartella di output del comando
page-flag-output = il nome di output del comando
page-flag-solutions-to = il file delle soluzioni del comando
page-flag-color = l'opzione del colore del comando
page-flag-lang = l'opzione della lingua del comando
page-flag-help = la guida del comando
page-flag-version = la versione del comando
# Any other flag: $name is its name without the dashes (exact, grid-only).
page-flag-option = l'opzione { $name } del comando
page-flag-unknown = un'opzione del comando sudoku-xlsx
