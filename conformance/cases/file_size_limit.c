/* FILE005: a file larger than 10485760 bytes fails the size check with
 * ACL_ERROR_INVALID_FILE, never ACL_ERROR_INVALID_FILE_SIZE; exactly 10485760
 * bytes passes it (json_parser.cpp IsValidFileName). */
#include "helpers/configs.h"
#include "helpers/init.h"

ACLCTS_TEST(FILE005, ExactlyTenMiBPasses, "FILE005", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    const char *path = config_file_of_size(t, "big.json", "{}", CONFIG_SIZE_LIMIT);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_SUCCESS);
    init_expect_count_one(t, "FILE005");
}

ACLCTS_TEST(FILE005, TenMiBPlusOneReturnsInvalidFile, "FILE005 API005", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    const char *path = config_file_sparse(t, "big.json", "{}", CONFIG_SIZE_LIMIT + 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE005");
}

/* Oversize is rejected before anything reaches a lower layer. */
ACLCTS_TEST(FILE005, OversizeFileRunsNoStep, "FILE005 INIT002", ACLCTS_PRODUCT | ACLCTS_SLOW | ACLCTS_TRACE)
{
    const char *path = config_file_sparse(t, "big.json", "{}", CONFIG_SIZE_LIMIT + 1);
    init_expect_trace(t, "FILE005", path, ACL_ERROR_INVALID_FILE, "");
}
