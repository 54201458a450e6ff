/* The build stub framework projects ship for CI: only aclInit and aclFinalize,
 * both answering 0, nothing else exported. */
#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return ACL_SUCCESS;
}

aclError aclFinalize(void) { return ACL_SUCCESS; }
