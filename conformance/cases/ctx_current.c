/* The thread's current context (CTX009-017, CTX019-022): created contexts
 * become current (api_impl.cc ApiImpl::ContextCreate -> ContextSetCurrent),
 * aclrtSetDevice makes the primary context current (ApiImpl::SetDevice
 * SetCurRef), the primary context cannot be destroyed and a destroyed
 * context cannot be set (ApiImpl::ContextDestroy, ApiErrorDecorator::
 * ContextSetCurrent). Codes and handles only: these run without the spy. */
#include "setdev_common.h"

#define SD_CREATED_IS_CURRENT(NAME, DEV)                                                     \
    ACLCTS_TEST(CTX009, NAME, "CTX009 CTX002", ACLCTS_BOTH)                                  \
    {                                                                                        \
        SD_NEED(t);                                                                          \
        aclrtContext c = sd_context(t, "CTX009", DEV);                                       \
        aclrtContext cur = NULL;                                                             \
        CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_SUCCESS);          \
        CHECK_TRUE(t, cur == c, "current %p, created %p", cur, c);                 \
        CHECK_INT(t, sd_device(t), DEV);                                           \
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);                \
    }
SD_CREATED_IS_CURRENT(CreatedOnDeviceZeroIsCurrent, 0)
SD_CREATED_IS_CURRENT(CreatedOnDeviceThreeIsCurrent, 3)
SD_CREATED_IS_CURRENT(CreatedOnDeviceSevenIsCurrent, 7)

ACLCTS_TEST(CTX009, CreateReplacesTheDevicesContext, "CTX009 CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX009", 0);
    aclrtContext primary = sd_current(t);
    aclrtContext c = sd_context(t, "CTX009", 1);
    CHECK_TRUE(t, sd_current(t) == c && c != primary, "the created context is not current");
    CHECK_INT(t, sd_device(t), 1);
}

ACLCTS_TEST(CTX010, SetDeviceMakesAPrimaryContextCurrent, "CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX010", 0);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no current context after aclrtSetDevice");
}

ACLCTS_TEST(CTX010, SameDeviceSamePrimaryContext, "CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX010", 2);
    aclrtContext a = sd_current(t);
    sd_set(t, "CTX010", 2);
    aclrtContext b = sd_current(t);
    CHECK_TRUE(t, a != NULL && a == b, "primary contexts %p and %p", a, b);
}

ACLCTS_TEST(CTX010, OtherDeviceOtherPrimaryContext, "CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX010", 0);
    aclrtContext a = sd_current(t);
    sd_set(t, "CTX010", 1);
    aclrtContext b = sd_current(t);
    CHECK_TRUE(t, a != NULL && b != NULL && a != b, "primary contexts %p and %p", a, b);
}

ACLCTS_TEST(CTX010, BackToTheFirstDeviceGivesItsPrimaryContext, "CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX010", 0);
    aclrtContext a = sd_current(t);
    sd_set(t, "CTX010", 1);
    sd_set(t, "CTX010", 0);
    CHECK_TRUE(t, sd_current(t) == a, "device 0 came back with another primary context");
}

ACLCTS_TEST(CTX011, CreatedContextsAreDistinct, "CTX011", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX011", 0);
    aclrtContext primary = sd_current(t);
    aclrtContext a = sd_context(t, "CTX011", 0);
    aclrtContext b = sd_context(t, "CTX011", 0);
    CHECK_TRUE(t, a != b && a != primary && b != primary, "primary %p, a %p, b %p", primary, a, b);
}

ACLCTS_TEST(CTX011, EightContextsOnOneDevice, "CTX011", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c[8];
    for (int i = 0; i < 8; i++) {
        c[i] = sd_context(t, "CTX011", 1);
        for (int j = 0; j < i; j++)
            CHECK_TRUE(t, c[i] != c[j], "contexts %d and %d are the same", i, j);
    }
    for (int i = 7; i >= 0; i--)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c[i]), ACL_SUCCESS);
}

ACLCTS_TEST(CTX012, SetCurrentSwitchesBack, "CTX012", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX012", 2);
    aclrtContext b = sd_context(t, "CTX012", 5);
    CHECK_TRUE(t, sd_current(t) == b, "b is not current");
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == a, "a is not current after aclrtSetCurrentContext(a)");
    CHECK_INT(t, sd_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(b), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 5);
}

ACLCTS_TEST(CTX012, SetCurrentOfTheCurrentContext, "CTX012", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX012", 0);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == a, "a is not current");
}

ACLCTS_TEST(CTX013, NothingSetIsContextNull, "CTX013", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_expect_context_null(t, t->acl->aclrtGetCurrentContext, "context");
}

ACLCTS_TEST(CTX013, AfterInitStillContextNull, "CTX013", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(CTX014, PrimaryContextCannotBeDestroyed, "CTX014", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX014", 0);
    aclrtContext p = sd_current(t);
    CHECK_TRUE(t, p != NULL, "no primary context");
    if (!p)
        return;
    CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, sd_current(t) == p, "the primary context is no longer current");
    CHECK_INT(t, sd_device(t), 0);
}

ACLCTS_TEST(CTX014, PrimaryContextStaysUsable, "CTX014", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "CTX014", 1);
    aclrtContext p = sd_current(t);
    if (p)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    aclrtStream s = sd_stream(t, "CTX014");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
}

