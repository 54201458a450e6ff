/* SETDEV014-016, SETDEV020: setting a device retains its primary context
 * (runtime.cc Runtime::PrimaryContextRetain), a reset releases one reference
 * and the release of a reference that is not there is
 * ACL_ERROR_RT_CONTEXT_RELEASE_ERROR (PrimaryContextRelease ->
 * RT_ERROR_CONTEXT_DEL -> 507007, errcode_manage.cc); the force reset drains
 * them all (DecideForcePrimaryReleaseAction). Codes only: these run with
 * --southbound system too. */
#include "helpers/chain.h"

/* N sets need N resets and the next reset is refused (SETDEV014); with no
 * set at all (N = 0) the first reset is refused (SETDEV015). */
#define SETDEV_PAIRS(RULE, NAME, DEV, N)                                                         \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_BOTH)                                                  \
    {                                                                                            \
        CHAIN_NEED_DEVICES(t);                                                                   \
        aclcts_need_quiet_resets(t);                                                             \
        for (int i = 0; i < (N); i++) CHECK_CODE(t, t->acl->aclrtSetDevice(DEV), ACL_SUCCESS);   \
        for (int i = 0; i < (N); i++) CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_SUCCESS); \
        CHECK_CODE(t, t->acl->aclrtResetDevice(DEV), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);        \
    }
SETDEV_PAIRS(SETDEV014, OneSetOneReset, 0, 1)
SETDEV_PAIRS(SETDEV014, TwoSetsTwoResets, 0, 2)
SETDEV_PAIRS(SETDEV014, ThreeSetsThreeResets, 0, 3)
SETDEV_PAIRS(SETDEV014, FiveSetsOnDeviceOne, 1, 5)
SETDEV_PAIRS(SETDEV014, TenSetsOnDeviceSeven, 7, 10)
SETDEV_PAIRS(SETDEV015, ResetOfDeviceZeroNeverSet, 0, 0)
SETDEV_PAIRS(SETDEV015, ResetOfDeviceThreeNeverSet, 3, 0)
SETDEV_PAIRS(SETDEV015, ResetOfDeviceSevenNeverSet, 7, 0)

/* The counts are per device: resetting device 1 does not release device 0;
 * a device can be set again after its last reset. */
CHAIN_STEPS_CASE(SETDEV014, CountsArePerDevice, "SETDEV014 SETDEV015", ACLCTS_BOTH, CHAIN_SET_OK(0), CHAIN_SET_OK(1),
                 CHAIN_RESET_OK(1), CHAIN_RESET_REFUSED(1), CHAIN_RESET_OK(0), CHAIN_RESET_REFUSED_FOR("SETDEV015", 0))
CHAIN_STEPS_CASE(SETDEV014, SetAgainAfterTheLastReset, "SETDEV014", ACLCTS_BOTH, CHAIN_SET_OK(2), CHAIN_RESET_OK(2),
                 CHAIN_SET_OK(2), CHAIN_ON(2), CHAIN_RESET_OK(2))
CHAIN_STEPS_CASE(SETDEV015, ResetOfAnotherDeviceThanTheSetOne, "SETDEV015", ACLCTS_BOTH, CHAIN_SET_OK(0),
                 CHAIN_RESET_REFUSED(4))

/* SETDEV016: the force reset drops every reference at once. */
CHAIN_STEPS_CASE(SETDEV016, ForceResetDropsAllReferences, "SETDEV016", ACLCTS_PRODUCT, CHAIN_SET_OK(0), CHAIN_SET_OK(0),
                 CHAIN_SET_OK(0), CHAIN_FORCE_OK(0), CHAIN_RESET_REFUSED(0))
CHAIN_STEPS_CASE(SETDEV016, SecondForceResetIsRefused, "SETDEV016", ACLCTS_PRODUCT, CHAIN_SET_OK(1), CHAIN_SET_OK(1),
                 CHAIN_FORCE_OK(1), CHAIN_FORCE_REFUSED(1))
CHAIN_STEPS_CASE(SETDEV016, ForceResetOfADeviceNeverSet, "SETDEV016", ACLCTS_PRODUCT, CHAIN_FORCE_REFUSED(5))
CHAIN_STEPS_CASE(SETDEV016, ForceResetAfterOneSet, "SETDEV016", ACLCTS_PRODUCT, CHAIN_SET_OK(3), CHAIN_FORCE_OK(3),
                 CHAIN_SET_OK(3), CHAIN_RESET_OK(3))

/* SETDEV020: aclrtGetDevice answers the latest set device (SETDEV019, with
 * nothing set: rt_current_context.c). SETDEV036: releasing the last
 * reference of an earlier device unbinds the calling thread all the same
 * (Runtime::ExecutePrimaryTearDown clears the thread's primary reference),
 * while a reset that leaves references changes nothing. */
