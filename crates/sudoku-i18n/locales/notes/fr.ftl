## Warnings and notes: what a run passed over, cut, renamed or could not do, and the rarer
## refusals. They follow the file's name and a colon where they start with $file. Flags
## (--range, -o) stay as typed; $why and $detail are a workbook part's own fault as the
## reader found it (zip and XML errors), quoted as they are.

## The solved copy.

# $name: a zip entry's name, quoted.
note-unsafe-entry = { $file } : l'entrée { $name } de l'archive zip n'est pas reprise dans la copie : son nom permettrait d'écrire en dehors du dossier où elle est décompressée, et aucune partie d'un classeur ne porte un tel nom
# $grid: the grid's sheet and range.
note-no-room = { $file } : { $grid } : aucune cellule libre près de la grille pour sa ligne d'état ; toutes les cellules qui l'entourent contiennent vos données
error-macros-not-copied = le classeur ne peut pas être copié avec ses macros ({ $why }) ; utilisez --grid-only pour ne copier que les grilles
note-rebuilt = { $file } : la copie est reconstruite, et non modifiée, car { $why }
error-macro-name = le classeur contient des macros, que la copie conserve, et Excel n'ouvre un classeur avec macros que sous un nom en .xlsm ; nommez la copie .xlsm (ou utilisez --grid-only pour ne copier que les grilles)
error-interrupted = interrompu ; rien n'a été écrit
note-more-cut = { $file } : et { $count ->
        [one] { $count } autre cellule tronquée ou omise
       *[other] { $count } autres cellules tronquées ou omises
    }
# $from and $to: the sheet's name in the input and in the copy, quoted.
note-renamed-sheet = { $file } : la feuille { $from } s'appelle { $to } dans la copie résolue (Excel limite les noms à 31 caractères, sans aucun de []:*?/\, et refuse deux noms qui ne diffèrent que par la casse)
# What a rebuilt copy leaves out ($list in note-not-carried), joined the language's way.
lost-charts = graphiques
lost-images = images
lost-macros = macros
lost-controls = contrôles
lost-pivot-tables = tableaux croisés dynamiques
lost-comments = commentaires
lost-tables = tableaux
lost-conditional-formats = mises en forme conditionnelles
lost-data-validation = validation des données
lost-chart-sheets = feuilles graphiques
lost-macro-sheets = feuilles macro et de dialogue
note-not-carried = la copie résolue ne reprend pas ces éléments du classeur d'origine : { $list }
# A cell of the input the copy could not hold as it was; $cell: 'Sheet'!B3.
note-cell-dropped = { $cell } : au-delà de la dernière ligne ou colonne que peut avoir une feuille ; cellule omise
# $what: note-formula-cut and note-text-cut, joined with semicolons.
note-cell-cut = { $cell } : { $what }
note-formula-cut = une formule de plus de 8 192 caractères a été remplacée par sa valeur enregistrée
note-text-cut = un texte de plus de 32 767 caractères a été tronqué à cette longueur

## Notes and the rest of the terminal's words.

# A note on the terminal, after "sudoku-xlsx: ".
note-line = remarque : { $text }
# $what: what went wrong, in the program's own words; $at: where in the source, in brackets.
error-internal = erreur interne : { $what }{ $at } ; c'est un bogue, merci de le signaler en joignant l'entrée qui l'a provoqué
note-long-title = --title compte { $count } caractères, plus que n'en contient un en-tête de page imprimée ; les en-têtes l'affichent raccourci par « … » (la propriété Titre du classeur le garde en entier)
# $shard: K/N as typed; $count: the files found in all.
note-empty-shard = la part { $shard } ne reçoit aucun des fichiers trouvés ({ $count ->
        [one] { $count } fichier
       *[other] { $count } fichiers
    } en tout) ; elle écrit un rapport vide, si un rapport est demandé
# $sheets: quoted sheet names, joined the language's way.
note-added-sheets-passed = --all-sheets ignore { $count ->
        [one] une feuille ajoutée par sudoku-xlsx, qui ne contient
       *[other] des feuilles ajoutées par sudoku-xlsx, qui ne contiennent
    } aucune grille : { $sheets }
