#!/usr/bin/env python3
"""The runner's own tests: aclcts against misbehaving targets and its CLI.

Usage: harness_test.py TEST --runner PATH --build DIR [--inject PATH] [--lower-lib PATH]

Every run of the runner carries a unique marker in its environment; after it
exits, any process whose environment still holds the marker is a survivor
(forked processes keep the environment block of the runner they came from).
"""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
import uuid

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
import deflists  # noqa: E402 (the lists kept once: scripts/deflists.py)
import driver  # noqa: E402 (the command line shared with faults_test.py)

MARKER_VAR = "ACLCTS_HARNESS_MARKER"
INJECTED = "<script>alert(1)</script>"
FEW = "STATE00*"          # a few tests that call aclInit early
DEADLINE_MS = 1000
SLACK_S = 1.0             # "within deadline + 1 s"


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


class Ctx:
    def __init__(self, args):
        self.runner = args.runner
        self.build = args.build
        self.inject = args.inject
        self.lower = getattr(args, "lower_lib", None)  # harness_test.py only (host_lower_test.py shares Ctx)
        self.tmp = tempfile.mkdtemp(prefix="aclcts-harness-")

    def hostile(self, kind):
        return os.path.join(self.build, "lib", "hostile", "libhostile_%s.so" % kind)

    @property
    def reference(self):
        return os.path.join(self.build, "lib", "libascendcl.so")

    def aclcts(self, *argv, env=None, timeout=120):
        """Runs the runner; returns (rc, stdout, stderr, seconds, survivors)."""
        marker = uuid.uuid4().hex
        e = dict(os.environ)
        e[MARKER_VAR] = marker
        e.update(env or {})
        t0 = time.monotonic()
        p = subprocess.run([self.runner] + list(argv), env=e, capture_output=True, text=True,
                           errors="replace", timeout=timeout)
        took = time.monotonic() - t0
        return p.returncode, p.stdout, p.stderr, took, survivors(marker)

    def run(self, lib, *extra, out=None, **kw):
        out = out or tempfile.mkdtemp(dir=self.tmp)
        rc, so, se, took, surv = self.aclcts("run", "--lib", lib, "--out", out, *extra, **kw)
        res = None
        path = os.path.join(out, "results.json")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                res = json.load(f)
        return rc, se, took, surv, res, out


def survivors(marker):
    """Pids of live processes whose environment carries the marker; kills them."""
    needle = ("%s=%s" % (MARKER_VAR, marker)).encode()
    found = []
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open("/proc/%s/environ" % pid, "rb") as f:
                env = f.read()
            with open("/proc/%s/stat" % pid) as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if needle in env.split(b"\0") and state != "Z":
            found.append(int(pid))
    for pid in found:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return found


def statuses(res):
    return [t["status"] for t in res["tests"]]


def with_status(res, status):
    return [t for t in res["tests"] if t["status"] == status]


def common(rc, se, surv, res, out, want_rc):
    """What every hostile run must show."""
    check(rc == want_rc, "exit status %d, expected %d; stderr:\n%s" % (rc, want_rc, se[-2000:]))
    check(rc >= 0, "the runner was killed by signal %d" % -rc)
    check(not surv, "processes of the run survived it: %s" % surv)
    html = os.path.join(out, "report.html")
    if os.path.exists(html):
        with open(html, encoding="utf-8", errors="replace") as f:
            text = f.read()
        check(INJECTED not in text, "report.html carries target output unescaped")
    if res is not None:
        jsonl = os.path.join(out, "results.jsonl")
        with open(jsonl, encoding="utf-8") as f:
            lines = [json.loads(line) for line in f if line.strip()]
        check(len(lines) == len(res["tests"]), "results.jsonl has %d lines for %d tests"
              % (len(lines), len(res["tests"])))


# ---- the hostile gallery ----

def crash_by(signame):
    def t(ctx):
        rc, se, took, surv, res, out = ctx.run(ctx.hostile(kind_of[t]), "--filter", FEW,
                                               "--timeout-ms", str(DEADLINE_MS))
        common(rc, se, surv, res, out, 1)
        crashes = with_status(res, "crash")
        check(crashes, "no crash recorded: %s" % statuses(res))
        check(all(signame in c["message"] for c in crashes),
              "crash without %s: %s" % (signame, [c["message"][:80] for c in crashes]))
        # Each crash says where: the ACL call the case was in, and the crashing thread's stack with the
        # target's function named (addr2line, which gcc brings along, reads the gallery's symbols).
        check(all("while running the case, in its call aclInit(" in c["message"] for c in crashes),
              "a crash without its ACL call: %s" % [c["message"][:200] for c in crashes])
        check(all(re.search(r"\n#\d+ aclInit \(%s\.c:\d+\) in libhostile_%s\.so\+0x" % (kind_of[t], kind_of[t]),
                            c["message"]) for c in crashes),
              "a crash without the target's function in its stack: %s" % [c["message"][:600] for c in crashes[:1]])
    return t


def deadline_test(ctx, kind):
    # --jobs large enough that every selected test runs at once: the whole run
    # must end within one deadline plus the slack.
    rc, se, took, surv, res, out = ctx.run(ctx.hostile(kind), "--filter", "STATE001.*", "--jobs", "8",
                                           "--timeout-ms", str(DEADLINE_MS))
    common(rc, se, surv, res, out, 1)
    timeouts = with_status(res, "timeout")
    check(timeouts, "no timeout recorded: %s" % statuses(res))
    for t in timeouts:
        check(t["duration_ms"] <= DEADLINE_MS + SLACK_S * 1000, "%s took %.0f ms" % (t["name"], t["duration_ms"]))
    check(took <= DEADLINE_MS / 1000.0 + SLACK_S + 0.5, "the run took %.2f s" % took)


def t_hang(ctx):
    deadline_test(ctx, "hang")


def t_spin(ctx):
    deadline_test(ctx, "spin")


