/* aclInit ends the process with _exit(0) before any result is reported: the
 * runner must not take a clean exit status for a pass. */
#include <unistd.h>

#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    _exit(0);
}