# Why a range cannot be read ($problem in error-grid-elsewhere); $place: a sheet and range.
problem-givens-clash = les chiffres donnés en { $place } enfreignent les règles
problem-no-solution = la grille en { $place } n'a pas de solution
# $evidence in error-not-the-grid.
evidence-more-symbols = la grille située là compte { $symbols } symboles, la plage { $givens }
evidence-borders = des bordures sont tracées autour de { $grid }
# $cells: the range's only digits, joined with commas.
evidence-against-edge = ses seuls chiffres, { $cells }, touchent le bord de cette grille

## Rules that do not fit a grid.

# Plain Sudoku, the grid a record says when it says nothing else.
kind-classic = 9x9 classique
# $boxes: the boxes' rows x columns, e.g. 3x2.
kind-boxes = { $kind } à blocs { $boxes }
kind-hex = (chiffres hexadécimaux)
rules-boxes-misfit = --boxes { $boxes } ne convient pas à une grille { $n }x{ $n } : un bloc doit avoir { $n } cases
rules-hex-size = --symbols hex est pour les grilles 16x16, et celle-ci fait { $n }x{ $n }
rules-windoku-size = --windoku demande une grille 9x9, et celle-ci fait { $n }x{ $n }
# $kind: the grid's kind as recorded; $flags: the flags that do not fit, as typed.
rules-recorded = sudoku-xlsx a écrit cette grille en tant que grille { $kind } (c'est enregistré dans le classeur) ; { $count ->
        [one] l'option { $flags } ne lui convient pas, retirez-la
       *[other] les options { $flags } ne lui conviennent pas, retirez-les
    }
rules-regions-size = la plage des régions fait { $side }x{ $side }, mais la grille en { $place } fait { $size }x{ $size } ; donnez une plage de la taille de la grille
rules-regions-place = { $place } (les régions)
rules-hex-zero = { $cell } contient 0 et les lettres s'arrêtent à F, comme les chiffres hexadécimaux 0-F ; donnez --symbols hex, ou écrivez les chiffres sous la forme 1-9 et A-G, avec 0 ou rien pour une case vide

## find: a line for each grid found, then a summary.

# $place: the grid's sheet and range; $kind: one of the find-* words below.
find-line = { $file } : { $place }  { $givens } chiffres donnés  { $kind }
find-bad-cells = cellules invalides
find-full = complète
find-unique = unique
find-several-solutions = plusieurs solutions
find-no-solution = sans solution
find-givens-clash = chiffres donnés en conflit
# After find-line; $cells: the cells, the first few with a count of the rest.
find-bad-cells-list = : { $cells } { $count ->
        [one] n'est ni un chiffre de 1 à 9 ni vide ; corrigez-la
       *[other] ne sont ni des chiffres de 1 à 9 ni vides ; corrigez-les
    } pour utiliser la grille
# After find-line; $places: the other readings, joined with "or".
find-also = {"  "}(les chiffres se lisent aussi en { $places } : vérifiez quelle lecture est la bonne)
# $blocks: the first few blocks, with a count of the rest.
find-computed = { $file } : { $blocks } : résultats de formules (calculés par le classeur lui-même), qui ne sont pas lus comme des grilles ; donnez une plage pour lire l'un d'eux
find-none = { $file } : aucune grille trouvée (une grille est un carré de 9x9 cellules contenant au moins 17 chiffres)
find-table = { $file } : { $place } : un bloc de nombres trop grands ou trop denses pour être des grilles (un tableau) ; non examiné
# $seconds: the time taken, with two decimals.
find-summary = { $grids ->
        [one] { $grids } grille trouvée
       *[other] { $grids } grilles trouvées
    } dans { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    } (illisibles : { $unreadable }) ; { $seconds } s

## explain.

# $places: the lines or rows, the first few with a count of the rest.
explain-passed-lines = { $file } : { $count ->
        [one] { $count } ligne ignorée, qui n'est pas une grille
       *[other] { $count } lignes ignorées, qui ne sont pas des grilles
    } : { $places }
