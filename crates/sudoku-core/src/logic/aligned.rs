//! Sudoku Explainer's aligned pair (6.2) and triplet (7.5) exclusions, found in SE
//! 1.2.1.3's order for the path that gives SE's number: two or three cells, and the cells
//! with few candidates that see them all; a combination of digits for the cells that
//! would leave one of those with nothing, or repeat a digit where two of the cells see
//! each other, cannot be, and a digit in no possible combination goes.

use super::board::{bits, sees, Board};
use super::step::{cells_of, Cand, Cs, Role, Step};
use super::technique::Technique;
use crate::grid::{BOX_OF, CELLS, COL_OF, ROW_OF, UNITS};
use crate::say;

/// A set of cells, bit `i` for cell `i`.
type Cells = u128;

/// The cells that share a block, row or column with `cell`, in SE's order (block, row,
/// column, each once).
fn house(cell: usize) -> impl Iterator<Item = usize> {
    let units = [
        18 + usize::from(BOX_OF[cell]),
        usize::from(ROW_OF[cell]),
        9 + usize::from(COL_OF[cell]),
    ];
    let mut seen: Cells = 1 << cell;
    units
        .into_iter()
        .flat_map(|u| UNITS[u].iter().map(|&c| usize::from(c)))
        .filter(move |&c| {
            let new = seen & (1 << c) == 0;
            seen |= 1 << c;
            new
        })
}

/// A base cell: two candidates or more, with cells of 2 to `most` candidates (its
/// excluders) among those it sees, in SE's order.
struct Base {
    cell: usize,
    excluders: Vec<usize>,
    set: Cells,
}

/// SE's base cells for an exclusion of `degree` cells, in reading order; a cell that
/// sees one down to a single candidate is left to the singles.
fn bases(b: &Board, degree: u32) -> Vec<Base> {
    let mut out = Vec::new();
    for cell in 0..CELLS {
        if b.cand[cell].count_ones() < 2 {
            continue;
        }
        let mut excluders = Vec::new();
        let mut single = false;
        for c in house(cell) {
            match b.cand[c].count_ones() {
                1 => single = true,
                n if n >= 2 && n <= degree => excluders.push(c),
                _ => {}
            }
        }
        if !single && !excluders.is_empty() {
            let set = excluders.iter().fold(0, |s, &c| s | 1 << c);
            out.push(Base {
                cell,
                excluders,
                set,
            });
        }
    }
    out
}

/// Pairs of indices below `n` in SE's order (`Permutations(2, n)`: (0,1), (0,2), (1,2),
/// (0,3), ...).
fn pairs(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (1..n).flat_map(|j| (0..j).map(move |i| (i, j)))
}

/// What `cells` (two or three) cannot hold given the excluders `common`: each
/// combination of their candidates is tried, and a digit of a cell in no allowed one goes.
fn excluded(b: &Board, cells: &[usize], common: Cells) -> Vec<Cand> {
    let n = cells.len();
    let union = cells.iter().fold(0u16, |m, &c| m | b.cand[c]);
    let mut excl = [0u16; 20];
    let mut k = 0;
    let mut rest = common;
    while rest != 0 {
        let c = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        // Only an excluder whose digits the cells could all take rules anything out:
        // two cells that see each other never both need one digit, as each has two.
        if b.cand[c] & !union == 0 && k < excl.len() {
            excl[k] = b.cand[c];
            k += 1;
        }
    }
    if k == 0 {
        return Vec::new();
    }
    let excl = &excl[..k];
    let mut options = [[0u8; 9]; 3];
    let mut len = [0usize; 3];
    for (i, &c) in cells.iter().enumerate() {
        for d in bits(b.cand[c]) {
            options[i][len[i]] = d as u8;
            len[i] += 1;
        }
    }
    let mut see = [[false; 3]; 3];
    for i in 0..n {
        for j in 0..n {
            see[i][j] = i != j && sees(cells[i], cells[j]);
        }
    }
    // Digits each cell shows in at least one allowed combination.
    let mut allowed = [0u16; 3];
    let mut pick = [0usize; 3];
    loop {
        let mut digits = [0u8; 3];
        for i in 0..n {
            digits[i] = options[i][pick[i]];
        }
        let clash = (0..n).any(|i| (i + 1..n).any(|j| digits[i] == digits[j] && see[i][j]));
        let used = digits[..n].iter().fold(0u16, |m, &d| m | 1 << d);
        if !clash && !excl.iter().any(|&e| e & !used == 0) {
            for i in 0..n {
                allowed[i] |= 1 << digits[i];
            }
        }
        // The next combination, as an odometer.
        let mut i = 0;
        while i < n {
            pick[i] += 1;
            if pick[i] < len[i] {
                break;
            }
            pick[i] = 0;
            i += 1;
        }
        if i == n {
            break;
        }
    }
    cells
        .iter()
        .zip(allowed)
        .flat_map(|(&c, a)| b.present([c], !a & 0x1ff))
        .collect()
}