ACLCTS_TEST(CTX015, DestroyTwiceIsRefused, "CTX015 CTX004", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX015", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(CTX015, DestroyTwiceWhileAnotherIsCurrent, "CTX015", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX015", 0);
    aclrtContext b = sd_context(t, "CTX015", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(a), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, sd_current(t) == b, "b is no longer current");
}

ACLCTS_TEST(CTX016, DestroyingTheCurrentLeavesNone, "CTX016", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX016", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    aclrtContext cur = SD_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_ERROR_RT_CONTEXT_NULL);
    int32_t dev = 9;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(CTX016, DeviceSetBeforeDoesNotComeBack, "CTX016 CTX021", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX016", 1);
    aclrtContext c = sd_context(t, "CTX016", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    aclrtContext cur = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_ERROR_RT_CONTEXT_NULL);
    /* Setting the device again brings its primary context back. */
    sd_set(t, "CTX016", 1);
    CHECK_INT(t, sd_device(t), 1);
}

ACLCTS_TEST(CTX016, DestroyingAnotherKeepsTheCurrent, "CTX016", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX016", 0);
    aclrtContext b = sd_context(t, "CTX016", 3);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(a), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == b, "b is no longer current");
    CHECK_INT(t, sd_device(t), 3);
}

ACLCTS_TEST(CTX016, SwitchingToAnotherAfterDestroy, "CTX016 CTX012", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX016", 2);
    aclrtContext b = sd_context(t, "CTX016", 4);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 2);
}

ACLCTS_TEST(CTX017, SetCurrentOfADestroyedContext, "CTX017", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX017", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_ERROR_RT_PARAM_INVALID);
}

ACLCTS_TEST(CTX017, RefusedSetKeepsTheCurrent, "CTX017", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext a = sd_context(t, "CTX017", 0);
    aclrtContext b = sd_context(t, "CTX017", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_ERROR_RT_PARAM_INVALID);
    CHECK_TRUE(t, sd_current(t) == b, "b is no longer current");
}

ACLCTS_TEST(CTX019, CreateWithoutInitOrDevice, "CTX019", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
    if (c)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX019, CreateAfterFinalize, "CTX019", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclrtContext c = sd_context(t, "CTX019", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextSurvivesFinalize, "CTX020", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX020", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == c, "the context is no longer current after aclFinalize");
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextCreatedInsideTheCycleSurvives, "CTX020", ACLCTS_BOTH)
{
    SD_NEED(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclrtContext c = sd_context(t, "CTX020", 2);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX021, SetDeviceAfterCreateMakesThePrimaryCurrent, "CTX021 CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX021", 0);
    sd_set(t, "CTX021", 0);
    aclrtContext cur = sd_current(t);
    CHECK_TRUE(t, cur != NULL && cur != c, "the created context stayed current");
}

ACLCTS_TEST(CTX021, SetOtherDeviceAfterCreate, "CTX021", ACLCTS_BOTH)
{
    SD_NEED(t);
    (void)sd_context(t, "CTX021", 0);
    sd_set(t, "CTX021", 6);
    CHECK_INT(t, sd_device(t), 6);
}

ACLCTS_TEST(CTX022, PrimaryContextCanBeSetAgain, "CTX022 CTX012", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX022", 0);
    aclrtContext p = sd_current(t);
    (void)sd_context(t, "CTX022", 3);
    CHECK_INT(t, sd_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(p), ACL_SUCCESS);
    CHECK_TRUE(t, sd_current(t) == p, "the primary context is not current");
    CHECK_INT(t, sd_device(t), 0);
}

/* CTX002, CTX004, CTX006, CTX008: the calls with their arguments. */
ACLCTS_TEST(CTX002, CreatePassesTheDeviceId, "CTX002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "CTX002", 4);
    size_t m = aclcts_mark(t);
    aclrtContext c = sd_context(t, "CTX002", 4);
    CHECK_TRACE(t, m, "rtCtxCreateEx(ptr,0,4)=0\n");
    (void)c;
}

ACLCTS_TEST(CTX004, DestroyCallsTheRuntimeOnce, "CTX004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX004", 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtCtxDestroyEx(ptr)=0\n");
}

ACLCTS_TEST(CTX006, SetCurrentCallsTheRuntimeOnce, "CTX006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    aclrtContext c = sd_context(t, "CTX006", 0);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtCtxSetCurrent(ptr)=0\n");
}

ACLCTS_TEST(CTX008, GetCurrentCallsTheRuntimeOnce, "CTX008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    size_t m = aclcts_mark(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRACE(t, m, "rtCtxGetCurrent(ptr)=107002\n");
}

/* CTX023: the create updates the platform info once per device. */
ACLCTS_TEST(CTX023, CreateAfterSetMakesNoSecondUpdate, "CTX023 SETDEV035", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "CTX023", 0);
    size_t m = aclcts_mark(t);
    (void)sd_context(t, "CTX023", 0);
    CHECK_TRACE(t, m, "rtCtxCreateEx(ptr,0,0)=0\n");
}

ACLCTS_TEST(CTX023, CreateOnANewDeviceUpdates, "CTX023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    sd_set(t, "CTX023", 0);
    size_t m = aclcts_mark(t);
    (void)sd_context(t, "CTX023", 1);
    CHECK_TRACE(t, m, "rtCtxCreateEx(ptr,0,1)=0\n" RC_PLATFORM(1));
}

ACLCTS_TEST(CTX023, UpdateFailureIsOnlyAWarning, "CTX023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
}
