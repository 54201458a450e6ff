/* aclcts_spec_lint: checks spec/rules/<FAMILY>.json against spec/schema.md and the
 * test list against the rules.
 *
 *   aclcts_spec_lint --rules DIR [--families FILE] (--tests FILE | --tests-from COMMAND)
 *                    [--sources DIR]...
 *
 * The families and their order are spec/families.json (default: families.json
 * beside DIR): {"families": ["API", "STATE", ...]}. Every rule file's family
 * must be listed there and every listed family must have its rule file; the
 * runner's reports take the same order, and each family's title from its
 * rule file.
 *
 * The test list is what `aclcts list` prints: one line per test,
 * "NAME<spaces>RULE RULE ...", NAME = "<RULEID>.<CamelCase>", main rule first.
 * --tests-from runs COMMAND through the shell and reads its output. A test
 * may appear more than once (`aclcts list` run once per profile) if it cites
 * the same rules each time.
 *
 * With --sources (once per implementation folder: ref, lower, common,
 * southbound), every rule must be named as a whole word in a C source
 * or header, or a linker version script (.c, .h, .map) under one of them, at the code that implements it (the
 * implementation tag), or carry a "test_only" reason in its rule.
 *
 * Prints one line per problem, "<where>: <what>" (e.g.
 * "spec/rules/INIT.json: INIT007: no test cites this rule"), then a count.
 * Exit: 0 clean, 1 problems found, 2 bad usage or unreadable input.
 *
 * Self-contained (libc + cJSON): spec/ is data, and this is its only judge. */
#define _XOPEN_SOURCE 700 /* nftw */

#include <cjson/cJSON.h>
#include <ctype.h>
#include <dirent.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

static const char *const levels[] = {"MUST", "IMPL", "HAZARD"};
static const char *const profiles[] = {"product", "ipv350"};
static const char *const file_keys[] = {"family", "title", "rules"};
static const char *const rule_keys[] = {"id", "level", "profiles", "statement", "sources", "divergence",
                                         "test_only"};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))
#define ID_DIGITS 3      /* INIT001: letters then exactly three digits */
#define MAX_ID_LEN 15    /* longest family (6) + 3 digits, with room to spare */
#define FILE_MAX 4096    /* a rule file's path, directory included */
#define WHERE_MAX (FILE_MAX + 64) /* "FILE: RULEID" or "FILE: (rule without id)": never truncated */
#define MAX_RULE_FILE (1u << 20) /* 1 MiB: a rule file is a page of text */
#define MAX_FAMILY_LEN (MAX_ID_LEN - ID_DIGITS)

typedef struct rule {
    char id[MAX_ID_LEN + 1];
    char *file; /* label of the file that defines it */
    int cited;
    int test_only;
    int tagged; /* named in a source under --sources */
} rule;

typedef struct test {
    char *name;
    char **rules;
    size_t nrules;
} test;

static struct {
    rule *rules;
    size_t nrules;
    test *tests;
    size_t ntests;
    size_t problems;
} lint;

/* spec/families.json: the family names in order, and which have a rule file. */
static struct {
    const char *label;
    char **names;
    int *has_file;
    size_t n;
} fams;

static void problem(const char *where, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("%s: ", where);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
    lint.problems++;
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n);
    if (!p) {
        fputs("spec lint: out of memory\n", stderr);
        exit(2);
    }
    return p;
}

static char *xstrdup(const char *s)
{
    return strcpy(xrealloc(NULL, strlen(s) + 1), s);
}

static int in_list(const char *s, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(s, list[i]) == 0)
            return 1;
    return 0;
}

/* Index of name in families.json, or -1. */
static int family_index(const char *name)
{
    for (size_t i = 0; i < fams.n; i++)
        if (strcmp(fams.names[i], name) == 0)
            return (int)i;
    return -1;
}

