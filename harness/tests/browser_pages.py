"""What the browser tests of the HTML reports share (report_browser_test.py,
compare_browser_test.py): headless Chromium (a screenshot, the DOM after the
page's script ran with a URL fragment, the network requests the page made),
the rows of a rendered page, the two runs of a subset of the suite each test
starts from (the reference, conformant; lib/hostile/libhostile_wrongcodes.so,
failing), the check that a page asks for nothing over the network, and the
command line: `SCRIPT --runner PATH --build DIR --out DIR`.

Chromium must be installed (scripts/install-deps.sh --test, which
scripts/test.sh runs): without it the test fails.
"""
import argparse
import html.parser
import json
import os
import re
import shutil
import signal
import subprocess
import tempfile

SUBSET = "FILE00*:JSON00*:STATE00*"
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                  "--disable-background-networking", "--disable-component-update", "--disable-sync",
                  "--disable-default-apps", "--no-pings",
                  # Chromium's own background services must not leave the machine either.
                  "--host-resolver-rules=MAP * ~NOTFOUND"]
WINDOW = (1280, 1600)
PROBE_URL = "http://127.0.0.1:9/aclcts-probe.png"  # the positive control; discard port


class Failure(Exception):
    pass


def check(cond, what):
    if not cond:
        raise Failure(what)


def find_chromium():
    for cand in (os.environ.get("ACLCTS_CHROMIUM"), "/usr/bin/chromium", shutil.which("chromium")):
        if cand and os.access(cand, os.X_OK):
            return cand
    raise Failure("chromium is not installed (Debian package 'chromium'; scripts/install-deps.sh --test)")


class Browser:
    def __init__(self, exe, tmp):
        self.exe = exe
        self.tmp = tmp
        self.n = 0

    def run(self, url, *extra):
        """One headless Chromium on a fresh profile; returns its stdout."""
        self.n += 1
        profile = os.path.join(self.tmp, "profile-%d" % self.n)
        os.mkdir(profile)
        argv = [self.exe] + CHROMIUM_FLAGS + ["--user-data-dir=" + profile] + list(extra) + [url]
        p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        try:
            out, err = p.communicate(timeout=90)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            raise Failure("chromium did not finish within 90 s on %s" % url)
        check(p.returncode == 0, "chromium exited %d on %s: %s" % (p.returncode, url, err.decode()[-2000:]))
        return out.decode("utf-8", "replace")

    def screenshot(self, page, png):
        self.run(file_url(page), "--window-size=%d,%d" % WINDOW, "--screenshot=" + png)
        check(os.path.exists(png), "no screenshot written to %s" % png)
        with open(png, "rb") as f:
            head = f.read(24)
        check(head[:8] == b"\x89PNG\r\n\x1a\n", "%s is not a PNG" % png)
        w, h = int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")
        check((w, h) == WINDOW, "screenshot is %dx%d, not %dx%d" % (w, h, WINDOW[0], WINDOW[1]))
        # A blank or unstyled page compresses to a few KB; the report has colour and text.
        check(os.path.getsize(png) > 30000, "screenshot %s looks blank (%d bytes)" % (png, os.path.getsize(png)))

    def dom(self, page, fragment=""):
        return self.run(file_url(page) + fragment, "--dump-dom")

    def requests_from_page(self, page):
        """URLs the page itself asked the network stack for (Chromium's net log)."""
        log = os.path.join(self.tmp, "netlog-%d.json" % (self.n + 1))
        self.run(file_url(page), "--log-net-log=" + log, "--window-size=%d,%d" % WINDOW,
                 "--screenshot=" + os.path.join(self.tmp, "netlog-%d.png" % (self.n + 1)))
        with open(log, encoding="utf-8") as f:
            text = f.read()
        if not text.rstrip().endswith("}"):  # a log cut at exit lacks its closing brackets
            text = text.rstrip().rstrip(",") + "]}"
        d = json.loads(text)
        kinds = {v: k for k, v in d["constants"]["logEventTypes"].items()}
        urls = []
        for e in d["events"]:
            p = e.get("params") or {}
            # The browser's own services carry no origin; a page's request carries the page's
            # (for file:// an opaque origin, "null").
            if kinds.get(e["type"]) == "URL_REQUEST_START_JOB" and "url" in p and \
                    p.get("initiator") != "not an origin":
                urls.append(p.get("url"))
        return urls


