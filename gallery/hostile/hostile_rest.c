/* The seven lifecycle functions other than aclInit, answering success and
 * doing nothing. Linked into every hostile library whose misbehaviour lives in
 * aclInit (or in a constructor), so each exports all eight acl* symbols. */
#include "acl/acl_rt.h"

aclError aclFinalize(void) { return 0; }

aclError aclFinalizeReference(uint64_t *refCount)
{
    if (refCount != NULL) {
        *refCount = 0;
    }
    return 0;
}

const char *aclGetRecentErrMsg(void) { return NULL; }

aclError aclInitCallbackRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc, void *userData)
{
    (void)type;
    (void)cbFunc;
    (void)userData;
    return 0;
}

aclError aclInitCallbackUnRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc)
{
    (void)type;
    (void)cbFunc;
    return 0;
}

aclError aclFinalizeCallbackRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc, void *userData)
{
    (void)type;
    (void)cbFunc;
    (void)userData;
    return 0;
}

aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc)
{
    (void)type;
    (void)cbFunc;
    return 0;
}