/* 1 when id is capital letters then exactly ID_DIGITS digits. */
static int id_well_formed(const char *id)
{
    size_t letters = strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    size_t digits = strspn(id + letters, "0123456789");
    return letters > 0 && digits == ID_DIGITS && id[letters + digits] == '\0' &&
           letters + digits <= MAX_ID_LEN;
}

static rule *find_rule(const char *id)
{
    for (size_t i = 0; i < lint.nrules; i++)
        if (strcmp(lint.rules[i].id, id) == 0)
            return &lint.rules[i];
    return NULL;
}

/* ---- rule files ---- */

static const char *string_member(const cJSON *obj, const char *key)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsString(item) ? item->valuestring : NULL;
}

static void check_unknown_keys(const char *where, const cJSON *obj, const char *const *keys, size_t n)
{
    const cJSON *item;
    cJSON_ArrayForEach(item, obj)
        if (!in_list(item->string, keys, n))
            problem(where, "unknown key \"%s\"", item->string);
}

static void check_level(const char *where, const cJSON *obj)
{
    const char *level = string_member(obj, "level");
    if (!level)
        problem(where, "missing level (MUST, IMPL or HAZARD)");
    else if (!in_list(level, levels, COUNT(levels)))
        problem(where, "invalid level \"%s\" (MUST, IMPL or HAZARD)", level);
}

static void check_profiles(const char *where, const cJSON *obj)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, "profiles");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) == 0) {
        problem(where, "missing profiles (a non-empty list of \"product\", \"ipv350\")");
        return;
    }
    int seen[COUNT(profiles)] = {0};
    const cJSON *p;
    cJSON_ArrayForEach(p, arr) {
        size_t k = 0;
        while (cJSON_IsString(p) && k < COUNT(profiles) && strcmp(p->valuestring, profiles[k]) != 0)
            k++;
        if (!cJSON_IsString(p) || k == COUNT(profiles))
            problem(where, "invalid profile %s (\"product\" or \"ipv350\")",
                    cJSON_IsString(p) ? p->valuestring : "(not a string)");
        else if (seen[k]++)
            problem(where, "profile \"%s\" listed twice", profiles[k]);
    }
}

static void check_sources(const char *where, const cJSON *obj)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, "sources");
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) == 0) {
        problem(where, "no source (\"sources\" must list where the rule comes from)");
        return;
    }
    const cJSON *s;
    cJSON_ArrayForEach(s, arr)
        if (!cJSON_IsString(s) || s->valuestring[0] == '\0')
            problem(where, "a source is empty or not a string");
}

static void check_texts(const char *where, const cJSON *obj)
{
    const char *statement = string_member(obj, "statement");
    if (!statement || !*statement)
        problem(where, "missing statement");
    const cJSON *div = cJSON_GetObjectItemCaseSensitive(obj, "divergence");
    if (div && (!cJSON_IsString(div) || div->valuestring[0] == '\0'))
        problem(where, "divergence must be a non-empty string when present");
    const cJSON *only = cJSON_GetObjectItemCaseSensitive(obj, "test_only");
    if (only && (!cJSON_IsString(only) || only->valuestring[0] == '\0'))
        problem(where, "test_only must be a non-empty string when present");
}

