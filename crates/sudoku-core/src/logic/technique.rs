//! The techniques a person uses, in the order Sudoku Explainer rates them, with their
//! ratings, the scale those ratings are on ([`Difficulty`]) and the levels it falls into.

use std::fmt;
use std::str::FromStr;

/// A difficulty on the Sudoku Explainer scale, in tenths: `Difficulty(23)` is 2.3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Difficulty(pub u16);

impl Difficulty {
    /// The value as a number, e.g. 2.3.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }

    /// The value with one decimal, as the current language writes it: `2.3`, `2,3`.
    pub fn words(self) -> String {
        sudoku_i18n::decimal(sudoku_i18n::current(), self.value(), 1)
    }

    /// The difficulty plus the extra a chain of `links` links earns: a tenth each time
    /// the length passes 4, 6, 8, 12, 16, 24, 32, … (each threshold half again, then a
    /// third again, the last), as Sudoku Explainer grows its chain ratings.
    pub fn with_length(self, links: usize) -> Difficulty {
        let (mut extra, mut ceiling, mut half) = (0u16, 4usize, true);
        while links > ceiling {
            extra += 1;
            ceiling = if half {
                ceiling * 3 / 2
            } else {
                ceiling * 4 / 3
            };
            half = !half;
        }
        Difficulty(self.0 + extra)
    }
}

/// A rating as Sudoku Explainer holds it, a double: `base` (in tenths) plus a tenth
/// `added` times, summed one at a time as SE grows a chain's rating. SE compares these
/// doubles, and 6.5 + 0.1 + 0.1 is a hair above 6.6 + 0.1, so two steps that both show
/// 6.7 can rank apart; where SE ranks by this number, so does the engine.
pub(crate) fn se_sum(base: u16, added: u16) -> f64 {
    let mut extra = 0.0;
    for _ in 0..added {
        extra += 0.1;
    }
    f64::from(base) / 10.0 + extra
}

/// `2.3`, `11.0`.
impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

