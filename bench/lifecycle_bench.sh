#!/usr/bin/env bash
# aclInit + aclFinalize round trip of a libascendcl build on a typical 0.3 KB
# config, a 1 MiB config and the worst case the product accepts (10 MiB,
# about 5.2 million array elements), and the worst case's peak RSS
# (bench/lifecycle_bench.c says how), the library alone and then with the
# southbound spy. Printed, never asserted.
#
# Usage: bench/lifecycle_bench.sh [LIB] [RUNS]   (default: the reference of
# the build, 7 runs). Environment: ACLCTS_BUILD_DIR (default build/, built
# with the default preset -- RelWithDebInfo -- when missing).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${ACLCTS_BUILD_DIR:-$root/build}
if [[ ! -f $build/lib/libascendcl.so || ! -f $build/lib/libaclcts_southbound.so ]]; then
    (cd "$root" && cmake --preset default >/dev/null && cmake --build --preset default)
fi
lib=${1:-$build/lib/libascendcl.so}
exe=$build/bench/lifecycle_bench
mkdir -p "$build/bench"
null=$build/bench/libnull_lower.so
if [[ ! -x $exe || $root/bench/lifecycle_bench.c -nt $exe ]]; then
    ${CC:-cc} -O2 -std=c11 -Wall -Wextra -o "$exe" "$root/bench/lifecycle_bench.c" -ldl
fi
if [[ ! -f $null || $root/bench/null_lower.c -nt $null ]]; then
    ${CC:-cc} -O2 -std=c11 -Wall -Wextra -shared -fPIC -I"$root/include" -o "$null" "$root/bench/null_lower.c"
fi
grep -q '^CMAKE_BUILD_TYPE:STRING=\(Release\|RelWithDebInfo\)$' "$build/CMakeCache.txt" 2>/dev/null ||
    echo "lifecycle_bench: note: $build is not an optimised build (CMAKE_BUILD_TYPE)" >&2
# The goals are the library's own cost: first with lower layers that do
# nothing, then with the southbound spy, whose models of the lower layers
# (lower/adump, lower/opexec) parse the config again, as the product's do.
echo "== the library alone (bench/null_lower.c as the lower layers)"
"$exe" --lib "$lib" --spy "$null" --runs "${2:-7}"
echo "== with the southbound spy's lower-layer models (not the goals' subject)"
"$exe" --lib "$lib" --spy "$build/lib/libaclcts_southbound.so" --runs "${2:-7}"
