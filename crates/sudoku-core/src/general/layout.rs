//! Random jigsaw layouts: the standard boxes bent out of shape by trading cells across
//! region borders, kept only when the layout still has a full grid.
//!
//! ```
//! use rand::SeedableRng;
//! use rand_chacha::ChaCha8Rng;
//! use sudoku_core::general::{layout_text, random_jigsaw, Shape};
//!
//! let shape = random_jigsaw(6, &mut ChaCha8Rng::seed_from_u64(1)).unwrap();
//! let text = layout_text(&shape);
//! assert_eq!(text.lines().count(), 6);
//! assert_eq!(Shape::jigsaw(6, &text).unwrap(), shape);
//! ```

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::shape::{default_boxes, Shape, SIZES};
use super::solver::Search;

/// Why no layout came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// The size is not one of [`SIZES`].
    #[error("{}", sudoku_i18n::tr!("layout-bad-size", n = *.0))]
    BadSize(usize),
    /// Every layout drawn either had no full grid or was too hard to fill within the
    /// search budget.
    #[error("{}", sudoku_i18n::tr!("layout-not-found", n = *n, tries = *tries))]
    NotFound {
        /// Grid size.
        n: usize,
        /// Layouts drawn.
        tries: usize,
    },
    /// The deadline passed before a layout with a full grid was found.
    #[error("{}", sudoku_i18n::tr!("layout-out-of-time", n = *n, tries = *tries))]
    OutOfTime {
        /// Grid size.
        n: usize,
        /// Layouts drawn.
        tries: usize,
    },
}

/// Layouts drawn before giving up. In a sample of 20 draws per size none was rejected at
/// 9x9, a quarter at 12x12 and a third to a half at 15x15 and 16x16, so 50 leave no
/// realistic chance of failing there. All 20 25x25 draws were rejected (filling one takes
/// more than the budget allows), so that size ends in [`LayoutError::NotFound`] after
/// about half a minute; retrying longer would not help.
const MAX_TRIES: usize = 50;

/// A random jigsaw layout of size `n` that has at least one full grid, the same for the
/// same state of `rng`. Each region has `n` cells, is connected through shared edges,
/// and at least half of the regions are not boxes of the standard layout.
///
/// Made by trading cells between neighbouring regions in pairs (one each way, so sizes
/// never change), then keeping the layout only when a bounded search fills it; a layout
/// without a full grid would make every puzzle on it impossible.
pub fn random_jigsaw<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Result<Shape, LayoutError> {
    random_jigsaw_with(n, false, rng)
}

/// [`random_jigsaw`] with the two main diagonals as units too when `diagonal`: the
/// layout is kept only when it has a full grid under those rules as well (about one
/// 9x9 layout in 300 has a full grid but none with the diagonals, and generating on it
/// would never end). The returned shape has the diagonals when asked for.
pub fn random_jigsaw_with<R: Rng + ?Sized>(
    n: usize,
    diagonal: bool,
    rng: &mut R,
) -> Result<Shape, LayoutError> {
    random_jigsaw_until(n, diagonal, rng, None)
}

/// [`random_jigsaw_with`] that gives up with [`LayoutError::OutOfTime`] once `deadline`
/// has passed between two layouts drawn (a draw at 16x16 with the diagonals can take a
/// tenth of a second). The same layouts are drawn in the same order either way.
pub fn random_jigsaw_until<R: Rng + ?Sized>(
    n: usize,
    diagonal: bool,
    rng: &mut R,
    deadline: Option<crate::time::Instant>,
) -> Result<Shape, LayoutError> {
    if !SIZES.contains(&n) {
        return Err(LayoutError::BadSize(n));
    }
    for tries in 0..MAX_TRIES {
        if tries > 0 && deadline.is_some_and(|d| crate::time::Instant::now() >= d) {
            return Err(LayoutError::OutOfTime { n, tries });
        }
        let regions = scramble(n, rng);
        let shape = Shape::builder(n)
            .regions(regions)
            .diagonal(diagonal)
            .build()
            .expect("trades keep every region at n cells");
        if has_full_grid(&shape, rng) {
            return Ok(shape);
        }
    }
    Err(LayoutError::NotFound {
        n,
        tries: MAX_TRIES,
    })
}

/// [`random_jigsaw`] from a seed: the same seed always gives the same layout.
pub fn seeded_jigsaw(n: usize, seed: u64) -> Result<Shape, LayoutError> {
    random_jigsaw(n, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// [`random_jigsaw_with`] from a seed: the same seed always gives the same layout (and,
/// without the diagonals, the same as [`seeded_jigsaw`]).
pub fn seeded_jigsaw_with(n: usize, diagonal: bool, seed: u64) -> Result<Shape, LayoutError> {
    random_jigsaw_with(n, diagonal, &mut ChaCha8Rng::seed_from_u64(seed))
}

/// [`seeded_jigsaw_with`] within a deadline, as [`random_jigsaw_until`].
pub fn seeded_jigsaw_until(
    n: usize,
    diagonal: bool,
    seed: u64,
    deadline: Option<crate::time::Instant>,
) -> Result<Shape, LayoutError> {
    random_jigsaw_until(n, diagonal, &mut ChaCha8Rng::seed_from_u64(seed), deadline)
}

/// The layout as `n` lines of `n` region letters (`A` for the first region), the form
/// [`Shape::jigsaw`] reads; boxes of a standard shape are lettered the same way.
pub fn layout_text(shape: &Shape) -> String {
    let n = shape.n();
    let lines: Vec<String> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| (b'A' + shape.box_of(r * n + c) as u8) as char)
                .collect()
        })
        .collect();
    lines.join("\n")
}

