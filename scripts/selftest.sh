#!/usr/bin/env bash
# The suite's own proof of strength: mutation testing of the conformance suite.
#
# A mutant is a small, realistic single-rule bug in the reference, kept as a
# patch under scripts/mutants/ (ref/src itself holds only the product's
# behaviour). For each patch this script applies it to a scratch copy of the
# source tree, builds the two reference libraries there (only those targets:
# after the first build, the patched files and a link), runs the suite
# against the library of the mutant's profile (ipv350 mutants: the ipv350
# library, with --profile ipv350) and requires the mutant to be
# killed: aclcts exits 1 and at least one test of the mutant's family fails,
# crashes or times out (for a HAZARD-level rule: a test of the family is
# reported as a hazard, since hazards never fail a run). Only the family's
# tests run (--filter 'FAMILY???.*'), which decides the same and is much
# cheaper; a survivor is run again against the whole suite to show what else
# failed; ACLCTS_SELFTEST_FULL=1 runs the whole suite for every mutant. A
# patch that no longer applies, or does not build, FAILS the self-test.
# First, the unpatched scratch build must pass the whole suite (baseline).
# Also checks that every family with rules in spec/rules/ has a mutant.
#
# Writing a mutant (ref/README.md, "Mutants", says more):
#   1. in a clean checkout, edit ref/src on the line that implements the
#      rule: the smallest realistic bug that breaks it (an off-by-one, a
#      wrong code, two steps swapped, a missing lock);
#   2. git diff ref/src > scripts/mutants/NN-family-what.patch (NN: the next
#      free number), then git checkout ref/src;
#   3. put one header line above the diff:
#        Mutant RULE (killed by FAMILY[, profile ipv350]): what goes wrong
#   4. scripts/selftest.sh NN must print "killed".
#
# Usage: scripts/selftest.sh [NN...]   (default: every patch)
# Environment: ACLCTS_BUILD_DIR (default: build/; the runner and the spy come
# from there, built with the default preset when missing),
# ACLCTS_SELFTEST_FULL=1 (see above), ACLCTS_SELFTEST_KEEP=1 keeps the
# scratch tree and the run directories.
# Exit status: 0 every mutant killed and every family covered; 1 otherwise;
# 2 the build or the baseline run is broken.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ACLCTS_BUILD_DIR:-$root/build}
runner=$build/bin/aclcts
mutants_dir=$root/scripts/mutants

if [[ ! -x $runner || ! -f $build/lib/libaclcts_southbound.so ]]; then
    if [[ -f $build/CMakeCache.txt ]]; then
        cmake --build "$build" -j2 --target aclcts aclcts_southbound
    elif [[ $build == "$root/build" ]]; then
        (cd "$root" && cmake --preset default >/dev/null && cmake --build --preset default)
    else
        echo "selftest: $build is not a build directory (set ACLCTS_BUILD_DIR)" >&2
        exit 2
    fi
