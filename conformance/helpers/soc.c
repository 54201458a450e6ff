/* The SOC cases' SoC choice and runtime presets (soc.h). */
#include "soc.h"

void soc_use(aclcts_t *t, const char *soc)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, soc);
}

unsigned long soc_aicore_stack_max(aclcts_t *t)
{
    uint32_t (*fn)(void) = ACLCTS_SPY(t, rt_aicore_stack_max);
    return fn();
}

void soc_set_device_count(aclcts_t *t, int32_t n)
{
    aclcts_model_only(t, "rtGetDeviceCount", "the device count is its driver's, not the case's");
    void (*fn)(int32_t) = ACLCTS_SPY(t, rt_set_device_count);
    fn(n);
}