/* Checks the id and records the rule; returns 0 when it is usable. */
static int check_id(const char *file, const char *family, const char *id, char *where, size_t cap)
{
    if (!id) {
        problem(file, "a rule has no id");
        return -1;
    }
    snprintf(where, cap, "%s: %s", file, id);
    if (!id_well_formed(id)) {
        problem(where, "id is not a family and three digits (like INIT001)");
        return -1;
    }
    char fam[MAX_ID_LEN + 1];
    size_t letters = strspn(id, "ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    memcpy(fam, id, letters);
    fam[letters] = '\0';
    if (family_index(fam) < 0)
        problem(where, "unknown family %s", fam);
    else if (family && strcmp(fam, family) != 0)
        problem(where, "rule of family %s in the %s file", fam, family);
    rule *dup = find_rule(id);
    if (dup) {
        problem(where, "duplicate id (also in %s)", dup->file);
        return -1;
    }
    lint.rules = xrealloc(lint.rules, (lint.nrules + 1) * sizeof *lint.rules);
    rule *r = &lint.rules[lint.nrules++];
    strcpy(r->id, id);
    r->file = xstrdup(file);
    r->cited = 0;
    r->test_only = 0;
    r->tagged = 0;
    return 0;
}

static void check_rule(const char *file, const char *family, const cJSON *obj)
{
    char where[WHERE_MAX];
    if (!cJSON_IsObject(obj)) {
        problem(file, "a rule is not an object");
        return;
    }
    snprintf(where, sizeof where, "%s: (rule without id)", file);
    if (check_id(file, family, string_member(obj, "id"), where, sizeof where) == 0)
        lint.rules[lint.nrules - 1].test_only =
            cJSON_GetObjectItemCaseSensitive(obj, "test_only") != NULL;
    check_unknown_keys(where, obj, rule_keys, COUNT(rule_keys));
    check_level(where, obj);
    check_profiles(where, obj);
    check_texts(where, obj);
    check_sources(where, obj);
}

/* The family the file declares, checked against its name; NULL if unusable. */
static const char *check_family(const char *file, const char *name, const cJSON *root)
{
    const char *family = string_member(root, "family");
    if (!family) {
        problem(file, "missing \"family\"");
        return NULL;
    }
    if (family_index(family) < 0)
        problem(file, "unknown family \"%s\" (not in %s)", family, fams.label);
    else
        fams.has_file[family_index(family)] = 1;
    size_t len = strlen(family);
    if (strncmp(name, family, len) != 0 || strcmp(name + len, ".json") != 0)
        problem(file, "family \"%s\" does not match the file name (expected %s.json)", family, family);
    return family;
}

static void check_document(const char *file, const char *name, const cJSON *root)
{
    if (!cJSON_IsObject(root)) {
        problem(file, "top level is not an object");
        return;
    }
    check_unknown_keys(file, root, file_keys, COUNT(file_keys));
    const char *family = check_family(file, name, root);
    const char *title = string_member(root, "title");
    if (!title || !*title)
        problem(file, "missing \"title\"");
    const cJSON *rules = cJSON_GetObjectItemCaseSensitive(root, "rules");
    if (!cJSON_IsArray(rules) || cJSON_GetArraySize(rules) == 0) {
        problem(file, "\"rules\" is missing or empty");
        return;
    }
    const cJSON *obj;
    cJSON_ArrayForEach(obj, rules)
        check_rule(file, family, obj);
}

/* Reads a whole file; NULL (with a problem) when it cannot. */
static char *read_file(const char *file, size_t *size)
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

static size_t line_of(const char *text, const char *at)
{
    size_t line = 1;
    for (const char *p = text; p < at && *p; p++)
        line += *p == '\n';
    return line;
}

static void lint_file(const char *dir, const char *name)
{
    char file[FILE_MAX];
    snprintf(file, sizeof file, "%s/%s", dir, name);
    size_t size;
    char *text = read_file(file, &size);
    if (!text)
        return;
    cJSON *root = cJSON_ParseWithLength(text, size);
    if (!root || strlen(text) != size) {
        const char *at = cJSON_GetErrorPtr();
        problem(file, "malformed JSON near line %zu", root ? line_of(text, text + strlen(text))
                : line_of(text, at ? at : text));
    } else {
        check_document(file, name, root);
    }
    cJSON_Delete(root);
    free(text);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Lints every *.json of dir, in name order. -1 when dir cannot be read. */
static int lint_rules_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        fprintf(stderr, "spec lint: cannot read the rules directory %s\n", dir);
        return -1;
    }
    char **names = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0) {
            names = xrealloc(names, (n + 1) * sizeof *names);
            names[n++] = xstrdup(e->d_name);
        }
    }
    closedir(d);
    if (n == 0)
        problem(dir, "no rule files (*.json)");
    qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        lint_file(dir, names[i]);
        free(names[i]);
    }
    free(names);
    return 0;
}

