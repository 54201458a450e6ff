/* The thread's current context (CTX009-012, CTX014-017, CTX019-022): created contexts
 * become current (api_impl.cc ApiImpl::ContextCreate -> ContextSetCurrent),
 * aclrtSetDevice makes the primary context current (ApiImpl::SetDevice
 * SetCurRef), the primary context cannot be destroyed and a destroyed
 * context cannot be set (ApiImpl::ContextDestroy, ApiErrorDecorator::
 * ContextSetCurrent). Codes and handles only: these run without the spy. */
#include "helpers/chain.h"
#include "helpers/threads.h"
#include "helpers/traces.h"

#define SETDEV_CREATED_IS_CURRENT(NAME, DEV)                        \
    ACLCTS_TEST(CTX009, NAME, "CTX009 CTX002", ACLCTS_BOTH)     \
    {                                                           \
        CHAIN_NEED_DEVICES(t);                                      \
        aclrtContext c = chain_create_context(t, "CTX009", DEV);    \
        chain_expect_current(t, "CTX009", c, DEV);                  \
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS); \
    }
SETDEV_CREATED_IS_CURRENT(CreatedOnDeviceZeroIsCurrent, 0)
SETDEV_CREATED_IS_CURRENT(CreatedOnDeviceThreeIsCurrent, 3)
SETDEV_CREATED_IS_CURRENT(CreatedOnDeviceSevenIsCurrent, 7)

ACLCTS_TEST(CTX009, CreateReplacesTheDevicesContext, "CTX009 CTX010", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX009", 0);
    aclrtContext primary = chain_current_context(t);
    aclrtContext c = chain_create_context(t, "CTX009", 1);
    CHECK_TRUE(t, chain_current_context(t) == c && c != primary, "the created context is not current");
    CHECK_INT(t, chain_current_device(t), 1);
}

/* CTX010: aclrtSetDevice of each device in `devs` in turn makes a primary
 * context current, one per device: two sets give the same context when they
 * name the same device and different ones otherwise. */
typedef struct cp_sets {
    int32_t devs[4];
    int n;
} cp_sets;

#define cp_expect_one_primary_per_device(t, ...) ACLCTS_HELPER(cp_expect_one_primary_per_device_, t, __VA_ARGS__)
static void cp_expect_one_primary_per_device_(aclcts_t *t, const char *rule, cp_sets s)
{
    aclrtContext p[4];
    for (int i = 0; i < s.n; i++) {
        chain_set_device(t, rule, s.devs[i]);
        p[i] = chain_current_context(t);
        CHECK_TRUE_FOR(t, rule, p[i] != NULL, "no current context after aclrtSetDevice(%d)", (int)s.devs[i]);
        for (int j = 0; j < i; j++)
            CHECK_TRUE_FOR(t, rule, (p[i] == p[j]) == (s.devs[i] == s.devs[j]),
                           "sets %d and %d (devices %d and %d) gave primary contexts %p and %p", j, i,
                           (int)s.devs[j], (int)s.devs[i], p[j], p[i]);
    }
}

#define CP_CASE(NAME, ...)                                                     \
    ACLCTS_TEST(CTX010, NAME, "CTX010", ACLCTS_BOTH)                           \
    {                                                                          \
        CHAIN_NEED_DEVICES(t);                                                     \
        cp_expect_one_primary_per_device(t, "CTX010", (cp_sets){__VA_ARGS__}); \
    }

CP_CASE(SetDeviceMakesAPrimaryContextCurrent, .devs = {0}, .n = 1)
CP_CASE(SameDeviceSamePrimaryContext, .devs = {2, 2}, .n = 2)
CP_CASE(OtherDeviceOtherPrimaryContext, .devs = {0, 1}, .n = 2)
CP_CASE(BackToTheFirstDeviceGivesItsPrimaryContext, .devs = {0, 1, 0}, .n = 3)

ACLCTS_TEST(CTX011, CreatedContextsAreDistinct, "CTX011", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX011", 0);
    aclrtContext primary = chain_current_context(t);
    aclrtContext a = chain_create_context(t, "CTX011", 0);
    aclrtContext b = chain_create_context(t, "CTX011", 0);
    CHECK_TRUE(t, a != b && a != primary && b != primary, "primary %p, a %p, b %p", primary, a, b);
}

ACLCTS_TEST(CTX011, EightContextsOnOneDevice, "CTX011", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c[8];
    for (int i = 0; i < 8; i++) {
        c[i] = chain_create_context(t, "CTX011", 1);
        for (int j = 0; j < i; j++)
            CHECK_TRUE(t, c[i] != c[j], "contexts %d and %d are the same", i, j);
    }
    for (int i = 7; i >= 0; i--)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c[i]), ACL_SUCCESS);
}

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

ACLCTS_TEST(CTX014, PrimaryContextCannotBeDestroyed, "CTX014", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX014", 0);
    aclrtContext p = chain_current_context(t);
    CHECK_TRUE(t, p != NULL, "no primary context");
    if (!p)
        return;
    CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    chain_expect_current(t, "CTX014", p, 0);
}

