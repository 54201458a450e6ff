/* IPV009 (ipv350 profile): the first aclInit runs the C layer's init hook on
 * its own lower layer: rtInit, GeInitialize, then GeDbgInit(path) for a legal
 * path (acl_rt.c InitHookFunc). */
#include "helpers/configs.h"
#include "helpers/ipv.h"

ACLCTS_TEST(IPV009, InitWithAConfigCallsRtGeAndGeDbgInOrder, "IPV009 IPV011", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_with(t, "IPV009", config_braces_file(t));
}

ACLCTS_TEST(IPV009, InitWithoutAConfigCallsRtAndGe, "IPV009", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    ipv_expect_init_without(t, "IPV009", NULL);
}

/* Each real init (after a balanced finalize) runs the whole hook again. */
ACLCTS_TEST(IPV009, EveryRealInitRunsTheHook, "IPV009 IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = config_braces_file(t);
    ipv_expect_init_with(t, "IPV009", path);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    ipv_expect_init_with(t, "IPV009", path);
}
