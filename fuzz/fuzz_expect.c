/* fuzz_expect: the bytes are an expectations file (aclcts run --expect); the
 * runner's strict parser (harness/runner/expect_check.c) decides on it, and
 * the decision is checked by an independent reading of the format:
 *
 *   - rejected: the message names the file first ("fuzz.json: ...");
 *   - accepted: the document is an object whose only key is "targets", an
 *     array of objects with keys among sha256 (64 hex digits), path_glob
 *     (one of the two present) and expect (an array); every entry is an
 *     object with keys among test, status, reason, url, expires, no key
 *     twice, every value a string; "test" matches a test of the suite,
 *     "reason" is not empty, "status" is fail, crash, timeout or any, and
 *     "expires" is a day the calendar has (checked here through timegm and
 *     gmtime, not the parser's month table);
 *   - an accepted document printed by cJSON and read again is accepted;
 *   - the same bytes give the same decision and message twice.
 * A broken invariant prints the input and the decision, then aborts. */
#define _GNU_SOURCE
#include <ctype.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "expect_check.h"

#define FILE_NAME "fuzz.json"

/* A suite in miniature: the patterns in the seeds and dictionary match these. */
static const char *const g_tests[] = {
    "INIT001.RepeatInitReturnsRepeatInitialize", "INIT002.NullConfigTraceIsExact",
    "FILE001.MissingFileReturnsInvalidFile",     "JSON009.DepthOverTenIsRejected",
    "STATE001.FreshProcessIsUninitialised",      "HAZ001.NullAfterConfigThrows",
};
#define NTESTS (sizeof g_tests / sizeof g_tests[0])

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint8_t *g_data;
static size_t g_size;

__attribute__((noreturn)) static void broken(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_expect: %s: %s\ninput (%zu bytes):\n%.*s\n", what, detail ? detail : "", g_size, (int)g_size,
            (const char *)g_data);
    abort();
}

static int date_exists(const char *s)
{
    if (strlen(s) != 10 || s[4] != '-' || s[7] != '-') return 0;
    for (int i = 0; i < 10; i++)
        if (i != 4 && i != 7 && !isdigit((unsigned char)s[i])) return 0;
    struct tm tm = {0}, back;
    tm.tm_year = atoi(s) - 1900;
    tm.tm_mon = atoi(s + 5) - 1;
    tm.tm_mday = atoi(s + 8);
    tm.tm_hour = 12;
    time_t t = timegm(&tm);
    if (atoi(s) < 1 || gmtime_r(&t, &back) == NULL) return 0;
    return back.tm_year == atoi(s) - 1900 && back.tm_mon == atoi(s + 5) - 1 && back.tm_mday == atoi(s + 8);
}

static int one_of(const char *s, const char *const *set)
{
    for (; *set != NULL; set++)
        if (strcmp(s, *set) == 0) return 1;
    return 0;
}

/* Keys among `keys`, none twice, values strings except `except`. */
static void check_members(const cJSON *o, const char *const *keys, const char *except)
{
    if (!cJSON_IsObject(o)) broken("accepted a non-object", NULL);
    for (const cJSON *m = o->child; m != NULL; m = m->next) {
        if (!one_of(m->string, keys)) broken("accepted an unknown key", m->string);
        for (const cJSON *p = o->child; p != m; p = p->next)
            if (strcmp(p->string, m->string) == 0) broken("accepted a repeated key", m->string);
        if ((except == NULL || strcmp(m->string, except) != 0) && !cJSON_IsString(m))
            broken("accepted a value that is not a string", m->string);
    }
}

static const char *str(const cJSON *o, const char *k)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, k);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static void check_entry(const cJSON *e)
{
    static const char *const keys[] = {"test", "status", "reason", "url", "expires", NULL};
    static const char *const statuses[] = {"fail", "crash", "timeout", "any", NULL};
    check_members(e, keys, NULL);
    const char *test = str(e, "test"), *reason = str(e, "reason"), *status = str(e, "status");
    const char *expires = str(e, "expires");
    int matched = 0;
    for (size_t i = 0; test != NULL && i < NTESTS; i++) matched |= fnmatch(test, g_tests[i], 0) == 0;
    if (!matched) broken("accepted a test pattern that matches no test", test);
    if (reason == NULL || reason[0] == '\0') broken("accepted an entry without a reason", test);
    if (status != NULL && !one_of(status, statuses)) broken("accepted a status", status);
    if (expires != NULL && !date_exists(expires)) broken("accepted a date the calendar lacks", expires);
}

static void check_accepted(const cJSON *root)
{
    static const char *const top[] = {"targets", NULL};
    static const char *const tkeys[] = {"sha256", "path_glob", "expect", NULL};
    check_members(root, top, "targets");
    const cJSON *targets = cJSON_GetObjectItemCaseSensitive(root, "targets");
    if (!cJSON_IsArray(targets)) broken("accepted targets that are not an array", NULL);
    for (const cJSON *t = targets->child; t != NULL; t = t->next) {
        check_members(t, tkeys, "expect");
        const char *sha = str(t, "sha256");
        if (sha == NULL && str(t, "path_glob") == NULL) broken("accepted a target that names no library", NULL);
        if (sha != NULL && (strlen(sha) != 64 || strspn(sha, "0123456789abcdefABCDEF") != 64))
            broken("accepted a sha256", sha);
        const cJSON *list = cJSON_GetObjectItemCaseSensitive(t, "expect");
        if (!cJSON_IsArray(list)) broken("accepted an expect that is not an array", NULL);
        for (const cJSON *e = list->child; e != NULL; e = e->next) check_entry(e);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char err[ACLCTS_EXPECT_ERR_MAX], again[ACLCTS_EXPECT_ERR_MAX];
    g_data = data;
    g_size = size;
    cJSON *root = aclcts_expect_parse((const char *)data, size, FILE_NAME, g_tests, NTESTS, err);
    cJSON *root2 = aclcts_expect_parse((const char *)data, size, FILE_NAME, g_tests, NTESTS, again);
    if ((root == NULL) != (root2 == NULL) || strcmp(err, again) != 0) broken("two decisions", again);
    cJSON_Delete(root2);
    if (root == NULL) {
        if (strncmp(err, FILE_NAME ": ", strlen(FILE_NAME) + 2) != 0 || err[strlen(FILE_NAME) + 2] == '\0')
            broken("a rejection that does not name the file", err);
        return 0;
    }
    if (err[0] != '\0') broken("accepted with a message", err);
    check_accepted(root);
    char *text = cJSON_PrintUnformatted(root);
    cJSON *back = text ? aclcts_expect_parse(text, strlen(text), FILE_NAME, g_tests, NTESTS, again) : NULL;
    if (text != NULL && back == NULL) broken("printed and read again, rejected", again);
    cJSON_Delete(back);
    free(text);
    cJSON_Delete(root);
    return 0;
}