ACLCTS_TEST(CTX014, PrimaryContextStaysUsable, "CTX014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX014", 1);
    aclrtContext p = chain_current_context(t);
    if (p)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    aclrtStream s = chain_create_stream(t, "CTX014");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
}

/* CTX015-017: what a destroyed context still answers. A context is created
 * on `dev` and, unless `other` is CD_NO_OTHER, a second one after it on
 * device `other` (the second is then current); the first is destroyed, then
 * `again` is called with it and returns `code`, and the second context stays
 * the current one, on its device. */
#define CD_NO_OTHER (-1)
typedef enum { CD_NOTHING, CD_DESTROY_AGAIN, CD_SET_IT_CURRENT } cd_again;
typedef struct cd_row {
    int32_t dev;
    int32_t other;
    cd_again again;
    aclError code;
} cd_row;

#define cd_expect_destroyed(t, ...) ACLCTS_HELPER(cd_expect_destroyed_, t, __VA_ARGS__)
static void cd_expect_destroyed_(aclcts_t *t, const char *rule, cd_row r)
{
    aclrtContext a = chain_create_context(t, rule, r.dev);
    aclrtContext b = r.other != CD_NO_OTHER ? chain_create_context(t, rule, r.other) : NULL;
    CHECK_CODE_FOR(t, rule, t->acl->aclrtDestroyContext(a), ACL_SUCCESS);
    if (r.again == CD_DESTROY_AGAIN)
        CHECK_CODE_FOR(t, rule, t->acl->aclrtDestroyContext(a), r.code);
    if (r.again == CD_SET_IT_CURRENT)
        CHECK_CODE_FOR(t, rule, t->acl->aclrtSetCurrentContext(a), r.code);
    if (b)
        chain_expect_current(t, rule, b, r.other);
}

#define CD_CASE(RULE, NAME, RULES, ...)                               \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_BOTH)                       \
    {                                                                 \
        CHAIN_NEED_DEVICES(t);                                            \
        cd_expect_destroyed(t, #RULE, (cd_row){__VA_ARGS__});         \
    }

CD_CASE(CTX015, DestroyTwiceIsRefused, "CTX015 CTX004", .dev = 0, .other = CD_NO_OTHER, .again = CD_DESTROY_AGAIN,
        .code = ACL_ERROR_RT_CONTEXT_NULL)
CD_CASE(CTX015, DestroyTwiceWhileAnotherIsCurrent, "CTX015", .dev = 0, .other = 0, .again = CD_DESTROY_AGAIN,
        .code = ACL_ERROR_RT_CONTEXT_NULL)
CD_CASE(CTX016, DestroyingAnotherKeepsTheCurrent, "CTX016", .dev = 0, .other = 3, .again = CD_NOTHING)
CD_CASE(CTX017, SetCurrentOfADestroyedContext, "CTX017", .dev = 0, .other = CD_NO_OTHER, .again = CD_SET_IT_CURRENT,
        .code = ACL_ERROR_RT_PARAM_INVALID)
CD_CASE(CTX017, RefusedSetKeepsTheCurrent, "CTX017", .dev = 0, .other = 1, .again = CD_SET_IT_CURRENT,
        .code = ACL_ERROR_RT_PARAM_INVALID)

ACLCTS_TEST(CTX016, DestroyingTheCurrentLeavesNone, "CTX016", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "CTX016", 0);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    aclrtContext cur = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_ERROR_RT_CONTEXT_NULL);
    int32_t dev = 9;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(CTX016, DeviceSetBeforeDoesNotComeBack, "CTX016 CTX021", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX016", 1);
    aclrtContext c = chain_create_context(t, "CTX016", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
    aclrtContext cur = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&cur), ACL_ERROR_RT_CONTEXT_NULL);
    /* Setting the device again brings its primary context back. */
    chain_set_device(t, "CTX016", 1);
    CHECK_INT(t, chain_current_device(t), 1);
}

ACLCTS_TEST(CTX016, SwitchingToAnotherAfterDestroy, "CTX016 CTX012", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext a = chain_create_context(t, "CTX016", 2);
    aclrtContext b = chain_create_context(t, "CTX016", 4);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(b), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 2);
}

ACLCTS_TEST(CTX019, CreateWithoutInitOrDevice, "CTX019", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
    if (c)
        CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX019, CreateAfterFinalize, "CTX019", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclrtContext c = chain_create_context(t, "CTX019", 1);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextSurvivesFinalize, "CTX020", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "CTX020", 0);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_TRUE(t, chain_current_context(t) == c, "the context is no longer current after aclFinalize");
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX020, ContextCreatedInsideTheCycleSurvives, "CTX020", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    aclrtContext c = chain_create_context(t, "CTX020", 2);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS);
    CHECK_INT(t, chain_current_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(c), ACL_SUCCESS);
}

ACLCTS_TEST(CTX021, SetDeviceAfterCreateMakesThePrimaryCurrent, "CTX021 CTX010", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "CTX021", 0);
    chain_set_device(t, "CTX021", 0);
    aclrtContext cur = chain_current_context(t);
    CHECK_TRUE(t, cur != NULL && cur != c, "the created context stayed current");
}

