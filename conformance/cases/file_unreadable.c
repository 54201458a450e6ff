/* FILE006: a regular file without read permission resolves but cannot be
 * opened -> ACL_ERROR_INVALID_FILE; a directory without search permission on
 * the way hides the file the same way. Root reads anything, so as root the
 * case drops its effective user id to an unprivileged one around the call
 * (the case is its own process) and skips only when that is impossible. */
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/errmsg.h"
#include "helpers/init.h"

#define UNPRIVILEGED_UID 65534 /* "nobody" */

/* Becomes an unprivileged user that can still reach the case's directory;
 * checks that a readable sibling file is readable, so a failure of the call
 * under test comes from the missing permission only. */
static void become_unprivileged(aclcts_t *t, const char *readable)
{
    if (geteuid() != 0) return;
    if (chmod(t->workdir, 0711) != 0 || seteuid(UNPRIVILEGED_UID) != 0)
        SKIP(t, "running as root and cannot drop privileges");
    if (access(readable, R_OK) != 0) {
        if (seteuid(0) != 0) { /* nothing more to do */
        }
        SKIP(t, "an unprivileged user cannot reach the case's directory");
    }
}

static void become_root_again(void)
{
    if (getuid() == 0 && seteuid(0) != 0) { /* stays unprivileged: harmless for the rest of the case */
    }
}

ACLCTS_TEST(FILE006, UnreadableFileReturnsInvalidFile, "FILE006", ACLCTS_PRODUCT)
{
    const char *readable = aclcts_file(t, "readable.json", "{}");
    const char *path = aclcts_file(t, "secret.json", "{}");
    CHECK_INT(t, chmod(path, 0), 0);
    become_unprivileged(t, readable);
    aclError got = t->acl->aclInit(path);
    become_root_again();
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
    become_unprivileged(t, readable);
    aclError got = t->acl->aclInit(path);
    const char *msg = t->acl->aclGetRecentErrMsg();
    become_root_again();
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
    become_unprivileged(t, readable);
    aclError got = t->acl->aclInit(path);
    become_root_again();
    chmod(dir, 0700); /* let the runner remove the directory */
    CHECK_CODE(t, got, ACL_ERROR_INVALID_FILE);
}
