/* A library generated in "stub mode": every lifecycle function exists and
 * answers ACL_ERROR_COMPILING_STUB_MODE (100039); aclGetRecentErrMsg has
 * nothing to say. */
#include "acl/acl_rt.h"

aclError aclInit(const char *configPath)
{
    (void)configPath;
    return ACL_ERROR_COMPILING_STUB_MODE;
}

aclError aclFinalize(void) { return ACL_ERROR_COMPILING_STUB_MODE; }

aclError aclFinalizeReference(uint64_t *refCount)
{
    (void)refCount;
    return ACL_ERROR_COMPILING_STUB_MODE;
}

const char *aclGetRecentErrMsg(void) { return NULL; }

aclError aclInitCallbackRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc, void *userData)
{
    (void)type;
    (void)cbFunc;
    (void)userData;
    return ACL_ERROR_COMPILING_STUB_MODE;
}

aclError aclInitCallbackUnRegister(aclRegisterCallbackType type, aclInitCallbackFunc cbFunc)
{
    (void)type;
    (void)cbFunc;
    return ACL_ERROR_COMPILING_STUB_MODE;
}

aclError aclFinalizeCallbackRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc, void *userData)
{
    (void)type;
    (void)cbFunc;
    (void)userData;
    return ACL_ERROR_COMPILING_STUB_MODE;
}

aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType type, aclFinalizeCallbackFunc cbFunc)
{
    (void)type;
    (void)cbFunc;
    return ACL_ERROR_COMPILING_STUB_MODE;
}
