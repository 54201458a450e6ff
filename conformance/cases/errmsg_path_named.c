/* ERRMSG011 (IMPL): the EH0003 message of a config path that cannot be
 * resolved names the path exactly as given: the product reports configPath
 * itself ("Path %s is invalid. Reason: %s."), since realpath failed. */
#define _POSIX_C_SOURCE 200809L /* chdir */
#include <string.h>
#include <unistd.h>

#include "aclcts/case.h"

static void expect_named(aclcts_t *t, const char *path)
{
    CHECK_CODE_FOR(t, "ERRMSG011", t->acl->aclInit(path), ACL_ERROR_INVALID_FILE);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE_FOR(t, "ERRMSG011", msg != NULL && strstr(msg, "EH0003") && strstr(msg, path),
                   "expected EH0003 naming \"%s\", got: %s", path, msg ? msg : "(null)");
}

ACLCTS_TEST(ERRMSG011, MissingAbsolutePathIsNamed, "ERRMSG011 ERRMSG004 FILE001", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    expect_named(t, aclcts_path(t, "absent-config.json"));
}

/* A relative path with a ".." component comes back unresolved. */
ACLCTS_TEST(ERRMSG011, RelativePathIsNamedAsGiven, "ERRMSG011 ERRMSG004 INIT011", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    if (chdir(t->workdir) != 0) SKIP(t, "cannot enter the case directory");
    expect_named(t, "./no-such-dir/../absent-config.json");
}
