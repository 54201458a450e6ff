/* results.jsonl: one JSON line per finished test, flushed at once, so a
 * runner that dies mid-run loses nothing already finished. */
#include <stdio.h>
#include <stdlib.h>

#include <cjson/cJSON.h>

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

char *aclcts_reproduce(const char *lib, const char *profile, const char *name)
{
    char *ql = aclcts_shell_quote(lib);
    /* Test names are letters, digits and one dot: single quotes always suffice. */
    char *s = aclcts_printf("aclcts run --lib %s --profile %s --filter '%s'", ql, profile, name);
    free(ql);
    return s;
}
