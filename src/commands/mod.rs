//! One module per subcommand: each turns its clap arguments into a checked configuration
//! and runs it, returning the exit status.

pub mod explain;
pub mod find;
pub mod generate;
pub mod hint;
pub mod play;
pub mod rate;
pub mod solve;
