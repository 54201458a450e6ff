#!/usr/bin/env bash
# Quick start 1: install what is missing, build, run the conformance suite
# against the bundled reference in both profiles (each profile's library),
# write reports/.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh default

status=0
build/bin/aclcts run --lib build/lib/libascendcl.so --out reports/conformance || status=$?
build/bin/aclcts run --lib build/lib/ipv350/libascendcl.so --profile ipv350 \
  --out reports/conformance-ipv350 || status=$?
echo "conform: reports in reports/conformance/ and reports/conformance-ipv350/ (report.html, summary.md)"
exit $status
