/* report.html: the run for a person. One self-contained file: inline CSS and
 * JS (report.css and report.js, embedded at build time by asset_embed.cmake),
 * no network (a Content-Security-Policy forbids any fetch).
 *
 * Safety: every row is rendered here, in C, with every string HTML-escaped
 * (aclcts_put_html: & < > " ' and control characters). The script carries no
 * data; it only reads the rendered text and toggles the `hidden` attribute of
 * elements that have a data-status. So nothing the target wrote is ever
 * parsed as markup or code.
 *
 * Sections: verdict header with the target; a filter bar (text, status,
 * family, one chip per status; the filter is kept in and preset from the
 * URL fragment: report.html#q=TEXT&status=STATUS&family=FAMILY, where
 * status is a test or rule status or "problem"); failing tests with their message, their
 * rules' statements and the command that reruns them; hazards; rules grouped
 * by family (status, level, statement, divergence, sources, tests); all
 * tests. */
#define _POSIX_C_SOURCE 200809L /* strndup */

#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "outfile.h"
#include "report_assets.h"
#include "report_triage.h"
#include "results.h"
#include "rule_index.h"
#include "spec_rules.h"
#include "status.h"

#define H(s) aclcts_put_html(f, (s))

static void put_badge(FILE *f, const char *status) { fprintf(f, "<span class=\"b st-%s\">%s</span>", status, status); }

/* The first line of s, escaped. */
static void put_first_line(FILE *f, const char *s)
{
    size_t n = aclcts_first_line_len(s);
    char *line = s ? strndup(s, n) : NULL;
    H(line ? line : "");
    free(line);
}

static const char *family_name(size_t fam) { return aclcts_family_name(fam); }

static size_t rule_family(const aclcts_rule *rule)
{
    char fam[16];
    aclcts_family_of(rule->id, fam, sizeof fam);
    return aclcts_family_index(fam);
}

/* ---- header ---- */

static void put_meta_row(FILE *f, const char *label, const char *value)
{
    if (!value || !*value) return;
    fprintf(f, "<dt>%s</dt><dd class=\"mono\">", label);
    H(value);
    fputs("</dd>", f);
}

static void put_missing(FILE *f, const aclcts_run *run)
{
    if (run->nmissing == 0) return;
    fprintf(f, "<dt>missing symbols (%zu)</dt><dd class=\"mono\">", run->nmissing);
    for (size_t i = 0; i < run->nmissing; i++) {
        if (i) fputs(", ", f);
        H(run->missing_symbols[i]);
        if (run->missing_skips) fprintf(f, " (%zu tests skipped)", run->missing_skips[i]);
    }
    fputs("</dd>", f);
}

/* The words for rule status k (aclcts_rule_statuses' order) and what it means, where it is shown. */
static const char *rule_status_label(size_t k)
{
    static const char *const label[ACLCTS_RULE_STATUS_COUNT] = {
        "pass", "fail", "skip", "untested", "not applicable to this profile", "not observable on this build"};
    return label[k];
}

static const char *rule_status_meaning(size_t k)
{
    static const char *const meaning[ACLCTS_RULE_STATUS_COUNT] = {
        "a test of the rule passed (or failed as expected) and none failed",
        "a test of the rule failed, crashed, timed out or passed against its expectation",
        "its tests ran and none decided it: each was skipped (a function the target lacks) or was a hazard "
        "(the product itself crashes or hangs there: reported, never a failure)",
        "no selected test cites the rule",
        "no selected test cites the rule and it belongs to another profile (e.g. the IPV family to ipv350)",
        "every test of the rule needed the lower layers, which the target does not call"};
    return meaning[k];
}

static void put_rule_tally(FILE *f, const aclcts_run *run)
{
    size_t n[ACLCTS_RULE_STATUS_COUNT] = {0};
    for (size_t i = 0; i < run->nrules; i++) {
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
            if (strcmp(st, aclcts_rule_statuses[k]) == 0) n[k]++;
    }
    fprintf(f, " &middot; %zu rules:", run->nrules);
    for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
        if (n[k]) fprintf(f, " <span title=\"%s\">%zu %s</span>", rule_status_meaning(k), n[k], rule_status_label(k));
}

/* The banner of an interrupted run: which signal, how many tests finished. */
static void put_interrupted(FILE *f, const aclcts_run *run)
{
    if (!run->interrupted) return;
    fputs("<p class=\"sub\" id=\"interrupted\"><strong>Interrupted by ", f);
    H(run->interrupted);
    fprintf(f,
            " after %zu of %zu tests</strong>: the others did not run; this page shows the tests that "
            "finished.</p>",
            run->nresults, run->selected);
}

