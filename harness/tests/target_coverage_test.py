#!/usr/bin/env python3
"""harness.target_coverage: `aclcts run --target-coverage` on the gallery's
instrumented build (build/lib/gcov/libascendcl.so: the reference compiled
with gcc --coverage, its gcov runtime hidden).

Usage: target_coverage_test.py --runner PATH --lib PATH --objdir DIR --sources DIR

Checks: without the option a run leaves no counter (the children's _exit
loses them); with it the report exists in its three formats, its line
figure equals a plain gcovr run over the same counters, and the per-family
table names the families run and the functions they reach; bad uses exit 2.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

FILTER = "INIT00*:FILE001*:CB00*"
FAMILIES = {"INIT", "FILE", "CB"}


def check(cond, what):
    if not cond:
        sys.exit("FAIL: " + what)


def gcda_under(d):
    return [os.path.join(p, f) for p, _, fs in os.walk(d) for f in fs if f.endswith(".gcda")]


def run(a, out, *extra):
    p = subprocess.run([a.runner, "run", "--lib", a.lib, "--jobs", "2", "--filter", FILTER, "--out", out]
                       + list(extra), capture_output=True, text=True, timeout=600)
    return p.returncode, p.stderr


def main():
    ap = argparse.ArgumentParser()
    for k in ("runner", "lib", "objdir", "sources"):
        ap.add_argument("--" + k, required=True)
    a = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="aclcts-tcov-")
    for stale in gcda_under(a.objdir):
        os.unlink(stale)

    rc, err = run(a, os.path.join(tmp, "plain"))
    check(rc == 0, "plain run: exit %d\n%s" % (rc, err))
    check(gcda_under(a.objdir) == [], "a plain run wrote counters: the gallery build must hide its gcov runtime")

    out = os.path.join(tmp, "cov")
    rc, err = run(a, out, "--target-coverage", a.objdir, "--target-sources", a.sources)
    check(rc == 0, "--target-coverage run: exit %d\n%s" % (rc, err))
    rep = os.path.join(out, "target-coverage")
    for f in ("index.html", "coverage.xml", "coverage.json", "summary.json", "functions_by_family.md"):
        check(os.path.getsize(os.path.join(rep, f)) > 0, "missing or empty: " + f)
    check(gcda_under(a.objdir) == [], "the run wrote into OBJDIR; counters belong under DIR/target-coverage")
    counters = os.path.join(rep, "counters")
    check(set(os.listdir(counters)) == FAMILIES, "counter directories: %s" % os.listdir(counters))

    with open(os.path.join(rep, "summary.json")) as f:
        ours = json.load(f)
    plain = os.path.join(tmp, "plain-gcovr.json")
    subprocess.run(["gcovr", "--root", a.sources, "--json-summary", plain, counters], check=True,
                   capture_output=True)
    with open(plain) as f:
        theirs = json.load(f)
    figure = lambda s: (s["line_covered"], s["line_total"], s["function_covered"], s["function_total"])
    check(ours["line_covered"] > 0, "no line covered")
    check(figure(ours) == figure(theirs), "report %s != plain gcovr %s" % (figure(ours), figure(theirs)))
    rate = float(ET.parse(os.path.join(rep, "coverage.xml")).getroot().get("line-rate"))
    check(abs(rate - ours["line_covered"] / ours["line_total"]) < 1e-3, "Cobertura line-rate %s" % rate)
    check("lines: %.1f%% (%d out of %d)" % (ours["line_percent"], ours["line_covered"], ours["line_total"]) in err,
          "the run prints the line figure:\n" + err)

    with open(os.path.join(rep, "functions_by_family.md")) as f:
        table = f.read()
    check("Families: CB, FILE, INIT." in table, "families line:\n" + table[:400])
    rows = {line.split("`")[1]: line.rsplit("|", 2)[1].split() for line in table.splitlines()
            if line.startswith("| ") and "`" in line}
    check("INIT" in rows.get("aclInit", []), "aclInit row: %s" % rows.get("aclInit"))
    check("CB" in rows.get("aclInitCallbackRegister", []), "aclInitCallbackRegister: %s"
          % rows.get("aclInitCallbackRegister"))
    check(any(0 < len(fams) < len(FAMILIES) and set(fams) <= FAMILIES for fams in rows.values()),
          "no function tells the families apart")

    empty = tempfile.mkdtemp(dir=tmp)
    for extra, why in ((["--target-coverage", os.path.join(tmp, "nowhere")], "not a directory"),
                       (["--target-coverage", empty], "no .gcno file"),
                       (["--target-sources", a.sources], "belongs with --target-coverage")):
        rc, err = run(a, os.path.join(tmp, "bad"), *extra)
        check(rc == 2 and why in err, "%s: exit %d, %s" % (extra, rc, err))
    print("ok: lines %d/%d, functions %d/%d, plain gcovr agrees" % figure(ours))


if __name__ == "__main__":
    main()
