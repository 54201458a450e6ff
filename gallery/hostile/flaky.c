/* aclInit answers the right code on every other call of a process family and
 * success on the others, as a port with a race would: each call appends one
 * byte to a counter file named for the process that forks the tests (the
 * runner's worker), so consecutive runs of one test alternate. The runner's
 * --repeat must call the test flaky, with how often each outcome came. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    char path[256];
    const char *tmp = getenv("TMPDIR");
    snprintf(path, sizeof path, "%s/aclcts-flaky-%ld", tmp && *tmp ? tmp : "/tmp", (long)getppid());
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
    struct stat st;
    long calls = fd >= 0 && write(fd, "x", 1) == 1 && fstat(fd, &st) == 0 ? (long)st.st_size : 0;
    if (fd >= 0) close(fd);
    struct stat cfg;
    if (calls % 2 == 1 && (configPath == NULL || stat(configPath, &cfg) != 0))
        return configPath == NULL ? ACL_SUCCESS : ACL_ERROR_INVALID_FILE;
    return ACL_SUCCESS;
}
