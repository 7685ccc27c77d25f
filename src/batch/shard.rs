//! `--shard K/N`: the part of a batch one of N workers takes, so that a job array (GNU
//! parallel, Slurm, Kubernetes Indexed Jobs, AWS Batch) shares a batch with no
//! coordinator. Every worker lists every input and decides every output, then keeps its
//! own part, so outputs are named as in an unsharded run and never collide.
//!
//! The one non-obvious decision: a file's shard comes from a fixed hash of its path
//! relative to the folder it was found under (FNV-1a, 64 bits, then a mixer so that names
//! differing in one digit spread), never from its place in the listing. Adding or
//! removing files moves no other file, and another machine, with the folder mounted
//! elsewhere, picks the same files. The rows of a single puzzle list are split by row
//! number instead: row r (line r of a text list) goes to shard `(r - 1) mod N + 1`.

use std::fmt;
use std::path::{Component, Path, PathBuf};
use std::str::FromStr;
use std::sync::OnceLock;

use super::discover::Found;
use super::plan::Job;

/// One part of N: `--shard K/N`, 1 <= K <= N.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shard {
    /// This worker's part, from 1.
    pub k: u32,
    /// How many parts.
    pub n: u32,
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.k, self.n)
    }
}

/// The largest N: more workers than this is a mistake in a script, not a plan.
pub const MAX_SHARDS: u32 = 1_000_000;

impl FromStr for Shard {
    type Err = String;

    fn from_str(text: &str) -> Result<Shard, String> {
        let bad =
            |why: String| sudoku_i18n::tr!("shard-bad", text = format!("{text:?}"), why = why);
        let Some((k, n)) = text.trim().split_once('/') else {
            return Err(bad(sudoku_i18n::tr!("shard-not-a-shard")));
        };
        let number = |s: &str| -> Option<u32> {
            let s = s.trim();
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let (Some(k), Some(n)) = (number(k), number(n)) else {
            return Err(bad(sudoku_i18n::tr!("shard-whole-numbers")));
        };
        if n == 0 {
            return Err(bad(sudoku_i18n::tr!("shard-n-zero")));
        }
        if n > MAX_SHARDS {
            return Err(bad(sudoku_i18n::tr!("shard-n-large", most = MAX_SHARDS)));
        }
        if k == 0 || k > n {
            return Err(bad(sudoku_i18n::tr!("shard-k-range", n = n)));
        }
        Ok(Shard { k, n })
    }
}

impl Shard {
    /// Reads `I/N` counting from 0 (`--shard-index`, for Kubernetes' and AWS Batch's
    /// indexes), 0 <= I < N, as the shard I+1 of N.
    pub fn from_index(text: &str) -> Result<Shard, String> {
        let bad = |why: String| {
            sudoku_i18n::tr!("shard-index-bad", text = format!("{text:?}"), why = why)
        };
        let (i, n) = text
            .trim()
            .split_once('/')
            .ok_or_else(|| bad(sudoku_i18n::tr!("shard-not-an-index")))?;
        let (i, n) = (i.trim(), n.trim());
        if i.is_empty() || !i.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad(sudoku_i18n::tr!("shard-i-whole")));
        }
        let i: u32 = i
            .parse()
            .map_err(|_| bad(sudoku_i18n::tr!("shard-i-large")))?;
        let k = i
            .checked_add(1)
            .ok_or_else(|| bad(sudoku_i18n::tr!("shard-i-large")))?;
        format!("{k}/{n}").parse::<Shard>().map_err(|_| {
            bad(sudoku_i18n::tr!(
                "shard-i-range",
                given = format!("{i}/{n}")
            ))
        })
    }
}

/// The 64-bit FNV-1a hash of `bytes`, followed by the finaliser of MurmurHash3 (fmix64):
/// FNV alone leaves names that differ in their last digit close together in the high
/// bits the shard is taken from. Both are fixed functions, the same on every machine and
/// in every release.
pub fn hash(bytes: &[u8]) -> u64 {
    fmix64(fnv1a(bytes))
}

