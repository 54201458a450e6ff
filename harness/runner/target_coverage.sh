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
# SRCROOT are left out (gcovr's --root filter); an empty SRCROOT means the
# target's own sources: the deepest folder holding every one of them.
#
# Sources are found the way gcov records them: a source compiled from a
# relative path ("gcc --coverage -c ../sim.c") is relative to the compiler's
# working directory, which the .gcno keeps (gcov --json-format
# current_working_directory); gcovr is told that directory
# (--object-directory), or it would look beside the counters and find nothing.
# No counters, or a report with no line, is an error (exit 3, the reason on
# stderr), naming where gcov says the sources are.
set -eu
exec 1>&2 # the runner's messages go to stderr
[ $# -eq 4 ] || { echo "usage: $0 COUNTERS SRCROOT REPORTDIR TABLES_PY" >&2; exit 2; }
counters=$1 src=$2 report=$3 tables=$4
families=$report/by-family
mkdir -p "$families"
for dir in "$counters"/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    find "$dir" -name '*.gcda' | while IFS= read -r gcda; do
        gcno=${gcda#"$dir"}
        gcno=${gcno%.gcda}.gcno
        [ -e "$gcno" ] && ln -sf "$gcno" "${gcda%.gcda}.gcno"
    done
done

# "COMPILE_DIR<TAB>SOURCE_DIR": the working directory the objects were compiled
# in (one, when their sources are named relative to it; else empty) and the
# folder holding every source outside /usr (the default SRCROOT).
where=$(find "$counters" -name '*.gcda' | python3 -c '
import json, os, subprocess, sys
cwds, srcs = set(), []
for gcda in sys.stdin.read().split():
    out = subprocess.run(["gcov", "--json-format", "--stdout", "-o", os.path.dirname(gcda), gcda],
                         capture_output=True, text=True, cwd="/").stdout
    for doc in out.splitlines():
        try:
            d = json.loads(doc)
        except ValueError:
            continue
        cwd = d.get("current_working_directory", "")
        for f in d.get("files", []):
            name = f["file"]
            if not os.path.isabs(name):
                cwds.add(cwd)
            path = os.path.normpath(os.path.join(cwd, name))
            if not path.startswith("/usr/"):
                srcs.append(path)
common = os.path.commonpath(srcs) if srcs else ""
if common and not os.path.isdir(common):
    common = os.path.dirname(common)
print("%s\t%s" % (cwds.pop() if len(cwds) == 1 else "", common))
')
compile_dir=${where%%"	"*}
source_dir=${where#*"	"}
[ -n "$src" ] || src=${source_dir:-/}
set -- ${compile_dir:+--object-directory "$compile_dir"}
objdir_opts="$*"
set --
for dir in "$counters"/*/; do
    [ -d "$dir" ] || continue
    dir=${dir%/}
    fam=${dir##*/}
    # shellcheck disable=SC2086 # objdir_opts: empty, or the option and a path without spaces
    gcovr --root "$src" $objdir_opts --json "$families/$fam.json" "$dir"
    set -- "$@" "$fam=$families/$fam.json"
done
if [ $# -eq 0 ]; then
    echo "aclcts: no test wrote gcov counters: is the target built with --coverage?" >&2
    exit 3
fi
gcovr --root "$src" --add-tracefile "$families/*.json" --html-details "$report/index.html" \
      --html-title "aclcts: coverage of the target" --cobertura "$report/coverage.xml" \
      --json "$report/coverage.json" --json-summary "$report/summary.json" --json-summary-pretty \
      --print-summary | sed 's/^/aclcts: target coverage: /'
lines=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["line_total"])' "$report/summary.json")
if [ "$lines" = 0 ]; then
    echo "aclcts: the target-coverage report has no line: gcov places the target's sources under" \
         "${source_dir:-(nowhere)}, which --target-sources ($src) leaves out or which cannot be read;" \
         "give --target-sources the folder of the target's sources" >&2
    exit 3
fi
python3 "$tables" target-by-family "$report/functions_by_family.md" "$@"
echo "aclcts: target coverage report in $report/index.html, table in $report/functions_by_family.md"
