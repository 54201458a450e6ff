#!/usr/bin/env python3
"""Layering check: no #include reaches a folder its README does not allow.

usage: check_includes.py SOURCE_DIR COMPILE_COMMANDS
       check_includes.py --planted SOURCE_DIR COMPILE_COMMANDS SCRATCH_DIR

Every top-level folder's README.md opens with one sentence saying what it may
depend on, and right under it a line naming the folders (or files) of this
repository it may include from, each also named in that opening paragraph:

    Includes from: include/acl/, harness/southbound/aclcts_southbound.h
    Includes from: nothing

An entry ending in "/" allows that folder and everything under it; any other
entry allows that file, or the files it names without their extension
("common/json_grammar" allows common/json_grammar.h). A folder may always
include its own files.

Each #include of every C/C++ file (and .def/.inc X-macro list) is resolved the
way the compiler resolves it: "x" first beside the including file, then, like
<x>, through the -I/-isystem/-iquote directories the build gives that file
(compile_commands.json; a header or a file outside this build uses those of
its folder's files, then include/, the headers every folder may use). An include that lands inside this repository outside the
including folder and outside every allowed entry is a violation; a quoted
include that resolves nowhere is one too (the reach cannot be judged). Exit 1
with one line per problem, 0 when the layering holds.

--planted copies the tree into SCRATCH_DIR, appends
`#include "../ref/src/state.h"` to a conformance/ source (it resolves through
the include/ directory every case gets, to ref/src/state.h), and checks that
the check fails naming that line: the test that proves the check can fail.
"""
import json
import os
import re
import shlex
import shutil
import sys

EXTS = (".c", ".h", ".cpp", ".cc", ".hpp", ".def", ".inc")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
DEPENDS = re.compile(r"^Includes from:\s*(.*)$")
SKIP = re.compile(r"^(\.|build)")


def top_folders(root):
    return sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and not SKIP.match(d))


def exists(root, entry):
    """A file or folder of the tree, or the stem of files ("common/json_grammar")."""
    if os.path.exists(os.path.join(root, entry)):
        return True
    parent = os.path.join(root, os.path.dirname(entry))
    return os.path.isdir(parent) and any(n.startswith(os.path.basename(entry) + ".") for n in os.listdir(parent))


def first_paragraph(lines):
    """The text of the paragraph after the README's heading."""
    para, started = [], False
    for line in lines:
        if line.startswith("#") and not started:
            continue
        if not line.strip():
            if started:
                break
            continue
        if DEPENDS.match(line):
            break
        started = True
        para.append(line.strip())
    return " ".join(para)


def read_allowed(root, folder, problems):
    """The allowed entries of folder's README; None when it has none."""
    path = os.path.join(root, folder, "README.md")
    if not os.path.isfile(path):
        problems.append("%s/: no README.md saying what it may depend on" % folder)
        return None
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()[:20]
    para = first_paragraph(lines).replace("`", "")
    for line in lines:
        m = DEPENDS.match(line)
        if not m:
            continue
        entries = [e.strip() for e in m.group(1).split(",") if e.strip()]
        if entries == ["nothing"]:
            return []
        for e in entries:
            if e.rstrip("/") not in para:
                problems.append("%s/README.md: 'Includes from' names %s, which its first sentence does not" %
                                (folder, e))
            if not exists(root, e):
                problems.append("%s/README.md: 'Includes from' names %s, which does not exist" % (folder, e))
        return entries
    problems.append("%s/README.md: no 'Includes from:' line under its first sentence" % folder)
    return None


def allows(entries, rel):
    for e in entries:
        if e.endswith("/") and rel.startswith(e):
            return True
        if rel == e or rel.startswith(e + ".") and "/" not in rel[len(e):]:
            return True
    return False


def include_dirs(command):
    """-I, -isystem, -iquote directories of one compile command, in order."""
    args = command["arguments"] if "arguments" in command else shlex.split(command["command"])
    out, i = [], 0
    while i < len(args):
        a = args[i]
        for flag in ("-I", "-isystem", "-iquote"):
            if a == flag and i + 1 < len(args):
                out.append(args[i + 1])
                i += 1
                break
            if a.startswith(flag) and len(a) > len(flag):
                out.append(a[len(flag):])
                break
        i += 1
    return [os.path.normpath(os.path.join(command["directory"], d)) for d in out]