/// The 4-neighbours of cell `i` on an `n` x `n` grid.
fn neighbours(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    [
        (r > 0).then(|| i - n),
        (r + 1 < n).then(|| i + n),
        (c > 0).then(|| i - 1),
        (c + 1 < n).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// True when the cells of `region` form one piece.
pub(super) fn connected(n: usize, regions: &[u8], region: u8) -> bool {
    let Some(start) = regions.iter().position(|&r| r == region) else {
        return true;
    };
    let mut seen = vec![false; n * n];
    let mut stack = vec![start];
    seen[start] = true;
    let mut reached = 0;
    while let Some(i) = stack.pop() {
        reached += 1;
        for j in neighbours(n, i) {
            if !seen[j] && regions[j] == region {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    reached == regions.iter().filter(|&&r| r == region).count()
}

/// Regions that are not one of the standard boxes.
fn irregular(n: usize, regions: &[u8]) -> usize {
    let (rows, cols) = default_boxes(n).expect("supported size");
    let box_of = |i: usize| (i / n / rows) * (n / cols) + (i % n) / cols;
    (0..n as u8)
        .filter(|&r| {
            let mut cells = (0..n * n).filter(|&i| regions[i] == r);
            let first = cells.next().map(box_of);
            // Every region has n cells, so n cells in one box are that whole box.
            !cells.all(|i| Some(box_of(i)) == first)
        })
        .count()
}

/// The standard boxes with cells traded until the layout looks irregular: N²/8 trades
/// (one cell each way), then more until at least half of the regions differ from a box,
/// as trades can undo each other.
fn scramble<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<u8> {
    let (rows, cols) = default_boxes(n).expect("supported size");
    let mut regions: Vec<u8> = (0..n * n)
        .map(|i| ((i / n / rows) * (n / cols) + (i % n) / cols) as u8)
        .collect();
    let want = n * n / 8;
    let mut done = 0;
    while done < want || irregular(n, &regions) < n.div_ceil(2) {
        if trade(n, &mut regions, rng) {
            done += 1;
        }
    }
    regions
}

/// One trade: a border cell of region A goes to its neighbour B, and a cell of B that
/// touches A goes back, undone unless both regions stay in one piece. True when kept.
fn trade<R: Rng + ?Sized>(n: usize, regions: &mut [u8], rng: &mut R) -> bool {
    let i = rng.random_range(0..n * n);
    let a = regions[i];
    let others: Vec<usize> = neighbours(n, i).filter(|&j| regions[j] != a).collect();
    if others.is_empty() {
        return false;
    }
    let b = regions[others[rng.random_range(0..others.len())]];
    regions[i] = b;
    let back: Vec<usize> = (0..n * n)
        .filter(|&k| regions[k] == b && k != i && neighbours(n, k).any(|m| regions[m] == a))
        .collect();
    if back.is_empty() {
        regions[i] = a;
        return false;
    }
    let k = back[rng.random_range(0..back.len())];
    regions[k] = a;
    if connected(n, regions, a) && connected(n, regions, b) {
        return true;
    }
    regions[k] = b;
    regions[i] = a;
    false
}

/// Searches for a full grid in a few random digit orders, each within a node budget;
/// false when one proves there is none or all run out. A layout that is merely slow to
/// fill is dropped too, as `generate` would be as slow on it.
fn has_full_grid<R: Rng + ?Sized>(shape: &Shape, rng: &mut R) -> bool {
    let empty = vec![0u8; shape.cells()];
    let mut budget = 100 + 8 * shape.cells() as u64;
    for _ in 0..4 {
        let mut order = ChaCha8Rng::seed_from_u64(rng.random());
        let r = Search::new(shape, 1, budget).run(&empty, None, Some(&mut order));
        if !r.aborted {
            return r.count == 1;
        }
        budget *= 2;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsupported_sizes_are_refused() {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        assert_eq!(random_jigsaw(7, &mut rng), Err(LayoutError::BadSize(7)));
    }

    #[test]
    fn layout_text_of_boxes() {
        let s = Shape::standard(4).unwrap();
        assert_eq!(layout_text(&s), "AABB\nAABB\nCCDD\nCCDD");
        let j = Shape::jigsaw(4, "AAAB ACBB CCDB CDDD").unwrap();
        assert_eq!(layout_text(&j), "AAAB\nACBB\nCCDB\nCDDD");
    }

    #[test]
    fn connectivity_check() {
        let split: Vec<u8> = "ABBA ABBA CCDD CCDD"
            .bytes()
            .filter(|b| *b != b' ')
            .collect();
        assert!(!connected(4, &split, b'A'));
        assert!(connected(4, &split, b'B'));
    }
}
