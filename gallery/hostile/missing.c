/* Exports only aclInit and aclFinalize: the runner must report the six
 * missing lifecycle symbols rather than crash on a null function pointer. */
#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}

aclError aclFinalize(void) { return 0; }