explain-passed-rows = { $file } : { $count ->
        [one] { $count } ligne de feuille ignorée, qui n'est pas une grille
       *[other] { $count } lignes de feuille ignorées, qui ne sont pas des grilles
    } : { $places }
# $first: how many grids got Steps sheets; $count: the grids left without.
explain-steps-left-out = { $file } : les feuilles Étapes n'ont été écrites que pour les { $first } premières grilles ; les { $count } autres sont expliquées ci-dessus et dans le rapport (les feuilles de chaque grille occupent de la mémoire jusqu'à l'enregistrement de la copie)

## Places in a puzzle list, for people (reports keep "row 5" and "line 4").

place-row = ligne { $n }
place-line = ligne { $n }
# $sheet: the sheet's name, quoted where it needs it; $place: place-row.
place-sheet-row = { $sheet }, { $place }
# A list entry that is not a puzzle; $place: the row or line; $why: what is wrong.
list-invalid = { $file } : { $place } : invalide : { $why }

## Puzzle lists. The list's own Status column keeps its words (solved, invalid: ...) in
## every language, as a report's columns do.

usage-list-regions = --regions lit les noms des régions dans une plage d'un classeur, ce qu'une liste n'a pas ; saisissez les grilles irrégulières dans une feuille plutôt que dans une liste
list-line-length = une grille { $n }x{ $n } compte { $expected } symboles, cette ligne en compte { $found }
# $found: the character, quoted; $position: where it is in the line (from 1).
list-line-symbol = le caractère { $position } ({ $found }) n'est pas un chiffre d'une grille { $n }x{ $n }
list-more-problems = { $file } : { $count ->
        [one] { $count } autre problème non affiché
       *[other] { $count } autres problèmes non affichés
    } ; --report les énumère tous
list-more-problems-report = { $file } : { $count ->
        [one] { $count } autre problème non affiché
       *[other] { $count } autres problèmes non affichés
    } (voir le rapport)
# $output: the file written.
list-summary = { $file } : { $count ->
        [one] { $count } grille
       *[other] { $count } grilles
    } : résolues : { $solved }, à plusieurs solutions : { $several }, sans solution : { $none }, invalides : { $invalid } -> { $output }
error-text-to-file = une sortie texte ne s'écrit que dans un fichier
# A list entry stored as a number in the sheet.
list-stored-as-number = la grille est enregistrée comme un nombre, ce qui lui fait perdre des chiffres ; mettez la colonne au format Texte et saisissez-la de nouveau
# $kib: the longest line read, in KiB.
list-line-too-long = la ligne dépasse { $kib } KiB ; une ligne de grille compte 81 caractères
list-not-separated = la grille n'est pas séparée de ce qui la suit
list-spaced = { $count } caractères avec des espaces entre les chiffres : les espaces ne sont pas lus comme des cases vides ; écrivez . ou 0 pour chaque case vide

## The progress bar: indicatif's fields ($elapsed, $eta) come as they are.

progress-files = fichiers
progress-puzzles = grilles
progress-elapsed = écoulé : { $elapsed }
progress-elapsed-eta = écoulé : { $elapsed }, restant : { $eta }
progress-counts = résolues : { $solved }, échecs : { $failed }
# $detail: what the system said.
error-threads = impossible de lancer les fils d'exécution : { $detail }
error-interrupted-after = interrompu après l'écriture de la sortie

## generate.

