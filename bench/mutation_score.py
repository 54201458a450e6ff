#!/usr/bin/env python3
"""The suite's strength as a figure: a sampled mutation run over ref/src.

Every single-point change of the operators below, in every ref/src/*.c, is a
candidate mutant; a seed picks a sample (default 200). Without --seed each
run draws a new seed, prints it first and writes it in the --json output:
the figure is always measured on a sample no case was written for, and
--seed S repeats that run (same tree, same S: the same sample). Each mutant is
applied to a scratch copy of the source tree, only the two reference
libraries are rebuilt there, and the whole conformance suite runs against
each library the mutant changed, in that library's profile
(aclcts run --lib MUTANT --profile P --jobs 2, the default fork-server
isolation; the product library first). A mutant is killed when a run is not
clean: aclcts exits non-zero, or reports a hazard (the reference reports
none, so a hazard is a difference the suite saw). A file both libraries are
built from (device.c, state.c, ...) is judged by both profiles.

Operators (one change at one place each; line numbers are kept, since the
reference's error messages carry __LINE__):
  ror     relational flips: == <-> !=, < -> <= or >, <= -> < or >, and the mirror
  lcr     && <-> ||
  const   integer literals: 0 <-> 1, N -> N+1 and N-1; true <-> false
  code    an ACL code replaced: ACL_SUCCESS -> ACL_ERROR_FAILURE, any other -> ACL_SUCCESS
  ret     return EXPR; -> return 0; (EXPR not already 0, NULL, false or a code)
  del     an expression statement (a call, an assignment, a REQUIRE line) deleted
  neg     the condition of an if or while negated

Outcomes: killed; survived; stillborn (does not compile: not counted);
identical (each stripped library is byte-identical to the unmutated one, so
the mutant is equivalent by construction: not counted); equivalent (listed
by hand in bench/mutants_equivalent.txt with the reason: not counted).
With --valgrind-filter GLOB a survivor gets one more run per library it
changed, under --valgrind with that filter: a leak or memory error kills it.
score = killed / (killed + survived).

Usage: bench/mutation_score.py [--sample N | --all] [--seed S] [--only ID...]
       [--list] [--work DIR] [--json FILE] [--valgrind-filter GLOB]
The first line printed is the seed ("mutation_score: seed S"); --list with
the same --seed shows the sample without running it.
Environment: ACLCTS_BUILD_DIR (the runner and the spy; default build/).
Exit status: 0 the score was printed (survivors or not); 2 the scratch build
or the unmutated baseline is broken, or bad usage.
Time: about 5 s per mutant on a 2-core machine under a load of 15 (a
rebuild of one file and a whole-suite run; measured when one library held
both profiles): the default sample took 16
minutes (961 s for 200); a mutant that makes tests hang costs up to 60 s,
and each --valgrind-filter run of a survivor about 20 s for 40 tests.
"""
import argparse
import difflib
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = "ref/src"
EQUIVALENT_FILE = os.path.join(ROOT, "bench", "mutants_equivalent.txt")
DEFAULT_SAMPLE = 200  # about 15 minutes on a loaded 2-core machine
SEED_BITS = 32  # a drawn seed: short enough to type back as --seed S
BUILD_TIMEOUT_S = 600
# A mutant that makes every test hang (a loop that never ends) would keep a
# whole-suite run busy for hours at the runner's default deadline (10 s per
# test): mutant runs use a 2 s deadline (a test of the reference takes
# milliseconds; the slow tests get 5x), and a run still going after 60 s is
# stopped and counts as killed.
TEST_TIMEOUT_MS = 2000
RUN_TIMEOUT_S = 60
VALGRIND_RUN_TIMEOUT_S = 900  # a filtered --valgrind run: memcheck is 20x slower

ROR = {"==": ["!="], "!=": ["=="], "<": ["<=", ">"], "<=": ["<", ">"],
       ">": [">=", "<"], ">=": [">", "<"]}
LCR = {"&&": ["||"], "||": ["&&"]}
KEYWORDS_NOT_STATEMENTS = {"return", "if", "else", "for", "while", "do", "switch", "case", "default",
                           "break", "continue", "goto", "static", "const", "struct", "enum", "union",
                           "typedef", "sizeof"}


