## --help: the texts of the command line, written from the doc comments of src/cli.rs
## (SUDOKU_WRITE_HELP=1 cargo test --lib help_words rewrites this file).

help-heading-usage = Aufruf:
help-heading-options = Optionen
help-heading-arguments = Argumente
help-heading-commands = Befehle
help-flag-help = Hilfe anzeigen (mehr mit '--help')
help-flag-version = Version anzeigen
help-heading-other-sizes-and-variants = Andere Größen und Varianten

help-root-about =
    Sudoku-Rätsel in Tabellen lösen, erzeugen und bewerten
help-root-after =
    Exit-Status:
      0    jedes Rätsel wurde gelöst (ein Rätsel mit mehreren Lösungen gilt als gelöst; eine
           davon wird gezeigt)
      1    ein Rätsel ist nicht lösbar: Seine Vorgaben verstoßen gegen die Regeln, oder es gibt
           keine Lösung
      2    eine Eingabe ist nicht verwendbar (unlesbar, unbekanntes Format, verschlüsselt, zu
           groß, fehlendes Blatt, ungültiger Bereich, ungültige Zellwerte), eine Ausgabe kann
           nicht geschrieben werden oder existiert bereits, oder ein Aufruffehler
      3    ein Rätsel konnte nicht innerhalb von --time-limit entschieden werden (Gitter anderer
           Größen und Varianten)
      130  abgebrochen (Strg+C oder SIGTERM)
    Werden mehrere Rätsel verarbeitet, wird der höchste zutreffende Status zurückgegeben.
    `rate`, `explain` und `play` verwenden dieselben Codes; `hint` gibt 1 zurück, wenn
    eingegebene Ziffern falsch sind oder kollidieren; `generate` gibt 2 zurück, wenn nicht jedes
    Rätsel rechtzeitig erzeugt werden konnte; `report merge` gibt 0 zurück, wenn zusammengeführt
    wurde, und 2, wenn das Zusammenführen abgelehnt wurde.
    Endet das Programm, das die Ausgabe liest (`... | head -1`), endet der Lauf still mit 0.
help-root-color =
    Wann das gelöste Gitter farbig ausgegeben wird (Vorgaben fett, gelöste Ziffern blau): `auto` auf einem Terminal, sofern die Umgebungsvariable NO_COLOR nicht gesetzt ist, `always`, `never`
help-root-lang =
    Die Sprache der Meldungen und der Wörter, die in Arbeitsmappen geschrieben werden: en, fr, de, es, pt, it, ja, zh (vereinfachtes Chinesisch) oder tr. Ohne diese Option gilt die Sprache der Locale (LC_ALL, dann LC_MESSAGES, dann LANG); C, POSIX und Sprachen, für die es keine Übersetzung gibt, bedeuten Englisch

help-solve-about =
    Das Gitter einer Arbeitsmappe lösen und eine neue, formatierte Arbeitsmappe mit der Lösung schreiben
help-solve-after =
    Das Gitter umfasst 9x9 Zellen (A1:I9, sofern --range nichts anderes angibt). Eine Zelle ist
    leer, wenn sie nichts, 0 oder nur Leerzeichen enthält; eine Vorgabe ist eine ganze Zahl 1-9,
    als Zahl oder als Text. Alles andere wird mit seiner Zelle gemeldet. Ein quadratischer
    Bereich anderer Größe (4 bis 25 Zellen Seitenlänge) ist ein Rätsel dieser Größe mit den
    Ziffern 1..N (nach 9 auch Buchstaben); siehe die Optionen für andere Größen und Varianten
    oben. Die Eingabedatei wird nie verändert: Die Lösung kommt in eine neue Arbeitsmappe,
    <Eingabe>.solved.xlsx neben der Eingabe, sofern -o nichts anderes angibt.
    
    Beispiele:
      sudoku-xlsx solve puzzle.xlsx
      sudoku-xlsx solve puzzle.xlsx -o answer.xlsx --sheet "Week 12" --range B6:J14
      sudoku-xlsx solve book.ods --range Puzzle          (ein definierter Name)
      sudoku-xlsx solve book.xlsx --range A1:I9 --range A12:I20
      sudoku-xlsx solve week1.xlsx week2.xlsx puzzles/ --out-dir solved/ --report report.csv
      sudoku-xlsx solve book.xlsx --all-sheets
      sudoku-xlsx solve book.xlsx --range auto           (jedes Gitter, wo immer es steht)
      sudoku-xlsx solve library.xlsx --list C            (eine Rätselliste in Spalte C)
      sudoku-xlsx solve collection.txt -o solutions.xlsx
      sudoku-xlsx solve big.xlsx --range B2:Q17          (ein 16x16-Gitter)
      sudoku-xlsx solve jig.xlsx --regions Layout!A1:I9  (ein Jigsaw-Sudoku, Regionen dort benannt)
      sudoku-xlsx solve puzzles/ --shard 2/8 --out-dir solved/ --report r.csv
                                                         (Worker 2 von 8; siehe `report merge`)
    
    Exit-Status:
      0 gelöst, 1 nicht lösbar (widersprüchliche Vorgaben oder keine Lösung),
      2 unbrauchbare Ein- oder Ausgabe oder ein Aufruffehler; 3 ein Rätsel konnte nicht
      innerhalb von --time-limit entschieden werden; 130 abgebrochen.