# $why: one of the generate-why-* below.
generate-none-found-level = aucune grille de niveau { $level } trouvée en { $limit } s (grilles essayées : { $tried }) ; { $why }
generate-none-found = aucune grille trouvée en { $limit } s (grilles essayées : { $tried }) ; { $why }
generate-why-four = une grille 4x4 ne demande jamais plus que des singletons, donc toute grille 4x4 est facile
generate-why-time = accordez plus de temps avec --time-limit, ou demandez un autre niveau
generate-why-large = au-delà de 10x10, la notation ne se fonde que sur les singletons, les candidats verrouillés, les sous-ensembles et les poissons, si bien que les niveaux difficiles viennent vite et les faciles rarement
generate-no-full-grid = cette forme n'admet aucune grille complète
generate-full-grid-time = aucune grille complète de cette forme n'a été trouvée en { $limit } s ; accordez plus de temps avec --time-limit
generate-more-time = { $why } ; accordez plus de temps avec --time-limit
# $n: the puzzle's number; $why: why it was not made.
generate-failed = grille { $n } : { $why }
generate-not-made = grille { $n } : non créée
generate-nothing-written = rien n'a été écrit ; accordez plus de temps avec --time-limit, ou choisissez une autre valeur de --difficulty
generate-nothing-written-givens = rien n'a été écrit ; accordez plus de temps avec --time-limit, ou choisissez une autre valeur de --difficulty ou de --givens
# $puzzles: the puzzles' numbers, each with its givens in brackets: 3 (24), 7 (25).
givens-missed = { $count ->
        [one] { $count } grille sur { $total } n'a pas pu être ramenée à { $target } chiffres donnés et en garde davantage : grille
       *[other] { $count } grilles sur { $total } n'ont pas pu être ramenées à { $target } chiffres donnés et en gardent davantage : grilles
    } { $puzzles } ; { $advice }
givens-advice-time = le temps imparti s'est écoulé avant : accordez plus de temps avec --time-limit, ou demandez --givens { $reached } ou plus
givens-advice-seldom = d'une grille à l'autre, le générateur ne s'en est pas rapproché, et plus de temps n'y changerait rien : il descend rarement à { $target } chiffres donnés ; demandez --givens { $reached } ou plus
# $symmetry: the --symmetry value, as typed.
givens-advice-symmetry = d'une grille à l'autre, le générateur ne s'en est pas rapproché, et plus de temps n'y changerait rien : il descend rarement à { $target } chiffres donnés, surtout avec --symmetry { $symmetry } (--symmetry none permet des grilles plus clairsemées) ; demandez --givens { $reached } ou plus
# Why no jigsaw layout came out.
layout-bad-size = les grilles de taille { $n } ne sont pas prises en charge ; utilisez l'une des tailles 4, 6, 8, 9, 10, 12, 15, 16, 25
layout-not-found = aucune disposition irrégulière { $n }x{ $n } avec une grille complète n'a été trouvée en { $tries } essais
layout-out-of-time = aucune disposition irrégulière { $n }x{ $n } avec une grille complète n'a été trouvée dans le temps imparti (essais : { $tries })

## report merge: reports are named by their files; $shard is K/N as the reports hold it.

# $detail: what the CSV or JSON reader said.
merge-not-a-report = { $file } : ce n'est pas un rapport tel que l'écrit sudoku-xlsx : { $detail }
# $order: the order column's text, quoted.
merge-bad-order = { $file } : une ligne porte la valeur { $order } dans la colonne order, ce que sudoku-xlsx n'écrit jamais
merge-two-shards = { $file } contient des lignes de la part { $first } et de la part { $second } : ce n'est pas le rapport d'un seul exécutant
merge-out-of-order = { $file } : les lignes ne sont pas dans l'ordre où l'exécutant les a écrites ({ $order } après une ligne ultérieure)
merge-kinds = { $first } et { $second } ne sont pas du même format : le rapport fusionné et tous les rapports à fusionner sont soit tous en CSV, soit tous en JSON
# $first_columns and $second_columns: the columns' names, as the reports have them.
merge-columns = { $first } a les colonnes { $first_columns }, mais { $second } a { $second_columns } : fusionnez les rapports d'une même commande lancée avec les mêmes options
# $why: what is wrong with the text.
merge-shard-column = { $file } : la colonne shard contient { $why }
# $a and $b: two files both numbered $n in the workers' listings.
merge-batches-same-place = les exécutants ont listé des lots différents ({ $a } et { $b } étaient tous deux leur fichier n° { $n }) : un fichier est apparu ou a disparu pendant leur démarrage ; relancez toutes les parts sur un même lot
merge-batches-two-places = les exécutants ont listé des lots différents ({ $file } était le fichier n° { $first } de l'un et le fichier n° { $second } d'un autre) : un fichier est apparu ou a disparu pendant leur démarrage ; relancez toutes les parts sur un même lot
merge-other-run = { $first } appartient à une exécution en { $n } parts, mais { $second } est la part { $shard } : fusionnez les rapports d'une même exécution
merge-shard-twice = { $first } et { $second } contiennent tous deux la part { $shard }
merge-too-many = { $given } rapports ont été donnés pour une exécution en { $n } parts ; donnez une seule fois le rapport de chaque part
# $shards: the missing shards as K/N, joined the language's way.
merge-missing = { $count ->
        [one] le rapport de la part { $shards } manque
       *[other] les rapports des parts { $shards } manquent
    } ; donnez le rapport de chaque part (une part qui n'avait aucun fichier en écrit un vide)
# $what in merged.
merged-empty = { $count ->
        [one] { $count } rapport, vide
       *[other] { $count } rapports, tous vides
    }
merged-shards = { $count ->
        [one] { $count } rapport
       *[other] { $count } rapports
    } de { $shards } parts
merged-in-order = { $count ->
        [one] { $count } rapport
       *[other] { $count } rapports dans l'ordre donné (ils n'ont pas de colonnes shard)
    }
