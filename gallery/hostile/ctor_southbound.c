/* A constructor that calls the southbound (rtGetSocVersion, bound to the spy
 * when the runner loaded it): the spy's trace would carry the call into a
 * shared load, so each test gets a fresh process (the fork server's check,
 * harness/runner/forkserver.c). Weak: the library loads without a runtime. */
#include <stdint.h>

#include "acl/acl_rt.h"

extern int rtGetSocVersion(char *version, const uint32_t maxLen) __attribute__((weak));

__attribute__((constructor)) static void call_southbound_on_load(void)
{
    char soc[64];
    if (rtGetSocVersion != NULL) (void)rtGetSocVersion(soc, sizeof soc);
}

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