static void put_header(FILE *f, const aclcts_run *run, const size_t *counts)
{
    int ok = aclcts_run_conformant(run);
    const char *cls = run->interrupted ? "bad" : run->nresults == 0 ? "none" : ok ? "ok" : "bad";
    char *words = aclcts_verdict_words(run);
    fprintf(f, "<header class=\"%s\"><h1>", cls);
    if (words != NULL && words[0] >= 'a' && words[0] <= 'z')
        words[0] = (char)(words[0] - 'a' + 'A'); /* a heading: "Conformant", "No tests ran" */
    aclcts_put_html(f, words != NULL ? words : ok ? "Conformant" : "NOT conformant");
    fputs("</h1>", f);
    put_interrupted(f, run);
    fprintf(f, "<p class=\"sub\">%zu tests:", run->nresults);
    free(words);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (counts[s]) fprintf(f, " %zu %s", counts[s], aclcts_status_name((aclcts_status)s));
    put_rule_tally(f, run);
    fputs("</p><dl>", f);
    put_meta_row(f, "target", run->target_path);
    put_meta_row(f, "sha256", run->target_sha256);
    put_meta_row(f, "profile", run->profile);
    if (run->profile_source && strcmp(run->profile_source, "detected") == 0)
        put_meta_row(f, "profile chosen", "detected from the southbound the target imports");
    put_meta_row(f, "SoC", run->soc);
    if (run->lower) put_meta_row(f, "beneath the spy", run->lower);
    if (run->limits) put_meta_row(f, "limits per test", run->limits); /* test_limits_verdict.c */
    put_meta_row(f, "date", run->date);
    if (run->shard_total > 0)
        fprintf(f, "<dt>shard</dt><dd class=\"mono\">%u/%u (0-based) of a suite of %zu tests</dd>", run->shard_index,
                run->shard_total, run->suite_tests);
    put_meta_row(f, "command", run->command);
    put_missing(f, run);
    fputs("</dl></header>\n", f);
}

/* ---- filter bar ---- */

static void put_family_options(FILE *f, const aclcts_run *run)
{
    int present[ACLCTS_FAMILY_MAX + 1] = {0};
    for (size_t i = 0; i < run->nrules; i++) present[rule_family(&run->rules[i])] = 1;
    for (size_t i = 0; i < run->nresults; i++) present[aclcts_result_family(&run->results[i])] = 1;
    for (size_t fam = 0; fam <= aclcts_family_count(); fam++)
        if (present[fam]) fprintf(f, "<option>%s</option>", family_name(fam));
}

