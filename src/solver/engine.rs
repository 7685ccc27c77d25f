//! The bit-parallel search engine behind [`super::solve_with_limit`].
//!
//! Layout (see `docs/algorithm.md` for the reasoning): the grid is split into three
//! *bands* of three rows. For every digit and every band one `u32` holds the 27 cells of
//! that band where the digit may still go, bit `9 * row_in_band + column`. A cell index
//! `i` (0-80) is therefore band `i / 27`, bit `i % 27`. The 27 words, a copy of each as it
//! was when last reduced (a word that differs from its copy must be reduced again), and
//! per band the open cells and the two-candidate cells are the whole search state: 240
//! bytes, copied on a guess instead of undone.

use crate::grid::{Grid, CELLS};

/// Column 0 of a band (bits 0, 9, 18).
const COL0: u32 = 1 | 1 << 9 | 1 << 18;
/// Box 0 of a band (bits 0-2, 9-11, 18-20).
const BOX0: u32 = 0b111 | 0b111 << 9 | 0b111 << 18;

/// For each 9-bit row, its three mini-rows that hold a bit (bit `box`).
static SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut s = 0;
        while s < 3 {
            if m & (0b111 << (3 * s)) != 0 {
                t[m] |= 1 << s;
            }
            s += 1;
        }
        m += 1;
    }
    t
};

/// Bits of the 9 mini-rows of a band that still hold a candidate: bit `3 * row + box`.
#[inline(always)]
fn minirows(b: u32) -> usize {
    SHRINK[(b & 0x1ff) as usize] as usize
        | (SHRINK[((b >> 9) & 0x1ff) as usize] as usize) << 3
        | (SHRINK[((b >> 18) & 0x1ff) as usize] as usize) << 6
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

/// [`PERM_KEEP`] for mini-rows, spread to the 27 cells of the band (low 32 bits); in the
/// high 32 bits, the cells of the kept mini-rows that are the only kept one of their row.
static BAND_KEEP: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let keep = PERM_KEEP[m];
        let mut cells = 0u64;
        let mut locked = 0u64;
        let mut i = 0;
        while i < 9 {
            if keep & (1 << i) != 0 {
                let minirow = 0b111 << (9 * (i / 3) + 3 * (i % 3));
                cells |= minirow;
                if (keep >> (3 * (i / 3))) & 0b111 == 1 << (i % 3) {
                    locked |= minirow;
                }
            }
            i += 1;
        }
        t[m] = cells | locked << 32;
        m += 1;
    }
    t
};

/// [`PERM_KEEP`] for the band x column matrix of a stack, spread back to the layout of
/// box 0 (bit `9 * band + column_in_stack`).
static STACK_KEEP: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let a = PERM_KEEP[m] as u32;
        t[m] = (a & 0o7) | (a & 0o70) << 6 | (a & 0o700) << 12;
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

/// For each column occupancy of a digit-band (9 bits), the cells of the other bands the
/// digit is shut out of: every column that is the digit's only column inside its box.
static COL_LOCK: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut cells = 0u32;
        let mut s = 0;
        while s < 3 {
            let x = (m >> (3 * s)) & 0b111;
            if x != 0 && x & (x - 1) == 0 {
                cells |= (x as u32) << (3 * s);
            }
            s += 1;
        }
        t[m] = cells * COL0;
        m += 1;
    }
    t
};

/// For each occupancy of a band's mini-rows by the givens of one digit (9 bits, as from
/// [`minirows`]): the band cells those givens see (their rows and boxes), with bit 31 set
/// when two of them share a row or a box.
static GIVEN_SEES: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut cells = 0u32;
        let mut rows = 0u32;
        let mut boxes = 0u32;
        let mut clash = false;
        let mut i = 0;
        while i < 9 {
            if m & (1 << i) != 0 {
                let (r, s) = (i / 3, i % 3);
                clash |= rows & (1 << r) != 0 || boxes & (1 << s) != 0;
                rows |= 1 << r;
                boxes |= 1 << s;
                cells |= 0x1ff << (9 * r) | BOX0 << (3 * s);
            }
            i += 1;
        }
        t[m] = cells | (clash as u32) << 31;
        m += 1;
    }
    t
};

