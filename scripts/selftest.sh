#!/usr/bin/env bash
# The suite's own proof of strength: mutation testing of the conformance suite.
#
# For every single-rule fault of ref/mutants.json (ref/src/mutant.h), runs the
# suite against build/lib/mutants/libascendcl.so with ACLREF_MUTANT=N (ipv350
# faults with --profile ipv350) and requires the mutant to be killed: aclcts
# exits 1 and at least one test of the mutant's family fails, crashes or
# times out. Only the family's tests run (--filter 'FAMILY???.*'), which
# decides the same and is much cheaper; ACLCTS_SELFTEST_FULL=1 runs the
# whole suite for every mutant. The whole suite first runs once with no
# mutant selected (baseline): it must pass. A mutant of a HAZARD-level
# rule is killed when a test of its family is reported as a hazard (hazards
# never fail a run, by design). Also checks that every family with rules in
# spec/rules/ has a mutant, and that the catalogue and the ACLREF_MUTANT_IS
# sites in ref/src/ name the same ids.
#
# Usage: scripts/selftest.sh [MUTANT_ID...]   (default: all)
# Environment: ACLCTS_BUILD_DIR (default: build/; built with the default
# preset when missing), ACLCTS_SELFTEST_FULL=1 (see above),
# ACLCTS_SELFTEST_KEEP=1 keeps the run directories.
# Exit status: 0 every mutant killed and every family covered; 1 otherwise;
# 2 the build or the baseline run is broken.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ACLCTS_BUILD_DIR:-$root/build}
runner=$build/bin/aclcts
mutants_lib=$build/lib/mutants/libascendcl.so
catalogue=$root/ref/mutants.json

if [[ ! -x $runner || ! -f $mutants_lib || ! -f $build/lib/libaclcts_southbound.so ]]; then
    if [[ -f $build/CMakeCache.txt ]]; then
        cmake --build "$build" -j2 --target aclcts aclcts_southbound ascendcl_mutants
    elif [[ $build == "$root/build" ]]; then
        (cd "$root" && cmake --preset default >/dev/null && cmake --build --preset default)
    else
        echo "selftest: $build is not a build directory (set ACLCTS_BUILD_DIR)" >&2
        exit 2
    fi
fi
if [[ ! -f $mutants_lib ]]; then
    echo "selftest: $mutants_lib missing: configure with -DACLREF_MUTANTS=ON" >&2
    exit 2
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-selftest.XXXXXX")
if [[ ${ACLCTS_SELFTEST_KEEP:-0} != 1 ]]; then
    trap 'rm -rf "$work"' EXIT
else
    echo "selftest: run directories kept in $work"
fi
start=$SECONDS

# run_suite OUT MUTANT PROFILE [FILTER]: the suite (or the tests matching
# FILTER) against the mutants library; prints aclcts's exit status.
run_suite() {
    local status=0 filter=()
    [[ -n ${4:-} ]] && filter=(--filter "$4")
    ACLREF_MUTANT=$2 "$runner" run --lib "$mutants_lib" --profile "$3" --jobs 2 "${filter[@]}" --out "$1" \
        >"$1.log" 2>&1 || status=$?
    echo "$status"
}

# Baseline: with no mutant selected the mutants library must pass, or a
# "kill" would mean nothing. If it does not, the tests that fail at baseline
# are named, never count as killers, and the script exits 2 at the end.
baseline_broken=0
for profile in product ipv350; do
    status=$(run_suite "$work/m0-$profile" 0 "$profile")
    if [[ $status != 0 ]]; then
        baseline_broken=1
        echo "selftest: BASELINE BROKEN ($profile profile, ACLREF_MUTANT=0) exits $status:" \
            "$(python3 -c 'import json, sys
tests = json.load(open(sys.argv[1] + "/results.json"))["tests"]
print(", ".join(t["name"] for t in tests if t["status"] in ("fail", "crash", "timeout", "xpass")))' \
                "$work/m0-$profile" 2>/dev/null || tail -n 5 "$work/m0-$profile.log")"
    fi