help-solve-inputs =
    Arbeitsmappen: .xlsx, .xlsm, .xltx, .xlsb, .xls oder .ods (maßgeblich ist der Inhalt, nicht der Name); Ordner, die rekursiv nach Arbeitsmappen durchsucht werden; Rätsellisten als Text (.txt, .sdm, .csv)
help-solve-sheet =
    Das zu lesende Blatt: ein Name oder eine Nummer, gezählt ab 1 [Standard: das erste Arbeitsblatt]
help-solve-range =
    Das Gitter: ein Bereich wie B6:J14 (oder 'Week 12'!B6:J14), ein in der Arbeitsmappe definierter Name oder `auto` für jedes 9x9-Gitter, das auf den Blättern gefunden wird (siehe `find`). Ein quadratischer Bereich anderer Größe ist ein Rätsel dieser Größe (A1:P16 ist 16x16). Für mehrere Gitter auf einem Blatt mehrfach angeben [Standard: A1:I9]
help-solve-exact =
    Genau den angegebenen Bereich lesen, ohne zu prüfen, ob er wie ein verschobener oder unvollständiger Ausschnitt eines Gitters in der Nähe aussieht
help-solve-all-sheets =
    Den Bereich des Gitters auf jedem Arbeitsblatt lesen
help-solve-include-empty =
    Mit --all-sheets auch völlig leere Gitter nehmen, statt sie zu überspringen
help-solve-list =
    Eine Rätselliste lesen: ein Rätsel aus 81 Zeichen pro Zeile in dieser Spalte (ein Buchstabe wie C). Textdateien (.txt, .sdm, .csv) werden ebenfalls als Listen gelesen, ein Rätsel pro Zeile
help-solve-report =
    Eine Zeile pro Gitter oder Listenzeile in diese Datei schreiben: CSV oder JSON, je nach Endung
help-solve-shard =
    Nur Teil K von N des Stapels verarbeiten, wenn sich N Worker ihn teilen (Job-Arrays): Dateien nach einem festen Hash ihres Pfads unterhalb des angegebenen Ordners, die Zeilen einer einzelnen Liste nach Zeilennummer. Der Bericht (und die Ausgabe einer Liste) erhält .K-of-N vor der Endung; `sudoku-xlsx report merge` führt die Berichte zusammen
help-solve-shard-index =
    --shard ab 0 gezählt, für Job-Systeme, die ihre Worker so nummerieren (JOB_COMPLETION_INDEX bei Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX bei AWS Batch): I/N entspricht --shard I+1/N
help-solve-size =
    Zellen pro Seite: 4, 6, 8, 9, 10, 12, 15, 16 oder 25. Legt den Standardbereich fest (A1:P16 für 16); eine Rätselliste enthält dann N*N Zeichen pro Zeile [Standard: die Größe von --range, sonst 9]
help-solve-boxes =
    Die Form der Blöcke, Zeilen x Spalten, z. B. 3x2 [Standard: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 oder 5x5, je nach Größe]
help-solve-symbols =
    Wie Ziffern geschrieben werden: auto (Zahlen 1..N oder 1-9, dann Buchstaben A, B, ...) oder hex (nur 16x16: 0-9, dann A-F)
help-solve-diagonal =
    Diagonal-Sudoku: Beide Hauptdiagonalen enthalten jede Ziffer genau einmal
help-solve-windoku =
    Windoku (9x9): Vier zusätzliche 3x3-Blöcke enthalten jede Ziffer genau einmal
help-solve-regions =
    Jigsaw-Sudoku: ein Bereich von der Größe des Gitters (auf einem beliebigen Blatt, oder ein definierter Name) mit der Bezeichnung einer Region in jeder Zelle; jede Region ersetzt einen Block und muss N Zellen haben
help-solve-time-limit =
    Wie lange der Löser ein Gitter anderer Größe oder Variante durchsuchen darf, bevor er unentschieden aufgibt (Exit-Status 3); ein 9x9-Gitter wird immer in Millisekunden entschieden [Standard: 60]
help-solve-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-solve-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-solve-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet
help-solve-output =
    Wohin die gelöste Arbeitsmappe geschrieben wird, bei einer einzelnen Eingabe [Standard: <Eingabename ohne Endung>.solved.xlsx neben der Eingabe]. Der Ordner muss existieren. Bei einer Rätselliste wird mit einem Namen auf .txt oder .csv stattdessen Text geschrieben
help-solve-out-dir =
    Ausgaben unter diesen Ordner schreiben (wird bei Bedarf angelegt), in derselben Ordnerstruktur wie die Eingaben
help-solve-grid-only =
    Nur die gelösten Gitter schreiben. Ohne diese Option behält die gelöste Kopie jedes Blatt und jede Zelle der Eingabe (Werte, Formeln, Formatierungen, verbundene Zellen, Breiten) rund um die Gitter

help-generate-about =
    Neue Rätsel mit jeweils genau einer Lösung erzeugen und als Arbeitsmappe zum Ausdrucken oder Austeilen schreiben