/// Index of digit `d + 1`, band `k` in [`State::cand`].
#[inline(always)]
const fn ix(d: usize, k: usize) -> usize {
    9 * k + d
}

/// The band and the digit index of each digit-band word, as tables (cheaper than
/// dividing by 9).
static BAND_OF: [u8; 27] = {
    let mut t = [0u8; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = (i / 9) as u8;
        i += 1;
    }
    t
};
static DIGIT_OF: [u8; 27] = {
    let mut t = [0u8; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = (i % 9) as u8;
        i += 1;
    }
    t
};

/// The search state. `cand[ix(d, k)]`: where digit `d + 1` may go in band `k`.
#[derive(Clone, Copy)]
#[repr(align(16))]
pub(super) struct State {
    cand: [u32; 27],
    /// `cand` as it was when each digit-band was last reduced: a word that differs has
    /// lost candidates since and must be reduced again.
    seen: [u32; 27],
    /// Cells of each band not yet fixed.
    open: [u32; 3],
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
        // Built in bulk, without a branch per cell: first, per value (0 for an empty cell)
        // and band, the cells holding it ...
        let cells = grid.cells();
        let mut given = [[0u32; 3]; 16];
        for (k, band) in cells.chunks_exact(27).enumerate() {
            for (p, &v) in band.iter().enumerate() {
                given[(v & 15) as usize][k % 3] |= 1 << p;
            }
        }
        // ... then per digit the cells its givens see, from their mini-rows and columns.
        let open = given[0];
        let mut cand = [0u32; 27];
        let mut clash = 0u32;
        for d in 0..9 {
            let g = given[d + 1];
            let cols = [columns(g[0]), columns(g[1]), columns(g[2])];
            clash |= (cols[0] & cols[1]) | (cols[2] & (cols[0] | cols[1]));
            for k in 0..3 {
                let sees = GIVEN_SEES[minirows(g[k])];
                // Two givens in one mini-row (a row and a box at once).
                let g0 = g[k];
                clash |= (g0 & g0 >> 1 & 0o333_333_333) | (g0 & g0 >> 2 & 0o111_111_111);
                clash |= sees & 1 << 31;
                let (k1, k2) = OTHER_BANDS[k];
                let col_seen = (cols[k1] | cols[k2]) * COL0;
                cand[ix(d, k)] = (open[k] & !sees & !col_seen) | g0;
            }
        }
        // Values above 9 cannot occur in a `Grid`; treat them as a clash all the same.
        for v in &given[10..] {
            clash |= v[0] | v[1] | v[2];
        }
        if clash != 0 {
            return None;
        }
        let mut seen = cand;
        for w in &mut seen {
            // Never a candidate word: every digit-band starts out to be reduced.
            *w ^= 1 << 31;
        }
        Some(State {
            cand,
            seen,
            open,
            pairs: [0; 3],
        })
    }

    /// Fixes digit `d + 1` at bit `p` of band `k`, removing it from the cell's peers and
    /// the cell's other digits. The caller checks it is still a candidate.
    #[inline(always)]
    fn place(&mut self, d: usize, k: usize, p: u32) {
        let bit = 1u32 << p;
        self.open[k] &= !bit;
        let own = self.cand[ix(d, k)];
        for e in 0..9 {
            self.cand[ix(e, k)] &= !bit;
        }
        self.cand[ix(d, k)] = own & !BAND_PEERS[p as usize];
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        self.cand[ix(d, k1)] &= !col;
        self.cand[ix(d, k2)] &= !col;
    }

    /// Fixes digit `d + 1` at bit `p` of band `k` when that cell has no other candidate
    /// left: only the digit's own peers need clearing.
    #[inline(always)]
    fn place_lone(&mut self, d: usize, k: usize, p: u32) {
        self.open[k] &= !(1 << p);
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        self.cand[ix(d, k)] &= !BAND_PEERS[p as usize];
        self.cand[ix(d, k1)] &= !col;
        self.cand[ix(d, k2)] &= !col;
    }

    /// The digit-bands whose words changed since they were last reduced, bit `ix(d, k)`.
    #[inline(always)]
    fn changed(&self) -> u32 {
        let mut m = 0u32;
        for i in 0..27 {
            m |= ((self.cand[i] != self.seen[i]) as u32) << i;
        }
        m
    }

    /// Reduces one digit-band: mini-row permutation filter; fixes every row of the band
    /// left with one cell; shuts the digit out of the other bands' columns where a box of
    /// this band holds it in one column. Branch-free but for the contradiction test.
    #[inline(always)]
    fn reduce_band(&mut self, db: usize) -> bool {
        let w = self.cand[db];
        let t = BAND_KEEP[minirows(w) & 0x1ff];
        let b = w & t as u32;
        if b == 0 {
            return false;
        }
        let (k, d) = (BAND_OF[db % 27] as usize, DIGIT_OF[db % 27] as usize);
        // Every box of this band where the digit is left in one column.
        let lock = COL_LOCK[columns(b) as usize];
        // A row's only mini-row, in a box with one column left: one cell, a row single.
        let singles = b & (t >> 32) as u32 & lock & self.open[k];
        self.open[k] &= !singles;
        for e in 0..9 {
            self.cand[ix(e, k)] &= !singles;
        }
        for j in 0..3 {
            self.cand[ix(d, j)] &= !lock;
        }
        self.cand[db] = b;
        self.seen[db] = b;
        true
    }

    /// For every digit, keeps only the band-column pairs that lie on a permutation in each
    /// stack (one digit per box and per column): this finds hidden singles in columns and
    /// box-column locked candidates. `None` on contradiction, else whether anything
    /// changed.
    fn reduce_stacks(&mut self, mut digits: u32) -> Option<bool> {
        let mut any = false;
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
            let mut dead = false;
            for st in 0..3 {
                let x = (all >> (3 * st)) & BOX0;
                // Gather the box's three 3-bit rows into 9 adjacent bits: the partial
                // products land on disjoint bits, so nothing carries into bits 12-20.
                let m = (x.wrapping_mul(1 | 1 << 6 | 1 << 12) >> 12) & 0x1ff;
                let a = STACK_KEEP[m as usize];
                dead |= a == 0;
                kept |= a << (3 * st);
            }
            if dead {
                return None;
            }
            any |= kept != all;
            for k in 0..3 {
                self.cand[ix(d, k)] &= ((kept >> (9 * k)) & 0x1ff) * COL0;
            }
        }
        Some(any)
    }

    /// Looks for naked singles and fixes them, recording the open cells with two
    /// candidates. `None` on contradiction (an open cell without candidates), else
    /// whether any cell was fixed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
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
                return None;
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
                    // An earlier placement may have taken the digit from this cell; then
                    // it is left empty and the next pass reports it.
                    if self.cand[ix(d, k)] & (1 << p) != 0 {
                        self.place_lone(d, k, p);
                    }
                }
            }
        }
        Some(placed)
    }

    /// Runs band reduction, naked singles and stack reduction to a fixpoint, leaving the
    /// cells with two candidates in `self.pairs`. False on contradiction.
    fn propagate(&mut self) -> bool {
        // Digits changed since their stacks were last reduced.
        let mut touched = 0u32;
        loop {
            let mut dirty = self.changed();
            if dirty == 0 {
                match self.naked_singles() {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => {}
                }
                if touched == 0 {
                    return true;
                }
                match self.reduce_stacks(touched) {
                    None => return false,
                    Some(false) => return true,
                    Some(true) => {}
                }
                touched = 0;
                continue;
            }
            touched |= (dirty | dirty >> 9 | dirty >> 18) & 0x1ff;
            while dirty != 0 {
                let db = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                if !self.reduce_band(db) {
                    return false;
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
