//! The clock behind every deadline: std's on native targets; in a browser, where std's
//! `Instant::now` panics, the page's own clock (`performance.now`, through web-time).

#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use std::time::Instant;
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
pub use web_time::Instant;
