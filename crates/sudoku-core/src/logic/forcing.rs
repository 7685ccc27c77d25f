//! Forcing chains, the last resort before a guess: every candidate of a cell, or every
//! place of a digit in a unit, leads to the same conclusion; then nested chains.

use super::board::Board;
use super::step::Step;

/// Cell forcing chain: not yet written.
pub(super) fn cell_forcing_chain(_b: &Board) -> Option<Step> {
    None
}

/// Unit forcing chain: not yet written.
pub(super) fn unit_forcing_chain(_b: &Board) -> Option<Step> {
    None
}

/// Nested forcing chain: not yet written.
pub(super) fn nested_forcing_chain(_b: &Board) -> Option<Step> {
    None
}
