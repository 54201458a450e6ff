/* aclInit starts up to 4096 helper processes, each waiting forever, and fails
 * at the first fork that fails (a port that spawns a helper per device it
 * imagines, without bound): the runner must hold the test to its process
 * limit, name it, and leave the run's other tests (and the machine's process
 * table) alone. */
#include <sys/types.h>
#include <unistd.h>

#include "acl/acl_rt.h"

#define HELPERS_MAX 4096 /* far past the default limit, well inside a machine's pid space */

aclError aclInit(const char *configPath)
{
    (void)configPath;
    for (int i = 0; i < HELPERS_MAX; i++) {
        pid_t pid = fork();
        if (pid == 0)
            for (;;) pause(); /* the helper: the runner's kill of the test's process group ends it */
        if (pid < 0) return ACL_ERROR_FAILURE;
    }
    return ACL_SUCCESS;
}