help-generate-after =
    Die Stufen sind Abschnitte der Sudoku-Explainer-Skala (docs/difficulty.md): easy (bis 2,5)
    braucht nur Singles; medium (2,6-3,4) Locked Candidates, Paare und X-Wings; hard (3,5-5,9)
    Tripel, Quadrupel, Schwertfische, Quallen, XY- und XYZ-Wings, Unique Rectangles und BUG+1;
    expert (6,0-7,9) Muster einer einzelnen Ziffer, Finned Fish, Färbung, Ketten und ALS;
    extreme (8,0 und mehr) Forcing Chains oder Raten.
    
    Die Arbeitsmappe enthält ein Blatt pro Rätsel, spielbar in der Tabellenkalkulation ohne
    Makros (wie `play` sie erstellt: Vorgaben gesperrt, eine doppelte Ziffer rot, ein Zähler
    bis „Gelöst!“, Notizen; mit --check-answers wird eine falsche Ziffer orange), die Stufe
    unter dem Gitter und am Ende ein Blatt „Lösungen“ – oder keines mit --no-solutions, oder
    die Lösungen in einer eigenen Arbeitsmappe mit --solutions-to. --per-page fügt ein Blatt
    „Heft“ hinzu, das 1, 2, 4 oder 6 Rätsel pro Seite druckt, auf --paper a4 oder letter.
    Derselbe --seed ergibt immer dieselben Rätsel.
    
    Beispiele:
      sudoku-xlsx generate -n 20 --difficulty hard -o week12.xlsx --seed 7
      sudoku-xlsx generate -n 6 --title "Class 4B, week 12" --solutions-to answers.xlsx
      sudoku-xlsx generate -n 24 --per-page 6 --paper letter -o booklet.xlsx
      sudoku-xlsx generate -n 100 --list -o library.xlsx
    
    Exit-Status: 0 geschrieben; 2 nicht jedes Rätsel konnte rechtzeitig erzeugt werden (dann
    wird nichts geschrieben), die Ausgabe existiert bereits und --force fehlt, oder ein
    Aufruffehler; 130 abgebrochen.
help-generate-count =
    Anzahl der Rätsel
help-generate-difficulty =
    Die Stufe, die jedes Rätsel haben muss: easy, medium, hard, expert oder extreme [Standard: beliebig]
help-generate-symmetry =
    Symmetrie der Vorgaben: none, rotational oder mirror
help-generate-givens =
    So viele Vorgaben anstreben (17-81); ist das nicht erreichbar, wird das nächstliegende eindeutige Rätsel behalten [Standard: so wenige wie möglich]
help-generate-seed =
    Startwert für die Zufallsentscheidungen; derselbe Startwert ergibt dieselben Rätsel [Standard: ein neuer, der ausgegeben wird]
help-generate-output =
    Die zu schreibende Arbeitsmappe. Der Ordner muss existieren
help-generate-list =
    Ein Blatt mit einer Rätselzeichenkette pro Zeile schreiben (mit Stufe, Wertung und Lösung), im Format, das `solve --list A` liest; mit -o NAME.txt oder NAME.csv dasselbe als Text
help-generate-title =
    Diesen Titel in der Kopfzeile über jedem Rätsel drucken
help-generate-no-solutions =
    Das Blatt „Lösungen“ weglassen, damit sich die Rätsel allein austeilen lassen
help-generate-solutions-to =
    Das Blatt „Lösungen“ stattdessen in diese Arbeitsmappe schreiben, getrennt von den Rätseln. Der Ordner muss existieren
help-generate-check-answers =
    Die Lösungen auf einem sehr versteckten Blatt ablegen, sodass eine eingegebene Ziffer, die von ihrer Lösung abweicht, orange wird (eine Hilfe, kein Geheimnis)
help-generate-per-page =
    Ein Blatt „Heft“ hinzufügen, das die Rätsel zu so vielen pro Seite druckt: 1, 2, 4 oder 6
help-generate-paper =
    Das Papierformat, auf das die Blätter gedruckt werden: a4 oder letter [Standard: aus der Locale (Letter in den USA, Kanada, Mexiko und auf den Philippinen), sonst A4]
help-generate-time-limit =
    Ein Rätsel aufgeben, das die Stufe nach so vielen Sekunden nicht erreicht hat
help-generate-size =
    Zellen pro Seite: 4, 6, 8, 9, 10, 12, 15, 16 oder 25
help-generate-boxes =
    Die Form der Blöcke, Zeilen x Spalten, z. B. 3x2 [Standard: je nach Größe, wie bei solve]
help-generate-symbols =
    Wie Ziffern über 9 geschrieben werden: numbers (10, 11, ...), letters (1-9, dann A, B, ...) oder hex (nur 16x16: 0-9, dann A-F)
help-generate-diagonal =
    Diagonal-Sudoku: Beide Hauptdiagonalen enthalten jede Ziffer genau einmal
help-generate-windoku =
    Windoku (9x9): Vier zusätzliche 3x3-Blöcke enthalten jede Ziffer genau einmal
help-generate-jigsaw =
    Jigsaw-Sudoku: Jedes Rätsel erhält anstelle der Blöcke eine eigene, zufällige Aufteilung in unregelmäßige Regionen (bis 16x16)
help-generate-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-generate-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-generate-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet

help-rate-about =
    Rätsel nach den Techniken einstufen, die ein Mensch zum Lösen braucht: eine Schwierigkeit auf der Sudoku-Explainer-Skala und eine Stufe (leicht, mittel, schwer, sehr schwer, extrem). Liest alles, was `solve` liest; schreibt keine Arbeitsmappe
