#!/usr/bin/env python3
"""The runner against the faults of its own surroundings, each made to really
happen: a full disk, a signal, a second run on the same output directory.

Usage: faults_test.py TEST --runner PATH --build DIR

  full_disk     `run` on a small tmpfs, filled two ways: no room for
                results.jsonl, and room for everything but report.html
  writers_full  merge, compare, probe, diff and list on a full disk / a full stdout
  interrupt     SIGINT two seconds into a run against the slow library; SIGTERM,
                SIGHUP; a second signal; a run stopped before its first test
  out_lock      two runs started together on one --out; a holder that is alive,
                one that is gone; merge and compare take the same lock

Where this machine cannot mount a tmpfs (not root, no CAP_SYS_ADMIN), or with
ACLCTS_FAULTS_NO_TMPFS=1, the full disk is a file-size limit instead
(RLIMIT_FSIZE: a write past it fails with EFBIG, as one past a full disk fails
with ENOSPC); the test says which on stdout.
"""
import fcntl
import glob
import hashlib
import json
import os
import re
import resource
import signal
import subprocess
import sys
import tempfile
import time
import uuid
import xml.dom.minidom

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import driver  # noqa: E402 (the command line shared with harness_test.py)
from harness_test import Ctx, Failure, MARKER_VAR, check, survivors  # noqa: E402

FILTER = "INIT*"               # about 70 tests: report.html is several times any other report
SLOW_FILTER = "STATE*:INIT*"   # against the slow library: ~90 tests, several seconds at --jobs 2
TMPFS_BYTES = 2 << 20          # the 2 MiB tmpfs
SIGNAL_AFTER_S = 2.0           # "SIGINT two seconds into a run"
EXIT_WITHIN_S = 1.0            # "exit 130 within a second"
REPORTS = ("results.json", "junit.xml", "report.html", "summary.md")
FULL_WORDS = ("No space left on device", "File too large")  # ENOSPC on the tmpfs, EFBIG under the limit
NO_TMPFS_VAR = "ACLCTS_FAULTS_NO_TMPFS"  # set: use the file-size limit even where a tmpfs can be mounted


# ---- running the runner ----

def start(ctx, argv, env=None, fsize=None):
    """Starts the runner (a marker in its environment, optionally a file-size
    limit with SIGXFSZ ignored); returns (Popen, marker)."""
    marker = uuid.uuid4().hex
    e = dict(os.environ)
    e[MARKER_VAR] = marker
    e.update(env or {})

    def limit():
        if fsize is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
    p = subprocess.Popen([ctx.runner] + list(argv), env=e, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True, errors="replace", preexec_fn=limit)
    return p, marker


def run(ctx, argv, env=None, fsize=None, timeout=300):
    """(rc, stdout, stderr, survivors)."""
    p, marker = start(ctx, argv, env, fsize)
    so, se = p.communicate(timeout=timeout)
    return p.returncode, so, se, survivors(marker)


def digests(d):
    """{name: sha256} of the reports and the log in d."""
    out = {}
    for name in REPORTS + ("results.jsonl",):
        path = os.path.join(d, name)
        if os.path.exists(path):
            with open(path, "rb") as f:
                out[name] = hashlib.sha256(f.read()).hexdigest()
    return out


def leftovers(d):
    """Temporary files of the crash-safe writer left in d."""
    return [n for n in os.listdir(d) if ".tmp." in n]


def check_whole(d, what):
    """Every report in d is complete: JSON and XML parse, the page and the
    Markdown end as the writers end them, every line of the log is JSON."""
    for name in os.listdir(d):
        path = os.path.join(d, name)
        with open(path, "rb") as f:
            data = f.read()
        if name == "results.json":
            json.loads(data)
        elif name == "junit.xml":
            xml.dom.minidom.parseString(data)
        elif name == "report.html":
            check(data.rstrip().endswith(b"</html>"), "%s: report.html is cut short" % what)
        elif name == "summary.md":
            check(data.endswith(b"\n"), "%s: summary.md is cut short" % what)
        elif name == "results.jsonl":
            check(data == b"" or data.endswith(b"\n"), "%s: results.jsonl ends inside a line" % what)
            for line in data.splitlines():
                json.loads(line)


