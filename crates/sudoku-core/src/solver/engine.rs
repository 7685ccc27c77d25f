//! The bit-parallel search engine behind [`super::solve_with_limit`].
//!
//! Layout (see `docs/algorithm.md` for the reasoning): the grid is split into three
//! *bands* of three rows. For every digit and every band one `u32` holds the 27 cells of
//! that band where the digit may still go, bit `9 * row_in_band + column`. A cell index
//! `i` (0-80) is therefore band `i / 27`, bit `i % 27`. The 27 words, a copy of each as it
//! was when last reduced (a word that differs from its copy must be reduced again), and
//! per band the open cells and the two-candidate cells are the whole search state: 256
//! bytes (the word arrays padded to 28), copied on a guess instead of undone.
//!
//! On x86-64 a few hot steps use SSE2 intrinsics (part of every x86-64 target, so no
//! runtime test); each has a scalar twin, used on other targets and checked against the
//! vector version by a unit test.

use super::Isa;
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

/// Words `i..i + 4` of `a` as one vector. Built from the array elements: the compiler
/// turns it into one load.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn words4(a: &[u32; WORDS], i: usize) -> std::arch::x86_64::__m128i {
    // SAFETY: a value-only SSE2 intrinsic, compiled only when the build enables SSE2 (see
    // `State::changed`).
    unsafe {
        std::arch::x86_64::_mm_setr_epi32(
            a[i] as i32,
            a[i + 1] as i32,
            a[i + 2] as i32,
            a[i + 3] as i32,
        )
    }
}

/// Per value 0-9 (0 for an empty cell) and band, the cells holding it; a cell holding
/// anything else is in none. Each band's 27 bytes are compared with each value as two
/// overlapping 16-byte vectors (bytes 0-15 and 11-26), one `movemask` each.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn given_masks(cells: &[u8; CELLS]) -> [[u32; 3]; 10] {
    use std::arch::x86_64::{
        __m128i, _mm_cmpeq_epi8, _mm_movemask_epi8, _mm_set1_epi8, _mm_setr_epi8,
    };
    let mut given = [[0u32; 3]; 10];
    // SAFETY: as in `State::changed`: value-only SSE2 intrinsics, compiled only when the
    // build enables SSE2.
    unsafe {
        // Built from the array elements (the compiler turns them into plain loads).
        let sixteen = |i: usize| -> __m128i {
            let c = |j: usize| cells[i + j] as i8;
            _mm_setr_epi8(
                c(0),
                c(1),
                c(2),
                c(3),
                c(4),
                c(5),
                c(6),
                c(7),
                c(8),
                c(9),
                c(10),
                c(11),
                c(12),
                c(13),
                c(14),
                c(15),
            )
        };
        for k in 0..3 {
            let (a, b) = (sixteen(27 * k), sixteen(27 * k + 11));
            for (v, g) in given.iter_mut().enumerate() {
                let x = _mm_set1_epi8(v as i8);
                let lo = _mm_movemask_epi8(_mm_cmpeq_epi8(a, x)) as u32;
                let hi = _mm_movemask_epi8(_mm_cmpeq_epi8(b, x)) as u32;
                g[k] = lo | hi << 11;
            }
        }
    }
    given
}

