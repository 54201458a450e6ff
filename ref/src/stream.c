/* Streams (STREAM; src/acl/aclrt_impl/stream.cpp). NULL as a stream names
 * the current context's default stream, so aclrtSynchronizeStream passes it
 * on; creating and destroying refuse it. */
#include <stddef.h>

#include "acl/acl.h"
#include "errmsg.h"
#include "lower/lower_layers.h"

ACL_FUNC_VISIBILITY aclError aclrtCreateStream(aclrtStream *stream)
{
    REQUIRE_NOT_NULL(stream, "STREAM001");
    rtStream_t stm = NULL;
    REQUIRE_RT_OK(rtStreamCreate(&stm, RT_STREAM_PRIORITY_DEFAULT), "STREAM002"); /* *stream untouched */
    *stream = stm;
    return ACL_SUCCESS;
}

ACL_FUNC_VISIBILITY aclError aclrtDestroyStream(aclrtStream stream)
{
    REQUIRE_NOT_NULL(stream, "STREAM003");
    REQUIRE_RT_OK(rtStreamDestroy(stream), "STREAM004");
    return ACL_SUCCESS;
}

/* STREAM005, STREAM006: no NULL check; every runtime code is returned, the
 * ones the product only logs as "success" (end of sequence, overflow ...) too. */
ACL_FUNC_VISIBILITY aclError aclrtSynchronizeStream(aclrtStream stream)
{
    REQUIRE_RT_OK(rtStreamSynchronize(stream), "STREAM005");
    return ACL_SUCCESS;
}