/// A solving technique. The engine tries them in this order, the order of their base
/// ratings on the Sudoku Explainer (SE) scale; see `docs/difficulty.md`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Technique {
    /// A digit with a single place left in a row, column or box (1.0 in a unit's last
    /// empty cell, 1.2 in a box, 1.5 in a row or column).
    HiddenSingle,
    /// Locked candidates that leave a digit one place in a box (pointing, 1.7) or in a
    /// row or column (claiming, 1.9): the step writes it. SE's "direct" pointing and
    /// claiming.
    DirectLockedCandidates,
    /// A hidden pair whose cells can hold no other digit, which leaves another digit one
    /// place in the unit: the step writes it (2.0).
    DirectHiddenPair,
    /// A cell with a single candidate left (2.3).
    NakedSingle,
    /// A hidden triple that leaves another digit one place in the unit: the step writes
    /// it (2.5).
    DirectHiddenTriple,
    /// A digit confined to one row or column inside a box (pointing, 2.6), or to one box
    /// inside a row or column (claiming, 2.8).
    LockedCandidates,
    /// Two cells of a unit with the same two candidates and nothing else (3.0).
    NakedPair,
    /// A digit whose places in two rows lie in the same two columns, or vice versa (3.2).
    XWing,
    /// Two digits confined to the same two cells of a unit (3.4).
    HiddenPair,
    /// Three cells of a unit whose candidates together are three digits (3.6).
    NakedTriple,
    /// The three-row (or three-column) X-wing (3.8).
    Swordfish,
    /// Three digits confined to the same three cells of a unit (4.0).
    HiddenTriple,
    /// A two-candidate pivot xy with pincers xz and yz: z goes from cells seeing both
    /// pincers (4.2).
    XyWing,
    /// A three-candidate pivot xyz with pincers xz and yz: z goes from cells seeing all
    /// three (4.4).
    XyzWing,
    /// Four cells in two rows, two columns and two boxes that would hold the same two
    /// digits twice over, which a puzzle with one solution cannot (types 1-4, 4.5-4.8).
    UniqueRectangle,
    /// Four cells of a unit whose candidates together are four digits (5.0).
    NakedQuad,
    /// The four-row (or four-column) X-wing (5.2).
    Jellyfish,
    /// Four digits confined to the same four cells of a unit (5.4).
    HiddenQuad,
    /// Bivalue universal grave + 1: every open cell but one has two candidates (5.6).
    Bug,
    /// Two cells whose candidates, taken together, would leave a cell that sees both with
    /// nothing: the pairs that would are excluded (6.2); SE's path only.
    AlignedPairExclusion,
    /// Two strong links of a digit in parallel lines, whose ends on one side share a line
    /// (6.6).
    Skyscraper,
    /// A strong link in a row and one in a column, joined in a box (6.6).
    TwoStringKite,
    /// Two strong links of a digit joined by a weak link (6.6).
    TurbotFish,
    /// A digit's places in a box confined to one row and one column, joined to a strong
    /// link outside (6.6).
    EmptyRectangle,
    /// An X-wing, swordfish or jellyfish with extra candidates (fins) in one box
    /// (6.6-6.8).
    FinnedFish,
    /// Two cells with the same two candidates xy, joined by a strong link on y (6.7).
    WWing,
    /// One digit's strong links coloured in two alternating colours (6.6 and up).
    SimpleColouring,
    /// A chain of one digit alternating strong and weak links (6.6 and up).
    XChain,
    /// A chain of cells with the same two candidates (6.6 and up).
    RemotePair,
    /// A chain of two-candidate cells (6.6 and up).
    XyChain,
    /// Two almost locked sets joined by a restricted common digit (7.0 and up).
    AlsXz,
    /// An alternating inference chain over any digits and cells (7.0 and up).
    Aic,
    /// Aligned pair exclusion over three cells (7.5); SE's path only.
    AlignedTripletExclusion,
    /// One candidate's digit, followed alone, breaks the grid (7.5 and up); SE's path only.
    NishioForcingChain,
    /// Every candidate of one cell leads to the same conclusion (8.0 and up).
    CellForcingChain,
    /// Every place of a digit in one unit leads to the same conclusion (8.0 and up).
    UnitForcingChain,
    /// A forcing chain whose links use what its assumption already removed (8.5 and
    /// up); SE's path only.
    DynamicForcingChain,
    /// A forcing chain whose links need forcing chains of their own (9.5 and up).
    NestedForcingChain,
    /// Nothing above applies: the solution's digit is written in (11.0).
    Guess,
}

/// How many techniques there are.
pub const TECHNIQUES: usize = 39;

impl Technique {
    /// Every technique, in the order the engine tries them.
    pub const ALL: [Technique; TECHNIQUES] = [
        Technique::HiddenSingle,
        Technique::DirectLockedCandidates,
        Technique::DirectHiddenPair,
        Technique::NakedSingle,
        Technique::DirectHiddenTriple,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::XWing,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::Swordfish,
        Technique::HiddenTriple,
        Technique::XyWing,
        Technique::XyzWing,
        Technique::UniqueRectangle,
        Technique::NakedQuad,
        Technique::Jellyfish,
        Technique::HiddenQuad,
        Technique::Bug,
        Technique::AlignedPairExclusion,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::TurbotFish,
        Technique::EmptyRectangle,
        Technique::FinnedFish,
        Technique::WWing,
        Technique::SimpleColouring,
        Technique::XChain,
        Technique::RemotePair,
        Technique::XyChain,
        Technique::AlsXz,
        Technique::Aic,
        Technique::AlignedTripletExclusion,
        Technique::NishioForcingChain,
        Technique::CellForcingChain,
        Technique::UnitForcingChain,
        Technique::DynamicForcingChain,
        Technique::NestedForcingChain,
        Technique::Guess,
    ];

    /// Its name in the current language, as people read it (reports and JSON keep
    /// [`Technique::name`]).
    pub fn words(self) -> String {
        sudoku_i18n::text(self.message_id(), &[])
    }

