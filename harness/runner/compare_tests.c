/* "aclcts compare", test by test: between each later run and its base
 * (aclcts_cmp_base), the tests that newly fail, newly pass, or fail
 * differently (another status, another message). A rule that already
 * failed hides a new failing test of it; this list does not.
 *
 * Outcomes: pass and xpass pass (an xpass is an expected failure that now
 * passes: a fix, and an expectations entry to remove); fail, crash, timeout
 * and xfail fail (an xfail is a failure the user accepted, still a failure);
 * skip, hazard and a test absent from a run are neither, so a test that
 * appears, is skipped or is a hazard in one run changes nothing here. */
#define _GNU_SOURCE
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "compare.h"
#include "escape.h"
#include "status.h"
#include "text.h"

static const char *const kind_names[TEST_CHANGE_KINDS] = {"newly failing", "newly passing", "failing differently"};

const char *aclcts_test_change_name(aclcts_test_change_kind k) { return kind_names[k]; }

typedef enum { OUT_NEITHER, OUT_PASS, OUT_FAIL } outcome;

static outcome outcome_of(aclcts_status s)
{
    switch (s) {
    case ACLCTS_PASS:
    case ACLCTS_XPASS:
        return OUT_PASS;
    case ACLCTS_FAIL:
    case ACLCTS_CRASH:
    case ACLCTS_TIMEOUT:
    case ACLCTS_XFAIL:
        return OUT_FAIL;
    default:
        return OUT_NEITHER;
    }
}

static int by_name(const void *a, const void *b)
{
    return strcmp((*(const aclcts_result *const *)a)->name, (*(const aclcts_result *const *)b)->name);
}

/* The run's results sorted by name, for bsearch (malloc). */
static const aclcts_result **sorted(const aclcts_run *run)
{
    const aclcts_result **v = malloc((run->nresults + 1) * sizeof *v);
    for (size_t i = 0; v != NULL && i < run->nresults; i++) v[i] = &run->results[i];
    if (v != NULL) qsort(v, run->nresults, sizeof *v, by_name);
    return v;
}

static const aclcts_result *find(const aclcts_result **v, size_t n, const char *name)
{
    aclcts_result key = {.name = (char *)name};
    const aclcts_result *kp = &key, *const *hit = bsearch(&kp, v, n, sizeof *v, by_name);
    return hit != NULL ? *hit : NULL;
}

/* The message without what differs between any two runs of one library: the
 * test's private working directory and thread ids (as bench/same_results.py). */
static const char *const g_volatile[][2] = {{"(/[^ \t\"':]*)?/aclcts\\.[A-Za-z0-9]{6}", "<workdir>"},
                                            {"THREAD:[0-9]+", "THREAD:N"}};
#define NVOLATILE (sizeof g_volatile / sizeof g_volatile[0])
static regex_t g_volatile_re[NVOLATILE];
static int g_volatile_ok[NVOLATILE]; /* 1 compiled, -1 failed, 0 not yet: compiled once per process */

static char *normal(const char *m)
{
    char *s = aclcts_strdup(m ? m : "");
    for (size_t p = 0; p < NVOLATILE; p++) {
        if (g_volatile_ok[p] == 0)
            g_volatile_ok[p] = regcomp(&g_volatile_re[p], g_volatile[p][0], REG_EXTENDED) ? -1 : 1;
        if (g_volatile_ok[p] < 0) continue;
        regmatch_t mt;
        size_t from = 0;
        while (s[from] && regexec(&g_volatile_re[p], s + from, 1, &mt, from ? REG_NOTBOL : 0) == 0 &&
               mt.rm_eo > mt.rm_so) {
            char *next =
                aclcts_printf("%.*s%s%s", (int)(from + (size_t)mt.rm_so), s, g_volatile[p][1], s + from + mt.rm_eo);
            from += (size_t)mt.rm_so + strlen(g_volatile[p][1]);
            free(s);
            s = next;
        }
    }
    return s;
}

static int differs(const aclcts_result *a, const aclcts_result *b)
{
    if (a->status != b->status) return 1;
    char *x = normal(a->message), *y = normal(b->message);
    int d = strcmp(x, y) != 0;
    free(x);
    free(y);
    return d;
}

static int add(aclcts_compare *c, aclcts_test_change_kind kind, size_t k, const aclcts_result *before,
               const aclcts_result *after)
{
    aclcts_test_change *v = realloc(c->tests, (c->ntests + 1) * sizeof *v);
    if (v == NULL) return -1;
    c->tests = v;
    c->tests[c->ntests++] = (aclcts_test_change){kind, k, before, after};
    c->test_counts[kind]++;
    return 0;
}

