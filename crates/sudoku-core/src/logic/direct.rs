//! Sudoku Explainer's *direct* techniques: locked candidates or a hidden pair or triple
//! looked at only for the hidden single they leave, which the step then writes.
//!
//! SE tries these between the singles (direct pointing 1.7, direct claiming 1.9, direct
//! hidden pair 2.0, then the naked single 2.3, then direct hidden triple 2.5), so a puzzle
//! that needs nothing more rates easy, as SE rates it. The one decision worth knowing: the
//! step writes the digit and clears only what writing it clears (the digit from the
//! pattern's cells in the hidden single's unit), not the rest of the pattern's
//! eliminations, exactly as SE applies these hints; the rest is left to the plain
//! technique, should it be needed later, so the path and its rating stay SE's.
//!
//! Each finder is split in two: `find_*` looks, with no allocation, in SE's order (the
//! rater's counting run calls it on every step), and the step builder explains what it
//! found.

use super::board::{bits, each, unit, Board, Cells, ALL_DIGITS, UNIT_CELLS};
use super::step::{Cand, Cs, Ds, Or, Role, Step, C, D};
use super::technique::{Difficulty, Technique};
use crate::grid::{CELLS, UNITS};
use crate::say;

/// The cells where each digit (index `d - 1`) is still a candidate.
fn digit_cells(b: &Board) -> [Cells; 9] {
    let mut out = [0; 9];
    for i in 0..CELLS {
        for d in bits(b.cand[i]) {
            out[d] |= 1 << i;
        }
    }
    out
}

/// Rows are units 0-8, columns 9-17, boxes 18-26.
const ROWS: usize = 0;
const COLUMNS: usize = 9;
const BOXES: usize = 18;

/// Locked candidates that leave a hidden single: digit `digit` of unit `from` lies only
/// where `from` meets `onto`, so it leaves the rest of `onto`, and in unit `target` (of
/// `from`'s kind, crossing `onto`) only `cell` is left for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct DirectLocked {
    pub(super) digit: u8,
    pub(super) from: usize,
    pub(super) onto: usize,
    pub(super) target: usize,
    pub(super) cell: usize,
}

impl DirectLocked {
    /// 1.7 when the digit points out of a box, 1.9 when a row or column claims it.
    pub(super) fn difficulty(&self) -> Difficulty {
        if self.from >= BOXES {
            Difficulty(17)
        } else {
            Difficulty(19)
        }
    }
}

/// The first direct pointing or claiming, in SE's order: boxes onto columns, boxes onto
/// rows, columns onto boxes, rows onto boxes; units in index order, then digits.
pub(super) fn find_direct_locked(b: &Board) -> Option<DirectLocked> {
    // Sudoku Explainer's techniques, for the grid it rates: other shapes go straight to
    // the singles and the locked candidates of every pair of units.
    if !b.geo.classic {
        return None;
    }
    let dc = digit_cells(b);
    // The nine units of a kind, as (unit index, cells).
    let kind = |first: usize| UNIT_CELLS.iter().copied().enumerate().skip(first).take(9);
    for (from_kind, onto_kind) in [
        (BOXES, COLUMNS),
        (BOXES, ROWS),
        (COLUMNS, BOXES),
        (ROWS, BOXES),
    ] {
        for (from, from_cells) in kind(from_kind) {
            for (onto, onto_cells) in kind(onto_kind) {
                let meet = from_cells & onto_cells;
                if meet == 0 {
                    continue;
                }
                for (k, &cells) in dc.iter().enumerate() {
                    let here = cells & from_cells;
                    if here.count_ones() < 2 || here & !meet != 0 {
                        continue;
                    }
                    for (target, target_cells) in kind(from_kind) {
                        if target == from || target_cells & onto_cells == 0 {
                            continue;
                        }
                        let there = cells & target_cells;
                        let left = there & !onto_cells;
                        if there.count_ones() > 1 && left.count_ones() == 1 {
                            return Some(DirectLocked {
                                digit: k as u8 + 1,
                                from,
                                onto,
                                target,
                                cell: left.trailing_zeros() as usize,
                            });
                        }
                    }
                }
            }
        }
    }
    None
}

/// The step of a direct pointing or claiming.
pub(super) fn direct_locked_step(b: &Board, f: DirectLocked) -> Step {
    let bit = 1u16 << (f.digit - 1);
    let locked: Vec<u8> = cells_with(b, UNIT_CELLS[f.from], bit);
    let cleared: Vec<u8> = cells_with(b, UNIT_CELLS[f.target] & UNIT_CELLS[f.onto], bit);
    let gone: Vec<Cand> = cleared
        .iter()
        .map(|&c| Cand::new(usize::from(c), f.digit))
        .collect();
    let mut step = Step::new(
        Technique::DirectLockedCandidates,
        say!(
            "step-direct-locked",
            from = unit(f.from),
            digit = D(f.digit),
            cells = Or(locked.clone()),
            onto = unit(f.onto),
            gone = Cs(cleared),
            target = unit(f.target),
            cell = C(f.cell)
        ),
    )
    .mark(
        Role::Main,
        locked.iter().map(|&c| Cand::new(usize::from(c), f.digit)),
    )
    .in_units([unit(f.from), unit(f.onto), unit(f.target)])
    .removing(gone)
    .rated(f.difficulty());
    step.placements.push(Cand::new(f.cell, f.digit));
    step
}

