## --help (to be written).