def t_exit0(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("exit0"), "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    crashes = with_status(res, "crash")
    check(crashes and all("exited with status 0 before reporting" in c["message"] for c in crashes),
          "exit0 not reported as an exit before the report: %s" % [c["message"][:80] for c in crashes])
    # Tests that never reach aclInit may pass (a fresh aclFinalize answers 0;
    # their trace checks are not observable on a build without the lower layers).
    check(all(t["name"].startswith("STATE001") or "not observable" in t["message"] for t in with_status(res, "pass")),
          "a clean exit was taken for a pass")


def t_flood(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("flood"), "--filter", FEW, timeout=60)
    common(rc, se, surv, res, out, 1)
    check(took < 30, "flood took %.1f s" % took)
    size = os.path.getsize(os.path.join(out, "results.json"))
    check(size < 64 * 1024 * (len(res["tests"]) + 1) + 1_000_000, "results.json is %d bytes" % size)
    check(any("more dropped" in t["message"] for t in res["tests"]), "no failure mentions the dropped output")


def t_closefds(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("closefds"), "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    check(len(res["tests"]) > 0 and all(s in ("pass", "fail", "skip", "crash") for s in statuses(res)),
          "unexpected statuses %s" % statuses(res))
    check(with_status(res, "fail") or with_status(res, "crash"), "closefds looks conformant")


def t_grandchild(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("grandchild"), "--filter", FEW, "--jobs", "2")
    common(rc, se, surv, res, out, 1)
    check(took < 10, "the run waited for the grandchild (%.1f s)" % took)


def unloadable(kind, words):
    def t(ctx):
        rc, se, took, surv, res, out = ctx.run(ctx.hostile(kind), "--filter", FEW)
        common(rc, se, surv, res, out, 2)
        check(any(w in se for w in words), "the message does not say why: %s" % se)
    return t


def t_ctor_state(ctx):
    # The fork server serves a target whose load leaves no state behind, and
    # gives a fresh process per test to one whose constructor starts a thread,
    # writes a file or calls the southbound; results.json says which ran.
    rc, se, took, surv, res, out = ctx.run(ctx.reference, "--filter", FEW)
    common(rc, se, surv, res, out, 0)
    check(res["isolation"] == {"mode": "fork-server"}, "the reference: isolation %s" % res.get("isolation"))
    rc, se, took, surv, res, out = ctx.run(ctx.reference, "--filter", FEW, "--isolation", "process")
    common(rc, se, surv, res, out, 0)
    check(res["isolation"]["mode"] == "process" and "--isolation process" in res["isolation"]["reason"],
          "--isolation process: %s" % res.get("isolation"))
    for kind, word in (("ctor_thread", "started 1 thread"), ("ctor_file", "wrote files"), ("ctor_southbound", "southbound")):
        rc, se, took, surv, res, out = ctx.run(ctx.hostile(kind), "--filter", FEW)
        common(rc, se, surv, res, out, 1)
        iso = res.get("isolation", {})
        check(iso.get("mode") == "process" and word in iso.get("reason", ""), "%s: isolation %s" % (kind, iso))
        check("isolation: a fresh process per test" in se, "%s: stderr does not name the isolation" % kind)
        check(not with_status(res, "crash") and not with_status(res, "timeout"), "%s: %s" % (kind, statuses(res)))


def t_missing(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("missing"), "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    missing = res["target"]["missing_symbols"]
    check("aclFinalizeReference" in missing and "aclInit" not in missing, "missing_symbols: %s" % missing)
    check(not with_status(res, "crash"), "a missing symbol was called")


def t_wrongcodes(ctx):
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("wrongcodes"), "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    check(with_status(res, "fail") and not with_status(res, "crash"), "statuses %s" % statuses(res))
    check("NOT conformant" in se, "no final verdict line")


def t_inputs(ctx):
    """Every failure shows what the case passed: the call as made, the files it wrote, the
    environment it set, its last ACL calls (a build that answers success to everything)."""
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("wrongcodes"), timeout=300)
    common(rc, se, surv, res, out, 1)
    failing = [t for t in res["tests"] if t["status"] in ("fail", "crash", "timeout")]
    marks = (" [acl", "\n  the case wrote ", "\n  the environment it set: ", "\n  its ACL calls (")
    bare = [t for t in failing if len(t["message"]) < 4000 and not any(m in t["message"] for m in marks)]
    check(len(failing) > 100 and not bare, "%d of %d failures without their input, e.g. %s" %
          (len(bare), len(failing), [t["message"][:300] for t in bare[:3]]))
    # A configuration is shown with its text, a call with its arguments' values.
    dump = [t for t in failing if t["name"] == "DUMP003.UnknownMemberMakesDumpNonEmpty"]
    check(dump and 'the case wrote acl.json (22 bytes): {"dump":{"unknown":1}}' in dump[0]["message"],
          "the dump configuration is not shown: %s" % (dump[0]["message"][:600] if dump else "no such failure"))
    calls = [t for t in failing if re.search(r"\[aclInit\(\"/[^\"]*\"\)\]", t["message"])]
    check(calls, "no failing aclInit names the path it was given")
    # --keep-workdir keeps the files a failing case wrote; the reproduce command asks for it.
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("wrongcodes"), "--filter", "DUMP003.DumpStringIsNotAnObject",
                                           "--keep-workdir")
    kept = os.path.join(out, "workdirs", "DUMP003.DumpStringIsNotAnObject", "acl.json")
    check(os.path.isfile(kept) and open(kept).read() == '{"dump":"x"}' and ("is kept in " + os.path.dirname(kept))
          in res["tests"][0]["message"] and "--keep-workdir" in open(os.path.join(out, "results.jsonl")).read(),
          "--keep-workdir: %s" % res["tests"][0])


def t_fewer_devices(ctx):
    """A build that reports one device: the chain's cases that use more are skipped naming
    the count, the console says how many, and none fails for a device the host lacks."""
    one = os.path.join(ctx.build, "lib", "simulator", "libsimulator_one_device.so")
    rc, se, took, surv, res, out = ctx.run(one, "--filter", "SETDEV*:CTX*:STREAM*:RTEVENT*", timeout=300)
    common(rc, se, surv, res, out, 0 if rc == 0 else 1)
    need = "the runtime has 1 devices; the case needs 8 (ids 0-7)"
    skipped = [t for t in res["tests"] if t["status"] == "skip" and t["message"] == need]
    check(len(skipped) > 100 and re.search(r"aclcts: %d tests skipped: %s" % (len(skipped), re.escape(need)), se),
          "%d skipped for the device count; console: %s" % (len(skipped), se[-800:]))
    lacking = [t for t in res["tests"] if t["status"] == "fail" and
               "got ACL_ERROR_RT_INVALID_DEVICEID" in t["message"].split("\n")[0]]
    check(not lacking, "failures for a device the build does not have: %s" % [t["name"] for t in lacking])
    eight = os.path.join(ctx.build, "lib", "simulator", "libsimulator.so")
    rc, se, took, surv, res, out = ctx.run(eight, "--filter", "SETDEV*:CTX*:STREAM*:RTEVENT*", timeout=300)
    check(not [t for t in res["tests"] if "the case needs 8" in t["message"]], "an eight-device build is not skipped")


def t_repeat(ctx):
    """--repeat N: a test whose runs disagree (the flaky gallery library) is flaky, with how often
    each outcome came; one whose runs agree is as in one run; the reports hold one result a test."""
    test, steady = "FILE001.MissingParentDirectoryReturnsInvalidFile", "FILE009.ReadComesBeforeFirstConfigCompare"
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("flaky"), "--filter", test + ":" + steady, "--repeat", "6",
                                           "--jobs", "1")
    check(rc == 1 and not surv, "exit %d, survivors %s: %s" % (rc, surv, se[-600:]))  # results.jsonl: a line a run
    by = {t["name"]: t for t in res["tests"]}
    check(len(res["tests"]) == 2 and res["summary"]["total"] == 2, "one result a test: %s" % statuses(res))
    check(by[test]["status"] == "fail" and by[test]["message"].startswith(
        "flaky: its outcome changed across 6 runs (3 pass, 3 fail); the first fail run: ")
          and ("aclcts: flaky %s: 3 pass, 3 fail in 6 runs" % test) in se, "flaky: %s\n%s" % (by[test], se[-600:]))
    check(not by[steady]["message"].startswith("flaky"), "a test whose runs agree: %s" % by[steady])
    with open(os.path.join(out, "results.jsonl"), encoding="utf-8") as f:
        check(sum(1 for _ in f) == 12, "results.jsonl keeps every run's line")
    check(ctx.aclcts("run", "--lib", ctx.reference, "--repeat", "0")[0] == 2, "--repeat 0 is a usage error")