/// A hidden pair or triple that leaves a hidden single: the digits of `digits` can only
/// go in the cells `at` of unit `unit`, so no other digit can, and `digit` has only
/// `cell` left in the unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct DirectHidden {
    pub(super) unit: usize,
    pub(super) digits: u16,
    pub(super) at: Cells,
    pub(super) digit: u8,
    pub(super) cell: usize,
}

impl DirectHidden {
    /// 2.0 for a pair, 2.5 for a triple.
    pub(super) fn difficulty(&self) -> Difficulty {
        if self.digits.count_ones() == 2 {
            Difficulty(20)
        } else {
            Difficulty(25)
        }
    }
}

/// The first direct hidden pair (`k` = 2) or triple (3), in SE's order: boxes, columns,
/// rows; digit sets in increasing order; the single's digit the lowest one.
pub(super) fn find_direct_hidden(b: &Board, k: u32) -> Option<DirectHidden> {
    if !b.geo.classic {
        return None;
    }
    let dc = digit_cells(b);
    for u in (BOXES..BOXES + 9)
        .chain(COLUMNS..COLUMNS + 9)
        .chain(ROWS..ROWS + 9)
    {
        let open = UNITS[u]
            .iter()
            .filter(|&&c| b.val[usize::from(c)] == 0)
            .count();
        if open <= k as usize {
            continue;
        }
        let pos: [Cells; 9] = std::array::from_fn(|d| dc[d] & UNIT_CELLS[u]);
        // Digits with at least two places: the only ones a hidden set is made of, and the
        // only ones whose single it can reveal.
        let many = (0..9)
            .filter(|&d| pos[d].count_ones() > 1)
            .fold(0u16, |m, d| m | 1 << d);
        if many.count_ones() <= k {
            continue;
        }
        for &sub in super::board::subsets_of(k, 9) {
            if sub & !many != 0 {
                continue;
            }
            let at = bits(sub).fold(0, |m, d| m | pos[d]);
            if at.count_ones() != k {
                continue;
            }
            for d in bits(many & !sub & ALL_DIGITS) {
                let left = pos[d] & !at;
                if left.count_ones() == 1 {
                    return Some(DirectHidden {
                        unit: u,
                        digits: sub,
                        at,
                        digit: d as u8 + 1,
                        cell: left.trailing_zeros() as usize,
                    });
                }
            }
        }
    }
    None
}

/// The step of a direct hidden pair or triple.
pub(super) fn direct_hidden_step(b: &Board, f: DirectHidden) -> Step {
    let bit = 1u16 << (f.digit - 1);
    let inside: Vec<u8> = each(f.at).map(|c| c as u8).collect();
    let cleared = cells_with(b, f.at, bit);
    let gone: Vec<Cand> = cleared
        .iter()
        .map(|&c| Cand::new(usize::from(c), f.digit))
        .collect();
    let technique = if f.digits.count_ones() == 2 {
        Technique::DirectHiddenPair
    } else {
        Technique::DirectHiddenTriple
    };
    let mut step = Step::new(
        technique,
        say!(
            "step-direct-hidden-subset",
            unit = unit(f.unit),
            digits = Ds(f.digits),
            cells = Cs(inside.clone()),
            digit = D(f.digit),
            gone = Cs(cleared),
            cell = C(f.cell)
        ),
    )
    .mark(
        Role::Main,
        b.present(inside.iter().map(|&c| usize::from(c)), f.digits),
    )
    .in_units([unit(f.unit)])
    .removing(gone)
    .rated(f.difficulty());
    step.placements.push(Cand::new(f.cell, f.digit));
    step
}

/// The cells of `cells` that still have a digit of `mask`, in reading order.
fn cells_with(b: &Board, cells: Cells, mask: u16) -> Vec<u8> {
    each(cells)
        .filter(|&c| b.cand[c] & mask != 0)
        .map(|c| c as u8)
        .collect()
}

/// Direct pointing or claiming (1.7, 1.9).
pub(super) fn direct_locked_candidates(b: &Board) -> Option<Step> {
    find_direct_locked(b).map(|f| direct_locked_step(b, f))
}

/// Direct hidden pair (2.0).
pub(super) fn direct_hidden_pair(b: &Board) -> Option<Step> {
    find_direct_hidden(b, 2).map(|f| direct_hidden_step(b, f))
}