done

# One line per mutant: id, family, rule, profile, rule level, description.
mapfile -t mutants < <(python3 - "$root" "$catalogue" "$@" <<'EOF'
import glob, json, os, sys
root, catalogue, wanted = sys.argv[1], sys.argv[2], set(sys.argv[3:])
levels = {}
for path in glob.glob(os.path.join(root, "spec", "rules", "*.json")):
    data = json.load(open(path))
    for rule in data["rules"] if isinstance(data, dict) else data:
        levels[rule["id"]] = rule.get("level", "MUST")
for m in json.load(open(catalogue)):
    if wanted and str(m["id"]) not in wanted:
        continue
    profile = m.get("profile", "ipv350" if m["family"] == "IPV" else "product")
    print("\t".join([str(m["id"]), m["family"], m["rule"], profile, levels.get(m["rule"], "?"),
                     m["description"]]))
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

killed=0
total=0
failures=0
declare -A families=()
for line in "${mutants[@]}"; do
    IFS=$'\t' read -r id family rule profile level description <<<"$line"
    families[$family]=1
    total=$((total + 1))
    out=$work/m$id
    # Only the family's own tests can kill a mutant, so by default only they
    # run (FAMILY???.* cannot match another family's names); a survivor is
    # run again against the whole suite to show what else failed.
    filter="$family???.*"
    [[ ${ACLCTS_SELFTEST_FULL:-0} == 1 ]] && filter=
    status=$(run_suite "$out" "$id" "$profile" "$filter")
    verdict=$(judge "$out" "$work/m0-$profile" "$family" "$level" "$status")
    if [[ $verdict != killed* && -n $filter ]]; then
        status=$(run_suite "$out-full" "$id" "$profile")
        verdict=$(judge "$out-full" "$work/m0-$profile" "$family" "$level" "$status")
    fi
    if [[ $verdict == killed* ]]; then
        read -r _ count names <<<"$verdict"
        killed=$((killed + 1))
        plural=s
        [[ $count == 1 ]] && plural=
        echo "mutant $id $rule $description: killed by $count test$plural ($names)"
    else
        failures=$((failures + 1))
        echo "mutant $id $rule $description: SURVIVED (${verdict#survived })"
    fi
done

# Every family with rules needs a mutant; catalogue and code must agree.
problems=$(python3 - "$root" "$catalogue" <<'EOF'
import glob, json, os, re, sys
root, catalogue = sys.argv[1], sys.argv[2]
mutants = json.load(open(catalogue))
covered = {m["family"] for m in mutants}
for path in sorted(glob.glob(os.path.join(root, "spec", "rules", "*.json"))):
    data = json.load(open(path))
    rules = data["rules"] if isinstance(data, dict) else data
    family = os.path.basename(path)[:-5]
    if rules and family not in covered:
        print("family %s has rules but no mutant" % family)
in_code = set()
for path in glob.glob(os.path.join(root, "ref", "src", "*.[ch]")):
    if not path.endswith("mutant.h"):
        in_code |= {int(n) for n in re.findall(r"ACLREF_MUTANT_IS\((\d+)\)", open(path).read())}
ids = [m["id"] for m in mutants]
if len(ids) != len(set(ids)):
    print("ref/mutants.json lists an id twice")
for n in sorted(set(ids) - in_code):
    print("mutant %d is in ref/mutants.json but not in ref/src" % n)
for n in sorted(in_code - set(ids)):
    print("mutant %d is in ref/src but not in ref/mutants.json" % n)
EOF
)
if [[ -n $problems ]]; then
    echo "$problems"
    failures=$((failures + 1))
fi

percent=0
[[ $total -gt 0 ]] && percent=$((100 * killed / total))
echo "mutation score: $killed/$total ($percent%) over ${#families[@]} families ($((SECONDS - start)) s)"
if [[ $baseline_broken -ne 0 ]]; then
    echo "selftest: the baseline does not pass; fix it before trusting this score" >&2
    exit 2
fi
[[ $failures -eq 0 && $total -gt 0 ]]