def t_inject(ctx):
    check(ctx.inject, "--inject PATH not given")
    rc, se, took, surv, res, out = ctx.run(ctx.inject, "--filter", FEW)
    common(rc, se, surv, res, out, 1)
    with open(os.path.join(out, "report.html"), encoding="utf-8") as f:
        html = f.read()
    check("&lt;script&gt;alert(1)&lt;/script&gt;" in html, "report.html lacks the escaped target output")
    lookups = [t for t in with_status(res, "crash") if "aclcts_test_unprovided" in t["message"]]
    check(lookups and all("symbol lookup error" in t["message"] for t in lookups),
          "a call to an unprovided symbol is not a crash naming it: %s" % statuses(res))


kind_of = {}
for k, sig in (("segv", "SIGSEGV (signal 11)"), ("abort", "SIGABRT (signal 6)")):
    fn = crash_by(sig)
    kind_of[fn] = k
    globals()["t_" + k] = fn
t_ctor_crash = unloadable("ctor_crash", ["SIGSEGV"])
t_notelf = unloadable("notelf", ["invalid ELF header", "libhostile_notelf.so"])


def t_hostile_elf(ctx):
    # Copies of the reference made hostile (harness.elf_imports reads many more
    # of them directly): cut inside its program headers, the loader refuses it;
    # cut before its section headers, or its section headers moved outside the
    # file, it still loads but its dynamic symbols cannot be read: said, and
    # taken as importing nothing. Never a crash of the runner.
    with open(ctx.reference, "rb") as f:
        ref = f.read()
    shoff = int.from_bytes(ref[0x28:0x30], "little")  # e_shoff of a 64-bit ELF file
    moved = bytearray(ref)
    moved[0x28:0x30] = (len(ref) + (1 << 40)).to_bytes(8, "little")
    for name, data, want_rc, words in (("short", ref[:100], 2, ["cannot be loaded", "short.so"]),
                                       ("cut", ref[:shoff], 0, ["dynamic symbols cannot be read"]),
                                       ("moved", bytes(moved), 0, ["dynamic symbols cannot be read"])):
        lib = os.path.join(ctx.tmp, "lib%s.so" % name)
        with open(lib, "wb") as f:
            f.write(data)
        rc, se, took, surv, res, out = ctx.run(lib, "--filter", FEW)
        common(rc, se, surv, res, out, want_rc)
        check(all(w in se for w in words), "%s: the message does not say why: %s" % (name, se))
        rc, so, se, took, surv = ctx.aclcts("probe", "--lib", lib)
        check(rc == want_rc and not surv, "%s: probe exit %d, expected %d:\n%s" % (name, rc, want_rc, se))

# ---- the runner's CLI and bookkeeping ----


def t_cli(ctx):
    # A test's reproduce command writes into its own directory, not over the run's reports.
    rc, se, took, surv, res, out = ctx.run(ctx.hostile("wrongcodes"), "--filter", "FILE001.*")
    with open(os.path.join(out, "junit.xml"), encoding="utf-8") as f:
        junit = f.read()
    want = "--out %s" % os.path.join(out, "reproduce", "FILE001.")
    check(want in junit, "the reproduce command has no --out of its own:\n%s" % junit[:1500])
    # The man page's synopsis lists every command and every option each command's --help lists.
    man = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "packaging", "aclcts.1.in")
    with open(man, encoding="utf-8") as f:
        page = f.read()
    synopsis = page[page.index(".SH SYNOPSIS"):page.index(".SH DESCRIPTION")].replace("\\-", "-")
    for cmd in ("run", "list", "rules", "probe", "diff", "expect", "compare", "merge"):
        rc, so, se, _, _ = ctx.aclcts(cmd, "--help")
        check(".B aclcts %s" % cmd in synopsis, "the man page's synopsis lacks 'aclcts %s'" % cmd)
        for o in sorted(set(re.findall(r"^\s+(--[a-z-]+)", so, re.M)) - {"--help"}):
            check(o in synopsis, "the man page's synopsis lacks %s %s" % (cmd, o))
    for cmd in ("run", "list", "rules", "probe", "diff", "expect"):
        rc, so, se, _, _ = ctx.aclcts(cmd, "--help")
        check(rc == 0 and ("aclcts " + cmd) in so, "%s --help: rc %d" % (cmd, rc))
    check(ctx.aclcts()[0] == 2, "no command must be a usage error")
    check(ctx.aclcts("nonsense")[0] == 2, "an unknown command must be a usage error")
    check(ctx.aclcts("run")[0] == 2, "run without --lib must be a usage error")
    check(ctx.aclcts("run", "--lib", ctx.reference, "--jobs", "zero")[0] == 2, "a bad --jobs must be rejected")
    rc, so, se, _, _ = ctx.aclcts("run", "--lib", ctx.reference, "--filter", "NoSuchTest.*",
                                  "--out", os.path.join(ctx.tmp, "empty"))
    check(rc == 2 and "no test" in se, "an empty selection must be a usage error: %d %s" % (rc, se))
    rc, so, se, _, _ = ctx.aclcts("run", "--lib", os.path.join(ctx.tmp, "absent.so"))
    check(rc == 2 and "cannot be loaded" in se, "a missing library: %d %s" % (rc, se))
    rc, so, se, _, _ = ctx.aclcts("--version")
    check(rc == 0 and so.startswith("aclcts ") and so.split()[1][0].isdigit(), "--version: %d %s" % (rc, so))
    # An option a command does not take is a usage error that names it.
    for argv, word in ((("list", "--against", "x", "--corpus", "y", "--valgrind"), "--against"),
                       (("rules", "--jobs", "3"), "--jobs"),
                       (("probe", "--lib", ctx.reference, "--valgrind"), "--valgrind"),
                       (("diff", "--lib", "a", "--against", "b", "--jobs", "2"), "--jobs"),
                       (("run", "--lib", ctx.reference, "--family", "INIT"), "--family"),
                       (("run", "--lib", ctx.reference, "--valgrind=yes"), "--valgrind"),
                       (("list", "--no-such-option"), "--no-such-option"),
                       (("list", "stray"), "stray"),
                       (("rules", "--family"), "--family")):
        rc, so, se, _, _ = ctx.aclcts(*argv)
        check(rc == 2 and word in se and so == "", "%s: rc %d, stderr %r" % (" ".join(argv), rc, se))
    # Every option a command's help lists is accepted by that command.
    for cmd in ("run", "list", "rules", "probe", "diff"):
        rc, so, se, _, _ = ctx.aclcts(cmd, "--help")
        # the options a help lists: the first word of each indented option line
        for opt in sorted(set(re.findall(r"(?m)^\s+(--[a-z][a-z-]*)", so))):
            rc2, so2, se2, _, _ = ctx.aclcts(cmd, opt)
            check("not an option" not in se2 and "unknown option" not in se2,
                  "%s --help lists %s, yet the command rejects it: %s" % (cmd, opt, se2))


