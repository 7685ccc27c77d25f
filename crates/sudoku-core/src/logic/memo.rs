//! What each finder last found nothing in, kept from one step of a solve to the next, so
//! that a finder looks again only where candidates went since: a solve only ever takes
//! candidates away, and a pattern that was not there cannot appear without one of its own
//! digits, units or cells losing one.

use std::sync::Arc;

use super::board::{bits, Board, CellSet, Look, Mask, Space};
use super::step::Step;
use super::technique::{Technique, TECHNIQUES};

/// What a finder's patterns rest on: the candidates of one digit, of one unit's cells, of
/// the cells the pattern names, or the board's strong links.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rests {
    Digit,
    Unit,
    Cells,
    /// A chain of strong and weak links: a board that only lost candidates keeps its weak
    /// links and victims, and its strong links are old ones or new (a cell left with two
    /// candidates, a digit left with two places in a unit). A chain made of old ones only
    /// was there before, so with none new there is nothing to find; with one, the finder
    /// looks everywhere.
    Links,
}

/// What `t`'s patterns rest on, for the finders that read [`Look`]; `None` for the rest,
/// which look everywhere every time (forcing chains among them: they give up on a budget,
/// so finding nothing once says nothing of the next time).
fn rests(t: Technique) -> Option<Rests> {
    use Technique::*;
    Some(match t {
        LockedCandidates | XWing | Swordfish | Jellyfish | Skyscraper | TwoStringKite
        | TurbotFish | EmptyRectangle | FinnedFish | SimpleColouring | XChain => Rests::Digit,
        NakedPair | NakedTriple | NakedQuad | HiddenPair | HiddenTriple | HiddenQuad
        | UniqueRectangle => Rests::Unit,
        AlsXz => Rests::Cells,
        Aic => Rests::Links,
        _ => return None,
    })
}

/// The candidates of every cell of a board as a finder last saw them find nothing.
type Seen = Arc<[u32]>;

/// The finders' memory through one solve: made fresh for each solve, handed to every
/// step of it in order.
#[derive(Clone)]
pub(crate) struct Memo {
    seen: Vec<Option<Seen>>,
    /// False for a memo that remembers nothing, so that tests can set a solve with one
    /// beside a solve without.
    keeps: bool,
    /// How often a finder was spared a look or narrowed, for the tests to see it work.
    #[cfg(test)]
    pub(crate) narrowed: usize,
}

impl Memo {
    pub(crate) fn new() -> Memo {
        Memo {
            seen: vec![None; TECHNIQUES],
            keeps: true,
            #[cfg(test)]
            narrowed: 0,
        }
    }

    /// A memo that remembers nothing: every finder looks everywhere every time.
    #[cfg(test)]
    pub(crate) fn forgetful() -> Memo {
        Memo {
            keeps: false,
            ..Memo::new()
        }
    }
}

/// One step's use of the memo: the board's candidates as the finders see them now, and
/// what changed since each earlier view (finders that failed on the same step share it).
pub(super) struct Visit<'m, S: Space> {
    memo: &'m mut Memo,
    now: Seen,
    since: Option<(Seen, Look<S>)>,
}

