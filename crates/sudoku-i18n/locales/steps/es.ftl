## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } y { $last }
list-or = { $init } o { $last }
