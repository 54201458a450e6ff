/* FILE004: /dev/null resolves and opens, reads as empty content, and then
 * fails the regular-file check -> ACL_ERROR_INVALID_FILE. */
#include "helpers/init.h"

ACLCTS_TEST(FILE004, DevNullReturnsInvalidFile, "FILE004", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit("/dev/null"), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE004");
}

/* The empty content differs from a saved non-empty config: the first-config
 * compare (100000) comes before the type check. */
ACLCTS_TEST(FILE004, DevNullAfterNonEmptyConfigReturnsInvalidParam, "FILE004 FILE009", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit("/dev/null"), ACL_ERROR_INVALID_PARAM);
}
