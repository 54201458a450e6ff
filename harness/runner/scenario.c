/* Lifecycle scenarios run in a fresh child, for "probe" and "diff": a short
 * list of steps, the callbacks they fire and the southbound trace they leave,
 * reported as one JSON object on the channel. What a step calls and which
 * callbacks it registers are the suite's (conformance/src/scenarios.c); this
 * file only runs them in the child and carries what they recorded. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "aclcts/case.h"
#include "aclcts/scenarios.h"
#include "child.h"
#include "jobs.h"
#include "scenario.h"
#include "text.h"

/* ---- the spy's argument text as JSON values ---- */

/* "0,\"a,b\",ptr,NULL" -> [0,"a,b","ptr",null] */
cJSON *aclcts_args_json(const char *args)
{
    cJSON *a = cJSON_CreateArray();
    const char *p = args ? args : "";
    while (*p != '\0') {
        const char *b = p;
        int in_str = 0;
        for (; *p != '\0' && (in_str || *p != ','); p++) {
            if (*p == '\\' && in_str && p[1] != '\0') {
                p++;
                continue;
            }
            if (*p == '"') in_str = !in_str;
        }
        char *tok = strndup(b, (size_t)(p - b));
        char *end;
        double num = strtod(tok, &end);
        cJSON *v;
        if (tok[0] == '"') v = cJSON_Parse(tok);
        else if (strcmp(tok, "NULL") == 0) v = cJSON_CreateNull();
        else if (tok[0] != '\0' && *end == '\0') v = cJSON_CreateNumber(num);
        else v = NULL;
        cJSON_AddItemToArray(a, v != NULL ? v : cJSON_CreateString(tok)); /* "ptr" and anything unknown */
        free(tok);
        if (*p == ',') p++;
    }
    return a;
}

cJSON *aclcts_trace_json(const aclcts_spy *spy, size_t from)
{
    cJSON *t = cJSON_CreateArray();
    size_t n = spy ? spy->count() : 0;
    for (size_t i = from; i < n; i++) {
        const aclcts_sb_call *c = spy->call_at(i);
        if (c == NULL) break;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "fn", c->fn);
        cJSON_AddItemToObject(o, "args", aclcts_args_json(c->args));
        cJSON_AddNumberToObject(o, "ret", c->ret);
        cJSON_AddItemToArray(t, o);
    }
    return t;
}

void aclcts_send_json(int rfd, cJSON *o)
{
    char *text = cJSON_PrintUnformatted(o);
    if (text != NULL) aclcts_report(rfd, ACLCTS_REC_TEXT, text, strlen(text));
    free(text);
    cJSON_Delete(o);
}

void aclcts_scenario_body(void *arg, int rfd)
{
    const aclcts_scenario_run *s = arg;
    static aclcts_child_target l;
    aclcts_child_load_or_end(&s->cfg, &l, rfd);
    cJSON *cb_log = aclcts_scenario_callback_log();
    cJSON *calls = cJSON_CreateArray();
    size_t nops;
    char **ops = aclcts_split_words(s->ops, &nops);
    for (size_t i = 0; i < nops; i++) {
        char ph[64];
        snprintf(ph, sizeof ph, "running step %zu (%s)", i + 1, ops[i]);
        aclcts_report(rfd, ACLCTS_REC_PHASE, ph, strlen(ph));
        cJSON *o = aclcts_scenario_step(&l.acl, ops[i], s->config, calls);
        if (o != NULL) cJSON_AddItemToArray(calls, o);
    }
    aclcts_free_words(ops, nops);
    cJSON *out = cJSON_CreateObject();
    cJSON_AddItemToObject(out, "calls", calls);
    cJSON_AddItemToObject(out, "callbacks", cb_log);
    cJSON_AddItemToObject(out, "trace", l.have_spy ? aclcts_trace_json(&l.spy, 0) : cJSON_CreateArray());
    cJSON_AddItemToObject(out, "errmsg", aclcts_scenario_errmsg(&l.acl));
    aclcts_send_json(rfd, out);
    aclcts_child_exit(rfd, ACLCTS_CHILD_OK);
}

char *aclcts_scenario_exec(const aclcts_scenario_run *s, unsigned timeout_ms, char **death)
{
    aclcts_job j;
    *death = NULL;
    if (aclcts_job_start(&j, aclcts_scenario_body, (void *)s, NULL, s->cfg.workdir, timeout_ms) != 0) {
        *death = aclcts_strdup("cannot fork");
        return NULL;
    }
    aclcts_job_run(&j);
    aclcts_outcome oc;
    aclcts_job_outcome(&j, &oc);
    char *text = NULL;
    int clean = WIFEXITED(j.wstatus) && WEXITSTATUS(j.wstatus) == ACLCTS_CHILD_OK && !j.timed_out;
    if (clean && oc.text != NULL) {
        text = oc.text;
        oc.text = NULL;
    } else {
        char *d = aclcts_job_death(&j, &oc);
        *death = oc.text ? aclcts_printf("%s: %s", d, oc.text) : aclcts_strdup(d);
        free(d);
    }
    aclcts_outcome_free(&oc);
    aclcts_job_free(&j);
    return text;
}
