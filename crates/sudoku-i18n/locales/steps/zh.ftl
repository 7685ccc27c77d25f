## Lists inside sentences: $init is the items before, joined already.

list-comma = { $init }、{ $next }
list-and = { $init }和{ $last }
list-or = { $init }或{ $last }