def file_url(path):
    return "file://" + os.path.abspath(path)


class Rows(html.parser.HTMLParser):
    """Every element with a data-status: tag, class, status, family, hidden, text."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.items = []
        self.stack = []  # open elements with data-status (indexes into items), by depth
        self.depth = 0
        self.shown = None
        self.in_shown = False
        self.h1 = ""
        self.in_h1 = False

    VOID = {"br", "meta", "input", "img", "link", "hr", "wbr"}

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "span" and a.get("id") == "shown":
            self.in_shown = True
            self.shown = ""
        if tag == "h1":
            self.in_h1 = True
        if tag in self.VOID:
            return
        self.depth += 1
        if "data-status" in a:
            self.items.append({"tag": tag, "cls": (a.get("class") or "").split(), "status": a["data-status"],
                               "family": a.get("data-family"), "hidden": "hidden" in a, "text": "",
                               "depth": self.depth})
            self.stack.append(len(self.items) - 1)

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if self.stack and self.items[self.stack[-1]]["depth"] == self.depth:
            self.stack.pop()
        self.depth -= 1
        if tag == "span":
            self.in_shown = False
        if tag == "h1":
            self.in_h1 = False

    def handle_data(self, data):
        for i in self.stack:
            self.items[i]["text"] += data
        if self.in_shown:
            self.shown += data
        if self.in_h1:
            self.h1 += data


def parse(dom):
    r = Rows()
    r.feed(dom)
    return r


def run_suite(args, lib, out, want_rc):
    p = subprocess.run([args.runner, "run", "--lib", lib, "--filter", SUBSET, "--jobs", "2", "--out", out],
                       capture_output=True, text=True, timeout=300)
    check(p.returncode == want_rc, "aclcts run on %s exited %d, expected %d: %s" %
          (lib, p.returncode, want_rc, p.stderr[-2000:]))
    page = os.path.join(out, "report.html")
    check(os.path.exists(page), "no report.html in %s" % out)
    with open(os.path.join(out, "results.json"), encoding="utf-8") as f:
        return page, json.load(f)


def check_offline(browser, page, tmp):
    with open(page, encoding="utf-8") as f:
        text = f.read()
    urls = re.findall(r"(?:https?|wss?|ftp)://[^\s\"'<>)]*", text, re.I)
    check(not urls, "report.html names network URLs: %s" % urls[:5])
    check("default-src 'none'" in text, "report.html lacks its Content-Security-Policy")
    asked = browser.requests_from_page(page)
    check(not asked, "report.html made network requests: %s" % asked[:5])
    # Positive control: the log must see a request the page does make.
    probe = os.path.join(tmp, "probe.html")
    with open(probe, "w", encoding="utf-8") as f:
        f.write(re.sub(r"<meta http-equiv=\"Content-Security-Policy\"[^>]*>", "", text, count=1)
                .replace("<main>", '<main><img src="%s" alt="">' % PROBE_URL, 1))
    asked = browser.requests_from_page(probe)
    check(any(u and u.startswith(PROBE_URL) for u in asked),
          "the network-log check is blind: the probe page's request was not seen (%s)" % asked[:5])


def main(name, prefix, body):
    """harness.NAME: runs the subset on the reference and on the failing build
    into --out, then body(args, browser, tmp, (ref_page, ref_results),
    (bad_page, bad_results)), which returns what the "ok" line adds."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--runner", required=True)
    ap.add_argument("--build", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix=prefix)
    try:
        browser = Browser(find_chromium(), tmp)
        os.makedirs(args.out, exist_ok=True)
        ref = run_suite(args, os.path.join(args.build, "lib", "libascendcl.so"), os.path.join(args.out, "reference"), 0)
        bad = run_suite(args, os.path.join(args.build, "lib", "hostile", "libhostile_wrongcodes.so"),
                        os.path.join(args.out, "wrongcodes"), 1)
        said = body(args, browser, tmp, ref, bad)
    except Failure as f:
        print("FAIL harness.%s: %s (files kept in %s)" % (name, f, tmp))
        return 1
    shutil.rmtree(tmp, ignore_errors=True)
    print("ok harness.%s: %s" % (name, said))
    return 0
