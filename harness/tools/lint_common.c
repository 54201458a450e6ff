/* What every check of the spec lint uses: the problem report, memory, the
 * rules read so far, and reading and walking files. Depends on no other file
 * of the lint. */
#define _XOPEN_SOURCE 700 /* nftw */

#include <cjson/cJSON.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_lint.h"

lint_state lint;

void problem(const char *where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("%s: ", where);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
    lint.problems++;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        fputs("spec lint: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

char *xstrdup(const char *s) { return strcpy(xrealloc(NULL, strlen(s) + 1), s); }

int in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0) return 1;
    return 0;
}

int id_well_formed(const char *id)
{
    size_t letters = strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    size_t digits = strspn(id + letters, "0123456789");
    return letters > 0 && digits == ID_DIGITS && id[letters + digits] == '\0' && letters + digits <= MAX_ID_LEN;
}

rule *find_rule(const char *id)
{
    for (size_t i = 0; i < lint.nrules; i++)
        if (strcmp(lint.rules[i].id, id) == 0) return &lint.rules[i];
    return NULL;
}

char *read_file(const char *file, size_t *size)
{
    FILE *f = fopen(file, "rb");
    if (!f) {
        problem(file, "cannot open");
        return NULL;
    }
    char *buf = xrealloc(NULL, MAX_RULE_FILE + 1);
    *size = fread(buf, 1, MAX_RULE_FILE + 1, f);
    int bad = ferror(f);
    fclose(f);
    if (bad || *size > MAX_RULE_FILE) {
        problem(file, bad ? "read error" : "larger than 1 MiB");
        free(buf);
        return NULL;
    }
    buf[*size] = '\0';
    return buf;
}

size_t line_of(const char *text, const char *at)
{
    size_t line = 1;
    for (const char *p = text; p < at && *p; p++) line += *p == '\n';
    return line;
}

void check_unknown_keys(const char *where, const cJSON *obj, const char *const *keys, size_t n)
{
    const cJSON *item;
    cJSON_ArrayForEach (item, obj)
        if (!in_list(item->string, keys, n)) problem(where, "unknown key \"%s\"", item->string);
}

char *path_beside(const char *dir, const char *name)
{
    size_t len = strlen(dir);
    while (len > 1 && dir[len - 1] == '/') len--;
    const char *slash = NULL;
    for (const char *p = dir; p < dir + len; p++)
        if (*p == '/') slash = p;
    size_t keep = slash ? (size_t)(slash - dir) + 1 : 0;
    char *path = xrealloc(NULL, keep + strlen(name) + 1);
    memcpy(path, dir, keep);
    strcpy(path + keep, name);
    return path;
}

/* ---- walking a folder ---- */

/* nftw's callback takes no argument: the walk in progress. */
static struct {
    const char *const *exts;
    size_t nexts;
    void (*visit)(const char *path, const char *text);
    int failed;
} walk;

static int wanted(const char *path)
{
    size_t len = strlen(path);
    for (size_t i = 0; i < walk.nexts; i++) {
        size_t n = strlen(walk.exts[i]);
        if (len > n && strcmp(path + len - n, walk.exts[i]) == 0) return 1;
    }
    return 0;
}

static int walk_entry(const char *path, const struct stat *st, int kind, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    if (kind != FTW_F || !wanted(path)) return 0;
    size_t size;
    char *text = read_file(path, &size);
    if (!text) {
        walk.failed = 1;
        return 0;
    }
    walk.visit(path, text);
    free(text);
    return 0;
}

int walk_files(const char *root, const char *const *exts, size_t nexts,
               void (*visit)(const char *path, const char *text))
{
    walk.exts = exts;
    walk.nexts = nexts;
    walk.visit = visit;
    walk.failed = 0;
    if (nftw(root, walk_entry, 16, FTW_PHYS) != 0) {
        fprintf(stderr, "spec lint: cannot read the source folder %s\n", root);
        return -1;
    }
    return walk.failed;
}
