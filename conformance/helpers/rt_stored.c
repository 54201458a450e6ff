/* What the runtime holds (rt_stored.h). */
#include "rt_stored.h"

unsigned long rt_stored_limit(aclcts_t *t, int type)
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

int rt_stored_event_mode(aclcts_t *t)
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

long long rt_stored_op_timeout_s(aclcts_t *t)
{
    if (aclcts_lower_of(t, "rtSetOpExecuteTimeOut") != NULL) {
        int (*get)(uint32_t *) = (int (*)(uint32_t *))aclcts_lower_symbol(t, "rtGetOpExecuteTimeOut");
        uint32_t s = 0;
        CHECK_CODE_FOR(t, "harness", get(&s), ACL_SUCCESS);
        return s;
    }
    int (*fn)(uint64_t *) = ACLCTS_SPY(t, rt_op_execute_timeout);
    uint64_t us = 0;
    return fn(&us) ? (long long)(us / 1000000u) : -1;
}
