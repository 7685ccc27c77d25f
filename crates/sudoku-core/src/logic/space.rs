//! How big a board the engine works on: the integer types of candidate masks and cell
//! sets, and the arrays a board keeps per cell. [`Small`] (up to 10x10, so every 9x9
//! shape) keeps the classic grid's machine words; [`Large`] (up to 25x25) widens them.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Index, IndexMut, Not, Shl, Shr,
};

use crate::grid::{PEERS, UNITS};

/// A set of digits (bit `d - 1` for digit `d`), or of a unit's cells by their place in it.
/// The methods are named as the integers' own, so a finder reads the same on either.
pub(crate) trait Mask:
    Copy
    + Eq
    + Ord
    + Hash
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + Into<u32>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    /// No bit.
    const ZERO: Self;
    /// Bit 0.
    const ONE: Self;
    /// The bits `0..n`.
    fn low(n: usize) -> Self;
    /// The mask of `m`, `None` when it has bits this type cannot hold.
    fn of_u32(m: u32) -> Option<Self>;
    fn count_ones(self) -> u32;
    fn trailing_zeros(self) -> u32;
    fn wrapping_neg(self) -> Self;
}

macro_rules! mask {
    ($t:ty) => {
        impl Mask for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            #[inline]
            fn low(n: usize) -> Self {
                ((1u64 << n) - 1) as $t
            }
            #[inline]
            fn of_u32(m: u32) -> Option<Self> {
                <$t>::try_from(m).ok()
            }
            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn wrapping_neg(self) -> Self {
                <$t>::wrapping_neg(self)
            }
        }
    };
}
mask!(u16);
mask!(u32);

/// A set of cells: bit `i` is cell `i`. Searches work on whole sets at once and allocate
/// nothing until they have a step.
pub(crate) trait CellSet:
    Copy
    + Eq
    + Default
    + Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No cell.
    const EMPTY: Self;
    /// The set of cell `i` alone.
    fn of(i: usize) -> Self;
    /// True when cell `i` is in the set.
    fn has(self, i: usize) -> bool;
    /// True when the set has no cell.
    fn is_empty(self) -> bool;
    /// How many cells the set has.
    fn count_ones(self) -> u32;
    /// The first cell (the set's size when empty, as for an integer's bits).
    fn trailing_zeros(self) -> u32;
    /// The set without its first cell.
    fn without_first(self) -> Self;
    /// The last cell (of a set that is not empty).
    fn last(self) -> usize;
}

impl CellSet for u128 {
    const EMPTY: Self = 0;
    #[inline]
    fn of(i: usize) -> Self {
        1 << i
    }
    #[inline]
    fn has(self, i: usize) -> bool {
        self >> i & 1 == 1
    }
    #[inline]
    fn is_empty(self) -> bool {
        self == 0
    }
    #[inline]
    fn count_ones(self) -> u32 {
        u128::count_ones(self)
    }
    #[inline]
    fn trailing_zeros(self) -> u32 {
        u128::trailing_zeros(self)
    }
    #[inline]
    fn without_first(self) -> Self {
        self & self.wrapping_sub(1)
    }
    #[inline]
    fn last(self) -> usize {
        127 - self.leading_zeros() as usize
    }
}

/// Words of a [`Wide`] set: 640 bits, enough for a 25x25's 625 cells.
const WORDS: usize = 10;

/// A cell set of up to 640 cells, for grids larger than 10x10.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug)]
pub(crate) struct Wide([u64; WORDS]);

macro_rules! wide_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident) => {
        impl $tra for Wide {
            #[inline]
            fn $fa(&mut self, o: Wide) {
                for (a, b) in self.0.iter_mut().zip(o.0) {
                    $tra::$fa(a, b);
                }
            }
        }
        impl $tr for Wide {
            type Output = Wide;
            #[inline]
            fn $f(mut self, o: Wide) -> Wide {
                $tra::$fa(&mut self, o);
                self
            }
        }
    };
}
wide_op!(BitAnd, bitand, BitAndAssign, bitand_assign);
wide_op!(BitOr, bitor, BitOrAssign, bitor_assign);
wide_op!(BitXor, bitxor, BitXorAssign, bitxor_assign);

impl Not for Wide {
    type Output = Wide;
    #[inline]
    fn not(self) -> Wide {
        Wide(self.0.map(|w| !w))
    }
}

impl CellSet for Wide {
    const EMPTY: Self = Wide([0; WORDS]);
    #[inline]
    fn of(i: usize) -> Self {
        let mut s = Wide::EMPTY;
        s.0[i / 64] = 1 << (i % 64);
        s
    }
    #[inline]
    fn has(self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    #[inline]
    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    #[inline]
    fn count_ones(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline]
    fn trailing_zeros(self) -> u32 {
        match self.0.iter().position(|&w| w != 0) {
            Some(k) => k as u32 * 64 + self.0[k].trailing_zeros(),
            None => (WORDS * 64) as u32,
        }
    }
    #[inline]
    fn without_first(mut self) -> Self {
        if let Some(w) = self.0.iter_mut().find(|w| **w != 0) {
            *w &= *w - 1;
        }
        self
    }
    #[inline]
    fn last(self) -> usize {
        let k = self.0.iter().rposition(|&w| w != 0).unwrap_or(0);
        k * 64 + 63 - self.0[k].leading_zeros() as usize
    }
}

/// The cells of a set, in reading order.
#[inline]
pub(crate) fn each<C: CellSet>(mut s: C) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if s.is_empty() {
            None
        } else {
            let i = s.trailing_zeros() as usize;
            s = s.without_first();
            Some(i)
        }
    })
}

