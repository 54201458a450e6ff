/* FILE006: a regular file without read permission resolves but cannot be
 * opened -> ACL_ERROR_INVALID_FILE; a directory without search permission on
 * the way hides the file the same way (helpers/privilege.h: as root, the call
 * is made as an unprivileged user). */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/errmsg.h"
#include "helpers/init.h"
#include "helpers/privilege.h"

ACLCTS_TEST(FILE006, UnreadableFileReturnsInvalidFile, "FILE006", ACLCTS_PRODUCT)
{
    const char *readable = aclcts_file(t, "readable.json", "{}");
    const char *path = aclcts_file(t, "secret.json", "{}");
    CHECK_INT(t, chmod(path, 0), 0);
    privilege_drop(t, readable);
    aclError got = t->acl->aclInit(path);
    privilege_restore();
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
    init_expect_count_zero(t, "FILE006");
}

/* ERRMSG030: the report names the path as given and the reason "file open
 * failed" (acl_rt_impl_base.cpp GetStrFromConfigPath), never the file's type:
 * aclInit stops at that read, so no report of the file's kind (EH0004)
 * follows. */
ACLCTS_TEST(ERRMSG030, UnreadableFileReportsFileOpenFailed, "ERRMSG030 ERRMSG004 FILE006", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    const char *readable = aclcts_file(t, "readable.json", "{}");
    const char *path = aclcts_file(t, "secret.json", "{}");
    CHECK_INT(t, chmod(path, 0), 0);
    privilege_drop(t, readable);
    aclError got = t->acl->aclInit(path);
    const char *msg = t->acl->aclGetRecentErrMsg();
    privilege_restore();
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
    errmsg_expect_report(t, "ERRMSG030", msg, ERRMSG_REPORT_PATH, path, "file open failed");
    CHECK_TRUE(t, msg == NULL || strstr(msg, ERRMSG_REPORT_FILE) == NULL, "a report of the file's kind follows: \"%s\"",
               msg);
}

ACLCTS_TEST(FILE006, UnsearchableParentReturnsInvalidFile, "FILE006 FILE002", ACLCTS_PRODUCT)
{
    const char *readable = aclcts_file(t, "readable.json", "{}");
    const char *dir = aclcts_path(t, "locked");
    CHECK_INT(t, mkdir(dir, 0700), 0);
    const char *path = aclcts_file(t, "locked/a.json", "{}");
    CHECK_INT(t, chmod(dir, 0), 0);
    privilege_drop(t, readable);
    aclError got = t->acl->aclInit(path);
    privilege_restore();
    chmod(dir, 0700); /* let the runner remove the directory */
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
}
