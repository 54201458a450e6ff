/* results.json read back, for "aclcts compare" and "aclcts merge": the file
 * is checked against the aclcts.results.v1 contract (report_json.c) field by
 * field, and every problem names the file and the field. The strings of the
 * run point into the parsed document, which the aclcts_loaded owns. */
#define _POSIX_C_SOURCE 200809L

#include <cjson/cJSON.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "aclcts/case.h" /* ACLCTS_PRODUCT, ACLCTS_IPV350 */
#include "results.h"
#include "spec_rules.h"
#include "status.h"

#define RESULTS_SCHEMA "aclcts.results.v1"
#define MAX_RESULTS_FILE (256u << 20) /* 256 MiB: a full run is about 1 MiB */

typedef struct reader {
    const char *cmd;
    const char *file;
    int bad;
} reader;

static void problem(reader *rd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void problem(reader *rd, const char *fmt, ...)
{
    if (rd->bad++) return; /* the first problem is the one to fix */
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s: %s: ", rd->cmd, rd->file);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

aclcts_status aclcts_status_from_name(const char *s)
{
    for (int st = 0; s && st < ACLCTS_STATUS_COUNT; st++)
        if (strcmp(aclcts_status_name((aclcts_status)st), s) == 0) return (aclcts_status)st;
    return ACLCTS_STATUS_COUNT;
}

static char *read_all(reader *rd, size_t *len)
{
    FILE *f = fopen(rd->file, "rb");
    struct stat st;
    if (f == NULL || fstat(fileno(f), &st) != 0 || !S_ISREG(st.st_mode)) {
        problem(rd, "cannot read: %s", f == NULL ? strerror(errno) : "not a regular file");
        if (f) fclose(f);
        return NULL;
    }
    if ((unsigned long long)st.st_size > MAX_RESULTS_FILE) {
        problem(rd, "too large for a results.json (%lld bytes)", (long long)st.st_size);
        fclose(f);
        return NULL;
    }
    char *buf = malloc((size_t)st.st_size + 1);
    *len = buf ? fread(buf, 1, (size_t)st.st_size, f) : 0;
    if (buf) buf[*len] = '\0';
    fclose(f);
    return buf;
}

/* The string member key of obj; NULL (and a problem when required). */
static char *string_at(reader *rd, const cJSON *obj, const char *where, const char *key, int required)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (cJSON_IsString(v)) return v->valuestring;
    if (v != NULL || required)
        problem(rd, "%s\"%s\" is %s, expected a string", where, key, v ? "not a string" : "missing");
    return NULL;
}

static const cJSON *array_at(reader *rd, const cJSON *obj, const char *where, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsArray(v)) problem(rd, "%s\"%s\" is %s, expected an array", where, key, v ? "not an array" : "missing");
    return cJSON_IsArray(v) ? v : NULL;
}

/* An array of strings as a malloc'd vector pointing into the document. */
static char **strings_of(reader *rd, const cJSON *arr, const char *what, size_t *n)
{
    *n = 0;
    char **v = calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof *v);
    const cJSON *e;
    cJSON_ArrayForEach (e, arr) {
        if (!cJSON_IsString(e)) {
            problem(rd, "%s has an item that is not a string", what);
            break;
        }
        if (v) v[(*n)++] = e->valuestring;
    }
    return v;
}

static void read_target(reader *rd, const cJSON *root, aclcts_loaded *l)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(root, "target");
    if (!cJSON_IsObject(t)) {
        problem(rd, "\"target\" is missing or not an object");
        return;
    }
    l->run.target_path = string_at(rd, t, "target.", "path", 1);
    const char *sha = string_at(rd, t, "target.", "sha256", 1);
    if (sha) snprintf(l->run.target_sha256, sizeof l->run.target_sha256, "%s", sha);
    const cJSON *m = array_at(rd, t, "target.", "missing_symbols");
    if (m) l->run.missing_symbols = strings_of(rd, m, "target.missing_symbols", &l->run.nmissing);
}

static double number_at(reader *rd, const cJSON *obj, const char *where, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!cJSON_IsNumber(v) || v->valuedouble < 0) {
        problem(rd, "%s\"%s\" is %s, expected a number >= 0", where, key, v ? "not one" : "missing");
        return 0;
    }
    return v->valuedouble;
}

/* The added members (report_json.c): optional, but typed when present. */
static void read_identity(reader *rd, const cJSON *root, aclcts_loaded *l)
{
    l->run.soc = string_at(rd, root, "", "soc", 0);
    l->run.date = string_at(rd, root, "", "date", 0);
    const cJSON *s = cJSON_GetObjectItemCaseSensitive(root, "suite");
    if (s) {
        l->run.suite_id = string_at(rd, s, "suite.", "id", 1);
        l->run.suite_tests = (size_t)number_at(rd, s, "suite.", "tests");
    }
    const cJSON *sh = cJSON_GetObjectItemCaseSensitive(root, "shard");
    if (sh) {
        l->run.shard_index = (unsigned)number_at(rd, sh, "shard.", "index");
        l->run.shard_total = (unsigned)number_at(rd, sh, "shard.", "total");
        if (l->run.shard_total == 0 || l->run.shard_index >= l->run.shard_total)
            problem(rd, "\"shard\" is not 0 <= index < total");
    }
    const cJSON *intr = cJSON_GetObjectItemCaseSensitive(root, "interrupted");
    if (intr) {
        if (!cJSON_IsObject(intr)) {
            problem(rd, "\"interrupted\" is not an object");
            return;
        }
        l->run.interrupted = string_at(rd, intr, "interrupted.", "signal", 1);
        l->run.selected = (size_t)number_at(rd, intr, "interrupted.", "selected");
    }
    const cJSON *iso = cJSON_GetObjectItemCaseSensitive(root, "isolation");
    if (iso) {
        if (!cJSON_IsObject(iso)) {
            problem(rd, "\"isolation\" is not an object");
            return;
        }
        l->run.isolation = string_at(rd, iso, "isolation.", "mode", 1);
        l->run.isolation_reason = string_at(rd, iso, "isolation.", "reason", 0);
    }
}

