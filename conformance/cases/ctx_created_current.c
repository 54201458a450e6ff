/* CTX009, CTX011: a created context is a new one, different from the
 * device's primary context and from every live context, also on the same
 * device (CTX011), and it becomes the calling thread's current context: the
 * thread's current context and device are then its (CTX009), also when a
 * device's primary context was current before (api_impl.cc
 * ApiImpl::ContextCreate: NewContext, then ContextSetCurrent). CTX009 on
 * three devices, so that the device read back is the one asked for; CTX011
 * with the primary context and two created ones, then with eight created
 * ones, each compared with all the others. Codes and handles only: these run
 * without the spy. */
#include "helpers/chain.h"

#define SETDEV_CREATED_IS_CURRENT(NAME, DEV)                        \
    ACLCTS_TEST(CTX009, NAME, "CTX009 CTX002", ACLCTS_BOTH)         \
    {                                                               \
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
        for (int j = 0; j < i; j++) CHECK_TRUE(t, c[i] != c[j], "contexts %d and %d are the same", i, j);
    }
    for (int i = 7; i >= 0; i--) CHECK_CODE(t, t->acl->aclrtDestroyContext(c[i]), ACL_SUCCESS);
}
