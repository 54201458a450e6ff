#!/usr/bin/env python3
"""A port team's CI across three releases, as docs/ci.md sets it up.

Usage: port_ci_test.py --runner PATH --build DIR [--cc CC]

The port is written here: a small library that answers aclInit itself in the
cases its bugs are about and leaves everything else to the bundled reference
(its DT_NEEDED dependency, which dlsym on the port's handle also searches).
All three releases are built to a file of the same name, libport.so, in a
folder of their own, as a port's CI rebuilds it.

  release 1: two bugs. A directory given as the configuration succeeds
             (FILE003), and a path whose parent directory does not exist
             answers 100006 (FILE001, through one of its tests).
  release 2: fixes the directory; breaks another test of the already failing
             rule FILE001: a missing file (its parent exists) answers 100006.
  release 3: release 2 rebuilt unchanged (another sha256, the same answers).

Checked: expectations written from a run follow the port to its rebuild and
say so when they match nothing (--strict-expect: exit 2); compare names the
newly failing test although its rule failed already, and exits 1; comparing
two --expect runs reports the fixed known failure as a fix, never a
regression; summary.md and report.html open with the failures grouped by
cause, the largest first. Exit 0 when every check holds, 1 otherwise (each failure printed).
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

FILTER = "FILE00*"
NEW_FAILURE = "FILE001.MissingFileReturnsInvalidFile"

PORT_C = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <libgen.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Which release this is; also makes each build's bytes differ. */
const char port_release[] = PORT_RELEASE_TEXT;

typedef int (*init_fn)(const char *);

int aclInit(const char *path)
{
    init_fn real = (init_fn)dlsym(RTLD_NEXT, "aclInit");
    struct stat st;
    if (path != NULL && PORT_DIRECTORY_BUG && stat(path, &st) == 0 && S_ISDIR(st.st_mode))
        return 0; /* bug: a directory is taken as an empty configuration */
    if (path != NULL && stat(path, &st) != 0 && errno == ENOENT) {
        char *copy = strdup(path);
        struct stat parent;
        int parent_missing = copy != NULL && stat(dirname(copy), &parent) != 0;
        free(copy);
        if (parent_missing) return 100006; /* bug: a missing parent directory */
        if (PORT_MISSING_FILE_BUG) return 100006; /* bug: a missing file */
    }
    return real(path);
}
"""

RELEASES = {  # name: (directory bug, missing-file bug)
    "r1": (1, 0),
    "r2": (0, 1),
    "r3": (0, 1),
}

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL: " + what)


def build_port(cc, build, work, name):
    d = os.path.join(work, name)
    os.makedirs(d)
    src = os.path.join(d, "port.c")
    with open(src, "w") as f:
        f.write(PORT_C)
    lib = os.path.abspath(os.path.join(build, "lib"))
    directory_bug, missing_bug = RELEASES[name]
    subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", os.path.join(d, "libport.so"), src,
                    "-DPORT_RELEASE_TEXT=\"%s\"" % name, "-DPORT_DIRECTORY_BUG=%d" % directory_bug,
                    "-DPORT_MISSING_FILE_BUG=%d" % missing_bug,
                    "-L" + lib, "-Wl,-rpath," + lib, "-Wl,--no-as-needed", "-lascendcl", "-ldl"], check=True)
    return os.path.join(d, "libport.so")


