/* aclInit allocates 256 MiB blocks and touches every page of each, keeping
 * them all, up to 4 GiB (a port whose init caches grow without bound): the
 * runner must stop the test at the per-test memory limit and name it, the
 * machine must never hold more, and the run's other tests must not notice. */
#include <stdlib.h>
#include <string.h>

#include "acl/acl_rt.h"

#define RUNAWAY_BLOCK (256u * 1024u * 1024u)
#define RUNAWAY_BLOCKS 16 /* 4 GiB: twice the default limit */

static char *g_kept[RUNAWAY_BLOCKS]; /* kept, so that no allocation can be left out */

aclError aclInit(const char *configPath)
{
    (void)configPath;
    for (int i = 0; i < RUNAWAY_BLOCKS; i++) {
        g_kept[i] = malloc(RUNAWAY_BLOCK);
        if (g_kept[i] == NULL) return ACL_ERROR_BAD_ALLOC;
        memset(g_kept[i], 1 + i, RUNAWAY_BLOCK);
    }
    return ACL_SUCCESS;
}
