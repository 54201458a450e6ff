/* results.json: the machine-readable record of a run, schema aclcts.results.v1
 * exactly as docs/contracts.md fixes it (other tools read it; add nothing silently):
 *
 *   {"schema":"aclcts.results.v1",
 *    "target":{"path","sha256","missing_symbols":[]},
 *    "profile",
 *    "summary":{"total","pass","fail","crash","timeout","skip","xfail","xpass","hazard"},
 *    "tests":[{"name","rules":[],"status","duration_ms","message"}],
 *    "rules":[{"id","level","status":"pass|fail|skip|untested|not_applicable","tests":[]}]}
 *
 * plus members added compatibly (a reader of the contract ignores them):
 *   "soc"    the SoC the spy reported,
 *   "date"   when the run started, UTC ISO 8601,
 *   "suite"  {"id": sha256 of the selected test names, one per line, before
 *            any sharding; "tests": how many}: runs with one id ran one suite,
 *   "shard"  {"index" (0-based), "total"}: only in a shard's file,
 *   "lower"  the libraries beneath the spy (--lower), when there are any.
 *   "isolation" {"mode": "fork-server" (a worker loads the target once and
 *            forks each test) or "process" (a fresh process per test), or,
 *            merged from shards that ran in different ones, "mixed";
 *            "reason": why "process", or each shard's ("shard 0/2:
 *            fork-server; shard 1/2: process (--isolation process)")},
 *   "interrupted" {"signal": "SIGINT" | "SIGTERM" | "SIGHUP", "finished":
 *            the tests that ended (those in "tests"), "selected": the tests
 *            the run was to run}: only in the file of a run a signal
 *            stopped; such a run is never conformant.
 *   "limits" {"memory_mib", "processes", "scratch_mib" (0: none), how each was
 *            held ("memory_via": "cgroup v2" | "cgroup v1" | "rlimit" |
 *            "checked", "processes_via", "scratch_via": "tmpfs" | "rlimit" |
 *            "none"), "note" (the same in words), "hits" {"memory",
 *            "processes", "scratch": tests that reached each}, "peak" {the
 *            most a slot's cgroup held, or without one a test's process}}
 *            (test_limits_verdict.c).
 *
 * Every string is UTF-8-repaired before it reaches cJSON, which escapes
 * control characters, so the file is valid JSON whatever the target wrote. */
#include <cjson/cJSON.h>
#include <stdlib.h>
#include <string.h>

#include "outfile.h"
#include "results.h"
#include "rule_index.h"
#include "status.h"
#include "utf8.h"

#define RESULTS_SCHEMA "aclcts.results.v1"

/* Adds key: s (repaired) to obj. 0, or -1 when out of memory. */
static int add_string(cJSON *obj, const char *key, const char *s)
{
    char *clean = aclcts_utf8_clean(s);
    if (!clean) return -1;
    cJSON *item = cJSON_AddStringToObject(obj, key, clean);
    free(clean);
    return item ? 0 : -1;
}

static int add_string_to_array(cJSON *arr, const char *s)
{
    char *clean = aclcts_utf8_clean(s);
    if (!clean) return -1;
    cJSON *item = cJSON_CreateString(clean);
    free(clean);
    if (!item) return -1;
    cJSON_AddItemToArray(arr, item);
    return 0;
}

static int add_string_array(cJSON *obj, const char *key, char *const *items, size_t n)
{
    cJSON *arr = cJSON_AddArrayToObject(obj, key);
    if (!arr) return -1;
    for (size_t i = 0; i < n; i++)
        if (add_string_to_array(arr, items[i]) != 0) return -1;
    return 0;
}

static int add_target(cJSON *root, const aclcts_run *run)
{
    cJSON *t = cJSON_AddObjectToObject(root, "target");
    if (!t || add_string(t, "path", run->target_path) != 0 || add_string(t, "sha256", run->target_sha256) != 0)
        return -1;
    return add_string_array(t, "missing_symbols", run->missing_symbols, run->nmissing);
}

/* "lower": ["path", ...], the libraries beneath the spy (--lower), in order. */
static int add_lower(cJSON *root, const char *list)
{
    cJSON *arr = cJSON_AddArrayToObject(root, "lower");
    char *copy = strdup(list), *save = NULL;
    int rc = arr && copy ? 0 : -1;
    for (char *p = copy ? strtok_r(copy, ":", &save) : NULL; p != NULL && rc == 0; p = strtok_r(NULL, ":", &save))
        rc = add_string_to_array(arr, p);
    free(copy);
    return rc;
}

