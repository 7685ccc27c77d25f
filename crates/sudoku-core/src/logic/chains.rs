//! Alternating inference chains over any digits and cells.

use super::board::Board;
use super::step::Step;

/// AIC: not yet written.
pub(super) fn aic(_b: &Board) -> Option<Step> {
    None
}
