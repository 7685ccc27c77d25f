//! The bit-parallel search engine behind [`super::solve_with_limit`].
//!
//! Layout (see `docs/algorithm.md` for the reasoning): the grid is split into three
//! *bands* of three rows. For every digit and every band one `u32` holds the 27 cells of
//! that band where the digit may still go, bit `9 * row_in_band + column`. A cell index
//! `i` (0-80) is therefore band `i / 27`, bit `i % 27`. The 27 words plus three words of
//! "cell not yet fixed" flags are the whole search state: 120 bytes, copied on a guess
//! instead of undone.

use crate::grid::{Grid, CELLS};

/// The 27 low bits.
const BAND_ALL: u32 = (1 << 27) - 1;
/// Column 0 of a band (bits 0, 9, 18).
const COL0: u32 = 1 | 1 << 9 | 1 << 18;
/// Box 0 of a band (bits 0-2, 9-11, 18-20).
const BOX0: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;
/// The first cell of each of the nine mini-rows (row-in-band x box) of a band.
const MINI_LEADS: u32 = 0o111_111_111;
/// Where the compressed mini-row bits sit halfway through [`minirows`].
const MINI_MID: u32 = 0o007_007_007;

/// Bits of the 9 mini-rows of a band that still hold a candidate: bit `3 * row + box`.
#[inline(always)]
fn minirows(b: u32) -> usize {
    // Fold each mini-row's three cells onto its first cell ...
    let x = (b | b >> 1 | b >> 2) & MINI_LEADS;
    // ... pack the three leads of each row into three adjacent bits ...
    let y = (x | x >> 2 | x >> 4) & MINI_MID;
    // ... and pack the three rows together.
    ((y | y >> 6 | y >> 12) & 0x1ff) as usize
}

/// For each 3x3 matrix of occupied *mini-lines* (9 bits, bit `3 * i + j`), the part of it
/// lying on some permutation matrix inside it; 0 when none fits. A digit occupies such a
/// permutation twice over: in the mini-rows of a band (row-in-band x box) and in the
/// mini-columns of a stack (band x column-in-stack).
static PERM_KEEP: [u16; 512] = {
    const PERMS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let mut keep = 0u16;
        let mut p = 0;
        while p < 6 {
            let mut bits = 0u16;
            let mut r = 0;
            while r < 3 {
                bits |= 1 << (3 * r + PERMS[p][r]);
                r += 1;
            }
            if bits & m as u16 == bits {
                keep |= bits;
            }
            p += 1;
        }
        t[m] = keep;
        m += 1;
    }
    t
};

/// [`PERM_KEEP`] for mini-rows, spread to the 27 cells of the band.
static BAND_KEEP: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let keep = PERM_KEEP[m];
        let mut cells = 0u32;
        let mut i = 0;
        while i < 9 {
            if keep & (1 << i) != 0 {
                cells |= 0b111 << (9 * (i / 3) + 3 * (i % 3));
            }
            i += 1;
        }
        t[m] = cells;
        m += 1;
    }
    t
};

/// Column occupancy (9 bits) of a band.
#[inline(always)]
fn columns(b: u32) -> u32 {
    (b | b >> 9 | b >> 18) & 0x1ff
}

/// The two bands other than band `k`.
const OTHER_BANDS: [(usize, usize); 3] = [(1, 2), (0, 2), (0, 1)];

/// For each bit of a band, the other cells of its row and box within the band.
static BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let row = 0x1ff << (9 * (p / 9));
        let bx = BOX0 << (3 * ((p % 9) / 3));
        t[p] = (row | bx) & !(1 << p);
        p += 1;
    }
    t
};

/// Index of digit `d + 1`, band `k` in [`State::cand`] and in [`State::dirty`].
#[inline(always)]
const fn ix(d: usize, k: usize) -> usize {
    9 * k + d
}

/// One dirty bit per band for digit 0.
const ALL_BANDS: u32 = 1 | 1 << 9 | 1 << 18;

/// The search state. `cand[ix(d, k)]`: where digit `d + 1` may go in band `k`.
#[derive(Clone, Copy)]
pub(super) struct State {
    cand: [u32; 27],
    /// Cells of each band not yet fixed.
    open: [u32; 3],
    /// Digit-bands changed since they were last reduced, bit `ix(d, k)`.
    dirty: u32,
    /// Open cells with exactly two candidates, as of the end of the last propagation.
    pairs: [u32; 3],
}

/// Where to guess: a cell and its candidate digits (bit `d` for digit `d + 1`).
struct Guess {
    band: usize,
    pos: u32,
    digits: u32,
}

