/* aclInit calls abort(): the runner must report a crash with SIGABRT. */
#include <stdlib.h>

#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    abort();
}