def one_cause(se, what):
    """The full disk named once, as the first error; the run never called conformant."""
    n = sum(se.count(w) for w in FULL_WORDS)
    check(n == 1, "%s: the cause is printed %d times, expected once:\n%s" % (what, n, se[-3000:]))
    check(re.search(r"aclcts: cannot write \S+: (%s)" % "|".join(FULL_WORDS), se),
          "%s: no 'cannot write PATH: cause' line:\n%s" % (what, se[-3000:]))
    check("\u2014 conformant" not in se, "%s: called conformant:\n%s" % (what, se[-3000:]))


# ---- a small disk ----

class SmallDisk:
    """A 2 MiB tmpfs, filled to leave a given room; or, where no tmpfs can be
    mounted, a plain directory and a file-size limit for the runner."""

    def __init__(self, ctx):
        self.path = tempfile.mkdtemp(dir=ctx.tmp, prefix="disk-")
        mount = ["mount", "-t", "tmpfs", "-o", "size=%d,mode=0755" % TMPFS_BYTES, "aclcts-faults", self.path]
        if os.environ.get(NO_TMPFS_VAR):  # to check the other way on a machine that can mount
            mount = ["sh", "-c", "echo %s is set >&2; exit 1" % NO_TMPFS_VAR]
        r = subprocess.run(mount, capture_output=True, text=True)
        self.tmpfs = r.returncode == 0
        if self.tmpfs:
            print("full disk: a %d KiB tmpfs at %s" % (TMPFS_BYTES >> 10, self.path))
        else:
            print("full disk: this machine cannot mount a tmpfs (%s); using RLIMIT_FSIZE instead"
                  % (r.stderr.strip() or "mount exit %d" % r.returncode))
        self.fill = os.path.join(self.path, "filler")

    def close(self):
        if self.tmpfs:
            subprocess.run(["umount", "-l", self.path])

    def free(self):
        st = os.statvfs(self.path)
        return st.f_bavail * st.f_frsize

    def leave(self, room):
        """Fills the tmpfs until `room` bytes are free (0: until a write fails)."""
        if os.path.exists(self.fill):
            os.unlink(self.fill)
        with open(self.fill, "wb", buffering=0) as f:  # unbuffered: no write left for close() to fail
            left = self.free() - room
            block = b"\0" * 4096
            try:
                while left > 0:
                    left -= f.write(block[:min(len(block), left)])
                if room == 0:
                    while True:
                        f.write(block)
            except OSError:
                pass

    def budget(self, tmpfs_room, fsize):
        """The fault for the next command: on the tmpfs, fill it to leave
        tmpfs_room bytes and return no limit; else return fsize, the limit."""
        if self.tmpfs:
            self.leave(tmpfs_room)
            return None
        return fsize


def reference_sizes(ctx):
    """The size of each output of a run of FILTER on the reference, on a real disk."""
    d = os.path.join(ctx.tmp, "sizes")
    rc, _, se, _ = run(ctx, ["run", "--lib", ctx.reference, "--filter", FILTER, "--out", d])
    check(rc == 0, "the reference run for the sizes: exit %d\n%s" % (rc, se[-2000:]))
    return {n: os.path.getsize(os.path.join(d, n)) for n in REPORTS + ("results.jsonl",)}


