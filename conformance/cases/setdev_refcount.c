/* SETDEV014-016, SETDEV020: setting a device retains its primary context
 * (runtime.cc Runtime::PrimaryContextRetain), a reset releases one reference
 * and the release of a reference that is not there is
 * ACL_ERROR_RT_CONTEXT_RELEASE_ERROR (PrimaryContextRelease ->
 * RT_ERROR_CONTEXT_DEL -> 507007, errcode_manage.cc); the force reset drains
 * them all (DecideForcePrimaryReleaseAction). Codes only: these run with
 * --southbound system too. */
#include "setdev_common.h"

/* N sets need N resets and the next reset is refused (SETDEV014); with no
 * set at all (N = 0) the first reset is refused (SETDEV015). */
#define SD_PAIRS(RULE, NAME, DEV, N)                                                      \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_BOTH)                                           \
    {                                                                                     \
        SD_NEED(t);                                                                       \
        for (int i = 0; i < (N); i++)                                                     \
            CHECK_CODE(t, t->acl->aclrtSetDevice(DEV), ACL_SUCCESS);                      \
        for (int i = 0; i < (N); i++)                                                     \
            CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_SUCCESS);                    \
        CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR); \
    }
SD_PAIRS(SETDEV014, OneSetOneReset, 0, 1)
SD_PAIRS(SETDEV014, TwoSetsTwoResets, 0, 2)
SD_PAIRS(SETDEV014, ThreeSetsThreeResets, 0, 3)
SD_PAIRS(SETDEV014, FiveSetsOnDeviceOne, 1, 5)
SD_PAIRS(SETDEV014, TenSetsOnDeviceSeven, 7, 10)
SD_PAIRS(SETDEV015, ResetOfDeviceZeroNeverSet, 0, 0)
SD_PAIRS(SETDEV015, ResetOfDeviceThreeNeverSet, 3, 0)
SD_PAIRS(SETDEV015, ResetOfDeviceSevenNeverSet, 7, 0)

/* The counts are per device: resetting device 1 does not release device 0;
 * a device can be set again after its last reset. */
SD_STEPS_CASE(SETDEV014, CountsArePerDevice, "SETDEV014 SETDEV015", ACLCTS_BOTH, SD_SET_OK(0), SD_SET_OK(1),
              SD_RESET_OK(1), SD_RESET_REFUSED(1), SD_RESET_OK(0), SD_RESET_REFUSED_FOR("SETDEV015", 0))
SD_STEPS_CASE(SETDEV014, SetAgainAfterTheLastReset, "SETDEV014", ACLCTS_BOTH, SD_SET_OK(2), SD_RESET_OK(2),
              SD_SET_OK(2), SD_ON(2), SD_RESET_OK(2))
SD_STEPS_CASE(SETDEV015, ResetOfAnotherDeviceThanTheSetOne, "SETDEV015", ACLCTS_BOTH, SD_SET_OK(0),
              SD_RESET_REFUSED(4))

/* SETDEV016: the force reset drops every reference at once. */
SD_STEPS_CASE(SETDEV016, ForceResetDropsAllReferences, "SETDEV016", ACLCTS_PRODUCT, SD_SET_OK(0), SD_SET_OK(0),
              SD_SET_OK(0), SD_FORCE_OK(0), SD_RESET_REFUSED(0))
SD_STEPS_CASE(SETDEV016, SecondForceResetIsRefused, "SETDEV016", ACLCTS_PRODUCT, SD_SET_OK(1), SD_SET_OK(1),
              SD_FORCE_OK(1), SD_FORCE_REFUSED(1))
SD_STEPS_CASE(SETDEV016, ForceResetOfADeviceNeverSet, "SETDEV016", ACLCTS_PRODUCT, SD_FORCE_REFUSED(5))
SD_STEPS_CASE(SETDEV016, ForceResetAfterOneSet, "SETDEV016", ACLCTS_PRODUCT, SD_SET_OK(3), SD_FORCE_OK(3),
              SD_SET_OK(3), SD_RESET_OK(3))

/* SETDEV020: aclrtGetDevice answers the latest set device (SETDEV019, with
 * nothing set: rt_current_context.c); resetting an earlier device does not
 * change it while references to it remain, but the reset that tears its
 * primary context down leaves the calling thread with no current context at
 * all (src/runtime/core/src/runtime.cc Runtime::ExecutePrimaryTearDown clears
 * the thread's current primary context, whichever device it was). */
SD_STEPS_CASE(SETDEV020, GetDeviceGivesZero, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(0), SD_ON(0))
SD_STEPS_CASE(SETDEV020, GetDeviceGivesOne, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(1), SD_ON(1))
SD_STEPS_CASE(SETDEV020, GetDeviceGivesFive, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(5), SD_ON(5))
SD_STEPS_CASE(SETDEV020, GetDeviceGivesSeven, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(7), SD_ON(7))
SD_STEPS_CASE(SETDEV020, LatestSetWinsAndTheFirstStaysSet, "SETDEV020 SETDEV014", ACLCTS_BOTH, SD_SET_OK(1),
              SD_SET_OK(1), SD_SET_OK(3), SD_ON(3), SD_RESET_OK(1), SD_ON(3), SD_RESET_OK(1), SD_RESET_OK(3))
SD_STEPS_CASE(SETDEV020, LastResetOfAnotherDeviceLeavesNoCurrentDevice, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(1),
              SD_SET_OK(3), SD_ON(3), SD_RESET_OK(1), SD_NO_DEVICE, SD_RESET_OK(3))
SD_STEPS_CASE(SETDEV020, SetBackToTheFirstDevice, "SETDEV020", ACLCTS_BOTH, SD_SET_OK(2), SD_SET_OK(4), SD_SET_OK(2),
              SD_ON(2))

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
