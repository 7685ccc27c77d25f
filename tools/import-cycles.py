#!/usr/bin/env python3
"""Import circles between the files of each crate of the workspace.

A file imports another when it names an item of it: `use crate::a::b::Item`,
`use super::x`, a path such as `crate::a::b::f(..)` or `child::f(..)` in code, or a name
that a `use` brought in. A name reached through a re-export (`pub use` in lib.rs, main.rs
or a mod.rs) counts as an import of the file that defines it, and those re-exports are no
imports themselves, so a crate's root and its folders' mod.rs files can gather names
without making circles. Nor is what a lib.rs, main.rs or mod.rs names of the files in
its own folder: such a file gathers and dispatches to its children, which may use the
types it declares (`--strict` counts those too). `tests` modules count like any other
code; comments (docs included) and strings are not read.

Prints every strongly connected component of more than one file with the imports inside
it, and exits with status 1 when there is one. `--graph` prints every import instead.

    python3 tools/import-cycles.py [--graph] [--strict] [crate roots...]

With no roots it checks the crates of this workspace: src/lib.rs (the command's library)
and src/main.rs, crates/sudoku-core/src/lib.rs, crates/sudoku-i18n/src/lib.rs,
crates/sudoku-workbook/src/lib.rs and
web/src/lib.rs (the web page's WebAssembly).
"""

import os
import re
import sys
from collections import defaultdict

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_ROOTS = [
    "src/lib.rs",
    "src/main.rs",
    "crates/sudoku-core/src/lib.rs",
    "crates/sudoku-i18n/src/lib.rs",
    "crates/sudoku-workbook/src/lib.rs",
    "web/src/lib.rs",
]
ITEM_KEYWORDS = {"fn", "struct", "enum", "trait", "type", "const", "static", "union"}
PATH_STARTS = {"crate", "super", "self"}


def strip(src):
    """Source with comments, strings and char literals blanked (newlines kept)."""
    out = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        nxt = src[i + 1] if i + 1 < n else ""
        if c == "/" and nxt == "/":
            j = src.find("\n", i)
            i = n if j < 0 else j
        elif c == "/" and nxt == "*":
            depth, i = 1, i + 2
            while i < n and depth:
                if src.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif src.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    out.append("\n" if src[i] == "\n" else "")
                    i += 1
        elif c == "r" and re.match(r'r#*"', src[i:]) and not re.match(r"\w", src[i - 1 : i] or " "):
            m = re.match(r'r(#*)"', src[i:])
            end = src.find('"' + m.group(1), i + len(m.group(0)))
            end = n if end < 0 else end + 1 + len(m.group(1))
            out.append('""' + "\n" * src.count("\n", i, end))
            i = end
        elif c == '"':
            j = i + 1
            while j < n and src[j] != '"':
                j += 2 if src[j] == "\\" else 1
            out.append('""' + "\n" * src.count("\n", i, j))
            i = j + 1
        elif c == "'":
            m = re.match(r"'(\\(u\{[0-9a-fA-F]*\}|x..|.)|[^\\'])'", src[i:], re.S)
            if m:
                out.append("' '")
                i += len(m.group(0))
            else:  # a lifetime or a label
                out.append(c)
                i += 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


TOKEN = re.compile(r"\$?[A-Za-z_][A-Za-z0-9_]*|::|\S")


def tokens(text):
    toks = []
    for line_no, line in enumerate(text.split("\n"), 1):
        for m in TOKEN.finditer(line):
            t = m.group(0)
            toks.append(("crate" if t == "$crate" else t, line_no))
    return toks


class Scope:
    """One module: a file, or an inline `mod name { ... }` within one."""

    def __init__(self, path, file):
        self.path = path  # tuple of names from the crate root
        self.file = file
        self.children = {}  # name -> module path
        self.uses = {}  # name -> (scope, raw segments)
        self.globs = []  # raw segments of `use x::*`
        self.items = set()


