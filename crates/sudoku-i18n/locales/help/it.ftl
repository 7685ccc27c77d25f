## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Uso:
help-heading-options = Opzioni
help-heading-arguments = Argomenti
help-heading-commands = Comandi
help-flag-help = Mostra l'aiuto (di più con '--help')
help-flag-version = Mostra la versione
help-heading-other-sizes-and-variants = Altre dimensioni e varianti

help-root-about =
    Risolve, genera e valuta sudoku salvati in fogli di calcolo
help-root-after =
    Stato di uscita:
      0    ogni sudoku è stato risolto (un sudoku con più soluzioni conta come risolto; ne viene
           mostrata una)
      1    un sudoku non può essere risolto: i suoi numeri dati violano le regole, oppure non
           esiste alcuna soluzione
      2    un input non è utilizzabile (illeggibile, formato sconosciuto, crittografato, troppo
           grande, foglio mancante, intervallo errato, valori di cella errati), un output non
           può essere scritto o esiste già, oppure un errore di utilizzo
      3    non è stato possibile decidere un sudoku entro --time-limit (griglie di altre
           dimensioni e varianti)
      130  interrotto (Ctrl-C o SIGTERM)
    Quando si elaborano più sudoku, viene restituito il codice più alto tra quelli che si
    applicano. `rate`, `explain` e `play` usano gli stessi codici; `hint` restituisce 1 quando
    le cifre digitate sono sbagliate o in conflitto; `generate` restituisce 2 quando non è
    stato possibile creare in tempo tutti i sudoku; `report merge` restituisce 0 se l'unione
    riesce e 2 se viene rifiutata.
    Quando il programma che legge l'output si chiude (`... | head -1`), l'esecuzione termina
    senza messaggi con 0.
help-root-color =
    Quando stampare la griglia risolta a colori (numeri dati in grassetto, cifre risolte in blu): `auto` su un terminale, a meno che non sia impostata la variabile d'ambiente NO_COLOR, `always`, `never`
help-root-lang =
    La lingua dei messaggi e delle parole scritte nelle cartelle di lavoro: en, fr, de, es, pt, it, ja, zh (cinese semplificato) o tr. Se non è indicata, la lingua della locale (LC_ALL, poi LC_MESSAGES, poi LANG); C, POSIX e le lingue per cui non esistono traduzioni significano inglese

help-solve-about =
    Risolve la griglia di una cartella di lavoro e scrive una nuova cartella di lavoro formattata con la soluzione
