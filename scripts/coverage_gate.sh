#!/usr/bin/env bash
# The coverage gate (ctest coverage.gate, so scripts/test.sh runs it): the
# conformance suite alone, profile product against the product library and
# profile ipv350 against the ipv350 library, must reach at least 95 % of the
# lines and 85 % of the branches of ref/src/ and common/ (the counters of the
# files both libraries are built from add up).
#
# Only the suite counts here, not the reference's unit tests: the figure says
# how much of the reference the suite, the product of this project, reaches.
# (scripts/coverage.sh adds the project's own tests and writes the reports.)
# Lines no test can reach carry a gcovr exclusion marker with the reason
# beside it (GCOVR_EXCL_LINE, GCOVR_EXCL_START / GCOVR_EXCL_STOP); see
# ref/README.md, "Coverage".
#
# Steps: configure the coverage preset (build-coverage/) when it is not
# configured; build only what the suite needs there (the two reference
# libraries, the runner, the spy); clear the counters; run the suite in both
# profiles; gcovr over build-coverage/ only (its .gcno files, never another
# build's).
# Holds a lock on build-coverage/ while its counters are in use, so a
# concurrent scripts/coverage.sh waits.
#
# Usage: scripts/coverage_gate.sh [--line-min PCT] [--branch-min PCT]
# Exit status: 0 both figures at or above the minimum and both runs clean;
# 1 a figure below its minimum, or a run not clean; 2 bad usage or the build
# failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
line_min=95   # the project's coverage goal for the reference (README, "Evidence")
branch_min=85
while [[ $# -gt 0 ]]; do
    case $1 in
    --line-min) line_min=${2:?--line-min needs a percentage}; shift 2 ;;
    --branch-min) branch_min=${2:?--branch-min needs a percentage}; shift 2 ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "coverage_gate: unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done
for tool in gcovr flock; do
    command -v "$tool" >/dev/null || { echo "coverage_gate: $tool is missing (scripts/install-deps.sh --test)" >&2; exit 2; }
done

build=$root/build-coverage
if [[ ! -f $build/CMakeCache.txt ]]; then
    cmake --preset coverage >/dev/null || exit 2
fi
cmake --build "$build" -j2 --target ascendcl ascendcl_ipv350 aclcts aclcts_southbound >"$build/coverage_gate_build.log" 2>&1 || {
    tail -n 20 "$build/coverage_gate_build.log" >&2
    echo "coverage_gate: the coverage build failed (log above)" >&2
    exit 2
}

exec 9>"$build/.coverage-counters.lock"
flock 9
out=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-coverage-gate.XXXXXX")
trap 'rm -rf "$out"' EXIT
find "$build" -name '*.gcda' -delete
status=0
for profile in product ipv350; do
    lib=$build/lib/libascendcl.so
    [[ $profile == ipv350 ]] && lib=$build/lib/ipv350/libascendcl.so
    if ! "$build/bin/aclcts" run --lib "$lib" --profile "$profile" --jobs 2 \
            --out "$out/$profile" >"$out/$profile.log" 2>&1; then
        tail -n 3 "$out/$profile.log" >&2
        echo "coverage_gate: the suite (profile $profile) is not clean on the coverage build" >&2
        status=1
    fi
done
# The search path is the coverage build alone: gcovr's default (the whole
# tree) would also read build/'s instrumented gallery copy of the reference,
# whose never-run .gcno files count as uncovered lines.
gcovr --root "$root" --object-directory "$build" --filter 'ref/src/' --filter 'common/' \
      --exclude-unreachable-branches -j 2 --json-summary "$out/summary.json" "$build" >/dev/null
python3 - "$out/summary.json" "$line_min" "$branch_min" <<'EOF' || status=1
import json, sys
summary, line_min, branch_min = json.load(open(sys.argv[1])), float(sys.argv[2]), float(sys.argv[3])
low = []
for what, key, minimum in (("lines", "line", line_min), ("branches", "branch", branch_min)):
    covered, total = summary[key + "_covered"], summary[key + "_total"]
    pct = 100.0 * covered / total if total else 100.0
    print("coverage_gate: %-8s %6.2f %% (%d of %d), minimum %g %%" % (what, pct, covered, total, minimum))
    if pct < minimum:
        low.append(what)
for f in sorted(summary["files"], key=lambda f: f["filename"]):
    missed = f["line_total"] - f["line_covered"], f["branch_total"] - f["branch_covered"]
    if any(missed):
        print("  %-32s %3d lines, %3d branches not reached" % (f["filename"], missed[0], missed[1]))
if low:
    print("coverage_gate: FAILED: %s below the minimum; reach them with cases, or mark a line no test can "
          "reach with a gcovr exclusion marker and the reason (ref/README.md, \"Coverage\")" % " and ".join(low))
    sys.exit(1)
EOF
exit $status
