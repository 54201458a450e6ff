/* The expectations file: known failures of a given target, each with a reason,
 * a link and an expiry date.
 *
 *   {"targets":[{"sha256":"<hex>" | "path_glob":"*\/libfoo.so",
 *                "expect":[{"test":"INIT001.X","status":"fail","reason":"...",
 *                           "url":"...","expires":"2027-01-01"}]}]}
 *
 * A listed test that fails (status "fail", "crash", "timeout", or "any" /
 * absent for any of them) becomes xfail; one that passes becomes xpass, which
 * fails the run (the entry is stale). An entry whose expiry date has been
 * reached is not applied and is reported. "test" may be a glob. The file is
 * validated strictly first (expect_check.c). */
#define _GNU_SOURCE
#include <fnmatch.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include <cjson/cJSON.h>

#include "aclcts/case.h"
#include "expect.h"
#include "expect_check.h"
#include "results.h"
#include "status.h"
#include "text.h"

typedef struct entry {
    const char *test, *status, *reason, *url, *expires;
    int expired;
    int used;
} entry;

struct aclcts_expect {
    cJSON *root;
    entry *v;
    size_t n;
};

/* The whole file; *len its size. NULL when it cannot be read. */
static char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t cap = 4096, n = 0, r;
    char *s = malloc(cap);
    while (s != NULL && (r = fread(s + n, 1, cap - n, f)) > 0)
        if ((n += r) == cap) s = realloc(s, cap *= 2);
    int bad = ferror(f);
    fclose(f);
    if (bad) { free(s); return NULL; }
    *len = n;
    return s;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int target_matches(const cJSON *t, const char *libpath, const char *sha)
{
    const char *h = str_of(t, "sha256"), *g = str_of(t, "path_glob");
    if (h != NULL && strcasecmp(h, sha) == 0) return 1;
    if (g == NULL) return 0;
    char real[PATH_MAX];
    if (fnmatch(g, libpath, 0) == 0) return 1;
    return realpath(libpath, real) != NULL && fnmatch(g, real, 0) == 0;
}

static void today(char buf[16])
{
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(buf, 16, "%Y-%m-%d", &tm);
}

static void add_entries(aclcts_expect *e, const cJSON *list)
{
    char now[16];
    today(now);
    const cJSON *x;
    cJSON_ArrayForEach(x, list) {
        entry en = {str_of(x, "test"), str_of(x, "status"), str_of(x, "reason"), str_of(x, "url"),
                    str_of(x, "expires"), 0, 0};
        /* ISO dates compare as strings; reaching the date ends the entry. */
        en.expired = en.expires != NULL && strcmp(now, en.expires) >= 0;
        e->v = realloc(e->v, (e->n + 1) * sizeof *e->v);
        if (e->v == NULL) abort();
        e->v[e->n++] = en;
    }
}

/* "SUITE.Name" of every registered test, any profile: a pattern must match one. */
char **aclcts_suite_names(size_t *n)
{
    const aclcts_case *const *cases = aclcts_cases(n);
    char **names = calloc(*n ? *n : 1, sizeof *names);
    for (size_t i = 0; names != NULL && i < *n; i++)
        names[i] = aclcts_printf("%s.%s", cases[i]->suite, cases[i]->name);
    return names;
}

/* NULL after printing the problem (expect_check.c validates everything first). */
aclcts_expect *aclcts_expect_load(const char *file, const char *libpath, const char *sha256)
{
    size_t len = 0, ntests = 0;
    char *text = slurp(file, &len);
    if (text == NULL) {
        fprintf(stderr, "aclcts: cannot read the expectations file %s\n", file);
        return NULL;
    }
    char **tests = aclcts_suite_names(&ntests), err[ACLCTS_EXPECT_ERR_MAX];
    cJSON *root = aclcts_expect_parse(text, len, file, (const char *const *)tests, ntests, err);
    free(text);
    aclcts_free_words(tests, ntests);
    if (root == NULL) {
        fprintf(stderr, "aclcts: %s\n", err);
        return NULL;
    }
    aclcts_expect *e = calloc(1, sizeof *e);
    e->root = root;
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItemCaseSensitive(root, "targets")) {
        if (target_matches(t, libpath, sha256))
            add_entries(e, cJSON_GetObjectItemCaseSensitive(t, "expect"));
    }
    return e;
}

static entry *find(aclcts_expect *e, const char *name)
{
    for (size_t i = 0; e != NULL && i < e->n; i++)
        if (fnmatch(e->v[i].test, name, 0) == 0)
            return &e->v[i];
    return NULL;
}

static void set_message(aclcts_result *r, char *m)
{
    free(r->message);
    r->message = m;
}

static int is_failure(aclcts_status s) { return s == ACLCTS_FAIL || s == ACLCTS_CRASH || s == ACLCTS_TIMEOUT; }

void aclcts_expect_apply(aclcts_expect *e, aclcts_result *r)
{
    entry *en = find(e, r->name);
    if (en == NULL || r->status == ACLCTS_SKIP)
        return;
    const char *why = en->reason ? en->reason : "no reason given";
    const char *url = en->url ? en->url : "";
    if (en->expired) {
        en->used = 1;
        set_message(r, aclcts_printf("%s [expectation expired on %s, not applied: %s %s]", r->message,
                                     en->expires, why, url));
        return;
    }
    int any = en->status == NULL || strcmp(en->status, "any") == 0;
    if (is_failure(r->status) && (any || strcmp(en->status, aclcts_status_name(r->status)) == 0)) {
        set_message(r, aclcts_printf("expected %s: %s %s -- %s", aclcts_status_name(r->status), why, url, r->message));
        r->status = ACLCTS_XFAIL;
    } else if (is_failure(r->status)) {
        set_message(r, aclcts_printf("%s [listed as expected %s, got %s]", r->message, en->status,
                                     aclcts_status_name(r->status)));
    } else if (r->status == ACLCTS_PASS) {
        set_message(r, aclcts_printf("passed, but listed as expected %s (%s %s): remove the entry",
                                     any ? "failure" : en->status, why, url));
        r->status = ACLCTS_XPASS;
    }
}

size_t aclcts_expect_report_expired(const aclcts_expect *e)
{
    size_t k = 0;
    for (size_t i = 0; e != NULL && i < e->n; i++) {
        if (!e->v[i].expired) continue;
        k++;
        fprintf(stderr, "aclcts: expectation for %s expired on %s and was not applied (%s)\n", e->v[i].test,
                e->v[i].expires, e->v[i].reason ? e->v[i].reason : "no reason given");
    }
    return k;
}

void aclcts_expect_free(aclcts_expect *e)
{
    if (e == NULL) return;
    cJSON_Delete(e->root);
    free(e->v);
    free(e);
}
