/* IPV007 (ipv350 profile): aclGetRecentErrMsg is available (the C layer
 * defines it although the docs call it unsupported) and returns NULL while
 * nothing was reported; under ipv350 an unopenable path or an empty file is
 * not an error (IPV005), so it reports nothing either. */
#include "aclcts/case.h"

ACLCTS_TEST(IPV007, NothingReportedInANewProcess, "IPV007 API002", ACLCTS_IPV350)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}

ACLCTS_TEST(IPV007, NothingReportedAfterSuccessfulCalls, "IPV007 IPV005 IPV002", ACLCTS_IPV350)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "empty.json", "")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
    for (int i = 0; i < 4; i++) CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), NULL);
}
