/* What the runtime holds after the calls a case made: the limits
 * rtDeviceSetLimit stored and the event work mode. Read through the spy's
 * runtime model (southbound/aclcts_sb_runtime.h), or, with a runtime beneath
 * (--lower), through that runtime's own getters, rtDeviceGetLimit and
 * rtEventWorkModeGet (src/inc/runtime/rt_inner_device.h,
 * pkg_inc/runtime/rt_external_event.h), which make no trace line. */
#ifndef ACLCTS_RT_STORED_H_
#define ACLCTS_RT_STORED_H_

#include "aclcts/case.h"

/* The value stored for a limit type (1 simt stack, 2 simt divergence stack,
 * 3 aicore stack, 4 SIMD FIFO, 5 SIMT FIFO). */
static inline unsigned long rt_stored_limit(aclcts_t *t, int type)
{
    if (aclcts_lower_of(t, "rtDeviceSetLimit") != NULL) {
        int (*get)(int, uint32_t *) = (int (*)(int, uint32_t *))aclcts_lower_symbol(t, "rtDeviceGetLimit");
        uint32_t v = 0;
        int ret = get(type, &v);
        if (ret != 0) /* e.g. 207000: the SIMT limits of a SoC without SIMT, which the model keeps at their default */
            SKIP(t, "the runtime beneath does not report limit type %d (rtDeviceGetLimit answers %d)", type, ret);
        return v;
    }
    uint32_t (*fn)(int) = ACLCTS_SPY(t, rt_limit);
    return fn(type);
}

/* The event work mode in force: the model's -1 (no call set one) reads as the
 * runtime's default, 0, beneath. A runtime beneath whose SoC lacks
 * RT_FEATURE_TASK_VALUE_WAIT refuses the getter as it refuses the setter, with
 * 207000 (src/runtime/api/api_c_standard_soc.cc rtEventWorkModeGet): nothing
 * to read, the case is skipped. */
static inline int rt_stored_event_mode(aclcts_t *t)
{
    if (aclcts_lower_of(t, "rtEventWorkModeSet") != NULL) {
        int (*get)(uint8_t *) = (int (*)(uint8_t *))aclcts_lower_symbol(t, "rtEventWorkModeGet");
        uint8_t mode = 0;
        int ret = get(&mode);
        if (ret == ACL_ERROR_RT_FEATURE_NOT_SUPPORT)
            SKIP(t, "the runtime beneath does not report the event work mode (rtEventWorkModeGet answers %d)", ret);
        CHECK_CODE_FOR(t, "harness", ret, ACL_SUCCESS);
        return mode;
    }
    int (*fn)(void) = ACLCTS_SPY(t, rt_event_mode);
    return fn();
}

#endif /* ACLCTS_RT_STORED_H_ */
