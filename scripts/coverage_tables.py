#!/usr/bin/env python3
"""Tables for scripts/coverage.sh, from gcovr's JSON outputs.

  coverage_tables.py table SUMMARY.json LINE_MIN BRANCH_MIN
      per-file line and branch coverage of ref/src/ on stdout, the total last,
      files under either threshold marked with '<'.
  coverage_tables.py by-family OUT.md FAMILY=GCOVR.json...
      one gcovr --json report per family (counters of that family's tests
      only) -> a Markdown table: each function of ref/src/ and the families
      whose tests execute it; functions no family reaches are listed first.
  coverage_tables.py target-by-family OUT.md FAMILY=GCOVR.json...
      the same table for the build under test of `aclcts run --target-coverage`
      (harness/runner/target_coverage.sh).
"""
import json
import sys


def pct(covered, total):
    return "   -  " if total == 0 else "%5.1f%%" % (100.0 * covered / total)


def table(summary_path, line_min, branch_min):
    with open(summary_path, encoding="utf-8") as f:
        s = json.load(f)
    line_min, branch_min = float(line_min), float(branch_min)
    rows = sorted(s["files"], key=lambda e: e["filename"])
    width = max([len(r["filename"]) for r in rows] + [5])
    print("%-*s  %13s %7s  %13s %7s" % (width, "file", "lines", "", "branches", ""))
    for r in rows:
        low = (r["line_total"] and 100.0 * r["line_covered"] / r["line_total"] < line_min) or \
              (r["branch_total"] and 100.0 * r["branch_covered"] / r["branch_total"] < branch_min)
        print("%-*s  %6d/%-6d %7s  %6d/%-6d %7s %s" % (
            width, r["filename"], r["line_covered"], r["line_total"], pct(r["line_covered"], r["line_total"]),
            r["branch_covered"], r["branch_total"], pct(r["branch_covered"], r["branch_total"]),
            "<" if low else ""))
    print("%-*s  %6d/%-6d %7s  %6d/%-6d %7s   (thresholds: line %g%%, branch %g%%)" % (
        width, "TOTAL", s["line_covered"], s["line_total"], pct(s["line_covered"], s["line_total"]),
        s["branch_covered"], s["branch_total"], pct(s["branch_covered"], s["branch_total"]), line_min, branch_min))


BY_FAMILY_TEXT = {
    "by-family": ("Which rule families' tests reach each function of ref/src/",
                  "Written by `scripts/coverage.sh`: the conformance tests of each family (`FAM???.*`, "
                  "profiles product and ipv350) run alone on fresh counters of the coverage build. "
                  "The project's own unit tests are not counted here."),
    "target-by-family": ("Which rule families' tests reach each function of the target",
                         "Written by `aclcts run --target-coverage`: each test's child wrote the target's gcov "
                         "counters into its family's own directory (`GCOV_PREFIX`), one gcovr report per family."),
}


def by_family(out_path, pairs, mode="by-family"):
    reached = {}  # (file, line, name) -> set of families
    for pair in pairs:
        fam, path = pair.split("=", 1)
        with open(path, encoding="utf-8") as f:
            report = json.load(f)
        for entry in report["files"]:
            for fn in entry.get("functions", []):
                key = (entry["file"], fn["lineno"], fn["name"])
                fams = reached.setdefault(key, set())
                if fn["execution_count"] > 0:
                    fams.add(fam)
    families = sorted({p.split("=", 1)[0] for p in pairs})
    unreached = sorted(k for k, v in reached.items() if not v)
    with open(out_path, "w", encoding="utf-8") as f:
        heading, intro = BY_FAMILY_TEXT[mode]
        f.write("# %s\n\n%s\n\n" % (heading, intro))
        f.write("Families: %s.\n\n" % ", ".join(families))
        if unreached:
            f.write("Functions no family's tests reach: %s.\n\n" % ", ".join(
                "`%s` (%s:%d)" % (name, file, line) for file, line, name in unreached))
        f.write("| file | function | families |\n|---|---|---|\n")
        for (file, line, name), fams in sorted(reached.items()):
            f.write("| %s:%d | `%s` | %s |\n" % (file, line, name, " ".join(sorted(fams)) or "**none**"))


def main(argv):
    if len(argv) == 5 and argv[1] == "table":
        table(argv[2], argv[3], argv[4])
    elif len(argv) >= 3 and argv[1] in BY_FAMILY_TEXT:
        by_family(argv[2], argv[3:], argv[1])
    else:
        sys.stderr.write(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