/// [`given_masks`] one cell at a time: the version for other targets, and the reference
/// the vector version is tested against.
#[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "sse2"))))]
fn given_masks_scalar(cells: &[u8; CELLS]) -> [[u32; 3]; 10] {
    // Values 10-15 land in rows that are dropped, and so do those above 15 (clamped).
    let mut given = [[0u32; 3]; 16];
    for (k, band) in cells.chunks_exact(27).enumerate() {
        for (p, &v) in band.iter().enumerate() {
            let v = if v > 15 { 15 } else { v };
            given[v as usize][k % 3] |= 1 << p;
        }
    }
    let mut out = [[0u32; 3]; 10];
    out.copy_from_slice(&given[..10]);
    out
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn given_masks(cells: &[u8; CELLS]) -> [[u32; 3]; 10] {
    given_masks_scalar(cells)
}

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

/// The digit-band words and their copies, padded from 27 to 28 so that both arrays are
/// seven whole 16-byte groups (the last word is always 0 in both).
const WORDS: usize = 28;

/// The search state. `cand[ix(d, k)]`: where digit `d + 1` may go in band `k`.
#[derive(Clone, Copy)]
#[repr(align(16))]
pub(super) struct State {
    cand: [u32; WORDS],
    /// `cand` as it was when each digit-band was last reduced: a word that differs has
    /// lost candidates since and must be reduced again.
    seen: [u32; WORDS],
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
    #[inline(always)]
    fn new(grid: &Grid) -> Option<State> {
        // Built in bulk, without a branch per cell: first, per value (0 for an empty cell)
        // and band, the cells holding it ...
        let given = given_masks(grid.cells());
        // ... then per digit the cells its givens see, from their mini-rows and columns.
        let open = given[0];
        let mut cand = [0u32; WORDS];
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
        // Values above 9 cannot occur in a `Grid`; treat them as a clash all the same: every
        // cell must hold one of 0-9.
        for k in 0..3 {
            let mut all = 0;
            for v in &given {
                all |= v[k];
            }
            clash |= all ^ ((1 << 27) - 1);
        }
        if clash != 0 {
            return None;
        }
        let mut seen = cand;
        for w in &mut seen[..27] {
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

    /// The digit-bands whose words changed since they were last reduced, bit `ix(d, k)`:
    /// seven 4-word compares, packed to one byte per word and gathered with one
    /// `movemask` per 16 words (SSE2 is part of x86-64, so no runtime test is needed;
    /// elsewhere the scalar loop below, which the compiler vectorises as it can).
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn changed(&self) -> u32 {
        use std::arch::x86_64::{
            _mm_cmpeq_epi32, _mm_movemask_epi8, _mm_packs_epi16, _mm_packs_epi32,
        };
        // SAFETY: these intrinsics take and return values only (no pointers); their one
        // requirement is a CPU with SSE2, and this code is compiled only when the build
        // enables SSE2 (`target_feature = "sse2"`, part of every x86-64 target), so the
        // binary already assumes it everywhere.
        let same = unsafe {
            // All ones in each lane whose word equals its copy.
            let eq = |i: usize| _mm_cmpeq_epi32(words4(&self.cand, i), words4(&self.seen, i));
            // Saturating packs keep 0 and -1: each byte of the result is one word's lane,
            // in order.
            let lo = _mm_packs_epi16(
                _mm_packs_epi32(eq(0), eq(4)),
                _mm_packs_epi32(eq(8), eq(12)),
            );
            let hi = _mm_packs_epi16(
                _mm_packs_epi32(eq(16), eq(20)),
                _mm_packs_epi32(eq(24), eq(24)),
            );
            _mm_movemask_epi8(lo) as u32 | (_mm_movemask_epi8(hi) as u32) << 16
        };
        !same & ((1 << 27) - 1)
    }

    /// [`State::changed`] one word at a time: the version for other targets, and the
    /// reference the vector version is tested against.
    #[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "sse2"))))]
    #[inline(always)]
    fn changed_scalar(&self) -> u32 {
        let mut m = 0u32;
        for i in 0..27 {
            m |= ((self.cand[i] != self.seen[i]) as u32) << i;
        }
        m
    }

    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    #[inline(always)]
    fn changed(&self) -> u32 {
        self.changed_scalar()
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
    #[inline(always)]
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

    /// The cells of band `k` with at least one, two and three candidates: the band's nine
    /// digit words summed bitwise, as two 4-word vectors folded together lane by lane
    /// (34 instructions against 54 one word at a time), then the ninth word.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn counts(&self, k: usize) -> (u32, u32, u32) {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cvtsi128_si32, _mm_or_si128, _mm_shuffle_epi32,
        };
        let c = &self.cand;
        let b = 9 * (k % 3);
        // SAFETY: as in `changed`: value-only SSE2 intrinsics, compiled only when the build
        // enables SSE2.
        let (one, two, three) = unsafe {
            let four = |i: usize| words4(c, i);
            let (v1, v2) = (four(b), four(b + 4));
            // Per lane, digits `b + j` and `b + 4 + j`: at least one, at least two.
            let (one, two) = (_mm_or_si128(v1, v2), _mm_and_si128(v1, v2));
            // Fold lanes 2-3 onto 0-1, then lane 1 onto 0, adding the counts (saturating
            // at three).
            let o = _mm_shuffle_epi32::<0b01_00_11_10>(one);
            let t = _mm_shuffle_epi32::<0b01_00_11_10>(two);
            let three = _mm_or_si128(_mm_and_si128(two, o), _mm_and_si128(one, t));
            let two = _mm_or_si128(_mm_or_si128(two, t), _mm_and_si128(one, o));
            let one = _mm_or_si128(one, o);
            let o = _mm_shuffle_epi32::<0b00_00_00_01>(one);
            let t = _mm_shuffle_epi32::<0b00_00_00_01>(two);
            let h = _mm_shuffle_epi32::<0b00_00_00_01>(three);
            let three = _mm_or_si128(
                _mm_or_si128(three, h),
                _mm_or_si128(_mm_and_si128(two, o), _mm_and_si128(one, t)),
            );
            let two = _mm_or_si128(_mm_or_si128(two, t), _mm_and_si128(one, o));
            let one = _mm_or_si128(one, o);
            (
                _mm_cvtsi128_si32(one) as u32,
                _mm_cvtsi128_si32(two) as u32,
                _mm_cvtsi128_si32(three) as u32,
            )
        };
        let x = c[b + 8];
        (one | x, two | (one & x), three | (two & x))
    }

    /// [`State::counts`] one word at a time: the version for other targets, and the
    /// reference the vector version is tested against.
    #[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "sse2"))))]
    #[inline(always)]
    fn counts_scalar(&self, k: usize) -> (u32, u32, u32) {
        let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
        for d in 0..9 {
            let x = self.cand[ix(d, k)];
            three |= two & x;
            two |= one & x;
            one |= x;
        }
        (one, two, three)
    }

    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    #[inline(always)]
    fn counts(&self, k: usize) -> (u32, u32, u32) {
        self.counts_scalar(k)
    }

    /// Looks for naked singles and fixes them, recording the open cells with two
    /// candidates. `None` on contradiction (an open cell without candidates), else
    /// whether any cell was fixed.
    #[inline(always)]
    fn naked_singles(&mut self) -> Option<bool> {
        let mut placed = false;
        for k in 0..3 {
            let open = self.open[k];
            let (one, two, three) = self.counts(k);
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

    /// Runs band reduction, naked singles and (when `STACKS`) stack reduction to a
    /// fixpoint, leaving the cells with two candidates in `self.pairs`. False on
    /// contradiction. At a fixpoint every word equals its last-reduced copy. One
    /// instance per value of `STACKS`, so that the one without stacks does no
    /// bookkeeping for them, and per instruction set (see [`State::propagate_portable`]).
    #[inline(always)]
    fn propagate_body<const STACKS: bool>(&mut self) -> bool {
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
                if !STACKS || touched == 0 {
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
            if STACKS {
                touched |= (dirty | dirty >> 9 | dirty >> 18) & 0x1ff;
            }
            while dirty != 0 {
                let db = (dirty.trailing_zeros() as usize).min(26);
                dirty &= dirty - 1;
                if !self.reduce_band(db) {
                    return false;
                }
            }
        }
    }

    /// Picks the cell to guess on, `None` when every cell is fixed: a cell with two
    /// candidates if there is one, else the first with the fewest.
    #[inline(always)]
    fn choose_body<const NATIVE: bool>(&self) -> Option<Guess> {
        // A two-candidate cell in the band with the most open cells (the last such band
        // on a tie), its last one: guessing where much is still open propagates furthest.
        let mut pick = usize::MAX;
        let mut most = 0;
        // The native set has a population count instruction; the baseline counts the
        // three words as lanes of one vector.
        let open = if NATIVE {
            self.open.map(u32::count_ones)
        } else {
            self.open_counts()
        };
        for (k, &n) in open.iter().enumerate() {
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

    /// The number of open cells of each band: the three counted at once, as lanes of one
    /// vector (x86-64 has no population count instruction before x86-64-v2).
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn open_counts(&self) -> [u32; 3] {
        use std::arch::x86_64::{
            _mm_add_epi32, _mm_and_si128, _mm_cvtsi128_si32, _mm_set1_epi32, _mm_setr_epi32,
            _mm_shuffle_epi32, _mm_srli_epi32, _mm_sub_epi32,
        };
        let o = &self.open;
        // SAFETY: as in `changed`: value-only SSE2 intrinsics, compiled only when the build
        // enables SSE2.
        unsafe {
            let v = _mm_setr_epi32(o[0] as i32, o[1] as i32, o[2] as i32, 0);
            let m1 = _mm_set1_epi32(0x5555_5555);
            let m2 = _mm_set1_epi32(0x3333_3333);
            let m4 = _mm_set1_epi32(0x0f0f_0f0f);
            let v = _mm_sub_epi32(v, _mm_and_si128(_mm_srli_epi32::<1>(v), m1));
            let v = _mm_add_epi32(
                _mm_and_si128(v, m2),
                _mm_and_si128(_mm_srli_epi32::<2>(v), m2),
            );
            let v = _mm_and_si128(_mm_add_epi32(v, _mm_srli_epi32::<4>(v)), m4);
            let v = _mm_add_epi32(v, _mm_srli_epi32::<8>(v));
            let v = _mm_add_epi32(v, _mm_srli_epi32::<16>(v));
            [
                _mm_cvtsi128_si32(v) as u32 & 0xff,
                _mm_cvtsi128_si32(_mm_shuffle_epi32::<1>(v)) as u32 & 0xff,
                _mm_cvtsi128_si32(_mm_shuffle_epi32::<2>(v)) as u32 & 0xff,
            ]
        }
    }

    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    #[inline(always)]
    fn open_counts(&self) -> [u32; 3] {
        self.open.map(u32::count_ones)
    }

    /// The candidate digits of the cell at `bit` in band `k` (bit `d` for digit `d + 1`):
    /// the first eight words tested as two vectors, then the ninth.
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    #[inline(always)]
    fn digits_at(&self, k: usize, bit: u32) -> u32 {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cmpeq_epi32, _mm_movemask_epi8, _mm_packs_epi16, _mm_packs_epi32,
            _mm_set1_epi32, _mm_setzero_si128,
        };
        let c = &self.cand;
        let b = 9 * (k % 3);
        // SAFETY: as in `changed`: value-only SSE2 intrinsics, compiled only when the build
        // enables SSE2.
        let lacks = unsafe {
            let four = |i: usize| words4(c, i);
            let m = _mm_set1_epi32(bit as i32);
            let z = _mm_setzero_si128();
            // All ones in each lane whose word lacks the bit.
            let e1 = _mm_cmpeq_epi32(_mm_and_si128(four(b), m), z);
            let e2 = _mm_cmpeq_epi32(_mm_and_si128(four(b + 4), m), z);
            let p = _mm_packs_epi32(e1, e2);
            _mm_movemask_epi8(_mm_packs_epi16(p, p)) as u32
        };
        (!lacks & 0xff) | ((c[b + 8] & bit != 0) as u32) << 8
    }

    /// [`State::digits_at`] one word at a time: the version for other targets, and the
    /// reference the vector version is tested against.
    #[cfg(any(test, not(all(target_arch = "x86_64", target_feature = "sse2"))))]
    #[inline(always)]
    fn digits_at_scalar(&self, k: usize, bit: u32) -> u32 {
        let mut digits = 0;
        for d in 0..9 {
            digits |= ((self.cand[ix(d, k)] & bit != 0) as u32) << d;
        }
        digits
    }

    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    #[inline(always)]
    fn digits_at(&self, k: usize, bit: u32) -> u32 {
        self.digits_at_scalar(k, bit)
    }

    /// A copy of a state at a fixpoint of [`State::propagate`], where every word equals
    /// its last-reduced copy and the two-candidate cells are not needed again: so only
    /// `cand` and `open` are read (124 of the 256 bytes), which the compiler copies inline
    /// rather than through `memcpy`.
    #[inline(always)]
    fn child(&self) -> State {
        State {
            cand: self.cand,
            seen: self.cand,
            open: self.open,
            pairs: [0; 3],
        }
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
///
/// The guessing order meets bad cases: on some puzzles (Norvig's "hard1", or one random
/// orientation of it in twenty) an early wrong guess leaves a grid without solution that
/// takes tens of thousands of nodes to refute, where another digit order finds a solution
/// in a few dozen. So each attempt has a node budget; when it is spent before a second
/// solution is found, the search starts again from the root with a varied choice order
/// and twice the budget (see [`Search::restart`]), keeping the solutions already found.
/// Counts stay exact: a restarted attempt skips the one solution it may already know,
/// and the last attempt always runs to its end.
pub(super) struct Search {
    limit: usize,
    /// The search unwinds once `count` reaches this: `limit`, or 0 while it stops for a
    /// restart (one compare on the common path for both).
    stop: usize,
    pub(super) count: usize,
    pub(super) first: Option<State>,
    /// Dead ends met so far (propagations that ended in a contradiction).
    fails: u32,
    /// Nodes searched so far, over all attempts (passes of the loop in [`Search::run`]).
    pub(super) nodes: u32,
    /// Guesses made so far (nodes that branched).
    pub(super) guesses: u32,
    /// The node count at which the current attempt stops.
    budget: u32,
    /// The budget of the first attempt ([`FIRST_BUDGET`] but in tests).
    first_budget: u32,
    /// Restarts so far: 0 in the first attempt, which uses the plain [`State::choose`].
    pub(super) restarts: u32,
    /// Whether the current attempt stopped on its budget.
    aborted: bool,
    /// State of the generator that varies the choice after a restart (xorshift).
    rng: u32,
}

/// Stack reduction runs only once the search has met this many dead ends: on puzzles
/// solved with little or no backtracking (most of those with many solutions, 17-clue
/// puzzles) it costs more than the nodes it saves; on hard ones it pays from early on.
const FAILS_BEFORE_STACKS: u32 = 2;

/// Node budget of the first attempt; each restart doubles it. Above the most nodes any
/// puzzle of the benchmark sets takes (3,296 at limit 2, in puzzles6_forum_hardest_1106),
/// so that none of them restarts; Norvig's "hard1" took 82,324.
const FIRST_BUDGET: u32 = 4096;

/// At most this many restarts; the attempt after the last has no budget.
const MAX_RESTARTS: u32 = 12;

impl Search {
    /// A search whose first attempt stops after `budget` nodes.
    fn with_budget(limit: usize, budget: u32) -> Self {
        Search {
            limit,
            stop: limit,
            count: 0,
            first: None,
            fails: 0,
            nodes: 0,
            guesses: 0,
            budget,
            first_budget: budget,
            restarts: 0,
            aborted: false,
            rng: 0,
        }
    }

    /// Searches from `st`, which it works on in place (the caller's copy, so that no
    /// 256-byte argument is copied again on each call). The body shared by the two
    /// instruction sets: `recurse`, `propagate` and `choose` are the entry points of the
    /// caller's set, passed as closures so that the native one calls its own without an
    /// `unsafe` block (a closure inherits the target features of the function it is
    /// written in).
    #[inline(always)]
    fn run_body(
        &mut self,
        st: &mut State,
        recurse: impl Fn(&mut Search, &mut State),
        propagate: impl Fn(&mut State, bool) -> bool,
        choose: impl Fn(&State) -> Option<Guess>,
    ) {
        loop {
            self.nodes = self.nodes.wrapping_add(1);
            if self.nodes >= self.budget && self.spent() {
                return;
            }
            if !propagate(st, self.fails >= FAILS_BEFORE_STACKS) {
                self.fails += 1;
                return;
            }
            let Some(g) = choose(st) else {
                match &self.first {
                    None => self.first = Some(st.child()),
                    // A restarted attempt meets again the solution found before it.
                    Some(f) if self.restarts != 0 && f.cand == st.cand => return,
                    Some(_) => {}
                }
                self.count += 1;
                return;
            };
            let mut digits = g.digits;
            if digits == 0 {
                return;
            }
            self.guesses = self.guesses.wrapping_add(1);
            // The first attempt tries digits lowest first; a restarted one in an order
            // picked at random: highest first or lowest first.
            let high = self.restarts != 0 && self.next_random() & 0x100 != 0;
            while digits & (digits - 1) != 0 {
                let d = if high {
                    31 - digits.leading_zeros()
                } else {
                    digits.trailing_zeros()
                };
                digits &= !(1 << d);
                let mut child = st.child();
                child.place(d as usize, g.band, g.pos);
                recurse(self, &mut child);
                if self.count >= self.stop {
                    return;
                }
            }
            st.place(digits.trailing_zeros() as usize, g.band, g.pos);
        }
    }

    /// The current attempt has used its budget: true (and the search unwinds) when it is
    /// to stop for a restart, which is while at most one solution is known; else the
    /// attempt goes on without a budget.
    #[cold]
    #[inline(never)]
    fn spent(&mut self) -> bool {
        if self.count <= 1 && self.restarts < MAX_RESTARTS {
            self.aborted = true;
            self.stop = 0;
            true
        } else {
            self.budget = u32::MAX;
            false
        }
    }

    /// After [`Search::run`] returns: when the attempt stopped on its budget, readies the
    /// next one (a varied choice order, twice the budget) and returns true; the caller
    /// then runs it from the root again. The solutions found so far are kept; at most
    /// one is known (see [`Search::spent`]) and the next attempt skips it.
    fn restart(&mut self) -> bool {
        if !self.aborted {
            return false;
        }
        self.aborted = false;
        self.stop = self.limit;
        self.restarts += 1;
        let more = self.first_budget.saturating_mul(1 << self.restarts.min(16));
        self.budget = self.nodes.saturating_add(more);
        self.rng = 0x9e37_79b9 ^ self.restarts.wrapping_mul(0x85eb_ca6b);
        true
    }

    /// The next number of the xorshift generator (never 0).
    fn next_random(&mut self) -> u32 {
        let mut x = self.rng | 1;
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        self.rng = x;
        x
    }
}

/// Whether this CPU has every feature the native search is compiled for: detected once,
/// then read from the cache (one load and a branch per solve).
#[cfg(target_arch = "x86_64")]
fn native_cpu() -> bool {
    use std::sync::OnceLock;
    static DETECTED: OnceLock<bool> = OnceLock::new();
    *DETECTED.get_or_init(|| {
        std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("lzcnt")
    })
}

/// Whether [`search`] may take the native search: `SUDOKU_PORTABLE` (set and not `0`)
/// forbids it, for comparisons and for checking the portable path on a new CPU. Read
/// once.
fn native_allowed() -> bool {
    use std::sync::OnceLock;
    static ALLOWED: OnceLock<bool> = OnceLock::new();
    *ALLOWED.get_or_init(|| std::env::var_os("SUDOKU_PORTABLE").is_none_or(|v| v == "0"))
}

/// Whether [`search_on`] with [`Isa::Native`] really runs the native search here.
pub(super) fn native_available() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        native_cpu()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Searches `grid` up to `limit` solutions with the fastest build this CPU runs (see
/// [`native_allowed`]).
pub(super) fn search(grid: &Grid, limit: usize) -> Search {
    let isa = if native_allowed() {
        Isa::Native
    } else {
        Isa::Portable
    };
    search_on(grid, limit, isa)
}

/// Searches `grid` up to `limit` solutions with the build `isa`; [`Isa::Native`] falls
/// back to the portable one where the CPU (or the target) lacks it.
pub(super) fn search_on(grid: &Grid, limit: usize, isa: Isa) -> Search {
    search_with_budget(grid, limit, isa, FIRST_BUDGET)
}

/// [`search_on`] with a first attempt of `budget` nodes.
fn search_with_budget(grid: &Grid, limit: usize, isa: Isa, budget: u32) -> Search {
    #[cfg(target_arch = "x86_64")]
    if isa == Isa::Native && native_cpu() {
        // SAFETY: `native_cpu` found on this CPU every feature `search_native` enables.
        return unsafe { search_native(grid, limit, budget) };
    }
    let _ = isa;
    search_portable(grid, limit, budget)
}

/// The search from the start state of `grid`, with `run` the entry point of one
/// instruction set; shared by both sets.
#[inline(always)]
fn search_body(
    grid: &Grid,
    limit: usize,
    budget: u32,
    run: impl Fn(&mut Search, &mut State),
) -> Search {
    let mut s = Search::with_budget(limit, budget);
    if limit > 0 {
        if let Some(mut st) = State::new(grid) {
            run(&mut s, &mut st);
            // A restart rebuilds the start state rather than keep a copy that the common
            // case, no restart, would pay for.
            while s.restart() {
                let Some(mut st) = State::new(grid) else {
                    break;
                };
                run(&mut s, &mut st);
            }
        }
    }
    s
}

// The search twice over: for the baseline target, and for CPUs with AVX2, BMI1/2, POPCNT
// and LZCNT (x86-64-v3 but for FMA and MOVBE, which it has no use for). Each pair of
// entry points is thin and calls the same `#[inline(always)]` body, so the compiler builds
// the whole hot loop once per set: the native build gets `tzcnt`/`lzcnt`/`popcnt` without
// a zero test, `andn`/`blsr`, and VEX-encoded vectors. The native entry points are reached
// only through `search_with_budget`, after `native_cpu` said yes; inside them every call
// stays within the native set, so only that one call needs `unsafe`.

fn search_portable(grid: &Grid, limit: usize, budget: u32) -> Search {
    search_body(grid, limit, budget, Search::run_portable)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn search_native(grid: &Grid, limit: usize, budget: u32) -> Search {
    search_body(grid, limit, budget, |s, st| s.run_native(st))
}

impl Search {
    fn run_portable(&mut self, st: &mut State) {
        self.run_body(
            st,
            Search::run_portable,
            |st, stacks| {
                if stacks {
                    st.propagate_portable::<true>()
                } else {
                    st.propagate_portable::<false>()
                }
            },
            State::choose_portable,
        );
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn run_native(&mut self, st: &mut State) {
        self.run_body(
            st,
            |s, c| s.run_native(c),
            |st, stacks| {
                if stacks {
                    st.propagate_native::<true>()
                } else {
                    st.propagate_native::<false>()
                }
            },
            |st| st.choose_native(),
        );
    }
}

impl State {
    fn propagate_portable<const STACKS: bool>(&mut self) -> bool {
        self.propagate_body::<STACKS>()
    }

    fn choose_portable(&self) -> Option<Guess> {
        self.choose_body::<false>()
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn propagate_native<const STACKS: bool>(&mut self) -> bool {
        self.propagate_body::<STACKS>()
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn choose_native(&self) -> Option<Guess> {
        self.choose_body::<true>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The vector and scalar versions agree: the "changed" masks, candidate counts, cell
    /// digits and open-cell counts from the start state and after random bits are cleared
    /// from random words (each word alone, and many at once); the given masks on the
    /// puzzles and on random bytes, values above 9 included.
    #[test]
    fn vector_paths_match_scalar() {
        let puzzles = [
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            ".................................................................................",
        ];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for p in puzzles {
            let grid: Grid = p.parse().expect("test grid parses");
            assert_eq!(given_masks(grid.cells()), given_masks_scalar(grid.cells()));
            let mut bytes = [0u8; CELLS];
            for b in &mut bytes {
                *b = (next() % 13) as u8;
            }
            bytes[(next() % 81) as usize] = 200;
            assert_eq!(given_masks(&bytes), given_masks_scalar(&bytes));
            let start = State::new(&grid).expect("no clash");
            assert_eq!(start.changed(), (1 << 27) - 1);
            assert_eq!(start.changed(), start.changed_scalar());
            let mut st = start;
            st.seen = st.cand;
            assert_eq!(st.changed(), 0);
            for i in 0..27 {
                let mut one = st;
                one.cand[i] ^= 1 << (next() % 27);
                assert_eq!(one.changed(), 1 << i);
                assert_eq!(one.changed(), one.changed_scalar());
                for k in 0..3 {
                    assert_eq!(one.counts(k), one.counts_scalar(k));
                }
            }
            for _ in 0..1000 {
                let mut many = st;
                let words = next();
                for i in 0..27 {
                    if words & (1 << i) != 0 {
                        many.cand[i] &= next() as u32;
                    }
                }
                assert_eq!(many.changed(), many.changed_scalar());
                for k in 0..3 {
                    assert_eq!(many.counts(k), many.counts_scalar(k));
                    let bit = 1 << (next() % 27);
                    assert_eq!(many.digits_at(k, bit), many.digits_at_scalar(k, bit));
                }
                many.open[(next() % 3) as usize] &= next() as u32;
                assert_eq!(many.open_counts(), many.open.map(u32::count_ones));
            }
        }
    }

    /// The search of `p` with a first budget of `budget` nodes, portable build.
    fn search(p: &str, limit: usize, budget: u32) -> Search {
        let grid: Grid = p.parse().expect("test grid parses");
        search_with_budget(&grid, limit, Isa::Portable, budget)
    }

    /// Restarts keep counts exact: with tiny budgets (many restarts, some after the
    /// first solution is found) every count up to the limit is the one found without
    /// restarts, and the first solution is a solution of the puzzle.
    #[test]
    fn restarts_keep_counts_exact() {
        let puzzles = [
            // Norvig's "hard1": many solutions.
            ".....6....59.....82....8....45........3........6..3.54...325..6..................",
            // Unique.
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            // Unique, solved without a guess.
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            // No solution.
            "11...............................................................................",
            // "hard1" with two more givens: many solutions, found at once.
            ".....6....59.....82....8....45........3........6..3.54...325..6....1.....8.......",
        ];
        let mut restarted = 0;
        for p in puzzles {
            for limit in [1, 2, 3, 10] {
                let plain = search(p, limit, u32::MAX);
                assert_eq!(plain.restarts, 0);
                for budget in [1, 2, 5, 17, 64] {
                    let s = search(p, limit, budget);
                    assert_eq!(s.count, plain.count, "{p} limit {limit} budget {budget}");
                    assert_eq!(s.first.is_some(), s.count > 0);
                    if let Some(f) = s.first {
                        let g = f.to_grid();
                        let grid: Grid = p.parse().expect("test grid parses");
                        assert!(g.is_solved() && grid.is_within(&g));
                    }
                    restarted += (s.restarts > 0 && s.count > 0) as u32;
                }
            }
        }
        assert!(restarted > 20, "the budgets should cause restarts");
    }

    /// What a search found and how: count, first solution (as its 27 words) and the work.
    fn outcome(s: &Search) -> (usize, Option<[u32; WORDS]>, u32, u32, u32) {
        (
            s.count,
            s.first.map(|f| f.cand),
            s.nodes,
            s.guesses,
            s.restarts,
        )
    }

    /// Both builds agree on `grid` at limits 1, 2 and 3: the same counts, first solution,
    /// nodes, guesses and restarts, also with a tiny first budget (restarts everywhere).
    fn both_builds_agree(grid: &Grid, what: &str) {
        for limit in [1, 2, 3] {
            for budget in [FIRST_BUDGET, 3] {
                let portable = search_with_budget(grid, limit, Isa::Portable, budget);
                let native = search_with_budget(grid, limit, Isa::Native, budget);
                assert_eq!(
                    outcome(&portable),
                    outcome(&native),
                    "{what}: {grid} limit {limit} budget {budget}"
                );
            }
        }
    }

    /// The portable and the native build agree on every puzzle of the samples committed in
    /// `tests/data`, and on the puzzles that restart.
    #[test]
    fn native_build_matches_portable_on_the_samples() {
        if !native_available() {
            eprintln!("this CPU lacks the native build's features: comparing portable with itself");
        }
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
        let mut names: Vec<_> = std::fs::read_dir(&dir)
            .expect("tests/data is readable")
            .map(|e| e.expect("a directory entry").file_name())
            .filter_map(|n| n.into_string().ok())
            .filter(|n| !n.to_ascii_lowercase().starts_with("readme"))
            .collect();
        names.sort();
        assert!(names.len() >= 9, "the samples in {}", dir.display());
        let mut puzzles = 0;
        for name in &names {
            let text = std::fs::read_to_string(dir.join(name)).expect("a sample is readable");
            for line in text.lines() {
                let line = line.trim_end_matches('\r');
                if line.trim().is_empty() || line.starts_with('#') {
                    continue;
                }
                let p: String = line.chars().take(81).collect();
                let grid: Grid = p.parse().expect("a sample puzzle parses");
                both_builds_agree(&grid, name);
                puzzles += 1;
            }
        }
        for p in [
            ".....6....59.....82....8....45........3........6..3.54...325..6..................",
            "7....5..3..............2...........6........1.73..6..22...5....9..623....1.......",
            ".................................................................................",
            "11...............................................................................",
        ] {
            both_builds_agree(&p.parse().expect("test grid parses"), "restarting");
        }
        assert!(puzzles > 1_500, "{puzzles} sample puzzles");
    }

    /// A solved grid from the classic pattern, relabelled and with rows and columns
    /// permuted inside their bands and stacks, and some cells emptied.
    fn holed_grid() -> impl proptest::strategy::Strategy<Value = Grid> {
        use proptest::prelude::*;
        (
            Just((1..=9u8).collect::<Vec<_>>()).prop_shuffle(),
            proptest::collection::vec(0usize..6, 6),
            proptest::collection::vec(0u8..100, 81),
            0u8..100,
        )
            .prop_map(|(digits, perms, coins, keep)| {
                const P: [[usize; 3]; 6] = [
                    [0, 1, 2],
                    [0, 2, 1],
                    [1, 0, 2],
                    [1, 2, 0],
                    [2, 0, 1],
                    [2, 1, 0],
                ];
                let mut cells = [0u8; CELLS];
                for r in 0..9 {
                    for c in 0..9 {
                        let rr = 3 * (r / 3) + P[perms[r / 3]][r % 3];
                        let cc = 3 * (c / 3) + P[perms[3 + c / 3]][c % 3];
                        if coins[9 * r + c] < keep {
                            cells[9 * r + c] = digits[(3 * rr + rr / 3 + cc) % 9];
                        }
                    }
                }
                Grid::from_cells(cells).expect("digits are 0-9")
            })
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

        /// Both builds agree on puzzles cut from random solved grids (from none to all of
        /// the cells kept: many solutions, one, or a solved grid).
        #[test]
        fn native_build_matches_portable_on_holed_grids(grid in holed_grid()) {
            both_builds_agree(&grid, "holed");
        }

        /// Both builds agree on random sparse grids, mostly clashing or without solution.
        #[test]
        fn native_build_matches_portable_on_random_grids(
            cells in proptest::collection::vec(
                proptest::prop_oneof![6 => proptest::strategy::Just(0u8), 1 => 1u8..=9],
                81,
            )
        ) {
            let grid = Grid::from_cells(cells.try_into().expect("81 cells")).expect("0-9");
            both_builds_agree(&grid, "random");
        }
    }
}
