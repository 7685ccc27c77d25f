//! Almost locked sets: n cells of a unit holding n + 1 digits between them.

use super::board::Board;
use super::step::Step;

/// ALS-XZ: not yet written.
pub(super) fn als_xz(_b: &Board) -> Option<Step> {
    None
}
