/* CTX012, CTX022: aclrtSetCurrentContext switches the thread's current
 * context to any live one, and the thread's device with it (api_impl.cc
 * ApiImpl::ContextSetCurrent: SetCurCtx, SetCurRef(nullptr);
 * api_error.cc ApiErrorDecorator::ContextSetCurrent): back to an earlier
 * created context, to the one already current (CTX012), and to a device's
 * primary context, which aclrtSetDevice made current (CTX022). Codes and
 * handles only: these run without the spy. */
#include "helpers/chain.h"

ACLCTS_TEST(CTX012, SetCurrentSwitchesBack, "CTX012", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext a = chain_create_context(t, "CTX012", 2);
    aclrtContext b = chain_create_context(t, "CTX012", 5);
    CHECK_TRUE(t, chain_current_context(t) == b, "b is not current");
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    chain_expect_current(t, "CTX012", a, 2);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(b), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 5);
}

ACLCTS_TEST(CTX012, SetCurrentOfTheCurrentContext, "CTX012", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext a = chain_create_context(t, "CTX012", 0);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_TRUE(t, chain_current_context(t) == a, "a is not current");
}

ACLCTS_TEST(CTX022, PrimaryContextCanBeSetAgain, "CTX022 CTX012", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX022", 0);
    aclrtContext p = chain_current_context(t);
    (void)chain_create_context(t, "CTX022", 3);
    CHECK_INT(t, chain_current_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(p), ACL_SUCCESS);
    chain_expect_current(t, "CTX022", p, 0);
}
