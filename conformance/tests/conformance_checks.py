#!/usr/bin/env python3
"""The suite's own checks on data it ships.

  code-names ROOT        every code of include/acl/acl_base_rt.h and
                         include/acl/error_codes/rt_error_codes.h has its name
                         and value in conformance/src/codes.c, and the table
                         names no ACL code the headers lack
  rules-decided RESULTS  in a results.json of a clean run, every rule is
                         "pass" or "not_applicable" (never untested or skip)
"""
import json
import re
import sys


def header_codes(path):
    text = open(path, encoding="utf-8").read().replace("\\\n", " ")
    codes = re.findall(r"static const int\s+(ACL_\w+)\s*=\s*(-?\d+)\s*;", text)
    codes += re.findall(r"#define\s+(ACL_\w+)\s+\(?(-?\d+)\)?", text)
    return {name: int(value) for name, value in codes}


def code_names(root):
    headers = {}
    for h in ("include/acl/acl_base_rt.h", "include/acl/error_codes/rt_error_codes.h"):
        headers.update(header_codes("%s/%s" % (root, h)))
    table_text = open("%s/conformance/src/codes.c" % root, encoding="utf-8").read()
    table = {name: int(value) for value, name in re.findall(r'\{(-?\d+), "(\w+)"\}', table_text)}
    problems = []
    for name, value in sorted(headers.items(), key=lambda kv: kv[1]):
        if name not in table:
            problems.append("codes.c does not name %s (%d)" % (name, value))
        elif table[name] != value:
            problems.append("codes.c gives %s the value %d, the header %d" % (name, table[name], value))
    for name in table:
        if name.startswith("ACL_") and name not in headers:
            problems.append("codes.c names %s, which no header of include/acl/ defines" % name)
    for p in problems:
        print("code-names: " + p)
    print("code-names: %d header codes, %d named, %d problem(s)" % (len(headers), len(table), len(problems)))
    return 1 if problems else 0


def rules_decided(path):
    res = json.load(open(path, encoding="utf-8"))
    bad = [(r["id"], r["status"]) for r in res["rules"] if r["status"] not in ("pass", "not_applicable")]
    for rid, st in bad:
        print("rules-decided: %s is %s" % (rid, st))
    counts = {}
    for r in res["rules"]:
        counts[r["status"]] = counts.get(r["status"], 0) + 1
    print("rules-decided: profile %s: %s" % (res["profile"], counts))
    return 1 if bad else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "code-names":
        return code_names(argv[2])
    if len(argv) == 3 and argv[1] == "rules-decided":
        return rules_decided(argv[2])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
