## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } e { $last }
list-or = { $init } ou { $last }
