/* CTX010, CTX014, CTX021, CTX024: the device's primary context.
 * aclrtSetDevice binds it to the thread (api_impl.cc ApiImpl::SetDevice:
 * Runtime::PrimaryContextRetain, SetCurRef, SetCurCtx(nullptr)): one per
 * device, the same one for the same device (CTX010), and it is current again
 * after a created context was (CTX021). It cannot be destroyed explicitly:
 * ApiImpl::ContextDestroy answers ACL_ERROR_RT_CONTEXT_NULL for IsPrimary and
 * the context stays current and usable (CTX014). Its handle outlives the
 * device's last reset (runtime.cc ReleasePrimaryContextSlot keeps the torn
 * down context in the slot, PreparePrimaryContext sets the same object up
 * again), so a kept handle works again (CTX024). Codes and handles only:
 * these run without the spy. */
#include "helpers/chain.h"

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
                           "sets %d and %d (devices %d and %d) gave primary contexts %p and %p", j, i, (int)s.devs[j],
                           (int)s.devs[i], p[j], p[i]);
    }
}

#define CP_CASE(NAME, ...)                                                     \
    ACLCTS_TEST(CTX010, NAME, "CTX010", ACLCTS_BOTH)                           \
    {                                                                          \
        CHAIN_NEED_DEVICES(t);                                                 \
        cp_expect_one_primary_per_device(t, "CTX010", (cp_sets){__VA_ARGS__}); \
    }

CP_CASE(SetDeviceMakesAPrimaryContextCurrent, .devs = {0}, .n = 1)
CP_CASE(SameDeviceSamePrimaryContext, .devs = {2, 2}, .n = 2)
CP_CASE(OtherDeviceOtherPrimaryContext, .devs = {0, 1}, .n = 2)
CP_CASE(BackToTheFirstDeviceGivesItsPrimaryContext, .devs = {0, 1, 0}, .n = 3)

ACLCTS_TEST(CTX014, PrimaryContextCannotBeDestroyed, "CTX014", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX014", 0);
    aclrtContext p = chain_current_context(t);
    CHECK_TRUE(t, p != NULL, "no primary context");
    if (!p) return;
    CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    chain_expect_current(t, "CTX014", p, 0);
}

ACLCTS_TEST(CTX014, PrimaryContextStaysUsable, "CTX014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX014", 1);
    aclrtContext p = chain_current_context(t);
    if (p) CHECK_CODE(t, t->acl->aclrtDestroyContext(p), ACL_ERROR_RT_CONTEXT_NULL);
    aclrtStream s = chain_create_stream(t, "CTX014");
    CHECK_CODE(t, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
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
