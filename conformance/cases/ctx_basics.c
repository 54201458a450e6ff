/* CTX002, CTX008, CTX023: aclrtCreateContext (its NULL out-pointer, CTX001:
 * setdev_null_args.c) asks rtCtxCreateEx for a normal-mode context on the
 * device; the new context is the calling thread's current one
 * (context.cpp aclrtCreateContextImpl, aclrtGetCurrentContextImpl). */
#include "helpers/chain.h"
#include "helpers/traces.h"

ACLCTS_TEST(CTX002, CreateAsksForANormalModeContext, "CTX002 CTX023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext ctx = NULL;
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtCreateContext(&ctx, 1), ACL_SUCCESS);
    chain_expect_trace(t, "CTX002", m, "rtCtxCreateEx(ptr,0,1)=0\n",
                       "rtCtxCreateEx(ptr,0,1)=0\n" TR_SOC TR_PLATFORM(1));
}

ACLCTS_TEST(CTX008, CreatedContextIsCurrent, "CTX008 CTX002", ACLCTS_BOTH)
{
    CHAIN_NEED(t);
    aclrtContext ctx = NULL, cur = NULL;
    CHECK_CODE_FATAL_FOR(t, "CTX002", t->acl->aclrtCreateContext(&ctx, 0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_SUCCESS);
    CHECK_TRUE(t, cur == ctx && ctx != NULL, "the current context is not the one just created");
}
