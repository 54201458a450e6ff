/* HAZ001: aclInit(NULL) after a non-empty config and a finalize. The first-
 * config rule rejects it; the product then builds its error report from the
 * NULL path and throws std::logic_error out of aclInit (acl.cpp +
 * error_manager.cc). The intended result is ACL_ERROR_INVALID_PARAM. */
#include "helpers/init.h"

ACLCTS_TEST(HAZ001, NullAfterNonEmptyConfigReturnsInvalidParam, "HAZ001", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_INVALID_PARAM);
    init_expect_count_zero(t, "HAZ001");
}
