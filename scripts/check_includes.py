#!/usr/bin/env python3
"""Layering check: no #include reaches a folder its README does not allow.

usage: check_includes.py SOURCE_DIR COMPILE_COMMANDS
       check_includes.py --planted SOURCE_DIR COMPILE_COMMANDS SCRATCH_DIR

Every top-level folder's README.md opens with one sentence saying what it may
depend on, and right under it a line naming the folders (or files) of this
repository it may include from, each also named in that opening paragraph:

    Includes from: include/acl/, southbound/aclcts_southbound.h
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

Includes are followed transitively: what an allowed file of another folder
includes, and what that includes, is included by the including folder too,
so it must be allowed for that folder as well (harness/ may include
conformance/'s case.h, so case.h may not include the spy's header). Such a
problem is reported once per line of the other folder's file that makes it,
naming the folder it reaches from and the first include that led there. The
other folder's files are resolved with the including file's directories, as
the compiler does; one of their includes that resolves nowhere with those is
not judged (that build would fail anyway).

The folders stack one way: an include between two folders in both directions,
or any longer loop of folders through the includes that are made or the
entries the READMEs allow, is a problem too ("a/ and b/ include each other").

--planted copies the tree into SCRATCH_DIR and proves the check can fail: one
at a time, it plants an include that a README forbids in each direction of the
stack (PLANTS: a folder's first source includes a file of a folder above it,
or one it must not know), a transitive one (conformance/'s case.h, allowed by
a patched README to include the spy's header, which the runner including
case.h then reaches) and an include loop (a README in the scratch copy
allowing the folder that includes it), and checks that each fails naming
exactly that line or that pair, and nothing else.
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


# (from folder, file it must not include): each direction the READMEs forbid,
# one plant a line; the first is the case the check was first written for.
PLANTS = [
    ("conformance", "ref/src/state.h"),            # a case reaching the reference's internals
    ("ref", "conformance/include/aclcts/case.h"),  # the reference knowing its tests
    ("southbound", "ref/src/state.h"),             # the spy knowing the reference
    ("southbound", "conformance/include/aclcts/case.h"),
    ("lower", "southbound/aclcts_southbound.h"),   # a model knowing the spy
    ("common", "lower/lower_models.h"),
    ("harness", "southbound/aclcts_southbound.h"), # the runner: no ACL semantics
    ("harness", "lower/lower_models.h"),
    ("harness", "ref/src/state.h"),
    ("conformance", "harness/runner/runner.h"),    # the cases knowing the runner
    ("harness", "fuzz/src/model.h"),
    ("gallery", "ref/src/state.h"),                # a build under test borrowing the reference
]


def folder_of(rel):
    return rel.split("/")[0]


def loops(edges):
    """Each loop of the folder graph {a: {b, ...}} once, as a list of folders."""
    found, seen = [], set()
    def walk(path):
        for b in sorted(edges.get(path[-1], ())):
            if b == path[0]:
                key = frozenset(path)
                if key not in seen:
                    seen.add(key)
                    found.append(list(path))
            elif b not in path and b > path[0]:
                walk(path + [b])
    for a in sorted(edges):
        walk([a])
    return found


def check_loops(declared, made, problems):
    """Loops of the includes made (allowed ones: the others are problems already), then
    loops the READMEs allow that no include makes yet."""
    reported = set()
    for what, edges in (("include", made), ("are allowed by their READMEs to include", declared)):
        for loop in loops(edges):
            if frozenset(loop) in reported:
                continue
            reported.add(frozenset(loop))
            if len(loop) == 2:
                problems.append("%s/ and %s/ %s each other: the folders must stack one way" % (loop[0], loop[1], what))
            else:
                problems.append("%s: a loop of folders that %s one another: the folders must stack one way" %
                                (" -> ".join(f + "/" for f in loop + loop[:1]), what))


def includes(root, rel):
    """(line number, quote, name) of every #include of a repository file."""
    out = []
    with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as f:
        for n, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                out.append((n, m.group(1), m.group(2)))
    return out


