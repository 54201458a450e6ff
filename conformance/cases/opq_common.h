/* Shared by the OPQ cases. max_opqueue_num belongs to the op-executor
 * library, not to libascendcl: that library registers an
 * ACL_REG_TYPE_ACL_OP_EXECUTOR init callback, which aclInit calls with the
 * raw config when a path is given.
 * The spy exports a stand-in for that callback (lower/opexec, declared in
 * southbound/aclcts_sb_runtime.h); a case registers it as the
 * library would and checks that aclInit hands the config over and returns
 * the callback's code, and what the op executor decided. */
#ifndef ACLCTS_OPQ_COMMON_H_
#define ACLCTS_OPQ_COMMON_H_

#include "dev_common.h"

#define OPQ_DEFAULT 20000L

/* Registers the op executor's callback; returns 0 or skips. */
static inline void opq_register(aclcts_t *t)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclInitCallbackFunc cb = ACLCTS_SPY(t, opexec_init_callback);
    CHECK_CODE_FATAL_FOR(t, "OPQ001", t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, cb, NULL),
                     ACL_SUCCESS);
}

static inline long opq_limit(aclcts_t *t)
{
    long (*fn)(void) = ACLCTS_SPY(t, opexec_cache_limit);
    return fn();
}

static inline int opq_calls(aclcts_t *t)
{
    int (*fn)(void) = ACLCTS_SPY(t, opexec_calls);
    return fn();
}

static inline int opq_warned(aclcts_t *t)
{
    int (*fn)(void) = ACLCTS_SPY(t, opexec_warned);
    return fn();
}

/* aclInit of `json` with the op executor registered returns `code`; the op
 * executor was called once and holds `limit` (and `warned`). */
#define opq_expect(t, ...) ACLCTS_HELPER(opq_expect_, t, __VA_ARGS__)
static inline void opq_expect_(aclcts_t *t, const char *rule, const char *json, aclError code, long limit, int warned)
{
    opq_register(t);
    const char *path = dev_config(t, json);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_INT_FOR(t, rule, opq_calls(t), 1);
    CHECK_INT_FOR(t, rule, opq_limit(t), limit);
    CHECK_INT_FOR(t, rule, opq_warned(t), warned);
}

#endif /* ACLCTS_OPQ_COMMON_H_ */