def t_list_rules(ctx):
    rc, so, se, _, _ = ctx.aclcts("list")
    names = [line.split()[0] for line in so.splitlines()]
    check(rc == 0 and names, "list printed nothing")
    check(all("." in n for n in names), "list prints SUITE.Name first")
    rc, so2, se, _, _ = ctx.aclcts("list", "--filter", names[0])
    check(rc == 0 and so2.split() and so2.split()[0] == names[0], "list --filter NAME")
    # Sharding splits the selection into disjoint parts that cover it.
    parts = []
    for i in range(2):
        rc, s, _, _, _ = ctx.aclcts("list", env={"GTEST_TOTAL_SHARDS": "2", "GTEST_SHARD_INDEX": str(i)})
        parts.append([line.split()[0] for line in s.splitlines()])
    check(sorted(parts[0] + parts[1]) == sorted(names), "shards do not partition the list")
    rc, so, se, _, _ = ctx.aclcts("rules")
    check(rc == 0 and so.strip(), "rules printed nothing")
    for line in so.splitlines():
        f = line.split()
        check(len(f) >= 3 and f[2] in ("tested", "untested"), "rules line: %s" % line)
        check((f[2] == "untested") == (len(f) == 3), "a rule's status disagrees with its tests: %s" % line)


def simulator(ctx):
    return os.path.join(ctx.build, "lib", "simulator", "libsimulator.so")


def t_simulator(ctx):
    """The gallery's simulator calls no lower layer: what it asserts of the public API is judged,
    its trace checks are counted as not observable, a test skips only when it asserted nothing else."""
    rc, se, took, surv, res, out = ctx.run(simulator(ctx), "--timeout-ms", "3000", timeout=600)
    common(rc, se, surv, res, out, 1)
    partly = [t for t in with_status(res, "pass") if "not observable" in t["message"]]
    check(len(partly) >= 100, "passes with checks not observable: %d" % len(partly))
    for t in with_status(res, "skip"):
        msg = t["message"]
        check(NOT_OBSERVABLE.match(msg) is not None or msg.startswith("the target does not export"),
              "%s skipped without a named reason: %r" % (t["name"], msg))
    check(len(with_status(res, "fail")) > 100, "the simulator's bugs are not named")
    unobservable = [r["id"] for r in res["rules"] if r["status"] == "not_observable"]
    check(unobservable, "no rule is not observable on a build without the lower layers")
    check(re.search(r"NOT conformant; %d of \d+ rules not observable on this build \(it does not call the lower "
                    r"layers\)" % len(unobservable), se) is not None, "the verdict line does not count them:\n" + se[-400:])
    # Against the reference's run, a rule that becomes not observable is a change, not a regression.
    rc_r, se_r, _, _, _, ref_out = ctx.run(ctx.reference, timeout=600)
    cmp_out = tempfile.mkdtemp(dir=ctx.tmp)
    ctx.aclcts("compare", "--out", cmp_out, ref_out, out)
    with open(os.path.join(cmp_out, "compare.json")) as f:
        regressions = {c["rule"] for c in json.load(f)["regressions"]}
    check(not regressions & set(unobservable), "not observable counted as regressions: %s"
          % sorted(regressions & set(unobservable))[:5])
    repeat = [t for t in res["tests"] if t["name"] == "INIT001.RepeatInitWithDirectoryReturnsRepeatInitialize"]
    check(repeat and repeat[0]["status"] == "fail" and "ACL_ERROR_REPEAT_INITIALIZE" in repeat[0]["message"],
          "the simulator's accepted second aclInit is not named: %s" % repeat)


def t_simulator_memcheck(ctx):
    """A memcheck error names the source line of the target, and the whole log is kept."""
    test = "INIT002.EveryStageCallbackGetsTheRawConfig"
    rc, se, took, surv, res, out = ctx.run(simulator(ctx), "--filter", test, "--valgrind", timeout=300)
    t = res["tests"][0]
    check(t["status"] == "fail" and "Invalid read of size 1" in t["message"] and
          re.search(r"read_config \(simulator\.c:\d+\)", t["message"]) is not None,
          "the memcheck error does not name the simulator's line: %s" % t["message"][:600])
    log = os.path.join(out, "memcheck", test + ".log")
    check(os.path.isfile(log) and log in t["message"], "the whole log is not kept where the message says")


def t_expect_from(ctx):
    """aclcts expect --from: today's failures become the expectations of the next run."""
    lib = ctx.hostile("wrongcodes")
    rc, se, took, surv, res, out = ctx.run(lib, "--filter", FEW)
    fails = {t["name"] for t in res["tests"] if t["status"] in ("fail", "crash", "timeout")}
    check(fails and rc == 1, "wrongcodes has no failing test to expect")
    path = os.path.join(ctx.tmp, "from.json")
    rc, so, se, _, _ = ctx.aclcts("expect", "--from", out, "--out", path, "--reason", "known", "--expires", "2999-01-01")
    check(rc == 0, "expect --from: exit %d: %s" % (rc, se))
    with open(path) as f:
        doc = json.load(f)
    entries = doc["targets"][0]["expect"]
    check(doc["targets"][0].get("path_glob") == "*/" + os.path.basename(lib),
          "the entries are not under the target's file name: %s" % doc["targets"][0].keys())
    check({e["test"] for e in entries} == fails and all("*" not in e["test"] for e in entries),
          "one entry per failing test, no glob: %s" % entries[:3])
    check(all(e["reason"] == "known" and e["expires"] == "2999-01-01" for e in entries), "reason and expires")
    rc, se, took, surv, res2, out2 = ctx.run(lib, "--filter", FEW, "--expect", path)
    check(rc == 0 and not [t for t in res2["tests"] if t["status"] in ("fail", "crash", "timeout")],
          "the next run with the file: exit %d" % rc)
    rc, so, se, _, _ = ctx.aclcts("expect", "--from", out, "--expires", "2027-02-30")
    check(rc == 2 and "calendar date" in se, "a bad --expires: exit %d: %s" % (rc, se))
    rc, so, se, _, _ = ctx.aclcts("expect")
    check(rc == 2 and "--from" in se, "expect without --from: exit %d" % rc)


def t_expect(ctx):
    lib = ctx.hostile("wrongcodes")
    rc, se, took, surv, res, out = ctx.run(lib, "--filter", FEW)
    fails = [t["name"] for t in with_status(res, "fail")]
    passes = [t["name"] for t in with_status(res, "pass")]
    check(fails, "wrongcodes has no failing test to expect")
    listed = [{"test": n, "status": "fail", "reason": "known", "url": "https://example.invalid/1"} for n in fails]
    listed.append({"test": fails[0], "status": "fail", "reason": "shadowed", "expires": "2000-01-01"})
    if passes:
        listed.append({"test": passes[0], "status": "fail", "reason": "stale"})
    path = os.path.join(ctx.tmp, "expect.json")
    with open(path, "w") as f:
        json.dump({"targets": [{"path_glob": "*/libhostile_wrongcodes.so", "expect": listed}]}, f)
    rc, se, took, surv, res2, out = ctx.run(lib, "--filter", FEW, "--expect", path)
    by = {t["name"]: t["status"] for t in res2["tests"]}
    check(all(by[n] == "xfail" for n in fails), "expected failures did not become xfail: %s" % by)
    if passes:
        check(by[passes[0]] == "xpass" and rc == 1, "a listed pass must be xpass and fail the run")
    else:
        check(rc == 0, "every failure was expected, yet exit %d" % rc)
    # An expired entry alone is reported and not applied.
    with open(path, "w") as f:
        json.dump({"targets": [{"path_glob": "*/libhostile_wrongcodes.so",
                                "expect": [{"test": fails[0], "status": "fail", "reason": "old",
                                            "expires": "2000-01-01"}]}]}, f)
    rc, se, took, surv, res3, out = ctx.run(lib, "--filter", fails[0], "--expect", path)
    check(res3["tests"][0]["status"] == "fail" and "expired" in se and rc == 1, "expired entry was applied")