def t_full_disk(ctx):
    sizes = reference_sizes(ctx)
    others = sum(v for k, v in sizes.items() if k != "report.html")
    check(sizes["report.html"] > others, "report.html (%d) is not larger than the rest (%d): pick another filter"
          % (sizes["report.html"], others))
    disk = SmallDisk(ctx)
    try:
        out = os.path.join(disk.path, "out")
        argv = ["run", "--lib", ctx.reference, "--filter", FILTER, "--out", out]
        rc, _, se, _ = run(ctx, argv)
        check(rc == 0, "the earlier run: exit %d\n%s" % (rc, se[-2000:]))
        earlier = digests(out)

        # 1. No room for results.jsonl: the first line fails. The earlier run's
        # log goes first (the new run truncates it, which would free its room).
        os.unlink(os.path.join(out, "results.jsonl"))
        fsize = disk.budget(0, 0)
        rc, _, se, surv = run(ctx, argv, fsize=fsize)
        check(rc == 2, "no room for results.jsonl: exit %d, expected 2\n%s" % (rc, se[-3000:]))
        one_cause(se, "no room for results.jsonl")
        check("results.jsonl" in se, "no room for results.jsonl: the first cause does not name it:\n%s" % se)
        check(not surv, "no room for results.jsonl: processes survived: %s" % surv)
        now = digests(out)
        for name in REPORTS:
            check(now.get(name) == earlier[name], "no room for results.jsonl: the earlier %s changed" % name)
        check(not leftovers(out), "no room for results.jsonl: temporary files left: %s" % leftovers(out))
        check_whole(out, "no room for results.jsonl")

        # 2. Room for everything but report.html (the largest). The four reports
        # are written side by side: report.html never fits, and the first to
        # find the disk full (it, or another one that then lacks room) is named.
        fsize = disk.budget((others + sizes["report.html"]) // 2,
                            (max(v for k, v in sizes.items() if k != "report.html") + sizes["report.html"]) // 2)
        rc, _, se, surv = run(ctx, argv, fsize=fsize)
        check(rc == 2, "no room for report.html: exit %d, expected 2\n%s" % (rc, se[-3000:]))
        one_cause(se, "no room for report.html")
        cause = [line for line in se.splitlines() if "cannot write" in line]
        check(cause and any(name in cause[0] for name in REPORTS) and "results.jsonl" not in cause[0],
              "no room for report.html: the cause names no report:\n%s" % se[-3000:])
        check(not surv, "no room for report.html: processes survived: %s" % surv)
        now = digests(out)
        check(now.get("report.html") == earlier["report.html"], "no room for report.html: the earlier page changed")
        with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
            res = json.load(f)
        with open(os.path.join(out, "results.jsonl"), encoding="utf-8") as f:
            lines = f.readlines()
        check(len(lines) == len(res["tests"]) > 0, "no room for report.html: results.json has %d tests, "
              "results.jsonl %d lines: not one run's" % (len(res["tests"]), len(lines)))
        check(not leftovers(out), "no room for report.html: temporary files left: %s" % leftovers(out))
        check_whole(out, "no room for report.html")
    finally:
        disk.close()


def t_writers_full(ctx):
    """merge, compare, probe, diff and list: a full disk, or a full stdout, is exit 2."""
    shards = []
    for i in range(2):
        d = os.path.join(ctx.tmp, "shard%d" % i)
        rc, _, se, _ = run(ctx, ["run", "--lib", ctx.reference, "--filter", FILTER, "--shard", "%d/2" % i,
                                 "--out", d])
        check(rc == 0, "shard %d: exit %d\n%s" % (i, rc, se[-2000:]))
        shards.append(d)
    disk = SmallDisk(ctx)
    try:
        for cmd, argv in (("merge", ["merge", "--out", os.path.join(disk.path, "merged")] + shards),
                          ("compare", ["compare", "--out", os.path.join(disk.path, "compared")] + shards)):
            fsize = disk.budget(0, 0)
            rc, so, se, _ = run(ctx, argv, fsize=fsize)
            check(rc == 2, "%s on a full disk: exit %d, expected 2\n%s" % (cmd, rc, se[-2000:]))
            one_cause(se, cmd + " on a full disk")
            d = argv[2]
            check(not leftovers(d), "%s: temporary files left: %s" % (cmd, leftovers(d)))
            check_whole(d, cmd)
        # diff writes its built-in configurations under TMPDIR: a full one is exit 2, not a wrong comparison.
        fsize = disk.budget(0, 0)
        rc, so, se, _ = run(ctx, ["diff", "--lib", ctx.reference, "--against", ctx.reference, "--only", "init-fin"],
                            env={"TMPDIR": disk.path}, fsize=fsize)
        check(rc == 2 and sum(se.count(w) for w in FULL_WORDS) == 1,
              "diff with a full TMPDIR: exit %d, expected 2 with the cause once\n%s" % (rc, se[-2000:]))
    finally:
        disk.close()
    # A full stdout (/dev/full): the command's output is lost, so is its success.
    for argv in (["list", "--filter", FILTER], ["rules"], ["probe", "--lib", ctx.reference],
                 ["diff", "--lib", ctx.reference, "--against", ctx.reference, "--only", "init-fin"]):
        marker = uuid.uuid4().hex
        with open("/dev/full", "w") as full:
            p = subprocess.run([ctx.runner] + argv, stdout=full, stderr=subprocess.PIPE, text=True,
                               env=dict(os.environ, **{MARKER_VAR: marker}))
        check(p.returncode == 2 and "cannot write standard output: No space left on device" in p.stderr,
              "%s > /dev/full: exit %d, expected 2\n%s" % (argv[0], p.returncode, p.stderr[-2000:]))
        check(not survivors(marker), "%s > /dev/full: processes survived" % argv[0])


# ---- signals ----

def slow_run(ctx, out, tmpdir, *extra):
    return start(ctx, ["run", "--lib", ctx.hostile("slow"), "--filter", SLOW_FILTER, "--jobs", "2", "--out", out]
                 + list(extra), env={"TMPDIR": tmpdir})


def interrupted_run(ctx, name, sig, code, second=None):
    """A slow run, `sig` SIGNAL_AFTER_S in (then `second` at once when given).
    Returns (stderr, results.json or None, out)."""
    out = os.path.join(ctx.tmp, name)
    tmpdir = tempfile.mkdtemp(dir=ctx.tmp, prefix="tmpdir-")
    p, marker = slow_run(ctx, out, tmpdir)
    time.sleep(SIGNAL_AFTER_S)
    check(p.poll() is None, "%s: the run ended before the signal (exit %s)" % (name, p.returncode))
    t0 = time.monotonic()
    p.send_signal(sig)
    if second is not None:
        p.send_signal(second)
    so, se = p.communicate(timeout=60)
    took = time.monotonic() - t0
    check(p.returncode == code, "%s: exit %d, expected %d\n%s" % (name, p.returncode, code, se[-3000:]))
    check(took <= EXIT_WITHIN_S, "%s: the runner took %.2f s to exit, more than %.1f s" % (name, took, EXIT_WITHIN_S))
    surv = survivors(marker)
    check(not surv, "%s: processes of the run survived it: %s" % (name, surv))
    check(os.listdir(tmpdir) == [], "%s: left in TMPDIR: %s" % (name, os.listdir(tmpdir)))
    res = None
    if os.path.exists(os.path.join(out, "results.json")):
        with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
            res = json.load(f)
    return se, res, out


def check_marked(name, signame, res, out):
    check(res is not None, "%s: no results.json" % name)
    intr = res.get("interrupted")
    check(isinstance(intr, dict) and intr.get("signal") == signame, "%s: interrupted is %r" % (name, intr))
    n = len(res["tests"])
    check(n > 0 and intr["finished"] == n == res["summary"]["total"],
          "%s: %d tests recorded, interrupted %r, summary %r" % (name, n, intr, res["summary"]))
    check(intr["selected"] > n, "%s: %d of %d tests: the run was not cut short" % (name, n, intr["selected"]))
    with open(os.path.join(out, "results.jsonl"), encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    check(len(lines) == n, "%s: results.jsonl has %d lines for %d tests" % (name, len(lines), n))
    with open(os.path.join(out, "report.html"), encoding="utf-8") as f:
        html = f.read()
    check("Interrupted by %s after %d of %d tests" % (signame, n, intr["selected"]) in html,
          "%s: report.html has no interrupted banner" % name)
    check("<h1>Conformant</h1>" not in html, "%s: report.html says conformant" % name)
    with open(os.path.join(out, "summary.md"), encoding="utf-8") as f:
        md = f.read()
    check("interrupted" in md.splitlines()[0] and "Interrupted by %s" % signame in md,
          "%s: summary.md is not marked: %r" % (name, md[:300]))
    dom = xml.dom.minidom.parse(os.path.join(out, "junit.xml"))
    check(int(dom.documentElement.getAttribute("errors")) >= 1, "%s: junit.xml counts no error" % name)


def in_private_shm(ctx):
    """The SIGINT run once more with TMPDIR unset, in a mount namespace of its
    own whose /dev/shm and /tmp are fresh tmpfs: the runner then works in
    /dev/shm (roomy tmpfs) and /tmp, and both must be empty afterwards."""
    probe = subprocess.run(["unshare", "-m", "--propagation", "private", "true"], capture_output=True)
    if probe.returncode != 0:
        print("interrupt: no private mount namespace here: /dev/shm is checked through TMPDIR only")
        return
    # A build tree under /tmp or /dev/shm (a clone in a temporary folder) is moved
    # into the fresh tmpfs at its own path, so the runner and its spy stay where they are.
    script = r'''
set -e
if [ -n "$KEEP" ]; then stage=$(mktemp -d /run/aclcts-keep.XXXXXX 2>/dev/null || mktemp -d /mnt/aclcts-keep.XXXXXX)
    mount --bind "$KEEP" "$stage"; fi
mount -t tmpfs -o size=512m aclcts-shm /dev/shm
mount -t tmpfs -o size=64m aclcts-tmp /tmp
if [ -n "$KEEP" ]; then mkdir -p "$KEEP"; mount --move "$stage" "$KEEP"; fi
unset TMPDIR
"$RUNNER" run --lib "$LIB" --filter "$FILTER" --jobs 2 --out /tmp/out &
pid=$!
sleep "$AFTER"
t0=$(date +%s%N)
kill -INT $pid
set +e
wait $pid
rc=$?
t1=$(date +%s%N)
echo "rc=$rc"
echo "ms=$(( (t1 - t0) / 1000000 ))"
echo "shm=$(ls -A /dev/shm | tr '\n' ' ')"
echo "tmp=$(ls -A /tmp | tr '\n' ' ')"
python3 -c 'import json; r = json.load(open("/tmp/out/results.json")); print("signal=" + r["interrupted"]["signal"])'
'''
    marker = uuid.uuid4().hex
    build = os.path.realpath(ctx.build)
    keep = build if build.startswith(("/tmp/", "/dev/shm/")) else ""
    env = dict(os.environ, RUNNER=ctx.runner, LIB=ctx.hostile("slow"), FILTER=SLOW_FILTER,
               AFTER=str(SIGNAL_AFTER_S), KEEP=keep, **{MARKER_VAR: marker})
    p = subprocess.run(["unshare", "-m", "--propagation", "private", "sh", "-c", script], env=env,
                       capture_output=True, text=True, timeout=120)
    got = dict(line.split("=", 1) for line in p.stdout.splitlines() if "=" in line)
    check(got.get("rc") == "130", "SIGINT with /dev/shm: %r\n%s" % (got, p.stderr[-2000:]))
    check(int(got["ms"]) <= EXIT_WITHIN_S * 1000, "SIGINT with /dev/shm: exit after %s ms" % got["ms"])
    check(got.get("shm", "").strip() == "", "SIGINT: left in /dev/shm: %s" % got.get("shm"))
    kept = [keep.split("/")[2]] if keep.startswith("/tmp/") else []  # the build tree moved in, not left
    check(sorted(got.get("tmp", "").split()) == sorted(["out"] + kept), "SIGINT: left in /tmp: %s" % got.get("tmp"))
    check(got.get("signal") == "SIGINT", "SIGINT with /dev/shm: results.json not marked: %r" % got)
    check(not survivors(marker), "SIGINT with /dev/shm: processes survived")
    print("interrupt: /dev/shm and /tmp checked in a private mount namespace")


def t_interrupt(ctx):
    se, res, out = interrupted_run(ctx, "sigint", signal.SIGINT, 130)
    check_marked("SIGINT", "SIGINT", res, out)
    check("interrupted by SIGINT" in se and "\u2014 conformant" not in se, "SIGINT: the summary line:\n%s" % se[-2000:])
    # merge refuses it by name; compare shows it.
    rc, so, se2, _ = run(ctx, ["merge", "--out", os.path.join(ctx.tmp, "m"), out])
    check(rc == 2 and out in se2 and "interrupted" in se2, "merge of an interrupted run: exit %d: %s" % (rc, se2))
    rc, so, se2, _ = run(ctx, ["compare", "--out", os.path.join(ctx.tmp, "c"), out, out])
    check(rc == 0 and "was stopped by SIGINT" in so, "compare of an interrupted run: exit %d: %s" % (rc, so))
    with open(os.path.join(ctx.tmp, "c", "compare.json"), encoding="utf-8") as f:
        cj = json.load(f)
    check(cj["runs"][0].get("interrupted", {}).get("signal") == "SIGINT", "compare.json: %r" % cj["runs"][0])
    for sig, name, code in ((signal.SIGTERM, "SIGTERM", 143), (signal.SIGHUP, "SIGHUP", 129)):
        se, res, out = interrupted_run(ctx, name.lower(), sig, code)
        check_marked(name, name, res, out)
    # A second signal stops at once: no report, but nothing left behind either
    # (interrupted_run checks TMPDIR and the processes). Two different signals:
    # two of one kind sent together may arrive as one.
    se, res, out = interrupted_run(ctx, "twice", signal.SIGINT, 130, second=signal.SIGTERM)
    check(res is None and "stopped at once" in se, "a second signal: results.json written, or:\n%s" % se[-2000:])
    check(not leftovers(out), "a second signal: temporary files left: %s" % leftovers(out))
    in_private_shm(ctx)


# ---- one run per output directory ----

def hold_lock(path):
    """A process that holds the write lock on path until killed; its Popen."""
    code = ("import fcntl, os, struct, sys, time\n"
            "fd = os.open(sys.argv[1], os.O_RDWR | os.O_CREAT, 0o644)\n"
            "fcntl.lockf(fd, fcntl.LOCK_EX)\n"
            "print('held', flush=True)\n"
            "time.sleep(600)\n")
    p = subprocess.Popen([sys.executable, "-c", code, path], stdout=subprocess.PIPE, text=True)
    check(p.stdout.readline().strip() == "held", "the lock holder did not start")
    return p


def t_out_lock(ctx):
    # Two runs started together: one runs, the other exits 2 at once naming it.
    out = os.path.join(ctx.tmp, "together")
    tmpdir = tempfile.mkdtemp(dir=ctx.tmp, prefix="tmpdir-")
    a, ma = slow_run(ctx, out, tmpdir)
    b, mb = slow_run(ctx, out, tmpdir)
    t0 = time.monotonic()
    done = {}
    while len(done) < 2 and time.monotonic() - t0 < 120:
        for name, p in (("a", a), ("b", b)):
            if name not in done and p.poll() is not None:
                done[name] = (p.returncode, time.monotonic() - t0) + p.communicate()
        time.sleep(0.01)
    check(len(done) == 2, "the two runs did not end")
    lost = [n for n in done if done[n][0] == 2]
    check(len(lost) == 1, "two runs on one --out: exits %s, expected one 2" % {n: done[n][0] for n in done})
    loser, winner = lost[0], "b" if lost[0] == "a" else "a"
    winner_pid = (a if winner == "a" else b).pid
    check("in use by another aclcts (pid %d)" % winner_pid in done[loser][3],
          "the second run does not name the first (pid %d):\n%s" % (winner_pid, done[loser][3]))
    check(done[loser][1] < done[winner][1], "the second run waited for the first")
    check(done[winner][0] == 1, "the run that went on: exit %d\n%s" % (done[winner][0], done[winner][3][-2000:]))
    check(not survivors(ma) and not survivors(mb), "processes of the two runs survived")
    with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
        res = json.load(f)
    with open(os.path.join(out, "results.jsonl"), encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    names = [t["name"] for t in res["tests"]]
    check(sorted(t["name"] for t in lines) == sorted(names) and len(set(names)) == len(names),
          "the directory mixes two runs: %d lines, %d tests" % (len(lines), len(names)))
    check_whole(out, "two runs")
    check(os.listdir(tmpdir) == [], "two runs: left in TMPDIR: %s" % os.listdir(tmpdir))

    # A live holder: the run touches nothing and names it; merge and compare too.
    shards = []
    for i in range(2):
        d = os.path.join(ctx.tmp, "shard%d" % i)
        rc, _, se, _ = run(ctx, ["run", "--lib", ctx.reference, "--filter", "STATE00*", "--shard", "%d/2" % i,
                                 "--out", d])
        check(rc == 0, "shard %d: exit %d: %s" % (i, rc, se[-2000:]))
        shards.append(d)
    before = digests(out)
    holder = hold_lock(os.path.join(out, ".aclcts.lock"))
    try:
        for argv in (["run", "--lib", ctx.reference, "--filter", "STATE00*", "--out", out],
                     ["merge", "--out", out] + shards, ["compare", "--out", out, out, out]):
            rc, so, se, _ = run(ctx, argv)
            check(rc == 2 and "in use by another aclcts (pid %d)" % holder.pid in se,
                  "%s with a live lock: exit %d: %s" % (argv[0], rc, se[-2000:]))
            check(digests(out) == before, "%s with a live lock changed the directory" % argv[0])
    finally:
        holder.kill()
        holder.wait()
    # The holder is gone: its lock file stays, and the next run takes it over.
    rc, so, se, _ = run(ctx, ["run", "--lib", ctx.reference, "--filter", "STATE00*", "--out", out])
    check(rc == 0, "a stale lock was not taken over: exit %d: %s" % (rc, se[-2000:]))


TESTS = driver.tests_of(globals())


def make_ctx(args):
    args.inject = None
    return Ctx(args)


def main():
    return driver.main(TESTS, make_ctx, Failure)


if __name__ == "__main__":
    sys.exit(main())