help-solve-after =
    La griglia è di 9x9 celle (A1:I9, salvo diversa indicazione di --range). Una cella è vuota
    se non contiene nulla, 0 o solo spazi; un numero dato è un numero intero da 1 a 9, come
    numero o come testo. Qualsiasi altro valore viene segnalato insieme alla sua cella. Un
    intervallo quadrato di altre dimensioni (da 4 a 25 celle per lato) è un sudoku di quella
    dimensione, con le cifre 1..N (dopo il 9 anche lettere); vedi sopra le opzioni per altre
    dimensioni e varianti. Il file di input non viene mai modificato: la soluzione va in una
    nuova cartella di lavoro, <input>.solved.xlsx accanto all'input, salvo diversa indicazione
    di -o.
    
    Esempi:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (un nome definito)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (ogni griglia, ovunque sia digitata)
      sudoku-xlsx solve library.xlsx --list C            (un elenco di sudoku nella colonna C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (una griglia 16x16)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (un sudoku irregolare, regioni indicate lì)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (worker 2 di 8; vedi `report merge`)
    
    Stato di uscita:
      0 risolto, 1 non risolvibile (numeri dati in conflitto o nessuna soluzione),
      2 input o output inutilizzabile, o errore di utilizzo; 3 non è stato possibile decidere
      un sudoku entro --time-limit; 130 interrotto.
help-solve-inputs =
    Cartelle di lavoro: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (conta il contenuto, non il nome); cartelle, esplorate ricorsivamente alla ricerca di cartelle di lavoro; elenchi di sudoku in testo (.txt, .sdm, .csv)
help-solve-sheet =
    Il foglio da leggere: un nome, o un numero contato a partire da 1 [predefinito: il primo foglio di lavoro]
help-solve-range =
    La griglia: un intervallo come B6:J14 (o 'Week 12'!B6:J14), un nome definito nella cartella di lavoro, o `auto` per ogni griglia 9x9 trovata nei fogli (vedi `find`). Un intervallo quadrato di altre dimensioni è un sudoku di quella dimensione (A1:P16 è 16x16). Si può ripetere per più griglie sullo stesso foglio [predefinito: A1:I9]
help-solve-exact =
    Legge esattamente l'intervallo indicato, senza verificare se sembra una parte spostata o incompleta di una griglia vicina
help-solve-all-sheets =
    Legge l'intervallo della griglia in ogni foglio di lavoro
help-solve-include-empty =
    Con --all-sheets, prende anche le griglie del tutto vuote invece di saltarle
help-solve-list =
    Legge un elenco di sudoku: un sudoku di 81 caratteri per riga in questa colonna (una lettera come C). Anche i file di testo (.txt, .sdm, .csv) vengono letti come elenchi, un sudoku per riga
help-solve-report =
    Scrive in questo file una riga per ogni griglia o riga dell'elenco: CSV o JSON, secondo l'estensione
help-solve-shard =
    Elabora solo la parte K di N del lotto, per N worker che se lo dividono (job array): i file secondo un hash fisso del loro percorso sotto la cartella indicata, le righe di un singolo elenco secondo il numero di riga. Il report (e l'output di un elenco) riceve .K-of-N prima dell'estensione; `sudoku-xlsx report merge` unisce i report
help-solve-shard-index =
    --shard contato da 0, per i sistemi che numerano così i loro worker (JOB_COMPLETION_INDEX di Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX di AWS Batch): I/N equivale a --shard I+1/N
help-solve-size =
    Celle per lato: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Imposta l'intervallo predefinito (A1:P16 per 16); un elenco di sudoku contiene allora N*N simboli per riga [predefinito: la dimensione di --range, altrimenti 9]
help-solve-boxes =
    La forma dei riquadri, righe x colonne, ad es. 3x2 [predefinito: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, secondo la dimensione]
help-solve-symbols =
    Come si scrivono le cifre: auto (numeri 1..N, oppure 1-9 poi lettere A, B, ...) o hex (solo 16x16: 0-9 poi A-F)
help-solve-diagonal =
    Sudoku diagonale: entrambe le diagonali principali contengono ogni cifra una sola volta
help-solve-windoku =
    Windoku (9x9): quattro riquadri 3x3 aggiuntivi contengono ogni cifra una sola volta
help-solve-regions =
    Sudoku irregolare: un intervallo delle dimensioni della griglia (in qualsiasi foglio, o un nome definito) con l'etichetta di una regione in ogni cella; ogni regione sostituisce un riquadro e deve avere N celle
help-solve-time-limit =
    Per quanto tempo il risolutore può cercare in una griglia di altre dimensioni o varianti prima di arrendersi senza decidere (codice di uscita 3); una griglia 9x9 viene sempre decisa in pochi millisecondi [predefinito: 60]
help-solve-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-solve-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-solve-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati
help-solve-output =
    Dove scrivere la cartella di lavoro risolta, per un singolo input [predefinito: <nome dell'input senza estensione>.solved.xlsx accanto all'input]. La cartella di destinazione deve esistere. Con un elenco di sudoku, un nome che termina in .txt o .csv fa scrivere invece del testo
help-solve-out-dir =
    Scrive gli output in questa cartella (creata se manca), riproducendo la struttura delle cartelle di input
help-solve-grid-only =
    Scrive solo le griglie risolte. Senza questa opzione la copia risolta conserva ogni foglio e ogni cella dell'input (valori, formule, stili, celle unite, larghezze) attorno alle griglie

help-generate-about =
    Crea nuovi sudoku, ciascuno con una sola soluzione, e li scrive in una cartella di lavoro da stampare o distribuire
help-generate-after =
    I livelli sono fasce della scala di Sudoku Explainer (docs/difficulty.md): easy (fino a 2,5)
    richiede solo singoli; medium (2,6-3,4) candidati bloccati, coppie e X-Wing; hard (3,5-5,9)
    triple, quartine, Swordfish, Jellyfish, XY-Wing e XYZ-Wing, rettangoli unici e BUG+1;
    expert (6,0-7,9) schemi su una sola cifra, pesci con pinna, colorazione, catene e ALS;
    extreme (8,0 e oltre) catene forzate o un tentativo.
    
    La cartella di lavoro ha un foglio per sudoku, giocabile nel foglio di calcolo senza macro
    (come li crea `play`: numeri dati bloccati, una cifra ripetuta in rosso, un contatore fino a
    «Risolto!», note; --check-answers colora di arancione una cifra sbagliata), il livello
    sotto la griglia e un foglio finale «Soluzioni», oppure nessuno con --no-solutions, oppure
    le soluzioni in una cartella di lavoro a parte con --solutions-to. --per-page aggiunge un
    foglio «Libretto» che stampa 1, 2, 4 o 6 sudoku per pagina, su --paper a4 o letter. Lo
    stesso --seed dà sempre gli stessi sudoku.
    
    Esempi:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Stato di uscita: 0 scritto; 2 non è stato possibile creare in tempo tutti i sudoku (non
    viene scritto nulla), l'output esiste già e manca --force, o errore di utilizzo;
    130 interrotto.
help-generate-count =
    Quanti sudoku creare
help-generate-difficulty =
    Il livello che ogni sudoku deve avere: easy, medium, hard, expert o extreme [predefinito: qualsiasi]
help-generate-symmetry =
    Simmetria dei numeri dati: none, rotational o mirror
help-generate-givens =
    Cerca di ottenere questa quantità di numeri dati (17-81); se non è raggiungibile, si tiene il sudoku unico più vicino [predefinito: il meno possibile]
help-generate-seed =
    Seme per le scelte casuali; lo stesso seme dà gli stessi sudoku [predefinito: uno nuovo, che viene stampato]
help-generate-output =
    La cartella di lavoro da scrivere. La cartella di destinazione deve esistere
help-generate-list =
    Scrive un solo foglio con una stringa di sudoku per riga (con livello, punteggio e soluzione), nel formato che legge `solve --list A`; con -o NOME.txt o NOME.csv, lo stesso in forma di testo
help-generate-title =
    Stampa questo titolo nell'intestazione della pagina sopra ogni sudoku
help-generate-no-solutions =
    Omette il foglio «Soluzioni», per distribuire i sudoku da soli
help-generate-solutions-to =
    Scrive invece il foglio «Soluzioni» in questa cartella di lavoro, separata dai sudoku. La cartella di destinazione deve esistere
help-generate-check-answers =
    Tiene le soluzioni in un foglio molto nascosto, così che una cifra digitata diversa dalla sua soluzione diventi arancione (una comodità, non un segreto)
help-generate-per-page =
    Aggiunge un foglio «Libretto» che stampa questo numero di sudoku per pagina: 1, 2, 4 o 6
help-generate-paper =
    Il formato della carta su cui si stampano i fogli: a4 o letter [predefinito: dalla locale (Letter negli Stati Uniti, in Canada, in Messico e nelle Filippine), altrimenti A4]
help-generate-time-limit =
    Rinuncia a un sudoku che non ha raggiunto il livello dopo questo numero di secondi
help-generate-size =
    Celle per lato: 4, 6, 8, 9, 10, 12, 15, 16 o 25
help-generate-boxes =
    La forma dei riquadri, righe x colonne, ad es. 3x2 [predefinito: secondo la dimensione, come per solve]
help-generate-symbols =
    Come si scrivono le cifre oltre il 9: numbers (10, 11, ...), letters (1-9 poi A, B, ...) o hex (solo 16x16: 0-9 poi A-F)
help-generate-diagonal =
    Sudoku diagonale: entrambe le diagonali principali contengono ogni cifra una sola volta
help-generate-windoku =
    Windoku (9x9): quattro riquadri 3x3 aggiuntivi contengono ogni cifra una sola volta
help-generate-jigsaw =
    Sudoku irregolare: ogni sudoku riceve una propria disposizione casuale di regioni irregolari al posto dei riquadri (fino a 16x16)
help-generate-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-generate-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-generate-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati

help-rate-about =
    Classifica i sudoku secondo le tecniche che servono a una persona per risolverli: una difficoltà sulla scala di Sudoku Explainer e un livello (facile, medio, difficile, esperto, estremo). Legge tutto ciò che legge `solve`; non scrive alcuna cartella di lavoro
help-rate-after =
    Stampa, per ogni sudoku: livello, punteggio (la difficoltà in stile Sudoku Explainer del
    passo più difficile, da 1,0 a 11,0), tecnica più difficile, tecniche usate, quantità di
    numeri dati e se la soluzione è unica. --report scrive le stesse informazioni in CSV o
    JSON. `explain` mostra i passi stessi.
    
    Esempi:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (un quarto delle righe)
    
    Stato di uscita: 0 ogni sudoku valutato; 1 un sudoku non ha soluzione o ha numeri dati in
    conflitto; 2 un input non è utilizzabile; 3 non è stato possibile decidere un sudoku entro
    --time-limit; 130 interrotto.
help-rate-inputs =
    Cartelle di lavoro: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (conta il contenuto, non il nome); cartelle, esplorate ricorsivamente alla ricerca di cartelle di lavoro; elenchi di sudoku in testo (.txt, .sdm, .csv)
help-rate-sheet =
    Il foglio da leggere: un nome, o un numero contato a partire da 1 [predefinito: il primo foglio di lavoro]
help-rate-range =
    La griglia: un intervallo come B6:J14 (o 'Week 12'!B6:J14), un nome definito nella cartella di lavoro, o `auto` per ogni griglia 9x9 trovata nei fogli (vedi `find`). Un intervallo quadrato di altre dimensioni è un sudoku di quella dimensione (A1:P16 è 16x16). Si può ripetere per più griglie sullo stesso foglio [predefinito: A1:I9]
help-rate-exact =
    Legge esattamente l'intervallo indicato, senza verificare se sembra una parte spostata o incompleta di una griglia vicina
help-rate-all-sheets =
    Legge l'intervallo della griglia in ogni foglio di lavoro
help-rate-include-empty =
    Con --all-sheets, prende anche le griglie del tutto vuote invece di saltarle
help-rate-list =
    Legge un elenco di sudoku: un sudoku di 81 caratteri per riga in questa colonna (una lettera come C). Anche i file di testo (.txt, .sdm, .csv) vengono letti come elenchi, un sudoku per riga
help-rate-report =
    Scrive in questo file una riga per ogni griglia o riga dell'elenco: CSV o JSON, secondo l'estensione
help-rate-shard =
    Elabora solo la parte K di N del lotto, per N worker che se lo dividono (job array): i file secondo un hash fisso del loro percorso sotto la cartella indicata, le righe di un singolo elenco secondo il numero di riga. Il report (e l'output di un elenco) riceve .K-of-N prima dell'estensione; `sudoku-xlsx report merge` unisce i report
help-rate-shard-index =
    --shard contato da 0, per i sistemi che numerano così i loro worker (JOB_COMPLETION_INDEX di Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX di AWS Batch): I/N equivale a --shard I+1/N
help-rate-size =
    Celle per lato: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Imposta l'intervallo predefinito (A1:P16 per 16); un elenco di sudoku contiene allora N*N simboli per riga [predefinito: la dimensione di --range, altrimenti 9]
help-rate-boxes =
    La forma dei riquadri, righe x colonne, ad es. 3x2 [predefinito: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, secondo la dimensione]
help-rate-symbols =
    Come si scrivono le cifre: auto (numeri 1..N, oppure 1-9 poi lettere A, B, ...) o hex (solo 16x16: 0-9 poi A-F)
help-rate-diagonal =
    Sudoku diagonale: entrambe le diagonali principali contengono ogni cifra una sola volta
help-rate-windoku =
    Windoku (9x9): quattro riquadri 3x3 aggiuntivi contengono ogni cifra una sola volta
help-rate-regions =
    Sudoku irregolare: un intervallo delle dimensioni della griglia (in qualsiasi foglio, o un nome definito) con l'etichetta di una regione in ogni cella; ogni regione sostituisce un riquadro e deve avere N celle
help-rate-time-limit =
    Per quanto tempo il risolutore può cercare in una griglia di altre dimensioni o varianti prima di arrendersi senza decidere (codice di uscita 3); una griglia 9x9 viene sempre decisa in pochi millisecondi [predefinito: 60]
help-rate-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-rate-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-rate-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati

help-find-about =
    Elenca ogni griglia di sudoku 9x9 trovata in ogni foglio, ovunque sia stata digitata
help-find-after =
    Una griglia è un blocco 9x9 di cifre da 1 a 9 (0 o vuoto per le celle vuote) con almeno 17
    cifre, separato da ciò che lo circonda: titoli, etichette, numeri d'indice, somme e altre
    griglie non lo spostano, e un blocco dentro una tabella di numeri più grande non è una
    griglia. Ogni riga indica la posizione della griglia e che cosa formano le sue cifre:
    unica, piena (una griglia risolta), più soluzioni, nessuna soluzione o numeri dati in
    conflitto. Quando le cifre si possono leggere come griglia in due posizioni, vengono
    indicate entrambe, senza tirare a indovinare.
    
    Esempi:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (risolve ogni griglia trovata)
    
    Stato di uscita: 0 ogni file è stato esaminato (che siano state trovate griglie o no);
    2 un file non può essere letto; 130 interrotto.
help-find-inputs =
    Cartelle di lavoro, o cartelle esplorate ricorsivamente alla ricerca di cartelle di lavoro
help-find-sheet =
    Cerca solo in questo foglio: un nome, o un numero contato a partire da 1 [predefinito: ogni foglio di lavoro]
help-find-report =
    Scrive in questo file una riga per ogni griglia trovata: CSV o JSON, secondo l'estensione
help-find-shard =
    Elabora solo la parte K di N del lotto, per N worker che se lo dividono (job array): i file secondo un hash fisso del loro percorso sotto la cartella indicata, le righe di un singolo elenco secondo il numero di riga. Il report (e l'output di un elenco) riceve .K-of-N prima dell'estensione; `sudoku-xlsx report merge` unisce i report
help-find-shard-index =
    --shard contato da 0, per i sistemi che numerano così i loro worker (JOB_COMPLETION_INDEX di Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX di AWS Batch): I/N equivale a --shard I+1/N
help-find-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-find-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-find-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati

help-explain-about =
    Risolve passo per passo come farebbe una persona e spiega perché ogni passo è valido: a terminale e in una copia risolta con un foglio «Passi» e un foglio «Candidati»
help-explain-after =
    Funzionano tutte le opzioni di input di `solve`. Ogni passo indica la sua tecnica, la sua
    valutazione sulla scala di Sudoku Explainer e, con i nomi di cella del foglio stesso,
    perché è valido. La copia (<input>.explained.xlsx, salvo diversa indicazione di -o)
    contiene la griglia risolta, un foglio «Passi» con un'immagine della griglia a ogni passo
    (note; lo schema in blu e verde, la cifra scritta in giallo, i candidati eliminati in
    rosso; collegamenti alle celle del sudoku) e un foglio «Candidati» con le note prima del
    primo passo. Un sudoku senza soluzione viene spiegato fino alla cella o all'unità che non
    può contenere nulla; uno con più soluzioni fino al punto in cui la logica si blocca, con
    le celle che differiscono tra due soluzioni. Gli elenchi di sudoku vengono spiegati solo
    a terminale e nel report.
    
    Esempi:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Stato di uscita: 0 spiegato; 1 un sudoku non ha soluzione o ha numeri dati in conflitto;
    2 un input non è utilizzabile, un output non può essere scritto, o errore di utilizzo;
    3 non è stato possibile decidere un sudoku entro --time-limit; 130 interrotto.
help-explain-inputs =
    Cartelle di lavoro: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (conta il contenuto, non il nome); cartelle, esplorate ricorsivamente alla ricerca di cartelle di lavoro; elenchi di sudoku in testo (.txt, .sdm, .csv)
help-explain-sheet =
    Il foglio da leggere: un nome, o un numero contato a partire da 1 [predefinito: il primo foglio di lavoro]
help-explain-range =
    La griglia: un intervallo come B6:J14 (o 'Week 12'!B6:J14), un nome definito nella cartella di lavoro, o `auto` per ogni griglia 9x9 trovata nei fogli (vedi `find`). Un intervallo quadrato di altre dimensioni è un sudoku di quella dimensione (A1:P16 è 16x16). Si può ripetere per più griglie sullo stesso foglio [predefinito: A1:I9]
help-explain-exact =
    Legge esattamente l'intervallo indicato, senza verificare se sembra una parte spostata o incompleta di una griglia vicina
help-explain-all-sheets =
    Legge l'intervallo della griglia in ogni foglio di lavoro
help-explain-include-empty =
    Con --all-sheets, prende anche le griglie del tutto vuote invece di saltarle
help-explain-list =
    Legge un elenco di sudoku: un sudoku di 81 caratteri per riga in questa colonna (una lettera come C). Anche i file di testo (.txt, .sdm, .csv) vengono letti come elenchi, un sudoku per riga
help-explain-report =
    Scrive in questo file una riga per ogni griglia o riga dell'elenco: CSV o JSON, secondo l'estensione
help-explain-shard =
    Elabora solo la parte K di N del lotto, per N worker che se lo dividono (job array): i file secondo un hash fisso del loro percorso sotto la cartella indicata, le righe di un singolo elenco secondo il numero di riga. Il report (e l'output di un elenco) riceve .K-of-N prima dell'estensione; `sudoku-xlsx report merge` unisce i report
help-explain-shard-index =
    --shard contato da 0, per i sistemi che numerano così i loro worker (JOB_COMPLETION_INDEX di Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX di AWS Batch): I/N equivale a --shard I+1/N
help-explain-size =
    Celle per lato: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Imposta l'intervallo predefinito (A1:P16 per 16); un elenco di sudoku contiene allora N*N simboli per riga [predefinito: la dimensione di --range, altrimenti 9]
help-explain-boxes =
    La forma dei riquadri, righe x colonne, ad es. 3x2 [predefinito: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, secondo la dimensione]
help-explain-symbols =
    Come si scrivono le cifre: auto (numeri 1..N, oppure 1-9 poi lettere A, B, ...) o hex (solo 16x16: 0-9 poi A-F)
help-explain-diagonal =
    Sudoku diagonale: entrambe le diagonali principali contengono ogni cifra una sola volta
help-explain-windoku =
    Windoku (9x9): quattro riquadri 3x3 aggiuntivi contengono ogni cifra una sola volta
help-explain-regions =
    Sudoku irregolare: un intervallo delle dimensioni della griglia (in qualsiasi foglio, o un nome definito) con l'etichetta di una regione in ogni cella; ogni regione sostituisce un riquadro e deve avere N celle
help-explain-time-limit =
    Per quanto tempo il risolutore può cercare in una griglia di altre dimensioni o varianti prima di arrendersi senza decidere (codice di uscita 3); una griglia 9x9 viene sempre decisa in pochi millisecondi [predefinito: 60]
help-explain-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-explain-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-explain-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati
help-explain-output =
    Dove scrivere la cartella di lavoro spiegata, per un singolo input [predefinito: <nome dell'input senza estensione>.explained.xlsx accanto all'input]. La cartella di destinazione deve esistere. Con un elenco di sudoku, un nome che termina in .txt o .csv fa scrivere invece del testo
help-explain-out-dir =
    Scrive gli output in questa cartella (creata se manca), riproducendo la struttura delle cartelle di input
help-explain-grid-only =
    Scrive solo le griglie risolte. Senza questa opzione la copia risolta conserva ogni foglio e ogni cella dell'input (valori, formule, stili, celle unite, larghezze) attorno alle griglie
help-explain-steps =
    Si ferma dopo questo numero di passi

help-play-about =
    Crea una copia da giocare direttamente nel foglio di calcolo, senza macro: le cifre ripetute diventano rosse, un contatore indica quanto manca, le note appaiono piccole e grigie
help-play-after =
    Legge i sudoku come fa `solve` (griglie, ogni foglio, --range auto, elenchi di sudoku) e
    scrive <input>.play.xlsx, salvo diversa indicazione di -o: un foglio protetto per sudoku,
    impaginato come quelli creati da `generate`. I numeri dati sono bloccati; una cella libera
    accetta una cifra da 1 a 9 o delle note (più cifre, ad es. 147, mostrate piccole e grigie);
    una cifra ripetuta nella sua riga, colonna o riquadro diventa rossa; la cella accanto alla
    griglia conta quante cifre mancano e alla fine dice «Risolto!». Funziona in Excel,
    LibreOffice e Gnumeric: solo formati condizionali e formule. --check-answers tiene la
    soluzione in un foglio molto nascosto e colora di arancione una cifra sbagliata (una
    comodità, non un segreto). `hint` rilegge la copia.
    
    Esempi:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Stato di uscita: 0 scritto; 1 un sudoku non ha soluzione o ha numeri dati in conflitto
    (viene escluso); 2 un input non è utilizzabile, o errore di utilizzo; 3 non è stato
    possibile decidere un sudoku entro --time-limit (viene escluso); 130 interrotto.
help-play-inputs =
    Cartelle di lavoro: .xlsx, .xlsm, .xltx, .xlsb, .xls o .ods (conta il contenuto, non il nome); cartelle, esplorate ricorsivamente alla ricerca di cartelle di lavoro; elenchi di sudoku in testo (.txt, .sdm, .csv)
help-play-sheet =
    Il foglio da leggere: un nome, o un numero contato a partire da 1 [predefinito: il primo foglio di lavoro]
help-play-range =
    La griglia: un intervallo come B6:J14 (o 'Week 12'!B6:J14), un nome definito nella cartella di lavoro, o `auto` per ogni griglia 9x9 trovata nei fogli (vedi `find`). Un intervallo quadrato di altre dimensioni è un sudoku di quella dimensione (A1:P16 è 16x16). Si può ripetere per più griglie sullo stesso foglio [predefinito: A1:I9]
help-play-exact =
    Legge esattamente l'intervallo indicato, senza verificare se sembra una parte spostata o incompleta di una griglia vicina
help-play-all-sheets =
    Legge l'intervallo della griglia in ogni foglio di lavoro
help-play-include-empty =
    Con --all-sheets, prende anche le griglie del tutto vuote invece di saltarle
help-play-list =
    Legge un elenco di sudoku: un sudoku di 81 caratteri per riga in questa colonna (una lettera come C). Anche i file di testo (.txt, .sdm, .csv) vengono letti come elenchi, un sudoku per riga
help-play-shard =
    Elabora solo la parte K di N del lotto, per N worker che se lo dividono (job array): i file secondo un hash fisso del loro percorso sotto la cartella indicata, le righe di un singolo elenco secondo il numero di riga. Il report (e l'output di un elenco) riceve .K-of-N prima dell'estensione; `sudoku-xlsx report merge` unisce i report
help-play-shard-index =
    --shard contato da 0, per i sistemi che numerano così i loro worker (JOB_COMPLETION_INDEX di Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX di AWS Batch): I/N equivale a --shard I+1/N
help-play-size =
    Celle per lato: 4, 6, 8, 9, 10, 12, 15, 16 o 25. Imposta l'intervallo predefinito (A1:P16 per 16); un elenco di sudoku contiene allora N*N simboli per riga [predefinito: la dimensione di --range, altrimenti 9]
help-play-boxes =
    La forma dei riquadri, righe x colonne, ad es. 3x2 [predefinito: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 o 5x5, secondo la dimensione]
help-play-symbols =
    Come si scrivono le cifre: auto (numeri 1..N, oppure 1-9 poi lettere A, B, ...) o hex (solo 16x16: 0-9 poi A-F)
help-play-diagonal =
    Sudoku diagonale: entrambe le diagonali principali contengono ogni cifra una sola volta
help-play-windoku =
    Windoku (9x9): quattro riquadri 3x3 aggiuntivi contengono ogni cifra una sola volta
help-play-regions =
    Sudoku irregolare: un intervallo delle dimensioni della griglia (in qualsiasi foglio, o un nome definito) con l'etichetta di una regione in ogni cella; ogni regione sostituisce un riquadro e deve avere N celle
help-play-time-limit =
    Per quanto tempo il risolutore può cercare in una griglia di altre dimensioni o varianti prima di arrendersi senza decidere (codice di uscita 3); una griglia 9x9 viene sempre decisa in pochi millisecondi [predefinito: 60]
help-play-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-play-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-play-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati
help-play-output =
    Dove scrivere la cartella di lavoro giocabile, per un singolo input [predefinito: <nome dell'input senza estensione>.play.xlsx accanto all'input]. La cartella di destinazione deve esistere
help-play-out-dir =
    Scrive gli output in questa cartella (creata se manca), riproducendo la struttura delle cartelle di input
help-play-title =
    Stampa questo titolo nell'intestazione della pagina sopra ogni sudoku
help-play-check-answers =
    Tiene le soluzioni in un foglio molto nascosto, così che una cifra digitata diversa dalla sua soluzione diventi arancione (una comodità, non un segreto)
help-play-report =
    Scrive in questo file una riga per ogni griglia o riga dell'elenco: CSV o JSON, secondo l'estensione

help-hint-about =
    Controlla una griglia in gioco: indica le cifre sbagliate, o dà il passo successivo come aiutino, con le celle o per intero
help-hint-after =
    La griglia viene letta come la legge `solve` (A1:I9, salvo diversa indicazione di --range o
    --sheet). I numeri dati originali vengono distinti dalle cifre digitate in seguito: grazie a
    --givens, un intervallo (in qualsiasi foglio), un nome definito o un foglio (le stesse celle
    di quel foglio) che contiene il sudoku come è stato distribuito; altrimenti, in una cartella
    di lavoro creata da `generate`, grazie al sudoku che vi è memorizzato; altrimenti ogni cifra
    della griglia è considerata un numero dato. Le cifre digitate che contraddicono la soluzione
    vengono indicate (la cifra giusta solo con --reveal); altrimenti viene dato il passo
    successivo a partire dal punto in cui si trova il giocatore:
      nudge  la tecnica e la riga, la colonna o il riquadro in cui cercare
      cells  in più le celle che lo dimostrano
      full   il passo intero, e che cosa scrivere o eliminare
    -o scrive una copia della cartella di lavoro con le celle del suggerimento evidenziate e il
    suggerimento accanto alla griglia.
    
    Esempi:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Stato di uscita: 0 è stato dato un suggerimento (o la griglia è risolta); 1 cifre digitate
    sbagliate o in conflitto, o il sudoku non ha soluzione; 2 l'input non è utilizzabile, o
    errore di utilizzo.
help-hint-input =
    La cartella di lavoro in cui si sta giocando
help-hint-sheet =
    Il foglio da leggere: un nome, o un numero contato a partire da 1 [predefinito: il primo foglio di lavoro]
help-hint-range =
    La griglia in cui si sta giocando: un intervallo come B6:J14, un nome definito o `auto` [predefinito: A1:I9]
help-hint-exact =
    Legge esattamente l'intervallo indicato, senza verificare se sembra una parte spostata o incompleta di una griglia vicina
help-hint-givens =
    Dove si trova il sudoku originale: un intervallo (in questo foglio, o 'Sheet'!B2:J10), un nome definito, o il nome di un foglio (le stesse celle in quel foglio)
help-hint-level =
    Quanto rivela il suggerimento: nudge, cells o full
help-hint-reveal =
    Dice quali cifre andrebbero al posto di quelle sbagliate, e il passo intero dopo un aiutino
help-hint-output =
    Scrive una copia della cartella di lavoro con le celle del suggerimento evidenziate. La cartella di destinazione deve esistere
help-hint-grid-only =
    Con -o, scrive solo la griglia
help-hint-jobs =
    Quanti file o sudoku elaborare contemporaneamente, da 1 a 256, e quindi il numero massimo di thread usati dall'esecuzione (la valutazione di un solo sudoku molto difficile li usa tutti) [predefinito: il numero di core]
help-hint-force =
    Sostituisce i file di output (e il report) se esistono; un file di input non viene mai sostituito
help-hint-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati

help-report-about =
    Lavora con i report: `report merge` unisce i report di un'esecuzione divisa in parti (--shard K/N) nel report di un'unica esecuzione

help-report-merge-about =
    Unisce i report di tutte le parti di un lotto (--shard K/N) nel report che scriverebbe un'unica esecuzione non divisa: le sue righe, nel suo ordine
help-report-merge-after =
    I report di un'esecuzione divisa in parti hanno due colonne in più, shard (K/N) e order (la
    posizione di ogni riga nell'esecuzione non divisa); il report unito le omette, così è il
    report che scrive un'unica esecuzione sull'intero lotto, riga per riga e byte per byte. Il
    report di ogni parte va indicato una sola volta, in qualsiasi ordine (una parte che non ha
    ricevuto file scrive un report vuoto); i report di tipo diverso (CSV e JSON) o con altre
    colonne vengono rifiutati. I report senza le colonne delle parti vengono uniti nell'ordine
    indicato. Il report unito viene scritto per intero o per niente, e sostituisce un file
    esistente solo con --force.
    
    Esempi:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Stato di uscita: 0 unito; 2 un report non può essere letto o unito, l'output esiste già, o
    errore di utilizzo.
help-report-merge-reports =
    I report delle parti, in qualsiasi ordine: tutti CSV o tutti JSON
help-report-merge-output =
    Il report unito, CSV o JSON come i report. La cartella di destinazione deve esistere
help-report-merge-force =
    Sostituisce il report unito se esiste
help-report-merge-quiet =
    Non stampa nulla se tutto è andato bene; i problemi vengono comunque segnalati
