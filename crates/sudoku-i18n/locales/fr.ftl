# Les mots de sudoku-xlsx en français. Espace insécable avant « : » et « ; ».

## La ligne d'état écrite à côté d'une grille et affichée dans le terminal.

status-solved = Résolu
status-several = Résolu : la grille a plus d'une solution ; l'une d'elles est affichée
status-no-solution = Il n'existe aucune solution.
status-clash = Les chiffres donnés enfreignent les règles : { $clashes }
status-undecided = Indécis : le solveur n'a pas pu trancher en { $time } ; accordez-lui plus de temps avec --time-limit
clash = { $first } et { $second } contiennent tous deux { $value } ({ $unit })
clash-separator = {"\u00A0; "}
clash-more = et { $count ->
        [one] { $count } autre conflit
       *[other] { $count } autres conflits
    }
clash-header = les chiffres donnés enfreignent les règles :

## La feuille de jeu.

play-solved = Résolu !
play-to-go = encore { $count }
play-repeats = un chiffre se répète
play-red = Rouge : le chiffre se répète dans sa ligne, sa colonne ou son bloc
play-red-units = Rouge : le chiffre se répète dans l'une de ses unités
play-orange = Orange : ce n'est pas le chiffre de la solution
play-grey = Gris : notes (plusieurs chiffres, p. ex. { $example })
play-type-marks = Tapez un chiffre de 1 à { $n }, ou des notes : plusieurs chiffres (p. ex. { $example }).
play-type-number = Tapez un nombre de 1 à { $n }.
play-type-letter = Tapez 1-9 ou une lettre A-{ $last }.
play-type-hex = Tapez 0-9 ou une lettre A-F.
play-error-title = Sudoku
caption-level = Niveau : { $level }
caption-from = Source : { $place }
sheet-puzzle = Grille { $n }
sheet-solutions = Solutions
sheet-booklet = Livret
solutions-title = Solutions : chiffres donnés en gras

## Les niveaux.

level-easy = facile
level-medium = moyen
level-hard = difficile
level-expert = expert
level-extreme = extrême
level-none = aucun

## Les unités de la grille.

unit-row = ligne { $n }
unit-column = colonne { $n }
unit-box = bloc { $n }
unit-region = région { $name }
unit-main-diagonal = diagonale principale
unit-anti-diagonal = anti-diagonale
unit-window = bloc windoku { $n }

## Le terminal.

wrote = Écrit : { $path }
skipped-empty = ignorée (vide)
lang-unknown = aucune langue ne porte le code « { $code } » ; les langues sont { $list }

## Refus.

error-read = impossible de lire le fichier : { $detail }
io-not-found = ce fichier n'existe pas
io-permission = accès refusé
error-sheet-not-found = il n'y a pas de feuille { $wanted } ; le classeur contient { $sheets }
list-none = (aucune)
list-more = { $shown } et { $count } autres
cells-not-digits = { $count ->
        [one] 1 cellule de la plage n'est ni un chiffre de 1 à 9 ni vide :
       *[other] { $count } cellules de la plage ne sont ni des chiffres de 1 à 9 ni vides :
    }
cells-not-symbols = { $count ->
        [one] 1 cellule de la plage n'est ni un chiffre de la grille ni vide :
       *[other] { $count } cellules de la plage ne sont ni des chiffres de la grille ni vides :
    }
cells-no-region = { $count ->
        [one] 1 cellule de la plage des régions est vide :
       *[other] { $count } cellules de la plage des régions sont vides :
    }
not-digit = { $value } n'est pas un chiffre de 1 à 9
value-text = le texte { $text }
value-logical = la valeur logique { $text }
value-duration = une durée
value-date = une date ou une heure
value-error = la valeur d'erreur { $text }
not-digit-full-width = { $value } n'est pas un chiffre de 1 à 9 (c'est un chiffre pleine chasse ; tapez-le comme un chiffre ordinaire)
not-digit-formula = la formule ={ $formula } n'a pas de résultat enregistré ; ouvrez le classeur dans Excel ou LibreOffice et enregistrez-le pour que ses résultats y soient stockés
not-digit-merged = des cellules fusionnées chevauchent la grille ; une grille demande une valeur par cellule, annulez donc la fusion
not-symbol = { $value } n'est pas un chiffre d'une grille { $n }x{ $n } ({ $allowed })
symbols-hex = 0-9 puis A-F
symbols-digits = 1-{ $n }
symbols-letters = 1-{ $n }, ou 1-9 puis A-{ $last }
no-region = vide ; chaque cellule de la plage des régions doit porter le nom de sa région

## La ligne de fin.

summary = résolues : { $solved }, à plusieurs solutions : { $several }, sans solution : { $none }, invalides : { $invalid }, ignorées : { $skipped }, erreurs : { $errors } ; fichiers écrits : { $written } en { $seconds } s
summary-undecided = indécises (temps écoulé) : { $count }, { $rest }

## Les techniques.

