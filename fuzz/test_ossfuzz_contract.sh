#!/bin/sh
# fuzz.ossfuzz_contract: runs fuzz/build.sh as OSS-Fuzz would (the same
# variables, the flags of an ASan + libFuzzer build) into a scratch $OUT,
# then checks every promised output and runs each target over its unzipped
# seed corpus from $OUT alone. Exit 77 (skipped) without clang + libFuzzer.
# usage: test_ossfuzz_contract.sh SOURCE_DIR SCRATCH_DIR
set -eu
src=$1
scratch=$2
rm -rf "$scratch"
mkdir -p "$scratch/out" "$scratch/work"
probe="$scratch/probe.c"
echo 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }' >"$probe"
if ! command -v clang >/dev/null || ! clang -fsanitize=fuzzer "$probe" -o "$scratch/probe" 2>/dev/null; then
  echo "SKIP: clang with libFuzzer is not installed"
  exit 77
fi
command -v zip >/dev/null || { echo "SKIP: zip is not installed"; exit 77; }

export CC=clang CXX=clang++ OUT="$scratch/out" WORK="$scratch/work"
export CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
export CXXFLAGS="$CFLAGS"
export LIB_FUZZING_ENGINE="-fsanitize=fuzzer"
bash "$src/fuzz/build.sh" >"$scratch/build.log" 2>&1 || { tail -40 "$scratch/build.log"; echo "FAIL: build.sh failed"; exit 1; }

fail=0
for s in fuzz_diff_server fuzz_rt_diff_server; do
  [ -x "$OUT/$s" ] || { echo "FAIL: \$OUT/$s missing"; fail=1; }
done
for t in fuzz_config fuzz_lifecycle fuzz_diff fuzz_expect fuzz_rt_diff; do
  for f in "$t" "$t.dict" "$t.options" "${t}_seed_corpus.zip"; do
    [ -s "$OUT/$f" ] || { echo "FAIL: \$OUT/$f missing or empty"; fail=1; }
  done
  [ -x "$OUT/$t" ] || { echo "FAIL: \$OUT/$t is not executable"; fail=1; }
  grep -q "^dict = $t.dict" "$OUT/$t.options" || { echo "FAIL: $t.options does not name $t.dict"; fail=1; }
  mkdir -p "$scratch/seeds/$t"
  (cd "$scratch/seeds/$t" && unzip -q -o "$OUT/${t}_seed_corpus.zip")
  n=$(ls "$scratch/seeds/$t" | wc -l)
  [ "$n" -gt 0 ] || { echo "FAIL: ${t}_seed_corpus.zip is empty"; fail=1; }
  # Runs from $OUT alone: libraries through $ORIGIN/lib, dictionary accepted.
  if ! (cd "$OUT" && ./"$t" -dict="$t.dict" -runs=0 "$scratch/seeds/$t") >"$scratch/$t.log" 2>&1; then
    tail -20 "$scratch/$t.log"
    echo "FAIL: $t does not run over its seed corpus from \$OUT"
    fail=1
  else
    echo "ok: $t ($n seeds replayed from \$OUT)"
  fi
done
exit $fail