# Each malformed entry is a usage error naming the file, the entry (index and
# test) and the field; the entry sits second, after a valid one.
BAD_ENTRIES = {
    "status": ({"test": "INIT001.*", "status": "bogus", "reason": "r"}, "INIT001.*", '"status" is "bogus"'),
    "month": ({"test": "INIT001.*", "reason": "r", "expires": "2099-13-45"}, "INIT001.*", '"expires"'),
    "day": ({"test": "INIT001.*", "reason": "r", "expires": "2027-02-30"}, "INIT001.*", '"expires"'),
    "shape": ({"test": "INIT001.*", "reason": "r", "expires": "1 Jan 2027"}, "INIT001.*", '"expires"'),
    "key": ({"test": "INIT001.*", "reason": "r", "reson": "typo"}, "INIT001.*", '"reson"'),
    "reason": ({"test": "INIT001.*", "status": "fail"}, "INIT001.*", '"reason" is missing'),
    "glob": ({"test": "NOSUCH*.X", "reason": "r"}, "NOSUCH*.X", '"test" matches no test'),
}


def bad_expect(kind):
    def t(ctx):
        entry, test, field = BAD_ENTRIES[kind]
        path = os.path.join(ctx.tmp, "bad-%s.json" % kind)
        good = {"test": "STATE001.*", "status": "fail", "reason": "fine"}
        with open(path, "w") as f:
            json.dump({"targets": [{"path_glob": "*/no-such-lib.so", "expect": [good, entry]}]}, f)
        out = os.path.join(ctx.tmp, "out")
        rc, se, took, surv, res, out = ctx.run(ctx.reference, "--filter", FEW, "--expect", path, out=out)
        want = ["bad-%s.json" % kind, "targets[0].expect[1]", '(test "%s")' % test, field]
        check(rc == 2 and all(w in se for w in want), "rc %d, stderr %r, wants %s" % (rc, se, want))
        check(res is None and not os.path.exists(os.path.join(out, "results.jsonl")), "tests ran regardless")
    return t


for _k in BAD_ENTRIES:
    globals()["t_expect_bad_" + _k] = bad_expect(_k)


def t_probe(ctx):
    rc, so, se, _, surv = ctx.aclcts("probe", "--lib", ctx.reference)
    check(rc == 0 and not surv, "probe rc %d: %s" % (rc, se))
    o = json.loads(so)
    check(set(o) >= {"init", "finalize", "trace", "errmsg"} and o["init"] == 0, "probe object: %s" % o)
    check(all(set(c) == {"fn", "args", "ret"} for c in o["trace"]), "trace entries")
    rc, so, se, _, _ = ctx.aclcts("probe", "--lib", ctx.reference, "--fail", "rtGetSocVersion=507000")
    o2 = json.loads(so)
    check(o2["init"] != 0 and any(c["fn"] == "rtGetSocVersion" and c["ret"] == 507000 for c in o2["trace"]),
          "the fault was not injected: %s" % o2)
    rc, so, se, _, surv = ctx.aclcts("probe", "--lib", ctx.hostile("segv"))
    o3 = json.loads(so)
    check(rc == 1 and "SIGSEGV" in o3.get("crash", "") and not surv, "probe of a crashing target: %s" % so)


def t_diff(ctx):
    rc, so, se, took, surv = ctx.aclcts("diff", "--lib", ctx.reference, "--against", ctx.reference,
                                        "--only", "init-fin", "--quiet")
    check(rc == 0 and "DIFF" not in so and not surv, "a library differs from itself: %d\n%s" % (rc, so[-2000:]))
    rc, so, se, took, surv = ctx.aclcts("diff", "--lib", ctx.reference, "--against", ctx.hostile("wrongcodes"),
                                        "--only", "init-fin", "--quiet")
    check(rc == 1 and "DIFF" in so and "aclcts probe --lib" in so, "no difference found: %d\n%s" % (rc, so[-2000:]))
    # A library that imports no southbound symbol (the simulator) has an empty trace and
    # nothing to inject a fault into: diff compares its codes only, runs no fault
    # scenario, and says so, as --codes-only would.
    simulator = os.path.join(ctx.build, "lib", "simulator", "libsimulator.so")
    auto = ctx.aclcts("diff", "--lib", simulator, "--against", ctx.reference, "--only", "init-fin", "--quiet")
    codes = ctx.aclcts("diff", "--lib", simulator, "--against", ctx.reference, "--only", "init-fin", "--quiet",
                       "--codes-only")
    check(auto[0] == 1 and "  trace:" not in auto[1] and "does not call the lower layers" in auto[2]
          and auto[1].count("DIFF ") == codes[1].count("DIFF ") > 0 and "--codes-only" in auto[1],
          "a silent library: %d / %d differences\n%s" % (auto[1].count("DIFF "), codes[1].count("DIFF "), auto[2]))
    faults = ctx.aclcts("diff", "--lib", simulator, "--against", ctx.reference, "--only", "fault", "--quiet")
    check(faults[0] == 0 and "DIFF" not in faults[1] and "no fault scenario" in faults[2],
          "fault scenarios on a silent library: %d\n%s" % (faults[0], faults[2][-500:]))
    # A library that cannot be loaded is an error of the command, not a difference per run.
    notelf = ctx.hostile("notelf")
    rc, so, se, took, surv = ctx.aclcts("diff", "--lib", notelf, "--against", ctx.reference, "--only", "init-fin")
    check(rc == 2 and "DIFF" not in so and "cannot be loaded" in se and se.count("cannot load the target") == 0,
          "diff of an unloadable library: %d\n%s%s" % (rc, so[-500:], se[-500:]))


def t_valgrind(ctx):
    # A case that needs no trace, so that it also runs on the inject target.
    first = "FILE001.MissingFileReturnsInvalidFile"
    rc, se, took, surv, res, out = ctx.run(ctx.reference, "--filter", first, "--valgrind", timeout=300)
    common(rc, se, surv, res, out, 0)
    check(statuses(res) == ["pass"], "under valgrind: %s" % res["tests"])
    # The inject target leaks a block in aclInit: memcheck must name it.
    rc, se, took, surv, res, out = ctx.run(ctx.inject, "--filter", first, "--valgrind", timeout=300)
    common(rc, se, surv, res, out, 1)
    check(all(t["status"] in ("fail", "crash") and t["message"].startswith("memcheck: ") for t in res["tests"]),
          "a definite leak did not fail the test: %s" % [t["message"][:120] for t in res["tests"]])


# ---- the partial gallery (gallery/partial): verdicts on third-party builds ----

