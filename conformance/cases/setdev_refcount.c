/* SETDEV014-016, SETDEV019-020: setting a device retains its primary context
 * (runtime.cc Runtime::PrimaryContextRetain), a reset releases one reference
 * and the release of a reference that is not there is
 * ACL_ERROR_RT_CONTEXT_RELEASE_ERROR (PrimaryContextRelease ->
 * RT_ERROR_CONTEXT_DEL -> 507007, errcode_manage.cc); the force reset drains
 * them all (DecideForcePrimaryReleaseAction). Codes only: these run with
 * --southbound system too. */
#include "setdev_common.h"

/* N sets need N resets; the next reset is refused. */
#define SD_PAIRS(NAME, DEV, N)                                                                    \
    ACLCTS_TEST(SETDEV014, NAME, "SETDEV014", ACLCTS_BOTH)                                        \
    {                                                                                             \
        SD_NEED(t);                                                                               \
        for (int i = 0; i < (N); i++)                                                             \
            CHECK_CODE(t, t->acl->aclrtSetDevice(DEV), ACL_SUCCESS);                 \
        for (int i = 0; i < (N); i++)                                                             \
            CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_SUCCESS);               \
        CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR); \
    }
SD_PAIRS(OneSetOneReset, 0, 1)
SD_PAIRS(TwoSetsTwoResets, 0, 2)
SD_PAIRS(ThreeSetsThreeResets, 0, 3)
SD_PAIRS(FiveSetsOnDeviceOne, 1, 5)
SD_PAIRS(TenSetsOnDeviceSeven, 7, 10)

/* Counts are per device: resetting device 1 does not release device 0. */
ACLCTS_TEST(SETDEV014, CountsArePerDevice, "SETDEV014 SETDEV015", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV014", 0);
    sd_set(t, "SETDEV014", 1);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "SETDEV015", t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

/* A device can be set again after its last reset. */
ACLCTS_TEST(SETDEV014, SetAgainAfterTheLastReset, "SETDEV014", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV014", 2);
    CHECK_CODE(t, t->acl->aclrtResetDevice(2), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(2), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 2);
    CHECK_CODE(t, t->acl->aclrtResetDevice(2), ACL_SUCCESS);
}

#define SD_NEVER_SET(NAME, DEV)                                                                       \
    ACLCTS_TEST(SETDEV015, NAME, "SETDEV015", ACLCTS_BOTH)                                            \
    {                                                                                                 \
        SD_NEED(t);                                                                                   \
        CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR); \
    }
SD_NEVER_SET(ResetOfDeviceZeroNeverSet, 0)
SD_NEVER_SET(ResetOfDeviceThreeNeverSet, 3)
SD_NEVER_SET(ResetOfDeviceSevenNeverSet, 7)