impl State {
    /// The state for `grid`, or `None` when its givens clash.
    pub(super) fn new(grid: &Grid) -> Option<State> {
        // Built in bulk rather than by placing givens one by one: per digit, the cells its
        // givens see; per band, the cells any given fills.
        let mut seen = [0u32; 27];
        let mut given = [0u32; 27];
        let mut filled = [0u32; 3];
        for (i, &v) in grid.cells().iter().enumerate() {
            if v == 0 || v > 9 {
                continue;
            }
            let (d, k, p) = (v as usize - 1, i / 27, i % 27);
            let bit = 1u32 << p;
            if seen[ix(d, k)] & bit != 0 {
                // An earlier given of the same digit sees this cell.
                return None;
            }
            given[ix(d, k)] |= bit;
            filled[k] |= bit;
            let col = COL0 << (p % 9);
            let (k1, k2) = OTHER_BANDS[k];
            seen[ix(d, k)] |= BAND_PEERS[p];
            seen[ix(d, k1)] |= col;
            seen[ix(d, k2)] |= col;
        }
        let mut cand = [0u32; 27];
        for k in 0..3 {
            for d in 0..9 {
                cand[ix(d, k)] = (BAND_ALL & !filled[k] & !seen[ix(d, k)]) | given[ix(d, k)];
            }
        }
        Some(State {
            cand,
            open: [
                BAND_ALL & !filled[0],
                BAND_ALL & !filled[1],
                BAND_ALL & !filled[2],
            ],
            dirty: BAND_ALL,
            pairs: [0; 3],
        })
    }

    /// Fixes digit `d + 1` at bit `p` of band `k`, removing it from the cell's peers and
    /// the cell's other digits. The caller checks it is still a candidate.
    #[inline(always)]
    fn place(&mut self, d: usize, k: usize, p: u32) {
        let bit = 1u32 << p;
        self.open[k] &= !bit;
        let mut changed = 0u32;
        for e in 0..9 {
            let w = &mut self.cand[ix(e, k)];
            changed |= ((*w & bit != 0) as u32) << e;
            *w &= !bit;
        }
        changed <<= 9 * k;
        self.cand[ix(d, k)] |= bit;
        self.cand[ix(d, k)] &= !BAND_PEERS[p as usize];
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        self.cand[ix(d, k1)] &= !col;
        self.cand[ix(d, k2)] &= !col;
        self.dirty |= changed | ALL_BANDS << d;
    }

    /// Fixes digit `d + 1` at bit `p` of band `k` when that cell has no other candidate
    /// left: only the digit's own peers need clearing.
    #[inline(always)]
    fn place_lone(&mut self, d: usize, k: usize, p: u32) {
        self.open[k] &= !(1 << p);
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        let mut changed = 0;
        for (j, clear) in [(k, BAND_PEERS[p as usize]), (k1, col), (k2, col)] {
            let w = &mut self.cand[ix(d, j)];
            changed |= ((*w & clear != 0) as u32) << ix(d, j);
            *w &= !clear;
        }
        self.dirty |= changed;
    }

    /// Reduces one digit-band: mini-row permutation filter, then fixes every row of the
    /// band left with one cell. False on contradiction.
    #[inline(always)]
    fn reduce_band(&mut self, db: usize) -> bool {
        let keep = BAND_KEEP[minirows(self.cand[db])];
        if keep == 0 {
            return false;
        }
        let b = self.cand[db] & keep;
        let k = db / 9;
        let mut singles = 0;
        for r in 0..3 {
            let row = (b >> (9 * r)) & 0x1ff;
            // Branch-free: keep the row when it has a single bit (`keep` made it non-empty).
            let lone = ((row & (row - 1)) == 0) as u32;
            singles |= (row & lone.wrapping_neg()) << (9 * r);
        }
        singles &= self.open[k];
        if singles != 0 {
            self.open[k] &= !singles;
            let mut changed = 0u32;
            for e in 0..9 {
                let w = &mut self.cand[ix(e, k)];
                changed |= ((*w & singles != 0) as u32) << e;
                *w &= !singles;
            }
            changed <<= 9 * k;
            let cols = singles | singles >> 9 | singles >> 18;
            let colmask = (cols & 0x1ff) * COL0;
            let d = db % 9;
            let (k1, k2) = OTHER_BANDS[k];
            for j in [k1, k2] {
                let w = &mut self.cand[ix(d, j)];
                changed |= ((*w & colmask != 0) as u32) << ix(d, j);
                *w &= !colmask;
            }
            self.dirty |= changed;
        }
        self.cand[db] = b;
        self.dirty &= !(1 << db);
        true
    }