TRACE_SKIP = "target does not import the southbound symbols"
# The device/context/stream/event chain and the pure data-type functions are
# optional in every profile (include/acl/acl_functions.def, NONE and NONE_PURE):
# a lifecycle-only build (every gallery build but clayer) skips their cases
# naming the function it lacks and is never reported for them.
OPTIONAL_FNS = [name for name, profiles in deflists.acl_functions() if profiles in ("NONE", "NONE_PURE")]
CHAIN_SKIP = re.compile(r"^the target does not export (%s)$" % "|".join(OPTIONAL_FNS))
# A case whose every assertion needs the lower layers, or that injects a fault
# into them, on a build that does not call them (conformance/src/check.c).
NOT_OBSERVABLE = re.compile(r"^(not observable on this build: the case needs .+, and the target does not call the "
                            r"lower layers|injects a failure of \S+: the target does not call the lower layers, "
                            r"nothing to inject into)$")


def partial(kind):
    return lambda ctx: os.path.join(ctx.build, "lib", "partial", "libpartial_%s.so" % kind)


def honest_verdicts(res, missing, codes):
    """No crash; a failure names its codes; a skip names the missing function or the trace."""
    check(not with_status(res, "crash"), "crashes: %s" % [t["name"] for t in with_status(res, "crash")][:5])
    check(res["target"]["missing_symbols"] == missing, "missing_symbols %s, expected %s"
          % (res["target"]["missing_symbols"], missing))
    for t in res["tests"]:
        msg = t["message"]
        if t["status"] == "skip":
            ok = (msg == TRACE_SKIP or CHAIN_SKIP.match(msg) is not None or NOT_OBSERVABLE.match(msg) is not None
                  or any(msg == "the target does not export %s" % fn for fn in missing))
            check(ok, "%s skipped without a named reason: %r" % (t["name"], msg))
        for code, name in codes:
            check(("got %d" % code) not in msg, "%s shows %d without its name: %s" % (t["name"], code, msg[:200]))
    for code, name in codes:
        named = "%s (%d)" % (name, code)
        check(any(named in t["message"] for t in res["tests"]), "no message names %s" % named)


def gallery_run(kind, missing, codes):
    def t(ctx):
        rc, se, took, surv, res, out = ctx.run(partial(kind)(ctx), "--jobs", "2", timeout=900)
        common(rc, se, surv, res, out, 1)
        honest_verdicts(res, missing, codes)
        for fn in missing:
            check(fn in se.splitlines()[-1], "the summary line does not name %s: %s" % (fn, se.splitlines()[-1]))
            check(with_status(res, "fail") and any(t["name"] == "API002.ExportsAcl" + fn[3:] and t["status"] == "fail"
                                                   for t in res["tests"]), "API002 does not fail for %s" % fn)
        with open(os.path.join(out, "summary.md"), encoding="utf-8") as f:
            head = f.read().split("\n| total |")[0]
        for fn in missing:
            check(fn in head, "summary.md does not list %s at the top" % fn)
    return t


# two_functions defines aclInit and aclFinalize: it lacks every other function of the product profile's API.
t_partial_two_functions = gallery_run(
    "two_functions",
    [name for name, profiles in deflists.acl_functions() if profiles in ("BOTH", "PRODUCT")
     and name not in ("aclInit", "aclFinalize")], [])
t_partial_stub_mode = gallery_run("stub_mode", [], [(100039, "ACL_ERROR_COMPILING_STUB_MODE")])
t_partial_wrapper_nothing = gallery_run("wrapper_nothing", [], [(500000, "ACL_ERROR_INTERNAL_ERROR")])


def t_partial_clayer(ctx):
    """The faithful C layer: conformant to ipv350, given or detected, with no skipped test."""
    lib = partial("clayer")(ctx)
    for extra in (["--profile", "ipv350"], []):
        rc, se, took, surv, res, out = ctx.run(lib, "--jobs", "2", *extra, timeout=300)
        common(rc, se, surv, res, out, 0)
        check(res["profile"] == "ipv350", "profile %s with %s" % (res["profile"], extra))
        # no skip at all: the build has the C layer's device/context/stream chain too
        skips = [(t["name"], t["message"]) for t in with_status(res, "skip")]
        check(not skips and not with_status(res, "crash") and not with_status(res, "fail"),
              "statuses %s, skips %s" % (sorted(set(statuses(res))), skips[:5]))
        check(any(t["name"].startswith("SETDEV") and t["status"] == "pass" for t in res["tests"]),
              "no chain case ran with %s" % extra)
        undecided = [(r["id"], r["status"]) for r in res["rules"]
                     if r["status"] not in ("pass", "not_applicable") and not r["id"].startswith("HAZ")]
        check(not undecided, "undecided rules: %s" % undecided)
    check("profile ipv350" in se, "the detected profile is not said: %s" % se)
    # --profile product overrides the detection: the product's API is missing.
    rc, se, took, surv, res, out = ctx.run(lib, "--profile", "product", "--filter", "API002.*")
    common(rc, se, surv, res, out, 1)
    check(res["profile"] == "product" and "aclFinalizeReference" in res["target"]["missing_symbols"],
          "override: %s %s" % (res["profile"], res["target"]["missing_symbols"]))


def tests_without_durations(res, normalise=False):
    """The tests array without durations. normalise: messages with the two
    things that differ between any two runs of one library replaced (a
    child's private work directory, a thread id)."""
    def msg(m):
        return re.sub(r"THREAD:\d+", "THREAD:N", re.sub(r"/aclcts\.[A-Za-z0-9]{6}", "/aclcts.XXXXXX", m))
    return [{k: (msg(v) if k == "message" and normalise else v) for k, v in t.items() if k != "duration_ms"}
            for t in res["tests"]]


def sharded_equals_unsharded(ctx, lib, want_rc, normalise=False, select=()):
    """--shard I/3 for every I, merged, against one unsharded run of lib."""
    rc, se, _, surv, whole, _ = ctx.run(lib, "--jobs", "2", *select)
    check(rc == want_rc and not surv, "unsharded run of %s: exit %d: %s" % (lib, rc, se[-500:]))
    dirs = []
    for i in range(3):
        rc, se, _, surv, res, out = ctx.run(lib, "--jobs", "2", "--shard", "%d/3" % i, *select)
        check(res is not None and res["shard"] == {"index": i, "total": 3} and not surv,
              "shard %d/3 of %s: exit %d: %s" % (i, lib, rc, se[-500:]))
        check(res["suite"] == whole["suite"], "shard %d/3 names another suite: %s" % (i, res["suite"]))
        # The same split as GoogleTest's own variables.
        _, so, _, _, _ = ctx.aclcts("list", *select, env={"GTEST_TOTAL_SHARDS": "3", "GTEST_SHARD_INDEX": str(i)})
        check([t["name"] for t in res["tests"]] == [line.split()[0] for line in so.splitlines()],
              "shard %d/3 is not GoogleTest's shard %d of 3" % (i, i))
        _, so2, _, _, _ = ctx.aclcts("list", "--shard", "%d/3" % i, *select)
        check(so2 == so, "list --shard %d/3 differs from GoogleTest's shard" % i)
        dirs.append(out)
    merged = os.path.join(ctx.tmp, "merged-" + os.path.basename(lib))
    rc, so, se, _, _ = ctx.aclcts("merge", "--out", merged, dirs[2], dirs[0], dirs[1])
    check(rc == want_rc, "merge of %s: exit %d, expected %d: %s" % (lib, rc, want_rc, se[-500:]))
    for f, _writer in deflists.report_writers():
        check(os.path.getsize(os.path.join(merged, f)) > 0, "merge wrote no %s" % f)
    with open(os.path.join(merged, "results.json"), encoding="utf-8") as f:
        res = json.load(f)
    a = json.dumps(tests_without_durations(whole, normalise), sort_keys=True)
    b = json.dumps(tests_without_durations(res, normalise), sort_keys=True)
    check(a == b, "merged tests differ from the unsharded run of %s" % lib)
    check(res["rules"] == whole["rules"] and res["summary"] == whole["summary"] and "shard" not in res,
          "merged rules or summary differ from the unsharded run of %s" % lib)
    return dirs


