/* aclInit closes every descriptor from 0 to 1023, including the runner's
 * report pipe, then succeeds: the runner must notice the missing report and
 * not hang or report a pass. */
#include <unistd.h>

#include "acl/acl_rt.h"

#define HOSTILE_MAX_FD 1024 /* the default soft RLIMIT_NOFILE */

aclError aclInit(const char *configPath)
{
    (void)configPath;
    for (int fd = 0; fd < HOSTILE_MAX_FD; ++fd) {
        close(fd);
    }
    return 0;
}