    /// The id of its name in the catalogs (`crates/sudoku-i18n/locales`).
    fn message_id(self) -> &'static str {
        use Technique::*;
        match self {
            HiddenSingle => "technique-hidden-single",
            DirectLockedCandidates => "technique-direct-locked-candidates",
            DirectHiddenPair => "technique-direct-hidden-pair",
            NakedSingle => "technique-naked-single",
            DirectHiddenTriple => "technique-direct-hidden-triple",
            LockedCandidates => "technique-locked-candidates",
            NakedPair => "technique-naked-pair",
            XWing => "technique-x-wing",
            HiddenPair => "technique-hidden-pair",
            NakedTriple => "technique-naked-triple",
            Swordfish => "technique-swordfish",
            HiddenTriple => "technique-hidden-triple",
            XyWing => "technique-xy-wing",
            XyzWing => "technique-xyz-wing",
            UniqueRectangle => "technique-unique-rectangle",
            NakedQuad => "technique-naked-quad",
            Jellyfish => "technique-jellyfish",
            HiddenQuad => "technique-hidden-quad",
            Bug => "technique-bug",
            AlignedPairExclusion => "technique-aligned-pair-exclusion",
            Skyscraper => "technique-skyscraper",
            TwoStringKite => "technique-two-string-kite",
            TurbotFish => "technique-turbot-fish",
            EmptyRectangle => "technique-empty-rectangle",
            FinnedFish => "technique-finned-fish",
            WWing => "technique-w-wing",
            SimpleColouring => "technique-simple-colouring",
            XChain => "technique-x-chain",
            RemotePair => "technique-remote-pairs",
            XyChain => "technique-xy-chain",
            AlsXz => "technique-als-xz",
            Aic => "technique-aic",
            AlignedTripletExclusion => "technique-aligned-triplet-exclusion",
            CellForcingChain => "technique-cell-forcing-chain",
            NishioForcingChain => "technique-nishio-forcing-chain",
            UnitForcingChain => "technique-unit-forcing-chain",
            DynamicForcingChain => "technique-dynamic-forcing-chain",
            NestedForcingChain => "technique-nested-forcing-chain",
            Guess => "technique-guess",
        }
    }

    /// Its usual English name, e.g. "hidden single", "X-wing".
    pub fn name(self) -> &'static str {
        use Technique::*;
        match self {
            HiddenSingle => "hidden single",
            DirectLockedCandidates => "direct locked candidates",
            DirectHiddenPair => "direct hidden pair",
            NakedSingle => "naked single",
            DirectHiddenTriple => "direct hidden triple",
            LockedCandidates => "locked candidates",
            NakedPair => "naked pair",
            XWing => "X-wing",
            HiddenPair => "hidden pair",
            NakedTriple => "naked triple",
            Swordfish => "swordfish",
            HiddenTriple => "hidden triple",
            XyWing => "XY-wing",
            XyzWing => "XYZ-wing",
            UniqueRectangle => "unique rectangle",
            NakedQuad => "naked quad",
            Jellyfish => "jellyfish",
            HiddenQuad => "hidden quad",
            Bug => "BUG+1",
            AlignedPairExclusion => "aligned pair exclusion",
            Skyscraper => "skyscraper",
            TwoStringKite => "2-string kite",
            TurbotFish => "turbot fish",
            EmptyRectangle => "empty rectangle",
            FinnedFish => "finned fish",
            WWing => "W-wing",
            SimpleColouring => "simple colouring",
            XChain => "X-chain",
            RemotePair => "remote pairs",
            XyChain => "XY-chain",
            AlsXz => "ALS-XZ",
            Aic => "alternating inference chain",
            AlignedTripletExclusion => "aligned triplet exclusion",
            CellForcingChain => "cell forcing chain",
            NishioForcingChain => "Nishio forcing chain",
            UnitForcingChain => "unit forcing chain",
            DynamicForcingChain => "dynamic forcing chain",
            NestedForcingChain => "nested forcing chain",
            Guess => "guess",
        }
    }

    /// True when Sudoku Explainer has the technique (or rates the same pattern under one
    /// of its own names at the same number: skyscrapers and kites are its turbot fish).
    /// The path that gives the SE number uses only these, so that it finds what SE finds
    /// where a person might take a cheaper pattern SE does not know (W-wing, XY-chain,
    /// ALS-XZ, ...); `docs/difficulty.md` explains the two paths.
    pub fn in_sudoku_explainer(self) -> bool {
        use Technique::*;
        !matches!(
            self,
            FinnedFish | WWing | SimpleColouring | RemotePair | XyChain | AlsXz
        )
    }

    /// True when a person's path (explain, hint) uses the technique: SE's Nishio and
    /// dynamic chains are left to SE's path, where a person's path has the forcing chains
    /// of `forcing.rs`; and so are SE's aligned exclusions, which try every combination
    /// of digits where a person's path has chains it can draw.
    pub(crate) fn on_human_path(self) -> bool {
        !matches!(
            self,
            Technique::NishioForcingChain
                | Technique::DynamicForcingChain
                | Technique::AlignedPairExclusion
                | Technique::AlignedTripletExclusion
        )
    }

    /// Sudoku Explainer's name for a step of this technique rated `difficulty`, where
    /// the two fix it (SE says "Pointing" at 2.6 and "Claiming" at 2.8); `None` where
    /// the step itself knows more (unique loops, BUG, chains: [`Step::se_name`]) or SE
    /// has no such technique.
    ///
    /// [`Step::se_name`]: super::Step::se_name
    pub fn se_name(self, difficulty: Difficulty) -> Option<&'static str> {
        use Technique::*;
        Some(match self {
            HiddenSingle => "Hidden Single",
            DirectLockedCandidates if difficulty <= Difficulty(17) => "Direct Pointing",
            DirectLockedCandidates => "Direct Claiming",
            DirectHiddenPair => "Direct Hidden Pair",
            NakedSingle => "Naked Single",
            DirectHiddenTriple => "Direct Hidden Triplet",
            LockedCandidates if difficulty <= Difficulty(26) => "Pointing",
            LockedCandidates => "Claiming",
            NakedPair => "Naked Pair",
            XWing => "X-Wing",
            HiddenPair => "Hidden Pair",
            NakedTriple => "Naked Triplet",
            Swordfish => "Swordfish",
            HiddenTriple => "Hidden Triplet",
            XyWing => "XY-Wing",
            XyzWing => "XYZ-Wing",
            NakedQuad => "Naked Quad",
            Jellyfish => "Jellyfish",
            HiddenQuad => "Hidden Quad",
            AlignedPairExclusion => "Aligned Pair Exclusion",
            AlignedTripletExclusion => "Aligned Triplet Exclusion",
            NishioForcingChain => "Nishio Forcing Chains",
            _ => return None,
        })
    }

    /// Its base rating on the Sudoku Explainer scale; a step may rate higher (a hidden
    /// single in a row, claiming, a long chain).
    pub fn difficulty(self) -> Difficulty {
        use Technique::*;
        Difficulty(match self {
            HiddenSingle => 12,
            DirectLockedCandidates => 17,
            DirectHiddenPair => 20,
            NakedSingle => 23,
            DirectHiddenTriple => 25,
            LockedCandidates => 26,
            NakedPair => 30,
            XWing => 32,
            HiddenPair => 34,
            NakedTriple => 36,
            Swordfish => 38,
            HiddenTriple => 40,
            XyWing => 42,
            XyzWing => 44,
            UniqueRectangle => 45,
            NakedQuad => 50,
            Jellyfish => 52,
            HiddenQuad => 54,
            Bug => 56,
            AlignedPairExclusion => 62,
            Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | FinnedFish | WWing
            | SimpleColouring | XChain | RemotePair | XyChain => 66,
            AlsXz | Aic => 70,
            AlignedTripletExclusion | NishioForcingChain => 75,
            CellForcingChain | UnitForcingChain => 80,
            DynamicForcingChain => 85,
            NestedForcingChain => 95,
            Guess => 110,
        })
    }

    /// The least level a puzzle needing this technique gets.
    pub fn level(self) -> Level {
        Level::of(self.difficulty())
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

/// Parses a technique name as shown by `Display`; case, spaces, `-`, `_` and `+` are
/// ignored ("x-wing", "XWing", "hidden_single", "bug+1" all work).
impl FromStr for Technique {
    type Err = ParseTechniqueError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let key = |t: &str| -> String {
            t.chars()
                .filter(|c| !matches!(c, ' ' | '-' | '_' | '+'))
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

/// Difficulty level: a band of the Sudoku Explainer scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// Singles, and the direct techniques that end in one (up to 2.5).
    Easy,
    /// Locked candidates, naked and hidden pairs, X-wing (2.6-3.4).
    Medium,
    /// Triples, quads, swordfish, jellyfish, XY- and XYZ-wings, unique rectangles, BUG+1
    /// (3.5-5.9).
    Hard,
    /// Single-digit patterns, finned fish, colouring, chains, ALS (6.0-7.9).
    Expert,
    /// Forcing chains, or a guess (8.0 and up).
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The level of a puzzle whose hardest step rates `d`.
    pub fn of(d: Difficulty) -> Level {
        Level::ALL
            .into_iter()
            .find(|l| d <= l.hardest())
            .unwrap_or(Level::Extreme)
    }

    /// The highest difficulty of the band.
    pub fn hardest(self) -> Difficulty {
        Difficulty(match self {
            Level::Easy => 25,
            Level::Medium => 34,
            Level::Hard => 59,
            Level::Expert => 79,
            Level::Extreme => u16::MAX,
        })
    }

    /// Lower-case name, as the CLI spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// The level in the current language's words, for people (reports keep [`Level::name`]).
    pub fn words(level: Option<Level>) -> String {
        match level {
            Some(Level::Easy) => sudoku_i18n::tr!("level-easy"),
            Some(Level::Medium) => sudoku_i18n::tr!("level-medium"),
            Some(Level::Hard) => sudoku_i18n::tr!("level-hard"),
            Some(Level::Expert) => sudoku_i18n::tr!("level-expert"),
            Some(Level::Extreme) => sudoku_i18n::tr!("level-extreme"),
            None => sudoku_i18n::tr!("level-none"),
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
#[error("{}", sudoku_i18n::tr!("value-level", text = format!("{:?}", .0)))]
pub struct ParseLevelError(pub String);

/// Parses `easy`, `medium`, `hard`, `expert` or `extreme`, in any case.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_has_words_in_every_language() {
        for t in Technique::ALL {
            let id = t.message_id();
            assert_eq!(
                sudoku_i18n::text_in(sudoku_i18n::Lang::En, id, &[]),
                t.name()
            );
            for lang in sudoku_i18n::Lang::ALL {
                let words = sudoku_i18n::text_in(lang, id, &[]);
                assert!(!words.is_empty() && words != id, "{lang}: {t:?}");
            }
        }
    }

    #[test]
    fn order_follows_ratings() {
        assert!(Technique::ALL
            .windows(2)
            .all(|w| w[0] < w[1] && w[0].difficulty() <= w[1].difficulty()));
        assert_eq!(Technique::ALL.len(), TECHNIQUES);
    }

    #[test]
    fn lengths_raise_difficulty_in_steps() {
        let base = Difficulty(66);
        let got: Vec<u16> = [4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25]
            .into_iter()
            .map(|n| base.with_length(n).0 - 66)
            .collect();
        assert_eq!(got, [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
        assert_eq!(Difficulty(110).to_string(), "11.0");
    }

    #[test]
    fn bands_cover_the_scale() {
        assert_eq!(Level::of(Difficulty(23)), Level::Easy);
        assert_eq!(Level::of(Difficulty(32)), Level::Medium);
        assert_eq!(Level::of(Difficulty(36)), Level::Hard);
        assert_eq!(Level::of(Difficulty(66)), Level::Expert);
        assert_eq!(Level::of(Difficulty(80)), Level::Extreme);
        assert_eq!(Level::of(Difficulty(110)), Level::Extreme);
    }
}
