#!/usr/bin/env bash
# The C and C++ sources are in the style .clang-format describes (the style the
# code had, written down once; the lint fixtures of spec/tests/ aside, whose
# text is what the lint reads, and the product's headers in include/acl/, kept
# as the product writes them). ctest format.check runs it; to reformat what
# it reports: scripts/check_format.sh --fix.
# Usage: check_format.sh [--fix] [ROOT]   (ROOT: the checkout, default this script's)
set -euo pipefail
fix=0
if [ "${1:-}" = --fix ]; then fix=1; shift; fi
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root"
format=$(command -v clang-format-14 || command -v clang-format || true)
if [ -z "$format" ]; then
  echo "check_format: clang-format is not installed (Debian package clang-format; scripts/install-deps.sh --test)" >&2
  exit 1
fi
# The files git tracks, else every source below the checkout but the build trees.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.c' '*.h' '*.cpp' '*.hpp' ':!:spec/tests/*' ':!:include/acl/*')
else
  mapfile -t files < <(find . -path './build*' -prune -o -path './.git' -prune -o \
                       -path './spec/tests' -prune -o -path './include/acl' -prune -o \( -name '*.c' -o -name '*.h' -o -name '*.cpp' -o -name '*.hpp' \) -print | sed 's|^\./||')
fi
if [ "$fix" = 1 ]; then
  printf '%s\0' "${files[@]}" | xargs -0 "$format" -i
  exit 0
fi
if ! printf '%s\0' "${files[@]}" | xargs -0 "$format" --dry-run --Werror 2>/tmp/check_format.$$; then
  grep -E '^[^ ].*: (error|warning):' /tmp/check_format.$$ | sed 's/: error: code should be clang-formatted.*//' | sort -u \
    | head -50 >&2
  n=$(grep -cE ': (error|warning):' /tmp/check_format.$$ || true)
  rm -f /tmp/check_format.$$
  echo "check_format: $n place(s) not in the style of .clang-format; scripts/check_format.sh --fix reformats them" >&2
  exit 1
fi
rm -f /tmp/check_format.$$
echo "check_format: ${#files[@]} files in the style of .clang-format"