class Crate:
    def __init__(self, root):
        self.root = root
        self.scopes = {}
        self.refs = []  # (file, scope path, raw segments, line, is_reexport)
        self.files = []
        self.load(os.path.normpath(root), ())

    def load(self, file, path):
        self.files.append(file)
        with open(file, encoding="utf-8") as f:
            toks = tokens(strip(f.read()))
        base = os.path.basename(file)
        owns_folder = base in ("lib.rs", "main.rs", "mod.rs")
        here = os.path.dirname(file)
        child_dir = here if owns_folder else os.path.join(here, base[:-3])
        self.parse(toks, file, path, child_dir, owns_folder)

    def parse(self, toks, file, path, child_dir, gathers):
        scopes = [Scope(path, file)]
        self.scopes[path] = scopes[0]
        depth, opens = 0, []  # brace depth; depths at which inline modules close
        pending_path_attr = None
        i = 0
        while i < len(toks):
            t, line = toks[i]
            scope = scopes[-1]
            at_module_level = depth == (opens[-1] if opens else 0)
            if t == "#" and i + 2 < len(toks) and toks[i + 1][0] == "[":
                if toks[i + 2][0] == "path":
                    pending_path_attr = True  # the literal itself was blanked
                # Paths inside attributes (`#[error("..", crate::x::f(..))]`) are read.
                i += 2
                continue
            if t == "{":
                depth += 1
            elif t == "}":
                depth -= 1
                if opens and depth == opens[-1] - 1:
                    opens.pop()
                    scopes.pop()
            elif t == "mod" and at_module_level and i + 2 < len(toks):
                name, after = toks[i + 1][0], toks[i + 2][0]
                sub = scope.path + (name,)
                scope.children[name] = sub
                if after == ";":
                    if pending_path_attr:
                        print(f"{file}:{line}: #[path] module {name} not followed", file=sys.stderr)
                    else:
                        flat = os.path.join(child_dir, name + ".rs")
                        nested = os.path.join(child_dir, name, "mod.rs")
                        self.load(flat if os.path.exists(flat) else nested, sub)
                    i += 3
                elif after == "{":
                    inline = Scope(sub, file)
                    self.scopes[sub] = inline
                    scopes.append(inline)
                    depth += 1
                    opens.append(depth)
                    i += 3
                    continue
                pending_path_attr = None
                continue
            elif t == "use" and (i == 0 or toks[i - 1][0] != "::"):
                vis = self.visibility(toks, i)
                j = toks_index(toks, ";", i)
                tree = [x for x, _ in toks[i + 1 : j]]
                for segs, alias in use_tree(tree):
                    if segs[-1] == "*":
                        if at_module_level:
                            scope.globs.append(segs[:-1])
                        self.refs.append((file, scope.path, segs[:-1], line, False))
                        continue
                    if at_module_level and alias != "_":
                        scope.uses[alias] = segs
                    reexport = gathers and vis and len(scopes) == 1
                    self.refs.append((file, scope.path, segs, line, reexport))
                i = j + 1
                continue
            elif t in ITEM_KEYWORDS and at_module_level and i + 1 < len(toks):
                scope.items.add(toks[i + 1][0])
            elif t == "macro_rules" and i + 2 < len(toks):
                scope.items.add(toks[i + 2][0])
            elif (
                re.match(r"[A-Za-z_]", t)
                and i + 2 < len(toks)
                and toks[i + 1][0] == "::"
                and (i == 0 or toks[i - 1][0] not in ("::", "."))
            ):
                segs, j = [t], i + 1
                while j + 1 < len(toks) and toks[j][0] == "::" and re.match(r"[A-Za-z_]", toks[j + 1][0]):
                    segs.append(toks[j + 1][0])
                    j += 2
                self.refs.append((file, scope.path, segs, line, False))
                i = j
                continue
            pending_path_attr = None if t not in ("pub", "(", ")", "crate") else pending_path_attr
            i += 1

    @staticmethod
    def visibility(toks, i):
        j = i - 1
        if j >= 0 and toks[j][0] == ")":
            while j >= 0 and toks[j][0] != "(":
                j -= 1
            j -= 1
        return j >= 0 and toks[j][0] == "pub"

    # --- resolving paths to the files that define their items ---

    def absolute(self, scope_path, segs, seen):
        """Segments from the crate root, or None for another crate's path."""
        first, rest = segs[0], list(segs[1:])
        if first == "crate":
            return rest
        if first == "self":
            return list(scope_path) + rest
        if first == "super":
            up = list(scope_path)
            while segs and segs[0] == "super":
                up, segs = up[:-1], segs[1:]
            return up + list(segs)
        scope = self.scopes.get(tuple(scope_path))
        if scope is None:
            return None
        if first in scope.children or first in scope.items:
            return list(scope_path) + list(segs)
        if first in scope.uses:
            key = (tuple(scope_path), first)
            if key in seen:
                return None
            inner = self.absolute(scope_path, scope.uses[first], seen | {key})
            return None if inner is None else inner + rest
        for glob in scope.globs:
            key = (tuple(scope_path), "*", tuple(glob))
            if key in seen:
                continue
            base = self.absolute(scope_path, glob, seen | {key})
            if base is not None and self.defines(tuple(base), first):
                return base + list(segs)
        return None

    def defines(self, path, name):
        scope = self.scopes.get(path)
        return scope is not None and (
            name in scope.children or name in scope.items or name in scope.uses
        )

    def target(self, abs_segs, seen=frozenset()):
        """The file holding what the absolute path names."""
        cur = ()
        for k, name in enumerate(abs_segs):
            scope = self.scopes[cur]
            if name in scope.children:
                cur = scope.children[name]
                continue
            if name in scope.items:
                return scope.file
            if name in scope.uses:
                key = (cur, name)
                if key in seen:
                    return scope.file
                inner = self.absolute(cur, scope.uses[name], seen | {key})
                if inner is None:
                    return scope.file
                return self.target(inner + list(abs_segs[k + 1 :]), seen | {key})
            for glob in scope.globs:
                base = self.absolute(cur, glob, seen)
                if base is not None and self.defines(tuple(base), name):
                    return self.target(base + list(abs_segs[k:]), seen)
            return scope.file
        return self.scopes[cur].file

    def edges(self, strict):
        found = defaultdict(set)  # (from, to) -> names
        for file, scope_path, segs, line, reexport in self.refs:
            if reexport:
                continue
            if segs[0] not in PATH_STARTS:
                scope = self.scopes[scope_path]
                known = segs[0] in scope.children or segs[0] in scope.uses or segs[0] in scope.items
                if not known and not any(
                    (b := self.absolute(scope_path, g, frozenset())) is not None
                    and self.defines(tuple(b), segs[0])
                    for g in scope.globs
                ):
                    continue
            abs_segs = self.absolute(scope_path, segs, frozenset())
            if abs_segs is None:
                continue
            to = self.target(abs_segs)
            if not strict and parent_of(file, to):
                continue
            if to != file:
                found[(file, to)].add(f"{'::'.join(segs)} (line {line})")
        return found