technique-hidden-single = singleton caché
technique-direct-locked-candidates = candidats verrouillés (directs)
technique-direct-hidden-pair = paire cachée (directe)
technique-naked-single = singleton nu
technique-direct-hidden-triple = triplet caché (direct)
technique-locked-candidates = candidats verrouillés
technique-naked-pair = paire nue
technique-x-wing = X-Wing
technique-hidden-pair = paire cachée
technique-naked-triple = triplet nu
technique-swordfish = Swordfish
technique-hidden-triple = triplet caché
technique-xy-wing = XY-Wing
technique-xyz-wing = XYZ-Wing
technique-unique-rectangle = rectangle d'unicité
technique-naked-quad = quadruplet nu
technique-jellyfish = Jellyfish
technique-hidden-quad = quadruplet caché
technique-bug = BUG+1
technique-aligned-pair-exclusion = exclusion de paires alignées
technique-skyscraper = Skyscraper
technique-two-string-kite = 2-String Kite
technique-turbot-fish = Turbot Fish
technique-empty-rectangle = Empty Rectangle
technique-finned-fish = poisson à aileron (Finned)
technique-w-wing = W-Wing
technique-simple-colouring = coloriage simple
technique-x-chain = chaîne X
technique-remote-pairs = paires distantes (Remote Pair)
technique-xy-chain = chaîne XY
technique-als-xz = ALS-XZ
technique-aic = chaîne d'inférences alternées (AIC)
technique-aligned-triplet-exclusion = exclusion de triplets alignés
technique-cell-forcing-chain = chaîne forcée de case
technique-nishio-forcing-chain = chaîne forcée de Nishio
technique-unit-forcing-chain = chaîne forcée d'unité
technique-dynamic-forcing-chain = chaîne forcée dynamique
technique-nested-forcing-chain = chaîne forcée imbriquée
technique-guess = hypothèse

sheet-steps = Étapes
sheet-candidates = Candidats
steps-title = Étapes de { $place }
candidates-title = Candidats de { $place }
step-heading = Étape { $n } · { $technique } · { $difficulty }
steps-go-to = Aller à :
steps-none = Aucune étape : toutes les cases de la grille sont remplies.
candidates-caption = Les candidats avant la première étape : chaque chiffre absent de la ligne, de la colonne et du bloc de la case.
candidates-caption-units = Les candidats avant la première étape : chaque valeur absente des unités de la case.
steps-count = { $count ->
        [one] 1 étape.
       *[other] { $count } étapes.
    }

verdict = { $level } ({ $score }, étape la plus dure : { $technique })
verdict-se = { $level } ({ $score }, étape la plus dure : { $technique } ; Sudoku Explainer : { $se })
verdict-no-solution = aucun niveau (pas de solution)
verdict-several = { $level } (2 solutions ou plus)
verdict-full = rien à résoudre (toutes les cases sont remplies)

givens-count = chiffres donnés : { $count }
solutions-none = pas de solution
solutions-one = solution unique
solutions-several = plusieurs solutions
rate-line = { $file } : { $place } : { $verdict } ; { $givens } ; { $solutions }{ $uses }
rate-uses =  ; { $uses }
rate-summary = notées : { $rated } ; faciles : { $easy }, moyennes : { $medium }, difficiles : { $hard }, expertes : { $expert }, extrêmes : { $extreme } (dont à plusieurs solutions : { $several }), sans solution ni niveau : { $none } ; invalides : { $invalid }, erreurs : { $errors } ; { $seconds } s
interrupted = interrompu après { $done } fichiers sur { $total }

wrote-play = Écrit : { $path } ({ $count ->
        [one] 1 grille à jouer
       *[other] { $count } grilles à jouer
    })
wrote-generated = Écrit : { $path } ({ $count ->
        [one] 1 grille
       *[other] { $count } grilles
    }, graine { $seed })
wrote-generated-chosen = Écrit : { $path } ({ $count ->
        [one] 1 grille
       *[other] { $count } grilles
    }, graine { $seed } ; donnez --seed pour refaire les mêmes grilles)
wrote-solutions = Écrit : les solutions dans { $path }
wrote-report = Écrit : le rapport { $path }

## explain's terminal lines: over each grid's steps, how many and how hard.

explain-verdict = { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }, { $level } ({ $score })
explain-verdict-several = { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }, plusieurs solutions
explain-verdict-no-solution = { $steps } { $steps ->
        [one] étape
       *[other] étapes
    }, aucune solution
explain-path-score = { $score } SE ; étape la plus dure de ce chemin : { $path }

## One line for each puzzle generate makes, and for each grid play copies.

generate-line = Grille { $n } : { $rating }, { $givens } chiffres donnés : { $puzzle }
generate-line-kind = Grille { $n } ({ $kind }) : { $rating }, { $givens } chiffres donnés : { $puzzle }
play-line = { $givens } chiffres donnés, { $level }
play-nothing = { $place } : { $status } Il n'y a rien à jouer ; la grille est laissée de côté.
play-no-answer = { $place } : la grille a plus d'une solution, il n'y a donc pas de réponse à laquelle comparer ; retirez --check-answers
play-several = { $place } : la grille a plus d'une solution ; le compteur indique tout de même quand la grille est pleine sans enfreindre de règle
kind-with = { $kind } { $rule }
kind-jigsaw = irrégulière
kind-diagonal = diagonale
kind-windoku = windoku

## A warning on the terminal, after "sudoku-xlsx: ".

warning-line = avertissement : { $text }

## --help: the notes clap adds after a flag's help, in the language's words. Values stay
## as typed.

help-default-note = [par défaut : { $value }]
help-values-note = [valeurs possibles : { $values }]