impl<'m, S: Space> Visit<'m, S> {
    pub(super) fn new(memo: &'m mut Memo, board: &Board<S>) -> Visit<'m, S> {
        let now: Seen = board.cand.as_ref()[..board.geo.cells]
            .iter()
            .map(|&m| m.into())
            .collect();
        Visit {
            memo,
            now,
            since: None,
        }
    }

    /// Runs `find`, the finder of `t`, on `board` narrowed to where it must look, or not at
    /// all when nothing its patterns rest on has changed, and remembers what it came to.
    /// The board looks everywhere again afterwards.
    pub(super) fn find(
        &mut self,
        t: Technique,
        board: &mut Board<S>,
        find: impl FnOnce(&Board<S>) -> Option<Step>,
    ) -> Option<Step> {
        board.look = self.look(t, board)?;
        let found = find(board);
        board.look = Look::everything();
        self.found(t, found.is_none());
        found
    }

    /// Where `t` must look on this step: everywhere when it has no memory, `None` when
    /// nothing its patterns rest on has changed since it last found nothing.
    fn look(&mut self, t: Technique, board: &Board<S>) -> Option<Look<S>> {
        let Some(rests) = rests(t) else {
            return Some(Look::everything());
        };
        let Some(old) = self.memo.seen[t.index()].clone() else {
            return Some(Look::everything());
        };
        if self
            .since
            .as_ref()
            .is_none_or(|(o, _)| !Arc::ptr_eq(o, &old))
        {
            let look = changes(board, &old, &self.now);
            self.since = Some((old, look));
        }
        let look = self.since.as_ref().map(|(_, l)| *l)?;
        #[cfg(test)]
        {
            self.memo.narrowed += 1;
        }
        let untouched = match rests {
            Rests::Digit => look.digits == S::Mask::ZERO,
            Rests::Unit => look.units == 0,
            Rests::Cells => look.cells.is_empty(),
            Rests::Links => {
                let (old, _) = self.since.as_ref()?;
                return new_links(board, old, &self.now, &look).then(Look::everything);
            }
        };
        (!untouched).then_some(look)
    }

    /// What `t` came to on this step: finding nothing is remembered, finding something
    /// forgets (the step changes the board, and the next search must look everywhere).
    fn found(&mut self, t: Technique, nothing: bool) {
        if rests(t).is_none() || !self.memo.keeps {
            return;
        }
        self.memo.seen[t.index()] = nothing.then(|| Arc::clone(&self.now));
    }
}

/// True when `now` has a strong link `old` had not: a cell with two candidates that had
/// more, or a digit with two places in a unit that had more; `look` holds what changed.
fn new_links<S: Space>(board: &Board<S>, old: &[u32], now: &[u32], look: &Look<S>) -> bool {
    if old
        .iter()
        .zip(now)
        .any(|(o, n)| o != n && n.count_ones() == 2)
    {
        return true;
    }
    (0..board.geo.units.len()).any(|u| {
        if !look.unit(u) {
            return false;
        }
        let (mut was, mut is) = ([0u8; 32], [0u8; 32]);
        for &c in board.unit_cells(u) {
            let c: usize = c.into();
            for d in bits(old[c]) {
                was[d] += 1;
            }
            for d in bits(now[c]) {
                is[d] += 1;
            }
        }
        (0..32).any(|d| is[d] == 2 && was[d] != 2)
    })
}

/// The digits, units and cells whose candidates differ between `old` and `now`.
fn changes<S: Space>(board: &Board<S>, old: &[u32], now: &[u32]) -> Look<S> {
    let mut look = Look::nothing();
    let mut digits = 0u32;
    for (c, (&o, &n)) in old.iter().zip(now).enumerate() {
        if o != n {
            digits |= o ^ n;
            look.cells |= S::Cells::of(c);
            // A unit past the 128th is looked at always (see [`Look::unit`]); a cell's
            // row comes first, so a change always shows here.
            for &u in board.units_of(c) {
                look.units |= 1u128.checked_shl(u32::from(u)).unwrap_or(0);
            }
        }
    }
    look.digits = S::Mask::of_u32(digits).unwrap_or(!S::Mask::ZERO);
    look
}

#[cfg(test)]
mod tests {
    use super::super::{next, Path};
    use super::*;
    use crate::grid::Grid;

    /// Solves `grid` a person's way twice over, one step at a time, with a memo and with
    /// one that forgets: every step must be the same. Gives the steps and the memo.
    fn side_by_side(grid: &Grid) -> (usize, Memo) {
        let mut b = Board::new(grid).expect("no clash");
        let (mut keep, mut forget) = (Memo::new(), Memo::forgetful());
        let mut steps = 0;
        while b.empty > 0 {
            let one = next(&b, (None, Path::Human), 0, &mut keep);
            let two = next(&b, (None, Path::Human), 0, &mut forget);
            assert_eq!(one, two, "step {steps} of {grid}");
            let Some(step) = one else { break };
            b.apply(&step);
            steps += 1;
        }
        (steps, keep)
    }

    #[test]
    fn a_memo_changes_no_step_of_a_solve() {
        let path = format!(
            "{}/../../tests/data/hard40_techniques.txt",
            env!("CARGO_MANIFEST_DIR")
        );
        let text = std::fs::read_to_string(path).expect("the committed sample");
        let grids: Vec<Grid> = text
            .lines()
            .filter(|l| l.len() >= 81 && !l.starts_with('#'))
            .filter_map(|l| l[..81].parse().ok())
            .step_by(4)
            .collect();
        assert!(grids.len() >= 8, "{} puzzles read", grids.len());
        let (mut steps, mut narrowed) = (0, 0);
        for g in &grids {
            let (n, memo) = side_by_side(g);
            steps += n;
            narrowed += memo.narrowed;
        }
        // The memo did work: finders were narrowed or spared many times.
        assert!(narrowed > steps, "{narrowed} narrowed in {steps} steps");
        eprintln!(
            "{} puzzles, {steps} steps, {narrowed} narrowed",
            grids.len()
        );
    }