fi
for tool in patch python3 tar; do
    command -v "$tool" >/dev/null || { echo "selftest: $tool is missing (scripts/install-deps.sh)" >&2; exit 2; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-selftest.XXXXXX")
if [[ ${ACLCTS_SELFTEST_KEEP:-0} != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
else
    echo "selftest: scratch tree and run directories kept in $work"
fi
start=$SECONDS

# The scratch tree: the sources as they are now (build directories and .git
# left out), configured once without the project's tests; only the reference
# libraries (targets ascendcl and ascendcl_ipv350) are ever built there.
tree=$work/tree
scratch=$work/build
mkdir -p "$tree"
tar -C "$root" --exclude='./build*' --exclude=./.git -cf - . | tar -C "$tree" -xf -
cache_value() { sed -n "s/^$1:[A-Z]*=//p" "$build/CMakeCache.txt" 2>/dev/null || true; }
build_type=$(cache_value CMAKE_BUILD_TYPE)
compiler=$(cache_value CMAKE_C_COMPILER)
if ! cmake -S "$tree" -B "$scratch" -DCMAKE_BUILD_TYPE="${build_type:-RelWithDebInfo}" \
        ${compiler:+-DCMAKE_C_COMPILER="$compiler"} -DACLCTS_BUILD_TESTS=OFF >"$work/configure.log" 2>&1; then
    echo "selftest: the scratch tree does not configure:" >&2
    tail -n 20 "$work/configure.log" >&2
    exit 2
fi

# build_reference LOG: the scratch tree's reference libraries.
build_reference() {
    cmake --build "$scratch" -j2 --target ascendcl ascendcl_ipv350 >"$1" 2>&1
}

# run_suite OUT PROFILE [FILTER]: the suite (or the tests matching FILTER)
# against the scratch library of PROFILE; prints aclcts's exit status.
run_suite() {
    local status=0 filter=() lib=$scratch/lib/libascendcl.so
    [[ $2 == ipv350 ]] && lib=$scratch/lib/ipv350/libascendcl.so
    [[ -n ${3:-} ]] && filter=(--filter "$3")
    "$runner" run --lib "$lib" --profile "$2" --jobs 2 "${filter[@]}" --out "$1" >"$1.log" 2>&1 || status=$?
    echo "$status"
}

# Baseline: the unpatched scratch build must pass, or a "kill" would mean
# nothing. If it does not, the tests that fail at baseline are named, never
# count as killers, and the script exits 2 at the end.
if ! build_reference "$work/build-m0.log"; then
    echo "selftest: the unpatched reference does not build in the scratch tree:" >&2
    tail -n 20 "$work/build-m0.log" >&2
    exit 2
fi
baseline_broken=0
for profile in product ipv350; do
    status=$(run_suite "$work/m0-$profile" "$profile")
    if [[ $status != 0 ]]; then
        baseline_broken=1
        echo "selftest: BASELINE BROKEN ($profile profile, no mutant) exits $status:" \
            "$(python3 -c 'import json, sys
tests = json.load(open(sys.argv[1] + "/results.json"))["tests"]
print(", ".join(t["name"] for t in tests if t["status"] in ("fail", "crash", "timeout", "xpass")))' \
                "$work/m0-$profile" 2>/dev/null || tail -n 5 "$work/m0-$profile.log")"
    fi
done

# The catalogue is the patches' header lines. One line per mutant to run:
# number, patch, family, rule, profile, rule level, description; or "error"
# and what is wrong. Every family with rules needs a mutant (all patches
# count, even when only some run).
catalogue=$(python3 - "$root" "$mutants_dir" "$@" <<'EOF'
import glob, json, os, re, sys
root, mutants_dir = sys.argv[1], sys.argv[2]
wanted = {int(n) for n in sys.argv[3:] if n.isdigit()}
for n in sys.argv[3:]:
    if not n.isdigit():
        print("error\tnot a mutant number: %s" % n)
levels, families = {}, set()
for path in glob.glob(os.path.join(root, "spec", "rules", "*.json")):
    data = json.load(open(path))
    rules = data["rules"] if isinstance(data, dict) else data
    if rules:
        families.add(os.path.basename(path)[:-5])
    for rule in rules:
        levels[rule["id"]] = rule.get("level", "MUST")
header = re.compile(r"^Mutant ([A-Z]+[0-9]{3}) \(killed by ([A-Z]+)(?:, profile ([a-z0-9]+))?\): (.+)$")
covered, seen = set(), {}
for path in sorted(glob.glob(os.path.join(mutants_dir, "*.patch"))):
    name = os.path.basename(path)
    number = re.match(r"^([0-9]+)-[a-z]+-[a-z0-9-]+\.patch$", name)
    with open(path) as f:
        m = header.match(f.readline().rstrip("\n"))
    if not number or not m:
        print("error\t%s: the name must be NN-family-what.patch and its first line "
              "\"Mutant RULE (killed by FAMILY[, profile P]): what goes wrong\"" % name)
        continue
    n = int(number.group(1))
    if n in seen:
        print("error\t%s and %s share the number %d" % (seen[n], name, n))
    seen[n] = name
    rule, family, profile, description = m.groups()
    covered.add(family)
    if rule not in levels:
        print("error\t%s: rule %s is in no file of spec/rules/" % (name, rule))
    elif not wanted or n in wanted:
        profile = profile or ("ipv350" if family == "IPV" else "product")
        print("\t".join([str(n), path, family, rule, profile, levels[rule], description]))
for n in sorted(wanted - set(seen)):
    print("error\tno patch numbered %d in scripts/mutants/" % n)
for family in sorted(families - covered):
    print("error\tfamily %s has rules but no mutant" % family)
EOF
)

# judge OUT BASELINE FAMILY LEVEL STATUS: prints "killed N NAMES" or
# "survived WHY". Tests that do not pass at baseline never count.
judge() {
    python3 - "$@" <<'EOF'
import json, re, sys
out, baseline, family, level, status = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
try:
    tests = json.load(open(out + "/results.json"))["tests"]
except (OSError, ValueError) as e:
    print("survived no results.json (exit %d): %s" % (status, e))
    sys.exit()
try:
    broken = {t["name"] for t in json.load(open(baseline + "/results.json"))["tests"] if t["status"] != "pass"}
except (OSError, ValueError):
    broken = set()
tests = [t for t in tests if t["name"] not in broken]
hazard = level == "HAZARD"
bad = {"hazard"} if hazard else {"fail", "crash", "timeout"}
mine = re.compile(r"^%s[0-9]{3}\." % re.escape(family))
killers = [t["name"] for t in tests if t["status"] in bad and mine.match(t["name"])]
others = [t["name"] for t in tests if t["status"] in {"fail", "crash", "timeout"} and not mine.match(t["name"])]
if killers and (hazard or status == 1):
    names = ", ".join(killers[:3]) + (", ..." if len(killers) > 3 else "")
    print("killed %d %s" % (len(killers), names))
elif killers:
    print("survived exit status %d, expected 1" % status)
else:
    why = "no %s test %s" % (family, "reported a hazard" if hazard else "failed")
    if others:
        why += "; failing elsewhere: " + ", ".join(others[:3]) + (", ..." if len(others) > 3 else "")
    print("survived exit %d, %s" % (status, why))
EOF
}

# try_mutant ID PATCH FAMILY RULE PROFILE LEVEL: prints the verdict line;
# returns 0 only when the mutant is killed. The tree is patched on entry and
# restored by the caller.
try_mutant() {
    local id=$1 patch=$2 family=$3 profile=$5 level=$6 out=$work/m$1 status verdict filter
    if ! patch -p1 -d "$tree" --dry-run -f -s --reject-file=- <"$patch" >"$out.patch.log" 2>&1; then
        echo "PATCH DOES NOT APPLY to ref/ any more ($(basename "$patch"): rewrite it against today's" \
            "ref/src): $(head -n 3 "$out.patch.log" | tr '\n' ' ')"
        return 1
    fi
    patch -p1 -d "$tree" -f -s --no-backup-if-mismatch --reject-file=- <"$patch" >"$out.patch.log" 2>&1
    if ! build_reference "$out.build.log"; then
        echo "DOES NOT BUILD ($(basename "$patch")): $(grep -m1 'error' "$out.build.log" || tail -n 1 "$out.build.log")"
        return 1
    fi
    # Only the family's own tests can kill a mutant, so by default only they
    # run (FAMILY???.* cannot match another family's names); a survivor is
    # run again against the whole suite to show what else failed.
    filter="$family???.*"
    [[ ${ACLCTS_SELFTEST_FULL:-0} == 1 ]] && filter=
    status=$(run_suite "$out" "$profile" "$filter")
    verdict=$(judge "$out" "$work/m0-$profile" "$family" "$level" "$status")
    if [[ $verdict != killed* && -n $filter ]]; then
        status=$(run_suite "$out-full" "$profile")
        verdict=$(judge "$out-full" "$work/m0-$profile" "$family" "$level" "$status")
    fi
    if [[ $verdict != killed* ]]; then
        echo "SURVIVED (${verdict#survived })"
        return 1
    fi
    local count names plural=s
    read -r _ count names <<<"$verdict"
    [[ $count == 1 ]] && plural=
    echo "killed by $count test$plural ($names)"
}

# Back to the unpatched tree: the files the patch touched come again from
# the copy of the sources (rewritten, so the next build compiles them again).
restore_tree() {
    local file
    sed -n 's/^+++ [^/]*\/\([^[:space:]]*\).*/\1/p' "$1" | while read -r file; do
        cp "$work/pristine/$file" "$tree/$file"
    done
}
mkdir -p "$work/pristine"
tar -C "$tree" -cf - . | tar -C "$work/pristine" -xf -

killed=0
total=0
failures=0
declare -A families=()
while IFS=$'\t' read -r id patch family rule profile level description; do
    [[ -z $id ]] && continue
    if [[ $id == error ]]; then
        echo "selftest: $patch"
        failures=$((failures + 1))
        continue
    fi
    families[$family]=1
    total=$((total + 1))
    if verdict=$(try_mutant "$id" "$patch" "$family" "$rule" "$profile" "$level"); then
        killed=$((killed + 1))
    else
        failures=$((failures + 1))
    fi
    echo "mutant $id $rule $description: $verdict"
    restore_tree "$patch"
done <<<"$catalogue"

percent=0
[[ $total -gt 0 ]] && percent=$((100 * killed / total))
echo "mutation score: $killed/$total ($percent%) over ${#families[@]} families ($((SECONDS - start)) s)"
if [[ $baseline_broken -ne 0 ]]; then
    echo "selftest: the baseline does not pass; fix it before trusting this score" >&2
    exit 2
fi
[[ $failures -eq 0 && $total -gt 0 ]]
