//! The techniques a person uses, in order of difficulty, and the levels they define.

use std::fmt;
use std::str::FromStr;

/// A solving technique, in order of difficulty: the rater always tries them in this order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A cell with a single candidate left.
    NakedSingle,
    /// A digit with a single place left in a row, column or box.
    HiddenSingle,
    /// A digit confined to one row or column inside a box (pointing), or to one box inside
    /// a row or column (claiming).
    LockedCandidates,
    /// Two cells of a unit with the same two candidates and nothing else.
    NakedPair,
    /// Two digits confined to the same two cells of a unit.
    HiddenPair,
    /// Three cells of a unit whose candidates together are three digits.
    NakedTriple,
    /// Three digits confined to the same three cells of a unit.
    HiddenTriple,
    /// Four cells of a unit whose candidates together are four digits.
    NakedQuad,
    /// Four digits confined to the same four cells of a unit.
    HiddenQuad,
    /// A digit whose places in two rows lie in the same two columns (or vice versa).
    XWing,
    /// The three-row (or three-column) version of the X-wing.
    Swordfish,
    /// A two-candidate pivot xy with pincers xz and yz: z goes from cells seeing both
    /// pincers.
    XyWing,
    /// A three-candidate pivot xyz with pincers xz and yz: z goes from cells seeing all
    /// three.
    XyzWing,
    /// The four-row (or four-column) version of the X-wing.
    Jellyfish,
    /// Nothing above applies: a digit had to be guessed.
    Guess,
}

/// How many techniques there are.
pub const TECHNIQUES: usize = 15;

impl Technique {
    /// Every technique, simplest first.
    pub const ALL: [Technique; TECHNIQUES] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::NakedQuad,
        Technique::HiddenQuad,
        Technique::XWing,
        Technique::Swordfish,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::Jellyfish,
        Technique::Guess,
    ];

    /// Readable name, e.g. "hidden single", "X-wing".
    pub fn name(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::LockedCandidates => "locked candidates",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::NakedQuad => "naked quad",
            Technique::HiddenQuad => "hidden quad",
            Technique::XWing => "X-wing",
            Technique::Swordfish => "swordfish",
            Technique::XyWing => "XY-wing",
            Technique::XyzWing => "XYZ-wing",
            Technique::Jellyfish => "jellyfish",
            Technique::Guess => "guess",
        }
    }

    /// The least level a puzzle needing this technique gets.
    pub fn level(self) -> Level {
        use Technique::*;
        match self {
            NakedSingle | HiddenSingle => Level::Easy,
            LockedCandidates | NakedPair | HiddenPair => Level::Medium,
            NakedTriple | HiddenTriple | NakedQuad | HiddenQuad | XWing | Swordfish | XyWing
            | XyzWing | Jellyfish => Level::Hard,
            Guess => Level::Expert,
        }
    }

    /// Points one use of this technique adds to [`Rating::score`](super::Rating::score).
    pub fn cost(self) -> u32 {
        use Technique::*;
        match self {
            NakedSingle | HiddenSingle => 1,
            LockedCandidates => 5,
            NakedPair => 8,
            HiddenPair => 10,
            NakedTriple => 14,
            HiddenTriple => 18,
            NakedQuad => 22,
            HiddenQuad => 26,
            XWing => 30,
            Swordfish => 40,
            XyWing => 45,
            XyzWing => 50,
            Jellyfish => 60,
            Guess => 100,
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no technique.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown technique {0:?}")]
pub struct ParseTechniqueError(pub String);

/// Parses a technique name as shown by `Display`; case, spaces, `-` and `_` are ignored
/// ("x-wing", "XWing", "hidden_single" all work).
impl FromStr for Technique {
    type Err = ParseTechniqueError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key = |t: &str| -> String {
            t.chars()
                .filter(|c| !matches!(c, ' ' | '-' | '_'))
                .flat_map(char::to_lowercase)
                .collect()
        };
        let want = key(s);
        Technique::ALL
            .into_iter()
            .find(|t| key(t.name()) == want)
            .ok_or_else(|| ParseTechniqueError(s.to_string()))
    }
}

/// Difficulty level, from the hardest technique a puzzle needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Needs locked candidates or a naked/hidden pair, nothing harder.
    Medium,
    /// Needs triples, quads, X-wing, swordfish, jellyfish, XY-wing or XYZ-wing.
    Hard,
    /// None of the implemented techniques finishes it: it needs a guess (or techniques
    /// beyond this rater). Also every grid that is not a proper puzzle (no solution, or
    /// several).
    Expert,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// Lower-case name, as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The hardest technique a puzzle of this level may need.
    pub fn hardest_technique(self) -> Technique {
        match self {
            Level::Easy => Technique::HiddenSingle,
            Level::Medium => Technique::HiddenPair,
            Level::Hard => Technique::Jellyfish,
            Level::Expert => Technique::Guess,
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a string names no level.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown level {0:?}; use easy, medium, hard or expert")]
pub struct ParseLevelError(pub String);

/// Parses `easy`, `medium`, `hard` or `expert`, in any case.
impl FromStr for Level {
    type Err = ParseLevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseLevelError(s.to_string()))
    }
}
