/* SETDEV017, SETDEV018, CTX018: an id outside [0, device count) is the
 * runtime's ACL_ERROR_RT_INVALID_DEVICEID (107001) for aclrtSetDevice,
 * aclrtResetDevice and aclrtCreateContext (api_error.cc
 * ApiErrorDecorator::SetDevice, DeviceReset, ContextCreate;
 * api_impl.cc ApiImpl::ContextCreate), and the failed call changes nothing.
 * The product's ACL layer hands every id through unchanged (SETDEV001,
 * CTX002), so these cases check the code only and run without the spy. */
#include <limits.h>

#include "helpers/chain.h"

#define SETDEV_BAD_SET(NAME, ID)                                                                 \
    ACLCTS_TEST(SETDEV017, NAME, "SETDEV017 SETDEV019", ACLCTS_BOTH)                             \
    {                                                                                            \
        CHAIN_NEED_DEVICES(t);                                                                   \
        CHECK_CODE(t, t->acl->aclrtSetDevice(ID), ACL_ERROR_RT_INVALID_DEVICEID);                \
        int32_t dev = 4242;                                                                      \
        CHECK_CODE_FOR(t, "SETDEV019", t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL); \
        CHECK_INT_FOR(t, "SETDEV019", dev, 4242);                                                \
    }

#define SETDEV_BAD_RESET(NAME, ID)                                                  \
    ACLCTS_TEST(SETDEV018, NAME, "SETDEV018", ACLCTS_BOTH)                          \
    {                                                                               \
        CHAIN_NEED_DEVICES(t);                                                      \
        chain_set_device(t, "SETDEV018", 0);                                        \
        CHECK_CODE(t, t->acl->aclrtResetDevice(ID), ACL_ERROR_RT_INVALID_DEVICEID); \
        CHECK_INT(t, chain_current_device(t), 0);                                   \
    }

#define SETDEV_BAD_CTX(NAME, ID)                                                          \
    ACLCTS_TEST(CTX018, NAME, "CTX018", ACLCTS_BOTH)                                      \
    {                                                                                     \
        CHAIN_NEED_DEVICES(t);                                                            \
        aclrtContext c = CHAIN_SENTINEL;                                                  \
        CHECK_CODE(t, t->acl->aclrtCreateContext(&c, ID), ACL_ERROR_RT_INVALID_DEVICEID); \
        CHECK_TRUE(t, c == CHAIN_SENTINEL, "the failing create wrote *context");          \
        CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);     \
    }

#define SETDEV_BAD_ALL(SUFFIX, ID)            \
    SETDEV_BAD_SET(SetDevice##SUFFIX, ID)     \
    SETDEV_BAD_RESET(ResetDevice##SUFFIX, ID) \
    SETDEV_BAD_CTX(CreateContext##SUFFIX, ID)

SETDEV_BAD_ALL(MinusOneIsInvalid, -1)
SETDEV_BAD_ALL(MinusTwoIsInvalid, -2)
SETDEV_BAD_ALL(IntMinIsInvalid, INT_MIN)
SETDEV_BAD_ALL(IntMaxIsInvalid, INT_MAX)
SETDEV_BAD_ALL(SixtyFourIsInvalid, 64)
SETDEV_BAD_ALL(ThousandTwentyFourIsInvalid, 1024)
SETDEV_BAD_ALL(SixtyFiveThousandIsInvalid, 65536)
SETDEV_BAD_ALL(NinetyNineIsInvalid, 99)

/* The count itself is the first invalid id; the one below it is valid. */
ACLCTS_TEST(SETDEV017, TheDeviceCountIsTheFirstInvalidId, "SETDEV017 SETDEV021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)n - 1), ACL_SUCCESS);
    CHECK_INT_FOR(t, "SETDEV020", chain_current_device(t), (int32_t)n - 1);
}

ACLCTS_TEST(SETDEV018, ResetOfTheDeviceCountIsInvalid, "SETDEV018 SETDEV021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice((int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(CTX018, ContextOnTheDeviceCountIsInvalid, "CTX018 SETDEV021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    aclrtContext c = CHAIN_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, (int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRUE(t, c == CHAIN_SENTINEL, "the failing create wrote *context");
}

/* A failed create keeps the context that was current. */
ACLCTS_TEST(CTX018, FailedCreateKeepsTheCurrentContext, "CTX018 CTX010", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "CTX018", 1);
    aclrtContext before = chain_current_context(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, -1), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRUE(t, before != NULL && chain_current_context(t) == before, "the current context changed");
    CHECK_INT(t, chain_current_device(t), 1);
}