help-rate-after =
    Gibt für jedes Rätsel aus: Stufe, Wertung (die Schwierigkeit des schwierigsten Schritts im
    Stil von Sudoku Explainer, 1,0 bis 11,0), schwierigste Technik, verwendete Techniken,
    Anzahl der Vorgaben und ob die Lösung eindeutig ist. --report schreibt dasselbe als CSV
    oder JSON. `explain` zeigt die Schritte selbst.
    
    Beispiele:
      sudoku-xlsx rate puzzle.xlsx
      sudoku-xlsx rate library.xlsx --list C --report ratings.csv
      sudoku-xlsx rate collection.txt
      sudoku-xlsx rate big.txt --shard 3/4 --report ratings.csv   (ein Viertel der Zeilen)
    
    Exit-Status: 0 jedes Rätsel bewertet; 1 ein Rätsel hat keine Lösung oder widersprüchliche
    Vorgaben; 2 eine Eingabe ist nicht verwendbar; 3 ein Rätsel konnte nicht innerhalb von
    --time-limit entschieden werden; 130 abgebrochen.
help-rate-inputs =
    Arbeitsmappen: .xlsx, .xlsm, .xltx, .xlsb, .xls oder .ods (maßgeblich ist der Inhalt, nicht der Name); Ordner, die rekursiv nach Arbeitsmappen durchsucht werden; Rätsellisten als Text (.txt, .sdm, .csv)
help-rate-sheet =
    Das zu lesende Blatt: ein Name oder eine Nummer, gezählt ab 1 [Standard: das erste Arbeitsblatt]
help-rate-range =
    Das Gitter: ein Bereich wie B6:J14 (oder 'Week 12'!B6:J14), ein in der Arbeitsmappe definierter Name oder `auto` für jedes 9x9-Gitter, das auf den Blättern gefunden wird (siehe `find`). Ein quadratischer Bereich anderer Größe ist ein Rätsel dieser Größe (A1:P16 ist 16x16). Für mehrere Gitter auf einem Blatt mehrfach angeben [Standard: A1:I9]
help-rate-exact =
    Genau den angegebenen Bereich lesen, ohne zu prüfen, ob er wie ein verschobener oder unvollständiger Ausschnitt eines Gitters in der Nähe aussieht
help-rate-all-sheets =
    Den Bereich des Gitters auf jedem Arbeitsblatt lesen
help-rate-include-empty =
    Mit --all-sheets auch völlig leere Gitter nehmen, statt sie zu überspringen
help-rate-list =
    Eine Rätselliste lesen: ein Rätsel aus 81 Zeichen pro Zeile in dieser Spalte (ein Buchstabe wie C). Textdateien (.txt, .sdm, .csv) werden ebenfalls als Listen gelesen, ein Rätsel pro Zeile
help-rate-report =
    Eine Zeile pro Gitter oder Listenzeile in diese Datei schreiben: CSV oder JSON, je nach Endung
help-rate-shard =
    Nur Teil K von N des Stapels verarbeiten, wenn sich N Worker ihn teilen (Job-Arrays): Dateien nach einem festen Hash ihres Pfads unterhalb des angegebenen Ordners, die Zeilen einer einzelnen Liste nach Zeilennummer. Der Bericht (und die Ausgabe einer Liste) erhält .K-of-N vor der Endung; `sudoku-xlsx report merge` führt die Berichte zusammen
help-rate-shard-index =
    --shard ab 0 gezählt, für Job-Systeme, die ihre Worker so nummerieren (JOB_COMPLETION_INDEX bei Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX bei AWS Batch): I/N entspricht --shard I+1/N
help-rate-size =
    Zellen pro Seite: 4, 6, 8, 9, 10, 12, 15, 16 oder 25. Legt den Standardbereich fest (A1:P16 für 16); eine Rätselliste enthält dann N*N Zeichen pro Zeile [Standard: die Größe von --range, sonst 9]
help-rate-boxes =
    Die Form der Blöcke, Zeilen x Spalten, z. B. 3x2 [Standard: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 oder 5x5, je nach Größe]
help-rate-symbols =
    Wie Ziffern geschrieben werden: auto (Zahlen 1..N oder 1-9, dann Buchstaben A, B, ...) oder hex (nur 16x16: 0-9, dann A-F)
help-rate-diagonal =
    Diagonal-Sudoku: Beide Hauptdiagonalen enthalten jede Ziffer genau einmal
help-rate-windoku =
    Windoku (9x9): Vier zusätzliche 3x3-Blöcke enthalten jede Ziffer genau einmal
help-rate-regions =
    Jigsaw-Sudoku: ein Bereich von der Größe des Gitters (auf einem beliebigen Blatt, oder ein definierter Name) mit der Bezeichnung einer Region in jeder Zelle; jede Region ersetzt einen Block und muss N Zellen haben
help-rate-time-limit =
    Wie lange der Löser ein Gitter anderer Größe oder Variante durchsuchen darf, bevor er unentschieden aufgibt (Exit-Status 3); ein 9x9-Gitter wird immer in Millisekunden entschieden [Standard: 60]
help-rate-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-rate-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-rate-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet

help-find-about =
    Jedes 9x9-Rätselgitter auf jedem Blatt auflisten, wo immer es eingegeben wurde
