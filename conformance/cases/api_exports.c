/* API002: the lifecycle functions are exported with C linkage under the
 * product's names (include/external/acl/acl_rt.h), the callback
 * unregistration functions with a capital R: aclInitCallbackUnRegister. The
 * runner resolves t->acl by those names (ACLCTS_EXPORTS says which the target
 * has; the others are stand-ins that skip). Each case also calls the symbol once in a way whose answer is
 * fixed, so a wrong function under the right name fails too. The ipv350
 * profile needs only aclInit, aclFinalize and aclGetRecentErrMsg. */
#include "init_common.h"

#define CHECK_EXPORTED(t, member) \
    CHECK_TRUE_FOR(t, "API002", ACLCTS_EXPORTS(t, member), "the target does not export " #member)

ACLCTS_TEST(API002, ExportsAclInit, "API002", ACLCTS_BOTH)
{
    CHECK_EXPORTED(t, aclInit);
    if (ACLCTS_EXPORTS(t, aclInit))
        CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
}

ACLCTS_TEST(API002, ExportsAclFinalize, "API002", ACLCTS_BOTH)
{
    CHECK_EXPORTED(t, aclFinalize);
    if (ACLCTS_EXPORTS(t, aclFinalize))
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(API002, ExportsAclGetRecentErrMsg, "API002", ACLCTS_BOTH)
{
    CHECK_EXPORTED(t, aclGetRecentErrMsg);
}

ACLCTS_TEST(API002, ExportsAclFinalizeReference, "API002", ACLCTS_PRODUCT)
{
    CHECK_EXPORTED(t, aclFinalizeReference);
    if (ACLCTS_EXPORTS(t, aclFinalizeReference))
        CHECK_CODE(t, t->acl->aclFinalizeReference(NULL), ACL_ERROR_REPEAT_FINALIZE);
}

ACLCTS_TEST(API002, ExportsAclInitCallbackRegister, "API002", ACLCTS_PRODUCT)
{
    CHECK_EXPORTED(t, aclInitCallbackRegister);
    if (ACLCTS_EXPORTS(t, aclInitCallbackRegister))
        CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, NULL, NULL),
                   ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(API002, ExportsAclInitCallbackUnRegister, "API002", ACLCTS_PRODUCT)
{
    CHECK_EXPORTED(t, aclInitCallbackUnRegister);
    if (ACLCTS_EXPORTS(t, aclInitCallbackUnRegister))
        CHECK_CODE(t, t->acl->aclInitCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb),
                   ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(API002, ExportsAclFinalizeCallbackRegister, "API002", ACLCTS_PRODUCT)
{
    CHECK_EXPORTED(t, aclFinalizeCallbackRegister);
    if (ACLCTS_EXPORTS(t, aclFinalizeCallbackRegister))
        CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, NULL, NULL),
                   ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(API002, ExportsAclFinalizeCallbackUnRegister, "API002", ACLCTS_PRODUCT)
{
    CHECK_EXPORTED(t, aclFinalizeCallbackUnRegister);
    if (ACLCTS_EXPORTS(t, aclFinalizeCallbackUnRegister))
        CHECK_CODE(t, t->acl->aclFinalizeCallbackUnRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb),
                   ACL_ERROR_INTERNAL_ERROR);
}
