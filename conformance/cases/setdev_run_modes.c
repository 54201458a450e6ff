/* SETDEV010: aclrtGetRunMode in every run mode the runtime reports. The
 * runtime's rtGetRunMode answers what the driver's drvGetPlatformInfo says,
 * AICPU_SCHED as OFFLINE, and RESERVED when the driver's query fails
 * (src/runtime/api/impl/api_impl.cc ApiImpl::GetRunMode,
 * src/runtime/driver/npu_driver.cc NpuDriver::RtGetRunMode): OFFLINE on the
 * device itself, ONLINE on a host. aclrtGetRunMode maps OFFLINE to ACL_DEVICE
 * and every other mode to ACL_HOST (src/acl/aclrt_impl/device.cpp
 * aclrtGetRunModeImpl; the C layer's src/acl/aclrt_c/runtime/device.c the
 * same). The spy's runtime model is told what the driver reports. Caught:
 * aclrtGetRunModeImpl testing "not ONLINE" instead of "OFFLINE" (Reserved...,
 * which the host-only case HostRunModeIsAclHost passes), or testing
 * RESERVED instead of OFFLINE (Offline..., AicpuSched..., Reserved...). */
#include "helpers/chain.h"

#define DRIVER_OFFLINE 0     /* RT_RUN_MODE_OFFLINE: the process runs on the device */
#define DRIVER_ONLINE 1      /* RT_RUN_MODE_ONLINE: a host */
#define DRIVER_AICPU_SCHED 2 /* RT_RUN_MODE_AICPU_SCHED: reported by the runtime as OFFLINE */
#define DRIVER_RESERVED 3    /* RT_RUN_MODE_RESERVED: the runtime's answer when the driver's query fails */

static void expect_run_mode(aclcts_t *t, int32_t driver_mode, aclrtRunMode expected)
{
    CHAIN_NEED_DEVICES(t);
    if (aclcts_lower_of(t, "rtGetRunMode") != NULL) {
        /* The runtime beneath answers as its driver reports: the case runs when that is its mode. */
        int (*get)(int32_t *) = (int (*)(int32_t *))aclcts_lower_symbol(t, "rtGetRunMode");
        int32_t beneath = -1;
        if (get(&beneath) != 0 || beneath != driver_mode)
            SKIP(t,
                 "the runtime beneath reports run mode %d; the case needs its driver to report %d (it cannot be "
                 "chosen there)",
                 (int)beneath, (int)driver_mode);
    } else {
        int (*set_mode)(int32_t) = ACLCTS_SPY(t, rt_set_run_mode);
        CHECK_INT_FOR(t, "harness", set_mode(driver_mode), 0);
    }
    aclrtRunMode mode = expected == ACL_HOST ? ACL_DEVICE : ACL_HOST; /* the other answer */
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetRunMode(&mode), ACL_SUCCESS);
    CHECK_INT(t, mode, expected);
    CHECK_TRACE(t, m, "rtGetRunMode(ptr)=0\n");
}

#define RUN_MODE_CASE(NAME, DRIVER, EXPECTED)                                       \
    ACLCTS_TEST(SETDEV010, NAME, "SETDEV010 SETDEV009", ACLCTS_BOTH | ACLCTS_TRACE) \
    {                                                                               \
        expect_run_mode(t, DRIVER, EXPECTED);                                       \
    }

RUN_MODE_CASE(OfflineRunModeIsAclDevice, DRIVER_OFFLINE, ACL_DEVICE)
RUN_MODE_CASE(OnlineRunModeIsAclHost, DRIVER_ONLINE, ACL_HOST)
RUN_MODE_CASE(AicpuSchedRunModeIsAclDevice, DRIVER_AICPU_SCHED, ACL_DEVICE)
RUN_MODE_CASE(ReservedRunModeIsAclHost, DRIVER_RESERVED, ACL_HOST)
