#!/usr/bin/env python3
"""The per-test limits (harness/runner/test_limits*.c) against the gallery's
libraries that take without end: each affected test ends a crash naming its
limit, the run's other tests end as they do against a library whose aclInit
only returns 0 (wrongcodes), the reports are whole, no process and no cgroup
of the run is left, and the test processes' peak stays within the limit (the
runner's wait4 peak, which takes in every process of the run, and the
slots' peaks in results.json "limits").

Usage: limits_test.py TEST --runner PATH --build DIR

  limits_memory     runaway_alloc (256 MiB blocks, up to 4 GiB) under the default 2048 MiB
  limits_scratch    dump_flood (3 GiB into the working directory) under the default 256 MiB
  limits_processes  fork_many (helpers until a fork fails) under the default 256
  limits_rlimit     --limits-via rlimit: runaway_alloc named by its resident peak,
                    dump_flood by RLIMIT_FSIZE (SIGXFSZ); the processes' bound as it stands
  limits_valgrind   runaway_alloc under --valgrind and --memory-limit 256: memcheck's share added
  limits_suite      the whole suite against the reference: the same results with the default
                    limits as without any, and far from each
  limits_cli        bad values, the options of run only, limits of 0

The limits are held however this machine lets the runner hold them (a cgroup and
a tmpfs per slot as root, else resource limits): results.json "limits" says
how, and the checks follow it. Exit 77 (skipped) when the machine cannot hold
the limit a test is about.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import uuid
import xml.dom.minidom

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import driver  # noqa: E402 (the command line shared with harness_test.py and faults_test.py)
from harness_test import Ctx, Failure, MARKER_VAR, check, common, survivors  # noqa: E402

MIX = ("INIT001.RepeatInitMakesNoSouthboundCall:FILE001.*:STATE001.NewProcessIsNotFinalized:"
       "STATE001.NewProcessHasCountZero:STATE002.Fresh*")  # tests that call aclInit and tests that do not
MIB = 1 << 20
DEFAULT_MEMORY_MIB, DEFAULT_PROCESSES, DEFAULT_SCRATCH_MIB = 2048, 256, 256
SLOT_OWN_TASKS = 2        # a slot's fork-server worker and its standby (test_limits.c)
SHARED_PAGES_MIB = 64     # a process's resident size also counts shared pages (libc, ...) charged elsewhere
REPORTS = ("results.json", "junit.xml", "report.html", "summary.md")
WORKDIR = re.compile(r"(/[^\s\"':]*)?/aclcts\.[A-Za-z0-9]{6}")
THREAD = re.compile(r"THREAD:\d+")


class Skip(Exception):
    pass


def normal(message):
    return THREAD.sub("THREAD:N", WORKDIR.sub("<workdir>", message))


def measured(ctx, lib, *extra, out=None):
    """Runs `aclcts run`; returns a dict: rc, stderr, res, out, maxrss_mib
    (wait4's peak of the runner and every process of the run it waited
    for), pid, survivors, seconds."""
    out = out or tempfile.mkdtemp(dir=ctx.tmp)
    marker = uuid.uuid4().hex
    env = dict(os.environ, **{MARKER_VAR: marker})
    with tempfile.TemporaryFile() as so, tempfile.TemporaryFile() as se:
        t0 = time.monotonic()
        p = subprocess.Popen([ctx.runner, "run", "--lib", lib, "--out", out] + list(extra), env=env, stdout=so,
                             stderr=se)
        _, status, ru = os.wait4(p.pid, 0)
        took = time.monotonic() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        se.seek(0)
        err = se.read().decode("utf-8", "replace")
    res = None
    if os.path.exists(os.path.join(out, "results.json")):
        with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
            res = json.load(f)
    return {"rc": p.returncode, "stderr": err, "res": res, "out": out, "maxrss_mib": ru.ru_maxrss / 1024.0,
            "pid": p.pid, "survivors": survivors(marker), "seconds": took}


def whole_reports(r):
    """A verdict, no survivor, every report there and whole; results.jsonl one line per test."""
    check(r["rc"] in (0, 1), "exit status %d; stderr:\n%s" % (r["rc"], r["stderr"][-3000:]))
    common(r["rc"], r["stderr"], r["survivors"], r["res"], r["out"], r["rc"])
    for name in REPORTS:
        path = os.path.join(r["out"], name)
        check(os.path.exists(path), "%s was not written" % name)
        with open(path, "rb") as f:
            data = f.read()
        if name == "junit.xml":
            xml.dom.minidom.parseString(data)
        elif name == "report.html":
            check(data.rstrip().endswith(b"</html>") and b"limits per test" in data,
                  "report.html is cut short or says nothing of the limits")
        elif name == "summary.md":
            check(b"Limits per test: " in data, "summary.md says nothing of the limits")


def no_cgroup_left(r):
    left = glob.glob("/sys/fs/cgroup/**/aclcts.%d.*" % r["pid"], recursive=True)
    check(not left, "the run's cgroups are left: %s" % left)


def limits_of(r):
    check(r["res"] is not None and "limits" in r["res"], "results.json has no \"limits\"; stderr:\n%s"
          % r["stderr"][-2000:])
    return r["res"]["limits"]


def named_run(ctx, kind, words, hit, *extra):
    """The mixed selection against gallery `kind` and against wrongcodes:
    each test either names the limit (a crash whose message starts with
    `words`) or ends exactly as against wrongcodes; some test names it; the
    hits counted in results.json are those tests. Returns the run."""
    base = measured(ctx, ctx.hostile("wrongcodes"), "--filter", MIX, "--jobs", "2", *extra)
    r = measured(ctx, ctx.hostile(kind), "--filter", MIX, "--jobs", "2", *extra)
    check(r["rc"] == 1, "exit status %d, expected 1; stderr:\n%s" % (r["rc"], r["stderr"][-3000:]))
    whole_reports(r)
    no_cgroup_left(r)
    expected = {t["name"]: (t["status"], normal(t["message"])) for t in base["res"]["tests"]}
    got = r["res"]["tests"]
    check([t["name"] for t in got] == [t["name"] for t in base["res"]["tests"]], "not the same tests ran")
    named = [t for t in got if t["message"].startswith("exceeded ")]
    check(named, "no test names a limit: %s" % [(t["name"], t["status"], t["message"][:120]) for t in got])
    for t in got:
        if t in named:
            check(t["status"] == "crash" and t["message"].startswith(words),
                  "%s: %s %r, expected a crash starting %r" % (t["name"], t["status"], t["message"][:300], words))
        else:
            check((t["status"], normal(t["message"])) == expected[t["name"]],
                  "%s, which reached no limit, ended otherwise than against wrongcodes: %s %r, there %s %r"
                  % (t["name"], t["status"], t["message"][:300], *expected[t["name"]]))
    limits = limits_of(r)
    check(limits["hits"][hit] == len(named) and sum(limits["hits"].values()) == len(named),
          "results.json counts hits %s for %d named tests" % (limits["hits"], len(named)))
    check("%d test%s reached a limit" % (len(named), "" if len(named) == 1 else "s") in r["stderr"],
          "the console does not count the tests that reached a limit:\n%s" % r["stderr"][-2000:])
    print("%s: %d of %d tests named the limit, the others as against wrongcodes; %.1f s; peak resident %.0f MiB "
          "(wait4); results.json limits %s" % (kind, len(named), len(got), r["seconds"], r["maxrss_mib"],
                                              json.dumps({k: limits[k] for k in ("memory_via", "processes_via",
                                                                                 "scratch_via", "hits", "peak")})))
    return r


# ---- the three kinds, under the default limits ----

def t_limits_memory(ctx):
    r = named_run(ctx, "runaway_alloc", "exceeded the per-test memory limit of %d MiB" % DEFAULT_MEMORY_MIB,
                  "memory")
    limits = limits_of(r)
    if limits["memory_via"].startswith("cgroup"):
        check(limits["peak"]["memory_mib"] <= DEFAULT_MEMORY_MIB, "a slot peaked at %s" % limits["peak"])
        check(r["maxrss_mib"] <= DEFAULT_MEMORY_MIB + SHARED_PAGES_MIB,
              "a process of the run peaked at %.0f MiB resident" % r["maxrss_mib"])
    else:  # held by RLIMIT_DATA, a quarter above the limit
        check(r["maxrss_mib"] <= DEFAULT_MEMORY_MIB * 5 / 4 + SHARED_PAGES_MIB,
              "a process of the run peaked at %.0f MiB resident" % r["maxrss_mib"])


def t_limits_scratch(ctx):
    r = named_run(ctx, "dump_flood", "exceeded the per-test scratch limit of %d MiB" % DEFAULT_SCRATCH_MIB,
                  "scratch")
    limits = limits_of(r)
    check(limits["peak"]["scratch_mib"] <= DEFAULT_SCRATCH_MIB, "a working directory held %s" % limits["peak"])
    if limits["memory_via"].startswith("cgroup"):  # the tmpfs's pages are the writer's: within its memory
        check(limits["peak"]["memory_mib"] <= DEFAULT_MEMORY_MIB, "a slot peaked at %s" % limits["peak"])


def t_limits_processes(ctx):
    probe = measured(ctx, ctx.reference, "--filter", "STATE001.NewProcessIsNotFinalized")
    if limits_of(probe)["processes_via"] == "none":
        raise Skip("this machine cannot hold the process limit: %s" % limits_of(probe)["note"])
    r = named_run(ctx, "fork_many", "exceeded the per-test process limit of %d" % DEFAULT_PROCESSES, "processes")
    peak = limits_of(r)["peak"].get("processes")
    check(peak is None or peak <= DEFAULT_PROCESSES + SLOT_OWN_TASKS, "a slot peaked at %s tasks" % peak)


# ---- resource limits only ----

def t_limits_rlimit(ctx):
    probe = limits_of(measured(ctx, ctx.reference, "--filter", "STATE001.NewProcessIsNotFinalized",
                               "--limits-via", "rlimit"))
    check(probe["memory_via"] in ("rlimit", "checked") and probe["scratch_via"] == "rlimit",
          "--limits-via rlimit held them otherwise: %s" % probe)
    if probe["memory_via"] == "rlimit":
        r = named_run(ctx, "runaway_alloc", "exceeded the per-test memory limit of %d MiB (resident peak"
                      % DEFAULT_MEMORY_MIB, "memory", "--limits-via", "rlimit")
        check(r["maxrss_mib"] <= DEFAULT_MEMORY_MIB * 5 / 4 + SHARED_PAGES_MIB,
              "a process of the run peaked at %.0f MiB resident past RLIMIT_DATA" % r["maxrss_mib"])
    else:  # an AddressSanitizer runner: nothing would hold the runaway while it runs (4 GiB and its shadow, per job)
        print("memory under --limits-via rlimit is only checked when a test ends here (%s): runaway_alloc not run"
              % probe["note"])
    # A file of the dump reaches the scratch limit: SIGXFSZ names it.
    r = named_run(ctx, "dump_flood", "exceeded the per-test scratch limit of 32 MiB (a file reached it, SIGXFSZ",
                  "scratch", "--limits-via", "rlimit", "--scratch-limit", "32")
    check(limits_of(r)["peak"]["scratch_mib"] <= 32, "a working directory held %s" % limits_of(r)["peak"])
    # Processes: RLIMIT_NPROC counts per user, and not root's: the header says which.
    words = ("root is exempt from RLIMIT_NPROC" if os.getuid() == 0 else "RLIMIT_NPROC counts per user")
    check(words in r["stderr"], "the header does not say how processes are held (%r):\n%s" % (words, r["stderr"]))
    print("processes under --limits-via rlimit: %r" % words)


def t_limits_valgrind(ctx):
    limit = 256
    with_memcheck = limit + limit // 2 + 128  # test_limits.c: the limit, half of it and VALGRIND_MEMORY_OWN
    r = measured(ctx, ctx.hostile("runaway_alloc"), "--valgrind", "--memory-limit", str(limit), "--jobs", "2",
                 "--filter", "FILE001.MissingFileRunsNoStep:STATE001.NewProcessIsNotFinalized")
    whole_reports(r)
    no_cgroup_left(r)
    by_name = {t["name"]: t for t in r["res"]["tests"]}
    hit = by_name["FILE001.MissingFileRunsNoStep"]
    check(hit["status"] == "crash" and hit["message"].startswith("exceeded the per-test memory limit of %d MiB (" % limit)
          and "memcheck's own included" in hit["message"],
          "runaway under memcheck: %s %r" % (hit["status"], hit["message"][:300]))
    other = by_name["STATE001.NewProcessIsNotFinalized"]
    check(not other["message"].startswith("exceeded"), "a test without aclInit reached a limit: %r"
          % other["message"][:300])
    limits = limits_of(r)
    check(limits.get("memory_mib_with_memcheck") == with_memcheck, "memcheck's share: %s" % limits)
    check("under --valgrind %d MiB" % with_memcheck in r["stderr"], "the header does not say memcheck's share")
    if limits["memory_via"].startswith("cgroup"):
        check(limits["peak"]["memory_mib"] <= with_memcheck, "a slot peaked at %s" % limits["peak"])
    print("--valgrind: named at %d MiB with memcheck's own; peak resident %.0f MiB (wait4); %s"
          % (with_memcheck, r["maxrss_mib"], limits["peak"]))


# ---- the suite itself ----

def t_limits_suite(ctx):
    without = measured(ctx, ctx.reference, "--jobs", "2", "--memory-limit", "0", "--process-limit", "0",
                       "--scratch-limit", "0")
    default = measured(ctx, ctx.reference, "--jobs", "2")
    for r in (without, default):
        check(r["rc"] == 0, "the reference is not conformant (exit %d):\n%s" % (r["rc"], r["stderr"][-2000:]))
        whole_reports(r)
    a = {t["name"]: (t["status"], normal(t["message"])) for t in without["res"]["tests"]}
    b = {t["name"]: (t["status"], normal(t["message"])) for t in default["res"]["tests"]}
    differ = sorted(n for n in set(a) | set(b) if a.get(n) != b.get(n))
    check(not differ, "%d tests end otherwise under the default limits: %s" % (len(differ), differ[:10]))
    limits = limits_of(default)
    check(sum(limits["hits"].values()) == 0, "tests reached a limit: %s" % limits["hits"])
    peak = limits["peak"]
    # Far from each: a test of the suite needs a tenth of a limit at most.
    check(peak.get("memory_mib", 0) * 10 <= DEFAULT_MEMORY_MIB and peak.get("scratch_mib", 0) * 10 <= DEFAULT_SCRATCH_MIB
          and peak.get("processes", 0) * 10 <= DEFAULT_PROCESSES, "the suite comes close to a limit: %s" % peak)
    nl = limits_of(without)
    check(nl["memory_via"] == nl["processes_via"] == nl["scratch_via"] == "none", "limits 0 still held: %s" % nl)
    print("%d tests, the same results with and without limits; slots' peak %s; %.2f s with, %.2f s without"
          % (len(b), peak, default["seconds"], without["seconds"]))


def t_limits_cli(ctx):
    for bad, words in ((["--memory-limit", "-1"], "--memory-limit wants a number of MiB"),
                       (["--memory-limit", "2k"], "--memory-limit wants a number of MiB"),
                       (["--process-limit", "99999999"], "--process-limit wants a number of processes"),
                       (["--scratch-limit", ""], "--scratch-limit wants a number of MiB"),
                       (["--limits-via", "docker"], "--limits-via is auto, cgroup or rlimit")):
        rc, so, se, _, _ = ctx.aclcts("run", "--lib", ctx.reference, "--out", ctx.tmp, *bad)
        check(rc == 2 and words in se, "%s: exit %d, %r" % (bad, rc, se[-500:]))
    rc, so, se, _, _ = ctx.aclcts("list", "--memory-limit", "5")
    check(rc == 2 and "it is an option of: run" in se, "list --memory-limit: exit %d, %r" % (rc, se))
    rc, so, se, _, _ = ctx.aclcts("run", "--help")
    for opt in ("--memory-limit", "--process-limit", "--scratch-limit", "--limits-via"):
        check(opt in so, "run --help does not list %s" % opt)
    r = measured(ctx, ctx.reference, "--filter", "STATE00*", "--memory-limit", "0", "--process-limit", "0",
                 "--scratch-limit", "0")
    check(r["rc"] == 0 and all(w in r["stderr"] for w in ("memory not bounded (--memory-limit 0)",
                                                          "processes not bounded (--process-limit 0)",
                                                          "scratch not bounded (--scratch-limit 0)")),
          "limits of 0: exit %d, %s" % (r["rc"], r["stderr"][-1500:]))
    check(not glob.glob("/sys/fs/cgroup/**/aclcts.%d.*" % r["pid"], recursive=True), "a cgroup was made for no limit")


TESTS = driver.tests_of(globals())


def make_ctx(args):
    args.inject = None
    return Ctx(args)


def main():
    return driver.main(TESTS, make_ctx, Failure, skip=Skip)


if __name__ == "__main__":
    sys.exit(main())
