#!/usr/bin/env bash
# Coverage of the reference (ref/src/) by everything the project runs against it.
#
# Builds the `coverage` preset (build-coverage/, ref/ compiled with --coverage;
# the runner's children flush the counters before their _exit), clears the
# counters, then runs against that build:
#   1. the project's own tests: ctest --preset coverage, which includes the
#      fuzz corpus replays (label "fuzz"), without two slow ones that count no
#      line of this build's ref/src/: the label "selftest" (mutant builds of
#      its own, minutes) and fuzz.ossfuzz_contract (builds and runs a
#      copy of its own, about a minute);
#   2. the whole conformance suite, profile product against the product
#      library and profile ipv350 against the ipv350 library (both built with
#      --coverage; gcovr adds up the counters of the files both are built from).
# Then gcovr writes, for ref/src/ only:
#   reports/coverage/index.html     HTML with a page per file
#   reports/coverage/coverage.xml   Cobertura XML
#   reports/coverage/summary.json   gcovr's JSON summary
# prints a per-file table (lines and branches), and enforces line >= 95 % and
# branch >= 85 %. Last, unless ACLCTS_COVERAGE_BY_FAMILY=0, it runs each rule
# family's tests alone on fresh counters and writes
# reports/coverage/rules_by_function.md: which families reach each function.
#
# Exit status: 0 thresholds met and every run clean; 1 a threshold missed or a
# run failed; 2 the build failed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
build=$root/build-coverage
out=$root/reports/coverage
line_min=95
branch_min=85

scripts/install-deps.sh
cmake --preset coverage >/dev/null || exit 2
cmake --build --preset coverage || exit 2

runner=$build/bin/aclcts
status=0

reset_counters() { find "$build" -name '*.gcda' -delete; }

# The reference library of a profile.
library() { [ "$1" = ipv350 ] && echo "$build/lib/ipv350/libascendcl.so" || echo "$build/lib/libascendcl.so"; }

# gcovr over ref/src/ with the given output options. The search path is the
# coverage build alone: gcovr's default (the whole tree) would also read
# build/'s instrumented gallery copy of the reference (build/lib/gcov/), whose
# never-run .gcno files count as uncovered lines and branches.
run_gcovr() {
    gcovr --root "$root" --object-directory "$build" --filter 'ref/src/' --filter 'common/' \
          --exclude-unreachable-branches -j 2 "$@" "$build"
}

run_suite() { # profile
    local dir=$out/suite-$1
    if ! "$runner" run --lib "$(library "$1")" --profile "$1" --jobs 2 --out "$dir"; then
        echo "coverage: the suite (profile $1) is not clean on the coverage build: see $dir/summary.md" >&2
        status=1
    fi
}

# The counters are shared with scripts/coverage_gate.sh (ctest coverage.gate).
exec 9>"$build/.coverage-counters.lock"
flock 9
rm -rf "$out"
mkdir -p "$out"
reset_counters

echo "== project tests (ctest --preset coverage -LE selftest -E fuzz.ossfuzz_contract)"
nfuzz=$(ctest --test-dir "$build" -N -L fuzz | sed -n 's/^Total Tests: //p')
echo "   fuzz corpus replays registered: ${nfuzz:-0}"
if ! ctest --preset coverage -LE selftest -E '^fuzz\.ossfuzz_contract$'; then
    echo "coverage: some project tests failed" >&2
    status=1
fi

echo "== conformance suite, both profiles"
run_suite product
run_suite ipv350

echo "== gcovr"
gate=0
run_gcovr --html-details "$out/index.html" --html-title "aclcts: coverage of ref/" \
          --cobertura "$out/coverage.xml" --json-summary "$out/summary.json" --json-summary-pretty \
          --fail-under-line "$line_min" --fail-under-branch "$branch_min" >/dev/null || gate=$?
python3 scripts/coverage_tables.py table "$out/summary.json" "$line_min" "$branch_min"
if [ "$gate" -ne 0 ]; then
    echo "coverage: below the thresholds (line $line_min %, branch $branch_min %) or gcovr failed ($gate)" >&2
    status=1
fi

if [ "${ACLCTS_COVERAGE_BY_FAMILY:-1}" != 0 ]; then
    echo "== functions reached by each family's tests"
    fams=$({ "$runner" list --profile product; "$runner" list --profile ipv350; } |
           awk '{print $1}' | sed -E 's/[0-9]{3}\..*//' | sort -u)
    args=()
    for fam in $fams; do
        reset_counters
        for profile in product ipv350; do
            "$runner" run --lib "$(library "$profile")" --profile "$profile" --jobs 2 --filter "$fam???.*" \
                      --out "$out/by-family/run" >/dev/null 2>&1 || true
        done
        run_gcovr --json "$out/by-family/$fam.json" >/dev/null
        args+=("$fam=$out/by-family/$fam.json")
    done
    python3 scripts/coverage_tables.py by-family "$out/rules_by_function.md" "${args[@]}"
    rm -rf "$out/by-family"
    echo "   wrote $out/rules_by_function.md"
fi

echo "coverage: reports in $out (index.html, coverage.xml, summary.json)"
exit $status
