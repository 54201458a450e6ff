#!/bin/bash -eu
# OSS-Fuzz / ClusterFuzzLite build script (the OSS-Fuzz build contract).
#
# Reads $CC, $CXX, $CFLAGS, $CXXFLAGS (already instrumented by the fuzzing
# infrastructure), $LIB_FUZZING_ENGINE (the fuzzing engine's link flags) and
# $OUT; $WORK (scratch space) is optional. Writes into $OUT, per target:
#   <target>  <target>.dict  <target>.options  <target>_seed_corpus.zip
# fuzz_diff_server and fuzz_rt_diff_server (the fork servers, found next to
# their targets), and the
# shared libraries the targets load, in $OUT/lib (the targets' run
# path includes $ORIGIN/lib): the spy, the reference, its second build in
# $OUT/lib/second (fuzz_diff's default target) and cJSON.
set -eu # also when run as "bash build.sh", which ignores the #! line's flags
: "${CC:?}" "${CXX:?}" "${CFLAGS?}" "${CXXFLAGS?}" "${LIB_FUZZING_ENGINE:?}" "${OUT:?}"
src_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=${WORK:-$(mktemp -d)}/aclcts-fuzz-build
targets="fuzz_config fuzz_lifecycle fuzz_diff fuzz_expect fuzz_rt_diff"

cmake -S "$src_dir" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DACLCTS_BUILD_FUZZERS=ON -DACLCTS_BUILD_TESTS=OFF \
  -DACLCTS_FUZZ_COMPILE_FLAGS="" -DACLCTS_FUZZ_LINK_FLAGS="$LIB_FUZZING_ENGINE" >/dev/null
# shellcheck disable=SC2086
cmake --build "$build_dir" -j"$(nproc)" --target $targets fuzz_seeds ascendcl ascendcl_second

mkdir -p "$OUT/lib/second"
cp "$build_dir/lib/libaclcts_southbound.so" "$build_dir/lib/libascendcl.so" "$OUT/lib/"
cp "$build_dir/lib/second/libascendcl.so" "$OUT/lib/second/"
cp "$build_dir/bin/fuzz_diff_server" "$build_dir/bin/fuzz_rt_diff_server" "$OUT/" # the fork servers
for t in $targets; do
  cp "$build_dir/bin/$t" "$build_dir/fuzz/$t.dict" "$build_dir/fuzz/$t.options" "$OUT/"
  rm -f "$OUT/${t}_seed_corpus.zip"
  (cd "$build_dir/fuzz/corpus/$t" && zip -q -r "$OUT/${t}_seed_corpus.zip" .)
done
# The runner image has no cJSON: ship the one the targets were linked with.
ldd "$build_dir/bin/fuzz_config" | awk '/libcjson/ { print $3 }' | while read -r lib; do
  cp -L "$lib" "$OUT/lib/"
done
