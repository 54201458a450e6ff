/* IPV001 (ipv350 profile): aclInit while initialised returns 0 (not 100002)
 * and adds one reference; its argument is not looked at. */
#include "aclcts/case.h"

ACLCTS_TEST(IPV001, RepeatInitReturnsSuccess, "IPV001", ACLCTS_IPV350)
{
    for (int i = 0; i < 3; i++) CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(IPV001, RepeatInitIgnoresItsArgument, "IPV001 IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "bad.json", "{\"a\":")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
}

ACLCTS_TEST(IPV001, RepeatInitMakesNoSouthboundCall, "IPV001", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}