static void put_bar(FILE *f, const aclcts_run *run, const size_t *counts)
{
    fputs("<nav class=\"bar\"><input id=\"q\" type=\"search\" placeholder=\"Filter: test, rule, "
          "message, statement\" aria-label=\"filter\">"
          "<select id=\"st\" aria-label=\"status\"><option value=\"\">all statuses</option>"
          "<option value=\"problem\" title=\"fail, crash, timeout, xpass\">failing</option>",
          f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        fprintf(f, "<option>%s</option>", aclcts_status_name((aclcts_status)s));
    fputs(
        "<option>untested</option><option value=\"not_applicable\">not applicable to this profile</option></select><select id=\"fa\" aria-label=\"family\">"
        "<option value=\"\">all families</option>",
        f);
    put_family_options(f, run);
    fputs("</select>", f);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (counts[s])
            fprintf(f, "<button class=\"b st-%s\" data-st=\"%s\" title=\"show only %s\">%zu %s</button>",
                    aclcts_status_name((aclcts_status)s), aclcts_status_name((aclcts_status)s),
                    aclcts_status_name((aclcts_status)s), counts[s], aclcts_status_name((aclcts_status)s));
    fputs("<span id=\"shown\"></span></nav>\n", f);
}

/* ---- failing tests and hazards ---- */

static void put_rule_line(FILE *f, const aclcts_run *run, const char *id)
{
    const aclcts_rule *rule = aclcts_run_find_rule(run, id);
    fputs("<li><b>", f);
    H(id);
    fputs("</b> ", f);
    if (!rule) {
        fputs("<i>(not in the spec)</i></li>", f);
        return;
    }
    fputs("<span class=\"b st-skip\">", f);
    H(rule->level);
    fputs("</span> ", f);
    H(rule->statement);
    if (rule->divergence) {
        fputs("<div class=\"dv\">Divergence: ", f);
        H(rule->divergence);
        fputs("</div>", f);
    }
    fputs("</li>", f);
}

static void put_card(FILE *f, const aclcts_run *run, const aclcts_result *r)
{
    const char *st = aclcts_status_name(r->status);
    fprintf(f, "<div class=\"card%s\" data-status=\"%s\" data-family=\"%s\">", r->status == ACLCTS_HAZARD ? " hz" : "",
            st, family_name(aclcts_result_family(r)));
    put_badge(f, st);
    fputs(" <span class=\"name mono\">", f);
    H(r->name);
    fprintf(f, "</span> <span class=\"ms\">%.1f ms</span>", r->duration_ms);
    if (r->message && *r->message) {
        fputs("<pre class=\"msg\">", f);
        H(r->message);
        fputs("</pre>", f);
    }
    fputs("<ul>", f);
    for (size_t i = 0; i < r->nrules; i++) put_rule_line(f, run, r->rules[i]);
    fputs("</ul>", f);
    if (r->reproduce && *r->reproduce) {
        fputs("<div class=\"repro\">reproduce: <code>", f);
        H(r->reproduce);
        fputs("</code></div>", f);
    }
    fputs("</div>\n", f);
}

static void put_cards(FILE *f, const aclcts_run *run, int hazards, size_t n)
{
    if (n == 0) return;
    if (hazards)
        fprintf(f,
                "<section class=\"grp\" id=\"hazards\"><h2>Hazards (%zu): the product crashes or "
                "hangs here; reported, never fail a run</h2>\n",
                n);
    else fprintf(f, "<section class=\"grp\" id=\"failing\"><h2>Failing tests (%zu)</h2>\n", n);
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (hazards ? r->status == ACLCTS_HAZARD : aclcts_status_is_problem(r->status)) put_card(f, run, r);
    }
    fputs("</section>\n", f);
}

/* ---- rules by family ---- */

/* The distinct statuses of a rule's tests, for the status filter. */
static void put_test_statuses(FILE *f, const aclcts_run *run, const aclcts_rule *rule)
{
    int seen[ACLCTS_STATUS_COUNT] = {0};
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;)
        if ((unsigned)run->results[i].status < ACLCTS_STATUS_COUNT) seen[run->results[i].status] = 1;
    const char *sep = "";
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (seen[s]) {
            fprintf(f, "%s%s", sep, aclcts_status_name((aclcts_status)s));
            sep = " ";
        }
}

static void put_rule_tests(FILE *f, const aclcts_run *run, const aclcts_rule *rule)
{
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;) {
        const aclcts_result *r = &run->results[i];
        fputs("<div class=\"tl\">", f);
        put_badge(f, aclcts_status_name(r->status));
        fputs(" <span class=\"mono\">", f);
        H(r->name);
        fputs("</span></div>", f);
    }
}

static void put_sources(FILE *f, const aclcts_rule *rule)
{
    if (rule->nsources == 0) return;
    fputs("<div class=\"src\">", f);
    for (size_t i = 0; i < rule->nsources; i++) {
        if (i) fputs("<br>", f);
        H(rule->sources[i]);
    }
    fputs("</div>", f);
}

static void put_rule_row(FILE *f, const aclcts_run *run, const aclcts_rule *rule, size_t fam)
{
    const char *st = aclcts_rule_status(run, rule);
    fprintf(f, "<tr data-status=\"%s\" data-family=\"%s\" data-tests=\"", st, family_name(fam));
    put_test_statuses(f, run, rule);
    fputs("\"><td class=\"id mono\">", f);
    H(rule->id);
    fputs("</td><td>", f);
    put_badge(f, st);
    fputs("</td><td class=\"lv\">", f);
    H(rule->level);
    fputs("</td><td>", f);
    H(rule->statement);
    if (rule->divergence) {
        fputs("<div class=\"dv\">Divergence: ", f);
        H(rule->divergence);
        fputs("</div>", f);
    }
    put_sources(f, rule);
    fputs("</td><td>", f);
    put_rule_tests(f, run, rule);
    fputs("</td></tr>\n", f);
}