def t_shard(ctx):
    for bad in ("3/3", "-1/3", "1/0", "x/3", "1", "1/3/4", "", "0/100001"):
        rc, so, se, _, _ = ctx.aclcts("run", "--lib", ctx.reference, "--shard", bad,
                                      "--out", os.path.join(ctx.tmp, "bad"))
        check(rc == 2 and "--shard" in se, "--shard %r: exit %d: %s" % (bad, rc, se))
    rc, so, se, _, _ = ctx.aclcts("run", "--lib", ctx.reference, "--out", os.path.join(ctx.tmp, "bad"),
                                  env={"GTEST_TOTAL_SHARDS": "2", "GTEST_SHARD_INDEX": "2"})
    check(rc == 2 and "GTEST_SHARD_INDEX" in se, "a bad GTEST_SHARD_INDEX: exit %d: %s" % (rc, se))
    rc, so, se, _, _ = ctx.aclcts("run", "--lib", ctx.reference, "--filter", "FILE001.MissingFileReturnsInvalidFile",
                                  "--shard", "1/2",
                                  "--out", os.path.join(ctx.tmp, "bad"))
    check(rc == 2 and "selects no test" in se, "an empty shard: exit %d: %s" % (rc, se))
    sharded_equals_unsharded(ctx, ctx.reference, 0)
    # The whole suite on the reference; a part of it, with failures and skips,
    # on a build that gets codes wrong. Failure messages name the child's work
    # directory and thread ids, which differ between any two runs: those two
    # are normalised, nothing else.
    sharded_equals_unsharded(ctx, ctx.hostile("wrongcodes"), 1, normalise=True,
                             select=("--filter", "FILE*:JSON*:ERRMSG*:CB*"))


def shard_dirs(ctx, lib, n, *extra, filter=FEW):
    out = []
    for i in range(n):
        rc, se, _, _, res, d = ctx.run(lib, "--filter", filter, "--shard", "%d/%d" % (i, n), *extra)
        check(res is not None, "shard %d/%d: %s" % (i, n, se))
        out.append(d)
    return out


def refused(ctx, what, dirs, words):
    rc, so, se, _, _ = ctx.aclcts("merge", "--out", os.path.join(ctx.tmp, "refused"), *dirs)
    check(rc == 2 and all(w in se for w in words), "merge of %s: exit %d, stderr %r" % (what, rc, se))


def t_merge(ctx):
    ref = shard_dirs(ctx, ctx.reference, 2)
    rc, so, se, _, _ = ctx.aclcts("merge", "--out", os.path.join(ctx.tmp, "ok"), *ref)
    check(rc == 0, "merge of two good shards: exit %d: %s" % (rc, se))
    refused(ctx, "another library", [ref[0], shard_dirs(ctx, ctx.hostile("wrongcodes"), 2)[1]],
            ["library sha256"])
    # The same library in the other profile (its tests fail there): only the profile differs.
    refused(ctx, "another profile", [ref[0], shard_dirs(ctx, ctx.reference, 2, "--profile", "ipv350", filter="*")[1]],
            ["profile"])
    refused(ctx, "another SoC", [ref[0], shard_dirs(ctx, ctx.reference, 2, "--soc", "Ascend310P3")[1]], ["SoC"])
    other = []
    for i in range(2):
        _, _, _, _, _, d = ctx.run(ctx.reference, "--filter", "FILE00*", "--shard", "%d/2" % i)
        other.append(d)
    refused(ctx, "another suite", [ref[0], other[1]], ["suite"])
    refused(ctx, "another N", [ref[0]] + shard_dirs(ctx, ctx.reference, 3)[1:], ["shard count N"])
    refused(ctx, "one shard twice", [ref[0], ref[0]], ["both shard 0/2"])
    refused(ctx, "a missing shard", [ref[1]], ["shard 0/2 is missing"])
    _, _, _, _, _, whole = ctx.run(ctx.reference, "--filter", FEW)
    refused(ctx, "an unsharded run", [whole, ref[0]], ["is not a shard"])
    refused(ctx, "no directory", [], ["no shard directory"])
    refused(ctx, "a missing directory", [os.path.join(ctx.tmp, "nowhere")], ["nowhere: cannot read"])
    # A shard whose tests were edited no longer fits its suite.
    path = os.path.join(ref[1], "results.json")
    with open(path, encoding="utf-8") as f:
        res = json.load(f)
    res["tests"][0]["name"] = "STATE999.Renamed"
    edited = os.path.join(ctx.tmp, "edited.json")
    with open(edited, "w", encoding="utf-8") as f:
        json.dump(res, f)
    refused(ctx, "an edited shard", [ref[0], edited], ["do not hash to the suite id"])
    del res["tests"][0]
    with open(edited, "w", encoding="utf-8") as f:
        json.dump(res, f)
    refused(ctx, "a shard that lost a test", [ref[0], edited], ["has %d tests" % len(res["tests"])])


def t_merge_isolation(ctx):
    """Shards run in different isolations merge into one run; the merged
    "isolation" says so (mode "mixed", each shard's in the reason), and the
    shards' own when they agree."""
    def merged(dirs, name):
        out = os.path.join(ctx.tmp, name)
        rc, so, se, _, _ = ctx.aclcts("merge", "--out", out, *dirs)
        check(rc == 0, "merge %s: exit %d: %s" % (name, rc, se))
        with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
            return json.load(f)
    fork = shard_dirs(ctx, ctx.reference, 2)
    proc = shard_dirs(ctx, ctx.reference, 2, "--isolation", "process")
    res = merged(fork, "fork")
    check(res["isolation"] == {"mode": "fork-server"}, "two fork-server shards merged: %r" % res["isolation"])
    res = merged(proc, "proc")
    check(res["isolation"] == {"mode": "process", "reason": "--isolation process"},
          "two process shards merged: %r" % res["isolation"])
    res = merged([proc[1], fork[0]], "mixed")
    check(res["isolation"] == {"mode": "mixed", "reason": "shard 0/2: fork-server; "
                                                          "shard 1/2: process (--isolation process)"},
          "a fork-server and a process shard merged: %r" % res["isolation"])
    whole = merged(fork, "fork-again")
    check(tests_without_durations(res) == tests_without_durations(whole),
          "the mixed merge's tests differ from the fork-server merge's")
    # A shard written before results.json had "isolation" merges too.
    path = os.path.join(fork[1], "results.json")
    with open(path, encoding="utf-8") as f:
        old = json.load(f)
    del old["isolation"]
    res = merged([fork[0], write_json(ctx, "old-shard.json", old)], "old")
    check(res["isolation"] == {"mode": "mixed", "reason": "shard 0/2: fork-server; shard 1/2: not recorded"},
          "a shard without isolation merged: %r" % res["isolation"])
    old["isolation"] = "process"
    rc, so, se, _, _ = ctx.aclcts("merge", "--out", os.path.join(ctx.tmp, "bad"), fork[0],
                                  write_json(ctx, "bad-shard.json", old))
    check(rc == 2 and '"isolation" is not an object' in se, "a malformed isolation: exit %d: %s" % (rc, se))


