#!/usr/bin/env bash
# The conformance suite's wall time per test, --jobs 2, against the bundled
# reference: several runs of the whole suite (profile product), the median.
# Goal: at most 2 ms per test. Printed, never asserted.
#
# Usage: bench/suite_bench.sh [RUNS]   (default 5)
# Environment: ACLCTS_BUILD_DIR (default build/; built with the default
# preset when missing), ACLCTS_BENCH_LIB (default: the reference of that build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ACLCTS_BUILD_DIR:-$root/build}
runs=${1:-5}
goal_ms=2.0

if [[ ! -x $build/bin/aclcts ]]; then
    (cd "$root" && cmake --preset default >/dev/null && cmake --build --preset default)
fi
runner=$build/bin/aclcts
lib=${ACLCTS_BENCH_LIB:-$build/lib/libascendcl.so}
out=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-bench.XXXXXX")
trap 'rm -rf "$out"' EXIT

times=()
for i in $(seq "$runs"); do
    t0=$EPOCHREALTIME
    "$runner" run --lib "$lib" --jobs 2 --out "$out/run" >/dev/null 2>&1 || true
    t1=$EPOCHREALTIME
    times+=("$t0:$t1")
done
python3 - "$out/run/results.json" "$goal_ms" "${times[@]}" <<'EOF'
import json, statistics, sys
with open(sys.argv[1], encoding="utf-8") as f:
    n = json.load(f)["summary"]["total"]
goal = float(sys.argv[2])
t = sorted(float(b) - float(a) for a, b in (x.split(":") for x in sys.argv[3:]))
med = statistics.median(t)
per = 1000.0 * med / n
print("suite: %d tests, --jobs 2, %d runs: median %.2f s (min %.2f, max %.2f)" % (n, len(t), med, t[0], t[-1]))
print("per test: %.2f ms   goal <= %.1f ms   %s" % (per, goal, "met" if per <= goal else "MISSED"))
EOF
