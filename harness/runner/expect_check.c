/* Strict validation of the expectations file. A mistake in it (a status
 * nobody matches, 2027-02-30, "reson", a pattern that names no test) would
 * otherwise silently turn a failure into an xfail or leave it a failure:
 * every such mistake is a usage error naming the file, the entry and the
 * field.
 *
 *   {"targets":[{"sha256":"<64 hex>", "path_glob":"<glob>" and/or "name":"<name>",
 *                "expect":[{"test":"<glob>","reason":"...", optional
 *                           "status":"fail|crash|timeout|any","url":"...",
 *                           "expires":"YYYY-MM-DD"}]}]} */
#define _GNU_SOURCE
#include <ctype.h>
#include <fnmatch.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expect_check.h"

typedef struct checker {
    const char *file;
    const char *const *tests;
    size_t ntests;
    char *err;
    char where[96]; /* "targets[I]" or "targets[I].expect[J] (test \"T\")" */
} checker;

__attribute__((format(printf, 2, 3))) static int fail(checker *c, const char *fmt, ...)
{
    int n = snprintf(c->err, ACLCTS_EXPECT_ERR_MAX, "%s: %s%s", c->file, c->where, c->where[0] ? ": " : "");
    va_list ap;
    va_start(ap, fmt);
    if (n >= 0 && n < ACLCTS_EXPECT_ERR_MAX) vsnprintf(c->err + n, (size_t)(ACLCTS_EXPECT_ERR_MAX - n), fmt, ap);
    va_end(ap);
    return -1;
}

/* The statuses an entry may carry. */
static int status_ok(const char *status)
{
    static const char *const ok[] = {"fail", "crash", "timeout", "any"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (strcmp(status, ok[i]) == 0) return 1;
    return 0;
}

static int leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* An ISO date YYYY-MM-DD that the Gregorian calendar has. */
static int date_ok(const char *s)
{
    static const int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    for (int i = 0; i < 10; i++)
        if (i == 4 || i == 7 ? s[i] != '-' : !isdigit((unsigned char)s[i])) return 0;
    if (s[10] != '\0') return 0;
    int y = atoi(s), m = atoi(s + 5), d = atoi(s + 8);
    if (y < 1 || m < 1 || m > 12 || d < 1) return 0;
    return d <= days[m - 1] + (m == 2 && leap(y));
}

/* Every member of o must be one of keys (NULL-terminated) and a string. */
static int keys_and_strings(checker *c, const cJSON *o, const char *const *keys, const char *except)
{
    const cJSON *m;
    cJSON_ArrayForEach (m, o) {
        size_t k = 0;
        while (keys[k] != NULL && strcmp(keys[k], m->string) != 0) k++;
        if (keys[k] == NULL) return fail(c, "unknown key \"%.40s\"", m->string);
        for (const cJSON *p = o->child; p != m; p = p->next)
            if (strcmp(p->string, m->string) == 0) return fail(c, "\"%s\" appears twice", m->string);
        if ((except == NULL || strcmp(m->string, except) != 0) && !cJSON_IsString(m))
            return fail(c, "\"%s\" must be a string", m->string);
    }
    return 0;
}

static int matches_a_test(const checker *c, const char *pattern)
{
    for (size_t i = 0; i < c->ntests; i++)
        if (fnmatch(pattern, c->tests[i], 0) == 0) return 1;
    return 0;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int check_entry(checker *c, const cJSON *e)
{
    static const char *const keys[] = {"test", "status", "reason", "url", "expires", NULL};
    if (!cJSON_IsObject(e)) return fail(c, "an entry must be an object");
    const char *test = str_of(e, "test");
    if (test != NULL) {
        size_t have = strlen(c->where);
        snprintf(c->where + have, sizeof c->where - have, " (test \"%.40s\")", test);
    }
    if (keys_and_strings(c, e, keys, NULL) != 0) return -1;
    if (test == NULL || test[0] == '\0') return fail(c, "\"test\" is missing");
    const char *status = str_of(e, "status"), *reason = str_of(e, "reason"), *expires = str_of(e, "expires");
    if (status != NULL && !status_ok(status))
        return fail(c, "\"status\" is \"%.40s\"; it is fail, crash, timeout or any", status);
    if (reason == NULL || reason[0] == '\0') return fail(c, "\"reason\" is missing: say why the failure is accepted");
    if (expires != NULL && !date_ok(expires))
        return fail(c, "\"expires\" is \"%.40s\", not a calendar date YYYY-MM-DD", expires);
    if (!matches_a_test(c, test)) return fail(c, "\"test\" matches no test of the suite");
    return 0;
}

static int hex64(const char *s)
{
    size_t n = 0;
    while (isxdigit((unsigned char)s[n])) n++;
    return n == 64 && s[n] == '\0';
}

static int check_target(checker *c, const cJSON *t, int ti)
{
    static const char *const keys[] = {"sha256", "path_glob", "name", "expect", NULL};
    snprintf(c->where, sizeof c->where, "targets[%d]", ti);
    if (!cJSON_IsObject(t)) return fail(c, "a target must be an object");
    if (keys_and_strings(c, t, keys, "expect") != 0) return -1;
    const char *sha = str_of(t, "sha256");
    const char *name = str_of(t, "name");
    if (sha == NULL && str_of(t, "path_glob") == NULL && name == NULL)
        return fail(c, "wants \"sha256\", \"path_glob\" or \"name\"");
    if (name != NULL && name[0] == '\0') return fail(c, "\"name\" is empty");
    if (sha != NULL && !hex64(sha)) return fail(c, "\"sha256\" must be 64 hex digits");
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(t, "expect");
    if (!cJSON_IsArray(list)) return fail(c, "\"expect\" must be an array of entries");
    int j = 0;
    const cJSON *e;
    cJSON_ArrayForEach (e, list) {
        snprintf(c->where, sizeof c->where, "targets[%d].expect[%d]", ti, j++);
        if (check_entry(c, e) != 0) return -1;
    }
    return 0;
}

static int check_doc(checker *c, const cJSON *root)
{
    static const char *const keys[] = {"targets", NULL};
    if (!cJSON_IsObject(root)) return fail(c, "not an expectations file (wants {\"targets\":[...]})");
    if (keys_and_strings(c, root, keys, "targets") != 0) return -1;
    const cJSON *targets = cJSON_GetObjectItemCaseSensitive(root, "targets");
    if (!cJSON_IsArray(targets)) return fail(c, "not an expectations file (wants {\"targets\":[...]})");
    int i = 0;
    const cJSON *t;
    cJSON_ArrayForEach (t, targets) {
        if (check_target(c, t, i++) != 0) return -1;
    }
    return 0;
}

cJSON *aclcts_expect_parse(const char *text, size_t len, const char *file, const char *const *tests, size_t ntests,
                           char err[ACLCTS_EXPECT_ERR_MAX])
{
    checker c = {file, tests, ntests, err, ""};
    err[0] = '\0';
    if (memchr(text, '\0', len) != NULL) {
        fail(&c, "contains a NUL byte");
        return NULL;
    }
    /* A terminated copy, so that anything after the document is an error. */
    char *copy = malloc(len + 1);
    if (copy == NULL) {
        fail(&c, "out of memory");
        return NULL;
    }
    memcpy(copy, text, len);
    copy[len] = '\0';
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(copy, len + 1, &end, 1);
    size_t at = end != NULL ? (size_t)(end - copy) : 0;
    free(copy);
    if (root == NULL) {
        fail(&c, "not valid JSON (at byte %zu)", at);
        return NULL;
    }
    if (check_doc(&c, root) != 0) {
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}
