/* The product commit, pinned once: spec/product.json,
 *
 *   {"repository": "hicann/runtime", "commit": "<its 40 hex digits>"}
 *
 * is the commit at which every product path and function the tree cites is
 * read (spec/rules "product:" sources, the comments of ref/, lower/,
 * conformance/, ...). A place that names a product commit must name that one:
 * "commit <hex>" (also "commit: <hex>", "commit=<hex>"; any case) or
 * "<repository>@<hex>", with 7 to 40 lowercase hex digits that begin the
 * pinned commit. The rule files are read for such citations, and so is every
 * file under --sources and --citations (.c .h .map .def .md .json .py .sh
 * .cmake .txt). Another repository's commit is written "owner/name@<hex>",
 * which only the pinned repository's name makes a product citation. */
#include <cjson/cJSON.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "spec_lint.h"

#define COMMIT_DIGITS 40    /* a full git commit id (SHA-1) */
#define MIN_COMMIT_DIGITS 7 /* git's shortest abbreviation */

static struct {
    const char *label; /* the pin file */
    char *repository;
    char commit[COMMIT_DIGITS + 1];
    int usable; /* the pin passed its checks */
} pin;

static size_t hex_run(const char *s)
{
    size_t n = 0;
    while ((s[n] >= '0' && s[n] <= '9') || (s[n] >= 'a' && s[n] <= 'f')) n++;
    return n;
}

static int word_char(char c) { return isalnum((unsigned char)c) || c == '_'; }

/* "owner/name": one '/', something on each side, no space. */
static int repository_well_formed(const char *s)
{
    const char *slash = strchr(s, '/');
    return slash && slash != s && slash[1] != '\0' && !strchr(slash + 1, '/') && !strpbrk(s, " \t\n@");
}

int load_product(const char *file)
{
    static const char *const keys[] = {"repository", "commit"};
    pin.label = file;
    size_t size;
    char *text = read_file(file, &size);
    if (!text) return -1;
    cJSON *root = cJSON_ParseWithLength(text, size);
    free(text);
    if (!cJSON_IsObject(root)) {
        problem(file, "expected {\"repository\": \"owner/name\", \"commit\": \"<40 hex digits>\"}");
        cJSON_Delete(root);
        return 0;
    }
    check_unknown_keys(file, root, keys, COUNT(keys));
    const cJSON *repo = cJSON_GetObjectItemCaseSensitive(root, "repository");
    const cJSON *commit = cJSON_GetObjectItemCaseSensitive(root, "commit");
    int ok = 1;
    if (!cJSON_IsString(repo) || !repository_well_formed(repo->valuestring)) {
        problem(file, "\"repository\" must be the product's repository, \"owner/name\"");
        ok = 0;
    }
    if (!cJSON_IsString(commit) || strlen(commit->valuestring) != COMMIT_DIGITS ||
        hex_run(commit->valuestring) != COMMIT_DIGITS) {
        problem(file, "\"commit\" must be a full commit id, %d lowercase hex digits", COMMIT_DIGITS);
        ok = 0;
    }
    if (ok) {
        pin.repository = xstrdup(repo->valuestring);
        strcpy(pin.commit, commit->valuestring);
        pin.usable = 1;
    }
    cJSON_Delete(root);
    return 0;
}

/* After "commit" at p: the hex digits a citation names, or NULL. */
static const char *after_commit_word(const char *p)
{
    p += strlen("commit");
    if (*p == ':' || *p == '=') p++;
    while (*p == ' ' || *p == '`') p++;
    return p;
}

/* The hex digits cited at p, or NULL when p begins no citation. */
static const char *cited_at(const char *text, const char *p)
{
    if (p > text && word_char(p[-1])) return NULL;
    if (strncasecmp(p, "commit", strlen("commit")) == 0 && !isalpha((unsigned char)p[strlen("commit")]))
        return after_commit_word(p);
    size_t len = strlen(pin.repository);
    if (strncmp(p, pin.repository, len) == 0 && p[len] == '@') return p + len + 1;
    return NULL;
}

static void check_text(const char *path, const char *text)
{
    for (const char *p = text; *p; p++) {
        const char *hex = cited_at(text, p);
        if (!hex) continue;
        size_t n = hex_run(hex);
        if (n < MIN_COMMIT_DIGITS || n > COMMIT_DIGITS || word_char(hex[n])) continue;
        if (strncmp(hex, pin.commit, n) != 0) {
            char where[FILE_MAX + 32];
            snprintf(where, sizeof where, "%s:%zu", path, line_of(text, p));
            problem(where, "names %.*s as the product commit; %s pins %s", (int)n, hex, pin.label, pin.commit);
        }
        p = hex + n - 1;
    }
}

int check_commits(const char *rules_dir, char **dirs, size_t n)
{
    static const char *const rule_exts[] = {".json"};
    static const char *const exts[] = {".c", ".h", ".map", ".def", ".md", ".json", ".py", ".sh", ".cmake", ".txt"};
    if (!pin.usable) return 0; /* the pin's own problem is reported */
    int rc = walk_files(rules_dir, rule_exts, COUNT(rule_exts), check_text);
    if (rc < 0) return -1;
    int failed = rc;
    for (size_t i = 0; i < n; i++) {
        rc = walk_files(dirs[i], exts, COUNT(exts), check_text);
        if (rc < 0) return -1;
        failed |= rc;
    }
    return failed ? -1 : 0;
}
