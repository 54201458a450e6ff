#!/usr/bin/env bash
# Quick start 2: install what is missing, build, run every test of the
# project itself through ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh --test
scripts/build.sh default
ctest --preset default
