#!/usr/bin/env bash
# Installs, with apt-get, whatever the build and the tests need and the machine
# lacks. Debian 12 (bookworm). The runner uses nettle's SHA-256 (nettle-dev) and
# elfutils' libelf (libelf-dev); their run-time libraries, libnettle8 and libelf1,
# come with them and are the Debian package's Depends. Run as root, or with everything already present.
# Usage: install-deps.sh [--test]   --test: also what only the project's own
# tests need (scripts/test.sh): chromium renders report.html (harness.report_browser),
# dpkg-shlibdeps (dpkg-dev) finds the Debian package's Depends, man renders the man page.
# python3-yaml reads the workflow of docs/ci.md (docs.ci); clang-format checks the
# sources' style (format.check).
set -euo pipefail

packages=(gcc g++ make cmake pkg-config libcjson-dev libgtest-dev googletest gcovr valgrind
          clang libclang-rt-14-dev python3 zip unzip patch nettle-dev libelf-dev ${ACLCTS_EXTRA_PACKAGES:-})
test_packages=(chromium fonts-dejavu-core dpkg-dev man-db python3-yaml clang-format)
if [ "${1:-}" = --test ]; then
  packages+=("${test_packages[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "install-deps: installing ${missing[*]}" >&2
if [ "$(id -u)" != 0 ]; then
  echo "install-deps: not root; install these packages first: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
