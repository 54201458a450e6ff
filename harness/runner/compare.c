/* "aclcts compare RUN RUN [RUN...]": several runs (results.json files or run
 * directories) side by side, rule by rule and test by test (compare_tests.c).
 * Each run is compared with the one before it (--base first: with the first
 * run): a regression is a rule that passed there and does not in the later
 * run (a HAZARD-level rule excepted: a change, never a regression, as a
 * hazard never fails a run), a fix a rule that did not pass there and passes
 * in the later run. In a run with expectations (--expect) a rule that passed
 * only through expected failures did not pass, and one that failed only
 * through expected failures that now pass (xpass) passes: fixing a known
 * failure is a fix, never a regression.
 *
 * Writes DIR/compare.html (compare_html.c), DIR/compare.md and
 * DIR/compare.json (schema aclcts.compare.v1, described in README.md);
 * prints the regressions and fixes. Exit 1 when there is a regression. */
#define _GNU_SOURCE
#include <cjson/cJSON.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "compare.h"
#include "escape.h"
#include "out_operands.h"
#include "outfile.h"
#include "outlock.h"
#include "results.h"
#include "spec_rules.h"
#include "status.h"
#include "text.h"

#define CMD "aclcts compare"
#define COMPARE_SCHEMA "aclcts.compare.v1"
#define DEFAULT_COMPARE_OUT "reports/compare"

static const char usage_compare[] =
    "usage: aclcts compare [--out DIR] [--base previous|first] RUN RUN [RUN...]\n"
    "\n"
    "Puts runs side by side, rule by rule and test by test. RUN is a results.json or the\n"
    "directory of an 'aclcts run' (DIR/results.json). Each RUN is compared with the one\n"
    "before it (--base first: every RUN with the first). A regression is a rule that passed\n"
    "in the base and does not in the later RUN (not a HAZARD-level rule: like a hazard in a\n"
    "run, that is a change that fails nothing; nor a rule the later build does not let be\n"
    "observed, not_observable: a change too), or a test that passed there and fails, crashes\n"
    "or times out in the later RUN (also when its rule already failed); a fix is a rule or a\n"
    "test that did not pass there and passes. Tests that fail in both with another status or\n"
    "message are listed as failing differently. With expectations (run --expect) an xfail\n"
    "is a failure and an xpass a pass: a fixed known failure is a fix (remove its entry).\n"
    "Writes DIR/compare.html (rules as rows, runs as\n"
    "columns, each status linked to the message of the test that decided it, filters\n"
    "kept in the URL: compare.html#status=regression&family=INIT&q=TEXT), DIR/compare.md\n"
    "and DIR/compare.json, and prints each regression and fix. An interrupted RUN is shown\n"
    "as such (its untested rules did not run). DIR is locked while it is written, as by\n"
    "'aclcts run'; each file is written whole or not at all.\n"
    "\n"
    "  --out DIR      output directory (default " DEFAULT_COMPARE_OUT ")\n"
    "  --base WHICH   previous (default): each RUN against the one before; first: against\n"
    "                 the first RUN\n"
    "\n"
    "exit status: 0 no regression, 1 at least one regression (of a rule or of a test),\n"
    "             2 bad usage, a RUN that cannot be read or is not an aclcts.results.v1 file,\n"
    "               DIR in use by another aclcts, or an output that could not be written whole.\n";

static const char *const change_names[] = {"same", "regression", "fix", "changed"};

const char *aclcts_change_name(aclcts_change c) { return change_names[c]; }

/* An xpass is an expected failure that now passes. */
static int passes(const aclcts_cell *c) { return strcmp(c->status, "pass") == 0 || strcmp(c->status, "xpass") == 0; }

size_t aclcts_cmp_base(const aclcts_compare *c, size_t k) { return c->base_first || k == 0 ? 0 : k - 1; }

