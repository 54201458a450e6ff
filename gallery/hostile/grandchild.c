/* aclInit forks a grandchild that leaves the process group (setsid) and
 * sleeps 600 s holding the inherited descriptors, then aclInit succeeds: the
 * runner must finish the test without waiting for the grandchild or for EOF on
 * pipes it still holds open. */
#include <unistd.h>

#include "acl/acl_rt.h"

#define GRANDCHILD_SLEEP_S 600 /* far longer than any test deadline */

aclError aclInit(const char *configPath)
{
    (void)configPath;
    if (fork() == 0) {
        setsid();
        sleep(GRANDCHILD_SLEEP_S);
        _exit(0);
    }
    return 0;
}
