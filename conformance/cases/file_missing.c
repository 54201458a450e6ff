/* FILE001: a path that does not exist fails realpath: ACL_ERROR_INVALID_FILE
 * (acl_rt_impl_base.cpp GetStrFromConfigPath; test ErrorManagerTest xxxx.json).
 * The code is the ACL layer's own, never the graph engine's 500002: the path
 * is checked before any lower layer is called (INIT002). */
#include "helpers/init.h"

ACLCTS_TEST(FILE001, MissingFileReturnsInvalidFile, "FILE001 API001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "xxxx.json")), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE001");
}

ACLCTS_TEST(FILE001, MissingParentDirectoryReturnsInvalidFile, "FILE001", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "no/such/dir/a.json")), ACL_ERROR_INVALID_FILE);
}

/* Nothing of the pipeline runs: the read is the first step. */
ACLCTS_TEST(FILE001, MissingFileRunsNoStep, "FILE001 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    init_expect_trace(t, "FILE001", aclcts_path(t, "xxxx.json"), ACL_ERROR_INVALID_FILE, "");
}
