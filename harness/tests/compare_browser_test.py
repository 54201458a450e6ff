#!/usr/bin/env python3
"""harness.compare_browser: compare.html in a real browser (headless Chromium).

Usage: compare_browser_test.py --runner PATH --build DIR --out DIR

Two real runs of a subset of the suite, the reference and
lib/hostile/libhostile_wrongcodes.so (the planted regressions: every rule that
passes on the reference and not on it), then `aclcts compare` of the two:
  - exit 1, the regressions printed, named in compare.md and compare.json;
  - a screenshot of compare.html into --out (kept for people);
  - the rendered page names each regression, each regression cell links to a
    message card of the failing test, and the filters preset in the URL
    fragment (#status=regression, #family=F&status=pass, #q=TEXT) leave
    exactly the matching rule rows visible; an anchor fragment filters nothing;
  - the page asks for nothing over the network (as report.html).
The helpers (Chromium, the two runs, the offline check) are browser_pages.py's.
"""
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_pages  # noqa: E402
from browser_pages import check, check_offline, parse  # noqa: E402


def rule_rows(r):
    return [i for i in r.items if "r" in i["cls"] and i["tag"] == "tr"]


def rule_id(row):
    return re.match(r"[A-Z]+[0-9]{3}", row["text"]).group(0)


def check_rows(r, what, want):
    rows = rule_rows(r)
    check(rows, "%s: the page has no rule rows" % what)
    wrong = [x["text"][:60] for x in rows if x["hidden"] == want(x)]
    check(not wrong, "%s: %d rows with the wrong visibility, e.g. %s" % (what, len(wrong), wrong[:3]))
    shown = sum(1 for x in rows if not x["hidden"])
    check(0 < shown < len(rows), "%s: %d of %d rows shown: the filter must keep some and hide some" %
          (what, shown, len(rows)))
    return shown


def compare(args, a, b, out):
    p = subprocess.run([args.runner, "compare", "--out", out, a, b], capture_output=True, text=True, timeout=120)
    check(p.returncode == 1, "aclcts compare exited %d, expected 1 (regressions): %s %s" %
          (p.returncode, p.stdout[-1000:], p.stderr[-1000:]))
    with open(os.path.join(out, "compare.json"), encoding="utf-8") as f:
        cj = json.load(f)
    with open(os.path.join(out, "compare.md"), encoding="utf-8") as f:
        md = f.read()
    return p.stdout, cj, md


def check_outputs(stdout, cj, md, ref_res, bad_res):
    base = {r["id"]: r["status"] for r in ref_res["rules"]}
    level = {r["id"]: r["level"] for r in ref_res["rules"]}
    later = {r["id"]: r["status"] for r in bad_res["rules"]}
    # A HAZARD-level rule that stops passing is a change, never a regression.
    want = sorted(i for i in base if base[i] == "pass" and later.get(i, "absent") != "pass" and level[i] != "HAZARD")
    changed = {r["id"]: r["change"] for r in cj["rules"]}
    check(all(changed[i] == "changed" for i in base if level[i] == "HAZARD" and base[i] == "pass" and
              later.get(i) != "pass"), "a HAZARD-level rule that stopped passing is not 'changed'")
    got = sorted(r["rule"] for r in cj["regressions"])
    check(want and got == want, "compare.json regressions %s, expected %s" % (got[:10], want[:10]))
    n = len(want)
    check(md.startswith("# aclcts compare: %d regression%s" % (n, "" if n == 1 else "s")), "compare.md: %s" % md[:200])
    for rule in want:
        check("- **%s**: pass in run 1, %s in run 2" % (rule, later.get(rule, "absent")) in md,
              "compare.md does not name %s" % rule)
        check(re.search(r"^regression %s: " % rule, stdout, re.M), "stdout does not name %s" % rule)
    return want


def check_page(browser, page, regressions, cj):
    with open(page, encoding="utf-8") as f:
        text = f.read()
    r = parse(browser.dom(page))
    n = len(regressions)
    check(r.h1.strip() == "%d regression%s" % (n, "" if n == 1 else "s"), "compare.html says %r at the top" % r.h1)
    rows = rule_rows(r)
    check(all(not x["hidden"] for x in rows), "without a fragment no row is hidden")
    by_id = {rule_id(x): x for x in rows}
    cells = {m.group(2): m.group(1).split() for m in
             re.finditer(r'<tr class="r" [^>]*data-cells="([^"]*)"><td class="id mono">([A-Z]+[0-9]{3})<', text)}
    check(len(cells) == len(rows), "%d rows carry data-cells, %d rows" % (len(cells), len(rows)))
    for rule in regressions:
        check(by_id[rule]["status"] == "regression", "%s's row is not marked a regression" % rule)
        # Its run-2 cell links to a card carrying the failing test's name and message.
        m = re.search(r'<tr class="r" data-status="regression"[^>]*><td class="id mono">%s</td>.*?</tr>' % rule, text)
        links = re.findall(r'href="#(m2-\d+)"', m.group(0)) if m else []
        change = next(c for c in cj["regressions"] if c["rule"] == rule)
        if "test" in change and change["to"] != "absent":
            check(links, "%s: the run-2 cell links to no message" % rule)
            card = re.search(r'<div class="card[^"]*" id="%s"><span class="name mono">([^<]*)</span>' % links[0], text)
            check(card and card.group(1) == change["test"], "%s: the link leads to %s, not to %s" %
                  (rule, card.group(1) if card else None, change["test"]))
    shown = check_rows(parse(browser.dom(page, "#status=regression")), "#status=regression",
                       lambda x: x["status"] == "regression")
    check(shown == n, "#status=regression shows %d rows, %d regressions" % (shown, n))
    check_rows(parse(browser.dom(page, "#family=FILE&status=pass")), "#family=FILE&status=pass",
               lambda x: x["family"] == "FILE" and "pass" in cells[rule_id(x)])
    q = regressions[0]
    check_rows(parse(browser.dom(page, "#q=" + q)), "#q=" + q, lambda x: q.lower() in x["text"].lower())
    r = parse(browser.dom(page, "#m2-0"))
    check(all(not x["hidden"] for x in rule_rows(r)), "an anchor fragment must not filter the rows")


def checks(args, browser, tmp, ref, bad):
    (_, ref_res), (_, bad_res) = ref, bad
    out = os.path.join(args.out, "compare")
    stdout, cj, md = compare(args, os.path.join(args.out, "reference"),
                             os.path.join(args.out, "wrongcodes", "results.json"), out)
    regressions = check_outputs(stdout, cj, md, ref_res, bad_res)
    page = os.path.join(out, "compare.html")
    browser.screenshot(page, os.path.join(args.out, "compare.png"))
    check_page(browser, page, regressions, cj)
    check_offline(browser, page, tmp)
    return "screenshot and pages in %s" % args.out


if __name__ == "__main__":
    sys.exit(browser_pages.main("compare_browser", "aclcts-compare-browser-", checks))
