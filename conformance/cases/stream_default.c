/* The current context's default stream (STREAM042-044):
 * aclrtCtxGetCurrentDefaultStream checks its out-pointer and asks the runtime
 * once (context.cpp aclrtCtxGetCurrentDefaultStreamImpl); the runtime answers
 * the calling thread's current context's default stream (api_impl.cc
 * ApiImpl::CtxGetCurrentDefaultStream), setting the configured default device
 * when the thread has no context. */
#include "helpers/chain.h"
#include "helpers/threads.h"

ACLCTS_TEST(STREAM042, NullStreamOutIsRefused, "STREAM042", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM042", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtCtxGetCurrentDefaultStream(NULL), "rtsCtxGetCurrentDefaultStream");
}

ACLCTS_TEST(STREAM042, OneCallAndTheCodeUnchanged, "STREAM042", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM042", 0);
    size_t m = aclcts_mark(t);
    (void)chain_default_stream(t, "STREAM042");
    CHECK_TRACE(t, m, "rtsCtxGetCurrentDefaultStream(ptr)=0\n");
    aclcts_fail(t, "rtsCtxGetCurrentDefaultStream", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    aclrtStream s = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_ERROR_RT_INTERNAL_ERROR);
    CHECK_TRUE(t, s == CHAIN_SENTINEL, "a failed call wrote *stream");
}

ACLCTS_TEST(STREAM043, NoContextIsContextNull, "STREAM043", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtStream s = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, s == CHAIN_SENTINEL, "a refused call wrote *stream");
}

ACLCTS_TEST(STREAM043, SameStreamEveryCall, "STREAM043", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM043", 0);
    aclrtStream a = chain_default_stream(t, "STREAM043");
    CHECK_TRUE(t, chain_default_stream(t, "STREAM043") == a, "a second call gave another default stream");
}

ACLCTS_TEST(STREAM043, EachContextHasItsOwn, "STREAM043 CTX012", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM043", 0);
    aclrtContext primary = chain_current_context(t);
    aclrtStream p = chain_default_stream(t, "STREAM043");
    aclrtContext created = chain_create_context(t, "STREAM043", 0);
    aclrtStream c = chain_default_stream(t, "STREAM043");
    CHECK_TRUE(t, c != p, "a created context has its device's primary default stream");
    CHECK_CODE_FOR(t, "CTX012", t->acl->aclrtSetCurrentContext(primary), ACL_SUCCESS);
    CHECK_TRUE(t, chain_default_stream(t, "STREAM043") == p, "the primary context's default stream changed");
    CHECK_CODE_FOR(t, "CTX012", t->acl->aclrtSetCurrentContext(created), ACL_SUCCESS);
    CHECK_TRUE(t, chain_default_stream(t, "STREAM043") == c, "the created context's default stream changed");
}

typedef struct default_share {
    aclrtContext ctx;
    aclrtStream stream;
} default_share;

static void default_on_second_thread(aclcts_t *t, void *arg)
{
    default_share *d = arg;
    aclrtStream s = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, s == CHAIN_SENTINEL, "a refused call wrote *stream");
    CHECK_CODE_FOR(t, "CTX012", t->acl->aclrtSetCurrentContext(d->ctx), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtCtxGetCurrentDefaultStream(&s), ACL_SUCCESS);
    CHECK_TRUE(t, s == d->stream, "the second thread got another default stream in the same context");
}

ACLCTS_TEST(STREAM043, SecondThreadSeesItAfterSettingTheContext, "STREAM043 THR006", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    default_share d = {chain_create_context(t, "STREAM043", 2), NULL};
    d.stream = chain_default_stream(t, "STREAM043");
    thread_run_checks(t, default_on_second_thread, &d);
}

ACLCTS_TEST(STREAM043, HandleIsAStream, "STREAM043 RTEVENT010", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM043", 0);
    aclrtStream d = chain_default_stream(t, "STREAM043");
    aclrtEvent e = chain_create_event(t, "STREAM043");
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, d), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(d), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "RTEVENT010", t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
}

ACLCTS_TEST(STREAM044, DefaultDeviceIsSetImplicitly, "STREAM044 SETDEV030", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "STREAM044", "5");
    aclrtStream d = chain_default_stream(t, "STREAM044");
    CHECK_INT(t, chain_current_device(t), 5);
    CHECK_TRUE(t, chain_default_stream(t, "STREAM044") == d, "a second call gave another default stream");
}
