/* aclrtDestroyStreamForce (STREAM025-027): the NULL check and one
 * rtStreamDestroyForce (stream.cpp aclrtDestroyStreamForceImpl); the runtime
 * checks as for aclrtDestroyStream (api_c_stream.cc rtStreamDestroyForce,
 * api_impl.cc ApiImpl::StreamDestroy with flag true). */
#include "helpers/chain.h"
#include "helpers/threads.h"

ACLCTS_TEST(STREAM025, NullStreamIsRefused, "STREAM025", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtDestroyStreamForce(NULL), "rtStreamDestroyForce");
}

ACLCTS_TEST(STREAM025, NullStreamWithADevice, "STREAM025", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM025", 0);
    CHAIN_EXPECT_NULL_REFUSED(t, t->acl->aclrtDestroyStreamForce(NULL), "rtStreamDestroyForce");
}

ACLCTS_TEST(STREAM026, OneCallThenTheStreamIsGone, "STREAM026 STREAM027", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM026", 0);
    aclrtStream s = chain_create_stream_with(t, "STREAM026", 0, ACL_STREAM_FAST_LAUNCH);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(s), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamDestroyForce(ptr)=0\n");
    CHECK_CODE_FOR(t, "STREAM027", t->acl->aclrtSynchronizeStream(s), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(STREAM026, RuntimeCodeComesBackUnchanged, "STREAM026", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM026", 0);
    aclrtStream s = chain_create_stream(t, "STREAM026");
    aclcts_fail(t, "rtStreamDestroyForce", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(s), ACL_ERROR_RT_INTERNAL_ERROR);
}

ACLCTS_TEST(STREAM027, DestroyedStreamIsAnInvalidHandle, "STREAM027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM027", 0);
    aclrtStream a = chain_create_stream(t, "STREAM027");
    aclrtStream b = chain_create_stream(t, "STREAM027");
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(a), ACL_ERROR_RT_INVALID_HANDLE);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(b), ACL_ERROR_RT_INVALID_HANDLE);
}

ACLCTS_TEST(STREAM027, StreamOfAnotherContextStays, "STREAM027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext home = chain_create_context(t, "STREAM027", 0);
    aclrtStream s = chain_create_stream(t, "STREAM027");
    (void)chain_create_context(t, "STREAM027", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(s), ACL_ERROR_RT_STREAM_CONTEXT);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "CTX012", t->acl->aclrtSetCurrentContext(home), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(s), ACL_SUCCESS);
}

static void force_without_context(aclcts_t *t, void *arg)
{
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce((aclrtStream)arg), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(STREAM027, ThreadWithoutContextIsContextNull, "STREAM027", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "STREAM027", 0);
    aclrtStream s = chain_create_stream(t, "STREAM027");
    thread_run_checks(t, force_without_context, s);
    CHECK_CODE(t, t->acl->aclrtDestroyStreamForce(s), ACL_SUCCESS);
}
