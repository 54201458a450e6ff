/* The lifecycle scenarios of "aclcts diff" and "aclcts probe" (scenarios.h):
 * the scenario list, the fault symbols, the steps with their callbacks and
 * the probe. */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/scenarios.h"

const aclcts_diff_scenario aclcts_diff_scenarios[] = {
    {"init-fin", "init,fin", 0, 0, 1}, {"init-twice-ref3", "init,init,ref,ref,ref", 0, 0, 0},
    {"fin-fresh", "fin", 1, 0, 0},     {"callbacks", "cbs,init,fin", 0, 0, 0},
    {"fault", "init,fin", 0, 1, 1},
};

const size_t aclcts_diff_scenario_count = sizeof aclcts_diff_scenarios / sizeof aclcts_diff_scenarios[0];

/* One fault run per symbol of the product lifecycle's southbound
 * (include/lower/southbound_functions.def; the scenarios are the product's),
 * named as the spy accepts it (the plain alias of the two C++ symbols). */
#define FAULT_PRODUCT(TRACE, ALIAS) ((ALIAS) != NULL ? (ALIAS) : (TRACE)),
#define FAULT_CLAYER(TRACE, ALIAS)
#define FAULT_COMMON(TRACE, ALIAS)
const char *const aclcts_diff_fault_symbols[] = {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) FAULT_##LAYER(TRACE, ALIAS)
#include "lower/southbound_functions.def"
};

const size_t aclcts_diff_fault_symbol_count = sizeof aclcts_diff_fault_symbols / sizeof aclcts_diff_fault_symbols[0];

/* ---- callbacks: every registered type records "init:TYPE(len)" / "fin:TYPE" ---- */

static cJSON *g_cb_log;

cJSON *aclcts_scenario_callback_log(void)
{
    g_cb_log = cJSON_CreateArray();
    return g_cb_log;
}

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

static const struct {
    aclRegisterCallbackType type;
    const char *name;
} cb_types[] = {
    {ACL_REG_TYPE_ACL_MODEL, "MODEL"},
    {ACL_REG_TYPE_ACL_OP_EXECUTOR, "OP_EXECUTOR"},
    {ACL_REG_TYPE_ACL_OP_CBLAS, "OP_CBLAS"},
    {ACL_REG_TYPE_ACL_OP_COMPILER, "OP_COMPILER"},
    {ACL_REG_TYPE_ACL_TDT_CHANNEL, "TDT_CHANNEL"},
    {ACL_REG_TYPE_ACL_TDT_QUEUE, "TDT_QUEUE"},
    {ACL_REG_TYPE_ACL_DVPP, "DVPP"},
    {ACL_REG_TYPE_ACL_RETR, "RETR"},
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

cJSON *aclcts_scenario_step(const aclcts_acl *acl, const char *op, const char *config, cJSON *calls)
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

cJSON *aclcts_scenario_errmsg(const aclcts_acl *acl)
{
    const char *m = acl->aclGetRecentErrMsg ? acl->aclGetRecentErrMsg() : NULL;
    return m ? cJSON_CreateString(m) : cJSON_CreateNull();
}

cJSON *aclcts_scenario_probe(const aclcts_acl *acl, const char *config, void (*phase)(void *ctx, const char *text),
                             void *ctx, cJSON **errmsg)
{
    if (acl->aclInit == NULL || acl->aclFinalize == NULL) {
        phase(ctx, "the target does not export aclInit and aclFinalize");
        return NULL;
    }
    phase(ctx, "calling aclInit");
    aclError init = acl->aclInit(config);
    *errmsg = init != ACL_SUCCESS ? aclcts_scenario_errmsg(acl) : NULL;
    char ph[96];
    snprintf(ph, sizeof ph, "calling aclFinalize (aclInit returned %d)", init);
    phase(ctx, ph);
    aclError fin = acl->aclFinalize();
    if (*errmsg == NULL) *errmsg = aclcts_scenario_errmsg(acl);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "init", init);
    cJSON_AddNumberToObject(o, "finalize", fin);
    return o;
}