/// Direct hidden triple (2.5).
pub(super) fn direct_hidden_triple(b: &Board) -> Option<Step> {
    find_direct_hidden(b, 3).map(|f| direct_hidden_step(b, f))
}

#[cfg(test)]
mod tests {
    use super::super::fixtures::board;
    use super::super::{explain, GridNames};
    use super::*;
    use crate::grid::Grid;

    /// The first step of `technique` in the solve of `puzzle`, checked against the
    /// solution: it writes the solution's digit and clears only digits the solution does
    /// not have, all from cells sharing a unit with the one it writes.
    fn first(puzzle: &str, technique: Technique) -> Step {
        let g: Grid = puzzle.parse().unwrap();
        let e = explain(&g);
        let truth = e.solution.unwrap();
        let s = e
            .steps
            .into_iter()
            .find(|s| s.technique == technique)
            .expect("the solve uses it");
        let [p] = s.placements[..] else {
            panic!("one digit written: {s:?}")
        };
        assert_eq!(truth.cells()[usize::from(p.cell)], p.digit);
        for c in &s.eliminations {
            assert_eq!(c.digit, p.digit);
            assert!(super::super::board::sees(
                usize::from(c.cell),
                usize::from(p.cell)
            ));
        }
        s
    }

    #[test]
    fn direct_pointing_writes_the_single_it_leaves() {
        // SE rates this puzzle 1.7 (Direct Pointing).
        let s = first(
            "1..7..4...87.....6.......3....16.5..7.8.......1.2..3.8.....48.249..8.15......9..4",
            Technique::DirectLockedCandidates,
        );
        assert_eq!(s.difficulty, Difficulty(17));
        assert_eq!(
            s.sentence(&GridNames),
            "In box 5, 9 must be in D5 or E5 (row 5), so 9 goes from G5 and I5 (box 6); \
             that leaves I4 the only cell of box 6 that can hold 9"
        );
    }

    #[test]
    fn direct_claiming_is_found_where_no_box_points() {
        // Column A's 5s lie in box 1 (A1, A2), so column B's 5 outside box 1 is B7. Box 4
        // has one 5 (C5), too few to point, so claiming is what finds it.
        let mut t = vec!["123456789"; 81];
        for r in 2..9 {
            t[r * 9] = "12346789";
        }
        for r in [0, 1, 3, 4, 5, 7, 8] {
            t[r * 9 + 1] = "12346789";
        }
        t[3 * 9 + 2] = "12346789";
        t[5 * 9 + 2] = "12346789";
        let b = board(&t.join(" "));
        let f = find_direct_locked(&b).unwrap();
        assert_eq!(
            (f.from, f.onto, f.target, f.cell, f.digit),
            (9, 18, 10, 55, 5)
        );
        let s = direct_locked_step(&b, f);
        assert_eq!(
            (s.technique, s.difficulty),
            (Technique::DirectLockedCandidates, Difficulty(19))
        );
        assert_eq!(s.eliminations, [Cand::new(19, 5)]);
        assert_eq!(
            s.sentence(&GridNames),
            "In column A, 5 must be in A1 or A2 (box 1), so 5 goes from B3 (column B); \
             that leaves B7 the only cell of column B that can hold 5"
        );
    }

    #[test]
    fn direct_hidden_pair_and_triple_write_the_single_they_leave() {
        // SE rates these 2.0 (Direct Hidden Pair) and 2.5 (Direct Hidden Triplet).
        let s = first(
            "............6.4.9..4.19...8...5.....2.3...4..8....36..4..3..8...9....7.6.5..18.4.",
            Technique::DirectHiddenPair,
        );
        assert_eq!(s.difficulty, Difficulty(20));
        assert_eq!(
            s.sentence(&GridNames),
            "In row 2, 3 and 8 can only go in B2 and E2, so those cells hold no other digit \
             and 2 goes from E2; that leaves G2 the only cell of row 2 that can hold 2"
        );
        let s = first(
            "..356...12.8...39..9......5.1.2..5.7...67...........1378.........174...9....9....",
            Technique::DirectHiddenTriple,
        );
        assert_eq!(s.difficulty, Difficulty(25));
        assert_eq!(
            s.sentence(&GridNames),
            "In column G, 1, 4 and 7 can only go in G3, G7 and G9, so those cells hold no \
             other digit and 6 goes from G7 and G9; that leaves G8 the only cell of column G \
             that can hold 6"
        );
    }

    #[test]
    fn a_hidden_pair_with_nothing_left_single_is_not_direct() {
        // Row 1: 1 and 2 only in A1 and B1, but every other digit keeps two places or
        // more outside them, so no single follows.
        let mut t = vec!["123456789"; 81];
        for token in &mut t[2..9] {
            *token = "3456789";
        }
        let b = board(&t.join(" "));
        assert_eq!(find_direct_hidden(&b, 2).map(|f| f.unit), None);
    }
}
