/* SOC002: rtGetSocVersion is probed once per process; the cached name
 * survives finalize and re-init (acl_rt_impl_base.cpp aclSocVersion). */
#include "aclcts/case.h"

ACLCTS_TEST(SOC002, SocProbedOnceAcrossThreeCycles, "SOC002 INIT008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    for (int i = 0; i < 3; ++i) {
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    }
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 1);
}

/* A SoC change after the first probe is not seen: no second probe. */
ACLCTS_TEST(SOC002, LaterSocChangeIsNotProbed, "SOC002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclcts_use_soc(t, "Ascend310P3");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}
