#!/usr/bin/env python3
"""harness.target_coverage_relative: `aclcts run --target-coverage` on a build
compiled from relative paths, as a user's hand-written build is
(`cd obj && gcc --coverage ../src/sim.c`), run from another directory.

Usage: target_coverage_relative_test.py --runner PATH --sources DIR --include DIR

Checks: the report finds the target's lines (gcov records the compiler's
working directory; the sources are resolved from it), names its files, and
leaves no file in the object directory; a target with no counters of its own
(built without --coverage, beside .gcno files of another build) exits 2 with
the reason, never a 0 % report.
"""
import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

FILTER = "INIT00*:STATE00*"


def check(cond, what):
    if not cond:
        sys.exit("FAIL: " + what)


def build(src, obj, include, coverage):
    os.makedirs(obj, exist_ok=True)
    rel = [os.path.relpath(f, obj) for f in sorted(glob.glob(os.path.join(src, "*.c")))]
    cmd = ["gcc", "-fPIC", "-shared", "-I" + include, "-o", "libsim.so"] + rel + ["-lcjson", "-lpthread"]
    subprocess.run((cmd[:1] + ["--coverage"] + cmd[1:]) if coverage else cmd, cwd=obj, check=True)
    return os.path.join(obj, "libsim.so")


def run(runner, lib, objdir, out):
    """From a folder of its own, neither the sources' nor the objects'."""
    elsewhere = os.path.join(os.path.dirname(out), "elsewhere")
    os.makedirs(elsewhere, exist_ok=True)
    return subprocess.run([runner, "run", "--lib", lib, "--jobs", "2", "--filter", FILTER, "--out", out,
                           "--target-coverage", objdir], capture_output=True, text=True, timeout=600, cwd=elsewhere)


def main():
    ap = argparse.ArgumentParser()
    for k in ("runner", "sources", "include"):
        ap.add_argument("--" + k, required=True)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="aclcts-tcovrel-")
    src = os.path.join(tmp, "src")
    shutil.copytree(a.sources, src)
    obj = os.path.join(tmp, "obj")
    lib = build(src, obj, a.include, True)
    before = sorted(os.listdir(obj))

    p = run(a.runner, lib, obj, os.path.join(tmp, "cov"))
    rep = os.path.join(tmp, "cov", "target-coverage")
    check(os.path.isfile(os.path.join(rep, "summary.json")), "no summary.json\n" + p.stderr)
    summary = json.load(open(os.path.join(rep, "summary.json")))
    check(summary["line_total"] > 0 and summary["line_covered"] > 0,
          "no line of the relative-path build found: %s\n%s" % (summary, p.stderr))
    files = {f["file"] for f in json.load(open(os.path.join(rep, "coverage.json")))["files"]}
    check({"simulator.c", "simulator_chain.c"} <= files, "files of the report: %s" % sorted(files))
    check("Cannot open" not in p.stderr, "gcovr could not open a source:\n" + p.stderr)
    check(sorted(os.listdir(obj)) == before, "the object directory was written: %s" % sorted(os.listdir(obj)))

    plain = os.path.join(tmp, "plain")
    lib = build(src, plain, a.include, False)
    for gcno in glob.glob(os.path.join(obj, "*.gcno")):
        shutil.copy(gcno, plain)
    p = run(a.runner, lib, plain, os.path.join(tmp, "nocov"))
    check(p.returncode == 2, "a build without counters: exit %d, want 2\n%s" % (p.returncode, p.stderr))
    check("no test wrote gcov counters" in p.stderr, "the reason is not named:\n" + p.stderr)
    shutil.rmtree(tmp)
    print("ok")


if __name__ == "__main__":
    main()
