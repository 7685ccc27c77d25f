## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }、{ $next }
list-and = { $init }と{ $last }
list-or = { $init }または{ $last }
