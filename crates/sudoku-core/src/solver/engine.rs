//! The bit-parallel search engine behind [`super::solve_with_limit`].
//!
//! Layout (see `docs/algorithm.md` for the reasoning): the grid is split into three
//! *bands* of three rows. For every digit and every band one `u32` holds the 27 cells of
//! that band where the digit may still go, bit `9 * row_in_band + column`. A cell index
//! `i` (0-80) is therefore band `i / 27`, bit `i % 27`. The 27 words, a copy of each as it
//! was when last reduced (a word that differs from its copy must be reduced again), and
//! per band the open cells and the two-candidate cells are the state of *easy mode*; *hard
//! mode* marks the words to reduce as it writes them instead of keeping copies, and adds,
//! per word, its mini-row and column occupancy, and per digit what it knows of the digit's
//! arrangements (see [`Search`]). A guess copies the state instead of undoing.
//!
//! On x86-64 a few hot steps use SSE2 intrinsics (part of every x86-64 target, so no
//! runtime test); each has a scalar twin, used on other targets and checked against the
//! vector version by a unit test.

use super::{Isa, Mode};
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
/// With `PEXT` (the native build), each mini-row folded onto its first bit and those nine
/// gathered by one `pext`; else three table lookups.
#[inline(always)]
fn minirows<const PEXT: bool>(b: u32) -> usize {
    #[cfg(target_arch = "x86_64")]
    if PEXT {
        // SAFETY: value-only; `PEXT` is true only in the native build, which runs only
        // after `native_cpu` found BMI2 on this CPU.
        return unsafe { std::arch::x86_64::_pext_u32(b | b >> 1 | b >> 2, 0o111_111_111) }
            as usize;
    }
    SHRINK[(b & 0x1ff) as usize] as usize
        | (SHRINK[((b >> 9) & 0x1ff) as usize] as usize) << 3
        | (SHRINK[((b >> 18) & 0x1ff) as usize] as usize) << 6
}

/// The six permutation matrices of a 3x3 matrix of mini-lines, bit `3 * i + j`: the six
/// ways a digit can lie in the mini-rows of a band or the mini-columns of a stack (its
/// *arrangements* there).
const PERM_BITS: [u16; 6] = {
    let mut t = [0u16; 6];
    let mut p = 0;
    while p < 6 {
        // Row 0 takes column p / 2, row 1 the lower (p even) or higher remaining one.
        let a = p / 2;
        let (lo, hi) = match a {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        let b = if p % 2 == 0 { lo } else { hi };
        let c = 3 - a - b;
        t[p] = 1 << a | 1 << (3 + b) | 1 << (6 + c);
        p += 1;
    }
    t
};

/// For each 3x3 occupancy matrix, the arrangements that fit inside it (bit `p` for
/// [`PERM_BITS`]`[p]`).
static FIT: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let mut p = 0;
        while p < 6 {
            if PERM_BITS[p] as usize & !m == 0 {
                t[m] |= 1 << p;
            }
            p += 1;
        }
        m += 1;
    }
    t
};

/// The mini-lines of a 3x3 occupancy matrix on every arrangement that fits (0 when none
/// does): where the digit must be.
const fn forced(m: usize) -> u32 {
    fitting(m).1
}

/// The union and the intersection of the arrangements that fit in a 3x3 occupancy matrix
/// (both 0 when none fits).
const fn fitting(m: usize) -> (u32, u32) {
    let (mut union, mut all) = (0u32, 0x1ffu32);
    let mut p = 0;
    while p < 6 {
        if FIT[m] & (1 << p) != 0 {
            union |= PERM_BITS[p] as u32;
            all &= PERM_BITS[p] as u32;
        }
        p += 1;
    }
    (union, all & union)
}

/// For each 3x3 matrix of occupied *mini-lines* (9 bits, bit `3 * i + j`), the part of it
/// lying on some arrangement inside it; 0 when none fits. A digit occupies an arrangement
/// twice over: in the mini-rows of a band (row-in-band x box) and in the mini-columns of a
/// stack (band x column-in-stack).
static PERM_KEEP: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = fitting(m).0 as u16;
        m += 1;
    }
    t
};

/// [`PERM_KEEP`] for mini-rows, spread to the 27 cells of the band (low 32 bits); in the
/// high 32 bits, the cells of the mini-rows on every arrangement (each the only kept one of
/// its row).
static BAND_KEEP: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        let cells = MINIROW_CELLS[PERM_KEEP[m] as usize] as u64;
        t[m] = cells | (MINIROW_CELLS[forced(m) as usize] as u64) << 32;
        m += 1;
    }
    t
};

/// A 3x3 matrix (bit `3 * i + j`) spread to the layout of box 0 in a band (bit
/// `9 * i + j`).
const fn spread(a: u32) -> u32 {
    (a & 0o7) | (a & 0o70) << 6 | (a & 0o700) << 12
}

/// For each mini-row occupancy of a digit in a band (as from [`minirows`]): the mini-rows
/// the digit must take (bits 0-8), those on some arrangement (bits 9-17), and the number
/// of arrangements (bits 24-26). The count sits above room for the other two fields of
/// nine entries summed, so that a band's total is the sum of its entries shifted down.
static BAND_LINE: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = forced(m) | (PERM_KEEP[m] as u32) << 9 | FIT[m].count_ones() << 24;
        m += 1;
    }
    t
};

/// For each band x column matrix of a digit in a stack (bit `3 * band + column`), in the
/// layout of box 0: the mini-columns on some arrangement (bits 0-2, 9-11, 18-20), the
/// number of arrangements (bits 24-26), and the mini-columns the digit must take (bits 32
/// on, laid out like the first field).
static STACK_LINE: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut m = 0;
    while m < 512 {
        t[m] = spread(PERM_KEEP[m] as u32) as u64
            | (FIT[m].count_ones() as u64) << 24
            | (spread(forced(m)) as u64) << 32;
        m += 1;
    }
    t
};

/// The band cells of each set of mini-rows (bit `3 * row + box`).
static MINIROW_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 9 {
            if m & (1 << i) != 0 {
                t[m] |= 0b111 << (9 * (i / 3) + 3 * (i % 3));
            }
            i += 1;
        }
        m += 1;
    }
    t
};

/// The band cells of each arrangement of mini-rows.
static PERM_CELLS: [u32; 6] = {
    let mut t = [0u32; 6];
    let mut p = 0;
    while p < 6 {
        t[p] = MINIROW_CELLS[PERM_BITS[p] as usize];
        p += 1;
    }
    t
};

/// The band x column matrix of stack `s` (bit `3 * band + column_in_stack`) from a
/// digit's column occupancy in the three bands laid out as one band (bit `9 * band +
/// column`): the stack's 3x3 block gathered into 9 adjacent bits with one multiply (the
/// partial products land on disjoint bits, so nothing carries into bits 12-20).
#[inline(always)]
fn stack_matrix<const PEXT: bool>(all: u32, s: usize) -> usize {
    #[cfg(target_arch = "x86_64")]
    if PEXT {
        // Masked, though `pext` leaves nine bits, so that the table index needs no check.
        // SAFETY: as in `minirows`.
        return (unsafe { std::arch::x86_64::_pext_u32(all, BOX0 << (3 * (s % 3))) } & 0x1ff)
            as usize;
    }
    let x = (all >> (3 * s)) & BOX0;
    ((x.wrapping_mul(1 | 1 << 6 | 1 << 12) >> 12) & 0x1ff) as usize
}