static void put_family(FILE *f, const aclcts_run *run, size_t fam)
{
    size_t n = 0, by[ACLCTS_RULE_STATUS_COUNT] = {0};
    for (size_t i = 0; i < run->nrules; i++) {
        if (rule_family(&run->rules[i]) != fam) continue;
        const char *st = aclcts_rule_status(run, &run->rules[i]);
        n++;
        for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++) by[k] += strcmp(st, aclcts_rule_statuses[k]) == 0;
    }
    if (n == 0) return;
    fprintf(f, "<details class=\"grp fam\"%s><summary><b>", by[1] ? " open" : ""); /* [1]: fail */
    H(family_name(fam));
    fputs("</b> <span class=\"t2\">", f);
    H(aclcts_family_title(fam));
    fprintf(f, "</span><span class=\"cnt\">%zu rules:", n);
    for (size_t k = 0, shown = 0; k < ACLCTS_RULE_STATUS_COUNT; k++)
        if (by[k] || k < 2) /* pass and fail always, the others where they occur, each explained */
            fprintf(f, "%s <span title=\"%s\">%zu %s</span>", shown++ ? "," : "", rule_status_meaning(k), by[k],
                    rule_status_label(k));
    fputs("</span></summary>\n", f);
    fputs("<table><thead><tr><th>rule</th><th>status</th><th>level</th><th>statement</th>"
          "<th>tests</th></tr></thead><tbody>\n",
          f);
    for (size_t i = 0; i < run->nrules; i++)
        if (rule_family(&run->rules[i]) == fam) put_rule_row(f, run, &run->rules[i], fam);
    fputs("</tbody></table></details>\n", f);
}

static void put_rules(FILE *f, const aclcts_run *run)
{
    if (run->nrules == 0) return;
    fputs("<h2 id=\"rules\">Rules by family</h2>\n<dl class=\"legend\">", f);
    for (size_t k = 0; k < ACLCTS_RULE_STATUS_COUNT; k++) {
        fprintf(f, "<dt>%s</dt><dd>", rule_status_label(k));
        H(rule_status_meaning(k));
        fputs("</dd>", f);
    }
    fputs("</dl>\n", f);
    for (size_t fam = 0; fam <= aclcts_family_count(); fam++) put_family(f, run, fam);
}

/* ---- all tests ---- */

static void put_test_row(FILE *f, const aclcts_result *r)
{
    const char *st = aclcts_status_name(r->status);
    fprintf(f, "<tr class=\"t\" data-status=\"%s\" data-family=\"%s\"><td class=\"mono\">", st,
            family_name(aclcts_result_family(r)));
    H(r->name);
    fputs("</td><td>", f);
    put_badge(f, st);
    fprintf(f, "</td><td class=\"ms\">%.1f</td><td class=\"mono\">", r->duration_ms);
    for (size_t i = 0; i < r->nrules; i++) {
        if (i) fputc(' ', f);
        H(r->rules[i]);
    }
    fputs("</td><td class=\"m\" title=\"", f);
    H(r->message);
    fputs("\">", f);
    put_first_line(f, r->message);
    fputs("</td></tr>\n", f);
}

static void put_all_tests(FILE *f, const aclcts_run *run)
{
    fprintf(f,
            "<section class=\"grp\" id=\"tests\"><h2>All tests (%zu)</h2>\n"
            "<table id=\"all\"><thead><tr><th>test</th><th>status</th><th>ms</th><th>rules</th>"
            "<th>message</th></tr></thead><tbody>\n",
            run->nresults);
    for (size_t i = 0; i < run->nresults; i++) put_test_row(f, &run->results[i]);
    fputs("</tbody></table></section>\n", f);
}

static void put_page(FILE *f, const aclcts_run *run)
{
    size_t counts[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(run, counts);
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
          "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>aclcts: ",
          f);
    fputs(run->interrupted ? "interrupted" : aclcts_run_conformant(run) ? "conformant" : "NOT conformant", f);
    fputs("</title>\n<style>\n", f);
    fputs(aclcts_report_css, f);
    fputs("</style></head><body>\n", f);
    put_header(f, run, counts);
    put_bar(f, run, counts);
    fputs("<main>\n", f);
    aclcts_triage_html(f, run);
    put_cards(f, run, 0, counts[ACLCTS_FAIL] + counts[ACLCTS_CRASH] + counts[ACLCTS_TIMEOUT] + counts[ACLCTS_XPASS]);
    put_cards(f, run, 1, counts[ACLCTS_HAZARD]);
    put_rules(f, run);
    put_all_tests(f, run);
    fputs("</main>\n<footer>aclcts conformance report &middot; machine-readable: results.json, "
          "junit.xml</footer>\n<script>\n",
          f);
    fputs(aclcts_report_js, f);
    fputs("</script></body></html>\n", f);
}

int aclcts_write_html(const aclcts_run *run, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0) return -1;
    put_page(out.f, run);
    return aclcts_out_commit(&out);
}
