/* A stand-in for the op-executor library's ACL_REG_TYPE_ACL_OP_EXECUTOR init
 * callback, which owns max_opqueue_num (lower/opexec). It is not a lower-layer
 * symbol: a case registers it through the target's aclInitCallbackRegister,
 * as the op-executor library does from its constructor, so that aclInit's
 * hand-over of the raw config and its return of the callback's code can be
 * checked. */
#include "opexec/opq_model.h"
#include "sb_internal.h"

static long g_limit = ACLCTS_OPQ_DEFAULT;
static int g_calls;
static int g_warned;

int32_t aclcts_sb_opexec_init_callback(const char *configStr, size_t len, void *userData)
{
    (void)userData;
    sb_lock();
    aclcts_opq_decision d = aclcts_opq_decide(configStr, len, g_limit);
    g_limit = d.limit;
    ++g_calls;
    if (d.code == 0 && d.present) {
        g_warned = d.warned;
    }
    sb_unlock();
    return d.code;
}

long aclcts_sb_opexec_cache_limit(void)
{
    sb_lock();
    long v = g_limit;
    sb_unlock();
    return v;
}

int aclcts_sb_opexec_calls(void)
{
    sb_lock();
    int v = g_calls;
    sb_unlock();
    return v;
}

int aclcts_sb_opexec_warned(void)
{
    sb_lock();
    int v = g_warned;
    sb_unlock();
    return v;
}
