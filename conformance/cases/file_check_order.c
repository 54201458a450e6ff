/* FILE009: the file checks run in the product's order: read / realpath
 * (100003) -> first-config compare (100000) -> regular file and size
 * (100003) -> depth (100006) -> parse (100006) -> keys. Each test builds a
 * file that fails two checks and expects the earlier one's code. */
#include "helpers/configs.h"
#include "helpers/init.h"

/* Oversize and different from the saved empty config: the compare wins. */
ACLCTS_TEST(FILE009, FirstConfigCompareComesBeforeSizeCheck, "FILE009 FILE005 REP001", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    const char *path = config_file_sparse(t, "big.json", "{}", CONFIG_SIZE_LIMIT + 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
}

/* Oversize and eleven levels deep: the size check wins. */
ACLCTS_TEST(FILE009, SizeCheckComesBeforeDepthCheck, "FILE009 FILE005 JSON001", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    const char *path = config_file_sparse(t, "big.json", "{{{{{{{{{{{", CONFIG_SIZE_LIMIT + 1);
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
}

/* Too deep (valid JSON) with an invalid err_msg_mode: the depth check wins. */
INIT_CONFIG_CASE(FILE009, DepthCheckComesBeforeKeyChecks, "FILE009 JSON001 ERRMSG001",
                 "{\"err_msg_mode\":\"2\",\"s\":\"{{{{{{{{{{\"}", ACL_ERROR_PARSE_FILE)

/* Invalid JSON with an invalid err_msg_mode before the error: the parse wins. */
INIT_CONFIG_CASE(FILE009, ParseComesBeforeKeyChecks, "FILE009 JSON004 ERRMSG001", "{\"err_msg_mode\":\"2\",}",
                 ACL_ERROR_PARSE_FILE)

/* Invalid JSON, different from the saved config: the compare wins. */
ACLCTS_TEST(FILE009, FirstConfigCompareComesBeforeParse, "FILE009 REP001", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "b.json", "{{{{{{{{{{{{")), ACL_ERROR_INVALID_PARAM);
}

/* Missing file after a saved config: the read fails before any compare. */
ACLCTS_TEST(FILE009, ReadComesBeforeFirstConfigCompare, "FILE009 FILE001", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_ERROR_INVALID_FILE);
}
