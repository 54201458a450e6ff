/* Triage: the failing tests of a run grouped by cause, largest group first,
 * so that a port at 40 % sees "114 tests: aclInit expected
 * ACL_ERROR_INVALID_DUMP_CONFIG" before 700 rows in file order.
 *
 * A test's cause is read from its message as the checks write it
 * (conformance/src/check.c: "RULE file:line: CALL: got X, expected Y"): the
 * ACL function the failing call names and what was expected ("aclInit:
 * expected ACL_ERROR_INVALID_FILE (100003)"); a crash by its signal, a
 * timeout as such, an xpass as a stale expectation; anything else by the
 * test's main rule. Text only: the runner knows no ACL semantics. */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "escape.h"
#include "report_triage.h"
#include "status.h"
#include "text.h"

#define CAUSE_MAX 160 /* a cause longer than this is cut: it names a group, not a failure */

/* The ACL function the message's failing call names: the first "acl" word
 * followed by "(" (t->acl->aclInit(...), aclrtSetDevice(...)); "" if none. */
static void called_function(const char *m, char *out, size_t cap)
{
    out[0] = '\0';
    for (const char *p = m; (p = strstr(p, "acl")) != NULL; p++) {
        if (p > m && (isalnum((unsigned char)p[-1]) || p[-1] == '_')) continue;
        if (strncmp(p, "aclcts", 6) == 0) continue; /* the suite's own helpers */
        size_t n = 0;
        while (isalnum((unsigned char)p[n]) || p[n] == '_') n++;
        if (p[n] == '(' && n > 3 && n < cap) {
            memcpy(out, p, n);
            out[n] = '\0';
            return;
        }
    }
}

/* "expected X" up to the end of its first line, or NULL. */
static char *expected_part(const char *m)
{
    const char *e = strstr(m, ", expected ");
    if (e == NULL) e = strstr(m, " expected ");
    if (e == NULL) return NULL;
    e += e[0] == ',' ? 2 : 1;
    size_t n = strcspn(e, "\n");
    return strndup(e, n < CAUSE_MAX ? n : CAUSE_MAX);
}

char *aclcts_triage_cause(const aclcts_result *r)
{
    const char *m = r->message ? r->message : "";
    switch (r->status) {
    case ACLCTS_CRASH: {
        size_t n = strcspn(m, "\n(;");
        while (n > 0 && isspace((unsigned char)m[n - 1])) n--;
        return aclcts_printf("crash: %.*s", (int)(n < CAUSE_MAX ? n : CAUSE_MAX), m);
    }
    case ACLCTS_TIMEOUT:
        return aclcts_strdup("timeout");
    case ACLCTS_XPASS:
        return aclcts_strdup("passed, but listed as an expected failure");
    default:
        break;
    }
    char fn[64], *exp = expected_part(m);
    called_function(m, fn, sizeof fn);
    char *cause = exp ? aclcts_printf("%s%s%s", fn, fn[0] ? ": " : "", exp)
                      : aclcts_printf("rule %s", r->nrules ? r->rules[0] : "?");
    free(exp);
    return cause;
}

static int by_size(const void *a, const void *b)
{
    const aclcts_cause *x = a, *y = b;
    if (x->count != y->count) return x->count < y->count ? 1 : -1;
    return x->first < y->first ? -1 : x->first > y->first;
}

aclcts_cause *aclcts_triage(const aclcts_run *run, size_t *n)
{
    aclcts_cause *v = NULL;
    *n = 0;
    for (size_t i = 0; i < run->nresults; i++) {
        const aclcts_result *r = &run->results[i];
        if (!aclcts_status_is_problem(r->status)) continue;
        char *cause = aclcts_triage_cause(r);
        size_t k = 0;
        while (k < *n && strcmp(v[k].cause, cause) != 0) k++;
        if (k < *n) {
            v[k].count++;
            free(cause);
            continue;
        }
        aclcts_cause *grown = realloc(v, (*n + 1) * sizeof *v);
        if (grown == NULL) { /* the groups so far are still right */
            free(cause);
            break;
        }
        v = grown;
        v[(*n)++] = (aclcts_cause){cause, 1, i};
    }
    if (*n > 1) qsort(v, *n, sizeof *v, by_size);
    return v;
}

void aclcts_triage_free(aclcts_cause *v, size_t n)
{
    for (size_t i = 0; i < n; i++) free(v[i].cause);
    free(v);
}

void aclcts_triage_md(FILE *f, const aclcts_run *run)
{
    size_t n = 0;
    aclcts_cause *v = aclcts_triage(run, &n);
    if (n == 0) {
        free(v);
        return;
    }
    fprintf(f, "\n## Failures by cause (%zu cause%s)\n\n| tests | cause | for example |\n|---:|---|---|\n", n,
            n == 1 ? "" : "s");
    for (size_t i = 0; i < n && i < ACLCTS_TRIAGE_ROWS; i++) {
        fprintf(f, "| %zu | ", v[i].count);
        aclcts_put_md(f, v[i].cause);
        fputs(" | ", f);
        aclcts_put_md(f, run->results[v[i].first].name);
        fputs(" |\n", f);
    }
    if (n > ACLCTS_TRIAGE_ROWS)
        fprintf(f, "\n%zu more causes, each smaller: report.html lists them all.\n", n - ACLCTS_TRIAGE_ROWS);
    aclcts_triage_free(v, n);
}

static void html_rows(FILE *f, const aclcts_run *run, const aclcts_cause *v, size_t from, size_t to)
{
    fputs("<table class=\"causes\"><thead><tr><th>tests</th><th>cause</th><th>for example</th></tr></thead><tbody>\n",
          f);
    for (size_t i = from; i < to; i++) {
        fprintf(f, "<tr><td>%zu</td><td class=\"mono\">", v[i].count);
        aclcts_put_html(f, v[i].cause);
        fputs("</td><td class=\"mono\"><a href=\"#q=", f);
        aclcts_put_html(f, run->results[v[i].first].name);
        fputs("\">", f);
        aclcts_put_html(f, run->results[v[i].first].name);
        fputs("</a></td></tr>\n", f);
    }
    fputs("</tbody></table>\n", f);
}

void aclcts_triage_html(FILE *f, const aclcts_run *run)
{
    size_t n = 0;
    aclcts_cause *v = aclcts_triage(run, &n);
    if (n == 0) {
        free(v);
        return;
    }
    size_t shown = n < ACLCTS_TRIAGE_ROWS ? n : ACLCTS_TRIAGE_ROWS;
    fprintf(f, "<section id=\"causes\"><h2>Failures by cause (%zu)</h2>\n", n);
    html_rows(f, run, v, 0, shown);
    if (shown < n) {
        fprintf(f, "<details><summary>%zu more causes, each smaller</summary>\n", n - shown);
        html_rows(f, run, v, shown, n);
        fputs("</details>\n", f);
    }
    fputs("</section>\n", f);
    aclcts_triage_free(v, n);
}
