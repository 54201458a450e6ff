#!/bin/sh
# The report of `aclcts run --target-coverage OBJDIR` (harness/runner/target_coverage.c).
#
# usage: target_coverage.sh COUNTERS SRCROOT REPORTDIR TABLES_PY
#
# COUNTERS/<FAMILY>/ holds the .gcda files the tests of one rule family wrote
# (GCOV_PREFIX), each at its compiled-in absolute path below the prefix; the
# matching .gcno is at that path itself, in the target's object directory.
# For each family: link the .gcno beside its .gcda, gcovr --json. Then the
# families' reports merged (gcovr --add-tracefile) into REPORTDIR/index.html
# (per-file detail), coverage.xml (Cobertura), coverage.json (gcovr JSON),
# summary.json, and TABLES_PY writes functions_by_family.md. Sources outside
# SRCROOT are left out (gcovr's --root filter).
set -eu
exec 1>&2 # the runner's messages go to stderr
[ $# -eq 4 ] || { echo "usage: $0 COUNTERS SRCROOT REPORTDIR TABLES_PY" >&2; exit 2; }
counters=$1 src=$2 report=$3 tables=$4
families=$report/by-family
mkdir -p "$families"
set --
for dir in "$counters"/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    fam=${dir##*/}
    find "$dir" -name '*.gcda' | while IFS= read -r gcda; do
        gcno=${gcda#"$dir"}
        gcno=${gcno%.gcda}.gcno
        [ -e "$gcno" ] && ln -sf "$gcno" "${gcda%.gcda}.gcno"
    done
    gcovr --root "$src" --json "$families/$fam.json" "$dir"
    set -- "$@" "$fam=$families/$fam.json"
done
if [ $# -eq 0 ]; then
    echo "aclcts: no test wrote gcov counters: is the target built with --coverage?" >&2
    exit 1
fi
gcovr --root "$src" --add-tracefile "$families/*.json" --html-details "$report/index.html" \
      --html-title "aclcts: coverage of the target" --cobertura "$report/coverage.xml" \
      --json "$report/coverage.json" --json-summary "$report/summary.json" --json-summary-pretty \
      --print-summary | sed 's/^/aclcts: target coverage: /'
python3 "$tables" target-by-family "$report/functions_by_family.md" "$@"
echo "aclcts: target coverage report in $report/index.html, table in $report/functions_by_family.md"
