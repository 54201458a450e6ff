/* The runtime model (see rt_model.h; sources in lower/runtime/README.md). */
#include "runtime/rt_model.h"

#define RT_MAX_DEV_NUM 64             /* ApiErrorDecorator::DeviceSetLimit device range */
#define RT_STACK_IGNORED_UP_TO 32768u /* KERNEL_STACK_SIZE_32K */
#define RT_STACK_ALIGN 16384u         /* KERNEL_STACK_SIZE_16K */
#define RT_SIMT_ALIGN 128u            /* STACK_PHY_BASE_ALIGN_LEN */
#define RT_THREADS_PER_WARP 32u       /* RT_MAX_THREAD_NUM_PER_WARP */
#define RT_FIFO_ALIGN 8u              /* PRINTF_FIFO_ASSIGN */
#define RT_SIMD_FIFO_MIN 1024u        /* SIMD_MIN_FIFO_PRINTF_SIZE */
#define RT_SIMT_FIFO_MIN 1048576u     /* SIMT_MIN_FIFO_PRINTF_SIZE */
#define RT_FIFO_MAX 67108864u         /* MAX_FIFO_PRINTF_SIZE */

void aclcts_rt_state_init(aclcts_rt_state *st)
{
    for (int i = 0; i < ACLCTS_RT_LIMIT_TYPES; ++i) {
        st->limit[i] = 0;
    }
    st->limit[ACLCTS_RT_LIMIT_SIMT_STACK] = ACLCTS_RT_DEFAULT_SIMT_WARP_STACK;
    st->limit[ACLCTS_RT_LIMIT_SIMT_DVG_STACK] = ACLCTS_RT_DEFAULT_SIMT_DVG_STACK;
    st->limit[ACLCTS_RT_LIMIT_STACK] = ACLCTS_RT_DEFAULT_AICORE_STACK;
    st->limit[ACLCTS_RT_LIMIT_SIMD_FIFO] = ACLCTS_RT_DEFAULT_SIMD_FIFO;
    st->limit[ACLCTS_RT_LIMIT_SIMT_FIFO] = ACLCTS_RT_DEFAULT_SIMT_FIFO;
    st->event_mode_refs = 0;
    st->event_mode = -1;
    st->default_device = -1;
    st->device_status = 0;
}

/* ceil(v / a) * a computed in uint32, so it wraps to a small value near 2^32. */
static uint32_t round_up_u32(uint32_t v, uint32_t a) { return (uint32_t)(v + a - 1u) / a * a; }

/* SOC008 (Runtime::SetDeviceCustomerStackSize): <= 32768 leaves the value
 * alone; above it is rounded up to 16384 in uint32. Always succeeds; the
 * per-SoC maximum is checked only when a device starts. */
static int set_aicore_stack(aclcts_rt_state *st, uint32_t val)
{
    if (val > RT_STACK_IGNORED_UP_TO) {
        st->limit[ACLCTS_RT_LIMIT_STACK] = round_up_u32(val, RT_STACK_ALIGN);
    }
    return ACLCTS_RT_OK;
}

/* SOC009 on the v200 runtime (SetLimitSizeByType): rounded up to 128,
 * the SIMT stack stored per warp (x32); both ending at 0 is refused. */
static int set_simt_stack(aclcts_rt_state *st, int type, uint32_t val)
{
    uint32_t a = round_up_u32(val, RT_SIMT_ALIGN);
    st->limit[type] = type == ACLCTS_RT_LIMIT_SIMT_STACK ? (uint32_t)(a * RT_THREADS_PER_WARP) : a;
    if (st->limit[ACLCTS_RT_LIMIT_SIMT_STACK] == 0 && st->limit[ACLCTS_RT_LIMIT_SIMT_DVG_STACK] == 0) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    return ACLCTS_RT_OK;
}

/* Runtime::SetSimdPrintFifoSize (SOC004) / SetSimtPrintFifoSize (SOC005). */
static int set_fifo(aclcts_rt_state *st, int type, uint32_t val, uint32_t min)
{
    if (val < min || val > RT_FIFO_MAX) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    st->limit[type] = round_up_u32(val, RT_FIFO_ALIGN);
    return ACLCTS_RT_OK;
}

int aclcts_rt_device_set_limit(aclcts_rt_state *st, const aclcts_soc_preset *soc, int32_t dev, int type, uint32_t val)
{
    if (dev < 0 || dev >= RT_MAX_DEV_NUM) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    switch (type) {
    case ACLCTS_RT_LIMIT_STACK:
        return set_aicore_stack(st, val);
    case ACLCTS_RT_LIMIT_SIMD_FIFO:
        return set_fifo(st, type, val, RT_SIMD_FIFO_MIN);
    case ACLCTS_RT_LIMIT_SIMT_STACK:
    case ACLCTS_RT_LIMIT_SIMT_DVG_STACK:
        return soc->david ? set_simt_stack(st, type, val) : ACLCTS_RT_FEATURE_NOT_SUPPORT; /* SOC003 */
    case ACLCTS_RT_LIMIT_SIMT_FIFO:
        return soc->david ? set_fifo(st, type, val, RT_SIMT_FIFO_MIN) : ACLCTS_RT_FEATURE_NOT_SUPPORT; /* SOC005 */
    default:
        /* Other limit types need a device context; aclInit never uses them. */
        return ACLCTS_RT_INVALID_VALUE;
    }
}

/* SOC006: without TASK_VALUE_WAIT 207000; a mode above 1 107000; SOC007: a
 * second successful set in the process 107000 (the count is never reset). */
int aclcts_rt_event_work_mode_set(aclcts_rt_state *st, const aclcts_soc_preset *soc, uint8_t mode)
{
    if (!soc->event_mode) {
        return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    }
    if (mode > 1 || st->event_mode_refs > 0) {
        return ACLCTS_RT_INVALID_VALUE;
    }
    st->event_mode = mode;
    st->event_mode_refs = 1;
    return ACLCTS_RT_OK;
}

/* SOC010 (ApiErrorDecorator::SetDefaultDeviceId, CheckDeviceIdIsValid): -1
 * disables the default device; otherwise 0 <= id < count, any id when the
 * driver reports 0 devices. ASCEND_RT_VISIBLE_DEVICES is not modelled. */
int aclcts_rt_set_default_device(aclcts_rt_state *st, const aclcts_soc_preset *soc, int32_t id)
{
    if (id != -1 && (id < 0 || (soc->device_count != 0 && id >= soc->device_count))) {
        return ACLCTS_RT_DEVICE_ID;
    }
    st->default_device = id;
    return ACLCTS_RT_OK;
}

/* src/runtime/api/api_c_standard_soc.cc rtRegKernelLaunchFillFunc,
 * rtUnRegKernelLaunchFillFunc (chip feature RT_FEATURE_KERNEL_REGISTER_CALLBACK
 * first), src/runtime/core/src/runtime.cc Runtime::RegKernelLaunchFillFunc,
 * UnRegKernelLaunchFillFunc (null symbol or callback 107000; a symbol is
 * registered again or unregistered when absent without complaint). */
int aclcts_rt_kernel_fill_func(const aclcts_soc_preset *soc, int has_symbol, int has_callback)
{
    if (!soc->kernel_fill) {
        return ACLCTS_RT_FEATURE_NOT_SUPPORT;
    }
    return has_symbol && has_callback ? ACLCTS_RT_OK : ACLCTS_RT_INVALID_VALUE;
}