/* A HAZARD-level rule never fails a run (the product itself crashes or hangs
 * there), so its tests turning into hazards is a change, not a regression;
 * so is a rule outside a later run's profile (not_applicable). */
static int is_hazard(const aclcts_cmp_row *row) { return row->level && strcmp(row->level, "HAZARD") == 0; }
static int not_applicable(const aclcts_cell *c) { return strcmp(c->status, "not_applicable") == 0; }
/* A rule a later run cannot observe (its build does not call the lower layers)
 * is a change between the builds, never a regression nor a fix. */
static int not_observable(const aclcts_cell *c) { return strcmp(c->status, "not_observable") == 0; }

int aclcts_cmp_is_regression(const aclcts_compare *c, const aclcts_cmp_row *row, size_t k)
{
    return k > 0 && passes(&row->cells[aclcts_cmp_base(c, k)]) && !passes(&row->cells[k]) && !is_hazard(row) &&
           !not_applicable(&row->cells[k]) && !not_observable(&row->cells[k]);
}

int aclcts_cmp_is_fix(const aclcts_compare *c, const aclcts_cmp_row *row, size_t k)
{
    return k > 0 && !passes(&row->cells[aclcts_cmp_base(c, k)]) && passes(&row->cells[k]);
}

/* What the rule's status rests on in a run with expectations: a recorded
 * pass with an expected failure among its tests is "xfail"; a recorded fail
 * whose every failing test is an xpass is "xpass". Otherwise as recorded. */
static const char *expected_status(const aclcts_run *run, const char *id, const char *recorded)
{
    int pass = strcmp(recorded, "pass") == 0, fail = strcmp(recorded, "fail") == 0;
    if (!pass && !fail) return recorded;
    size_t xfail = 0, xpass = 0, other = 0;
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (!aclcts_result_cites(r, id)) continue;
        if (r->status == ACLCTS_XFAIL) xfail++;
        else if (r->status == ACLCTS_XPASS) xpass++;
        else if (aclcts_status_is_problem(r->status)) other++;
    }
    if (pass && xfail > 0) return "xfail";
    if (fail && xpass > 0 && other == 0 && xfail == 0) return "xpass";
    return recorded;
}

/* ---- the table ---- */

static const char *recorded_status(const aclcts_loaded *l, const char *id)
{
    for (size_t i = 0; i < l->nrule_status; i++)
        if (strcmp(l->rule_ids[i], id) == 0) return l->rule_status[i];
    return ACLCTS_COMPARE_ABSENT;
}

/* The test behind a status other than pass: one with a problem status before
 * one that only did not pass, and among them one whose main rule it is
 * before one that also cites it. */
static void find_why(const aclcts_loaded *l, const char *id, aclcts_cell *cell)
{
    const aclcts_run *run = &l->run;
    for (int pass = 0; pass < 4 && cell->why == NULL; pass++)
        for (size_t i = 0; i < run->nresults && cell->why == NULL; i++) {
            const aclcts_result *r = &run->results[i];
            int wanted = pass < 2 ? aclcts_status_is_problem(r->status) : r->status != ACLCTS_PASS;
            int main_rule = r->nrules > 0 && strcmp(r->rules[0], id) == 0;
            if (wanted && (pass % 2 == 1 || main_rule) && aclcts_result_cites(r, id)) {
                cell->why = r;
                cell->why_index = i;
            }
        }
}