def parent_of(file, other):
    """Whether `file` is a lib.rs, main.rs or mod.rs and `other` lies in its folder."""
    if os.path.basename(file) not in ("lib.rs", "main.rs", "mod.rs"):
        return False
    return os.path.commonpath([os.path.dirname(file), other]) == os.path.dirname(file)


def toks_index(toks, what, start):
    for j in range(start, len(toks)):
        if toks[j][0] == what:
            return j
    return len(toks)


def use_tree(tree, prefix=()):
    """[(segments, alias)] of a `use` tree given as tokens without `use` and `;`."""
    out, i = [], 0
    segs = list(prefix)
    while i < len(tree):
        t = tree[i]
        if t == "::":
            i += 1
        elif t == "{":
            depth, j = 1, i + 1
            parts, start = [], j
            while j < len(tree) and depth:
                if tree[j] == "{":
                    depth += 1
                elif tree[j] == "}":
                    depth -= 1
                if (tree[j] == "," and depth == 1) or depth == 0:
                    parts.append(tree[start:j])
                    start = j + 1
                j += 1
            for part in parts:
                if part:
                    out += use_tree(part, segs)
            return out
        elif t == "as":
            out.append((segs, tree[i + 1]))
            return out
        elif t == ",":
            i += 1
        else:
            segs.append(t)
            i += 1
    if segs:
        if segs[-1] == "self":
            segs = segs[:-1]
        if segs:
            out.append((segs, segs[-1]))
    return out


def components(nodes, edges):
    """Tarjan's strongly connected components."""
    index, low, stack, on, comps = {}, {}, [], set(), []
    succ = defaultdict(list)
    for a, b in edges:
        succ[a].append(b)

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in succ[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            comps.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return comps


def main(argv):
    graph = "--graph" in argv
    strict = "--strict" in argv
    roots = [a for a in argv if not a.startswith("--")] or [
        os.path.join(REPO, r) for r in DEFAULT_ROOTS
    ]
    circles = 0
    for root in roots:
        crate = Crate(root)
        edges = crate.edges(strict)
        rel = lambda f: os.path.relpath(f, REPO)
        if graph:
            for (a, b), names in sorted(edges.items()):
                print(f"{rel(a)} -> {rel(b)}: {', '.join(sorted(names))}")
        comps = [c for c in components(crate.files, edges) if len(c) > 1]
        print(f"{rel(root)}: {len(crate.files)} files, {len(comps)} import circle(s)")
        for comp in comps:
            circles += 1
            print(f"  circle of {len(comp)} files: {' '.join(rel(f) for f in comp)}")
            inside = set(comp)
            for (a, b), names in sorted(edges.items()):
                if a in inside and b in inside:
                    print(f"    {rel(a)} -> {rel(b)}: {', '.join(sorted(names))}")
    return 1 if circles else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
