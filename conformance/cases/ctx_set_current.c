/* CTX012, CTX022: aclrtSetCurrentContext switches the thread's current
 * context to any live one, and the thread's device with it (api_impl.cc
 * ApiImpl::ContextSetCurrent: SetCurCtx, SetCurRef(nullptr);
 * api_error.cc ApiErrorDecorator::ContextSetCurrent): back to an earlier
 * created context, to the one already current (CTX012), and to a device's
 * primary context, which aclrtSetDevice made current (CTX022). Codes and
 * handles only: these run without the spy. */
#include "setdev_common.h"

ACLCTS_TEST(CTX012, SetCurrentSwitchesBack, "CTX012", ACLCTS_BOTH)
{
    SETDEV_NEED(t);
    aclrtContext a = setdev_context(t, "CTX012", 2);
    aclrtContext b = setdev_context(t, "CTX012", 5);
    CHECK_TRUE(t, setdev_current(t) == b, "b is not current");
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    setdev_expect_current(t, "CTX012", a, 2);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(b), ACL_SUCCESS);
    CHECK_INT(t, setdev_device(t), 5);
}

ACLCTS_TEST(CTX012, SetCurrentOfTheCurrentContext, "CTX012", ACLCTS_BOTH)
{
    SETDEV_NEED(t);
    aclrtContext a = setdev_context(t, "CTX012", 0);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_TRUE(t, setdev_current(t) == a, "a is not current");
}

ACLCTS_TEST(CTX022, PrimaryContextCanBeSetAgain, "CTX022 CTX012", ACLCTS_BOTH)
{
    SETDEV_NEED(t);
    setdev_set(t, "CTX022", 0);
    aclrtContext p = setdev_current(t);
    (void)setdev_context(t, "CTX022", 3);
    CHECK_INT(t, setdev_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(p), ACL_SUCCESS);
    setdev_expect_current(t, "CTX022", p, 0);
}