help-find-after =
    Ein Gitter ist ein 9x9-Bereich aus Ziffern 1-9 (0 oder leer für leere Zellen) mit mindestens
    17 Ziffern, abgesetzt von seiner Umgebung: Titel, Beschriftungen, laufende Nummern, Summen
    und andere Gitter verschieben es nicht, und ein Ausschnitt aus einer größeren Zahlentabelle
    ist kein Gitter. Jede Zeile nennt die Lage des Gitters und was seine Ziffern ergeben:
    eindeutig, voll (ein gelöstes Gitter), mehrere Lösungen, keine Lösung oder Vorgaben im
    Konflikt. Lassen sich die Ziffern an zwei Stellen als Gitter lesen, werden beide genannt,
    und keine der beiden wird geraten.
    
    Beispiele:
      sudoku-xlsx find book.xlsx
      sudoku-xlsx find puzzles/ --report grids.csv
      sudoku-xlsx solve book.xlsx --range auto     (jedes gefundene Gitter lösen)
    
    Exit-Status: 0 jede Datei wurde durchsucht (ob Gitter gefunden wurden oder nicht); 2 eine
    Datei kann nicht gelesen werden; 130 abgebrochen.
help-find-inputs =
    Arbeitsmappen oder Ordner, die rekursiv nach Arbeitsmappen durchsucht werden
help-find-sheet =
    Nur dieses Blatt durchsuchen: ein Name oder eine Nummer, gezählt ab 1 [Standard: jedes Arbeitsblatt]
help-find-report =
    Eine Zeile pro gefundenem Gitter in diese Datei schreiben: CSV oder JSON, je nach Endung
help-find-shard =
    Nur Teil K von N des Stapels verarbeiten, wenn sich N Worker ihn teilen (Job-Arrays): Dateien nach einem festen Hash ihres Pfads unterhalb des angegebenen Ordners, die Zeilen einer einzelnen Liste nach Zeilennummer. Der Bericht (und die Ausgabe einer Liste) erhält .K-of-N vor der Endung; `sudoku-xlsx report merge` führt die Berichte zusammen
help-find-shard-index =
    --shard ab 0 gezählt, für Job-Systeme, die ihre Worker so nummerieren (JOB_COMPLETION_INDEX bei Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX bei AWS Batch): I/N entspricht --shard I+1/N
help-find-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-find-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-find-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet

help-explain-about =
    Schritt für Schritt lösen, wie ein Mensch es tut, und begründen, warum jeder Schritt gilt: auf dem Terminal und in einer gelösten Kopie mit den Blättern „Schritte“ und „Kandidaten“
help-explain-after =
    Jede Eingabeoption von `solve` funktioniert. Jeder Schritt nennt seine Technik, seine
    Wertung auf der Sudoku-Explainer-Skala und, mit den Zellnamen des Blatts, warum er gilt.
    Die Kopie (<Eingabe>.explained.xlsx, sofern -o nichts anderes angibt) enthält das gelöste
    Gitter, ein Blatt „Schritte“ mit einem Bild des Gitters bei jedem Schritt (Notizen; das
    Muster in Blau und Grün, die eingetragene Ziffer in Gelb, gestrichene Kandidaten in Rot;
    Links zu den Zellen des Rätsels) und ein Blatt „Kandidaten“ mit den Notizen vor dem
    ersten Schritt. Ein Rätsel ohne Lösung wird bis zu der Stelle erklärt, an der eine Zelle
    oder ein Haus nichts mehr aufnehmen kann; eines mit mehreren Lösungen bis dahin, wo die
    Logik nicht weiterkommt, mit den Zellen, die sich zwischen zwei Lösungen unterscheiden.
    Rätsellisten werden nur auf dem Terminal und im Bericht erklärt.
    
    Beispiele:
      sudoku-xlsx explain puzzle.xlsx
      sudoku-xlsx explain puzzle.xlsx --steps 5
      sudoku-xlsx explain book.xlsx --range auto --report steps.json
      sudoku-xlsx explain collection.txt --report steps.csv
    
    Exit-Status: 0 erklärt; 1 ein Rätsel hat keine Lösung oder widersprüchliche Vorgaben;
    2 eine Eingabe ist nicht verwendbar, eine Ausgabe kann nicht geschrieben werden, oder ein
    Aufruffehler; 3 ein Rätsel konnte nicht innerhalb von --time-limit entschieden werden;
    130 abgebrochen.
help-explain-inputs =
    Arbeitsmappen: .xlsx, .xlsm, .xltx, .xlsb, .xls oder .ods (maßgeblich ist der Inhalt, nicht der Name); Ordner, die rekursiv nach Arbeitsmappen durchsucht werden; Rätsellisten als Text (.txt, .sdm, .csv)
help-explain-sheet =
    Das zu lesende Blatt: ein Name oder eine Nummer, gezählt ab 1 [Standard: das erste Arbeitsblatt]
help-explain-range =
    Das Gitter: ein Bereich wie B6:J14 (oder 'Week 12'!B6:J14), ein in der Arbeitsmappe definierter Name oder `auto` für jedes 9x9-Gitter, das auf den Blättern gefunden wird (siehe `find`). Ein quadratischer Bereich anderer Größe ist ein Rätsel dieser Größe (A1:P16 ist 16x16). Für mehrere Gitter auf einem Blatt mehrfach angeben [Standard: A1:I9]
help-explain-exact =
    Genau den angegebenen Bereich lesen, ohne zu prüfen, ob er wie ein verschobener oder unvollständiger Ausschnitt eines Gitters in der Nähe aussieht
help-explain-all-sheets =
    Den Bereich des Gitters auf jedem Arbeitsblatt lesen
help-explain-include-empty =
    Mit --all-sheets auch völlig leere Gitter nehmen, statt sie zu überspringen