/// Aligned pair exclusion (6.2): two cells anywhere, with two or more two-candidate cells
/// that see both; the first pair in SE's order that removes something.
pub(super) fn pair(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let base = bases(b, 2);
    for (i, j) in pairs(base.len()) {
        let common = base[i].set & base[j].set;
        if common.count_ones() < 2 {
            continue;
        }
        let cells = [base[i].cell, base[j].cell];
        let gone = excluded(b, &cells, common);
        if !gone.is_empty() {
            return Some(aligned_step(
                b,
                Technique::AlignedPairExclusion,
                &cells,
                common,
                gone,
            ));
        }
    }
    None
}

/// Aligned triplet exclusion (7.5): SE's two cells anywhere and a third that one of them
/// sees with at most three candidates, with two or more cells of two or three candidates
/// that see all three; the first triple in SE's order that removes something.
pub(super) fn triplet(b: &Board) -> Option<Step> {
    if !b.geo.classic {
        return None;
    }
    let base = bases(b, 3);
    let is_base: Cells = base.iter().fold(0, |s, x| s | 1 << x.cell);
    let mut index = [0u8; CELLS];
    for (k, x) in base.iter().enumerate() {
        index[x.cell] = k as u8;
    }
    for (i, j) in pairs(base.len()) {
        let (c0, c1) = (base[i].cell, base[j].cell);
        // SE's "twin area": the excluders of the first cell, then of the second, that
        // are base cells themselves.
        let mut seen: Cells = 1 << c0 | 1 << c1;
        let tail = base[i]
            .excluders
            .iter()
            .chain(&base[j].excluders)
            .copied()
            .filter(|&c| {
                let new = is_base & 1 << c != 0 && seen & 1 << c == 0;
                seen |= 1 << c;
                new
            });
        for c2 in tail {
            let k = usize::from(index[c2]);
            let common = base[i].set & base[j].set & base[k].set;
            if common.count_ones() < 2 {
                continue;
            }
            let cells = [c0, c1, c2];
            let gone = excluded(b, &cells, common);
            if !gone.is_empty() {
                return Some(aligned_step(
                    b,
                    Technique::AlignedTripletExclusion,
                    &cells,
                    common,
                    gone,
                ));
            }
        }
    }
    None
}

fn aligned_step(b: &Board, t: Technique, cells: &[usize], common: Cells, gone: Vec<Cand>) -> Step {
    let excluders: Vec<u8> = (0..CELLS as u8).filter(|&c| common & 1 << c != 0).collect();
    let named: Vec<u8> = cells.iter().map(|&c| c as u8).collect();
    let text = say!(
        "Every way of filling ",
        Cs(named),
        " that would leave one of ",
        Cs(excluders.clone()),
        " with no digit, or repeat a digit where two of them see each other, is ruled out; so ",
        Cs(cells_of(&gone)),
        " lose the digits no other way allows"
    );
    let marks: Vec<Cand> = excluders
        .iter()
        .flat_map(|&c| b.present([usize::from(c)], 0x1ff))
        .collect();
    Step::new(t, text)
        .mark(Role::Main, b.present(cells.iter().copied(), 0x1ff))
        .mark(Role::Other, marks)
        .removing(gone)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_come_in_se_order() {
        let got: Vec<(usize, usize)> = pairs(4).collect();
        assert_eq!(got, [(0, 1), (0, 2), (1, 2), (0, 3), (1, 3), (2, 3)]);
    }
}
