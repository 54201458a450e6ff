/* The OPQ cases' checks (opq.h). */
#include "opq.h"

#include "configs.h"

void opq_register(aclcts_t *t)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclInitCallbackFunc cb = ACLCTS_SPY(t, opexec_init_callback);
    CHECK_CODE_FATAL_FOR(t, "OPQ001", t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, cb, NULL),
                         ACL_SUCCESS);
}

long opq_limit(aclcts_t *t)
{
    long (*fn)(void) = ACLCTS_SPY(t, opexec_cache_limit);
    return fn();
}

int opq_calls(aclcts_t *t)
{
    int (*fn)(void) = ACLCTS_SPY(t, opexec_calls);
    return fn();
}

int opq_warned(aclcts_t *t)
{
    int (*fn)(void) = ACLCTS_SPY(t, opexec_warned);
    return fn();
}

void opq_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, long limit, int warned)
{
    opq_register(t);
    const char *path = config_write(t, json);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_INT_FOR(t, rule, opq_calls(t), 1);
    CHECK_INT_FOR(t, rule, opq_limit(t), limit);
    CHECK_INT_FOR(t, rule, opq_warned(t), warned);
}