help-explain-list =
    Eine Rätselliste lesen: ein Rätsel aus 81 Zeichen pro Zeile in dieser Spalte (ein Buchstabe wie C). Textdateien (.txt, .sdm, .csv) werden ebenfalls als Listen gelesen, ein Rätsel pro Zeile
help-explain-report =
    Eine Zeile pro Gitter oder Listenzeile in diese Datei schreiben: CSV oder JSON, je nach Endung
help-explain-shard =
    Nur Teil K von N des Stapels verarbeiten, wenn sich N Worker ihn teilen (Job-Arrays): Dateien nach einem festen Hash ihres Pfads unterhalb des angegebenen Ordners, die Zeilen einer einzelnen Liste nach Zeilennummer. Der Bericht (und die Ausgabe einer Liste) erhält .K-of-N vor der Endung; `sudoku-xlsx report merge` führt die Berichte zusammen
help-explain-shard-index =
    --shard ab 0 gezählt, für Job-Systeme, die ihre Worker so nummerieren (JOB_COMPLETION_INDEX bei Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX bei AWS Batch): I/N entspricht --shard I+1/N
help-explain-size =
    Zellen pro Seite: 4, 6, 8, 9, 10, 12, 15, 16 oder 25. Legt den Standardbereich fest (A1:P16 für 16); eine Rätselliste enthält dann N*N Zeichen pro Zeile [Standard: die Größe von --range, sonst 9]
help-explain-boxes =
    Die Form der Blöcke, Zeilen x Spalten, z. B. 3x2 [Standard: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 oder 5x5, je nach Größe]
help-explain-symbols =
    Wie Ziffern geschrieben werden: auto (Zahlen 1..N oder 1-9, dann Buchstaben A, B, ...) oder hex (nur 16x16: 0-9, dann A-F)
help-explain-diagonal =
    Diagonal-Sudoku: Beide Hauptdiagonalen enthalten jede Ziffer genau einmal
help-explain-windoku =
    Windoku (9x9): Vier zusätzliche 3x3-Blöcke enthalten jede Ziffer genau einmal
help-explain-regions =
    Jigsaw-Sudoku: ein Bereich von der Größe des Gitters (auf einem beliebigen Blatt, oder ein definierter Name) mit der Bezeichnung einer Region in jeder Zelle; jede Region ersetzt einen Block und muss N Zellen haben
help-explain-time-limit =
    Wie lange der Löser ein Gitter anderer Größe oder Variante durchsuchen darf, bevor er unentschieden aufgibt (Exit-Status 3); ein 9x9-Gitter wird immer in Millisekunden entschieden [Standard: 60]
help-explain-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-explain-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-explain-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet
help-explain-output =
    Wohin die erklärte Arbeitsmappe geschrieben wird, bei einer einzelnen Eingabe [Standard: <Eingabename ohne Endung>.explained.xlsx neben der Eingabe]. Der Ordner muss existieren. Bei einer Rätselliste wird mit einem Namen auf .txt oder .csv stattdessen Text geschrieben
help-explain-out-dir =
    Ausgaben unter diesen Ordner schreiben (wird bei Bedarf angelegt), in derselben Ordnerstruktur wie die Eingaben
help-explain-grid-only =
    Nur die gelösten Gitter schreiben. Ohne diese Option behält die gelöste Kopie jedes Blatt und jede Zelle der Eingabe (Werte, Formeln, Formatierungen, verbundene Zellen, Breiten) rund um die Gitter
help-explain-steps =
    Nach so vielen Schritten aufhören

help-play-about =
    Eine Kopie zum Spielen direkt in der Tabellenkalkulation erstellen, ohne Makros: Doppelte Ziffern werden rot, ein Zähler zeigt, was noch fehlt, Notizen erscheinen klein und grau
help-play-after =
    Liest Rätsel wie `solve` (Gitter, jedes Blatt, --range auto, Rätsellisten) und schreibt
    <Eingabe>.play.xlsx, sofern -o nichts anderes angibt: ein geschütztes Blatt pro Rätsel,
    aufgebaut wie die Blätter, die `generate` erzeugt. Die Vorgaben sind gesperrt; eine offene
    Zelle nimmt eine Ziffer 1-9 auf oder Notizen (mehrere Ziffern, z. B. 147, klein und grau
    dargestellt); eine Ziffer, die in ihrer Zeile, Spalte oder ihrem Block doppelt vorkommt,
    wird rot; die Zelle neben dem Gitter zählt, was noch fehlt, und zeigt am Ende „Gelöst!“.
    Das funktioniert in Excel, LibreOffice und Gnumeric: nur bedingte Formatierungen und
    Formeln. --check-answers legt die Lösung auf einem sehr versteckten Blatt ab und färbt eine
    falsche Ziffer orange (eine Hilfe, kein Geheimnis). `hint` liest die Kopie wieder ein.
    
    Beispiele:
      sudoku-xlsx play newspaper.xlsx
      sudoku-xlsx play book.xlsx --range auto --check-answers -o play.xlsx
      sudoku-xlsx play collection.txt --title "Week 12"
    
    Exit-Status: 0 geschrieben; 1 ein Rätsel hat keine Lösung oder kollidierende Vorgaben (es
    wird ausgelassen); 2 eine Eingabe ist nicht verwendbar, oder ein Aufruffehler; 3 ein Rätsel
    konnte nicht innerhalb von --time-limit entschieden werden (es wird ausgelassen);
    130 abgebrochen.
