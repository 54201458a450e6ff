/* HAZ014: a stream handle of a destroyed context after a device was set
 * again. Destroying the context deletes its streams (context.cc
 * Context::TearDownOwnedStreamsOnContextTearDown) and the runtime checks a
 * handle only by the magic it reads at the handle's address
 * (runtime_handle_guard.cc ValidateInnerObject): the default stream that
 * aclrtSetDevice makes can be allocated where the old stream was, and the
 * stale handle then passes as that stream (ACL_SUCCESS). The case expects
 * STREAM016's answer, 107017. */
#include "helpers/chain.h"

ACLCTS_TEST(HAZ014, StreamOfADestroyedContextAfterANewDefaultStream, "HAZ014 STREAM016 CTX016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "HAZ014", 0);
    aclrtStream s = chain_create_stream(t, "HAZ014");
    CHECK_CODE_FOR(t, "CTX016", t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    chain_set_device(t, "HAZ014", 0);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(s), ACL_ERROR_RT_INVALID_HANDLE);
}