static void fill_row(aclcts_compare *c, aclcts_cmp_row *row, const char *id)
{
    row->id = id;
    aclcts_family_of(id, row->family, sizeof row->family);
    const aclcts_rule *rule = aclcts_spec_find(id);
    row->level = rule ? rule->level : NULL;
    row->cells = calloc(c->nruns, sizeof *row->cells);
    for (size_t k = 0; row->cells && k < c->nruns; k++) {
        aclcts_cell *cell = &row->cells[k];
        cell->status = expected_status(&c->runs[k].run, id, recorded_status(&c->runs[k], id));
        if (strcmp(cell->status, "pass") != 0) find_why(&c->runs[k], id, cell);
        if (aclcts_cmp_is_regression(c, row, k)) {
            row->change = CHANGE_REGRESSION;
            c->regressions++;
        } else if (aclcts_cmp_is_fix(c, row, k)) {
            if (row->change != CHANGE_REGRESSION) row->change = CHANGE_FIX;
            c->fixes++;
        } else if (k > 0 && strcmp(cell->status, row->cells[aclcts_cmp_base(c, k)].status) != 0 &&
                   row->change == CHANGE_SAME)
            row->change = CHANGE_OTHER;
    }
}

static int has_row(const aclcts_compare *c, const char *id)
{
    for (size_t i = 0; i < c->nrows; i++)
        if (strcmp(c->rows[i].id, id) == 0) return 1;
    return 0;
}

static int in_any_run(const aclcts_compare *c, const char *id)
{
    for (size_t k = 0; k < c->nruns; k++)
        if (strcmp(recorded_status(&c->runs[k], id), ACLCTS_COMPARE_ABSENT) != 0) return 1;
    return 0;
}

/* Rows: the spec's rules that any run recorded, in the spec's order, then
 * rules the spec does not know, in the order the runs name them. */
static int build_table(aclcts_compare *c)
{
    size_t cap = 0, nspec = 0;
    for (size_t k = 0; k < c->nruns; k++) cap += c->runs[k].nrule_status;
    c->rows = calloc(cap + 1, sizeof *c->rows);
    if (c->rows == NULL) return -1;
    const aclcts_rule *spec = aclcts_spec_rules(&nspec);
    for (size_t i = 0; i < nspec; i++)
        if (in_any_run(c, spec[i].id)) fill_row(c, &c->rows[c->nrows++], spec[i].id);
    for (size_t k = 0; k < c->nruns; k++)
        for (size_t i = 0; i < c->runs[k].nrule_status; i++)
            if (!has_row(c, c->runs[k].rule_ids[i])) fill_row(c, &c->rows[c->nrows++], c->runs[k].rule_ids[i]);
    return 0;
}

/* ---- compare.md ---- */

static void md_run_rows(FILE *f, const aclcts_compare *c)
{
    static const char *const labels[] = {"library", "sha256", "profile", "SoC", "date", "file"};
    fputs("| |", f);
    for (size_t k = 0; k < c->nruns; k++) fprintf(f, " run %zu%s |", k + 1, k == 0 ? " (base)" : "");
    fputs("\n|---|", f);
    for (size_t k = 0; k < c->nruns; k++) fputs("---|", f);
    for (size_t i = 0; i < sizeof labels / sizeof labels[0]; i++) {
        fprintf(f, "\n| %s |", labels[i]);
        for (size_t k = 0; k < c->nruns; k++) {
            const aclcts_run *r = &c->runs[k].run;
            const char *v[] = {r->target_path, r->target_sha256, r->profile, r->soc, r->date, c->runs[k].file};
            fputc(' ', f);
            aclcts_put_md(f, v[i] ? v[i] : "-");
            fputs(" |", f);
        }
    }
    fputs("\n| tests |", f);
    for (size_t k = 0; k < c->nruns; k++) {
        size_t n[ACLCTS_STATUS_COUNT];
        aclcts_count_statuses(&c->runs[k].run, n);
        fprintf(f, " %zu: %zu pass, %zu fail, %zu crash, %zu timeout, %zu skip", c->runs[k].run.nresults,
                n[ACLCTS_PASS], n[ACLCTS_FAIL], n[ACLCTS_CRASH], n[ACLCTS_TIMEOUT], n[ACLCTS_SKIP]);
        if (c->runs[k].run.interrupted)
            fprintf(f, "; **interrupted** by %s after %zu of %zu tests", c->runs[k].run.interrupted,
                    c->runs[k].run.nresults, c->runs[k].run.selected);
        fputs(" |", f);
    }
    fputs("\n", f);
}