# $counts: the report's outcomes with their counts, as the report writes them, in
# brackets after a space, or nothing.
merged = Fusion de { $what } : { $rows ->
        [one] { $rows } ligne
       *[other] { $rows } lignes
    } provenant de { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }{ $counts } ; écrit : { $output }
invalid-why = invalide : { $why }

## The rest of the refusals.

error-report-name = { $file } : un rapport s'écrit en CSV ou en JSON ; nommez-le .csv ou .json
error-not-a-file = ce n'est pas un fichier ordinaire (un tube ou un périphérique) ; enregistrez d'abord le classeur ou la liste dans un fichier
# In rate's report message column and on the terminal.
rate-clash = les chiffres donnés enfreignent les règles
# Grid shapes that cannot be built.
shape-boxes = des blocs de { $rows }x{ $cols } ne conviennent pas à une grille { $n }x{ $n } (lignes x colonnes doit faire { $n })
shape-region-cells = la carte des régions a { $found } cases, une grille { $n }x{ $n } en a { $cells }
shape-region-count = la carte des régions a { $found } régions, une grille { $n }x{ $n } en demande { $n }
# $sizes: shape-region-has for each region of the wrong size, joined the language's way.
shape-region-size = chaque région doit avoir { $n } cases : { $sizes }
shape-region-has = la région { $region } en a { $count }
shape-windoku = le windoku demande une grille 9x9, pas { $n }x{ $n }

## Values typed after a flag; $text is what was typed, quoted. Values stay as typed.

value-per-page = { $text } : une page contient 1, 2, 4 ou 6 grilles
value-size = { $text } : une grille a 4, 6, 8, 9, 10, 12, 15, 16 ou 25 cases de côté
value-seconds = { $text } : donnez un nombre de secondes supérieur à 0 et d'au plus 86400, par exemple 60 ou 0.5
value-boxes = { $text } : donnez la forme des blocs en lignes x colonnes, p. ex. 2x3
value-symmetry = symétrie { $text } inconnue ; utilisez none, rotational ou mirror
value-level = niveau { $text } inconnu ; utilisez easy, medium, hard, expert ou extreme
value-hint-level = niveau d'indice { $text } inconnu ; utilisez nudge, cells ou full
value-paper = format de papier { $text } inconnu ; utilisez a4 ou letter
# $why: one of the shard-* reasons below.
shard-bad = { $text } : { $why } ; donnez K/N avec 1 <= K <= N, p. ex. 2/8
shard-not-a-shard = ce n'est pas une part
shard-whole-numbers = K et N doivent être des nombres entiers
shard-n-zero = N doit valoir au moins 1
shard-n-large = N vaut au plus { $most }
shard-k-range = K doit aller de 1 à { $n }
shard-index-bad = { $text } : { $why } ; donnez I/N avec 0 <= I < N, p. ex. 0/8
shard-not-an-index = ce n'est pas un indice de part
shard-i-whole = I doit être un nombre entier
shard-i-large = I est trop grand
# $given: I/N as typed.
shard-i-range = I doit aller de 0 à N-1 et N valoir au moins 1, ce qui n'est pas le cas de { $given }
# $seconds: the time spent, with one decimal.
generate-timeout = aucune grille de niveau { $level } trouvée en { $attempts } essais dans les { $seconds } s
generate-too-many-givens = une grille a au plus 81 chiffres donnés, pas { $n }