class Reach:
    """What one folder reaches through the allowed files of other folders."""

    def __init__(self, real_root, root, folder, allowed, problems):
        self.real_root, self.root, self.folder, self.allowed = real_root, root, folder, allowed
        self.problems = problems
        self.followed = set()   # (file, dirs) already followed
        self.reported = set()   # (file, line) already reported

    def follow(self, to, dirs, via):
        """Follows the includes of `to`, a file of another folder that `via` ("file:line") included."""
        key = (to, tuple(dirs))
        if key in self.followed:
            return
        self.followed.add(key)
        for n, quote, name in includes(self.root, to):
            target = resolve(self.root, to, quote, name, dirs)
            if target is None or not target.startswith(self.real_root + os.sep):
                continue  # not judged (see the top), or the system's or the build tree's
            reached = os.path.relpath(target, self.real_root)
            if folder_of(reached) == self.folder:
                continue  # the folder's own file: checked on its own
            if allows(self.allowed, reached):
                self.follow(reached, dirs, via)
            elif (to, n) not in self.reported:
                self.reported.add((to, n))
                self.problems.append(
                    "%s:%d: #include %s%s%s reaches %s, which %s/README.md does not allow (Includes from: %s): "
                    "%s/ includes %s through %s" %
                    (to, n, quote, name, '"' if quote == '"' else ">", reached, self.folder,
                     ", ".join(self.allowed) or "nothing", self.folder, to, via))


def check(root, by_file, problems):
    real_root = os.path.realpath(root)
    per_folder = folder_dirs(by_file)
    declared, made = {}, {}
    for folder in top_folders(root):
        allowed = read_allowed(root, folder, problems)
        if allowed is None:
            continue
        declared[folder] = {folder_of(e) for e in allowed} - {folder}
        reach = Reach(real_root, root, folder, allowed, problems)
        for base, subdirs, files in os.walk(os.path.join(root, folder)):
            subdirs.sort()  # the first include that leads somewhere is the same on every run
            for fn in sorted(files):
                if not fn.endswith(EXTS):
                    continue
                rel = os.path.relpath(os.path.join(base, fn), root)
                dirs = by_file.get(rel) or per_folder.get(folder, []) + [os.path.join(root, "include")]
                for n, quote, name in includes(root, rel):
                    to = judge(real_root, root, rel, n, quote, name, dirs, folder, allowed, problems)
                    if to and folder_of(to) != folder:
                        made.setdefault(folder, set()).add(folder_of(to))
                        reach.follow(to, dirs, "%s:%d" % (rel, n))
    check_loops(declared, made, problems)


def judge(real_root, root, rel, n, quote, name, dirs, folder, allowed, problems):
    """The repository file an allowed include reaches; None (and a problem when not allowed) otherwise."""
    target = resolve(root, rel, quote, name, dirs)
    if target is None:
        if quote == '"':
            problems.append("%s:%d: #include \"%s\" resolves to no file" % (rel, n, name))
        return None
    if not target.startswith(real_root + os.sep):
        return None  # the system's or the build tree's
    to = os.path.relpath(target, real_root)
    if folder_of(to) == folder or allows(allowed, to):
        return to
    problems.append("%s:%d: #include %s%s%s reaches %s, which %s/README.md does not allow (Includes from: %s)" %
                    (rel, n, quote, name, '"' if quote == '"' else ">", to, folder, ", ".join(allowed) or "nothing"))
    return None


def run(root, db, source_root):
    problems = []
    check(root, load_dirs(db, source_root, os.path.realpath(root)), problems)
    return problems


def scratch_copy(source_root, scratch):
    shutil.rmtree(scratch, ignore_errors=True)
    def ignore(d, names):
        return [n for n in names if SKIP.match(n) or os.path.isfile(os.path.join(d, n))
                and not (n.endswith(EXTS) or n == "README.md")]
    shutil.copytree(source_root, scratch, ignore=ignore)


