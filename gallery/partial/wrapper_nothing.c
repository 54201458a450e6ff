/* A lazy wrapper: each lifecycle function looks for the real library on its
 * first call (dlopen by name, as wrappers for optional accelerator runtimes
 * do) and forwards to it; here none is installed, so every call answers
 * ACL_ERROR_INTERNAL_ERROR (500000) and aclGetRecentErrMsg says why. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

#include "acl/acl_rt.h"

#define REAL_LIBRARY "libascendcl-real-not-installed.so"

static pthread_once_t g_once = PTHREAD_ONCE_INIT;
static void *g_real;

static void find_real(void) { g_real = dlopen(REAL_LIBRARY, RTLD_NOW | RTLD_LOCAL); }

/* The real library's function, or NULL. */
static void *real(const char *name)
{
    pthread_once(&g_once, find_real);
    return g_real != NULL ? dlsym(g_real, name) : NULL;
}

#define WRAP(NAME, PARAMS, ARGS)                        \
    aclError NAME PARAMS                                \
    {                                                   \
        aclError(*fn) PARAMS;                           \
        void *p = real(#NAME);                          \
        if (p == NULL) return ACL_ERROR_INTERNAL_ERROR; \
        memcpy(&fn, &p, sizeof fn);                     \
        return fn ARGS;                                 \
    }

WRAP(aclInit, (const char *configPath), (configPath))
WRAP(aclFinalize, (void), ())
WRAP(aclFinalizeReference, (uint64_t * refCount), (refCount))
WRAP(aclInitCallbackRegister, (aclRegisterCallbackType type, aclInitCallbackFunc cbFunc, void *userData),
     (type, cbFunc, userData))
WRAP(aclInitCallbackUnRegister, (aclRegisterCallbackType type, aclInitCallbackFunc cbFunc), (type, cbFunc))
WRAP(aclFinalizeCallbackRegister, (aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc, void *userData),
     (type, cbFunc, userData))
WRAP(aclFinalizeCallbackUnRegister, (aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc), (type, cbFunc))

const char *aclGetRecentErrMsg(void)
{
    const char *(*fn)(void);
    void *p = real("aclGetRecentErrMsg");
    if (p == NULL) return "cannot find " REAL_LIBRARY;
    memcpy(&fn, &p, sizeof fn);
    return fn();
}
