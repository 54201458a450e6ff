#!/bin/sh
# ctest ref.profile_is_the_library: which profile a reference library
# implements is decided when it is built (ref/CMakeLists.txt), never by the
# environment. Each library runs the whole suite of its own profile with
# ACLREF_PROFILE, the variable through which the runner used to choose the
# reference's profile, set to the other profile; the runner's children
# inherit it. Both runs must be conformant: a library that read it would fail
# its own profile's rules (INIT001, REF, CB ... or IPV). Without --profile,
# the ipv350 library is run in the ipv350 profile as any build of the C layer
# is (it imports the C layer's lower layer and none of the C++ lifecycle's).
#
#   profile_env_test.sh RUNNER PRODUCT_LIBRARY IPV350_LIBRARY OUT_DIR
set -u
runner=$1 product=$2 ipv350=$3 out=$4
status=0
check() { # library profile other
    if ACLREF_PROFILE=$3 "$runner" run --lib "$1" --profile "$2" --jobs 2 --out "$out/$2" >"$out/$2.log" 2>&1; then
        echo "ok: $1, profile $2, with ACLREF_PROFILE=$3: $(tail -n 1 "$out/$2.log")"
    else
        echo "FAIL: $1, profile $2, with ACLREF_PROFILE=$3 in the environment:" >&2
        tail -n 3 "$out/$2.log" >&2
        status=1
    fi
}
mkdir -p "$out"
check "$product" product ipv350
check "$ipv350" ipv350 product
if "$runner" run --lib "$ipv350" --filter 'IPV*' --out "$out/detected" 2>"$out/detected.log" &&
    grep -q "^aclcts: profile ipv350: " "$out/detected.log"; then
    echo "ok: $ipv350 without --profile: $(head -n 1 "$out/detected.log")"
else
    echo "FAIL: $ipv350 without --profile is not run as ipv350:" >&2
    head -n 3 "$out/detected.log" >&2
    status=1
fi
exit $status