ACLCTS_TEST(SETDEV015, ResetOfAnotherDeviceThanTheSetOne, "SETDEV015", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV015", 0);
    CHECK_CODE(t, t->acl->aclrtResetDevice(4), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

/* SETDEV016: the force reset. */
ACLCTS_TEST(SETDEV016, ForceResetDropsAllReferences, "SETDEV016", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    for (int i = 0; i < 3; i++)
        sd_set(t, "SETDEV016", 0);
    CHECK_CODE(t, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(SETDEV016, SecondForceResetIsRefused, "SETDEV016", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "SETDEV016", 1);
    sd_set(t, "SETDEV016", 1);
    CHECK_CODE(t, t->acl->aclrtResetDeviceForce(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDeviceForce(1), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(SETDEV016, ForceResetOfADeviceNeverSet, "SETDEV016", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    CHECK_CODE(t, t->acl->aclrtResetDeviceForce(5), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(SETDEV016, ForceResetAfterOneSet, "SETDEV016", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    sd_set(t, "SETDEV016", 3);
    CHECK_CODE(t, t->acl->aclrtResetDeviceForce(3), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSetDevice(3), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(3), ACL_SUCCESS);
}

/* SETDEV020: what aclrtGetDevice answers after a set (SETDEV019, with nothing
 * set: rt_context_null.c). */
#define SD_GET_AFTER_SET(NAME, DEV)                                                 \
    ACLCTS_TEST(SETDEV020, NAME, "SETDEV020", ACLCTS_BOTH)                          \
    {                                                                               \
        SD_NEED(t);                                                                 \
        sd_set(t, "SETDEV020", DEV);                                                \
        int32_t dev = -7;                                                           \
        CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_SUCCESS);      \
        CHECK_INT(t, dev, DEV);                                        \
    }
SD_GET_AFTER_SET(GetDeviceGivesZero, 0)
SD_GET_AFTER_SET(GetDeviceGivesOne, 1)
SD_GET_AFTER_SET(GetDeviceGivesFive, 5)
SD_GET_AFTER_SET(GetDeviceGivesSeven, 7)

ACLCTS_TEST(SETDEV020, LatestSetWinsAndTheFirstStaysSet, "SETDEV020 SETDEV014", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV020", 1);
    sd_set(t, "SETDEV020", 3);
    CHECK_INT(t, sd_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
    CHECK_INT(t, sd_device(t), 3);
    CHECK_CODE(t, t->acl->aclrtResetDevice(3), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV020, SetBackToTheFirstDevice, "SETDEV020", ACLCTS_BOTH)
{
    SD_NEED(t);
    sd_set(t, "SETDEV020", 2);
    sd_set(t, "SETDEV020", 4);
    sd_set(t, "SETDEV020", 2);
    CHECK_INT(t, sd_device(t), 2);
}

/* SETDEV021: the device count. */
ACLCTS_TEST(SETDEV021, CountIsPositiveAndEveryIdBelowItCanBeSet, "SETDEV021 SETDEV014", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_TRUE(t, n >= 1 && n <= 64, "device count %u", n);
    for (uint32_t d = 0; d < n && d < 64; d++) {
        CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)d), ACL_SUCCESS);
        CHECK_INT(t, sd_device(t), (int32_t)d);
    }
    for (uint32_t d = 0; d < n && d < 64; d++)
        CHECK_CODE_FOR(t, "SETDEV014", t->acl->aclrtResetDevice((int32_t)d), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV021, CountNeedsNoDeviceAndNoInit, "SETDEV021 SETDEV013", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t n = 0;
    CHECK_CODE(t, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_TRUE(t, n >= 1, "device count %u", n);
}

ACLCTS_TEST(SETDEV021, CountIsStableAcrossSetAndReset, "SETDEV021", ACLCTS_PRODUCT)
{
    SD_NEED(t);
    uint32_t a = 0, b = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceCount(&a), ACL_SUCCESS);
    sd_set(t, "SETDEV021", 0);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCount(&b), ACL_SUCCESS);
    CHECK_INT(t, b, a);
}

/* SETDEV010 / SETDEV009: the run mode on a host. */
ACLCTS_TEST(SETDEV010, HostRunModeIsAclHost, "SETDEV010", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtRunMode mode = ACL_DEVICE;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_INT(t, mode, ACL_HOST);
}

ACLCTS_TEST(SETDEV010, RunModeNeedsNoDevice, "SETDEV010 SETDEV013", ACLCTS_BOTH)
{
    SD_NEED(t);
    aclrtRunMode mode = (aclrtRunMode)9;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_TRUE(t, mode == ACL_HOST || mode == ACL_DEVICE, "run mode %d", (int)mode);
    sd_set(t, "SETDEV010", 0);
    aclrtRunMode again = (aclrtRunMode)9;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&again), ACL_SUCCESS);
    CHECK_INT(t, again, mode);
}

ACLCTS_TEST(SETDEV009, GetRunModeCallsTheRuntimeOnce, "SETDEV009 SETDEV010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    SD_NEED(t);
    size_t m = aclcts_mark(t);
    aclrtRunMode mode = ACL_DEVICE;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetRunMode(ptr)=0\n");
}
