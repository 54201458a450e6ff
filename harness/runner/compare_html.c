/* compare.html: runs side by side for a person. One self-contained file (the
 * style of report.html and compare.css, inline JS from compare.js, a Content-Security-Policy that forbids any
 * fetch). Everything is rendered here with every string HTML-escaped; the
 * script only toggles `hidden` on the rule rows.
 *
 * Sections: a verdict header (regressions, fixes); one card per run
 * (library, sha256, profile, SoC, date, file, counts); a filter bar (text,
 * change or status, family; kept in and preset from the URL fragment:
 * compare.html#status=regression&family=INIT&q=TEXT, where status is
 * regression, fix, changed, same, or a rule status that any run has); the
 * regressions and fixes; the rules table (each cell the rule's status in
 * that run, linked to the message of the test that decided it); the
 * messages. A fragment without '=' is an anchor (a message) and leaves the
 * filter alone. */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>

#include "compare.h"
#include "escape.h"
#include "outfile.h"
#include "report_assets.h"
#include "results.h"
#include "spec_rules.h"
#include "status.h"

#define H(s) aclcts_put_html(f, (s))

static void put_dl_row(FILE *f, const char *label, const char *value)
{
    fprintf(f, "<dt>%s</dt><dd class=\"mono\">", label);
    H(value && *value ? value : "-");
    fputs("</dd>", f);
}