CHAIN_STEPS_CASE(SETDEV020, GetDeviceGivesZero, "SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(0), CHAIN_ON(0))
CHAIN_STEPS_CASE(SETDEV020, GetDeviceGivesOne, "SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(1), CHAIN_ON(1))
CHAIN_STEPS_CASE(SETDEV020, GetDeviceGivesFive, "SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(5), CHAIN_ON(5))
CHAIN_STEPS_CASE(SETDEV020, GetDeviceGivesSeven, "SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(7), CHAIN_ON(7))
CHAIN_STEPS_CASE(SETDEV020, LatestSetWinsAndTheFirstStaysSet, "SETDEV020 SETDEV014 SETDEV036", ACLCTS_BOTH,
                 CHAIN_SET_OK(1), CHAIN_SET_OK(3), CHAIN_ON(3), CHAIN_RESET_OK(1), CHAIN_NO_DEVICE, CHAIN_RESET_OK(3))
CHAIN_STEPS_CASE(SETDEV036, LastResetOfAnotherDeviceUnbindsTheThread, "SETDEV036", ACLCTS_BOTH, CHAIN_SET_OK(1),
                 CHAIN_SET_OK(3), CHAIN_RESET_OK(1), CHAIN_NO_DEVICE, CHAIN_SET_OK(3), CHAIN_ON(3), CHAIN_RESET_OK(3),
                 CHAIN_RESET_OK(3))
CHAIN_STEPS_CASE(SETDEV036, ResetLeavingReferencesKeepsTheCurrentDevice, "SETDEV036", ACLCTS_BOTH, CHAIN_SET_OK(1),
                 CHAIN_SET_OK(1), CHAIN_SET_OK(3), CHAIN_RESET_OK(1), CHAIN_ON(3), CHAIN_RESET_OK(1), CHAIN_NO_DEVICE,
                 CHAIN_RESET_OK(3))
CHAIN_STEPS_CASE(SETDEV036, ForceResetOfAnotherDeviceUnbindsTheThread, "SETDEV036 SETDEV016", ACLCTS_PRODUCT,
                 CHAIN_SET_OK(2), CHAIN_SET_OK(4), CHAIN_FORCE_OK(2), CHAIN_NO_DEVICE, CHAIN_RESET_OK(4))
CHAIN_STEPS_CASE(SETDEV020, SetBackToTheFirstDevice, "SETDEV020", ACLCTS_BOTH, CHAIN_SET_OK(2), CHAIN_SET_OK(4),
                 CHAIN_SET_OK(2), CHAIN_ON(2))

/* SETDEV021: the device count. */
ACLCTS_TEST(SETDEV021, CountIsPositiveAndEveryIdBelowItCanBeSet, "SETDEV021 SETDEV014", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t n = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_TRUE(t, n >= 1 && n <= 64, "device count %u", n);
    for (uint32_t d = 0; d < n && d < 64; d++) {
        CHECK_CODE(t, t->acl->aclrtSetDevice((int32_t)d), ACL_SUCCESS);
        CHECK_INT(t, chain_current_device(t), (int32_t)d);
    }
    for (uint32_t d = 0; d < n && d < 64; d++)
        CHECK_CODE_FOR(t, "SETDEV014", t->acl->aclrtResetDevice((int32_t)d), ACL_SUCCESS);
}

ACLCTS_TEST(SETDEV021, CountNeedsNoDeviceAndNoInit, "SETDEV021 SETDEV013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t n = 0;
    CHECK_CODE(t, t->acl->aclrtGetDeviceCount(&n), ACL_SUCCESS);
    CHECK_TRUE(t, n >= 1, "device count %u", n);
}

ACLCTS_TEST(SETDEV021, CountIsStableAcrossSetAndReset, "SETDEV021", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    uint32_t a = 0, b = 0;
    CHECK_CODE_FATAL(t, t->acl->aclrtGetDeviceCount(&a), ACL_SUCCESS);
    chain_set_device(t, "SETDEV021", 0);
    CHECK_CODE(t, t->acl->aclrtGetDeviceCount(&b), ACL_SUCCESS);
    CHECK_INT(t, b, a);
}

/* SETDEV010 / SETDEV009: the run mode on a host. */
ACLCTS_TEST(SETDEV010, HostRunModeIsAclHost, "SETDEV010", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtRunMode mode = ACL_DEVICE;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_INT(t, mode, ACL_HOST);
}

ACLCTS_TEST(SETDEV010, RunModeNeedsNoDevice, "SETDEV010 SETDEV013", ACLCTS_BOTH)
{
    CHAIN_NEED_DEVICES(t);
    aclrtRunMode mode = (aclrtRunMode)9;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_TRUE(t, mode == ACL_HOST || mode == ACL_DEVICE, "run mode %d", (int)mode);
    chain_set_device(t, "SETDEV010", 0);
    aclrtRunMode again = (aclrtRunMode)9;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&again), ACL_SUCCESS);
    CHECK_INT(t, again, mode);
}

ACLCTS_TEST(SETDEV009, GetRunModeCallsTheRuntimeOnce, "SETDEV009 SETDEV010", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED_DEVICES(t);
    size_t m = aclcts_mark(t);
    aclrtRunMode mode = ACL_DEVICE;
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtGetRunMode(ptr)=0\n");
}
