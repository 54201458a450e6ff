/* HAZ013: aclsysGetVersionNum of a version whose number leaves int range
 * returns instead of ending the process: the product computes it in int with
 * trapping overflow (__mulvsi3, -ftrapv), so 215.0.0 (215 x 10000000) or a
 * patch of 2147483647 (x 1000) aborts the calling process. */
#include "aclcts/case.h"
#include "helpers/pkg.h"

static void expect_returns(aclcts_t *t, const char *text)
{
    pkg_version(t, "runtime", text);
    char name[] = "runtime";
    int32_t got = 0;
    aclError ret = t->acl->aclsysGetVersionNum(name, &got);
    CHECK_TRUE(t, ret == ACL_SUCCESS || ret == ACL_ERROR_INTERNAL_ERROR, "version \"%s\": returned %d", text, ret);
}

ACLCTS_TEST(HAZ013, NumberPastIntRangeReturns, "HAZ013 QUERY018", ACLCTS_PRODUCT)
{
    pkg_home(t);
    expect_returns(t, "215.0.0");
    expect_returns(t, "0.0.2147483647");
}