fn fnv1a(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

fn fmix64(mut h: u64) -> u64 {
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

/// The name a file is hashed by: its path relative to the folder named on the command
/// line it was found under, or its file name when it was named itself; parts joined by
/// `/` on every system.
pub fn file_key(found: &Found) -> String {
    let rel: &Path = match &found.root {
        Some(root) => found.path.strip_prefix(root).unwrap_or(&found.path),
        None => found.path.file_name().map(Path::new).unwrap_or(&found.path),
    };
    rel.components()
        .filter_map(|c| match c {
            Component::Normal(part) => Some(part.to_string_lossy()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The shard (from 1) a file with hash key `key` belongs to, of `n`.
pub fn shard_of(key: &str, n: u32) -> u32 {
    // The high bits of the product spread evenly over 0..n, with no modulo bias.
    ((u128::from(hash(key.as_bytes())) * u128::from(n)) >> 64) as u32 + 1
}

impl Shard {
    /// True when this shard takes the file `found`.
    pub fn holds_file(&self, found: &Found) -> bool {
        shard_of(&file_key(found), self.n) == self.k
    }

    /// True when this shard takes row (or line) `number`, counting from 1.
    pub fn holds_row(&self, number: u64) -> bool {
        number.saturating_sub(1) % u64::from(self.n) == u64::from(self.k - 1)
    }

    /// `name.ext` as `name.K-of-N.ext` (`book.solved.xlsx` as `book.K-of-N.solved.xlsx`),
    /// so that workers given the same names write different files.
    pub fn suffixed(&self, path: &Path) -> PathBuf {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let tag = format!("{}-of-{}", self.k, self.n);
        let lower = name.to_ascii_lowercase();
        let cut = ["solved", "play", "explained"]
            .iter()
            .find_map(|w| {
                let suffix = format!(".{w}.xlsx");
                (lower.ends_with(&suffix) && lower.len() > suffix.len())
                    .then(|| name.len() - suffix.len())
            })
            .or_else(|| name.rfind('.').filter(|&i| i > 0));
        let renamed = match cut {
            Some(i) => format!("{}.{tag}{}", &name[..i], &name[i..]),
            None => format!("{name}.{tag}"),
        };
        path.with_file_name(renamed)
    }
}

/// How a sharded run splits its batch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    /// Whole files, by the hash of their names.
    Files,
    /// The rows of the one puzzle list, by row number.
    Rows,
}

/// Keeps the jobs of the files this shard holds. `found` and `jobs` are the whole,
/// unsharded listing and its plan, in the same order.
pub fn select(shard: Shard, found: &[Found], jobs: Vec<Job>) -> Vec<Job> {
    debug_assert_eq!(found.len(), jobs.len());
    found
        .iter()
        .zip(jobs)
        .filter(|(f, _)| shard.holds_file(f))
        .map(|(_, j)| j)
        .collect()
}

static ROWS: OnceLock<Shard> = OnceLock::new();
static THIS: OnceLock<Shard> = OnceLock::new();

/// Records the shard this process runs, for [`cpu_offset`]. Set once, before any work.
pub fn run_as(shard: Shard) {
    let _ = THIS.set(shard);
}

/// Where this process's workers start on the list of CPUs: shard K of workers running
/// `threads` each starts at CPU (K-1) x `threads`, so that N shards started at once on one
/// machine (GNU parallel) are not all pinned to its first CPUs.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub fn cpu_offset(threads: usize) -> usize {
    THIS.get()
        .map_or(0, |s| (s.k as usize - 1).saturating_mul(threads))
}

/// Makes every list read in this process keep only the rows `shard` holds (a single
/// list split by rows). Set once, before any work.
pub fn split_rows(shard: Shard) {
    let _ = ROWS.set(shard);
}

/// True when list row `number` (counting from 1: a text list's line, a sheet's row) is
/// read by this process: always, unless a single list is split by rows.
pub fn row_is_mine(number: u64) -> bool {
    ROWS.get().is_none_or(|s| s.holds_row(number))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs() {
        assert_eq!("2/3".parse(), Ok(Shard { k: 2, n: 3 }));
        assert_eq!(" 1/1 ".parse(), Ok(Shard { k: 1, n: 1 }));
        for bad in [
            "0/3", "4/3", "1/0", "x", "1/3/2", "", "/3", "1/", "-1/3", "+1/3", "1.0/3",
        ] {
            let e = bad.parse::<Shard>().unwrap_err();
            assert!(e.contains("K/N"), "{bad}: {e}");
        }
        assert!("1/3/2"
            .parse::<Shard>()
            .unwrap_err()
            .contains("whole numbers"));
        assert!("4/3".parse::<Shard>().unwrap_err().contains("from 1 to 3"));
    }

    #[test]
    fn indexes_count_from_zero() {
        assert_eq!(Shard::from_index("0/3"), Ok(Shard { k: 1, n: 3 }));
        assert_eq!(Shard::from_index("2/3"), Ok(Shard { k: 3, n: 3 }));
        for bad in ["3/3", "0/0", "-1/3", "x", "1/3/2", "4294967295/3"] {
            let e = Shard::from_index(bad).unwrap_err();
            assert!(e.contains("I/N"), "{bad}: {e}");
        }
    }

    #[test]
    fn the_hash_is_fixed() {
        // FNV-1a's published test vectors.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(fnv1a(b"foobar"), 0x8594_4171_f739_67e8);
        // Pinned: a change here would move files between shards of workers already
        // running another release.
        let pinned: Vec<u32> = (1..=8)
            .map(|i| shard_of(&format!("p{i}.xlsx"), 4))
            .collect();
        assert_eq!(pinned, [2, 1, 3, 3, 3, 2, 3, 2]);
        assert_eq!(hash(b"a/b.xlsx"), fmix64(fnv1a(b"a/b.xlsx")));
    }

    #[test]
    fn keys_are_relative_and_use_slashes() {
        let f = Found {
            path: PathBuf::from("/mnt/x/in/a/b.xlsx"),
            root: Some(PathBuf::from("/mnt/x/in")),
        };
        assert_eq!(file_key(&f), "a/b.xlsx");
        let named = Found {
            path: PathBuf::from("../here/./c.xlsx"),
            root: None,
        };
        assert_eq!(file_key(&named), "c.xlsx");
    }

    #[test]
    fn rows_go_round() {
        let s = Shard { k: 2, n: 3 };
        let mine: Vec<u64> = (1..=9).filter(|&r| s.holds_row(r)).collect();
        assert_eq!(mine, [2, 5, 8]);
    }

    #[test]
    fn names_get_the_shard() {
        let s = Shard { k: 2, n: 3 };
        let n = |p: &str| s.suffixed(Path::new(p)).to_string_lossy().into_owned();
        assert_eq!(n("out/r.csv"), "out/r.2-of-3.csv");
        assert_eq!(n("list.solved.xlsx"), "list.2-of-3.solved.xlsx");
        assert_eq!(n("a.b.PLAY.xlsx"), "a.b.2-of-3.PLAY.xlsx");
        assert_eq!(n("plain"), "plain.2-of-3");
        assert_eq!(n(".hidden"), ".hidden.2-of-3");
    }

    #[test]
    fn sixty_names_spread_evenly() {
        for n in [2u32, 3, 4] {
            let mut counts = vec![0u32; n as usize];
            for i in 1..=60 {
                counts[shard_of(&format!("puzzle-{i:03}.xlsx"), n) as usize - 1] += 1;
            }
            let mean = 60.0 / f64::from(n);
            for c in &counts {
                assert!(
                    (f64::from(*c) - mean).abs() <= 0.3 * mean,
                    "{n} shards: {counts:?}"
                );
            }
        }
    }
}
