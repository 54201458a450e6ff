#!/usr/bin/env bash
# The conformance suite's time per test, --jobs 2, against the bundled
# reference, with each isolation of the runner side by side: "process" (a
# fresh process per test, the runner's only mode before the fork server) and
# "fork-server" (the default: a worker loads the target once, forks each test).
#   plain:     several runs of the whole suite (profile product), the median
#              wall time per test and the CPU time per test (runner and all
#              its descendants). Goal: at most 0.3 ms wall per test (the fork
#              server; on a machine of 2 cores). Then where the wall time of
#              the median run went: inside the tests (their durations, summed
#              per slot), the slowest tests' share, the rest (start, isolation
#              check, reports), and the wall time per test without the slowest
#              tests (what the suite's many ordinary tests cost each).
#   valgrind:  one --valgrind run of a fixed selection (default INIT*), in
#              s/test (goal: at most 0.035 s per test, the fork server) and
#              extrapolated to the whole suite.
# Printed, never asserted: the machine (and its other load) decides them; the
# load average is printed beside each figure. On a loaded machine compare CPU
# per test, not wall time.
#
# Usage: bench/suite_bench.sh [RUNS]   (default 5)
# Environment: ACLCTS_BUILD_DIR (default build/; built with the default
# preset when missing), ACLCTS_BENCH_LIB (default: the reference of that build),
# ACLCTS_BENCH_VG_FILTER (default 'INIT*'; '*' runs the whole suite under
# valgrind, 'none' skips the valgrind figure), ACLCTS_BENCH_ARGS (options added to
# every run, e.g. '--memory-limit 0 --process-limit 0 --scratch-limit 0' for a run
# without the per-test limits).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ACLCTS_BUILD_DIR:-$root/build}
runs=${1:-5}

if [[ ! -x $build/bin/aclcts ]]; then
    (cd "$root" && cmake --preset default >/dev/null && cmake --build --preset default)
fi
runner=$build/bin/aclcts
lib=${ACLCTS_BENCH_LIB:-$build/lib/libascendcl.so}
vg_filter=${ACLCTS_BENCH_VG_FILTER:-INIT*}
bench_args=${ACLCTS_BENCH_ARGS:-}
out=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-bench.XXXXXX")
trap 'rm -rf "$out"' EXIT

python3 - "$runner" "$lib" "$out" "$runs" "$vg_filter" "$bench_args" <<'EOF'
import json, os, resource, shutil, statistics, subprocess, sys, time
runner, lib, out, runs, vg_filter = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
bench_args = sys.argv[6].split()
GOAL_MS, GOAL_VG_S_PER_TEST = 0.3, 0.035

def load():
    return "load average %.2f %.2f %.2f" % os.getloadavg()

def run(mode, extra):
    d = os.path.join(out, "run")
    shutil.rmtree(d, ignore_errors=True)
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    subprocess.run([runner, "run", "--lib", lib, "--jobs", "2", "--isolation", mode, "--out", d] + bench_args + extra,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wall = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    with open(os.path.join(d, "results.json"), encoding="utf-8") as f:
        res = json.load(f)
    run.last = res
    return wall, cpu, res["summary"]["total"], res.get("isolation", {}).get("mode", "?")

def where(wall, res, jobs=2, top=6):
    """Where one run's wall time went, from its results.json."""
    tests = sorted(res["tests"], key=lambda t: -t["duration_ms"])
    in_tests = sum(t["duration_ms"] for t in tests) / 1000.0
    slow = sum(t["duration_ms"] for t in tests[:top]) / 1000.0
    print("    where the wall time went (run of %.2f s): tests %.2f s per slot (sum of durations / %d), "
          "the rest %.2f s (start, reports)" % (wall, in_tests / jobs, jobs, max(0.0, wall - in_tests / jobs)))
    print("    the %d slowest tests: %.0f%% of the tests' time: %s"
          % (top, 100.0 * slow / in_tests if in_tests else 0.0,
             ", ".join("%s %.0f ms" % (t["name"], t["duration_ms"]) for t in tests[:top])))
    rest = len(tests) - top
    if rest > 0:
        print("    without them: %.2f ms wall per test (the run's wall less their durations / %d, over the %d others)"
              % (1000.0 * max(0.0, wall - slow / jobs) / rest, jobs, rest))
    print("    median test %.2f ms" % statistics.median(t["duration_ms"] for t in tests))

print("plain run of the whole suite, --jobs 2, %d runs per isolation (medians; %s):" % (runs, load()))
for mode in ("process", "fork-server"):
    walls, cpus, n, used, docs = [], [], 0, "?", []
    for _ in range(runs):
        w, c, n, used = run(mode, [])
        walls.append(w); cpus.append(c); docs.append((w, run.last))
    per = 1000.0 * statistics.median(walls) / n
    goal = ("  goal <= %.1f ms  %s" % (GOAL_MS, "met" if per <= GOAL_MS else "MISSED")) if mode == "fork-server" else ""
    print("  %-12s %d tests (ran as %s): wall %.3f s = %.3f ms/test, CPU %.3f ms/test%s   (%s)"
          % (mode, n, used, statistics.median(walls), per, 1000.0 * statistics.median(cpus) / n, goal, load()))
    where(*sorted(docs, key=lambda x: x[0])[len(docs) // 2])

if vg_filter != "none":
    extra = ["--valgrind"] + ([] if vg_filter == "*" else ["--filter", vg_filter])
    print("--valgrind, --jobs 2, selection '%s':" % vg_filter)
    for mode in ("process", "fork-server"):
        w, c, n, used = run(mode, extra)
        goal = ("   goal <= %.3f s  %s" % (GOAL_VG_S_PER_TEST, "met" if w / n <= GOAL_VG_S_PER_TEST else "MISSED")
                if mode == "fork-server" else "")
        print("  %-12s %d tests (ran as %s): %.1f s = %.3f s/test (CPU %.3f s/test)%s   (%s)"
              % (mode, n, used, w, w / n, c / n, goal, load()))
        total = int(subprocess.run([runner, "list"], capture_output=True, text=True).stdout.count("\n"))
        print("  %-12s whole suite (%d tests) at that rate: %.0f s" % ("", total, w / n * total))
EOF
