/* Calls a file's permissions must refuse (privilege.h). */
#define _GNU_SOURCE /* seteuid */
#include "privilege.h"

#include <sys/stat.h>
#include <unistd.h>

#define UNPRIVILEGED_UID 65534 /* "nobody" */

void privilege_drop(aclcts_t *t, const char *readable)
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

void privilege_restore(void)
{
    if (getuid() == 0 && seteuid(0) != 0) { /* stays unprivileged: harmless for the rest of the case */
    }
}