/// Of the six lines (bands 0-2, stacks 3-5) whose arrangement counts over the nine
/// digits are the bytes of `totals`, the one with the fewest of those with more than nine
/// (some digit unsettled), the lowest on a tie; `None` when every line has nine. The
/// native build finds it with one `phminposuw` (SSE4.1) instead of six dependent compares.
#[inline(always)]
fn fewest_line<const NATIVE: bool>(totals: u64) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if NATIVE {
        use std::arch::x86_64::{
            _mm_cmpgt_epi16, _mm_cvtepu8_epi16, _mm_cvtsi128_si32, _mm_cvtsi64_si128,
            _mm_minpos_epu16, _mm_or_si128, _mm_set1_epi16, _mm_xor_si128,
        };
        // SAFETY: value-only intrinsics; `NATIVE` is true only in the native build, which
        // runs only after `native_cpu` found AVX2 (so SSE4.1) on this CPU.
        let r = unsafe {
            let n = _mm_cvtepu8_epi16(_mm_cvtsi64_si128(totals as i64));
            // Lines with nine or fewer (and the two unused lanes) become 0xffff.
            let open = _mm_cmpgt_epi16(n, _mm_set1_epi16(9));
            let keys = _mm_or_si128(n, _mm_xor_si128(open, _mm_set1_epi16(-1)));
            _mm_cvtsi128_si32(_mm_minpos_epu16(keys)) as u32
        };
        return (r & 0xffff != 0xffff).then_some((r >> 16) as usize & 7);
    }
    fewest_line_scalar(totals)
}

/// [`fewest_line`] one line at a time: the portable version, and the reference the native
/// one is tested against.
#[inline(always)]
fn fewest_line_scalar(totals: u64) -> Option<usize> {
    let mut line = None;
    let mut fewest = u64::MAX;
    for l in 0..6 {
        let n = (totals >> (8 * l)) & 0xff;
        if n > 9 && n < fewest {
            fewest = n;
            line = Some(l);
        }
    }
    line
}

/// The digit with the fewest arrangements in `line` (byte `line` of its entry in
/// `counts`) of those with two or more, the lowest on a tie, and that number; digit 0
/// and `u32::MAX` when none has two. The native build ranks the first eight with one
/// `phminposuw`, then the ninth.
#[inline(always)]
fn fewest_digit<const NATIVE: bool>(counts: &[u64; 9], line: usize) -> (usize, u32) {
    #[cfg(target_arch = "x86_64")]
    if NATIVE {
        use std::arch::x86_64::{
            _mm_and_si128, _mm_cmpgt_epi16, _mm_cvtsi128_si32, _mm_cvtsi32_si128, _mm_minpos_epu16,
            _mm_or_si128, _mm_packus_epi32, _mm_set1_epi16, _mm_set1_epi64x, _mm_set_epi64x,
            _mm_srl_epi64, _mm_xor_si128,
        };
        let c = counts;
        let shift = 8 * (line as i32 % 8);
        // SAFETY: as in `fewest_line`.
        let r = unsafe {
            let by = _mm_cvtsi32_si128(shift);
            // Digits `a` and `b`'s counts in the low bytes of two 64-bit lanes.
            let two = |a: usize, b: usize| {
                let v = _mm_set_epi64x(c[b] as i64, c[a] as i64);
                _mm_and_si128(_mm_srl_epi64(v, by), _mm_set1_epi64x(0xff))
            };
            // Two unsigned-saturating packs of 32-bit lanes to 16 (the high halves are 0)
            // leave digit `d`'s count in 16-bit lane `d`.
            let lo = _mm_packus_epi32(two(0, 1), two(2, 3));
            let hi = _mm_packus_epi32(two(4, 5), two(6, 7));
            let n = _mm_packus_epi32(lo, hi);
            // Digits settled in the line (one arrangement) become 0xffff.
            let open = _mm_cmpgt_epi16(n, _mm_set1_epi16(1));
            let keys = _mm_or_si128(n, _mm_xor_si128(open, _mm_set1_epi16(-1)));
            _mm_cvtsi128_si32(_mm_minpos_epu16(keys)) as u32
        };
        let (n, d) = (r & 0xffff, (r >> 16) as usize & 7);
        let last = (c[8] >> shift) as u32 & 0xff;
        return if last >= 2 && last < n {
            (8, last)
        } else if n == 0xffff {
            (0, u32::MAX)
        } else {
            (d, n)
        };
    }
    fewest_digit_scalar(counts, line)
}

/// [`fewest_digit`] one digit at a time: the portable version, and the reference the
/// native one is tested against.
#[inline(always)]
fn fewest_digit_scalar(counts: &[u64; 9], line: usize) -> (usize, u32) {
    let mut digit = 0;
    let mut fewest = u32::MAX;
    for (d, &c) in counts.iter().enumerate() {
        let n = (c >> (8 * (line % 8))) as u32 & 0xff;
        if n >= 2 && n < fewest {
            fewest = n;
            digit = d;
        }
    }
    (digit, fewest)
}

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
    /// What to reduce, in easy mode and the portable build's hard mode: `cand` as it was
    /// when each digit-band was last reduced; a word that differs has lost candidates
    /// since. Not kept where the search marks its writes instead (`dirty`).
    seen: [u32; WORDS],
    /// What to reduce in the native build's hard mode: the digit-bands that lost
    /// candidates since they were last reduced, bit `ix(d, k)`, noted by each write that
    /// removes one (see [`State::clear`]). Hard mode reduces a word or two between
    /// compares, so comparing with `seen` would read words just written, and stall
    /// (`docs/algorithm.md`, round 9). Easy mode reduces many, and there the marks cost
    /// more than the compares; so did they, as measured, in the portable build.
    dirty: u32,
    /// Cells of each band not yet fixed.
    open: [u32; 3],
    /// Open cells with exactly two candidates, as of the end of the last propagation.
    pairs: [u32; 3],
    /// For each digit-band as last reduced: its mini-row occupancy before the reduction
    /// (bits 0-8; [`BAND_LINE`] gives the rest) and its column occupancy after (bits
    /// 16-24). Valid for every word at a fixpoint (when none is dirty).
    info: [u32; WORDS],
    /// Digits whose `info` changed since [`State::lines`] last looked at them (all of them
    /// until it first runs): the per-digit fields below, which depend on nothing else,
    /// are up to date for the others. A word can lose cells and keep its `info` (about
    /// one reduction in ten); its digit is then not looked at again.
    pending: u32,
    /// Per digit, the mini-lines it must take: mini-rows in the low word (bit `9 * band +
    /// 3 * row + box`), mini-columns in the high one (bit `9 * band + column`).
    must: [u64; 9],
    /// Per digit, the mini-lines where it still is, in the same layout.
    has: [u64; 9],
    /// Per digit, its arrangements left in each band (bytes 0-2) and stack (bytes 3-5).
    counts: [u64; 9],
}

