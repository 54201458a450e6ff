/* API002: the lifecycle functions are exported with C linkage under the
 * product's names (include/external/acl/acl_rt.h), the callback
 * unregistration functions with a capital R: aclInitCallbackUnRegister. The
 * runner resolves t->acl by those names (ACLCTS_EXPORTS says which the target
 * has; the others are stand-ins that skip). Each case also calls the symbol once in a way whose answer is
 * fixed, so a wrong function under the right name fails too. The ipv350
 * profile needs only aclInit, aclFinalize and aclGetRecentErrMsg. */
#include "aclcts/case.h"

#define CHECK_EXPORTED(t, member) \
    CHECK_TRUE_FOR(t, "API002", ACLCTS_EXPORTS(t, member), "the target does not export " #member)

/* One exported function: it is there, and when it is, `call` (a call of it
 * whose answer is fixed) returns `code`. */
#define EXPORT_CASE(NAME, FN, FLAGS, call, code)                          \
    ACLCTS_TEST(API002, NAME, "API002", FLAGS)                            \
    {                                                                     \
        CHECK_EXPORTED(t, FN);                                            \
        if (ACLCTS_EXPORTS(t, FN)) CHECK_CODE_TEXT(t, #call, call, code); \
    }

EXPORT_CASE(ExportsAclInit, aclInit, ACLCTS_BOTH, t->acl->aclInit(NULL), ACL_SUCCESS)
EXPORT_CASE(ExportsAclFinalize, aclFinalize, ACLCTS_BOTH, t->acl->aclFinalize(), ACL_SUCCESS)

ACLCTS_TEST(API002, ExportsAclGetRecentErrMsg, "API002", ACLCTS_BOTH) { CHECK_EXPORTED(t, aclGetRecentErrMsg); }

EXPORT_CASE(ExportsAclFinalizeReference, aclFinalizeReference, ACLCTS_PRODUCT, t->acl->aclFinalizeReference(NULL),
            ACL_ERROR_REPEAT_FINALIZE)
EXPORT_CASE(ExportsAclInitCallbackRegister, aclInitCallbackRegister, ACLCTS_PRODUCT,
            t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, NULL, NULL), ACL_ERROR_INVALID_PARAM)
EXPORT_CASE(ExportsAclInitCallbackUnRegister, aclInitCallbackUnRegister, ACLCTS_PRODUCT,
            t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb), ACL_ERROR_INTERNAL_ERROR)
EXPORT_CASE(ExportsAclFinalizeCallbackRegister, aclFinalizeCallbackRegister, ACLCTS_PRODUCT,
            t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, NULL, NULL), ACL_ERROR_INVALID_PARAM)
EXPORT_CASE(ExportsAclFinalizeCallbackUnRegister, aclFinalizeCallbackUnRegister, ACLCTS_PRODUCT,
            t->acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb), ACL_ERROR_INTERNAL_ERROR)
