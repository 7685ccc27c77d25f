//! Patterns of one digit: skyscraper, 2-string kite, turbot fish, empty rectangle, finned
//! and sashimi fish, simple colouring and X-chains.

use super::board::Board;
use super::step::Step;

/// Skyscraper: not yet written.
pub(super) fn skyscraper(_b: &Board) -> Option<Step> {
    None
}

/// 2-string kite: not yet written.
pub(super) fn two_string_kite(_b: &Board) -> Option<Step> {
    None
}

/// Turbot fish: not yet written.
pub(super) fn turbot_fish(_b: &Board) -> Option<Step> {
    None
}

/// Empty rectangle: not yet written.
pub(super) fn empty_rectangle(_b: &Board) -> Option<Step> {
    None
}

/// Finned and sashimi fish: not yet written.
pub(super) fn finned_fish(_b: &Board) -> Option<Step> {
    None
}

/// Simple colouring: not yet written.
pub(super) fn simple_colouring(_b: &Board) -> Option<Step> {
    None
}

/// X-chain: not yet written.
pub(super) fn x_chain(_b: &Board) -> Option<Step> {
    None
}