/* The members added to the contract's (see the top of the file). */
static int add_run_identity(cJSON *root, const aclcts_run *run)
{
    if ((run->soc && add_string(root, "soc", run->soc) != 0) || (run->date && add_string(root, "date", run->date) != 0))
        return -1;
    if (run->suite_id) {
        cJSON *s = cJSON_AddObjectToObject(root, "suite");
        if (!s || add_string(s, "id", run->suite_id) != 0 ||
            !cJSON_AddNumberToObject(s, "tests", (double)run->suite_tests))
            return -1;
    }
    if (run->lower && add_lower(root, run->lower) != 0) return -1;
    if (run->limits_json) { /* test_limits_verdict.c */
        cJSON *l = cJSON_Parse(run->limits_json);
        if (l == NULL || !cJSON_AddItemToObject(root, "limits", l)) {
            cJSON_Delete(l);
            return -1;
        }
    }
    if (run->isolation) {
        cJSON *s = cJSON_AddObjectToObject(root, "isolation");
        if (!s || add_string(s, "mode", run->isolation) != 0 ||
            (run->isolation_reason && add_string(s, "reason", run->isolation_reason) != 0))
            return -1;
    }
    if (run->interrupted) {
        cJSON *s = cJSON_AddObjectToObject(root, "interrupted");
        if (!s || add_string(s, "signal", run->interrupted) != 0 ||
            !cJSON_AddNumberToObject(s, "finished", (double)run->nresults) ||
            !cJSON_AddNumberToObject(s, "selected", (double)run->selected))
            return -1;
    }
    if (run->shard_total > 0) {
        cJSON *s = cJSON_AddObjectToObject(root, "shard");
        if (!s || !cJSON_AddNumberToObject(s, "index", run->shard_index) ||
            !cJSON_AddNumberToObject(s, "total", run->shard_total))
            return -1;
    }
    return 0;
}

static int add_summary(cJSON *root, const aclcts_run *run)
{
    size_t counts[ACLCTS_STATUS_COUNT];
    aclcts_count_statuses(run, counts);
    cJSON *s = cJSON_AddObjectToObject(root, "summary");
    if (!s || !cJSON_AddNumberToObject(s, "total", (double)run->nresults)) return -1;
    for (int st = 0; st < ACLCTS_STATUS_COUNT; st++)
        if (!cJSON_AddNumberToObject(s, aclcts_status_name((aclcts_status)st), (double)counts[st])) return -1;
    return 0;
}

/* Milliseconds rounded to microseconds: enough for a test, short to read.
 * (Plain arithmetic, so the runner needs no libm.) */
#define MAX_REPORTED_MS 1e12 /* about 30 years: anything larger is garbage */
static double rounded_ms(double ms)
{
    if (!(ms >= 0 && ms < MAX_REPORTED_MS)) /* also false for NaN */
        return 0;
    return (double)(long long)(ms * 1000.0 + 0.5) / 1000.0;
}

static int add_test(cJSON *tests, const aclcts_result *r)
{
    cJSON *t = cJSON_CreateObject();
    if (!t) return -1;
    cJSON_AddItemToArray(tests, t);
    if (add_string(t, "name", r->name) != 0 || add_string_array(t, "rules", r->rules, r->nrules) != 0 ||
        add_string(t, "status", aclcts_status_name(r->status)) != 0 ||
        !cJSON_AddNumberToObject(t, "duration_ms", rounded_ms(r->duration_ms)) ||
        add_string(t, "message", r->message) != 0)
        return -1;
    return 0;
}

static int add_rule(cJSON *rules, const aclcts_run *run, const aclcts_rule *rule)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) return -1;
    cJSON_AddItemToArray(rules, o);
    if (add_string(o, "id", rule->id) != 0 || add_string(o, "level", rule->level) != 0 ||
        add_string(o, "status", aclcts_rule_status(run, rule)) != 0)
        return -1;
    cJSON *tests = cJSON_AddArrayToObject(o, "tests");
    if (!tests) return -1;
    for (size_t k = 0, i; (i = aclcts_rule_next_test(run, rule, &k)) != ACLCTS_NO_TEST;)
        if (add_string_to_array(tests, run->results[i].name) != 0) return -1;
    return 0;
}

static cJSON *build_results(const aclcts_run *run)
{
    cJSON *root = cJSON_CreateObject();
    if (!root) return NULL;
    cJSON *tests, *rules;
    if (add_string(root, "schema", RESULTS_SCHEMA) != 0 || add_target(root, run) != 0 ||
        add_string(root, "profile", run->profile) != 0 || add_run_identity(root, run) != 0 ||
        add_summary(root, run) != 0 || !(tests = cJSON_AddArrayToObject(root, "tests")) ||
        !(rules = cJSON_AddArrayToObject(root, "rules")))
        goto oom;
    for (size_t i = 0; i < run->nresults; i++)
        if (add_test(tests, &run->results[i]) != 0) goto oom;
    for (size_t i = 0; i < run->nrules; i++)
        if (add_rule(rules, run, &run->rules[i]) != 0) goto oom;
    return root;
oom:
    cJSON_Delete(root);
    return NULL;
}

int aclcts_write_results_json(const aclcts_run *run, const char *path)
{
    return aclcts_out_write_json(path, build_results(run));
}
