//! Human-style difficulty rating (in progress).
