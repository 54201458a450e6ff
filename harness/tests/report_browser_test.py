#!/usr/bin/env python3
"""harness.report_browser: report.html in a real browser (headless Chromium).

Usage: report_browser_test.py --runner PATH --build DIR --out DIR

Runs a subset of the suite on the reference (conformant) and on
lib/hostile/libhostile_wrongcodes.so (failures), then, for each report.html:
  - takes a screenshot with headless Chromium into --out (kept for people);
  - renders it with --dump-dom and a filter preset in the URL fragment
    (#status=fail, #q=TEXT, #family=F&status=S) and checks that exactly the
    matching rows stay visible and every other row is hidden;
  - checks that the page asks for nothing over the network: no http(s) URL in
    the file, and Chromium's network log shows no request from the page (a
    positive control, the same page plus an <img> of a loopback URL and
    without its Content-Security-Policy, shows the log does see one).
The helpers (Chromium, the runs, the offline check) are browser_pages.py's.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_pages  # noqa: E402
from browser_pages import check, check_offline, parse  # noqa: E402


def test_rows(r):
    return [i for i in r.items if "t" in i["cls"] and i["tag"] == "tr"]


def check_filter(r, what, want):
    """Rows of the all-tests table: visible exactly when want(row)."""
    rows = test_rows(r)
    check(rows, "%s: the report has no test rows" % what)
    wrong = [(x["text"][:80], x["hidden"]) for x in rows if x["hidden"] == want(x)]
    check(not wrong, "%s: %d rows with the wrong visibility, e.g. %s" % (what, len(wrong), wrong[:3]))
    shown = sum(1 for x in rows if not x["hidden"])
    check(0 < shown < len(rows), "%s: %d of %d rows shown: the filter must keep some and hide some" %
          (what, shown, len(rows)))
    check(r.shown is not None and r.shown.strip() == "%d of %d tests shown" % (shown, len(rows)),
          "%s: the counter says %r, expected '%d of %d tests shown'" % (what, r.shown, shown, len(rows)))
    # Rules table and failure cards follow the same filter.
    others = [i for i in r.items if i not in rows]
    return shown, others


def check_reference(browser, page, res):
    check(res["summary"]["pass"] > 0 and res["summary"]["fail"] == 0, "reference run: %s" % res["summary"])
    r = parse(browser.dom(page))
    check(r.h1.strip() == "Conformant", "reference report says %r at the top" % r.h1)
    check(all(not i["hidden"] for i in r.items), "without a fragment nothing is hidden")
    fam = "FILE"
    shown, _ = check_filter(parse(browser.dom(page, "#family=%s&status=pass" % fam)), "#family=FILE&status=pass",
                            lambda x: x["family"] == fam and x["status"] == "pass")
    want = sum(1 for t in res["tests"] if t["name"].startswith(fam) and t["status"] == "pass")
    check(shown == want, "#family=FILE&status=pass shows %d rows, results.json has %d" % (shown, want))


def check_failures(browser, page, res):
    failing = [t for t in res["tests"] if t["status"] == "fail"]
    check(failing and len(failing) < len(res["tests"]), "the failing target's run: %s" % res["summary"])
    r = parse(browser.dom(page))
    check(r.h1.strip() == "NOT conformant", "failing report says %r at the top" % r.h1)
    check(all(not i["hidden"] for i in r.items), "without a fragment nothing is hidden")
    r = parse(browser.dom(page, "#status=fail"))
    shown, others = check_filter(r, "#status=fail", lambda x: x["status"] == "fail")
    check(shown == len(failing), "#status=fail shows %d rows, results.json has %d failures" % (shown, len(failing)))
    cards = [i for i in others if i["tag"] == "div"]
    check(cards and all(not c["hidden"] for c in cards if c["status"] == "fail"), "#status=fail hid a failure card")
    # Text: one test by name; every row left visible contains the text.
    name = failing[0]["name"]
    r = parse(browser.dom(page, "#q=" + name))
    check_filter(r, "#q=" + name, lambda x: name.lower() in x["text"].lower())
    check(any(not x["hidden"] and x["text"].startswith(name) for x in test_rows(r)), "#q=%s hid that test" % name)


def checks(args, browser, tmp, ref, bad):
    (ref_page, ref_res), (bad_page, bad_res) = ref, bad
    browser.screenshot(ref_page, os.path.join(args.out, "reference.png"))
    browser.screenshot(bad_page, os.path.join(args.out, "wrongcodes.png"))
    check_reference(browser, ref_page, ref_res)
    check_failures(browser, bad_page, bad_res)
    check_offline(browser, bad_page, tmp)
    return "screenshots in %s" % args.out


if __name__ == "__main__":
    sys.exit(browser_pages.main("report_browser", "aclcts-browser-", checks))