static void read_test(reader *rd, const cJSON *t, size_t k, aclcts_result *r)
{
    char where[48];
    snprintf(where, sizeof where, "tests[%zu].", k);
    r->name = string_at(rd, t, where, "name", 1);
    const cJSON *rules = array_at(rd, t, where, "rules");
    if (rules) r->rules = strings_of(rd, rules, where, &r->nrules);
    const char *st = string_at(rd, t, where, "status", 1);
    r->status = aclcts_status_from_name(st);
    if (st && r->status == ACLCTS_STATUS_COUNT) problem(rd, "%s\"status\" is '%s', not a test status", where, st);
    r->duration_ms = number_at(rd, t, where, "duration_ms");
    r->message = string_at(rd, t, where, "message", 1);
}

static void read_tests(reader *rd, const cJSON *root, aclcts_loaded *l)
{
    const cJSON *tests = array_at(rd, root, "", "tests");
    if (!tests) return;
    l->run.results = calloc((size_t)cJSON_GetArraySize(tests) + 1, sizeof *l->run.results);
    const cJSON *t;
    cJSON_ArrayForEach (t, tests) {
        if (!cJSON_IsObject(t)) {
            problem(rd, "tests[%zu] is not an object", l->run.nresults);
            return;
        }
        read_test(rd, t, l->run.nresults, &l->run.results[l->run.nresults]);
        l->run.nresults++;
    }
}

static void read_rules(reader *rd, const cJSON *root, aclcts_loaded *l)
{
    const cJSON *rules = array_at(rd, root, "", "rules");
    if (!rules) return;
    size_t n = (size_t)cJSON_GetArraySize(rules) + 1;
    l->rule_ids = calloc(n, sizeof *l->rule_ids);
    l->rule_status = calloc(n, sizeof *l->rule_status);
    const cJSON *r;
    cJSON_ArrayForEach (r, rules) {
        char where[48];
        snprintf(where, sizeof where, "rules[%zu].", l->nrule_status);
        char *id = string_at(rd, r, where, "id", 1), *st = string_at(rd, r, where, "status", 1);
        if (!id || !st) return;
        size_t known = 0;
        while (known < ACLCTS_RULE_STATUS_COUNT && strcmp(st, aclcts_rule_statuses[known]) != 0) known++;
        if (known == ACLCTS_RULE_STATUS_COUNT) {
            problem(rd, "%s\"status\" is '%s', not pass, fail, skip, untested or not_applicable", where, st);
            return;
        }
        l->rule_ids[l->nrule_status] = id;
        l->rule_status[l->nrule_status++] = st;
    }
}

static void read_document(reader *rd, const cJSON *root, aclcts_loaded *l)
{
    const char *schema = string_at(rd, root, "", "schema", 1);
    if (schema && strcmp(schema, RESULTS_SCHEMA) != 0)
        problem(rd, "schema is '%s', expected %s", schema, RESULTS_SCHEMA);
    if (rd->bad) return;
    read_target(rd, root, l);
    l->run.profile = string_at(rd, root, "", "profile", 1);
    /* the profile's bit, so that rules outside it read as not_applicable */
    if (l->run.profile != NULL)
        l->run.profile_bit = strcmp(l->run.profile, "product") == 0  ? ACLCTS_PRODUCT
                             : strcmp(l->run.profile, "ipv350") == 0 ? ACLCTS_IPV350
                                                                     : 0;
    read_identity(rd, root, l);
    read_tests(rd, root, l);
    read_rules(rd, root, l);
    l->run.rules = aclcts_spec_rules(&l->run.nrules);
}

int aclcts_read_results(const char *cmd, const char *path, aclcts_loaded *l)
{
    memset(l, 0, sizeof *l);
    struct stat st;
    int dir = stat(path, &st) == 0 && S_ISDIR(st.st_mode);
    size_t len = strlen(path) + sizeof "/results.json";
    l->file = malloc(len);
    if (!l->file) return -1;
    snprintf(l->file, len, dir ? "%s/results.json" : "%s", path);
    reader rd = {cmd, l->file, 0};
    size_t size = 0;
    char *text = read_all(&rd, &size);
    if (text != NULL) {
        cJSON *root = cJSON_ParseWithLength(text, size);
        if (!cJSON_IsObject(root)) problem(&rd, "not a JSON object (is it a results.json?)");
        else read_document(&rd, root, l);
        l->owned = root;
        free(text);
    }
    if (rd.bad) {
        aclcts_loaded_free(l);
        return -1;
    }
    return 0;
}

void aclcts_loaded_free(aclcts_loaded *l)
{
    for (size_t i = 0; i < l->run.nresults; i++) free(l->run.results[i].rules);
    free(l->run.results);
    free(l->run.missing_symbols);
    free(l->rule_ids);
    free(l->rule_status);
    cJSON_Delete(l->owned);
    free(l->file);
    memset(l, 0, sizeof *l);
}
