#!/usr/bin/env python3
"""The suite's own checks on data it ships.

  code-names ROOT        every code of include/acl/acl_base_rt.h and
                         include/acl/error_codes/rt_error_codes.h has its name
                         and value in conformance/src/codes.c, and the table
                         names no ACL code the headers lack
  rules-decided RESULTS  in a results.json of a clean run, every rule is
                         "pass" or "not_applicable" (never untested or skip)
  spy-types COMPILE_COMMANDS SNIPPET
                         a case calling the spy's control API with an argument
                         of the wrong type does not compile: SNIPPET (spy_types.c)
                         compiled with the flags of a conformance source plus
                         -Werror=incompatible-pointer-types -Werror=int-conversion
                         builds as written and fails, at its marked line, for
                         each of its WRONG_* variants
"""
import json
import os
import re
import shlex
import subprocess
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


# The conformance source whose compile command the snippet borrows.
SPY_TYPES_SOURCE = "conformance/src/spy.c"
SPY_TYPES_ERRORS = ["-Werror=incompatible-pointer-types", "-Werror=int-conversion"]


def snippet_command(commands_path, snippet):
    """The compiler and flags of SPY_TYPES_SOURCE's compile, for SNIPPET, only checked (-fsyntax-only)."""
    with open(commands_path, encoding="utf-8") as f:
        commands = json.load(f)
    for c in commands:
        if os.path.normpath(os.path.join(c["directory"], c["file"])).endswith(SPY_TYPES_SOURCE):
            args = c["arguments"] if "arguments" in c else shlex.split(c["command"])
            out, skip = [], False
            for a in args:
                if skip:
                    skip = False
                elif a in ("-o", "-MF", "-MT", "-MQ"):
                    skip = True
                elif a not in ("-c", "-MD", "-MMD") and os.path.normpath(os.path.join(c["directory"], a)) != \
                        os.path.normpath(os.path.join(c["directory"], c["file"])):
                    out.append(a)
            return c["directory"], out + SPY_TYPES_ERRORS + ["-fsyntax-only", snippet]
    return None, None


def spy_types(commands_path, snippet):
    snippet = os.path.abspath(snippet)
    directory, command = snippet_command(commands_path, snippet)
    if command is None:
        print("spy-types: %s is not in %s" % (SPY_TYPES_SOURCE, commands_path))
        return 1
    with open(snippet, encoding="utf-8") as f:
        lines = f.read().splitlines()
    variants = sorted(set(re.findall(r"defined\((WRONG_\w+)\)", "\n".join(lines))))
    problems = []

    def compile_as(macro):
        p = subprocess.run(command[:1] + ["-D" + macro] + command[1:], cwd=directory, capture_output=True, text=True)
        return p.returncode, p.stderr

    rc, err = compile_as("SPY_TYPES_CORRECT")
    if rc != 0:
        problems.append("the correct calls do not compile, so a failing variant proves nothing:\n" + err)
    else:
        print("spy-types: SPY_TYPES_CORRECT compiles")
    for v in variants:
        marked = [n for n, line in enumerate(lines, 1) if "/* %s:" % v in line]
        rc, err = compile_as(v)
        # The error is at the line, or inside ACLCTS_SPY as expanded at the line.
        at_line = [n for n in marked if re.search(r"%s:%d:\d+: (error:|note: in expansion of macro)" %
                                                  (re.escape(os.path.basename(snippet)), n), err)]
        if rc == 0:
            problems.append("%s compiles: a wrongly typed call to the spy is not caught" % v)
        elif not at_line:
            problems.append("%s fails, but not at its marked line %s:\n%s" % (v, marked, err))
        else:
            print("spy-types: %s does not compile (line %d)" % (v, at_line[0]))
    if not variants:
        problems.append("%s has no WRONG_* variant" % snippet)
    for p in problems:
        print("spy-types: FAIL: " + p)
    print("spy-types: %d variant(s), %d problem(s)" % (len(variants), len(problems)))
    return 1 if problems else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "code-names":
        return code_names(argv[2])
    if len(argv) == 3 and argv[1] == "rules-decided":
        return rules_decided(argv[2])
    if len(argv) == 4 and argv[1] == "spy-types":
        return spy_types(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
