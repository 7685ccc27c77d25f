//! Puzzle generation (in progress).
