#!/bin/sh
# bench/fuzz_bench.sh [SECONDS]: executions per second of each fuzz target,
# fuzzing from its seeds for SECONDS (default 10) in a scratch directory.
#   fuzz_config, fuzz_lifecycle: one process (one core); goal for
#     fuzz_config: at least 20000 exec/s.
#   fuzz_diff: two workers (two cores); each counts the scenarios it ran
#     against both libraries (ACLCTS_FUZZ_STATS); goal: at least 500
#     scenarios/s in total.
# Uses the fuzz preset's build (or ACLCTS_FUZZ_BUILD_DIR), building it if
# needed. Exit 1 when a goal is missed.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
build=${ACLCTS_FUZZ_BUILD_DIR:-$root/build-fuzz}
if [ "$build" = "$root/build-fuzz" ]; then
  (cd "$root" && cmake --preset fuzz >/dev/null)
else
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_C_COMPILER=clang \
    -DCMAKE_CXX_COMPILER=clang++ -DACLCTS_BUILD_FUZZERS=ON >/dev/null
fi
cmake --build "$build" -j2 --target fuzz_config fuzz_lifecycle fuzz_diff fuzz_seeds >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
status=0

one_core() { # target goal
  t=$1
  mkdir -p "$scratch/$t"
  cp "$build/fuzz/corpus/$t"/* "$scratch/$t/"
  (cd "$scratch" && "$build/bin/$t" -max_total_time="$seconds" -print_final_stats=1 -max_len=4096 \
    -dict="$build/fuzz/$t.dict" "$scratch/$t" >"$scratch/$t.log" 2>&1) || true
  rate=$(awk '/stat::average_exec_per_sec/ { print $2 }' "$scratch/$t.log")
  runs=$(awk '/stat::number_of_executed_units/ { print $2 }' "$scratch/$t.log")
  verdict=""
  if [ -n "$2" ]; then
    if [ "${rate:-0}" -ge "$2" ]; then verdict="(goal >= $2: met)"; else verdict="(goal >= $2: MISSED)"; status=1; fi
  fi
  printf '%-15s %8s exec/s on 1 core, %s runs in %s s %s\n' "$t" "${rate:-?}" "${runs:-?}" "$seconds" "$verdict"
}

two_cores_diff() {
  t=fuzz_diff
  mkdir -p "$scratch/$t"
  cp "$build/fuzz/corpus/$t"/* "$scratch/$t/"
  (cd "$scratch" && ACLCTS_FUZZ_STATS=1 "$build/bin/$t" -jobs=2 -workers=2 -max_total_time="$seconds" \
    -max_len=4096 -dict="$build/fuzz/$t.dict" "$scratch/$t" >/dev/null 2>&1) || true
  total=$(cat "$scratch"/fuzz-*.log | awk '/fuzz_diff stats:/ { n += $3; s = ($6 > s ? $6 : s) } END { printf "%d %.2f", n, s }')
  n=${total% *}
  wall=${total#* }
  rate=$(awk -v n="$n" -v w="$wall" 'BEGIN { printf "%d", (w > 0 ? n / w : 0) }')
  if [ "$rate" -ge 500 ]; then verdict="(goal >= 500: met)"; else verdict="(goal >= 500: MISSED)"; status=1; fi
  printf '%-15s %8s scenarios/s on 2 cores, %s scenarios in %s s %s\n' "$t" "$rate" "$n" "$wall" "$verdict"
}

echo "fuzz bench: $seconds s per target, build $build"
one_core fuzz_config 20000
one_core fuzz_lifecycle ""
two_cores_diff
exit $status