/* ---- families.json ---- */

static void add_family(const cJSON *item)
{
    const char *name = cJSON_IsString(item) ? item->valuestring : NULL;
    size_t letters = name ? strspn(name, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") : 0;
    if (!name || letters == 0 || name[letters] != '\0' || letters > MAX_FAMILY_LEN) {
        problem(fams.label, "\"%s\" is not a family name (capital letters, at most %d)", name ? name : "(not a string)",
                MAX_FAMILY_LEN);
        return;
    }
    if (family_index(name) >= 0) {
        problem(fams.label, "\"%s\" listed twice", name);
        return;
    }
    fams.names = xrealloc(fams.names, (fams.n + 1) * sizeof *fams.names);
    fams.has_file = xrealloc(fams.has_file, (fams.n + 1) * sizeof *fams.has_file);
    fams.names[fams.n] = xstrdup(name);
    fams.has_file[fams.n++] = 0;
}

static int load_families(const char *file)
{
    static const char *const keys[] = {"families"};
    fams.label = file;
    size_t size;
    char *text = read_file(file, &size);
    if (!text)
        return -1;
    cJSON *root = cJSON_ParseWithLength(text, size);
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "families");
    if (!cJSON_IsObject(root) || !cJSON_IsArray(list) || cJSON_GetArraySize(list) == 0)
        problem(file, "expected {\"families\": [\"API\", ...]}, a non-empty list of family names");
    else
        check_unknown_keys(file, root, keys, COUNT(keys));
    const cJSON *item;
    cJSON_ArrayForEach(item, list)
        add_family(item);
    cJSON_Delete(root);
    free(text);
    return 0;
}

static void check_family_files(const char *rules_dir)
{
    for (size_t i = 0; i < fams.n; i++)
        if (!fams.has_file[i])
            problem(fams.label, "%s has no rule file (expected %s/%s.json)", fams.names[i], rules_dir, fams.names[i]);
}

/* families.json beside the rules directory: "spec/families.json" for "spec/rules". */
static char *default_families(const char *rules_dir)
{
    size_t len = strlen(rules_dir);
    while (len > 1 && rules_dir[len - 1] == '/')
        len--;
    const char *slash = NULL;
    for (const char *p = rules_dir; p < rules_dir + len; p++)
        if (*p == '/')
            slash = p;
    size_t keep = slash ? (size_t)(slash - rules_dir) + 1 : 0;
    char *path = xrealloc(NULL, keep + sizeof "families.json");
    memcpy(path, rules_dir, keep);
    strcpy(path + keep, "families.json");
    return path;
}

/* ---- the test list ---- */

