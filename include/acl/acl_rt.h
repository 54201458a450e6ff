/* The eight process-lifecycle functions and the callback types, with the
 * product's names, values and signatures (API002, API003, API004;
 * include/external/acl/acl_rt.h). */
#ifndef ACL_RT_H_
#define ACL_RT_H_

#include "acl_base_rt.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum aclRegisterCallbackType {
    ACL_REG_TYPE_ACL_MODEL = 0,
    ACL_REG_TYPE_ACL_OP_EXECUTOR = 1,
    ACL_REG_TYPE_ACL_OP_CBLAS = 2,
    ACL_REG_TYPE_ACL_OP_COMPILER = 3,
    ACL_REG_TYPE_ACL_TDT_CHANNEL = 4,
    ACL_REG_TYPE_ACL_TDT_QUEUE = 5,
    ACL_REG_TYPE_ACL_DVPP = 6,
    ACL_REG_TYPE_ACL_RETR = 7,
    ACL_REG_TYPE_OTHER = 0xFFFF
} aclRegisterCallbackType;

typedef aclError (*aclInitCallbackFunc)(const char *configStr, size_t len, void *userData);
typedef aclError (*aclFinalizeCallbackFunc)(void *userData);

/* The product writes aclFinalize() and aclGetRecentErrMsg() with an empty
 * parameter list (C++ reads that as (void)); (void) says the same in C, and
 * every call written against the product's header compiles unchanged. */
ACL_FUNC_VISIBILITY aclError aclInit(const char *configPath);
ACL_FUNC_VISIBILITY aclError aclFinalize(void);
ACL_FUNC_VISIBILITY aclError aclFinalizeReference(uint64_t *refCount);
ACL_FUNC_VISIBILITY const char *aclGetRecentErrMsg(void);
ACL_FUNC_VISIBILITY aclError aclInitCallbackRegister(aclRegisterCallbackType type,
                                                     aclInitCallbackFunc cbFunc, void *userData);
ACL_FUNC_VISIBILITY aclError aclInitCallbackUnRegister(aclRegisterCallbackType type,
                                                       aclInitCallbackFunc cbFunc);
ACL_FUNC_VISIBILITY aclError aclFinalizeCallbackRegister(aclRegisterCallbackType type,
                                                         aclFinalizeCallbackFunc cbFunc, void *userData);
ACL_FUNC_VISIBILITY aclError aclFinalizeCallbackUnRegister(aclRegisterCallbackType type,
                                                           aclFinalizeCallbackFunc cbFunc);

#ifdef __cplusplus
}
#endif

#endif /* ACL_RT_H_ */
