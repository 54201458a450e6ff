/* "aclcts run --shard I/N": the selection split across machines exactly as
 * GoogleTest splits it (GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS): the k-th
 * selected test (0-based, in the selection's order) belongs to shard k % N.
 * I is 0-based, like GTEST_SHARD_INDEX. The suite identity (results.json
 * "suite") is taken before the split, so every shard of one suite carries
 * the same id and `aclcts merge` can tell shards of different suites apart. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts/case.h"
#include "sha256.h"
#include "shard.h"
#include "text.h"

#define MAX_SHARDS 100000u /* far beyond any CI matrix; keeps I/N small numbers */

static int parse_count(const char *s, unsigned long *out)
{
    char *end;
    errno = 0;
    if (*s < '0' || *s > '9') return -1;
    *out = strtoul(s, &end, 10);
    return errno == 0 && *end == '\0' ? 0 : -1;
}

/* "I/N" with 0 <= I < N <= MAX_SHARDS. */
int aclcts_shard_parse(const char *what, const char *v, unsigned *index, unsigned *total)
{
    const char *slash = strchr(v, '/');
    unsigned long i, n;
    char *head = slash ? strndup(v, (size_t)(slash - v)) : NULL;
    int ok =
        head && parse_count(head, &i) == 0 && parse_count(slash + 1, &n) == 0 && n >= 1 && n <= MAX_SHARDS && i < n;
    free(head);
    if (!ok) {
        fprintf(stderr, "aclcts run: %s wants I/N with 0 <= I < N (I is 0-based, like GTEST_SHARD_INDEX), got '%s'\n",
                what, v);
        return -1;
    }
    *index = (unsigned)i;
    *total = (unsigned)n;
    return 0;
}

/* Without --shard, GoogleTest's variables name the shard; either way they are
 * cleared, so GoogleTest selects the whole suite and the split happens here. */
int aclcts_shard_from_env(unsigned *index, unsigned *total)
{
    const char *n = getenv("GTEST_TOTAL_SHARDS"), *i = getenv("GTEST_SHARD_INDEX");
    int rc = 0;
    if (*total == 0 && (n != NULL || i != NULL)) {
        char *v = aclcts_printf("%s/%s", i ? i : "", n ? n : "");
        rc = aclcts_shard_parse("GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS", v, index, total);
        free(v);
    }
    unsetenv("GTEST_TOTAL_SHARDS");
    unsetenv("GTEST_SHARD_INDEX");
    return rc;
}

void aclcts_suite_id(const aclcts_case *const *sel, size_t n, char hex[65])
{
    size_t len = 0;
    for (size_t k = 0; k < n; k++) len += strlen(sel[k]->suite) + strlen(sel[k]->name) + 2;
    char *text = malloc(len + 1), *p = text;
    if (text == NULL) {
        hex[0] = '\0';
        return;
    }
    for (size_t k = 0; k < n; k++) p += sprintf(p, "%s.%s\n", sel[k]->suite, sel[k]->name);
    aclcts_sha256_buf(text, (size_t)(p - text), hex);
    free(text);
}

size_t aclcts_shard_apply(unsigned index, unsigned total, const aclcts_case *const **sel, size_t n)
{
    if (total == 0) return n;
    const aclcts_case **mine = calloc(n / total + 1, sizeof *mine);
    size_t kept = 0;
    for (size_t k = index; mine != NULL && k < n; k += total) mine[kept++] = (*sel)[k];
    *sel = mine;
    return kept;
}
