//! Techniques that rely on the puzzle having one solution: unique rectangles (types 1-4)
//! and BUG+1. The engine calls them only when the solver has proved that.

use super::board::Board;
use super::step::Step;

/// Unique rectangle: not yet written.
pub(super) fn unique_rectangle(_b: &Board) -> Option<Step> {
    None
}

/// BUG+1: not yet written.
pub(super) fn bug(_b: &Board) -> Option<Step> {
    None
}