    #[test]
    fn a_finder_that_found_something_looks_everywhere_next() {
        let grid: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let b = Board::new(&grid).unwrap();
        let mut memo = Memo::new();
        let mut visit = Visit::new(&mut memo, &b);
        assert!(visit.look(Technique::XWing, &b).is_some());
        visit.found(Technique::XWing, true);
        visit.found(Technique::NakedPair, false);
        // The same board: nothing changed, so the X-wing finder is spared; the naked
        // pair finder found something, so it looks everywhere.
        let mut visit = Visit::new(&mut memo, &b);
        assert!(visit.look(Technique::XWing, &b).is_none());
        let all = visit.look(Technique::NakedPair, &b).expect("looks");
        assert_eq!(all.units, !0);
        // Finders the memo does not serve always look everywhere.
        visit.found(Technique::XyChain, true);
        assert!(visit.look(Technique::XyChain, &b).is_some());
    }

    #[test]
    fn a_chain_finder_is_spared_until_a_strong_link_is_new() {
        let grid: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let b = Board::new(&grid).unwrap();
        let places = |b: &Board, u: usize, d: usize| {
            b.unit_cells(u)
                .iter()
                .filter(|&&c| b.cand[usize::from(c)] >> d & 1 == 1)
                .count()
        };
        // Every (cell, digit) whose loss leaves a strong link that was not there, and
        // every one whose loss leaves none.
        let (mut new, mut old) = (Vec::new(), Vec::new());
        for c in 0..81 {
            for d in bits(b.cand[c]) {
                let linked = b.cand[c].count_ones() == 3
                    || b.units_of(c)
                        .iter()
                        .any(|&u| places(&b, usize::from(u), d) == 3);
                [&mut old, &mut new][usize::from(linked)].push((c, d));
            }
        }
        assert!(
            new.len() > 10 && old.len() > 10,
            "{} {}",
            new.len(),
            old.len()
        );
        for (list, spared) in [(&old, true), (&new, false)] {
            for &(c, d) in list.iter().step_by(7) {
                let mut memo = Memo::new();
                Visit::new(&mut memo, &b).found(Technique::Aic, true);
                let mut less = b.clone();
                less.eliminate(c, 1 << d);
                let mut visit = Visit::new(&mut memo, &less);
                let look = visit.look(Technique::Aic, &less);
                assert_eq!(look.is_none(), spared, "cell {c} digit {}", d + 1);
            }
        }
    }

    #[test]
    fn what_changed_is_where_a_finder_looks() {
        let grid: Grid =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
                .parse()
                .unwrap();
        let mut b = Board::new(&grid).unwrap();
        let mut memo = Memo::new();
        Visit::new(&mut memo, &b).found(Technique::XWing, true);
        Visit::new(&mut memo, &b).found(Technique::NakedPair, true);
        Visit::new(&mut memo, &b).found(Technique::AlsXz, true);
        // The first cell of three or more candidates loses two of them.
        let c = (0..81).find(|&c| b.cand[c].count_ones() >= 3).unwrap();
        let two = b.cand[c] & (b.cand[c] - 1);
        let gone = b.cand[c] & !(two & (two - 1));
        assert_eq!(gone.count_ones(), 2);
        b.eliminate(c, gone);
        let mut visit = Visit::new(&mut memo, &b);
        let look = visit.look(Technique::XWing, &b).expect("a digit changed");
        assert_eq!(look.digits, gone);
        let look = visit.look(Technique::NakedPair, &b).expect("units changed");
        let (row, col, bx) = (c / 9, 9 + c % 9, 18 + c / 27 * 3 + c % 9 / 3);
        assert_eq!(look.units, 1 << row | 1 << col | 1 << bx);
        assert!(look.unit(row) && look.unit(bx) && !look.unit((row + 1) % 9));
        let look = visit.look(Technique::AlsXz, &b).expect("a cell changed");
        assert!(look.cells.has(c) && look.cells.count_ones() == 1);
    }
}
