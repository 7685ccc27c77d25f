//! Cross-checks of the whole module: property tests, a brute-force counter, and the 9x9
//! engine on the committed puzzle samples.
