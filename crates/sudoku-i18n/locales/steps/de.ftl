## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }, { $next }
list-and = { $init } und { $last }
list-or = { $init } oder { $last }
