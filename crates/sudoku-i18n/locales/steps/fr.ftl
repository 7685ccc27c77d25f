## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } et { $last }
list-or = { $init } ou { $last }