def append_include(scratch, victim, header):
    """Appends an include of header (by its path from victim) to victim; (line, name, original text)."""
    name = os.path.relpath(header, os.path.dirname(victim))
    path = os.path.join(scratch, victim)
    with open(path, encoding="utf-8") as f:
        original = f.read()
    with open(path, "a", encoding="utf-8") as f:
        f.write('#include "%s"\n' % name)
    return original.count("\n") + 1, name, original


def plant(scratch, by_file, folder, header):
    """Appends an include of header to folder's first compiled source; (file, line, text)."""
    victim = sorted(f for f in by_file if f.startswith(folder + "/") and f.endswith((".c", ".cpp")))[0]
    line, name, original = append_include(scratch, victim, header)
    return victim, line, name, original


def allow(scratch, folder, entry):
    """Makes folder's README in the scratch copy allow entry (its line and its first sentence); the
    original text."""
    readme = os.path.join(scratch, folder, "README.md")
    with open(readme, encoding="utf-8") as f:
        text = f.read()
    sentence = "%s/ may depend on " % folder
    assert "Includes from: " in text and sentence in text, readme
    with open(readme, "w", encoding="utf-8") as f:
        f.write(text.replace("Includes from: ", "Includes from: %s, " % entry, 1)
                    .replace(sentence, "%s%s, on " % (sentence, entry), 1))
    return text


def expect_one(problems, want, what):
    for p in problems:
        print("  " + p)
    if len(problems) != 1 or not problems[0].startswith(want):
        print("FAIL: %s: wanted exactly one problem starting with: %s" % (what, want))
        return 1
    print("ok: %s is caught" % what)
    return 0


def planted(source_root, db, scratch):
    if run(source_root, db, source_root):
        print("FAIL: the tree itself does not pass, so a planted include proves nothing")
        return 1
    scratch_copy(source_root, scratch)
    by_file = load_dirs(db, source_root, os.path.realpath(scratch))
    failed = 0
    for folder, header in PLANTS:
        victim, line, name, original = plant(scratch, by_file, folder, header)
        want = '%s:%d: #include "%s" reaches %s' % (victim, line, name, header)
        failed += expect_one(run(scratch, db, source_root), want, "%s/ including %s" % (folder, header))
        with open(os.path.join(scratch, victim), "w", encoding="utf-8") as f:
            f.write(original)
    # Transitive: conformance/'s README allows the spy's header again and case.h
    # includes it, as it once did; the runner, which includes case.h, then
    # reaches southbound/ through it: one problem, at case.h's line, for harness/.
    conformance_readme = allow(scratch, "conformance", "southbound/aclcts_southbound.h")
    case_h = "conformance/include/aclcts/case.h"
    line, name, original = append_include(scratch, case_h, "southbound/aclcts_southbound.h")
    want = '%s:%d: #include "%s" reaches southbound/aclcts_southbound.h, which harness/README.md does not allow' % (
        case_h, line, name)
    failed += expect_one(run(scratch, db, source_root), want,
                         "harness/ reaching southbound/aclcts_southbound.h through %s" % case_h)
    with open(os.path.join(scratch, case_h), "w", encoding="utf-8") as f:
        f.write(original)
    with open(os.path.join(scratch, "conformance", "README.md"), "w", encoding="utf-8") as f:
        f.write(conformance_readme)
    # A loop: southbound/'s README allows the reference's sources, and a spy
    # source includes one, while ref/'s tests include the spy's header.
    allow(scratch, "southbound", "ref/src/")
    plant(scratch, by_file, "southbound", "ref/src/state.h")
    failed += expect_one(run(scratch, db, source_root), "ref/ and southbound/ include each other",
                         "a loop southbound/ <-> ref/")
    if failed == 0:
        shutil.rmtree(scratch, ignore_errors=True)
    return 1 if failed else 0


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