def load_dirs(db_path, source_root, root):
    """{repo-relative file: [include dirs]} with every path moved from source_root to root."""
    with open(db_path, encoding="utf-8") as f:
        db = json.load(f)
    src = os.path.realpath(source_root)

    def rebase(p):
        p = os.path.realpath(p)
        return os.path.join(root, os.path.relpath(p, src)) if p == src or p.startswith(src + os.sep) else p

    by_file = {}
    for c in db:
        f = os.path.realpath(os.path.join(c["directory"], c["file"]))
        if f.startswith(src + os.sep):
            by_file[os.path.relpath(f, src)] = [rebase(d) for d in include_dirs(c)]
    return by_file


def folder_dirs(by_file):
    """Per top-level folder, the union of its files' include dirs (first seen first)."""
    out = {}
    for rel, dirs in sorted(by_file.items()):
        acc = out.setdefault(rel.split("/")[0], [])
        for d in dirs:
            if d not in acc:
                acc.append(d)
    return out


def resolve(root, rel, quote, name, dirs):
    here = os.path.dirname(os.path.join(root, rel))
    for d in ([here] if quote == '"' else []) + dirs:
        p = os.path.normpath(os.path.join(d, name))
        if os.path.isfile(p):
            return os.path.realpath(p)
    return None


def check(root, by_file, problems):
    real_root = os.path.realpath(root)
    per_folder = folder_dirs(by_file)
    for folder in top_folders(root):
        allowed = read_allowed(root, folder, problems)
        if allowed is None:
            continue
        for base, _, files in os.walk(os.path.join(root, folder)):
            for fn in sorted(files):
                if not fn.endswith(EXTS):
                    continue
                rel = os.path.relpath(os.path.join(base, fn), root)
                dirs = by_file.get(rel) or per_folder.get(folder, []) + [os.path.join(root, "include")]
                with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
                    for n, line in enumerate(f, 1):
                        m = INCLUDE.match(line)
                        if m:
                            judge(real_root, root, rel, n, m.group(1), m.group(2), dirs, folder, allowed, problems)


def judge(real_root, root, rel, n, quote, name, dirs, folder, allowed, problems):
    target = resolve(root, rel, quote, name, dirs)
    if target is None:
        if quote == '"':
            problems.append("%s:%d: #include \"%s\" resolves to no file" % (rel, n, name))
        return
    if not target.startswith(real_root + os.sep):
        return  # the system's or the build tree's
    to = os.path.relpath(target, real_root)
    if to.split("/")[0] == folder or allows(allowed, to):
        return
    problems.append("%s:%d: #include %s%s%s reaches %s, which %s/README.md does not allow (Includes from: %s)" %
                    (rel, n, quote, name, '"' if quote == '"' else ">", to, folder, ", ".join(allowed) or "nothing"))


def run(root, db, source_root):
    problems = []
    check(root, load_dirs(db, source_root, os.path.realpath(root)), problems)
    return problems


def planted(source_root, db, scratch):
    shutil.rmtree(scratch, ignore_errors=True)
    def ignore(d, names):
        return [n for n in names if SKIP.match(n) or os.path.isfile(os.path.join(d, n))
                and not (n.endswith(EXTS) or n == "README.md")]
    shutil.copytree(source_root, scratch, ignore=ignore)
    by_file = load_dirs(db, source_root, os.path.realpath(scratch))
    victim = sorted(f for f in by_file if f.startswith("conformance/") and f.endswith(".c"))[0]
    with open(os.path.join(scratch, victim), "a", encoding="utf-8") as f:
        f.write('#include "../ref/src/state.h"\n')
    with open(os.path.join(scratch, victim), encoding="utf-8") as f:
        line = sum(1 for _ in f)
    clean = run(source_root, db, source_root)
    problems = run(scratch, db, source_root)
    want = '%s:%d: #include "../ref/src/state.h" reaches ref/src/state.h' % (victim, line)
    hits = [p for p in problems if p.startswith(want)]
    for p in problems:
        print(p)
    if clean:
        print("FAIL: the tree itself does not pass, so the planted include proves nothing")
        return 1
    if not hits or len(problems) != 1:
        print("FAIL: wanted exactly one problem starting with: %s" % want)
        return 1
    print("ok: the planted include in %s is caught" % victim)
    shutil.rmtree(scratch, ignore_errors=True)
    return 0


def main(argv):
    if len(argv) == 5 and argv[1] == "--planted":
        return planted(argv[2], argv[3], argv[4])
    if len(argv) != 3:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    problems = run(argv[1], argv[2], argv[1])
    for p in problems:
        print(p)
    print("%s: %d problem(s)" % ("FAIL" if problems else "ok", len(problems)))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
