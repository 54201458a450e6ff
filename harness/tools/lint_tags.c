/* Implementation tags: with --sources (once per implementation folder: ref,
 * lower, common, southbound), every rule must be named as a whole word in a C
 * source or header, or a linker version script (.c, .h, .map) under one of
 * them, at the code that implements it, or carry a "test_only" reason in its
 * rule. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "spec_lint.h"

static int id_char(char c) { return isupper((unsigned char)c) || isdigit((unsigned char)c); }

/* Marks every rule whose id the text names as a whole word: capitals then
 * three digits, not inside a longer word (DUMP004-034 names DUMP004 only). */
static void mark_tags(const char *path, const char *text)
{
    (void)path;
    for (const char *p = text; *p; p++) {
        if (!isupper((unsigned char)*p) || (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))) continue;
        size_t n = 0;
        while (id_char(p[n]) && n <= MAX_ID_LEN) n++;
        if (n > MAX_ID_LEN || isalpha((unsigned char)p[n]) || p[n] == '_') {
            p += n ? n - 1 : 0;
            continue;
        }
        char id[MAX_ID_LEN + 1];
        memcpy(id, p, n);
        id[n] = '\0';
        rule *r = find_rule(id);
        if (r) r->tagged = 1;
        p += n - 1;
    }
}

int scan_sources(char **dirs, size_t n)
{
    /* C sources and headers, and linker version scripts (the export list). */
    static const char *const exts[] = {".c", ".h", ".map"};
    int failed = 0;
    for (size_t i = 0; i < n; i++) {
        int rc = walk_files(dirs[i], exts, COUNT(exts), mark_tags);
        if (rc < 0) return -1;
        failed |= rc;
    }
    return failed ? -1 : 0;
}

void check_tags(void)
{
    for (size_t i = 0; i < lint.nrules; i++) {
        const rule *r = &lint.rules[i];
        if (r->tagged || r->test_only) continue;
        char where[WHERE_MAX];
        snprintf(where, sizeof where, "%s: %s", r->file, r->id);
        problem(where, "no implementation tag in the sources and no test_only reason");
    }
}
