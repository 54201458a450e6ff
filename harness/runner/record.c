/* results.jsonl: one JSON line per finished test, flushed at once, so a
 * runner that dies mid-run loses nothing already finished. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "report_common.h"
#include "runner.h"

int aclcts_record_line(FILE *f, const aclcts_result *r)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", r->name);
    cJSON *rules = cJSON_AddArrayToObject(o, "rules");
    for (size_t i = 0; i < r->nrules; i++)
        cJSON_AddItemToArray(rules, cJSON_CreateString(r->rules[i]));
    cJSON_AddStringToObject(o, "status", aclcts_status_name(r->status));
    cJSON_AddNumberToObject(o, "duration_ms", (double)(long long)(r->duration_ms * 1000.0) / 1000.0);
    cJSON_AddStringToObject(o, "message", r->message ? r->message : "");
    cJSON_AddStringToObject(o, "reproduce", r->reproduce ? r->reproduce : "");
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    if (text == NULL)
        return -1;
    int rc = fprintf(f, "%s\n", text) < 0 || fflush(f) != 0 ? -1 : 0;
    free(text);
    return rc;
}

char *aclcts_reproduce(const char *lib, const char *profile, const char *name, const char *out)
{
    char *ql = aclcts_shell_quote(lib);
    char *dir = aclcts_printf("%s/reproduce/%s", out, name);
    char *qd = aclcts_shell_quote(dir);
    /* Test names are letters, digits and one dot: single quotes always suffice. Its own --out: the
     * run's reports stay as they are. */
    char *s = aclcts_printf("aclcts run --lib %s --profile %s --filter '%s' --out %s", ql, profile, name, qd);
    free(ql);
    free(dir);
    free(qd);
    return s;
}

int aclcts_print_verdict(const size_t n[ACLCTS_STATUS_COUNT], size_t total, const char *const *missing,
                         size_t nmissing, const size_t *missing_skips, const char *words)
{
    int bad = n[ACLCTS_FAIL] + n[ACLCTS_CRASH] + n[ACLCTS_TIMEOUT] + n[ACLCTS_XPASS] > 0 || nmissing > 0;
    char *text = aclcts_strdup("");
    for (size_t k = 0; k < nmissing; k++) {
        char *skips = missing_skips ? aclcts_printf(" (%zu skipped)", missing_skips[k]) : aclcts_strdup("");
        char *next = aclcts_printf("%s%s%s%s", text, k ? ", " : ", missing ", missing[k], skips);
        free(skips);
        free(text);
        text = next;
    }
    fprintf(stderr,
            "aclcts: %zu tests: %zu pass, %zu fail, %zu crash, %zu timeout, %zu skip, %zu xfail, %zu xpass, "
            "%zu hazard%s \xe2\x80\x94 %s\n",
            total, n[ACLCTS_PASS], n[ACLCTS_FAIL], n[ACLCTS_CRASH], n[ACLCTS_TIMEOUT], n[ACLCTS_SKIP],
            n[ACLCTS_XFAIL], n[ACLCTS_XPASS], n[ACLCTS_HAZARD], text,
            words != NULL ? words : bad ? "NOT conformant" : "conformant");
    free(text);
    return bad ? ACLCTS_EXIT_NONCONFORMANT : ACLCTS_EXIT_OK;
}

/* ---- all four reports ---- */

int aclcts_write_reports(const aclcts_run *in, const char *dir)
{
    aclcts_run indexed = *in, *run = &indexed;
    aclcts_rule_index_build(run); /* without it (no memory) the writers scan */
    static const struct {
        const char *file;
        int (*write)(const aclcts_run *, const char *);
    } writers[] = {{"results.json", aclcts_write_results_json},
                   {"junit.xml", aclcts_write_junit},
                   {"report.html", aclcts_write_html},
                   {"summary.md", aclcts_write_summary_md}};
    int failed = 0;
    for (size_t i = 0; i < sizeof writers / sizeof writers[0]; i++) {
        size_t len = strlen(dir) + strlen(writers[i].file) + 2;
        char *path = malloc(len);
        if (!path || (snprintf(path, len, "%s/%s", dir, writers[i].file), writers[i].write(run, path) != 0)) {
            fprintf(stderr, "aclcts: could not write %s/%s\n", dir, writers[i].file);
            failed++;
        }
        free(path);
    }
    aclcts_rule_index_free(run);
    return failed;
}
