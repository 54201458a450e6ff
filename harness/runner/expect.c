/* The expectations file: known failures of a given target, each with a reason,
 * a link and an expiry date.
 *
 *   {"targets":[{"sha256":"<hex>" | "path_glob":"*\/libfoo.so" | "name":"my-port",
 *                "expect":[{"test":"INIT001.X","status":"fail","reason":"...",
 *                           "url":"...","expires":"2027-01-01"}]}]}
 *
 * A listed test that fails (status "fail", "crash", "timeout", or "any" /
 * absent for any of them) becomes xfail; one that passes becomes xpass, which
 * fails the run (the entry is stale). An entry whose expiry date has been
 * reached is not applied and is reported. "test" may be a glob. The file is
 * validated strictly first (expect_check.c).
 *
 * A target is matched by its sha256, its path (a glob, tried on the path as
 * given and as resolved) or the name the run was given (--target-name): a
 * port's rebuild keeps its path and name, not its hash. A file none of whose
 * targets matches, or entries that match no test of the run's selection,
 * are said on the console and in summary.md; --strict-expect makes either a
 * usage error, so that expectations never stop applying unnoticed. */
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
    const char *file;
    size_t ntargets, nmatched; /* targets in the file; those matching this run's library */
    char *notes;               /* what does not apply, for summary.md; NULL: everything applies */
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
    if (bad) {
        free(s);
        return NULL;
    }
    *len = n;
    return s;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int target_matches(const cJSON *t, const char *libpath, const char *sha, const char *name)
{
    const char *h = str_of(t, "sha256"), *g = str_of(t, "path_glob"), *nm = str_of(t, "name");
    if (h != NULL && strcasecmp(h, sha) == 0) return 1;
    if (nm != NULL && name != NULL && strcmp(nm, name) == 0) return 1;
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
    cJSON_ArrayForEach (x, list) {
        entry en = {
            str_of(x, "test"), str_of(x, "status"), str_of(x, "reason"), str_of(x, "url"), str_of(x, "expires"), 0, 0};
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
    for (size_t i = 0; names != NULL && i < *n; i++) names[i] = aclcts_printf("%s.%s", cases[i]->suite, cases[i]->name);
    return names;
}

/* NULL after printing the problem (expect_check.c validates everything first). */
aclcts_expect *aclcts_expect_load(const char *file, const char *libpath, const char *sha256, const char *name)
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
    if (e == NULL) abort();
    e->root = root;
    e->file = file;
    const cJSON *t;
    cJSON_ArrayForEach (t, cJSON_GetObjectItemCaseSensitive(root, "targets")) {
        e->ntargets++;
        if (target_matches(t, libpath, sha256, name)) {
            e->nmatched++;
            add_entries(e, cJSON_GetObjectItemCaseSensitive(t, "expect"));
        }
    }
    return e;
}

/* How the file's targets are keyed, for the message that none matches. */
static char *target_keys(const aclcts_expect *e)
{
    char *s = aclcts_strdup("");
    const cJSON *t;
    size_t k = 0;
    cJSON_ArrayForEach (t, cJSON_GetObjectItemCaseSensitive(e->root, "targets")) {
        const char *h = str_of(t, "sha256"), *g = str_of(t, "path_glob"), *nm = str_of(t, "name");
        if (k++ == 3) { /* enough to recognise the file */
            char *more = aclcts_printf("%s, ...", s);
            free(s);
            return more;
        }
        char *next = aclcts_printf("%s%s%s%.12s%s%s%s%s%s%s", s, k > 1 ? "; " : "", h ? "sha256 " : "", h ? h : "",
                                   h && (g || nm) ? ", " : "", g ? "path_glob " : "", g ? g : "", g && nm ? ", " : "",
                                   nm ? "name " : "", nm ? nm : "");
        free(s);
        s = next;
    }
    return s;
}

static int selected(const char *pattern, const aclcts_case *const *sel, size_t nsel)
{
    char name[512];
    for (size_t i = 0; i < nsel; i++) {
        snprintf(name, sizeof name, "%s.%s", sel[i]->suite, sel[i]->name);
        if (fnmatch(pattern, name, 0) == 0) return 1;
    }
    return 0;
}

static void add_note(aclcts_expect *e, char *line)
{
    char *all = aclcts_printf("%s%s%s", e->notes ? e->notes : "", e->notes ? "\n" : "", line);
    free(e->notes);
    free(line);
    e->notes = all;
}

int aclcts_expect_check_scope(aclcts_expect *e, const char *libpath, const char *sha256, const char *name,
                              const aclcts_case *const *sel, size_t nsel, int strict)
{
    if (e == NULL) return 0;
    if (e->nmatched == 0) {
        char *keys = target_keys(e);
        add_note(e,
                 aclcts_printf("the expectations file %s matches no target of this run (its %zu target(s): %s; "
                               "this library: %s, sha256 %.12s%s%s): none of its entries applies",
                               e->file, e->ntargets, keys, libpath, sha256, name ? ", name " : "", name ? name : ""));
        free(keys);
    }
    size_t idle = 0;
    const char *first = NULL;
    for (size_t i = 0; i < e->n; i++)
        if (!selected(e->v[i].test, sel, nsel) && idle++ == 0) first = e->v[i].test;
    if (idle > 0)
        add_note(e, aclcts_printf("%zu entr%s of the expectations file %s match%s no test this run selects "
                                  "(first: %s): the filter or the profile leaves %s out, or the test was renamed",
                                  idle, idle == 1 ? "y" : "ies", e->file, idle == 1 ? "es" : "", first,
                                  idle == 1 ? "it" : "them"));
    if (e->notes == NULL) return 0;
    fprintf(stderr, "aclcts: %s", strict ? "error: " : "warning: ");
    for (const char *p = e->notes; *p; p++) {
        fputc(*p, stderr);
        if (*p == '\n') fprintf(stderr, "aclcts: %s", strict ? "error: " : "warning: ");
    }
    fprintf(stderr, "%s\n", strict ? " (--strict-expect)" : "");
    return strict ? -1 : 0;
}

const char *aclcts_expect_notes(const aclcts_expect *e) { return e != NULL ? e->notes : NULL; }

static entry *find(aclcts_expect *e, const char *name)
{
    for (size_t i = 0; e != NULL && i < e->n; i++)
        if (fnmatch(e->v[i].test, name, 0) == 0) return &e->v[i];
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
    if (en == NULL || r->status == ACLCTS_SKIP) return;
    const char *why = en->reason ? en->reason : "no reason given";
    const char *url = en->url ? en->url : "";
    if (en->expired) {
        en->used = 1;
        set_message(
            r, aclcts_printf("%s [expectation expired on %s, not applied: %s %s]", r->message, en->expires, why, url));
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
    free(e->notes);
    free(e);
}