class Runner:
    def __init__(self, path, work):
        self.path, self.work, self.n = path, work, 0

    def __call__(self, *argv):
        p = subprocess.run([self.path] + list(argv), capture_output=True, text=True, errors="replace", timeout=300)
        return p.returncode, p.stdout, p.stderr

    def run(self, lib, *extra):
        self.n += 1
        out = os.path.join(self.work, "run%d" % self.n)
        rc, so, se = self("run", "--lib", lib, "--filter", FILTER, "--jobs", "2", "--out", out, *extra)
        return rc, se, out

    def results(self, out):
        with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
            return {t["name"]: t["status"] for t in json.load(f)["tests"]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--cc", default=os.environ.get("CC", "cc"))
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="aclcts-port-ci-")
    ports = {name: build_port(args.cc, args.build, work, name) for name in RELEASES}
    a = Runner(args.runner, work)

    # Release 1, plain: its failures, then expectations from them (keyed on the file name).
    rc, se, run1 = a.run(ports["r1"])
    r1 = a.results(run1)
    check(rc == 1 and r1.get("FILE003.DirectoryReturnsInvalidFile") == "fail"
          and r1.get("FILE001.MissingParentDirectoryReturnsInvalidFile") == "fail"
          and r1.get(NEW_FAILURE) == "pass", "release 1 fails as written: rc %d, %s" % (rc, r1))
    expect1 = os.path.join(work, "expect-r1.json")
    rc, so, se = a("expect", "--from", run1, "--out", expect1)
    check(rc == 0, "expect --from: rc %d: %s" % (rc, se))
    with open(expect1, encoding="utf-8") as f:
        keys = [sorted(k for k in t if k != "expect") for t in json.load(f)["targets"]]
    check(keys == [["path_glob"]], "expect keys the port on its path by default: %s" % keys)

    # Release 1 with its expectations: every failure expected.
    rc, se, run1x = a.run(ports["r1"], "--expect", expect1, "--strict-expect")
    s = a.results(run1x)
    check(rc == 0 and "fail" not in s.values() and "xfail" in s.values(),
          "release 1 with its expectations is conformant: rc %d: %s" % (rc, se[-400:]))

    # Release 2, plain and with release 1's expectations (a new binary: they still apply).
    rc, se, run2 = a.run(ports["r2"])
    rc, se, run2x = a.run(ports["r2"], "--expect", expect1)
    s = a.results(run2x)
    check("matches no target" not in se, "release 1's expectations match release 2: %s" % se[-400:])
    check(s.get("FILE003.DirectoryReturnsInvalidFile") == "xpass"
          and s.get("FILE001.MissingParentDirectoryReturnsInvalidFile") == "xfail"
          and s.get(NEW_FAILURE) == "fail" and rc == 1,
          "release 2 with release 1's expectations: rc %d, %s" % (rc, s))

    # summary.md and report.html open with the failures grouped by cause, largest first.
    with open(os.path.join(run2, "results.json"), encoding="utf-8") as f:
        tests = json.load(f)["tests"]
    cause = "aclInit: expected ACL_ERROR_INVALID_FILE (100003)"
    want = sum(1 for t in tests if t["status"] == "fail" and "aclInit(" in t["message"]
               and "expected ACL_ERROR_INVALID_FILE (100003)" in t["message"])
    with open(os.path.join(run2, "summary.md"), encoding="utf-8") as f:
        md = f.read()
    rows = [l for l in md[md.find("## Failures by cause"):].splitlines() if l.startswith("| ") and l[2:3].isdigit()]
    check(want > 1 and rows and rows[0] == "| %d | %s | %s |" % (want, cause.replace("_", "\\_"),
                                                                     rows[0].split(" | ")[2].rstrip(" |"))
          and md.find("## Failures by cause") < md.find("## Failing tests"),
          "summary.md opens with the failures by cause, %d x %s first: %s" % (want, cause, rows[:2]))
    with open(os.path.join(run2, "report.html"), encoding="utf-8") as f:
        check('id="causes"' in f.read(), "report.html has the failures by cause")

    # compare, plain runs: the new failure of an already failing rule is named; exit 1.
    out = os.path.join(work, "cmp-plain")
    rc, so, se = a("compare", "--out", out, run1, run2)
    check(rc == 1 and ("test newly failing %s" % NEW_FAILURE) in so,
          "compare names the newly failing test and exits 1: rc %d\n%s" % (rc, so[-1500:]))
    with open(os.path.join(out, "compare.json"), encoding="utf-8") as f:
        cj = json.load(f)
    newly = [t["test"] for t in cj["tests"]["regressions"]]
    check(NEW_FAILURE in newly and all(r1.get(n) == "pass" for n in newly)
          and "FILE003.DirectoryReturnsInvalidFile" in [t["test"] for t in cj["tests"]["fixes"]],
          "compare.json: the new failures passed in release 1, the directory fix is a fix: %s" % cj["tests"])
    with open(os.path.join(out, "compare.md"), encoding="utf-8") as f:
        check(NEW_FAILURE in f.read(), "compare.md names the new failure")

    # compare, two --expect runs: the fixed known failure is a fix, never a regression.
    out = os.path.join(work, "cmp-expect")
    rc, so, se = a("compare", "--out", out, run1x, run2x)
    check("regression FILE003" not in so and "fix FILE003" in so,
          "a fixed expected failure is a fix:\n%s" % so[-1500:])
    check("test newly passing FILE003.DirectoryReturnsInvalidFile" in so and "remove its expectations entry" in so,
          "the xpass test is newly passing, its entry to remove:\n%s" % so[-1500:])
    check(rc == 1 and ("test newly failing %s" % NEW_FAILURE) in so,
          "the new failure is still a regression between --expect runs: rc %d" % rc)

    # Three runs: each against the one before (release 3 = release 2 rebuilt: nothing changes).
    rc, se, run3 = a.run(ports["r3"])
    rc, so, se = a("compare", "--out", os.path.join(work, "cmp-three"), run1, run2, run3)
    cj = json.load(open(os.path.join(work, "cmp-three", "compare.json"), encoding="utf-8"))
    check(cj["base"] == "previous" and {t["run"] for t in cj["tests"]["regressions"]} == {1},
          "with three runs each is compared with the one before: %s" % cj["tests"]["regressions"])
    rc, so, se = a("compare", "--base", "first", "--out", os.path.join(work, "cmp-first"), run1, run2, run3)
    cj = json.load(open(os.path.join(work, "cmp-first", "compare.json"), encoding="utf-8"))
    check({t["run"] for t in cj["tests"]["regressions"]} == {1, 2}, "--base first: %s" % cj["tests"]["regressions"])

    # Expectations from release 2 follow it to its rebuild (release 3).
    expect2 = os.path.join(work, "expect-r2.json")
    a("expect", "--from", run2, "--out", expect2)
    rc, se, run3x = a.run(ports["r3"], "--expect", expect2, "--strict-expect")
    check(rc == 0 and "fail" not in a.results(run3x).values(),
          "release 2's expectations apply to its rebuild: rc %d: %s" % (rc, se[-400:]))
    # ... but keyed on the hash they do not, and the run says so.
    expect2h = os.path.join(work, "expect-r2-sha.json")
    a("expect", "--from", run2, "--key", "sha256", "--out", expect2h)
    rc, se, run3h = a.run(ports["r3"], "--expect", expect2h)
    check(rc == 1 and "matches no target" in se, "a hash-keyed file does not match a rebuild, and says so: %s" % se)
    with open(os.path.join(run3h, "summary.md"), encoding="utf-8") as f:
        check("Expectations not applied" in f.read(), "summary.md says the expectations did not apply")
    rc, se, _ = a.run(ports["r3"], "--expect", expect2h, "--strict-expect")
    check(rc == 2 and "matches no target" in se, "--strict-expect: a file matching no target is exit 2: %d" % rc)
    # A name the user gives: the port can move.
    expectn = os.path.join(work, "expect-name.json")
    a("expect", "--from", run2, "--target-name", "my-port", "--out", expectn)
    rc, se, _ = a.run(ports["r3"], "--expect", expectn, "--target-name", "my-port", "--strict-expect")
    check(rc == 0, "--target-name: the named expectations apply: rc %d: %s" % (rc, se[-400:]))
    # Entries that match no selected test are said, and strict makes them exit 2.
    rc, so, se = a("run", "--lib", ports["r3"], "--filter", "FILE003.*", "--expect", expect2, "--out",
                   os.path.join(work, "narrow"))
    check(rc == 0 and "match no test this run selects" in se, "idle entries are said: rc %d: %s" % (rc, se[-400:]))
    rc, so, se = a("run", "--lib", ports["r3"], "--filter", "FILE003.*", "--expect", expect2, "--strict-expect",
                   "--out", os.path.join(work, "narrow-strict"))
    check(rc == 2, "--strict-expect: idle entries are exit 2: %d" % rc)

    if failures:
        print("%d check(s) failed; files kept in %s" % (len(failures), work))
        return 1
    print("port CI workflow: every check holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
