/* spec/rules/<FAMILY>.json against spec/schema.md: the file's keys, family and
 * title, and each rule's id, level, profiles, texts and sources. Every usable
 * rule is recorded (lint.rules) for the checks of the test list and the tags. */
#include <cjson/cJSON.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spec_lint.h"

static const char *const levels[] = {"MUST", "IMPL", "HAZARD"};
static const char *const profiles[] = {"product", "ipv350"};
static const char *const file_keys[] = {"family", "title", "rules"};
static const char *const rule_keys[] = {"id", "level", "profiles", "statement", "sources", "divergence", "test_only"};

static const char *string_member(const cJSON *obj, const char *key)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsString(item) ? item->valuestring : NULL;
}

static void check_level(const char *where, const cJSON *obj)
{
    const char *level = string_member(obj, "level");
    if (!level) problem(where, "missing level (MUST, IMPL or HAZARD)");
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
    cJSON_ArrayForEach (p, arr) {
        size_t k = 0;
        while (cJSON_IsString(p) && k < COUNT(profiles) && strcmp(p->valuestring, profiles[k]) != 0) k++;
        if (!cJSON_IsString(p) || k == COUNT(profiles))
            problem(where, "invalid profile %s (\"product\" or \"ipv350\")",
                    cJSON_IsString(p) ? p->valuestring : "(not a string)");
        else if (seen[k]++) problem(where, "profile \"%s\" listed twice", profiles[k]);
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
    cJSON_ArrayForEach (s, arr)
        if (!cJSON_IsString(s) || s->valuestring[0] == '\0') problem(where, "a source is empty or not a string");
}

static void check_texts(const char *where, const cJSON *obj)
{
    const char *statement = string_member(obj, "statement");
    if (!statement || !*statement) problem(where, "missing statement");
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
    if (family_index(fam) < 0) problem(where, "unknown family %s", fam);
    else if (family && strcmp(fam, family) != 0) problem(where, "rule of family %s in the %s file", fam, family);
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
        lint.rules[lint.nrules - 1].test_only = cJSON_GetObjectItemCaseSensitive(obj, "test_only") != NULL;
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
    if (family_index(family) < 0) problem(file, "unknown family \"%s\" (not in %s)", family, families_label());
    else family_has_file(family_index(family));
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
    if (!title || !*title) problem(file, "missing \"title\"");
    const cJSON *rules = cJSON_GetObjectItemCaseSensitive(root, "rules");
    if (!cJSON_IsArray(rules) || cJSON_GetArraySize(rules) == 0) {
        problem(file, "\"rules\" is missing or empty");
        return;
    }
    const cJSON *obj;
    cJSON_ArrayForEach (obj, rules) check_rule(file, family, obj);
}

static void lint_file(const char *dir, const char *name)
{
    char file[FILE_MAX];
    snprintf(file, sizeof file, "%s/%s", dir, name);
    size_t size;
    char *text = read_file(file, &size);
    if (!text) return;
    cJSON *root = cJSON_ParseWithLength(text, size);
    if (!root || strlen(text) != size) {
        const char *at = cJSON_GetErrorPtr();
        problem(file, "malformed JSON near line %zu",
                root ? line_of(text, text + strlen(text)) : line_of(text, at ? at : text));
    } else {
        check_document(file, name, root);
    }
    cJSON_Delete(root);
    free(text);
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int lint_rules_dir(const char *dir)
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
    if (n == 0) problem(dir, "no rule files (*.json)");
    qsort(names, n, sizeof *names, by_name);
    for (size_t i = 0; i < n; i++) {
        lint_file(dir, names[i]);
        free(names[i]);
    }
    free(names);
    return 0;
}