help-play-inputs =
    Arbeitsmappen: .xlsx, .xlsm, .xltx, .xlsb, .xls oder .ods (maßgeblich ist der Inhalt, nicht der Name); Ordner, die rekursiv nach Arbeitsmappen durchsucht werden; Rätsellisten als Text (.txt, .sdm, .csv)
help-play-sheet =
    Das zu lesende Blatt: ein Name oder eine Nummer, gezählt ab 1 [Standard: das erste Arbeitsblatt]
help-play-range =
    Das Gitter: ein Bereich wie B6:J14 (oder 'Week 12'!B6:J14), ein in der Arbeitsmappe definierter Name oder `auto` für jedes 9x9-Gitter, das auf den Blättern gefunden wird (siehe `find`). Ein quadratischer Bereich anderer Größe ist ein Rätsel dieser Größe (A1:P16 ist 16x16). Für mehrere Gitter auf einem Blatt mehrfach angeben [Standard: A1:I9]
help-play-exact =
    Genau den angegebenen Bereich lesen, ohne zu prüfen, ob er wie ein verschobener oder unvollständiger Ausschnitt eines Gitters in der Nähe aussieht
help-play-all-sheets =
    Den Bereich des Gitters auf jedem Arbeitsblatt lesen
help-play-include-empty =
    Mit --all-sheets auch völlig leere Gitter nehmen, statt sie zu überspringen
help-play-list =
    Eine Rätselliste lesen: ein Rätsel aus 81 Zeichen pro Zeile in dieser Spalte (ein Buchstabe wie C). Textdateien (.txt, .sdm, .csv) werden ebenfalls als Listen gelesen, ein Rätsel pro Zeile
help-play-shard =
    Nur Teil K von N des Stapels verarbeiten, wenn sich N Worker ihn teilen (Job-Arrays): Dateien nach einem festen Hash ihres Pfads unterhalb des angegebenen Ordners, die Zeilen einer einzelnen Liste nach Zeilennummer. Der Bericht (und die Ausgabe einer Liste) erhält .K-of-N vor der Endung; `sudoku-xlsx report merge` führt die Berichte zusammen
help-play-shard-index =
    --shard ab 0 gezählt, für Job-Systeme, die ihre Worker so nummerieren (JOB_COMPLETION_INDEX bei Kubernetes, AWS_BATCH_JOB_ARRAY_INDEX bei AWS Batch): I/N entspricht --shard I+1/N
help-play-size =
    Zellen pro Seite: 4, 6, 8, 9, 10, 12, 15, 16 oder 25. Legt den Standardbereich fest (A1:P16 für 16); eine Rätselliste enthält dann N*N Zeichen pro Zeile [Standard: die Größe von --range, sonst 9]
help-play-boxes =
    Die Form der Blöcke, Zeilen x Spalten, z. B. 3x2 [Standard: 2x2, 2x3, 2x4, 3x3, 2x5, 3x4, 3x5, 4x4 oder 5x5, je nach Größe]
help-play-symbols =
    Wie Ziffern geschrieben werden: auto (Zahlen 1..N oder 1-9, dann Buchstaben A, B, ...) oder hex (nur 16x16: 0-9, dann A-F)
help-play-diagonal =
    Diagonal-Sudoku: Beide Hauptdiagonalen enthalten jede Ziffer genau einmal
help-play-windoku =
    Windoku (9x9): Vier zusätzliche 3x3-Blöcke enthalten jede Ziffer genau einmal
help-play-regions =
    Jigsaw-Sudoku: ein Bereich von der Größe des Gitters (auf einem beliebigen Blatt, oder ein definierter Name) mit der Bezeichnung einer Region in jeder Zelle; jede Region ersetzt einen Block und muss N Zellen haben
help-play-time-limit =
    Wie lange der Löser ein Gitter anderer Größe oder Variante durchsuchen darf, bevor er unentschieden aufgibt (Exit-Status 3); ein 9x9-Gitter wird immer in Millisekunden entschieden [Standard: 60]
help-play-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-play-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-play-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet
help-play-output =
    Wohin die spielbare Arbeitsmappe geschrieben wird, bei einer einzelnen Eingabe [Standard: <Eingabename ohne Endung>.play.xlsx neben der Eingabe]. Der Ordner muss existieren
help-play-out-dir =
    Ausgaben unter diesen Ordner schreiben (wird bei Bedarf angelegt), in derselben Ordnerstruktur wie die Eingaben
help-play-title =
    Diesen Titel in der Kopfzeile über jedem Rätsel drucken
help-play-check-answers =
    Die Lösungen auf einem sehr versteckten Blatt ablegen, sodass eine eingegebene Ziffer, die von ihrer Lösung abweicht, orange wird (eine Hilfe, kein Geheimnis)
help-play-report =
    Eine Zeile pro Gitter oder Listenzeile in diese Datei schreiben: CSV oder JSON, je nach Endung

help-hint-about =
    Ein Gitter während des Spiels prüfen: falsche Ziffern nennen oder den nächsten Schritt angeben, als Anstoß, mit den Zellen oder vollständig