static void md_change(FILE *f, const aclcts_compare *c, const aclcts_cmp_row *row, size_t k)
{
    const aclcts_cell *cell = &row->cells[k];
    size_t b = aclcts_cmp_base(c, k);
    fprintf(f, "- **%s**: %s in run %zu, %s in run %zu", row->id, row->cells[b].status, b + 1, cell->status, k + 1);
    if (cell->why) {
        fputs(" (", f);
        aclcts_put_md(f, cell->why->name);
        fputs(": ", f);
        aclcts_put_md(f, cell->why->message);
        fputc(')', f);
    }
    fputc('\n', f);
}

static void md_changes(FILE *f, const aclcts_compare *c,
                       int (*is)(const aclcts_compare *, const aclcts_cmp_row *, size_t), const char *title,
                       size_t count)
{
    fprintf(f, "\n## %s (%zu)\n\n", title, count);
    if (count == 0) fputs("None.\n", f);
    for (size_t i = 0; i < c->nrows; i++)
        for (size_t k = 1; k < c->nruns; k++)
            if (is(c, &c->rows[i], k)) md_change(f, c, &c->rows[i], k);
}

static void md_changed_table(FILE *f, const aclcts_compare *c)
{
    fputs("\n## Every rule whose status differs between runs\n\n| rule |", f);
    for (size_t k = 0; k < c->nruns; k++) fprintf(f, " run %zu |", k + 1);
    fputs("\n|---|", f);
    for (size_t k = 0; k < c->nruns; k++) fputs("---|", f);
    fputc('\n', f);
    for (size_t i = 0; i < c->nrows; i++) {
        if (c->rows[i].change == CHANGE_SAME) continue;
        fprintf(f, "| %s |", c->rows[i].id);
        for (size_t k = 0; k < c->nruns; k++) fprintf(f, " %s |", c->rows[i].cells[k].status);
        fputc('\n', f);
    }
}

static int write_md(const aclcts_compare *c, const char *path)
{
    aclcts_out out;
    if (aclcts_out_open(&out, path) != 0) return -1;
    FILE *f = out.f;
    fprintf(f, "# aclcts compare: %zu regression%s, %zu fix%s\n\n", c->regressions, c->regressions == 1 ? "" : "s",
            c->fixes, c->fixes == 1 ? "" : "es");
    fprintf(f,
            "%zu rules across %zu runs; %s. Tests: %zu newly failing, %zu newly passing, %zu failing "
            "differently.\n\n",
            c->nrows, c->nruns, c->base_first ? "each run against run 1" : "each run against the one before",
            c->test_counts[TEST_REGRESSION], c->test_counts[TEST_FIX], c->test_counts[TEST_CHANGED]);
    md_run_rows(f, c);
    md_changes(f, c, aclcts_cmp_is_regression, "Regressions: rules that passed in the base run, not in the later run",
               c->regressions);
    md_changes(f, c, aclcts_cmp_is_fix, "Fixes: rules that did not pass in the base run, pass in the later run",
               c->fixes);
    aclcts_cmp_tests_md(f, c);
    md_changed_table(f, c);
    return aclcts_out_commit(&out);
}

/* ---- compare.json ---- */

