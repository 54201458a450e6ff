#!/bin/sh
# replay.sh MODE FUZZER DIR...: runs every input of the DIRs that exist once.
# MODE libfuzzer: a libFuzzer binary, given -runs=0 (execute the corpus, no
# fuzzing). MODE replay: a replay build (replay_main.c).
set -eu
mode=$1
exe=$2
shift 2
dirs=
for d in "$@"; do
  if [ -d "$d" ]; then dirs="$dirs $d"; fi
done
if [ "$mode" = libfuzzer ]; then
  # shellcheck disable=SC2086
  exec "$exe" -runs=0 $dirs
fi
# shellcheck disable=SC2086
exec "$exe" $dirs
