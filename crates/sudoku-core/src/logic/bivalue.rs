//! Chains of two-candidate cells: W-wing, remote pairs and XY-chains.

use super::board::Board;
use super::step::Step;

/// W-wing: not yet written.
pub(super) fn w_wing(_b: &Board) -> Option<Step> {
    None
}

/// Remote pairs: not yet written.
pub(super) fn remote_pair(_b: &Board) -> Option<Step> {
    None
}

/// XY-chain: not yet written.
pub(super) fn xy_chain(_b: &Board) -> Option<Step> {
    None
}