/// Where to guess: a cell and its candidate digits, or a digit and its arrangements in a
/// band or a stack.
enum Guess {
    /// The cell at bit `pos` of band `band`, and its candidates (bit `d` for digit `d + 1`).
    Cell { band: usize, pos: u32, digits: u32 },
    /// Digit `digit + 1` in band (`line` 0-2) or stack (`line` 3-5), and its arrangements
    /// there (bit `p` for [`PERM_BITS`]`[p]`).
    Line {
        line: usize,
        digit: usize,
        perms: u32,
    },
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
                let sees = GIVEN_SEES[minirows::<false>(g[k])];
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
        Some(State::easy(cand, seen, (1 << 27) - 1, open))
    }

    /// A state from its words, their last-reduced copies, the words to reduce and its open
    /// cells, with none of hard mode's other fields known yet (as easy mode leaves them):
    /// [`State::enter_hard`] fills them in.
    #[inline(always)]
    fn easy(cand: [u32; WORDS], seen: [u32; WORDS], dirty: u32, open: [u32; 3]) -> State {
        State {
            cand,
            seen,
            dirty,
            open,
            pairs: [0; 3],
            info: [0; WORDS],
            pending: 0x1ff,
            must: [0; 9],
            has: [0; 9],
            counts: [0; 9],
        }
    }

    /// Whether the search marks the words to reduce as it writes them (the native build's
    /// hard mode) rather than comparing them with `seen`: see [`State::dirty`].
    #[inline(always)]
    const fn marks<const NATIVE: bool, const HARD: bool>() -> bool {
        NATIVE && HARD
    }

    /// Clears `mask` from word `i`; its dirty mark (bit `i`) when that removes a
    /// candidate, else 0. Callers that mark gather the marks in a register and store them
    /// once (one read-modify-write of `dirty` per clear would chain them all through
    /// memory); the others drop them, and the compiler with them.
    #[inline(always)]
    fn clear(&mut self, i: usize, mask: u32) -> u32 {
        let w = self.cand[i];
        self.cand[i] = w & !mask;
        ((w & mask != 0) as u32) << i
    }

    /// Clears `cells` from the nine digit words of band `k`, one 32-bit load and store per
    /// word; returns the dirty marks of those that lose a candidate. Left to itself the
    /// compiler would do it with one or two vector loads, and those words were mostly just
    /// written one at a time (band reduction writes a word and its digit's columns, then
    /// clears the next): a load wider than the stores it reads cannot be served from the
    /// store buffer and waits for them to reach the cache. Kept scalar, the search runs
    /// 2-8 % faster in both builds, for the same instructions (`docs/algorithm.md`, round
    /// 8).
    #[inline(always)]
    fn clear_in_band(&mut self, k: usize, cells: u32) -> u32 {
        let b = 9 * (k % 3);
        // Last word first, each mark shifted in: a chain the compiler leaves scalar.
        // Written as nine separate bits, or as three chains, the marks were gathered
        // into vectors (a vector insert per word, and spills); the search ran 2-5 %
        // slower.
        let mut dirty = 0;
        for w in self.cand[b..b + 9].iter_mut().rev() {
            let w: *mut u32 = w;
            // SAFETY: `w` comes from a live `&mut u32`, so it is valid, aligned and not
            // aliased; volatile only keeps the compiler from merging the nine accesses.
            let old = unsafe { w.read_volatile() };
            // SAFETY: as above.
            unsafe { w.write_volatile(old & !cells) };
            dirty = dirty << 1 | (old & cells != 0) as u32;
        }
        dirty << b
    }

    /// Fixes digit `d + 1` at bit `p` of band `k`, removing it from the cell's peers and
    /// the cell's other digits. The caller checks it is still a candidate. Once per guess,
    /// so it marks in every mode and build (where the search compares, the marks are not
    /// read).
    #[inline(always)]
    fn place(&mut self, d: usize, k: usize, p: u32) {
        let bit = 1u32 << p;
        self.open[k] &= !bit;
        let own = self.cand[ix(d, k)];
        // Marks the digit's own word even when it keeps its cells; reducing it again
        // changes nothing.
        let mut marks = self.clear_in_band(k, bit);
        self.cand[ix(d, k)] = own & !BAND_PEERS[p as usize];
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        marks |= self.clear(ix(d, k1), col);
        marks |= self.clear(ix(d, k2), col);
        self.dirty |= marks;
    }

    /// Fixes digit `d + 1` at bit `p` of band `k` when that cell has no other candidate
    /// left: only the digit's own peers need clearing. Returns the dirty marks.
    #[inline(always)]
    fn place_lone(&mut self, d: usize, k: usize, p: u32) -> u32 {
        self.open[k] &= !(1 << p);
        let col = COL0 << (p % 9);
        let (k1, k2) = OTHER_BANDS[k];
        self.clear(ix(d, k), BAND_PEERS[p as usize])
            | self.clear(ix(d, k1), col)
            | self.clear(ix(d, k2), col)
    }

    /// Easy mode's digit-bands to reduce: those whose words changed since they were last
    /// reduced, bit `ix(d, k)`: seven 4-word compares, packed to one byte per word and
    /// gathered with one `movemask` per 16 words (SSE2 is part of x86-64, so no runtime
    /// test is needed; elsewhere the scalar loop below, which the compiler vectorises as it
    /// can).
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
    /// this band holds it in one column. `None` on contradiction, else the dirty marks of
    /// the other words it cleared (its own word is reduced, so clean).
    #[inline(always)]
    fn reduce_band<const NATIVE: bool, const HARD: bool>(&mut self, db: usize) -> Option<u32> {
        let w = self.cand[db];
        let m = minirows::<NATIVE>(w) & 0x1ff;
        let t = BAND_KEEP[m];
        let b = w & t as u32;
        if b == 0 {
            return None;
        }
        let (k, d) = (BAND_OF[db % 27] as usize, DIGIT_OF[db % 27] as usize);
        // Every box of this band where the digit is left in one column.
        let cols = columns(b);
        let lock = COL_LOCK[cols as usize];
        if HARD {
            let info = m as u32 | cols << 16;
            self.pending |= ((self.info[db % 27] != info) as u32) << d;
            self.info[db % 27] = info;
        }
        // A row's only mini-row, in a box with one column left: one cell, a row single.
        let singles = b & (t >> 32) as u32 & lock & self.open[k];
        // Singles come out of about half the reductions, so this branch is often
        // mispredicted; skipping nine read-modify-writes the other half still pays
        // (`docs/algorithm.md`, round 8).
        let mut marks = 0;
        if singles != 0 {
            self.open[k] &= !singles;
            marks = self.clear_in_band(k, singles);
        }
        // Its own word too, for fewer instructions than picking the other two: it is `b`
        // after.
        for j in 0..3 {
            marks |= self.clear(ix(d, j), lock);
        }
        self.cand[db] = b;
        if !State::marks::<NATIVE, HARD>() {
            self.seen[db] = b;
        }
        Some(marks & !(1 << (db % 27)))
    }

    /// Hard mode's step at a fixpoint, over every digit's arrangements (see
    /// `docs/algorithm.md`, round 7):
    ///
    /// - *stacks*: keeps only the mini-columns on some arrangement of the digit in each
    ///   stack (hidden singles in columns, box-column locked candidates);
    /// - *triads*: a mini-row or mini-column that three digits must take holds no other
    ///   digit (its three cells are theirs);
    /// - counts the arrangements left in each band and stack, for [`State::choose_line`].
    ///
    /// Only the digits in `pending` are looked at again. `None` on contradiction (four
    /// digits that must take one mini-line), else whether anything was eliminated; a
    /// digit left with no arrangement in a stack loses that stack's columns, which the
    /// next band reduction reports.
    #[inline(always)]
    fn lines<const NATIVE: bool>(&mut self) -> Option<bool> {
        let mut marks = 0;
        // The fields of a [`STACK_LINE`] entry but its count.
        const PLACES: u64 = (BOX0 as u64) << 32 | BOX0 as u64;
        // Only the digits whose `info` changed since they were last looked at: the
        // others' entries in `must`, `has` and `counts` still hold.
        let mut pending = self.pending;
        self.pending = 0;
        while pending != 0 {
            let d = (pending.trailing_zeros() as usize).min(8);
            pending &= pending - 1;
            let (i0, i1, i2) = (self.info[d], self.info[9 + d], self.info[18 + d]);
            let e0 = BAND_LINE[(i0 & 0x1ff) as usize];
            let e1 = BAND_LINE[(i1 & 0x1ff) as usize];
            let e2 = BAND_LINE[(i2 & 0x1ff) as usize];
            let rows_must = (e0 & 0x1ff) | (e1 & 0x1ff) << 9 | (e2 & 0x1ff) << 18;
            let rows_has = (e0 >> 9 & 0x1ff) | (e1 & 0x1ff << 9) | (e2 & 0x1ff << 9) << 9;
            let all = self.column_folds(d);
            let f0 = STACK_LINE[stack_matrix::<NATIVE>(all, 0)];
            let f1 = STACK_LINE[stack_matrix::<NATIVE>(all, 1)];
            let f2 = STACK_LINE[stack_matrix::<NATIVE>(all, 2)];
            // One byte per band and stack: its arrangements.
            self.counts[d] = (e0 >> 24) as u64
                | ((e1 >> 24) as u64) << 8
                | ((e2 >> 24) as u64) << 16
                | (f0 >> 24 & 7) << 24
                | (f1 >> 24 & 7) << 32
                | (f2 >> 24 & 7) << 40;
            let cols = (f0 & PLACES) | (f1 & PLACES) << 3 | (f2 & PLACES) << 6;
            let keep = cols as u32;
            if keep != all {
                // A stack where no arrangement fits leaves no column there: the next band
                // reduction finds the contradiction.
                marks |= self.clear(d, !((keep & 0x1ff) * COL0))
                    | self.clear(9 + d, !(((keep >> 9) & 0x1ff) * COL0))
                    | self.clear(18 + d, !((keep >> 18) * COL0));
            }
            self.must[d] = rows_must as u64 | (cols & !0xffff_ffff);
            self.has[d] = rows_has as u64 | (keep as u64) << 32;
        }
        // Mini-lines that at least three, and four, digits must take (bit-sliced counts),
        // and those where some digit may be but need not: a triad takes something only
        // there (a mini-line whose three digits are settled, the most common kind, has no
        // other digit left to lose).
        let (mut c1, mut c2, mut c3, mut c4) = (0u64, 0u64, 0u64, 0u64);
        let mut loose = 0u64;
        for (&x, &h) in self.must.iter().zip(&self.has) {
            c4 |= c3 & x;
            c3 |= c2 & x;
            c2 |= c1 & x;
            c1 |= x;
            loose |= h & !x;
        }
        if c4 != 0 {
            return None;
        }
        let c3 = c3 & loose;
        if c3 != 0 {
            for d in 0..9 {
                let out = c3 & !self.must[d] & self.has[d];
                if out == 0 {
                    continue;
                }
                let (rows, cols) = (out as u32, (out >> 32) as u32);
                for k in 0..3 {
                    let r = MINIROW_CELLS[((rows >> (9 * k)) & 0x1ff) as usize];
                    let c = ((cols >> (9 * k)) & 0x1ff) * COL0;
                    marks |= self.clear(ix(d, k), r | c);
                }
            }
        }
        if State::marks::<NATIVE, true>() {
            self.dirty |= marks;
        }
        Some(marks != 0)
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
    fn naked_singles<const NATIVE: bool, const HARD: bool>(&mut self) -> Option<bool> {
        let mut placed = false;
        let mut marks = 0;
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
                        marks |= self.place_lone(d, k, p);
                    }
                }
            }
        }
        if State::marks::<NATIVE, HARD>() {
            self.dirty |= marks;
        }
        Some(placed)
    }

    /// Runs band reduction, naked singles and (when `HARD`) [`State::lines`] to a fixpoint,
    /// leaving the cells with two candidates in `self.pairs` and (when `HARD`) every
    /// digit's arrangement counts in `self.counts`. False on contradiction. At a fixpoint
    /// no word is left to reduce: none is dirty, or each equals its last-reduced copy (see
    /// [`State::marks`]). One instance per value of `HARD`, and per instruction set (see
    /// [`State::propagate_portable`]).
    #[inline(always)]
    fn propagate_body<const NATIVE: bool, const HARD: bool>(&mut self) -> bool {
        loop {
            let mut dirty = if State::marks::<NATIVE, HARD>() {
                std::mem::take(&mut self.dirty)
            } else {
                self.changed()
            };
            if dirty == 0 {
                match self.naked_singles::<NATIVE, HARD>() {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => {}
                }
                if !HARD {
                    return true;
                }
                match self.lines::<NATIVE>() {
                    None => return false,
                    Some(true) => continue,
                    Some(false) => return true,
                }
            }
            // When marking (see `State::marks`; elsewhere the compiler drops this): the
            // words this pass marks, kept in a register. A word marked before its turn in
            // this pass is reduced with its new value, and clean after.
            let mut marked = 0;
            while dirty != 0 {
                let db = (dirty.trailing_zeros() as usize).min(26);
                dirty &= dirty - 1;
                let Some(marks) = self.reduce_band::<NATIVE, HARD>(db) else {
                    return false;
                };
                marked = (marked & !(1 << db)) | marks;
            }
            if State::marks::<NATIVE, HARD>() {
                self.dirty = marked;
            }
        }
    }

    /// Hard mode's choice (tdoku's): the band or stack with the fewest arrangements left
    /// over its nine digits, and in it the digit with the fewest (at least two); `None`
    /// when every digit is settled everywhere.
    #[inline(always)]
    fn choose_line<const NATIVE: bool>(&self) -> Option<Guess> {
        // One 64-bit load per digit: `lines` has just stored them one by one, and a vector
        // load of them would wait for those stores to reach the cache (the compiler would
        // otherwise merge them, as in `State::clear_in_band`).
        let counts: [u64; 9] = std::array::from_fn(|d| {
            // SAFETY: a read of a live, aligned field.
            unsafe { std::ptr::read_volatile(&self.counts[d]) }
        });
        // Each line's arrangements over the nine digits, a byte each (at most 54).
        let totals: u64 = counts.iter().sum();
        let line = fewest_line::<NATIVE>(totals)?;
        // At a fixpoint of [`State::lines`] every count is up to date, and a line with more
        // than one arrangement per digit has a digit with two or more.
        let (digit, fewest) = fewest_digit::<NATIVE>(&counts, line);
        let perms = if line < 3 {
            FIT[(self.info[ix(digit, line)] & 0x1ff) as usize]
        } else {
            FIT[stack_matrix::<NATIVE>(self.column_folds(digit), line - 3)]
        } as u32;
        debug_assert!(self.pending == 0 && perms.count_ones() == fewest);
        Some(Guess::Line { line, digit, perms })
    }

    /// Keeps digit `d + 1` to arrangement `p` in band (`line` 0-2) or stack (3-5).
    #[inline(always)]
    fn restrict(&mut self, line: usize, d: usize, p: usize) {
        if line < 3 {
            self.dirty |= self.clear(ix(d, line), !PERM_CELLS[p % 6]);
        } else {
            let s = line - 3;
            let bits = PERM_BITS[p % 6] as u32;
            for k in 0..3 {
                let col = (bits >> (3 * k)) & 0b111;
                self.dirty |= self.clear(ix(d, k), ((0b111 & !col) << (3 * s)) * COL0);
            }
        }
    }

    /// Picks where to guess, `None` when every cell is fixed. In hard mode, a digit's
    /// arrangement in a band or stack ([`State::choose_line`]); else a cell with two
    /// candidates if there is one, else the first with the fewest.
    #[inline(always)]
    fn choose_body<const NATIVE: bool, const HARD: bool>(&self) -> Option<Guess> {
        if (self.open[0] | self.open[1] | self.open[2]) == 0 {
            return None;
        }
        if HARD {
            if let Some(g) = self.choose_line::<NATIVE>() {
                return Some(g);
            }
        }
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
            return Some(Guess::Cell {
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
                    best = Some(Guess::Cell {
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

    /// The number of open cells.
    #[inline(always)]
    fn open_total(&self) -> u32 {
        self.open.iter().map(|o| o.count_ones()).sum()
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

    /// A copy of a state at a fixpoint of [`State::propagate_body`], where no word is
    /// dirty and the two-candidate cells are not needed again: the compiler copies the
    /// fields it reads inline rather than through `memcpy`.
    #[inline(always)]
    fn child<const NATIVE: bool, const HARD: bool>(&self) -> State {
        if HARD {
            State {
                cand: self.cand,
                // Marking, the search never reads `seen`: zeros cost stores only, a copy
                // loads too.
                seen: if State::marks::<NATIVE, HARD>() {
                    [0; WORDS]
                } else {
                    self.cand
                },
                dirty: 0,
                open: self.open,
                pairs: [0; 3],
                info: self.info,
                pending: self.pending,
                must: self.must,
                has: self.has,
                counts: self.counts,
            }
        } else {
            // Easy mode keeps none of hard mode's fields up to date.
            State::easy(self.cand, self.cand, 0, self.open)
        }
    }

    /// Digit `d + 1`'s column occupancy in the three bands, laid out as one band (bit `9 *
    /// band + column`), from `info`.
    #[inline(always)]
    fn column_folds(&self, d: usize) -> u32 {
        (self.info[ix(d, 0)] >> 16)
            | (self.info[ix(d, 1)] >> 16) << 9
            | (self.info[ix(d, 2)] >> 16) << 18
    }

    /// Brings `info` up to date for every word, for a state propagated in easy mode that
    /// goes on in hard mode; every digit is then pending.
    fn enter_hard(&mut self) {
        for (db, i) in self.info.iter_mut().enumerate().take(27) {
            let w = self.cand[db];
            *i = (minirows::<false>(w) & 0x1ff) as u32 | columns(w) << 16;
        }
        self.pending = 0x1ff;
        // At a fixpoint: nothing to reduce (easy mode left marks from its guesses here).
        self.dirty = 0;
    }
}

/// A solution as the search found it: each digit-band word holds just the digit's cells.
#[derive(Clone, Copy)]
pub(super) struct Solution {
    cand: [u32; WORDS],
}

impl Solution {
    /// The solution as a grid.
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
/// Two modes. *Easy mode* reduces bands and finds singles, and guesses on a two-candidate
/// cell: the cheapest search for puzzles solved with little or no backtracking (most of
/// those with many solutions, 17-clue puzzles). *Hard mode* also reduces stacks and
/// triads, and guesses on a digit's arrangement in a band or stack (see [`State::lines`]
/// and [`State::choose_line`]): about half the guesses on hard puzzles, and no heavy tail
/// on sparse ones. A search is in hard mode from the start when its first propagation
/// leaves [`OPEN_FOR_HARD`] cells or more open; else it starts in easy mode and, at its
/// [`FAILS_BEFORE_HARD`]th dead end, starts again from the root in hard mode (a search
/// that already knows two solutions, which only limits above 2 allow, stays in easy
/// mode).
///
/// Each attempt has a node budget as well; when it is spent before a second solution is
/// found, the search starts again from the root with a varied choice order and twice the
/// budget (see [`Search::restart`]), keeping the solutions already found. Since hard mode
/// no public set comes near the first budget; it remains the guard against a bad case no
/// one has found. Counts stay exact: a restarted attempt skips the one solution it may
/// already know, and the last attempt always runs to its end.
pub(super) struct Search {
    limit: usize,
    /// The search unwinds once `count` reaches this: `limit`, or 0 while it stops for a
    /// restart (one compare on the common path for both).
    stop: usize,
    pub(super) count: usize,
    pub(super) first: Option<Solution>,
    /// Dead ends met so far (propagations that ended in a contradiction).
    fails: u32,
    /// Nodes searched so far, over all attempts (passes of the loop in [`Search::run_body`]).
    pub(super) nodes: u32,
    /// Guesses made so far (nodes that branched).
    pub(super) guesses: u32,
    /// The node count at which the current attempt stops.
    budget: u32,
    /// The budget of the first attempt ([`FIRST_BUDGET`] but in tests).
    first_budget: u32,
    /// Restarts on the budget so far: 0 in the first attempt, which tries digits and
    /// arrangements in their plain order.
    pub(super) restarts: u32,
    /// Whether the current attempt stopped, on its budget or to switch to hard mode.
    aborted: bool,
    /// Whether it stopped to switch to hard mode (the next attempt keeps budget and order).
    switching: bool,
    /// Whether the modes are switched as [`Search`] says, or one is kept (for tests).
    mode: Mode,
    /// Whether the search is in hard mode.
    hard: bool,
    /// Whether this attempt follows another, so that it may meet again the one solution
    /// found before.
    rerun: bool,
    /// State of the generator that varies the choice after a restart (xorshift).
    rng: u32,
}

/// The search switches to hard mode at this many dead ends (see [`Search`]).
const FAILS_BEFORE_HARD: u32 = 6;

/// A search starts in hard mode when this many cells are open after the first
/// propagation (see [`Search`]).
const OPEN_FOR_HARD: u32 = 50;

/// Node budget of the first attempt; each restart doubles it. Well above the most nodes any
/// puzzle of the benchmark sets, or an orientation of one, takes (about 1,100 at limit 2,
/// in puzzles6_forum_hardest_1106; easy mode alone took up to 3,296, and 82,324 on
/// Norvig's "hard1").
const FIRST_BUDGET: u32 = 4096;

/// At most this many restarts; the attempt after the last has no budget.
const MAX_RESTARTS: u32 = 12;

impl Search {
    /// A search whose first attempt stops after `budget` nodes.
    fn with_budget(limit: usize, budget: u32, mode: Mode) -> Self {
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
            switching: false,
            mode,
            hard: mode == Mode::Hard,
            rerun: false,
            rng: 0,
        }
    }

    /// Searches from `st`, which it works on in place (the caller's copy, so that no
    /// state is copied again on each call). The body shared by the two
    /// instruction sets: `recurse`, `propagate` and `choose` are the entry points of the
    /// caller's set, passed as closures so that the native one calls its own without an
    /// `unsafe` block (a closure inherits the target features of the function it is
    /// written in).
    #[inline(always)]
    fn run_body<const NATIVE: bool>(
        &mut self,
        st: &mut State,
        recurse: impl Fn(&mut Search, &mut State),
        propagate: impl Fn(&mut State, bool) -> bool,
        choose: impl Fn(&State, bool) -> Option<Guess>,
    ) {
        loop {
            self.nodes = self.nodes.wrapping_add(1);
            if self.nodes >= self.budget && self.spent() {
                return;
            }
            let hard = self.hard;
            if !propagate(st, hard) {
                self.fails += 1;
                if self.fails == FAILS_BEFORE_HARD {
                    self.harden();
                }
                return;
            }
            if !hard
                && self.nodes == 1
                && self.mode == Mode::Auto
                && st.open_total() >= OPEN_FOR_HARD
            {
                self.hard = true;
                st.enter_hard();
                continue;
            }
            let Some(g) = choose(st, hard) else {
                match &self.first {
                    None => self.first = Some(Solution { cand: st.cand }),
                    // A restarted attempt meets again the solution found before it.
                    Some(f) if self.rerun && f.cand == st.cand => return,
                    Some(_) => {}
                }
                self.count += 1;
                return;
            };
            self.guesses = self.guesses.wrapping_add(1);
            // The first attempt tries digits (or arrangements) lowest first; a restarted
            // one in an order picked at random: highest first or lowest first.
            let high = self.restarts != 0 && self.next_random() & 0x100 != 0;
            let next = |set: u32| {
                if high {
                    31 - set.leading_zeros()
                } else {
                    set.trailing_zeros()
                }
            };
            match g {
                Guess::Cell { band, pos, digits } => {
                    let mut digits = digits;
                    if digits == 0 {
                        return;
                    }
                    while digits & (digits - 1) != 0 {
                        let d = next(digits);
                        digits &= !(1 << d);
                        let mut child = if hard {
                            st.child::<NATIVE, true>()
                        } else {
                            st.child::<NATIVE, false>()
                        };
                        child.place(d as usize, band, pos);
                        recurse(self, &mut child);
                        if self.count >= self.stop {
                            return;
                        }
                    }
                    st.place(digits.trailing_zeros() as usize, band, pos);
                }
                Guess::Line { line, digit, perms } => {
                    let mut perms = perms;
                    if perms == 0 {
                        return;
                    }
                    while perms & (perms - 1) != 0 {
                        let p = next(perms);
                        perms &= !(1 << p);
                        let mut child = if hard {
                            st.child::<NATIVE, true>()
                        } else {
                            st.child::<NATIVE, false>()
                        };
                        child.restrict(line, digit, p as usize);
                        recurse(self, &mut child);
                        if self.count >= self.stop {
                            return;
                        }
                    }
                    st.restrict(line, digit, perms.trailing_zeros() as usize);
                }
            }
        }
    }

    /// Switches to hard mode: from the root (the search unwinds and [`Search::restart`]
    /// starts it again) while at most one solution is known, else where it is.
    #[cold]
    #[inline(never)]
    fn harden(&mut self) {
        // With two solutions known (limits above 2) the restart could not skip them both;
        // such a search stays in easy mode.
        if !self.hard && self.count <= 1 && self.mode == Mode::Auto {
            self.aborted = true;
            self.switching = true;
            self.stop = 0;
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

    /// After [`Search::run_body`] returns: when the attempt stopped on its budget, readies the
    /// next one (a varied choice order, twice the budget) and returns true; the caller
    /// then runs it from the root again. The solutions found so far are kept; at most
    /// one is known (see [`Search::spent`]) and the next attempt skips it.
    fn restart(&mut self) -> bool {
        if !self.aborted {
            return false;
        }
        self.aborted = false;
        self.stop = self.limit;
        self.rerun = true;
        self.hard = true;
        if self.switching {
            self.switching = false;
            return true;
        }
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

/// Whether this CPU has every feature the native search is compiled for, and runs `pext`
/// fast: detected once, then read from the cache (one load and a branch per solve).
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
            && !slow_pext(cpu_signature())
    })
}

/// The CPU's vendor string and its family/model signature (CPUID leaves 0 and 1).
#[cfg(target_arch = "x86_64")]
fn cpu_signature() -> ([u8; 12], u32) {
    use std::arch::x86_64::__cpuid;
    // SAFETY: CPUID exists on every x86-64 CPU, and leaves 0 and 1 on every one. (Newer
    // compilers than the minimum supported one declare `__cpuid` safe.)
    #[allow(unused_unsafe)]
    let (l0, l1) = unsafe { (__cpuid(0), __cpuid(1)) };
    let mut vendor = [0u8; 12];
    vendor[..4].copy_from_slice(&l0.ebx.to_le_bytes());
    vendor[4..8].copy_from_slice(&l0.edx.to_le_bytes());
    vendor[8..].copy_from_slice(&l0.ecx.to_le_bytes());
    (vendor, l1.eax)
}

/// Whether `pext` is microcoded on this CPU (vendor, CPUID leaf 1 `eax`): AMD's (and
/// Hygon's) families before 0x19, that is Zen 1, Zen+ and Zen 2, where it takes tens of
/// cycles against 3 elsewhere; the native build, which leans on it, would run slower
/// there than the portable one. Intel has run it fast since BMI2 came (Haswell).
#[cfg(target_arch = "x86_64")]
fn slow_pext((vendor, eax): ([u8; 12], u32)) -> bool {
    let base = (eax >> 8) & 0xf;
    let family = if base == 0xf {
        base + ((eax >> 20) & 0xff)
    } else {
        base
    };
    (&vendor == b"AuthenticAMD" || &vendor == b"HygonGenuine") && family < 0x19
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
    search_with(grid, limit, isa, FIRST_BUDGET, Mode::Auto)
}

/// [`search_on`] in `mode`.
pub(super) fn search_in(grid: &Grid, limit: usize, isa: Isa, mode: Mode) -> Search {
    search_with(grid, limit, isa, FIRST_BUDGET, mode)
}

/// [`search_on`] with a first attempt of `budget` nodes, in `mode`.
fn search_with(grid: &Grid, limit: usize, isa: Isa, budget: u32, mode: Mode) -> Search {
    #[cfg(target_arch = "x86_64")]
    if isa == Isa::Native && native_cpu() {
        // SAFETY: `native_cpu` found on this CPU every feature `search_native` enables.
        return unsafe { search_native(grid, limit, budget, mode) };
    }
    let _ = isa;
    search_portable(grid, limit, budget, mode)
}

/// The search from the start state of `grid`, with `run` the entry point of one
/// instruction set; shared by both sets.
#[inline(always)]
fn search_body(
    grid: &Grid,
    limit: usize,
    budget: u32,
    mode: Mode,
    run: impl Fn(&mut Search, &mut State),
) -> Search {
    let mut s = Search::with_budget(limit, budget, mode);
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
// and LZCNT (x86-64-v3 but for FMA and MOVBE, which it has no use for) on which `pext` is
// fast. Each pair of entry points is thin and calls the same `#[inline(always)]` body, so
// the compiler builds the whole hot loop once per set: the native build gets
// `tzcnt`/`lzcnt`/`popcnt` without a zero test, `andn`/`blsr`, `pext` for the mini-row and
// stack gathers, and VEX-encoded vectors. The native entry points are reached
// only through `search_with`, after `native_cpu` said yes; inside them every call
// stays within the native set, so only that one call needs `unsafe`.

fn search_portable(grid: &Grid, limit: usize, budget: u32, mode: Mode) -> Search {
    search_body(grid, limit, budget, mode, Search::run_portable)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
fn search_native(grid: &Grid, limit: usize, budget: u32, mode: Mode) -> Search {
    search_body(grid, limit, budget, mode, |s, st| s.run_native(st))
}

impl Search {
    fn run_portable(&mut self, st: &mut State) {
        self.run_body::<false>(
            st,
            Search::run_portable,
            |st, hard| {
                if hard {
                    st.propagate_portable::<true>()
                } else {
                    st.propagate_portable::<false>()
                }
            },
            |st, hard| {
                if hard {
                    st.choose_portable::<true>()
                } else {
                    st.choose_portable::<false>()
                }
            },
        );
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn run_native(&mut self, st: &mut State) {
        self.run_body::<true>(
            st,
            |s, c| s.run_native(c),
            |st, hard| {
                if hard {
                    st.propagate_native::<true>()
                } else {
                    st.propagate_native::<false>()
                }
            },
            |st, hard| {
                if hard {
                    st.choose_native::<true>()
                } else {
                    st.choose_native::<false>()
                }
            },
        );
    }
}

impl State {
    fn propagate_portable<const HARD: bool>(&mut self) -> bool {
        self.propagate_body::<false, HARD>()
    }

    fn choose_portable<const HARD: bool>(&self) -> Option<Guess> {
        self.choose_body::<false, HARD>()
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn propagate_native<const HARD: bool>(&mut self) -> bool {
        self.propagate_body::<true, HARD>()
    }

    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    fn choose_native<const HARD: bool>(&self) -> Option<Guess> {
        self.choose_body::<true, HARD>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unique, solved without a guess.
    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    /// Unique, with guesses.
    const HARD: &str =
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";
    /// Norvig's "hard1": many solutions.
    const HARD1: &str =
        ".....6....59.....82....8....45........3........6..3.54...325..6..................";

    /// A xorshift64 generator started at `seed` (not 0): the tests' random words.
    fn xorshift(seed: u64) -> impl FnMut() -> u64 {
        let mut x = seed;
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        }
    }

    /// The vector and scalar versions agree: the "changed" masks, candidate counts, cell
    /// digits and open-cell counts from the start state and after random bits are cleared
    /// from random words (each word alone, and many at once); the given masks on the
    /// puzzles and on random bytes, values above 9 included.
    #[test]
    fn vector_paths_match_scalar() {
        let puzzles = [
            CLASSIC,
            HARD,
            ".................................................................................",
        ];
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
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

    /// The dirty marks are exact: after each kind of write that removes candidates, the
    /// words marked are those that lost some (one left unmarked would not be reduced
    /// again, and the search would miss what follows from it), and a band reduction
    /// leaves its own word clean.
    #[test]
    fn dirty_marks_the_words_that_lost_candidates() {
        let puzzles = [CLASSIC, HARD, HARD1];
        let mut words = xorshift(0x2545_f491_4f6c_dd1d);
        let mut next = move || words() as usize;
        let lost = |before: &[u32; WORDS], after: &[u32; WORDS]| {
            (0..27).fold(0u32, |m, i| m | ((before[i] != after[i]) as u32) << i)
        };
        for p in puzzles {
            let grid: Grid = p.parse().expect("test grid parses");
            let mut st = State::new(&grid).expect("no clash");
            assert_eq!(st.dirty, (1 << 27) - 1);
            // The portable build compares rather than marks: at its fixpoint nothing
            // differs from `seen`, and no mark is due.
            assert!(st.propagate_portable::<true>());
            assert_eq!(st.changed(), 0);
            st.dirty = 0;
            let mut writes = [0usize; 4];
            for _ in 0..2000 {
                let mut t = st;
                let before = t.cand;
                let (d, k, bit) = (next() % 9, next() % 3, next() % 27);
                let kind = next() % 4;
                t.dirty |= match kind {
                    0 => t.clear_in_band(k, next() as u32 & ((1 << 27) - 1)),
                    1 => t.clear(ix(d, k), next() as u32 & ((1 << 27) - 1)),
                    2 => {
                        t.restrict(next() % 6, d, next() % 6);
                        0
                    }
                    _ => t.place_lone(d, k, bit as u32),
                };
                assert_eq!(t.dirty, lost(&before, &t.cand), "write {kind} on {p}");
                writes[kind] += (t.dirty != 0) as usize;
                let db = (t.dirty | 1 << (next() % 27)).trailing_zeros() as usize;
                let mut u = t;
                if let Some(marks) = u.reduce_band::<false, true>(db) {
                    assert_eq!(marks, lost(&t.cand, &u.cand) & !(1 << db), "reducing {db}");
                }
            }
            // Each kind of write removed something often enough to be checked.
            assert!(writes.iter().all(|&n| n > 100), "{writes:?} on {p}");
        }
    }

    /// The search of `p` with a first budget of `budget` nodes, portable build.
    fn search(p: &str, limit: usize, budget: u32, mode: Mode) -> Search {
        let grid: Grid = p.parse().expect("test grid parses");
        search_with(&grid, limit, Isa::Portable, budget, mode)
    }

    const MODES: [Mode; 3] = [Mode::Auto, Mode::Easy, Mode::Hard];

    /// Restarts keep counts exact: with tiny budgets (many restarts, some after the
    /// first solution is found) every count up to the limit is the one found without
    /// restarts, and the first solution is a solution of the puzzle.
    #[test]
    fn restarts_keep_counts_exact() {
        let puzzles = [
            // Norvig's "hard1": many solutions.
            HARD1,
            // Unique.
            HARD,
            // Unique, solved without a guess.
            CLASSIC,
            // No solution.
            "11...............................................................................",
            // "hard1" with two more givens: many solutions, found at once.
            ".....6....59.....82....8....45........3........6..3.54...325..6....1.....8.......",
        ];
        let mut restarted = 0;
        for (p, limit, mode) in puzzles
            .iter()
            .flat_map(|p| [1, 2, 3, 10].map(|l| (p, l)))
            .flat_map(|(p, l)| MODES.map(|m| (p, l, m)))
        {
            {
                let plain = search(p, limit, u32::MAX, mode);
                assert_eq!(plain.restarts, 0);
                for budget in [1, 2, 5, 17, 64] {
                    let s = search(p, limit, budget, mode);
                    assert_eq!(
                        s.count, plain.count,
                        "{p} limit {limit} budget {budget} {mode:?}"
                    );
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

    /// Both builds agree on `grid` at limits 1, 2 and 3, in each mode: the same counts,
    /// first solution, nodes, guesses and restarts, also with a tiny first budget
    /// (restarts everywhere). And the modes agree on the counts, which an unsound step or
    /// guess of one of them would break.
    fn both_builds_agree(grid: &Grid, what: &str) {
        for limit in [1, 2, 3] {
            let auto = search_with(grid, limit, Isa::Portable, FIRST_BUDGET, Mode::Auto).count;
            for mode in MODES {
                for budget in [FIRST_BUDGET, 3] {
                    let portable = search_with(grid, limit, Isa::Portable, budget, mode);
                    let native = search_with(grid, limit, Isa::Native, budget, mode);
                    assert_eq!(
                        outcome(&portable),
                        outcome(&native),
                        "{what}: {grid} limit {limit} budget {budget} {mode:?}"
                    );
                    assert_eq!(
                        portable.count, auto,
                        "{what}: {grid} limit {limit} {mode:?}"
                    );
                    if let Some(f) = portable.first {
                        let g = f.to_grid();
                        assert!(
                            g.is_solved() && grid.is_within(&g),
                            "{what}: {grid} {mode:?}"
                        );
                    }
                }
            }
        }
    }

    /// The line and digit picks against their definition (the least count above the
    /// floor, the lowest index on a tie): the portable loops always, the native build's
    /// `phminposuw` where this CPU runs it. Random line totals and digit counts drawn from
    /// small ranges, so that ties, settled digits and lines with nothing left to choose
    /// all come up.
    #[test]
    fn line_and_digit_picks_match_their_definition() {
        let native = native_available();
        if !native {
            eprintln!("native picks not checked: this CPU runs the portable build only");
        }
        let mut words = xorshift(0x9e37_79b9_7f4a_7c15);
        let mut next = move |n: u64| words() % n;
        let (mut lines, mut digits) = ([0usize; 2], [0usize; 2]);
        for _ in 0..20_000 {
            // Totals: nine digits, one to six arrangements each, per line; often all
            // settled, or nearly.
            let spread = [1, 2, 46][next(3) as usize];
            let totals = (0..6).fold(0u64, |t, l| t | (9 + next(spread)) << (8 * l));
            let line = (0..6)
                .map(|l| (l, (totals >> (8 * l)) & 0xff))
                .filter(|&(_, n)| n > 9)
                .min_by_key(|&(l, n)| (n, l))
                .map(|(l, _)| l);
            assert_eq!(fewest_line_scalar(totals), line, "{totals:#x}");
            if native {
                assert_eq!(fewest_line::<true>(totals), line, "{totals:#x}");
            }
            lines[line.is_some() as usize] += 1;
            let most = [2, 3, 7][next(3) as usize];
            let counts: [u64; 9] =
                std::array::from_fn(|_| (0..6).fold(0u64, |c, l| c | next(most) << (8 * l)));
            for l in 0..6 {
                let pick = (0..9)
                    .map(|d| (d, (counts[d] >> (8 * l)) as u32 & 0xff))
                    .filter(|&(_, n)| n >= 2)
                    .min_by_key(|&(d, n)| (n, d))
                    .unwrap_or((0, u32::MAX));
                assert_eq!(
                    fewest_digit_scalar(&counts, l),
                    pick,
                    "{counts:x?} line {l}"
                );
                if native {
                    assert_eq!(
                        fewest_digit::<true>(&counts, l),
                        pick,
                        "{counts:x?} line {l}"
                    );
                }
                digits[(pick.1 != u32::MAX) as usize] += 1;
            }
        }
        // Both outcomes of each pick were checked many times.
        assert!(
            lines.iter().chain(&digits).all(|&n| n > 1000),
            "{lines:?} {digits:?}"
        );
    }

    /// The mini-row fold and the stack gather against their definition, on every pattern
    /// of each row (or stack) with the rest empty, full and random: the portable tables
    /// and multiplies always, the native build's `pext` where this CPU runs it.
    #[test]
    fn minirow_and_stack_gathers_match_their_definition() {
        let native = native_available();
        if !native {
            eprintln!("pext gathers not checked: this CPU runs the portable build only");
        }
        // Bit `3 * row + box`: that mini-row holds a candidate.
        let minirows_def = |b: u32| {
            (0..9).fold(0usize, |m, i| {
                m | (((b >> (3 * i)) & 0b111 != 0) as usize) << i
            })
        };
        // Bit `3 * band + column`: column `column` of stack `s` in band `band`.
        let stack_def = |all: u32, s: usize| {
            (0..9).fold(0usize, |m, i| {
                m | (((all >> (9 * (i / 3) + 3 * s + i % 3)) & 1) as usize) << i
            })
        };
        let mut x = 0x2545_f491u32;
        for part in 0..3 {
            for pattern in 0..512u32 {
                for _ in 0..4 {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    for rest in [0, (1 << 27) - 1, x & ((1 << 27) - 1)] {
                        let row = (rest & !(0x1ff << (9 * part))) | pattern << (9 * part);
                        assert_eq!(minirows::<false>(row), minirows_def(row), "{row:#o}");
                        let spread =
                            (pattern & 0o7) | (pattern & 0o70) << 6 | (pattern & 0o700) << 12;
                        let stack = (rest & !(BOX0 << (3 * part))) | spread << (3 * part);
                        let gathered = stack_def(stack, part);
                        assert_eq!(stack_matrix::<false>(stack, part), gathered, "{stack:#o}");
                        if native {
                            assert_eq!(minirows::<true>(row), minirows_def(row), "{row:#o}");
                            assert_eq!(stack_matrix::<true>(stack, part), gathered, "{stack:#o}");
                        }
                    }
                }
            }
        }
    }

    /// CPUID signatures of real CPUs: `pext` is slow on AMD Zen 1, Zen+ and Zen 2 (and
    /// Hygon's Zen 1), fast on Zen 3 and later and on Intel.
    #[test]
    #[cfg(target_arch = "x86_64")]
    fn pext_is_slow_on_early_zen_only() {
        let amd = *b"AuthenticAMD";
        let intel = *b"GenuineIntel";
        let hygon = *b"HygonGenuine";
        for (vendor, eax, slow, what) in [
            (amd, 0x0080_0f11, true, "Zen 1 (EPYC 7001)"),
            (amd, 0x0080_0f82, true, "Zen+ (Ryzen 2000)"),
            (amd, 0x0083_0f10, true, "Zen 2 (EPYC 7002)"),
            (hygon, 0x0090_0f01, true, "Hygon Dhyana"),
            (amd, 0x00a0_0f11, false, "Zen 3 (EPYC 7003)"),
            (amd, 0x00a1_0f11, false, "Zen 4 (EPYC 9004)"),
            (amd, 0x00b0_0f20, false, "Zen 5"),
            (amd, 0x0060_0f20, true, "Bulldozer-era (family 0x15)"),
            (intel, 0x0003_06c3, false, "Haswell"),
            (intel, 0x0009_06ea, false, "Coffee Lake"),
        ] {
            assert_eq!(slow_pext((vendor, eax)), slow, "{what}");
        }
    }

    /// The arrangement tables say what their definition does: for every 3x3 occupancy,
    /// the permutations of three mini-lines that fit, their union, their intersection and
    /// their number, and band reduction's spread of the first two.
    #[test]
    fn arrangement_tables_match_their_definition() {
        let perms = [
            [0, 1, 2],
            [0, 2, 1],
            [1, 0, 2],
            [1, 2, 0],
            [2, 0, 1],
            [2, 1, 0],
        ];
        let bits: Vec<u32> = perms
            .iter()
            .map(|p| (0..3).map(|r| 1 << (3 * r + p[r])).sum())
            .collect();
        assert_eq!(bits, PERM_BITS.map(u32::from).to_vec());
        for m in 0..512u32 {
            let fits: Vec<u32> = bits.iter().copied().filter(|b| b & !m == 0).collect();
            let union = fits.iter().fold(0, |a, b| a | b);
            let inter = if fits.is_empty() {
                0
            } else {
                fits.iter().fold(0x1ff, |a, b| a & b)
            };
            let m = m as usize;
            assert_eq!(FIT[m].count_ones() as usize, fits.len(), "{m:o}");
            assert_eq!(PERM_KEEP[m] as u32, union, "{m:o}");
            assert_eq!(forced(m), inter, "{m:o}");
            assert_eq!(BAND_LINE[m], inter | union << 9 | (fits.len() as u32) << 24);
            let cells = |x: u32| -> u32 {
                (0..9)
                    .filter(|i| x & (1 << i) != 0)
                    .map(|i| 0b111 << (9 * (i / 3) + 3 * (i % 3)))
                    .sum()
            };
            assert_eq!(
                BAND_KEEP[m],
                cells(union) as u64 | (cells(inter) as u64) << 32
            );
            let box_layout = |x: u32| (x & 7) | (x >> 3 & 7) << 9 | (x >> 6 & 7) << 18;
            assert_eq!(
                STACK_LINE[m],
                box_layout(union) as u64
                    | (fits.len() as u64) << 24
                    | (box_layout(inter) as u64) << 32
            );
        }
    }

    /// The modes count the same solutions where there are many (holes cut in a solved
    /// grid, exact counts up to 50), which checks that arrangement guesses split the
    /// solutions without losing or repeating any.
    #[test]
    fn modes_count_alike() {
        let solved: Grid =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
                .parse()
                .expect("test grid parses");
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut checked = 0;
        for holes in [40usize, 50, 60, 70, 80] {
            for _ in 0..20 {
                let mut cells = *solved.cells();
                for _ in 0..holes {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    cells[(x % 81) as usize] = 0;
                }
                let grid = Grid::from_cells(cells).expect("digits are 0-9");
                let easy = search_with(&grid, 50, Isa::Portable, u32::MAX, Mode::Easy);
                let hard = search_with(&grid, 50, Isa::Portable, u32::MAX, Mode::Hard);
                let auto = search_with(&grid, 50, Isa::Portable, FIRST_BUDGET, Mode::Auto);
                assert_eq!(easy.count, hard.count, "{grid}");
                assert_eq!(easy.count, auto.count, "{grid}");
                checked += (easy.count > 1) as u32;
            }
        }
        assert!(checked > 30, "{checked} grids with several solutions");
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
            // The first 60 puzzles of each file: the SE fixtures hold a thousand more,
            // which add time and no new kind of search.
            let lines = text
                .lines()
                .map(|l| l.trim_end_matches('\r'))
                .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
                .take(60);
            for line in lines {
                let p: String = line.chars().take(81).collect();
                let grid: Grid = p.parse().expect("a sample puzzle parses");
                both_builds_agree(&grid, name);
                puzzles += 1;
            }
        }
        for p in [
            HARD1,
            "7....5..3..............2...........6........1.73..6..22...5....9..623....1.......",
            ".................................................................................",
            "11...............................................................................",
        ] {
            both_builds_agree(&p.parse().expect("test grid parses"), "restarting");
        }
        assert!(puzzles > 500, "{puzzles} sample puzzles");
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