/* 1 when name is "<RULEID>.<CamelCase>". */
static int test_name_well_formed(const char *name)
{
    const char *dot = strchr(name, '.');
    if (!dot || dot == name || (size_t)(dot - name) > MAX_ID_LEN)
        return 0;
    char id[MAX_ID_LEN + 1];
    memcpy(id, name, (size_t)(dot - name));
    id[dot - name] = '\0';
    const char *behaviour = dot + 1;
    return id_well_formed(id) && behaviour[0] >= 'A' && behaviour[0] <= 'Z' &&
           strspn(behaviour, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") ==
               strlen(behaviour);
}

static void add_test(char *line)
{
    const char *sep = " ,\t\r\n"; /* rules may also be comma-separated */
    char *name = strtok(line, sep);
    if (!name || name[0] == '#')
        return; /* blank line or comment */
    lint.tests = xrealloc(lint.tests, (lint.ntests + 1) * sizeof *lint.tests);
    test *t = &lint.tests[lint.ntests++];
    t->name = xstrdup(name);
    t->rules = NULL;
    t->nrules = 0;
    for (char *id = strtok(NULL, sep); id; id = strtok(NULL, sep)) {
        t->rules = xrealloc(t->rules, (t->nrules + 1) * sizeof *t->rules);
        t->rules[t->nrules++] = xstrdup(id);
    }
}

/* Reads the test list from a file ("-": stdin) or a command's output. */
static int read_tests(const char *source, int is_command)
{
    FILE *f = is_command ? popen(source, "r") : strcmp(source, "-") == 0 ? stdin : fopen(source, "r");
    if (!f) {
        fprintf(stderr, "spec lint: cannot %s %s\n", is_command ? "run" : "open", source);
        return -1;
    }
    char *line = NULL;
    size_t cap = 0;
    while (getline(&line, &cap, f) != -1)
        add_test(line);
    free(line);
    int status = is_command ? pclose(f) : (f == stdin ? 0 : fclose(f));
    if (is_command && (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0)) {
        fprintf(stderr, "spec lint: `%s` failed (exit %d)\n", source,
                status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return -1;
    }
    return 0;
}

static int same_rules(const test *a, const test *b)
{
    if (a->nrules != b->nrules)
        return 0;
    for (size_t i = 0; i < a->nrules; i++)
        if (strcmp(a->rules[i], b->rules[i]) != 0)
            return 0;
    return 1;
}

static void check_test(const char *where_list, size_t index)
{
    const test *t = &lint.tests[index];
    char where[WHERE_MAX];
    snprintf(where, sizeof where, "%s: %s", where_list, t->name);
    for (size_t j = 0; j < index; j++)
        if (strcmp(lint.tests[j].name, t->name) == 0) {
            if (!same_rules(&lint.tests[j], t))
                problem(where, "listed twice with different rules");
            return; /* the same test from a second profile's list */
        }
    if (!test_name_well_formed(t->name))
        problem(where, "test name is not <RULEID>.<CamelCase>");
    if (t->nrules == 0) {
        problem(where, "cites no rule");
        return;
    }
    size_t suite = strcspn(t->name, ".");
    if (strlen(t->rules[0]) != suite || strncmp(t->name, t->rules[0], suite) != 0)
        problem(where, "suite is not its first rule %s (name it %s.<Behaviour>)", t->rules[0],
                t->rules[0]);
    for (size_t k = 0; k < t->nrules; k++) {
        rule *r = find_rule(t->rules[k]);
        if (r)
            r->cited = 1;
        else
            problem(where, "cites unknown rule %s", t->rules[k]);
        for (size_t m = 0; m < k; m++)
            if (strcmp(t->rules[m], t->rules[k]) == 0)
                problem(where, "cites %s twice", t->rules[k]);
    }
}

static void check_tests(const char *where_list)
{
    if (lint.ntests == 0)
        problem(where_list, "no tests listed");
    for (size_t i = 0; i < lint.ntests; i++)
        check_test(where_list, i);
    for (size_t i = 0; i < lint.nrules; i++)
        if (!lint.rules[i].cited) {
            char where[WHERE_MAX];
            snprintf(where, sizeof where, "%s: %s", lint.rules[i].file, lint.rules[i].id);
            problem(where, "no test cites this rule");
        }
}

/* ---- implementation tags ---- */

static int id_char(char c)
{
    return isupper((unsigned char)c) || isdigit((unsigned char)c);
}

/* Marks every rule whose id the text names as a whole word: capitals then
 * three digits, not inside a longer word (DUMP004-034 names DUMP004 only). */
static void mark_tags(const char *text)
{
    for (const char *p = text; *p; p++) {
        if (!isupper((unsigned char)*p) || (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
            continue;
        size_t n = 0;
        while (id_char(p[n]) && n <= MAX_ID_LEN)
            n++;
        if (n > MAX_ID_LEN || isalpha((unsigned char)p[n]) || p[n] == '_') {
            p += n ? n - 1 : 0;
            continue;
        }
        char id[MAX_ID_LEN + 1];
        memcpy(id, p, n);
        id[n] = '\0';
        rule *r = find_rule(id);
        if (r)
            r->tagged = 1;
        p += n - 1;
    }
}

static int scan_failed;

/* C sources and headers, and linker version scripts (the export list). */
static int tagged_file(const char *path)
{
    static const char *const exts[] = {".c", ".h", ".map"};
    size_t len = strlen(path);
    for (size_t i = 0; i < COUNT(exts); i++) {
        size_t n = strlen(exts[i]);
        if (len > n && strcmp(path + len - n, exts[i]) == 0)
            return 1;
    }
    return 0;
}

static int scan_entry(const char *path, const struct stat *st, int kind, struct FTW *ftw)
{
    (void)st;
    (void)ftw;
    if (kind != FTW_F || !tagged_file(path))
        return 0;
    size_t size;
    char *text = read_file(path, &size);
    if (!text) {
        scan_failed = 1;
        return 0;
    }
    mark_tags(text);
    free(text);
    return 0;
}

/* Reads the sources; returns 0 when every folder could be read. */
static int scan_sources(char **dirs, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (nftw(dirs[i], scan_entry, 16, FTW_PHYS) != 0) {
            fprintf(stderr, "spec lint: cannot read the source folder %s\n", dirs[i]);
            return -1;
        }
    return scan_failed ? -1 : 0;
}

static void check_tags(void)
{
    for (size_t i = 0; i < lint.nrules; i++) {
        const rule *r = &lint.rules[i];
        if (r->tagged || r->test_only)
            continue;
        char where[WHERE_MAX];
        snprintf(where, sizeof where, "%s: %s", r->file, r->id);
        problem(where, "no implementation tag in the sources and no test_only reason");
    }
}

/* ---- main ---- */

static int usage(void)
{
    fputs("usage: aclcts_spec_lint --rules DIR [--families FILE] (--tests FILE | --tests-from COMMAND)\n"
          "  --rules DIR          the spec/rules directory\n"
          "  --families FILE      the families and their order (default: families.json beside DIR)\n"
          "  --tests FILE         the output of `aclcts list` (\"-\": stdin)\n"
          "  --tests-from COMMAND a command that prints it, e.g. \"build/bin/aclcts list\"\n"
          "  --sources DIR        an implementation folder to find each rule's tag in\n"
          "                       (repeatable; without it, tags are not checked)\n",
          stderr);
    return 2;
}

int main(int argc, char **argv)
{
    const char *rules_dir = NULL, *tests = NULL, *families = NULL;
    int tests_is_command = 0;
    char **sources = calloc((size_t)argc, sizeof *sources);
    size_t nsources = 0;
    if (!sources)
        return 2;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--rules") == 0 && i + 1 < argc)
            rules_dir = argv[++i];
        else if (strcmp(argv[i], "--families") == 0 && i + 1 < argc)
            families = argv[++i];
        else if (strcmp(argv[i], "--tests") == 0 && i + 1 < argc)
            tests = argv[++i], tests_is_command = 0;
        else if (strcmp(argv[i], "--tests-from") == 0 && i + 1 < argc)
            tests = argv[++i], tests_is_command = 1;
        else if (strcmp(argv[i], "--sources") == 0 && i + 1 < argc)
            sources[nsources++] = argv[++i];
        else
            return usage();
    }
    if (!rules_dir || !tests)
        return usage();
    char *default_file = families ? NULL : default_families(rules_dir);
    if (load_families(families ? families : default_file) != 0) {
        fprintf(stderr, "spec lint: cannot read the families file %s\n", fams.label);
        return 2;
    }
    if (lint_rules_dir(rules_dir) != 0 || read_tests(tests, tests_is_command) != 0)
        return 2;
    check_family_files(rules_dir);
    check_tests(tests_is_command ? "aclcts list" : tests);
    if (nsources) {
        if (scan_sources(sources, nsources) != 0)
            return 2;
        check_tags();
    }
    free(sources);
    printf("spec lint: %zu rule(s), %zu test(s), %zu problem(s)\n", lint.nrules, lint.ntests,
           lint.problems);
    return lint.problems ? 1 : 0;
}
