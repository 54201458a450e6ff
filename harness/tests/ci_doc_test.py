#!/usr/bin/env python3
"""docs.ci: the workflow of docs/ci.md, run on this machine.

Usage: ci_doc_test.py --doc docs/ci.md --build DIR --hostile LIB

Reads the YAML block of the page and runs, in job order (shard, merge,
compare), every `run:` step of every job for every entry of its matrix, with
the job's env (matrix values substituted), in one workspace: a `build`
symlink to DIR, libs/release/libascendcl.so = the reference, libs/branch/
libascendcl.so = LIB (a build that gets codes wrong). The steps that build
and install the aclcts package are the README's build and are skipped (the
runner of DIR stands first on PATH as the installed one would); the artifact steps are not needed on
one machine except for the two downloads, whose layout is recreated (each
shard under reports/<build>/shard-<build>-<I>, each merged report under
reports/merged-<build>). Checks: every shard and merge step succeeds, the
merged reports exist, the comparison exits 1 and its compare.md names a
regression.
"""
import argparse
import itertools
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import deflists  # noqa: E402 (the report writers of record.c: scripts/deflists.py)


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


def workflow(doc):
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    blocks = re.findall(r"^```yaml\n(.*?)^```", text, re.M | re.S)
    check(len(blocks) == 1, "%s: expected one yaml block, found %d" % (doc, len(blocks)))
    return yaml.safe_load(blocks[0])


def matrix_entries(job):
    m = (job.get("strategy") or {}).get("matrix") or {}
    keys = sorted(m)
    return [dict(zip(keys, values)) for values in itertools.product(*(m[k] for k in keys))]


def substitute(value, matrix):
    return re.sub(r"\$\{\{\s*matrix\.(\w+)\s*\}\}", lambda m: str(matrix[m.group(1)]), str(value))


def run_steps(ws, name, job, matrix):
    env = dict(os.environ)
    env.update({k: substitute(v, matrix) for k, v in (job.get("env") or {}).items()})
    env.pop("GITHUB_STEP_SUMMARY", None)
    env["PATH"] = os.path.join(ws, "build", "bin") + os.pathsep + env.get("PATH", "")
    rcs = []
    for step in job["steps"]:
        cmd = step.get("run")
        if cmd is None or "cmake --build" in cmd or "apt-get install" in cmd:
            continue
        p = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", cmd], cwd=ws, env=env,
                           capture_output=True, text=True, timeout=600)
        print("[%s %s] %s -> exit %d" % (name, matrix, step.get("name", "run"), p.returncode))
        rcs.append((step.get("name"), p.returncode, p.stdout + p.stderr))
    return rcs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--doc", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--hostile", required=True)
    args = ap.parse_args()
    ws = tempfile.mkdtemp(prefix="aclcts-ci-doc-")
    try:
        jobs = workflow(args.doc)["jobs"]
        check(list(jobs) == ["aclcts", "shard", "merge", "compare"], "jobs are %s" % list(jobs))
        check(all(jobs[j].get("needs") for j in ("shard", "merge", "compare")), "every job after the build needs one")
        os.symlink(os.path.abspath(args.build), os.path.join(ws, "build"))
        for build, lib in (("release", os.path.join(args.build, "lib", "libascendcl.so")), ("branch", args.hostile)):
            os.makedirs(os.path.join(ws, "libs", build))
            shutil.copy(lib, os.path.join(ws, "libs", build, "libascendcl.so"))
        shards = matrix_entries(jobs["shard"])
        check(len(shards) == 6, "the shard matrix has %d entries, expected 2 builds x 3 shards" % len(shards))
        for m in shards:
            for step, rc, out in run_steps(ws, "shard", jobs["shard"], m):
                check(rc == 0, "shard %s, step %s: exit %d\n%s" % (m, step, rc, out[-2000:]))
            # download-artifact's layout in the merge job: reports/<build>/shard-<build>-<I>
            src = os.path.join(ws, "reports", m["build"], "shard-%s" % m["shard"])
            check(os.path.exists(os.path.join(src, "junit.xml")), "shard %s wrote no junit.xml" % m)
            os.rename(src, os.path.join(ws, "reports", m["build"], "shard-%s-%s" % (m["build"], m["shard"])))
        for m in matrix_entries(jobs["merge"]):
            for step, rc, out in run_steps(ws, "merge", jobs["merge"], m):
                check(rc == 0, "merge %s, step %s: exit %d\n%s" % (m, step, rc, out[-2000:]))
            merged = os.path.join(ws, "reports", m["build"], "merged")
            for f, _writer in deflists.report_writers():
                check(os.path.exists(os.path.join(merged, f)), "merge %s wrote no %s" % (m, f))
            os.rename(merged, os.path.join(ws, "reports", "merged-%s" % m["build"]))
        steps = run_steps(ws, "compare", jobs["compare"], {})
        check(len(steps) == 1 and steps[0][1] == 1, "the compare step must exit 1 (regressions): %s" %
              [(s, rc, out[-1000:]) for s, rc, out in steps])
        with open(os.path.join(ws, "reports", "compare", "compare.md"), encoding="utf-8") as f:
            md = f.read()
        check(re.match(r"# aclcts compare: [1-9][0-9]* regressions?", md), "compare.md: %s" % md[:300])
    except Failure as f:
        print("FAIL docs.ci: %s (workspace kept in %s)" % (f, ws))
        return 1
    shutil.rmtree(ws, ignore_errors=True)
    print("ok docs.ci")
    return 0


if __name__ == "__main__":
    sys.exit(main())
