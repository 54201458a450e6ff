/* aclInit busy-loops forever, burning CPU: the runner must report a timeout
 * even though the child never sleeps. */
#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    volatile unsigned long turns = 0; /* volatile: the loop is not removed */
    for (;;) {
        ++turns;
    }
}
