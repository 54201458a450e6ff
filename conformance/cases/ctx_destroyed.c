/* CTX015, CTX016, CTX017, CTX025: what a destroyed context answers.
 * api_impl.cc ApiImpl::ContextDestroy: a second destroy finds no valid
 * context (ACL_ERROR_RT_CONTEXT_NULL, EE1017 "has already been destroyed",
 * CTX015); destroying the thread's current context leaves the thread without
 * one (the ScopeGuard sets nullptr when previousCtx == inCtx), even when a
 * device was set before, and destroying another keeps it (CTX016). Setting a
 * destroyed context current is refused with ACL_ERROR_RT_PARAM_INVALID
 * (api_error.cc ApiErrorDecorator::ContextSetCurrent, CTX017). A context
 * still bound to another thread stays known until that thread lets go of it
 * (inner_thread_local.cpp UpdateThreadBinding; context_manage.cc
 * CheckContextIsValid, AcquireInactiveContextForDestroy, CTX025). Codes and
 * handles only: these run without the spy. */
#include "helpers/chain.h"
#include "helpers/threads.h"

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
    if (r.again == CD_DESTROY_AGAIN) CHECK_CODE_FOR(t, rule, t->acl->aclrtDestroyContext(a), r.code);
    if (r.again == CD_SET_IT_CURRENT) CHECK_CODE_FOR(t, rule, t->acl->aclrtSetCurrentContext(a), r.code);
    if (b) chain_expect_current(t, rule, b, r.other);
}

#define CD_CASE(RULE, NAME, RULES, ...)                       \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_BOTH)               \
    {                                                         \
        CHAIN_NEED_DEVICES(t);                                \
        cd_expect_destroyed(t, #RULE, (cd_row){__VA_ARGS__}); \
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