    /// For every digit, keeps only the band-column pairs that lie on a permutation in each
    /// stack (one digit per box and per column): this finds hidden singles in columns and
    /// box-column locked candidates. False on contradiction.
    fn reduce_stacks(&mut self, mut digits: u32) -> bool {
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            let c = [
                columns(self.cand[ix(d, 0)]),
                columns(self.cand[ix(d, 1)]),
                columns(self.cand[ix(d, 2)]),
            ];
            // Band x column occupancy, laid out like a band: stack s is "box" s.
            let all = c[0] | c[1] << 9 | c[2] << 18;
            let mut kept = 0u32;
            for st in 0..3 {
                let x = (all >> (3 * st)) & BOX0;
                let m = (x | x >> 6 | x >> 12) & 0x1ff;
                let a = PERM_KEEP[m as usize] as u32;
                if a == 0 {
                    return false;
                }
                kept |= ((a & 0o7) | (a & 0o70) << 6 | (a & 0o700) << 12) << (3 * st);
            }
            if kept != all {
                for (k, &ck) in c.iter().enumerate() {
                    let nk = (kept >> (9 * k)) & 0x1ff;
                    if nk != ck {
                        self.cand[ix(d, k)] &= nk * COL0;
                        self.dirty |= 1 << ix(d, k);
                    }
                }
            }
        }
        true
    }

    /// Runs band reduction and naked singles to a fixpoint, leaving the cells with two
    /// candidates in `self.pairs`. False on contradiction.
    fn propagate(&mut self) -> bool {
        // Digits changed since their stacks were last reduced.
        let mut touched = 0u32;
        loop {
            while self.dirty != 0 {
                let db = self.dirty.trailing_zeros() as usize;
                touched |= 1 << (db % 9);
                if !self.reduce_band(db) {
                    return false;
                }
            }
            let mut placed = false;
            for k in 0..3 {
                let open = self.open[k];
                let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
                for d in 0..9 {
                    let x = self.cand[ix(d, k)];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                if open & !one != 0 {
                    return false;
                }
                let singles = open & !two;
                self.pairs[k] = open & two & !three;
                if singles == 0 {
                    continue;
                }
                placed = true;
                for d in 0..9 {
                    let mut mine = self.cand[ix(d, k)] & singles;
                    while mine != 0 {
                        let p = mine.trailing_zeros();
                        mine &= mine - 1;
                        // An earlier placement may have taken the digit from this cell;
                        // then it is left empty and the next pass reports it.
                        if self.cand[ix(d, k)] & (1 << p) != 0 {
                            self.place_lone(d, k, p);
                        }
                    }
                }
            }
            if !placed {
                if !self.reduce_stacks(touched) {
                    return false;
                }
                touched = 0;
                if self.dirty == 0 {
                    return true;
                }
            }
        }
    }

    /// Picks the cell to guess on, `None` when every cell is fixed: a cell with two
    /// candidates if there is one, else the first with the fewest.
    fn choose(&self) -> Option<Guess> {
        // A two-candidate cell in the band with the most open cells (the last such band
        // on a tie), its last one: guessing where much is still open propagates furthest.
        let mut pick = usize::MAX;
        let mut most = 0;
        for k in 0..3 {
            let n = self.open[k].count_ones();
            if self.pairs[k] != 0 && n >= most {
                most = n;
                pick = k;
            }
        }
        if pick < 3 {
            let pairs = self.pairs[pick];
            let bit = 1u32 << (31 - pairs.leading_zeros());
            return Some(Guess {
                band: pick,
                pos: bit.trailing_zeros(),
                digits: self.digits_at(pick, bit),
            });
        }
        let mut best: Option<Guess> = None;
        let mut best_n = 10;
        for k in 0..3 {
            let mut c = self.open[k];
            while c != 0 {
                let bit = c & c.wrapping_neg();
                c &= c - 1;
                let digits = self.digits_at(k, bit);
                let n = digits.count_ones();
                if n < best_n {
                    best_n = n;
                    best = Some(Guess {
                        band: k,
                        pos: bit.trailing_zeros(),
                        digits,
                    });
                    if n <= 3 {
                        return best;
                    }
                }
            }
        }
        best
    }

    #[inline(always)]
    fn digits_at(&self, k: usize, bit: u32) -> u32 {
        let mut digits = 0;
        for d in 0..9 {
            digits |= ((self.cand[ix(d, k)] & bit != 0) as u32) << d;
        }
        digits
    }

    /// The grid of a solved state.
    pub(super) fn to_grid(self) -> Grid {
        let mut cells = [0u8; CELLS];
        for d in 0..9 {
            for k in 0..3 {
                let mut b = self.cand[ix(d, k)];
                while b != 0 {
                    let p = b.trailing_zeros() as usize;
                    b &= b - 1;
                    cells[27 * k + p] = d as u8 + 1;
                }
            }
        }
        Grid::from_cells(cells).unwrap_or_default()
    }
}

/// Depth-first search counting solutions up to a limit.
pub(super) struct Search {
    limit: usize,
    pub(super) count: usize,
    pub(super) first: Option<State>,
}

impl Search {
    pub(super) fn new(limit: usize) -> Self {
        Search {
            limit,
            count: 0,
            first: None,
        }
    }

    pub(super) fn run(&mut self, mut st: State) {
        loop {
            if !st.propagate() {
                return;
            }
            let Some(g) = st.choose() else {
                if self.first.is_none() {
                    self.first = Some(st);
                }
                self.count += 1;
                return;
            };
            let mut digits = g.digits;
            if digits == 0 {
                return;
            }
            while digits & (digits - 1) != 0 {
                let d = digits.trailing_zeros() as usize;
                digits &= digits - 1;
                let mut child = st;
                child.place(d, g.band, g.pos);
                self.run(child);
                if self.count >= self.limit {
                    return;
                }
            }
            st.place(digits.trailing_zeros() as usize, g.band, g.pos);
        }
    }
}
