/* SETDEV017, SETDEV018, CTX018: an id outside [0, device count) is the
 * runtime's ACL_ERROR_RT_INVALID_DEVICEID (107001) for aclrtSetDevice,
 * aclrtResetDevice and aclrtCreateContext (api_error.cc
 * ApiErrorDecorator::SetDevice, DeviceReset, ContextCreate;
 * api_impl.cc ApiImpl::ContextCreate), and the failed call changes nothing.
 * The product's ACL layer hands every id through unchanged (SETDEV001,
 * CTX002), so these cases check the code only and run without the spy. */
#include "setdev_common.h"

#define SD_BAD_SET(NAME, ID)                                                                     \
    ACLCTS_TEST(SETDEV017, NAME, "SETDEV017 SETDEV019", ACLCTS_BOTH)                             \
    {                                                                                            \
        SD_NEED(t);                                                                              \
        CHECK_CODE(t, t->acl->aclrtSetDevice(ID), ACL_ERROR_RT_INVALID_DEVICEID);   \
        int32_t dev = 4242;                                                                      \
        CHECK_CODE_FOR(t, "SETDEV019", t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);     \
        CHECK_INT_FOR(t, "SETDEV019", dev, 4242);                                                    \
    }

#define SD_BAD_RESET(NAME, ID)                                                                   \
    ACLCTS_TEST(SETDEV018, NAME, "SETDEV018", ACLCTS_BOTH)                                       \
    {                                                                                            \
        SD_NEED(t);                                                                              \
        sd_set(t, "SETDEV018", 0);                                                               \
        CHECK_CODE(t, t->acl->aclrtResetDevice(ID), ACL_ERROR_RT_INVALID_DEVICEID); \
        CHECK_INT(t, sd_device(t), 0);                                              \
    }

#define SD_BAD_CTX(NAME, ID)                                                                     \
    ACLCTS_TEST(CTX018, NAME, "CTX018", ACLCTS_BOTH)                                             \
    {                                                                                            \
        SD_NEED(t);                                                                              \
        aclrtContext c = SD_SENTINEL;                                                            \
        CHECK_CODE(t, t->acl->aclrtCreateContext(&c, ID), ACL_ERROR_RT_INVALID_DEVICEID); \
        CHECK_TRUE(t, c == SD_SENTINEL, "the failing create wrote *context");          \
        CHECK_CODE(t, t->acl->aclrtGetCurrentContext(&c), ACL_ERROR_RT_CONTEXT_NULL);  \
    }

#define SD_BAD_ALL(SUFFIX, ID)                 \
    SD_BAD_SET(SetDevice##SUFFIX, ID)          \
    SD_BAD_RESET(ResetDevice##SUFFIX, ID)      \
    SD_BAD_CTX(CreateContext##SUFFIX, ID)

SD_BAD_ALL(MinusOneIsInvalid, -1)
SD_BAD_ALL(MinusTwoIsInvalid, -2)
SD_BAD_ALL(IntMinIsInvalid, INT_MIN)
SD_BAD_ALL(IntMaxIsInvalid, INT_MAX)
SD_BAD_ALL(SixtyFourIsInvalid, 64)
SD_BAD_ALL(ThousandTwentyFourIsInvalid, 1024)
SD_BAD_ALL(SixtyFiveThousandIsInvalid, 65536)
SD_BAD_ALL(NinetyNineIsInvalid, 99)

/* The count itself is the first invalid id; the one below it is valid. */
ACLCTS_TEST(SETDEV017, TheDeviceCountIsTheFirstInvalidId, "SETDEV017 SETDEV021", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)n - 1), ACL_SUCCESS);
    CHECK_INT_FOR(t, "SETDEV020", sd_device(t), (int32_t)n - 1);
}

ACLCTS_TEST(SETDEV018, ResetOfTheDeviceCountIsInvalid, "SETDEV018 SETDEV021", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice((int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
}

ACLCTS_TEST(CTX018, ContextOnTheDeviceCountIsInvalid, "CTX018 SETDEV021", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL_FOR(t, "SETDEV021", t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    aclrtContext c = SD_SENTINEL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, (int32_t)n), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRUE(t, c == SD_SENTINEL, "the failing create wrote *context");
}

/* A failed create keeps the context that was current. */
ACLCTS_TEST(CTX018, FailedCreateKeepsTheCurrentContext, "CTX018 CTX010", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "CTX018", 1);
    aclrtContext before = sd_current(t);
    aclrtContext c = NULL;
    CHECK_CODE(t, t->acl->aclrtCreateContext(&c, -1), ACL_ERROR_RT_INVALID_DEVICEID);
    CHECK_TRUE(t, before != NULL && sd_current(t) == before, "the current context changed");
    CHECK_INT(t, sd_device(t), 1);
}
