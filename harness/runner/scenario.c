/* Lifecycle scenarios run in a fresh child, for "probe" and "diff": a short
 * list of calls, the callbacks they fire and the southbound trace they leave,
 * reported as one JSON object on the channel. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "scenario.h"

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
            if (*p == '\\' && in_str && p[1] != '\0') { p++; continue; }
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

cJSON *aclcts_errmsg_json(const aclcts_acl *acl)
{
    const char *m = acl->aclGetRecentErrMsg ? acl->aclGetRecentErrMsg() : NULL;
    return m ? cJSON_CreateString(m) : cJSON_CreateNull();
}

void aclcts_send_json(int rfd, cJSON *o)
{
    char *text = cJSON_PrintUnformatted(o);
    if (text != NULL) aclcts_report(rfd, ACLCTS_REC_TEXT, text, strlen(text));
    free(text);
    cJSON_Delete(o);
}

/* ---- callbacks: every registered type records "init:TYPE(len)" / "fin:TYPE" ---- */

static cJSON *g_cb_log;

static aclError init_cb(const char *cfg, size_t len, void *user)
{
    (void)cfg;
    char buf[96];
    snprintf(buf, sizeof buf, "init:%s(%zu)", (const char *)user, len);
    cJSON_AddItemToArray(g_cb_log, cJSON_CreateString(buf));
    return ACL_SUCCESS;
}

static aclError fin_cb(void *user)
{
    char buf[96];
    snprintf(buf, sizeof buf, "fin:%s", (const char *)user);
    cJSON_AddItemToArray(g_cb_log, cJSON_CreateString(buf));
    return ACL_SUCCESS;
}

static const struct { aclRegisterCallbackType type; const char *name; } cb_types[] = {
    {ACL_REG_TYPE_ACL_MODEL, "MODEL"},          {ACL_REG_TYPE_ACL_OP_EXECUTOR, "OP_EXECUTOR"},
    {ACL_REG_TYPE_ACL_OP_CBLAS, "OP_CBLAS"},    {ACL_REG_TYPE_ACL_OP_COMPILER, "OP_COMPILER"},
    {ACL_REG_TYPE_ACL_TDT_CHANNEL, "TDT_CHANNEL"}, {ACL_REG_TYPE_ACL_TDT_QUEUE, "TDT_QUEUE"},
    {ACL_REG_TYPE_ACL_DVPP, "DVPP"},            {ACL_REG_TYPE_ACL_RETR, "RETR"},
    {ACL_REG_TYPE_OTHER, "OTHER"},
};

static void register_all(const aclcts_acl *acl, cJSON *calls)
{
    for (size_t i = 0; i < sizeof cb_types / sizeof cb_types[0]; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "op", "register");
        cJSON_AddStringToObject(o, "type", cb_types[i].name);
        void *user = (void *)cb_types[i].name;
        if (acl->aclInitCallbackRegister)
            cJSON_AddNumberToObject(o, "init", acl->aclInitCallbackRegister(cb_types[i].type, init_cb, user));
        if (acl->aclFinalizeCallbackRegister)
            cJSON_AddNumberToObject(o, "fin", acl->aclFinalizeCallbackRegister(cb_types[i].type, fin_cb, user));
        cJSON_AddItemToArray(calls, o);
    }
}

/* One step of a scenario; returns its JSON record. */
static cJSON *step(const aclcts_acl *acl, const char *op, const char *config, cJSON *calls)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "op", op);
    if (strcmp(op, "init") == 0 && acl->aclInit) {
        cJSON_AddNumberToObject(o, "ret", acl->aclInit(config));
    } else if (strcmp(op, "fin") == 0 && acl->aclFinalize) {
        cJSON_AddNumberToObject(o, "ret", acl->aclFinalize());
    } else if (strcmp(op, "ref") == 0 && acl->aclFinalizeReference) {
        uint64_t count = 12345; /* sentinel: shows whether the count was written */
        cJSON_AddNumberToObject(o, "ret", acl->aclFinalizeReference(&count));
        cJSON_AddNumberToObject(o, "count", (double)count);
    } else if (strcmp(op, "cbs") == 0) {
        cJSON_Delete(o);
        register_all(acl, calls);
        return NULL;
    } else {
        cJSON_AddStringToObject(o, "ret", "not exported");
    }
    return o;
}

void aclcts_scenario_body(void *arg, int rfd)
{
    const aclcts_scenario_run *s = arg;
    static aclcts_acl acl;
    static aclcts_spy spy;
    int have_spy;
    void *sh;
    if (aclcts_child_load(&s->cfg, &acl, &spy, &have_spy, &sh, rfd) == NULL)
        aclcts_child_exit(rfd, ACLCTS_CHILD_LOAD_FAILED);
    g_cb_log = cJSON_CreateArray();
    cJSON *calls = cJSON_CreateArray();
    size_t nops;
    char **ops = aclcts_split_words(s->ops, &nops);
    for (size_t i = 0; i < nops; i++) {
        char ph[64];
        snprintf(ph, sizeof ph, "running step %zu (%s)", i + 1, ops[i]);
        aclcts_report(rfd, ACLCTS_REC_PHASE, ph, strlen(ph));
        cJSON *o = step(&acl, ops[i], s->config, calls);
        if (o != NULL) cJSON_AddItemToArray(calls, o);
    }
    aclcts_free_words(ops, nops);
    cJSON *out = cJSON_CreateObject();
    cJSON_AddItemToObject(out, "calls", calls);
    cJSON_AddItemToObject(out, "callbacks", g_cb_log);
    cJSON_AddItemToObject(out, "trace", have_spy ? aclcts_trace_json(&spy, 0) : cJSON_CreateArray());
    cJSON_AddItemToObject(out, "errmsg", aclcts_errmsg_json(&acl));
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