/// An array with an entry per cell of the largest shape of a [`Space`].
pub(crate) trait PerCell<T>:
    Clone + Send + Sync + Index<usize, Output = T> + IndexMut<usize> + AsRef<[T]> + AsMut<[T]>
{
}
impl<T: Clone + Send + Sync, A> PerCell<T> for A where
    A: Clone + Send + Sync + Index<usize, Output = T> + IndexMut<usize> + AsRef<[T]> + AsMut<[T]>
{
}

/// The types one size of board is built from.
pub(crate) trait Space: Clone + Copy + Debug + Send + Sync + 'static {
    /// A candidate mask, and the places of a digit in a unit.
    type Mask: Mask;
    /// A set of the shape's cells.
    type Cells: CellSet;
    /// A cell's index in a unit's or a peer list.
    type Ix: Copy + Eq + Ord + Debug + Send + Sync + 'static + Into<usize> + TryFrom<usize>;
    /// An array of `T`, an entry per cell.
    type Arr<T: Copy + Send + Sync + 'static>: PerCell<T>;
    /// An array of `T`, an entry per digit.
    type PerDigit<T: Copy + Send + Sync + 'static>: PerCell<T> + Copy;
    /// The most cells.
    const MAX_CELLS: usize;
    /// The most digits.
    const MAX_DIGITS: usize;
    /// The most units.
    const MAX_UNITS: usize;
    /// An array of `fill`, an entry per cell.
    fn arr<T: Copy + Send + Sync + 'static>(fill: T) -> Self::Arr<T>;
    /// An array of `fill`, an entry per digit.
    fn per_digit<T: Copy + Send + Sync + 'static>(fill: T) -> Self::PerDigit<T>;
    /// The cells of unit `u` of the classic grid, for [`Small`]'s fast path (the constant
    /// tables are read faster than a shape's nested lists); empty for larger spaces.
    fn classic_unit(u: usize) -> &'static [Self::Ix];
    /// The peers of cell `i` of the classic grid, as [`Space::classic_unit`].
    fn classic_peers(i: usize) -> &'static [Self::Ix];
}

/// Shapes of up to 100 cells and 10 digits: every 9x9 grid, and the sizes 4x4 to 10x10.
/// Boards are fixed arrays, so the chain searches copy them without allocating.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Small;

/// Shapes of up to 625 cells and 25 digits: 12x12 to 25x25.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Large;

/// The most cells of a [`Small`] shape (a 10x10).
pub(crate) const MAX_CELLS: usize = 100;
/// The most digits of a [`Small`] shape.
pub(crate) const MAX_DIGITS: usize = 10;
/// The most units of a [`Small`] shape: a 9x9's 27, two diagonals and four windoku boxes.
pub(crate) const MAX_UNITS: usize = 33;

impl Space for Small {
    type Mask = u16;
    type Cells = u128;
    type Ix = u8;
    type Arr<T: Copy + Send + Sync + 'static> = [T; MAX_CELLS];
    const MAX_CELLS: usize = MAX_CELLS;
    const MAX_DIGITS: usize = MAX_DIGITS;
    const MAX_UNITS: usize = MAX_UNITS;
    type PerDigit<T: Copy + Send + Sync + 'static> = [T; MAX_DIGITS];
    #[inline]
    fn arr<T: Copy + Send + Sync + 'static>(fill: T) -> [T; MAX_CELLS] {
        [fill; MAX_CELLS]
    }
    #[inline]
    fn per_digit<T: Copy + Send + Sync + 'static>(fill: T) -> [T; MAX_DIGITS] {
        [fill; MAX_DIGITS]
    }
    #[inline]
    fn classic_unit(u: usize) -> &'static [u8] {
        &UNITS[u]
    }
    #[inline]
    fn classic_peers(i: usize) -> &'static [u8] {
        &PEERS[i]
    }
}

impl Space for Large {
    type Mask = u32;
    type Cells = Wide;
    type Ix = u16;
    type Arr<T: Copy + Send + Sync + 'static> = Vec<T>;
    const MAX_CELLS: usize = 625;
    const MAX_DIGITS: usize = 25;
    // Rows, columns, boxes and two diagonals of a 25x25.
    const MAX_UNITS: usize = 77;
    type PerDigit<T: Copy + Send + Sync + 'static> = [T; 25];
    fn arr<T: Copy + Send + Sync + 'static>(fill: T) -> Vec<T> {
        vec![fill; 625]
    }
    #[inline]
    fn per_digit<T: Copy + Send + Sync + 'static>(fill: T) -> [T; 25] {
        [fill; 25]
    }
    fn classic_unit(_: usize) -> &'static [u16] {
        &[]
    }
    fn classic_peers(_: usize) -> &'static [u16] {
        &[]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_sets_count_and_list_their_cells() {
        let s = Wide::of(3) | Wide::of(64) | Wide::of(624);
        assert_eq!(s.count_ones(), 3);
        assert!(s.has(64) && !s.has(65));
        assert_eq!(each(s).collect::<Vec<_>>(), [3, 64, 624]);
        assert_eq!((s & !Wide::of(3)).trailing_zeros(), 64);
        assert!((s ^ s).is_empty());
        assert_eq!(Wide::EMPTY.trailing_zeros(), 640);
        assert_eq!((s.last(), (Wide::of(63) | Wide::of(2)).last()), (624, 63));
        assert_eq!((0b1010u128).last(), 3);
    }

    #[test]
    fn masks_read_as_integers() {
        assert_eq!(<u32 as Mask>::low(25), 0x1ff_ffff);
        assert_eq!(<u16 as Mask>::low(9), 0x1ff);
        assert_eq!(<u16 as Mask>::of_u32(1 << 16), None);
        assert_eq!(each(0b1010u128).collect::<Vec<_>>(), [1, 3]);
    }
}
