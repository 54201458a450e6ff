/* aclInit dies of SIGSEGV: the runner must report a crash naming the signal
 * and go on with the next test. */
#include "acl/acl_rt.h"

/* volatile: the compiler cannot see the address is null, so this is a real
 * store that faults, not a trap instruction (which would be SIGILL). */
static int *volatile g_nowhere;

aclError aclInit(const char *configPath)
{
    (void)configPath;
    *g_nowhere = 1;
    return 0;
}