ACLCTS_TEST(CTX021, SetOtherDeviceAfterCreate, "CTX021", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "CTX021", 0);
    chain_set_device(t, "CTX021", 6);
    CHECK_INT(t, chain_current_device(t), 6);
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

/* CTX024: the runtime keeps a device's primary context across its last
 * reset and sets the same object up again (ReleasePrimaryContextSlot,
 * PreparePrimaryContext reusedCtx), so the handle a user kept works again. */
ACLCTS_TEST(CTX024, PrimaryContextIsTheSameHandleAfterTheLastReset, "CTX024 SETDEV014", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX024", 5);
    aclrtContext before = chain_current_context(t);
    CHECK_CODE(t, t->acl->aclrtResetDevice(5), ACL_SUCCESS);
    chain_set_device(t, "CTX024", 5);
    aclrtContext after = chain_current_context(t);
    CHECK_TRUE(t, before == after, "primary context %p before the reset, %p after", before, after);
    (void)chain_create_context(t, "CTX024", 3);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(before), ACL_SUCCESS);
    chain_expect_current(t, "CTX024", before, 5);
}

/* CTX025: the runtime counts the threads bound to a context and frees a
 * destroyed one when the last of them lets go (inner_thread_local.cpp
 * UpdateThreadBinding); until then a second destroy sees a context being
 * destroyed (507007), afterwards an unknown one (107002). */
typedef struct ct_destroyer {
    aclrtContext c;
    aclError first, second;
} ct_destroyer;

static void ct_destroy_twice(aclcts_t *t, void *arg)
{
    ct_destroyer *d = arg;
    d->first = t->acl->aclrtDestroyContext(d->c);
    d->second = t->acl->aclrtDestroyContext(d->c);
}

ACLCTS_TEST(CTX025, ContextDestroyedElsewhereIsKnownUntilLetGo, "CTX025 CTX015", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    ct_destroyer d = {chain_create_context(t, "CTX025", 2), -1, -1}; /* current on this thread */
    thread_run_checks(t, ct_destroy_twice, &d);
    CHECK_CODE(t, d.first, ACL_SUCCESS);
    CHECK_CODE(t, d.second, ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtDestroyContext(d.c), ACL_ERROR_RT_CONTEXT_NULL);
}

/* CTX002, CTX004, CTX006, CTX008, CTX023: the runtime calls of one ACL call,
 * with their arguments; a create updates the platform info once per device. */
#define CT_TRACE_CASE(RULE, NAME, RULES, SETUP, CALL, CODE, TRACE)      \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)       \
    {                                                                   \
        CHAIN_NEED_DEVICES(t);                                              \
        SETUP;                                                          \
        size_t m = aclcts_mark(t);                                      \
        CHECK_CODE_TEXT(t, #CALL, CALL, CODE);                          \
        CHECK_TRACE(t, m, TRACE);                                       \
    }

CT_TRACE_CASE(CTX002, CreatePassesTheDeviceId, "CTX002", chain_need_platform_info(t); chain_set_device(t, "CTX002", 4);
              aclrtContext c = NULL, t->acl->aclrtCreateContext(&c, 4), ACL_SUCCESS, "rtCtxCreateEx(ptr,0,4)=0\n")
CT_TRACE_CASE(CTX004, DestroyCallsTheRuntimeOnce, "CTX004", aclrtContext c = chain_create_context(t, "CTX004", 0),
              t->acl->aclrtDestroyContext(c), ACL_SUCCESS, "rtCtxDestroyEx(ptr)=0\n")
CT_TRACE_CASE(CTX006, SetCurrentCallsTheRuntimeOnce, "CTX006", aclrtContext c = chain_create_context(t, "CTX006", 0),
              t->acl->aclrtSetCurrentContext(c), ACL_SUCCESS, "rtCtxSetCurrent(ptr)=0\n")
CT_TRACE_CASE(CTX008, GetCurrentCallsTheRuntimeOnce, "CTX008", aclrtContext c = NULL,
              t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL, "rtCtxGetCurrent(ptr)=107002\n")
CT_TRACE_CASE(CTX023, CreateAfterSetMakesNoSecondUpdate, "CTX023 SETDEV035", chain_need_platform_info(t);
              chain_set_device(t, "CTX023", 0); aclrtContext c = NULL,
              t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS, "rtCtxCreateEx(ptr,0,0)=0\n")
CT_TRACE_CASE(CTX023, CreateOnANewDeviceUpdates, "CTX023", chain_need_platform_info(t); chain_set_device(t, "CTX023", 0);
              aclrtContext c = NULL, t->acl->aclrtCreateContext(&c, 1), ACL_SUCCESS, "rtCtxCreateEx(ptr,0,1)=0\n" TR_PLATFORM(1))

ACLCTS_TEST(CTX023, UpdateFailureIsOnlyAWarning, "CTX023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_fail(t, "rtGetAiCoreCount", ACL_ERROR_RT_INTERNAL_ERROR, 0);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, 0), ACL_SUCCESS);
    CHECK_TRUE(t, c != NULL, "no context");
}
