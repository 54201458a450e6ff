/* IPV002 (ipv350 profile): aclInit and aclFinalize pair up N:N. Only the
 * finalize that releases the last reference deinitialises; aclFinalize always
 * returns 0, also before any aclInit and beyond N, and such extra calls do
 * nothing. A real init of a non-empty config hands it to the lower layer and
 * the real deinit releases it, both visible in the southbound trace; nested
 * calls are not. */
#include "helpers/configs.h"

ACLCTS_TEST(IPV002, FinalizeBeforeInitReturnsSuccess, "IPV002", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(IPV002, FinalizeBeyondNReturnsSuccess, "IPV002", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 0; i < 4; i++) CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(IPV002, FinalizeBeforeInitDoesNothing, "IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

/* ...and leave no debt: after finalizes before any init, one init and its
 * finalize still deinitialise. */
ACLCTS_TEST(IPV002, FinalizesBeforeInitLeaveNoDebt, "IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = config_braces_file(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, aclcts_mark(t) > m, "the first aclFinalize after the init did not deinitialise");
}

ACLCTS_TEST(IPV002, OnlyTheNthFinalizeDeinitialises, "IPV002", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = config_braces_file(t);
    for (int i = 0; i < 3; i++) CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, aclcts_mark(t) > m, "the third aclFinalize after three inits did not deinitialise");
    m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

/* While a reference is left, the next aclInit is still a nested one. */
ACLCTS_TEST(IPV002, InitWithAReferenceLeftIsNested, "IPV002 IPV001", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(IPV002, InitAfterBalancedFinalizesIsARealInit, "IPV002 IPV003", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *path = config_braces_file(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRUE(t, aclcts_mark(t) > m, "aclInit after a balanced aclFinalize did not initialise");
}
