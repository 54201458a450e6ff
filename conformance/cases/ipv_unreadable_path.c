/* IPV011 (ipv350 profile): a regular file the process cannot open is not a
 * legal path (acl_rt.c PathIsLegal: mmOpenFile fails), so it is not handed
 * to GeDbgInit, and init succeeds all the same. Root opens anything, so as
 * root the case drops its effective user id around the call (the case is
 * its own process) and skips only when that is impossible. */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "helpers/ipv.h"

#define UNPRIVILEGED_UID 65534 /* "nobody" */

ACLCTS_TEST(IPV011, UnreadableFileIsNotHandedOver, "IPV011 IPV005", ACLCTS_IPV350 | ACLCTS_TRACE)
{
    const char *readable = aclcts_file(t, "readable.json", "{\"dump\":{}}");
    const char *path = aclcts_file(t, "secret.json", "{\"dump\":{}}");
    CHECK_INT(t, chmod(path, 0), 0);
    int was_root = geteuid() == 0;
    if (was_root && (chmod(t->workdir, 0711) != 0 || seteuid(UNPRIVILEGED_UID) != 0))
        SKIP(t, "running as root and cannot drop privileges");
    /* AT_EACCESS: asked as the effective user, who makes the call */
    if (faccessat(AT_FDCWD, readable, R_OK, AT_EACCESS) != 0 || faccessat(AT_FDCWD, path, R_OK, AT_EACCESS) == 0) {
        if (was_root && seteuid(0) != 0) { /* stays unprivileged: harmless for the rest of the case */
        }
        SKIP(t, "this user cannot make a file it cannot read next to one it can");
    }
    ipv_expect_init_without(t, "IPV011", path);
    if (was_root && seteuid(0) != 0) { /* stays unprivileged: harmless for the rest of the case */
    }
}
