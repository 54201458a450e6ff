#!/bin/sh
# The installed bundle works on its own (packaging/CMakeLists.txt).
#
#   install_test.sh install BUILD SOURCES   cmake --install BUILD --prefix TMP, then TMP's runner
#   install_test.sh deb BUILD SOURCES       cpack's .deb, dpkg -x into an empty root, then its runner
#
# Either way the runner under test is the installed one, in a tree that holds
# nothing of the build: the whole suite against the installed references (each
# profile against its library), `--help` naming the installed spy, reference and data, the man
# page, the headers, and no libascendcl.so in the system library directory.
set -eu
mode=$1 build=$2 sources=$3
tmp=$(mktemp -d "${TMPDIR:-/tmp}/aclcts-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

case $mode in
install)
    cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
    prefix=$tmp/prefix ;;
deb)
    (cd "$tmp" && cpack --config "$build/CPackConfig.cmake" -B "$tmp/pkg" >/dev/null)
    deb=$(ls "$tmp"/pkg/aclcts_*.deb)
    case ${deb##*/} in aclcts_*_"$(dpkg --print-architecture)".deb) ;; *) fail "package name ${deb##*/}" ;; esac
    depends=$(dpkg-deb -f "$deb" Depends)
    echo "${deb##*/}: Depends: $depends"
    for need in libc6 libcjson1 libnettle8 libelf1; do
        echo "$depends" | grep -q "$need" || fail "Depends lacks $need: $depends"
    done
    dpkg-deb -x "$deb" "$tmp/root"
    prefix=$tmp/root/usr ;;
*) echo "usage: $0 install|deb BUILD SOURCES" >&2; exit 2 ;;
esac

# Nothing of the build may help the installed runner.
unset ACLCTS_SPY ACLCTS_DATADIR
runner=$prefix/bin/aclcts
lib=$(find "$prefix" -path '*/aclcts/reference/libascendcl.so')
[ -x "$runner" ] || fail "no runner at $runner"
[ -n "$lib" ] || fail "no reference under $prefix/lib*/aclcts/reference/"
lib_ipv350=$(dirname "$lib")/ipv350/libascendcl.so
[ -f "$lib_ipv350" ] || fail "no reference of the ipv350 profile at $lib_ipv350"
spy=$(dirname "$(dirname "$lib")")/libaclcts_southbound.so
[ -f "$spy" ] || fail "no spy at $spy"
worker=$(dirname "$(dirname "$lib")")/aclcts-worker
[ -x "$worker" ] || fail "no worker executable at $worker"
[ -z "$(find "$prefix" -maxdepth 3 -name libascendcl.so ! -path '*/aclcts/*')" ] ||
    fail "a libascendcl.so outside lib/aclcts/ would shadow a real CANN install"
for f in include/aclcts/acl/acl.h include/aclcts/lower/lower_layers.h include/aclcts/spy/spy_control.def \
         include/aclcts/southbound/aclcts_southbound.h share/aclcts/target_coverage.sh \
         share/aclcts/coverage_tables.py share/doc/aclcts/README.md share/man/man1/aclcts.1.gz; do
    [ -s "$prefix/$f" ] || fail "missing $f"
done

help=$("$runner" --help)
for p in "$spy" "$lib" "$prefix/share/aclcts" "$worker"; do
    real=$(realpath "$p")
    echo "$help" | grep -qF "$real" || fail "--help does not name $real:
$help"
done
echo "$help" | grep -q "(missing)" && fail "--help reports a missing file:
$help"

MANWIDTH=100 man -l "$prefix/share/man/man1/aclcts.1.gz" 2>"$tmp/man.err" >"$tmp/man.txt"
grep -q "reference/libascendcl.so" "$tmp/man.txt" || fail "the man page does not name the reference"
grep -q "reference/ipv350/libascendcl.so" "$tmp/man.txt" || fail "the man page does not name the ipv350 reference"
[ ! -s "$tmp/man.err" ] || fail "man: $(cat "$tmp/man.err")"

printf '#include "acl/acl.h"\n#include "lower/lower_layers.h"\n#include "southbound/aclcts_southbound.h"\nint main(void) { aclError (*init)(const char *) = aclInit; return init == 0; }\n' >"$tmp/h.c"
cc -std=c11 -Wall -Werror -fsyntax-only -I "$prefix/include/aclcts" "$tmp/h.c" || fail "the installed headers do not compile"

for profile in product ipv350; do
    target=$lib
    [ "$profile" = ipv350 ] && target=$lib_ipv350
    "$runner" run --lib "$target" --profile "$profile" --jobs 2 --out "$tmp/out-$profile" 2>"$tmp/run.err" ||
        fail "installed runner, profile $profile: $(cat "$tmp/run.err")"
    tail -1 "$tmp/run.err"
done
# The installed runner's --target-coverage finds its installed helper (share/aclcts/),
# here on the gallery's instrumented build as a user's own build.
gallery=$build/lib/gcov/libascendcl.so objdir=$build/ref/CMakeFiles/ascendcl_gcov.dir
if [ -f "$gallery" ] && command -v gcovr >/dev/null; then
    "$runner" run --lib "$gallery" --target-coverage "$objdir" --target-sources "$sources" --filter 'INIT00*' \
        --jobs 2 --out "$tmp/cov" 2>"$tmp/run.err" || fail "installed --target-coverage: $(cat "$tmp/run.err")"
    grep -q '"line_covered"' "$tmp/cov/target-coverage/summary.json" || fail "no target-coverage summary"
    grep "target coverage: lines" "$tmp/run.err"
fi
echo "ok: $mode: $runner against $lib and $lib_ipv350"
