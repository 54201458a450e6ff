/* FILE003: a directory is not a regular file -> ACL_ERROR_INVALID_FILE. The
 * product opens it and reads empty content first, so when a different,
 * non-empty config was saved earlier the first-config rule answers first
 * with ACL_ERROR_INVALID_PARAM (json_parser.cpp IsValidFileName; REP001). */
#include "helpers/init.h"

ACLCTS_TEST(FILE003, DirectoryReturnsInvalidFile, "FILE003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(t->workdir), ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE003");
}

ACLCTS_TEST(FILE003, DirectoryWithTrailingSlashReturnsInvalidFile, "FILE003", ACLCTS_PRODUCT)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "")), ACL_ERROR_INVALID_FILE);
}

/* The saved config is empty (NULL): the directory's empty read matches it,
 * then the type check fails. */
ACLCTS_TEST(FILE003, DirectoryAfterNullConfigReturnsInvalidFile, "FILE003 FILE009", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(t->workdir), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(FILE003, DirectoryAfterNonEmptyConfigReturnsInvalidParam, "FILE003 FILE009 REP001", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(aclcts_file(t, "a.json", "{}")), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(t->workdir), ACL_ERROR_INVALID_PARAM);
}