static int compare_pair(aclcts_compare *c, size_t k)
{
    const aclcts_run *base = &c->runs[aclcts_cmp_base(c, k)].run, *run = &c->runs[k].run;
    const aclcts_result **index = sorted(base);
    if (index == NULL) return -1;
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < run->nresults; i++) {
        const aclcts_result *after = &run->results[i], *before = find(index, base->nresults, after->name);
        if (before == NULL) continue;
        outcome was = outcome_of(before->status), now = outcome_of(after->status);
        if (now == OUT_FAIL && was == OUT_PASS) rc = add(c, TEST_REGRESSION, k, before, after);
        else if (now == OUT_PASS && was == OUT_FAIL) rc = add(c, TEST_FIX, k, before, after);
        else if (now == OUT_FAIL && was == OUT_FAIL && differs(before, after))
            rc = add(c, TEST_CHANGED, k, before, after);
    }
    free(index);
    return rc;
}

int aclcts_cmp_tests(aclcts_compare *c)
{
    for (size_t k = 1; k < c->nruns; k++)
        if (compare_pair(c, k) != 0) return -1;
    return 0;
}

/* ---- what it writes ---- */

static const char *const md_titles[TEST_CHANGE_KINDS] = {
    "Tests newly failing: passed in the base run, fail in the later run",
    "Tests newly passing: failed in the base run, pass in the later run",
    "Tests failing differently: another status or message"};

static void md_first_line(FILE *f, const char *m)
{
    const char *nl = strchr(m ? m : "", '\n');
    char *one = strndup(m ? m : "", nl ? (size_t)(nl - m) : strlen(m ? m : ""));
    aclcts_put_md(f, one ? one : "");
    free(one);
}

void aclcts_cmp_tests_md(FILE *f, const aclcts_compare *c)
{
    for (int kind = 0; kind < TEST_CHANGE_KINDS; kind++) {
        fprintf(f, "\n## %s (%zu)\n\n", md_titles[kind], c->test_counts[kind]);
        if (c->test_counts[kind] == 0) fputs("None.\n", f);
        for (size_t i = 0; i < c->ntests; i++) {
            const aclcts_test_change *t = &c->tests[i];
            if ((int)t->kind != kind) continue;
            fputs("- **", f);
            aclcts_put_md(f, t->after->name);
            fprintf(f, "**: %s in run %zu, %s in run %zu", aclcts_status_name(t->before->status),
                    aclcts_cmp_base(c, t->run) + 1, aclcts_status_name(t->after->status), t->run + 1);
            if (t->after->status == ACLCTS_XPASS) fputs(" (remove its expectations entry)", f);
            const aclcts_result *said = t->kind == TEST_FIX ? t->before : t->after;
            if (said->message && *said->message) {
                fputs(": ", f);
                md_first_line(f, said->message);
            }
            fputc('\n', f);
        }
    }
}

cJSON *aclcts_cmp_tests_json(const aclcts_compare *c)
{
    static const char *const keys[TEST_CHANGE_KINDS] = {"regressions", "fixes", "changed"};
    cJSON *o = cJSON_CreateObject(), *lists[TEST_CHANGE_KINDS];
    for (int kind = 0; kind < TEST_CHANGE_KINDS; kind++) lists[kind] = cJSON_AddArrayToObject(o, keys[kind]);
    for (size_t i = 0; i < c->ntests; i++) {
        const aclcts_test_change *t = &c->tests[i];
        cJSON *e = cJSON_CreateObject();
        cJSON_AddStringToObject(e, "test", t->after->name);
        cJSON_AddNumberToObject(e, "run", (double)t->run);
        cJSON_AddNumberToObject(e, "base", (double)aclcts_cmp_base(c, t->run));
        cJSON_AddStringToObject(e, "from", aclcts_status_name(t->before->status));
        cJSON_AddStringToObject(e, "to", aclcts_status_name(t->after->status));
        cJSON_AddStringToObject(e, "message_before", t->before->message ? t->before->message : "");
        cJSON_AddStringToObject(e, "message", t->after->message ? t->after->message : "");
        cJSON_AddItemToArray(lists[t->kind], e);
    }
    return o;
}

void aclcts_cmp_tests_print(const aclcts_compare *c)
{
    for (size_t i = 0; i < c->ntests; i++) {
        const aclcts_test_change *t = &c->tests[i];
        printf("test %s %s: %s in run %zu, %s in run %zu%s\n", kind_names[t->kind], t->after->name,
               aclcts_status_name(t->before->status), aclcts_cmp_base(c, t->run) + 1,
               aclcts_status_name(t->after->status), t->run + 1,
               t->after->status == ACLCTS_XPASS ? " (an expected failure now passes: remove its expectations entry)"
                                                : "");
    }
}