static void put_run_card(FILE *f, const aclcts_loaded *l, size_t k)
{
    const aclcts_run *r = &l->run;
    size_t n[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(r, n);
    fprintf(f, "<div class=\"run\" id=\"run%zu\"><h3>run %zu%s</h3><dl>", k + 1, k + 1, k == 0 ? " (first)" : "");
    put_dl_row(f, "library", r->target_path);
    put_dl_row(f, "sha256", r->target_sha256);
    put_dl_row(f, "profile", r->profile);
    put_dl_row(f, "SoC", r->soc);
    put_dl_row(f, "date", r->date);
    put_dl_row(f, "file", l->file);
    if (r->interrupted) {
        fputs("<dt>interrupted</dt><dd class=\"interrupted\"><strong>by ", f);
        H(r->interrupted);
        fprintf(f, " after %zu of %zu tests</strong>: its untested rules did not run</dd>", r->nresults, r->selected);
    }
    fprintf(f, "<dt>tests</dt><dd>%zu:", r->nresults);
    for (int s = 0; s < ACLCTS_STATUS_COUNT; s++)
        if (n[s]) fprintf(f, " %zu %s", n[s], aclcts_status_name((aclcts_status)s));
    fputs("</dd></dl></div>\n", f);
}

static void put_header(FILE *f, const aclcts_compare *c)
{
    fprintf(f, "<header class=\"%s\"><h1>", c->regressions ? "bad" : "ok");
    if (c->regressions) fprintf(f, "%zu regression%s", c->regressions, c->regressions == 1 ? "" : "s");
    else fputs("No regression", f);
    fprintf(f,
            "</h1><p class=\"sub\">%zu rules across %zu runs (each against %s): %zu regression%s, %zu fix%s; "
            "tests: %zu newly failing, %zu newly passing, %zu failing differently</p>"
            "</header>\n<section class=\"runs\">\n",
            c->nrows, c->nruns, c->base_first ? "run 1" : "the run before", c->regressions,
            c->regressions == 1 ? "" : "s", c->fixes, c->fixes == 1 ? "" : "es", c->test_counts[TEST_REGRESSION],
            c->test_counts[TEST_FIX], c->test_counts[TEST_CHANGED]);
    for (size_t k = 0; k < c->nruns; k++) put_run_card(f, &c->runs[k], k);
    fputs("</section>\n", f);
}

static void put_bar(FILE *f, const aclcts_compare *c)
{
    static const char *const options[] = {"regression",
                                          "fix",
                                          "changed",
                                          "same",
                                          "pass",
                                          "fail",
                                          "xfail",
                                          "xpass",
                                          "skip",
                                          "untested",
                                          "not_applicable",
                                          "not_observable",
                                          ACLCTS_COMPARE_ABSENT};
    fputs("<nav class=\"bar\"><input id=\"q\" type=\"search\" placeholder=\"Filter: rule, level, statement, status\" "
          "aria-label=\"filter\"><select id=\"st\" aria-label=\"status\"><option value=\"\">all rules</option>",
          f);
    for (size_t i = 0; i < sizeof options / sizeof options[0]; i++) fprintf(f, "<option>%s</option>", options[i]);
    fputs("</select><select id=\"fa\" aria-label=\"family\"><option value=\"\">all families</option>", f);
    const char *last = "";
    for (size_t i = 0; i < c->nrows; i++)
        if (strcmp(c->rows[i].family, last) != 0) {
            last = c->rows[i].family;
            fputs("<option>", f);
            H(last);
            fputs("</option>", f);
        }
    fputs("</select><span id=\"shown\"></span></nav>\n", f);
}

/* The tests that changed (compare_tests.c), one list per kind. */
static void put_test_changes(FILE *f, const aclcts_compare *c)
{
    static const char *const ids[TEST_CHANGE_KINDS] = {"tests-failing", "tests-passing", "tests-changed"};
    for (int kind = 0; kind < TEST_CHANGE_KINDS; kind++) {
        fprintf(f, "<h2 id=\"%s\">Tests %s (%zu)</h2>\n", ids[kind],
                aclcts_test_change_name((aclcts_test_change_kind)kind), c->test_counts[kind]);
        if (c->test_counts[kind] == 0) {
            fputs("<p>None.</p>\n", f);
            continue;
        }
        fputs("<ul class=\"chg\">\n", f);
        for (size_t i = 0; i < c->ntests; i++) {
            const aclcts_test_change *t = &c->tests[i];
            if ((int)t->kind != kind) continue;
            fputs("<li><b class=\"mono\">", f);
            H(t->after->name);
            fprintf(f, "</b>: %s in run %zu, %s in run %zu", aclcts_status_name(t->before->status),
                    aclcts_cmp_base(c, t->run) + 1, aclcts_status_name(t->after->status), t->run + 1);
            const aclcts_result *said = t->kind == TEST_FIX ? t->before : t->after;
            if (said->message && *said->message) {
                fputs("<pre class=\"msg\">", f);
                H(said->message);
                fputs("</pre>", f);
            }
            fputs("</li>\n", f);
        }
        fputs("</ul>\n", f);
    }
}

/* The link to the message behind a cell, "#m<run>-<test>". */
static void put_cell(FILE *f, const aclcts_cell *cell, size_t k)
{
    fputs("<td class=\"c\">", f);
    if (cell->why) {
        fprintf(f, "<a href=\"#m%zu-%zu\" title=\"", k + 1, cell->why_index);
        H(cell->why->name);
        fputs("\">", f);
    }
    fprintf(f, "<span class=\"b st-%s\">%s</span>", cell->status, cell->status);
    fputs(cell->why ? "</a></td>" : "</td>", f);
}

static void put_changes(FILE *f, const aclcts_compare *c,
                        int (*is)(const aclcts_compare *, const aclcts_cmp_row *, size_t), const char *id,
                        const char *title, size_t count)
{
    fprintf(f, "<h2 id=\"%s\">%s (%zu)</h2>\n", id, title, count);
    if (count == 0) {
        fputs("<p>None.</p>\n", f);
        return;
    }
    fputs("<ul class=\"chg\">\n", f);
    for (size_t i = 0; i < c->nrows; i++)
        for (size_t k = 1; k < c->nruns; k++) {
            const aclcts_cmp_row *row = &c->rows[i];
            if (!is(c, row, k)) continue;
            const aclcts_cell *cell = &row->cells[k];
            size_t b = aclcts_cmp_base(c, k);
            fputs("<li><b class=\"mono\">", f);
            H(row->id);
            fprintf(f, "</b>: %s in run %zu, %s in run %zu", row->cells[b].status, b + 1, cell->status, k + 1);
            if (cell->why) {
                fprintf(f, " &middot; <a href=\"#m%zu-%zu\" class=\"mono\">", k + 1, cell->why_index);
                H(cell->why->name);
                fputs("</a>", f);
            }
            fputs("</li>\n", f);
        }
    fputs("</ul>\n", f);
}

static void put_row(FILE *f, const aclcts_compare *c, const aclcts_cmp_row *row)
{
    fprintf(f, "<tr class=\"r\" data-status=\"%s\" data-family=\"", aclcts_change_name(row->change));
    H(row->family);
    fputs("\" data-cells=\"", f);
    for (size_t k = 0; k < c->nruns; k++) fprintf(f, "%s%s", k ? " " : "", row->cells[k].status);
    fputs("\"><td class=\"id mono\">", f);
    H(row->id);
    fputs("</td><td class=\"lv\">", f);
    H(row->level ? row->level : "");
    fputs("</td>", f);
    for (size_t k = 0; k < c->nruns; k++) put_cell(f, &row->cells[k], k);
    const aclcts_rule *rule = aclcts_spec_find(row->id);
    fputs("<td class=\"stm\">", f);
    H(rule ? rule->statement : "(not in this aclcts's spec)");
    fputs("</td></tr>\n", f);
}

static void put_table(FILE *f, const aclcts_compare *c)
{
    fputs("<h2 id=\"rules\">Rules</h2>\n<table id=\"cmp\"><thead><tr><th>rule</th><th>level</th>", f);
    for (size_t k = 0; k < c->nruns; k++) fprintf(f, "<th><a href=\"#run%zu\">run %zu</a></th>", k + 1, k + 1);
    fputs("<th>statement</th></tr></thead><tbody>\n", f);
    for (size_t i = 0; i < c->nrows; i++) put_row(f, c, &c->rows[i]);
    fputs("</tbody></table>\n", f);
}

/* One card per test that some cell links to. */
static void put_messages(FILE *f, const aclcts_compare *c)
{
    fputs("<h2 id=\"messages\">Messages of the tests behind the statuses</h2>\n", f);
    for (size_t k = 0; k < c->nruns; k++) {
        const aclcts_run *run = &c->runs[k].run;
        char *linked = calloc(run->nresults + 1, 1);
        for (size_t i = 0; linked && i < c->nrows; i++)
            if (c->rows[i].cells[k].why) linked[c->rows[i].cells[k].why_index] = 1;
        for (size_t t = 0; linked && t < run->nresults; t++) {
            if (!linked[t]) continue;
            const aclcts_result *r = &run->results[t];
            const char *st = aclcts_status_name(r->status);
            fprintf(f, "<div class=\"card%s\" id=\"m%zu-%zu\"><span class=\"name mono\">",
                    r->status == ACLCTS_HAZARD ? " hz" : "", k + 1, t);
            H(r->name);
            fprintf(f, "</span> <span class=\"b st-%s\">%s</span> <span class=\"ms\">run %zu</span><pre class=\"msg\">",
                    st, st, k + 1);
            H(r->message);
            fputs("</pre></div>\n", f);
        }
        free(linked);
    }
}

static void put_page(FILE *f, const aclcts_compare *c)
{
    fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
          "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
          "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
          "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>aclcts compare: ",
          f);
    fprintf(f, "%zu regression%s</title>\n<style>\n", c->regressions, c->regressions == 1 ? "" : "s");
    fputs(aclcts_report_css, f);
    fputs(aclcts_compare_css, f);
    fputs("</style></head><body>\n", f);
    put_header(f, c);
    put_bar(f, c);
    fputs("<main>\n", f);
    put_changes(f, c, aclcts_cmp_is_regression, "regressions",
                "Regressions: rules that passed in the base run, not in the later run", c->regressions);
    put_changes(f, c, aclcts_cmp_is_fix, "fixes",
                "Fixes: rules that did not pass in the base run, pass in the later run", c->fixes);
    put_test_changes(f, c);
    put_table(f, c);
    put_messages(f, c);
    fputs("</main>\n<footer>aclcts compare &middot; machine-readable: compare.json</footer>\n<script>\n", f);
    fputs(aclcts_compare_js, f);
    fputs("</script></body></html>\n", f);
}

int aclcts_write_compare_html(const aclcts_compare *c, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0) return -1;
    put_page(out.f, c);
    return aclcts_out_commit(&out);
}
