//! Helpers for the tests of other sizes and variants: grids written in every symbol style,
//! read back, and checked by a small solver that shares no code with the tool (its units
//! are built from the rules as a person states them).

use calamine::Data;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sudoku_core::general::generate::full_grid;
use sudoku_core::general::{generate, GenerateOptions, Puzzle, Shape};

use super::read_cells;

/// The rules of a grid, as lists of cells that must hold every digit once.
pub struct Rules {
    pub n: usize,
    pub units: Vec<Vec<usize>>,
}

impl Rules {
    /// Rows, columns and `br` x `bc` boxes (or the regions of `labels`), and the extras.
    pub fn new(n: usize, br: usize, bc: usize, labels: Option<&[char]>) -> Rules {
        let mut units = Vec::new();
        for r in 0..n {
            units.push((0..n).map(|c| r * n + c).collect());
            units.push((0..n).map(|c| c * n + r).collect());
        }
        match labels {
            Some(labels) => {
                let mut names: Vec<char> = labels.to_vec();
                names.sort();
                names.dedup();
                for name in names {
                    units.push((0..n * n).filter(|&i| labels[i] == name).collect());
                }
            }
            None => {
                for b in 0..n {
                    let (top, left) = (b / (n / bc) * br, b % (n / bc) * bc);
                    units.push((0..n).map(|k| (top + k / bc) * n + left + k % bc).collect());
                }
            }
        }
        Rules { n, units }
    }

    pub fn diagonal(mut self) -> Rules {
        let n = self.n;
        self.units.push((0..n).map(|k| k * n + k).collect());
        self.units.push((0..n).map(|k| k * n + n - 1 - k).collect());
        self
    }

    pub fn windoku(mut self) -> Rules {
        for (top, left) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
            self.units
                .push((0..9).map(|k| (top + k / 3) * 9 + left + k % 3).collect());
        }
        self
    }

    /// True when `cells` (all filled) hold every digit once in every unit.
    pub fn is_solution(&self, cells: &[u8]) -> bool {
        self.units.iter().all(|u| {
            let mut seen = vec![false; self.n + 1];
            u.iter().all(|&i| {
                let v = cells[i] as usize;
                v >= 1 && v <= self.n && !std::mem::replace(&mut seen[v], true)
            })
        })
    }

    /// Counts solutions up to `limit` by plain backtracking on the emptiest cell.
    pub fn count(&self, cells: &mut Vec<u8>, limit: usize) -> usize {
        // Each cell's peers, once: the tests run unoptimised, and asking every unit
        // whether it holds the cell, for every cell at every node, took most of a minute.
        let mut peers = vec![Vec::new(); cells.len()];
        for u in &self.units {
            for &i in u {
                for &j in u {
                    if i != j && !peers[i].contains(&j) {
                        peers[i].push(j);
                    }
                }
            }
        }
        self.count_from(&peers, cells, limit)
    }

    fn count_from(&self, peers: &[Vec<usize>], cells: &mut Vec<u8>, limit: usize) -> usize {
        let all = (1u32 << self.n) - 1;
        // The empty cell with the fewest values left (bit v - 1 for value v).
        let mut best: Option<(usize, u32)> = None;
        for i in 0..cells.len() {
            if cells[i] != 0 {
                continue;
            }
            let used = peers[i]
                .iter()
                .filter(|&&j| cells[j] != 0)
                .fold(0u32, |m, &j| m | 1 << (cells[j] - 1));
            let free = all & !used;
            if free == 0 {
                return 0;
            }
            if best.is_none_or(|(_, b)| free.count_ones() < b.count_ones()) {
                best = Some((i, free));
            }
        }
        let Some((i, free)) = best else {
            return usize::from(self.is_solution(cells));
        };
        let mut found = 0;
        for v in (1..=self.n as u8).filter(|v| free & 1 << (v - 1) != 0) {
            cells[i] = v;
            found += self.count_from(peers, cells, limit - found);
            if found >= limit {
                break;
            }
        }
        cells[i] = 0;
        found
    }
}

/// How a test types digits: numbers, 1-9 then letters, or hex.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Typed {
    Numbers,
    Letters,
    Hex,
}

/// Writes `cells` as an N x N grid at `(row, col)`.
pub fn put(ws: &mut rust_xlsxwriter::Worksheet, at: (u32, u16), n: usize, cells: &[u8], t: Typed) {
    for (i, &v) in cells.iter().enumerate() {
        if v == 0 {
            continue;
        }
        let (r, c) = (at.0 + (i / n) as u32, at.1 + (i % n) as u16);
        match t {
            Typed::Numbers => ws.write_number(r, c, v).unwrap(),
            Typed::Letters if v <= 9 => ws.write_number(r, c, v).unwrap(),
            Typed::Letters => ws
                .write_string(r, c, ((b'A' + v - 10) as char).to_string())
                .unwrap(),
            Typed::Hex if v <= 10 => ws.write_number(r, c, v - 1).unwrap(),
            Typed::Hex => ws
                .write_string(r, c, ((b'A' + v - 11) as char).to_string())
                .unwrap(),
        };
    }
}

/// Reads an N x N grid back, as the test typed it (letters only where `t` says).
pub fn get(path: &std::path::Path, sheet: &str, at: (u32, u32), n: usize, t: Typed) -> Vec<u8> {
    let cells = read_cells(path, sheet, at.0..=at.0 + n as u32 - 1);
    let mut out = vec![0u8; n * n];
    for ((r, c), v) in cells {
        if r < at.0 || c < at.1 || c >= at.1 + n as u32 {
            continue;
        }
        let i = (r - at.0) as usize * n + (c - at.1) as usize;
        out[i] = match (&v, t) {
            (Data::Float(f), Typed::Hex) => *f as u8 + 1,
            (Data::Float(f), _) => *f as u8,
            (Data::String(s), Typed::Letters) => s.as_bytes()[0] - b'A' + 10,
            (Data::String(s), Typed::Hex) => s.as_bytes()[0] - b'A' + 11,
            (Data::Empty, _) => 0,
            other => panic!("cell {r},{c} of the output holds {other:?}"),
        };
    }
    out
}

/// A puzzle of `shape`: generated (so unique) up to 16x16; a 25x25 is a random full grid
/// with a quarter of its cells emptied, which a debug build solves quickly.
pub fn puzzle_for(shape: &Shape, seed: u64) -> Puzzle {
    if shape.n() <= 16 {
        return generate(shape, &GenerateOptions::for_shape(shape), seed)
            .expect("the shape has full grids")
            .puzzle;
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut p, _) = full_grid(shape, &mut rng).unwrap();
    for i in 0..p.cells.len() {
        if (i * 7 + seed as usize).is_multiple_of(4) {
            p.cells[i] = 0;
        }
    }
    p
}

/// A 6x6 jigsaw: the 2x3 boxes with two cells swapped between the top boxes.
pub const JIGSAW6: [&str; 6] = ["aabbbb", "aaaabb", "cccddd", "cccddd", "eeefff", "eeefff"];