help-hint-after =
    Das Gitter wird gelesen, wie `solve` es liest (A1:I9, sofern --range oder --sheet nichts
    anderes angeben). Die ursprünglichen Vorgaben werden von den seither eingegebenen Ziffern
    unterschieden: anhand von --givens, einem Bereich (auf einem beliebigen Blatt), einem
    definierten Namen oder einem Blatt (dort dieselben Zellen), das das Rätsel so enthält, wie
    es ausgeteilt wurde; sonst, in einer von `generate` erstellten Arbeitsmappe, anhand des
    dort gespeicherten Rätsels; sonst gilt jede Ziffer im Gitter als Vorgabe. Eingegebene
    Ziffern, die der Lösung widersprechen, werden genannt (die richtige Ziffer nur mit
    --reveal); andernfalls der nächste Schritt vom aktuellen Stand des Spielers aus:
      nudge  die Technik und das Haus (Zeile, Spalte oder Block), in dem zu suchen ist
      cells  dazu die Zellen, die den Schritt begründen
      full   der ganze Schritt und was einzutragen oder zu streichen ist
    -o schreibt eine Kopie der Arbeitsmappe mit markierten Zellen des Hinweises und dem
    Hinweis neben dem Gitter.
    
    Beispiele:
      sudoku-xlsx hint puzzles.xlsx --sheet "Puzzle 3"
      sudoku-xlsx hint game.xlsx --givens Original!A1:I9 --level cells
      sudoku-xlsx hint game.xlsx --level full -o game-hint.xlsx
    
    Exit-Status: 0 ein Hinweis wurde gegeben (oder das Gitter ist gelöst); 1 eingegebene
    Ziffern sind falsch oder kollidieren, oder das Rätsel hat keine Lösung; 2 die Eingabe ist
    nicht verwendbar, oder ein Aufruffehler.
help-hint-input =
    Die Arbeitsmappe, in der gespielt wird
help-hint-sheet =
    Das zu lesende Blatt: ein Name oder eine Nummer, gezählt ab 1 [Standard: das erste Arbeitsblatt]
help-hint-range =
    Das Gitter, in dem gespielt wird: ein Bereich wie B6:J14, ein definierter Name oder `auto` [Standard: A1:I9]
help-hint-exact =
    Genau den angegebenen Bereich lesen, ohne zu prüfen, ob er wie ein verschobener oder unvollständiger Ausschnitt eines Gitters in der Nähe aussieht
help-hint-givens =
    Wo das ursprüngliche Rätsel steht: ein Bereich (auf diesem Blatt oder 'Sheet'!B2:J10), ein definierter Name oder der Name eines Blatts (dort dieselben Zellen)
help-hint-level =
    Wie viel der Hinweis verrät: nudge, cells oder full
help-hint-reveal =
    Angeben, welche Ziffern anstelle der falschen stehen müssten, und nach einem Anstoß den ganzen Schritt
help-hint-output =
    Eine Kopie der Arbeitsmappe mit markierten Zellen des Hinweises schreiben. Der Ordner muss existieren
help-hint-grid-only =
    Mit -o nur das Gitter schreiben
help-hint-jobs =
    Wie viele Dateien oder Rätsel gleichzeitig bearbeitet werden, 1 bis 256, und damit die Höchstzahl der Threads, die der Lauf nutzt (die Bewertung eines einzelnen sehr schweren Rätsels nutzt sie alle) [Standard: die Anzahl der Kerne]
help-hint-force =
    Vorhandene Ausgabedateien (und den Bericht) ersetzen; eine Eingabe wird nie ersetzt
help-hint-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet

help-report-about =
    Mit Berichten arbeiten: `report merge` führt die Berichte eines in Shards aufgeteilten Laufs (--shard K/N) zum Bericht eines einzigen Laufs zusammen

help-report-merge-about =
    Die Berichte aller Shards eines Stapels (--shard K/N) zu dem Bericht zusammenführen, den ein ungeteilter Lauf schreibt: mit dessen Zeilen, in dessen Reihenfolge
help-report-merge-after =
    Die Berichte eines aufgeteilten Laufs haben zwei zusätzliche Spalten, shard (K/N) und
    order (wo jede Zeile im ungeteilten Lauf stand); der zusammengeführte Bericht lässt sie
    weg und ist damit der Bericht, den ein einziger Lauf über den ganzen Stapel schreibt,
    Zeile für Zeile und Byte für Byte. Der Bericht jedes Shards muss genau einmal angegeben
    werden, in beliebiger Reihenfolge (ein Shard ohne Dateien schreibt einen leeren Bericht);
    Berichte unterschiedlicher Art (CSV und JSON) oder mit anderen Spalten werden abgelehnt.
    Berichte ohne die Shard-Spalten werden in der angegebenen Reihenfolge aneinandergefügt.
    Der zusammengeführte Bericht wird ganz oder gar nicht geschrieben und ersetzt eine
    vorhandene Datei nur mit --force.
    
    Beispiele:
      sudoku-xlsx report merge out/report.1-of-3.csv out/report.2-of-3.csv out/report.3-of-3.csv -o report.csv
      sudoku-xlsx report merge out/ratings.*-of-8.json -o ratings.json
    
    Exit-Status: 0 zusammengeführt; 2 ein Bericht kann nicht gelesen oder zusammengeführt
    werden, die Ausgabe existiert bereits, oder ein Aufruffehler.
help-report-merge-reports =
    Die Berichte der Shards, in beliebiger Reihenfolge: alle CSV oder alle JSON
help-report-merge-output =
    Der zusammengeführte Bericht, CSV oder JSON wie die Berichte. Der Ordner muss existieren
help-report-merge-force =
    Den zusammengeführten Bericht ersetzen, falls er existiert
help-report-merge-quiet =
    Nichts ausgeben, wenn alles gut gegangen ist; Probleme werden trotzdem gemeldet
