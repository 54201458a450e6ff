/* A target whose output is markup: aclInit prints a script element on both
 * streams and every function answers 0, so tests fail and the output lands
 * in the failure messages. report.html must show it escaped, never live.
 * aclInit also leaks a block, which memcheck must report under --valgrind,
 * and aclFinalize calls a function nothing provides: the dynamic linker ends
 * the child ("symbol lookup error") and the runner must name the symbol. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#include "acl/acl_rt.h"

#define INJECTED "<script>alert(1)</script>"
#define LEAK_BYTES 64 /* lost on purpose: memcheck must fail the test under --valgrind */

static void *volatile g_sink;

aclError aclInit(const char *configPath)
{
    (void)configPath;
    g_sink = malloc(LEAK_BYTES);
    g_sink = NULL;
    printf("%s\n", INJECTED);
    fprintf(stderr, "%s & \"quotes\" 'and' </pre></td>\n", INJECTED);
    fflush(stdout);
    return 0;
}

/* Resolved lazily, at the first call: the library still loads. */
void aclcts_test_unprovided(void);

aclError aclFinalize(void)
{
    printf("%s\n", INJECTED);
    fflush(stdout);
    aclcts_test_unprovided();
    return 0;
}
aclError aclFinalizeReference(uint64_t *refCount)
{
    if (refCount) *refCount = 0;
    return 0;
}
const char *aclGetRecentErrMsg(void) { return INJECTED; }
aclError aclInitCallbackRegister(aclRegisterCallbackType t, aclInitCallbackFunc f, void *u)
{
    (void)t;
    (void)f;
    (void)u;
    return 0;
}
aclError aclInitCallbackUnRegister(aclRegisterCallbackType t, aclInitCallbackFunc f)
{
    (void)t;
    (void)f;
    return 0;
}
aclError aclFinalizeCallbackRegister(aclRegisterCallbackType t, aclFinalizeCallbackFunc f, void *u)
{
    (void)t;
    (void)f;
    (void)u;
    return 0;
}
aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType t, aclFinalizeCallbackFunc f)
{
    (void)t;
    (void)f;
    return 0;
}
