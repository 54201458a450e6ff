/* A constructor that dies of SIGSEGV while the library is being loaded: the
 * runner must report a crash at dlopen, before any test body runs. aclInit
 * itself would succeed. */
#include "acl/acl_rt.h"

static int *volatile g_nowhere; /* see segv.c: a real faulting store */

__attribute__((constructor)) static void crash_on_load(void) { *g_nowhere = 1; }

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
