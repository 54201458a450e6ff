#!/usr/bin/env python3
"""Compares the test results of two runs: per test name, status and message.

Usage: bench/same_results.py RUN_A RUN_B   (results.json files or run directories)
Exit 0 when both runs have the same tests with the same status and message,
1 (each difference printed) when not. Durations, dates and the isolation are
not compared: they differ between any two runs; nor are the two things in a
message that differ between any two runs of one library (as in
harness/tests/harness_test.py): the place of a test's working directory
(every "DIR/aclcts.XXXXXX" reads "<workdir>") and a thread id ("THREAD:N").
"""
import json
import os
import re
import sys

WORKDIR = re.compile(r"(/[^\s\"':]*)?/aclcts\.[A-Za-z0-9]{6}")
THREAD = re.compile(r"THREAD:\d+")


def normal(message):
    return THREAD.sub("THREAD:N", WORKDIR.sub("<workdir>", message))


def tests(path):
    if os.path.isdir(path):
        path = os.path.join(path, "results.json")
    with open(path, encoding="utf-8") as f:
        return {t["name"]: (t["status"], normal(t["message"])) for t in json.load(f)["tests"]}


def main(argv):
    if len(argv) != 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    a, b = tests(argv[1]), tests(argv[2])
    diffs = 0
    for name in sorted(set(a) | set(b)):
        if a.get(name) != b.get(name):
            diffs += 1
            print("%s:\n  %s: %r\n  %s: %r" % (name, argv[1], a.get(name), argv[2], b.get(name)))
    print("%d tests, %d differ" % (len(set(a) | set(b)), diffs))
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
