/* IPV005 (ipv350 profile): a config path that cannot be opened, or names an
 * empty file, is not an error: aclInit skips the config and returns 0. */
#include "helpers/configs.h"

ACLCTS_TEST(IPV005, UnopenableRelativePathIsNotAnError, "IPV005", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit("aclcts-no-such-config-123"), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(IPV005, MissingAbsolutePathIsNotAnError, "IPV005", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(IPV005, EmptyFileIsNotAnError, "IPV005", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "empty.json", "")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(IPV005, NullAndEmptyStringAreNotErrors, "IPV005", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

/* A missing file after a real config in an earlier pair is still fine. */
ACLCTS_TEST(IPV005, MissingPathAfterAnEarlierConfigIsNotAnError, "IPV005 IPV003", ACLCTS_IPV350)
{
    CHECK_CODE(t, t->acl->aclInit(config_braces_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_path(t, "missing.json")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}