static cJSON *json_run(const aclcts_loaded *l)
{
    cJSON *o = cJSON_CreateObject();
    const aclcts_run *r = &l->run;
    cJSON_AddStringToObject(o, "file", l->file);
    cJSON_AddStringToObject(o, "path", r->target_path);
    cJSON_AddStringToObject(o, "sha256", r->target_sha256);
    cJSON_AddStringToObject(o, "profile", r->profile);
    if (r->soc) cJSON_AddStringToObject(o, "soc", r->soc);
    if (r->date) cJSON_AddStringToObject(o, "date", r->date);
    if (r->suite_id) cJSON_AddStringToObject(o, "suite", r->suite_id);
    if (r->interrupted) {
        cJSON *i = cJSON_AddObjectToObject(o, "interrupted");
        cJSON_AddStringToObject(i, "signal", r->interrupted);
        cJSON_AddNumberToObject(i, "finished", (double)r->nresults);
        cJSON_AddNumberToObject(i, "selected", (double)r->selected);
    }
    size_t n[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(r, n);
    cJSON *s = cJSON_AddObjectToObject(o, "summary");
    cJSON_AddNumberToObject(s, "total", (double)r->nresults);
    for (int st = 0; st < ACLCTS_STATUS_COUNT; st++)
        cJSON_AddNumberToObject(s, aclcts_status_name((aclcts_status)st), (double)n[st]);
    return o;
}

static cJSON *json_change(const aclcts_compare *c, const aclcts_cmp_row *row, size_t k)
{
    cJSON *o = cJSON_CreateObject();
    size_t b = aclcts_cmp_base(c, k);
    cJSON_AddStringToObject(o, "rule", row->id);
    cJSON_AddNumberToObject(o, "run", (double)k);
    cJSON_AddNumberToObject(o, "base", (double)b);
    cJSON_AddStringToObject(o, "from", row->cells[b].status);
    cJSON_AddStringToObject(o, "to", row->cells[k].status);
    const aclcts_result *why = row->cells[k].why ? row->cells[k].why : row->cells[b].why;
    if (why) {
        cJSON_AddStringToObject(o, "test", why->name);
        cJSON_AddStringToObject(o, "message", why->message);
    }
    return o;
}

static cJSON *json_rows(const aclcts_compare *c)
{
    cJSON *rows = cJSON_CreateArray();
    for (size_t i = 0; i < c->nrows; i++) {
        cJSON *o = cJSON_CreateObject(), *st = cJSON_CreateArray();
        cJSON_AddStringToObject(o, "id", c->rows[i].id);
        cJSON_AddStringToObject(o, "change", aclcts_change_name(c->rows[i].change));
        for (size_t k = 0; k < c->nruns; k++) cJSON_AddItemToArray(st, cJSON_CreateString(c->rows[i].cells[k].status));
        cJSON_AddItemToObject(o, "status", st);
        cJSON_AddItemToArray(rows, o);
    }
    return rows;
}

static int write_json(const aclcts_compare *c, const char *path)
{
    cJSON *root = cJSON_CreateObject(), *runs = cJSON_AddArrayToObject(root, "runs");
    cJSON_AddStringToObject(root, "schema", COMPARE_SCHEMA);
    for (size_t k = 0; k < c->nruns; k++) cJSON_AddItemToArray(runs, json_run(&c->runs[k]));
    cJSON *reg = cJSON_AddArrayToObject(root, "regressions"), *fix = cJSON_AddArrayToObject(root, "fixes");
    for (size_t i = 0; i < c->nrows; i++)
        for (size_t k = 1; k < c->nruns; k++) {
            if (aclcts_cmp_is_regression(c, &c->rows[i], k)) cJSON_AddItemToArray(reg, json_change(c, &c->rows[i], k));
            if (aclcts_cmp_is_fix(c, &c->rows[i], k)) cJSON_AddItemToArray(fix, json_change(c, &c->rows[i], k));
        }
    cJSON_AddStringToObject(root, "base", c->base_first ? "first" : "previous");
    cJSON_AddItemToObject(root, "tests", aclcts_cmp_tests_json(c));
    cJSON_AddItemToObject(root, "rules", json_rows(c));
    return aclcts_out_write_json(path, root);
}

/* ---- the command ---- */

static void print_changes(const aclcts_compare *c)
{
    for (size_t k = 0; k < c->nruns; k++)
        if (c->runs[k].run.interrupted)
            printf("interrupted: run %zu (%s) was stopped by %s after %zu of %zu tests; its untested rules did "
                   "not run\n",
                   k + 1, c->runs[k].file, c->runs[k].run.interrupted, c->runs[k].run.nresults,
                   c->runs[k].run.selected);
    for (size_t i = 0; i < c->nrows; i++)
        for (size_t k = 1; k < c->nruns; k++) {
            const aclcts_cmp_row *row = &c->rows[i];
            size_t b = aclcts_cmp_base(c, k);
            int reg = aclcts_cmp_is_regression(c, row, k), fix = aclcts_cmp_is_fix(c, row, k);
            int other = strcmp(row->cells[b].status, row->cells[k].status) != 0;
            if (reg || fix || other)
                printf("%s %s: %s in run %zu, %s in run %zu%s%s%s\n",
                       reg   ? "regression"
                       : fix ? "fix"
                             : "changed",
                       row->id, row->cells[b].status, b + 1, row->cells[k].status, k + 1, row->cells[k].why ? ": " : "",
                       row->cells[k].why ? row->cells[k].why->name : "",
                       fix && strcmp(row->cells[k].status, "xpass") == 0
                           ? " (an expected failure now passes: remove its expectations entry)"
                           : "");
        }
    aclcts_cmp_tests_print(c);
    printf("aclcts compare: %zu rules, %zu runs: %zu regression%s, %zu fix%s; tests: %zu newly failing, %zu newly "
           "passing, %zu failing differently\n",
           c->nrows, c->nruns, c->regressions, c->regressions == 1 ? "" : "s", c->fixes, c->fixes == 1 ? "" : "es",
           c->test_counts[TEST_REGRESSION], c->test_counts[TEST_FIX], c->test_counts[TEST_CHANGED]);
}

static int write_outputs(const aclcts_compare *c, const char *out)
{
    if (aclcts_out_lock(CMD, out) != 0) return -1;
    char *html = aclcts_printf("%s/compare.html", out), *md = aclcts_printf("%s/compare.md", out),
         *json = aclcts_printf("%s/compare.json", out);
    int rc = aclcts_write_compare_html(c, html) | write_md(c, md) | write_json(c, json);
    free(html);
    free(md);
    free(json);
    return rc ? -1 : 0;
}

static int compare(size_t n, char **paths, const char *out, int base_first)
{
    aclcts_compare c = {.runs = calloc(n, sizeof(aclcts_loaded)), .base_first = base_first};
    int rc = ACLCTS_EXIT_USAGE;
    for (; c.runs != NULL && c.nruns < n; c.nruns++)
        if (aclcts_read_results(CMD, paths[c.nruns], &c.runs[c.nruns]) != 0) goto done;
    if (c.runs == NULL || build_table(&c) != 0 || aclcts_cmp_tests(&c) != 0 || write_outputs(&c, out) != 0) goto done;
    print_changes(&c);
    rc = c.regressions || c.test_counts[TEST_REGRESSION] ? ACLCTS_EXIT_NONCONFORMANT : ACLCTS_EXIT_OK;
done:
    for (size_t i = 0; i < c.nrows; i++) free(c.rows[i].cells);
    free(c.rows);
    free(c.tests);
    for (size_t k = 0; k < c.nruns; k++) aclcts_loaded_free(&c.runs[k]);
    free(c.runs);
    return rc;
}

int aclcts_cmd_compare(int argc, char **argv)
{
    const char *out = DEFAULT_COMPARE_OUT, *base = "previous";
    int rc = aclcts_parse_out_operands(argc, argv, CMD, usage_compare, &out, &base);
    if (rc >= 0) return rc;
    if (argc - optind < 2) {
        fprintf(stderr,
                CMD ": give at least two runs (results.json files or run directories); see 'aclcts compare --help'\n");
        return ACLCTS_EXIT_USAGE;
    }
    return compare((size_t)(argc - optind), argv + optind, out, strcmp(base, "first") == 0);
}