def mask(text):
    """text with comments, string and char literals and preprocessor lines
    blanked (newlines kept), so operators are only found in code."""
    out = list(text)
    i, n = 0, len(text)
    at_line_start = True
    while i < n:
        c = text[i]
        if at_line_start and c == "#":  # a directive, with its continuations
            j = i
            while j < n and not (text[j] == "\n" and text[j - 1] != "\\"):
                j += 1
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        if c == "\n":
            at_line_start = True
            i += 1
            continue
        if not c.isspace():
            at_line_start = False
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            i += 1
            continue
        for k in range(i, min(j, n)):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def matching(masked, open_at):
    """Index just past the parenthesis that closes the one at open_at."""
    depth = 0
    for i in range(open_at, len(masked)):
        if masked[i] == "(":
            depth += 1
        elif masked[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
    return -1


def statement_end(masked, start):
    """Index just past the ';' that ends the statement starting at start
    (parentheses and braces balanced), or -1."""
    depth = 0
    for i in range(start, len(masked)):
        c = masked[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth < 0:
                return -1
        elif c == ";" and depth == 0:
            return i + 1
    return -1


def is_expression_statement(stmt):
    """A call, an assignment or a (void) call; never a declaration."""
    s = stmt.strip()
    first = re.match(r"[A-Za-z_]\w*", s)
    if s.startswith("(void)") or s.startswith("*"):
        return True
    if not first or first.group(0) in KEYWORDS_NOT_STATEMENTS:
        return False
    # TYPE NAME ... is a declaration: two identifiers (or a pointer) in a row.
    if re.match(r"[A-Za-z_]\w*(\s+|\s*\*+\s*)[A-Za-z_]\w*\s*(=|;|\[|,)", s):
        return False
    return re.match(r"[A-Za-z_][\w\.\->\[\]]*\s*(\(|[-+*/|&]?=[^=]|\+\+|--)", s) is not None


class Mutant:
    def __init__(self, path, text, masked, start, end, repl, op):
        self.path, self.start, self.end, self.repl, self.op = path, start, end, repl, op
        self.line = text.count("\n", 0, start) + 1
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        self.context = text[line_start:line_end if line_end >= 0 else len(text)]
        # The line's code without comments and spacing: a comment added to
        # the line does not rename its mutants.
        self.code = " ".join(masked[line_start:line_end if line_end >= 0 else len(text)].split())
        self.orig = text[start:end]
        self.id = None

    def key(self):
        return "%s|%s|%s|%s|%s" % (self.path, self.op, self.code, self.orig, self.repl)

    def apply(self, text):
        return text[:self.start] + self.repl + text[self.end:]

    def describe(self):
        return "%s %s:%d %s '%s' -> '%s'" % (self.id, self.path, self.line, self.op,
                                              " ".join(self.orig.split()), self.repl.strip())


def candidates_in(path, text):
    masked = mask(text)
    found = []

    def add(start, end, repl, op):
        found.append(Mutant(path, text, masked, start, end, repl, op))

    for m in re.finditer(r"->|<<=?|>>=?|<=|>=|==|!=|&&|\|\||<|>", masked):
        tok = m.group(0)
        for repl in ROR.get(tok, []):
            add(m.start(), m.end(), repl, "ror")
        for repl in LCR.get(tok, []):
            add(m.start(), m.end(), repl, "lcr")
    for m in re.finditer(r"(?<![\w.])(0[xX][0-9a-fA-F]+|[0-9]+)([uUlL]*)(?![\w.])", masked):
        value = int(m.group(1), 0)
        repls = [1] if value == 0 else [0] if value == 1 else [value + 1, value - 1]
        for v in repls:
            add(m.start(1), m.end(1), str(v), "const")
    for m in re.finditer(r"\b(true|false)\b", masked):
        add(m.start(), m.end(), "false" if m.group(1) == "true" else "true", "const")
    for m in re.finditer(r"\bACL_(SUCCESS|ERROR_\w+|RT_SUCCESS)\b", masked):
        repl = "ACL_ERROR_FAILURE" if m.group(1) in ("SUCCESS", "RT_SUCCESS") else "ACL_SUCCESS"
        add(m.start(), m.end(), repl, "code")
    for m in re.finditer(r"\breturn\b\s*([^;]*);", masked):
        expr = text[m.start(1):m.end(1)].strip()  # the text, not the mask: a char literal may end it
        if expr and not re.fullmatch(r"0|NULL|false|true|ACL_\w+|-?[0-9]+", expr):
            add(m.start(1), m.start(1) + len(text[m.start(1):m.end(1)].rstrip()), "0", "ret")
    for m in re.finditer(r"\b(if|while)\s*\(", masked):
        if m.group(1) == "while" and masked[:m.start()].rstrip().endswith("}"):
            continue  # the tail of a do ... while: left alone
        open_at = m.end() - 1
        close = matching(masked, open_at)
        if close < 0:
            continue
        cond = text[open_at + 1:close - 1]
        add(open_at + 1, close - 1, "!(%s)" % cond, "neg")
        # the statement an if controls on its own line part: if (c) x = y;
        rest = close + len(masked[close:]) - len(masked[close:].lstrip(" \t"))
        if m.group(1) == "if" and rest < len(masked) and masked[rest] not in "{\n":
            end = statement_end(masked, rest)
            if end > 0 and is_expression_statement(masked[rest:end - 1]):
                add(rest, end, ";" + "\n" * text.count("\n", rest, end), "del")
    # Statements that start a line: calls, assignments, REQUIRE lines.
    for m in re.finditer(r"(?m)^[ \t]*(\S)", masked):
        start = m.start(1)
        end = statement_end(masked, start)
        if end < 0:
            continue
        stmt = masked[start:end - 1]
        if "{" in stmt or not is_expression_statement(stmt):
            continue
        add(start, end, ";" + "\n" * text.count("\n", start, end), "del")
    return found


def all_candidates(root):
    out = []
    src = os.path.join(root, SOURCES)
    for name in sorted(os.listdir(src)):
        if not name.endswith(".c"):
            continue
        rel = os.path.join(SOURCES, name)
        with open(os.path.join(root, rel)) as f:
            text = f.read()
        out.extend(candidates_in(rel, text))
    # Stable ids: a change elsewhere in the file does not rename a mutant.
    seen = {}
    for mu in out:
        k = mu.key()
        seen[k] = seen.get(k, 0) + 1
        mu.id = "m" + hashlib.sha1(("%s|%d" % (k, seen[k])).encode()).hexdigest()[:10]
    return out


def read_equivalent(path):
    """ID -> reason, from lines 'ID  reason' ('#' starts a comment line)."""
    table = {}
    if not os.path.exists(path):
        return table
    with open(path) as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            parts = line.split(None, 1)
            if len(parts) < 2:
                sys.exit("mutation_score: %s:%d: an id without a reason" % (path, number))
            table[parts[0]] = parts[1]
    return table


def run(cmd, log, timeout):
    """cmd's exit status, or "timeout" after its whole process group was
    stopped (the runner's workers and tests with it)."""
    with open(log, "w") as f:
        proc = subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT, start_new_session=True)
        try:
            return proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            return "timeout"


def code_hash(lib, work):
    """sha256 of the library with debug info and build id removed: equal
    hashes mean the same machine code."""
    stripped = os.path.join(work, "stripped.so")
    subprocess.run(["objcopy", "--strip-all", "--remove-section=.note.gnu.build-id", lib, stripped],
                   check=True)
    with open(stripped, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def suite_verdict(runner, lib, profile, out, log, extra=()):
    """'clean' or why the run is not: exit status, failing tests, hazards."""
    status = run([runner, "run", "--lib", lib, "--profile", profile, "--jobs", "2",
                  "--timeout-ms", str(TEST_TIMEOUT_MS), "--out", out, *extra], log,
                 VALGRIND_RUN_TIMEOUT_S if extra else RUN_TIMEOUT_S)
    try:
        with open(os.path.join(out, "results.json")) as f:
            results = json.load(f)
    except (OSError, ValueError):
        results = {"tests": [], "summary": {}}
    bad = [t["name"] for t in results["tests"] if t["status"] in ("fail", "crash", "timeout", "hazard")]
    if status == 0 and not bad:
        return "clean", results
    if status == "timeout":
        return "the run was stopped after %d s" % RUN_TIMEOUT_S, results
    names = ", ".join(bad[:3]) + (", ..." if len(bad) > 3 else "")
    return "exit %s, %d not passing (%s)" % (status, len(bad), names), results


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="\n".join(__doc__.split("\n")[2:]))
    ap.add_argument("--sample", type=int, default=DEFAULT_SAMPLE, help="mutants to run (default %(default)s)")
    ap.add_argument("--all", action="store_true", help="run every candidate")
    ap.add_argument("--seed", type=int,
                    help="sampling seed, to repeat a run (default: a new one drawn for each run and printed)")
    ap.add_argument("--only", nargs="+", metavar="ID", help="run these mutants only")
    ap.add_argument("--list", action="store_true", help="print the sample and exit")
    ap.add_argument("--work", default=os.path.join(ROOT, "build-mutants"),
                    help="scratch tree and build (default build-mutants/)")
    ap.add_argument("--json", help="also write every mutant's outcome here")
    ap.add_argument("--valgrind-filter", metavar="GLOB",
                    help="run each survivor again under aclcts run --valgrind with this --filter (each library "
                         "it changed): a leak or memory error the plain run cannot see kills it (off by default: "
                         "memcheck costs minutes per run)")
    args = ap.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # --list | head ends quietly
    if args.seed is None:  # a fresh sample: no case can have been written for its survivors
        args.seed = int.from_bytes(os.urandom(SEED_BITS // 8), "big")
    if not args.only and not args.all:
        print("mutation_score: seed %d (repeat this run with --seed %d)" % (args.seed, args.seed), flush=True)

    cands = all_candidates(ROOT)
    by_id = {m.id: m for m in cands}
    equivalent = read_equivalent(EQUIVALENT_FILE)
    for stale in sorted(set(equivalent) - set(by_id)):
        print("mutation_score: %s in %s is no longer a candidate (stale entry)" % (stale, EQUIVALENT_FILE))
    if args.only:
        unknown = [i for i in args.only if i not in by_id]
        if unknown:
            print("mutation_score: unknown mutant id: %s" % ", ".join(unknown), file=sys.stderr)
            return 2
        sample = [by_id[i] for i in args.only]
    elif args.all or args.sample >= len(cands):
        sample = cands
    else:
        sample = random.Random(args.seed).sample(cands, args.sample)
        sample.sort(key=lambda m: (m.path, m.start, m.op, m.repl))
    how = "the ids given" if args.only else "all" if len(sample) == len(cands) else "seed %d" % args.seed
    print("mutation_score: %d candidates in %s/*.c, running %d (%s)" % (len(cands), SOURCES, len(sample), how))
    if args.list:
        for m in sample:
            print("  " + m.describe())
        return 0

    build = os.environ.get("ACLCTS_BUILD_DIR", os.path.join(ROOT, "build"))
    runner = os.path.join(build, "bin", "aclcts")
    if not os.path.exists(runner) or not os.path.exists(os.path.join(build, "lib", "libaclcts_southbound.so")):
        print("mutation_score: build the runner and the spy first (cmake --preset default && "
              "cmake --build --preset default) or set ACLCTS_BUILD_DIR", file=sys.stderr)
        return 2

    # The scratch tree: the sources as they are now, configured without tests.
    work = os.path.abspath(args.work)
    # The runner, its worker, the spy and the runner's data are copied: a
    # rebuild of the build directory during a run changes nothing here. The
    # worker executable too: without it the runner serves the tests itself, a
    # process whose heap the memory cases do not measure alike.
    snapshot = os.path.join(work, "runner")
    shutil.rmtree(snapshot, ignore_errors=True)
    for rel in ("bin/aclcts", "bin/aclcts-worker", "lib/libaclcts_southbound.so"):
        os.makedirs(os.path.dirname(os.path.join(snapshot, rel)), exist_ok=True)
        shutil.copy2(os.path.join(build, rel), os.path.join(snapshot, rel))
    if os.path.isdir(os.path.join(build, "share", "aclcts")):
        shutil.copytree(os.path.join(build, "share", "aclcts"), os.path.join(snapshot, "share", "aclcts"))
    runner = os.path.join(snapshot, "bin", "aclcts")
    tree, obj, runs = os.path.join(work, "tree"), os.path.join(work, "obj"), os.path.join(work, "runs")
    # A fresh tree and a fresh build: the copy keeps the sources' times, so
    # make would not see that an object of an interrupted run is stale.
    for old in (tree, obj, runs):
        shutil.rmtree(old, ignore_errors=True)
    os.makedirs(runs)
    with tarfile.open(os.path.join(work, "tree.tar"), "w") as tar:
        for entry in sorted(os.listdir(ROOT)):
            if not entry.startswith("build") and entry not in (".git", "reports"):
                tar.add(os.path.join(ROOT, entry), arcname=entry)
    with tarfile.open(os.path.join(work, "tree.tar")) as tar:
        tar.extractall(tree)
    os.remove(os.path.join(work, "tree.tar"))
    # The library of each profile, in the order the mutants are run against them.
    libs = {"product": os.path.join(obj, "lib", "libascendcl.so"),
            "ipv350": os.path.join(obj, "lib", "ipv350", "libascendcl.so")}
    configure = ["cmake", "-S", tree, "-B", obj, "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DACLCTS_BUILD_TESTS=OFF"]
    build_cmd = ["cmake", "--build", obj, "-j2", "--target", "ascendcl", "ascendcl_ipv350"]
    if run(configure, os.path.join(work, "configure.log"), BUILD_TIMEOUT_S) != 0 or \
            run(build_cmd, os.path.join(work, "build-base.log"), BUILD_TIMEOUT_S) != 0:
        print("mutation_score: the unmutated scratch tree does not build: see %s" % work, file=sys.stderr)
        return 2
    base_hash = {profile: code_hash(lib, work) for profile, lib in libs.items()}
    for profile, lib in libs.items():
        verdict, _ = suite_verdict(runner, lib, profile, os.path.join(runs, "base-" + profile),
                                   os.path.join(runs, "base-%s.log" % profile))
        if verdict != "clean":
            print("mutation_score: BASELINE not clean (%s profile): %s" % (profile, verdict), file=sys.stderr)
            return 2
        if args.valgrind_filter:
            verdict, _ = suite_verdict(runner, lib, profile, os.path.join(runs, "base-valgrind-" + profile),
                                       os.path.join(runs, "base-valgrind-%s.log" % profile),
                                       ("--valgrind", "--filter", args.valgrind_filter))
            if verdict != "clean":
                print("mutation_score: BASELINE not clean under --valgrind (%s profile): %s" % (profile, verdict),
                      file=sys.stderr)
                return 2

    # Stopped from outside (SIGTERM): the mutated file is restored on the way out.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(128 + signum))
    outcomes = []
    started = time.time()
    for n, m in enumerate(sample, 1):
        src = os.path.join(tree, m.path)
        with open(src) as f:
            original = f.read()
        mutated = m.apply(original)
        with open(src, "w") as f:
            f.write(mutated)
        try:
            built = run(build_cmd, os.path.join(runs, m.id + ".build.log"), BUILD_TIMEOUT_S) == 0
            changed = [p for p, lib in libs.items() if code_hash(lib, work) != base_hash[p]] if built else []
            if not built:
                outcome, why = "stillborn", "does not compile"
            elif not changed:
                outcome, why = "identical", "same machine code as the unmutated libraries"
            elif m.id in equivalent:
                outcome, why = "equivalent", equivalent[m.id]
            else:
                outcome, why = "survived", ""
                for profile in changed:
                    verdict, _ = suite_verdict(runner, libs[profile], profile,
                                               os.path.join(runs, m.id + "-" + profile),
                                               os.path.join(runs, "%s-%s.log" % (m.id, profile)))
                    if verdict != "clean":
                        outcome, why = "killed", "%s: %s" % (profile, verdict)
                        break
                if outcome == "survived" and args.valgrind_filter:
                    for profile in changed:
                        verdict, _ = suite_verdict(runner, libs[profile], profile,
                                                   os.path.join(runs, "%s-valgrind-%s" % (m.id, profile)),
                                                   os.path.join(runs, "%s-valgrind-%s.log" % (m.id, profile)),
                                                   ("--valgrind", "--filter", args.valgrind_filter))
                        if verdict != "clean":
                            outcome, why = "killed", "--valgrind (%s): %s" % (profile, verdict)
                            break
        finally:
            with open(src, "w") as f:
                f.write(original)
        diff = "".join(difflib.unified_diff(original.splitlines(True), mutated.splitlines(True),
                                            "a/" + m.path, "b/" + m.path, n=1))
        outcomes.append({"id": m.id, "file": m.path, "line": m.line, "op": m.op, "from": m.orig,
                         "to": m.repl, "outcome": outcome, "why": why, "diff": diff})
        print("[%d/%d] %-10s %s%s" % (n, len(sample), outcome, m.describe(), (": " + why) if why else ""),
              flush=True)
    # Leave the scratch library unmutated.
    run(build_cmd, os.path.join(runs, "build-restore.log"), BUILD_TIMEOUT_S)
    elapsed = time.time() - started

    count = {k: sum(1 for o in outcomes if o["outcome"] == k)
             for k in ("killed", "survived", "stillborn", "identical", "equivalent")}
    judged = count["killed"] + count["survived"]
    score = 100.0 * count["killed"] / judged if judged else 100.0
    survivors = [o for o in outcomes if o["outcome"] == "survived"]
    if survivors:
        print("\nSurvivors (kill each with a case, or list it in bench/mutants_equivalent.txt with the reason):")
        for o in survivors:
            print("\n%s %s:%d (%s)\n%s" % (o["id"], o["file"], o["line"], o["op"], o["diff"]), end="")
    print("\nmutation_score: %d mutants in %.0f s (%.1f s each): %d killed, %d survived, %d equivalent "
          "(listed), %d identical code, %d stillborn" % (len(outcomes), elapsed, elapsed / max(1, len(outcomes)),
                                                       count["killed"], count["survived"], count["equivalent"],
                                                       count["identical"], count["stillborn"]))
    print("mutation_score: score %.1f %% (%d of %d non-equivalent mutants killed; %s)" %
          (score, count["killed"], judged, how))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"seed": args.seed, "candidates": len(cands), "score": score, "counts": count,
                       "seconds": elapsed, "mutants": outcomes}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
