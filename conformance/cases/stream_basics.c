/* STREAM002, STREAM004, STREAM005: a stream is created and destroyed with one
 * runtime call each (the NULL out-pointer, STREAM001: setdev_null_args.c);
 * aclrtSynchronizeStream has no NULL check and passes NULL on, naming the
 * current context's default stream (stream.cpp aclrtCreateStreamImpl,
 * aclrtSynchronizeStreamImpl). */
#include "helpers/chain.h"

ACLCTS_TEST(STREAM002, CreateAndDestroyOnTheSetDevice, "STREAM002 STREAM004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    aclrtStream s = NULL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
    CHECK_TRUE(t, s != NULL, "aclrtCreateStream gave a NULL stream");
    CHECK_CODE_FOR(t, "STREAM004", t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamCreate(ptr,0)=0\nrtStreamDestroy(ptr)=0\n");
}

ACLCTS_TEST(STREAM005, NullSynchronizesTheDefaultStream, "STREAM005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtStreamSynchronize(NULL)=0\n");
}
