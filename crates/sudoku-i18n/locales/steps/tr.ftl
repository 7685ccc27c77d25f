## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } ve { $last }
list-or = { $init } veya { $last }
