/* The C layer's lower layer: what src/acl/aclrt_c/common/acl_rt.c calls on
 * its init and deinit hooks (rtInit, GeInitialize, GeDbgInit; GeDbgDeInit,
 * GeFinalize, rtDeinit). Each succeeds unless a fault is set. rtDeinit
 * returns nothing: a fault on it is recorded in the trace and cannot reach
 * the caller. GeDbgInit records the path it was handed. */
#include "sb_internal.h"

/* A call with no arguments: the fault's code, recorded. */
static int plain_call(enum sb_sym s)
{
    int ret = sb_call_begin(s);
    sb_call_end(s, NULL, ret);
    return ret;
}

rtError_t rtInit(void) { return plain_call(SB_RT_INIT); }

void rtDeinit(void) { (void)plain_call(SB_RT_DEINIT); }

aclcts_ge_status GeInitialize(void) { return (aclcts_ge_status)plain_call(SB_GE_INITIALIZE); }

aclcts_ge_status GeFinalize(void) { return (aclcts_ge_status)plain_call(SB_GE_FINALIZE); }

aclcts_ge_status GeDbgInit(const char *configPath)
{
    int ret = sb_call_begin(SB_GE_DBG_INIT);
    sb_text t = {0};
    sb_text_add_str(&t, configPath);
    sb_call_end(SB_GE_DBG_INIT, &t, ret);
    return (aclcts_ge_status)ret;
}

aclcts_ge_status GeDbgDeInit(void) { return (aclcts_ge_status)plain_call(SB_GE_DBG_DEINIT); }
