#!/bin/sh
# scripts/fuzz.sh [TARGET] [SECONDS]: builds the fuzz preset and fuzzes one
# target (fuzz_config, fuzz_lifecycle, fuzz_diff, fuzz_expect, fuzz_rt_diff) or all of them, each for
# SECONDS (default 60), with libFuzzer's -fork on the available cores.
#
# - The working corpus is <build>/fuzz/work/<target>, started from the seeds
#   (<build>/fuzz/corpus/<target>) and the regression cases; new entries are
#   merged back into it (-merge=1) after each run.
# - A crash or a difference is minimised (-minimize_crash) and written as a
#   regression case, <regressions>/<target>/<kind>-<sha1>, which ctest's
#   fuzz.<target>.replay then replays on every run; the script checks the
#   case still fails and exits 1.
#
# Environment:
#   ACLCTS_FUZZ_BUILD_DIR   build directory (default: build-fuzz, the fuzz preset)
#   ACLCTS_FUZZ_JOBS        parallel workers (default: the available cores)
#   ACLCTS_FUZZ_REGRESSIONS where regression cases go (default: fuzz/regressions)
#   ACLCTS_FUZZ_TARGET      fuzz_diff's target library (default: the second build)
#   ACLCTS_FUZZ_RUNTIME     fuzz_rt_diff's runtime library (default: none, the chain model
#                           alone is checked for determinism)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
targets=${1:-all}
seconds=${2:-60}
build=${ACLCTS_FUZZ_BUILD_DIR:-$root/build-fuzz}
jobs=${ACLCTS_FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
regressions=${ACLCTS_FUZZ_REGRESSIONS:-$root/fuzz/regressions}
[ "$targets" = all ] && targets="fuzz_config fuzz_lifecycle fuzz_diff fuzz_expect fuzz_rt_diff"
for t in $targets; do
  case $t in
    fuzz_config|fuzz_lifecycle|fuzz_diff|fuzz_expect|fuzz_rt_diff) ;;
    *) echo "usage: scripts/fuzz.sh [fuzz_config|fuzz_lifecycle|fuzz_diff|fuzz_expect|fuzz_rt_diff|all] [SECONDS]" >&2; exit 2 ;;
  esac
done

if ! clang -fsanitize=fuzzer -x c -o /dev/null - >/dev/null 2>&1 <<'PROBE'
int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }
PROBE
then
  echo "scripts/fuzz.sh: clang with libFuzzer is missing (Debian: clang libclang-rt-14-dev)" >&2
  exit 2
fi

# Build: the fuzz preset, or the same settings in ACLCTS_FUZZ_BUILD_DIR.
if [ "$build" = "$root/build-fuzz" ]; then
  (cd "$root" && cmake --preset fuzz >/dev/null)
else
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DACLCTS_BUILD_FUZZERS=ON -DACLCTS_BUILD_TESTS=ON >/dev/null
fi
# shellcheck disable=SC2086
cmake --build "$build" -j"$jobs" --target $targets fuzz_seeds ascendcl ascendcl_second >/dev/null

found=0
for t in $targets; do
  exe=$build/bin/$t
  work=$build/fuzz/work/$t
  new=$build/fuzz/work/$t.new
  artifacts=$build/fuzz/artifacts/$t
  mkdir -p "$work" "$new" "$artifacts" "$regressions/$t"
  rm -f "$artifacts"/*
  echo "== $t: $seconds s, $jobs worker(s)"
  # New inputs go to the first directory; the others are read only.
  set +e
  ACLCTS_FUZZ_ARTIFACTS=$artifacts "$exe" -fork="$jobs" -max_total_time="$seconds" -dict="$build/fuzz/$t.dict" \
    -max_len=4096 -timeout=10 -artifact_prefix="$artifacts/" "$new" "$work" "$build/fuzz/corpus/$t" \
    "$regressions/$t" >"$build/fuzz/$t.log" 2>&1
  set -e
  grep -E '^#[0-9]+: cov' "$build/fuzz/$t.log" | tail -1 || true
  grep -E 'Test unit written to' "$build/fuzz/$t.log" | head -1 || true
  "$exe" -merge=1 "$work" "$new" >"$build/fuzz/$t.merge.log" 2>&1 || true
  rm -rf "$new"
  echo "   corpus: $(ls "$work" | wc -l) entries in $work"

  for crash in "$artifacts"/crash-* "$artifacts"/leak-* "$artifacts"/timeout-* "$artifacts"/oom-*; do
    [ -f "$crash" ] || continue
    found=1
    kind=$(basename "$crash" | cut -d- -f1)
    min=$artifacts/minimized-$(basename "$crash")
    ACLCTS_FUZZ_ARTIFACTS=$artifacts "$exe" -minimize_crash=1 -max_total_time=60 -runs=100000 \
      -exact_artifact_path="$min" "$crash" >"$artifacts/minimize.log" 2>&1 || true
    [ -s "$min" ] || cp "$crash" "$min"
    sum=$(sha1sum "$min" | cut -c1-16)
    case_file=$regressions/$t/$kind-$sum
    cp "$min" "$case_file"
    if ACLCTS_FUZZ_ARTIFACTS=$artifacts "$exe" "$case_file" >"$artifacts/replay.log" 2>&1; then
      echo "   $kind: $case_file (does not reproduce: check $crash)"
    else
      echo "   $kind: regression case $case_file ($(wc -c <"$case_file") bytes), fails as expected"
      sed -n '/^====\|invariant broken\|disagree\|ERROR: /{p}' "$artifacts/replay.log" | head -3 | sed 's/^/     /'
    fi
  done
done
if [ $found -ne 0 ]; then
  echo "scripts/fuzz.sh: problems found; their regression cases replay under ctest (fuzz.<target>.replay)"
  exit 1
fi
echo "scripts/fuzz.sh: no problem found"