def write_json(ctx, name, obj):
    path = os.path.join(ctx.tmp, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write(obj if isinstance(obj, str) else json.dumps(obj))
    return path


def t_compare(ctx):
    for cmd in ("compare", "merge"):
        rc, so, se, _, _ = ctx.aclcts(cmd, "--help")
        check(rc == 0 and so.startswith("usage: aclcts " + cmd), "%s --help: rc %d %s" % (cmd, rc, so[:200]))
        check(re.search(r"^  %s " % cmd, ctx.aclcts("--help")[1], re.M), "aclcts --help does not list %s" % cmd)
    rc, se, _, _, base, a = ctx.run(ctx.reference, "--filter", FEW)
    check(rc == 0 and base["soc"] and base["date"].endswith("Z"), "reference run: %d %s" % (rc, se))
    out = os.path.join(ctx.tmp, "cmp")
    rc, so, se, _, _ = ctx.aclcts("compare", "--out", out, a, os.path.join(a, "results.json"))
    check(rc == 0 and "0 regressions" in so, "a run against itself: exit %d: %s %s" % (rc, so, se))
    # A planted regression and a planted fix in an edited copy.
    edited = json.loads(json.dumps(base))
    victim = next(r for r in edited["rules"] if r["status"] == "pass")
    test = victim["tests"][0]
    for t in edited["tests"]:
        if t["name"] == test:
            t["status"], t["message"] = "fail", "planted: got ACL_ERROR_REPEAT_INITIALIZE (100002)"
    victim["status"] = "fail"
    b = write_json(ctx, "edited.json", edited)
    rc, so, se, _, _ = ctx.aclcts("compare", "--out", out, a, b)
    check(rc == 1 and ("regression %s: pass in run 1, fail in run 2: %s" % (victim["id"], test)) in so,
          "planted regression: exit %d: %s %s" % (rc, so, se))
    with open(os.path.join(out, "compare.md"), encoding="utf-8") as f:
        md = f.read()
    check("# aclcts compare: 1 regression, 0 fixes" in md and "- **%s**: pass in run 1, fail in run 2" % victim["id"] in md
          and "planted: got ACL\_ERROR\_REPEAT\_INITIALIZE" in md.replace("\\_", "\\_"),
          "compare.md does not name the regression:\n%s" % md[:1500])
    with open(os.path.join(out, "compare.json"), encoding="utf-8") as f:
        cj = json.load(f)
    check(cj["schema"] == "aclcts.compare.v1" and [r["rule"] for r in cj["regressions"]] == [victim["id"]]
          and cj["regressions"][0]["test"] == test and not cj["fixes"], "compare.json: %s" % cj["regressions"])
    # The other way round the same change is a fix, and no regression.
    rc, so, se, _, _ = ctx.aclcts("compare", "--out", out, b, a)
    check(rc == 0 and ("fix %s: fail in run 1, pass in run 2" % victim["id"]) in so, "fix: exit %d: %s" % (rc, so))
    # A HAZARD-level rule that stops passing is a change, not a regression.
    hz = json.loads(json.dumps(base))
    hz_rule = next((r for r in hz["rules"] if r["level"] == "HAZARD" and r["status"] == "pass"), None)
    if hz_rule is None:
        _, _, _, _, hz, a = ctx.run(ctx.reference, "--filter", "HAZ001.*:" + FEW)
        base = hz
        hz = json.loads(json.dumps(hz))
        hz_rule = next(r for r in hz["rules"] if r["level"] == "HAZARD" and r["status"] == "pass")
    hz_rule["status"] = "skip"
    rc, so, se, _, _ = ctx.aclcts("compare", "--out", out, a, write_json(ctx, "hazard.json", hz))
    with open(os.path.join(out, "compare.json"), encoding="utf-8") as f:
        cj = json.load(f)
    change = {r["id"]: r["change"] for r in cj["rules"]}
    check(rc == 0 and not cj["regressions"] and change[hz_rule["id"]] == "changed",
          "a hazard rule turning skip: exit %d, %s" % (rc, cj["regressions"]))
    # Bad usage and bad input: exit 2 naming the file.
    check(ctx.aclcts("compare", a)[0] == 2, "one run is a usage error")
    check(ctx.aclcts("compare", "--bogus", a, b)[0] == 2, "an unknown option is a usage error")
    bad = [("missing.json", None, "cannot read"), ("notjson.json", "{oops", "not a JSON object"),
           ("schema.json", dict(base, schema="aclcts.results.v0"), "schema is 'aclcts.results.v0'"),
           ("status.json", dict(base, tests=[dict(base["tests"][0], status="bogus")]), "tests[0].\"status\"")]
    for name, content, words in bad:
        path = os.path.join(ctx.tmp, name) if content is None else write_json(ctx, name, content)
        rc, so, se, _, _ = ctx.aclcts("compare", "--out", out, a, path)
        check(rc == 2 and path in se and words in se, "compare with %s: exit %d: %s" % (name, rc, se))


def t_lower_soc(ctx):
    """--lower with a runtime beneath that reports another SoC than the default
    (southbound/tests/lower_test_lib.c: Ascend310P3): a case written for the default
    SoC's answers is skipped naming both SoCs; a case that chose that SoC runs."""
    default_case, chosen_case = "EVT002.OneSetsHardwareMode", "SOC006.EventModeRefusedOnAscend310P3"
    rc, se, _, surv, res, _ = ctx.run(ctx.reference, "--lower", ctx.lower, "--filter",
                                      default_case + ":" + chosen_case)
    check(res is not None and not surv, "no results.json or survivors; stderr:\n%s" % se[-2000:])
    by_name = {t["name"]: t for t in res["tests"]}
    check(set(by_name) == {default_case, chosen_case}, "ran %s" % sorted(by_name))
    skipped = by_name[default_case]
    want = 'expects the answers of the default SoC\'s runtime (Ascend910B1); the runtime beneath reports "Ascend310P3"'
    check(skipped["status"] == "skip" and want in skipped["message"],
          "%s: %s %r, expected a skip saying %r" % (default_case, skipped["status"], skipped["message"][:300], want))
    check(by_name[chosen_case]["status"] == "pass",
          "%s: %s %r" % (chosen_case, by_name[chosen_case]["status"], by_name[chosen_case]["message"][:300]))
    check(rc == 0, "exit status %d, expected 0 (conformant: one pass, one skip)" % rc)


TESTS = driver.tests_of(globals())


def main():
    return driver.main(TESTS, Ctx, Failure, options=[
        (["--inject"], {}),
        (["--lower-lib"], {"help": "a stand-in lower layer that reports another SoC (lower_soc)"})])


if __name__ == "__main__":
    sys.exit(main())
