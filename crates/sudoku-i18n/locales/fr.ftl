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
