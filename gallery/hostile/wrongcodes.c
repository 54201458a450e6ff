/* Well-behaved but non-conforming: aclInit always succeeds (even repeated or
 * with a missing or malformed file) and, with hostile_rest.c, every other
 * function answers success too. Nothing crashes or hangs; the conformance
 * cases must report failures against it, proving they can fail. */
#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