## What is too large to read safely: $what and $detail in error-too-large.

# $part: the part's name in the package (xl/worksheets/sheet1.xml).
large-part = la partie { $part } du classeur
# $size and $packed: sizes with their units; $why: large-limit or large-bomb.
large-unpacked = { $size } après décompression, pour { $packed } compressés{ $why }
large-limit = ; la limite est de { $limit }
large-bomb = ; cela ressemble à une bombe de décompression
large-shared-strings = la partie des chaînes partagées
large-strings-claimed = elle annonce { $claimed } chaînes dans { $size }, qui ne peuvent pas en contenir autant
large-file = le fichier
large-xls = { $size } ; la limite pour les fichiers .xls est de { $limit }
large-spreadsheet = le classeur
large-ods-cells = ses feuilles s'étendent sur { $cells } cellules ou plus, répétitions comptées une à une ; la limite pour les fichiers .ods est de { $limit } (supprimez ce qui se trouve loin de la grille, ou enregistrez-le au format .xlsx)
large-ods-text = ses cellules contiennent { $mib } MiB de texte ou plus, répétitions et espaces comptés un à un ; la limite est de { $limit } MiB
large-list = la liste
large-list-lines = plus de 4 294 967 295 lignes ; découpez-la en fichiers plus petits
size-bytes = { $n ->
        [one] { $n } octet
       *[other] { $n } octets
    }
damaged-overlap = deux parties de l'archive zip partagent les mêmes octets, une astuce des bombes de décompression
note-more-cells = et { $count ->
        [one] { $count } autre cellule tronquée ou omise
       *[other] { $count } autres cellules tronquées ou omises
    }

## Saving, and jigsaw regions read from labels.

save-no-extension = le nom n'a pas d'extension ; nommez le classeur .xlsx (ou .xlsm, .xltx, .xltm)
# $ext: the extension typed, without its dot.
save-other-extension = sudoku-xlsx écrit des classeurs Excel, pas des fichiers .{ $ext } ; nommez la sortie .xlsx (ou .xlsm, .xltx, .xltm)
save-not-a-file = ce n'est pas un fichier ordinaire (un dossier, un périphérique ou un tube) ; indiquez un fichier à écrire
# $region: the user's label, quoted; $cell: the region's first cell.
regions-wrong = la région { $region } en a { $count } (à partir de { $cell })
regions-count = une grille irrégulière { $n }x{ $n } demande { $n } régions de { $n } cases chacune ; les noms forment { $count ->
        [one] { $count } région
       *[other] { $count } régions
    }
# $regions: regions-wrong for the first few, with a count of the rest.
regions-detail = { $message } : { $regions }
# $time: the time allowed, with its unit (60 s).
undecided-within = impossible de trancher en { $time }
generate-out-of-time = aucune grille complète n'a été trouvée ni exclue dans le temps imparti
usage-give-seed = donnez une graine (--seed)
large-xls-cells = ses feuilles s'étendent sur { $cells } cellules ou plus, de leur première cellule utilisée à la dernière ; la limite pour les fichiers .xls est de { $limit } (supprimez ce qui se trouve loin de la grille, ou enregistrez-le au format .xlsx)
large-xls-sheet = une feuille annonce { $rows } lignes et { $cols } colonnes ; une feuille .xls a au plus 65 536 lignes et 256 colonnes
