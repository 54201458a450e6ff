/* Names of the spied symbols: the trace name (what the trace prints), the ELF
 * name (what the linker sees, mangled for the two C++ functions) and a plain
 * alias. Faults and queries accept any of the three. */
#include <string.h>

#include "sb_internal.h"

typedef struct sb_names {
    const char *trace;
    const char *elf;
    const char *plain;
} sb_names;

static const sb_names k_names[SB_SYM_COUNT] = {
    [SB_RT_SET_DEFAULT_DEVICE_ID] = {"rtSetDefaultDeviceId", "rtSetDefaultDeviceId", NULL},
    [SB_RT_DEVICE_SET_LIMIT] = {"rtDeviceSetLimit", "rtDeviceSetLimit", NULL},
    [SB_RT_EVENT_WORK_MODE_SET] = {"rtEventWorkModeSet", "rtEventWorkModeSet", NULL},
    [SB_RT_GET_SOC_VERSION] = {"rtGetSocVersion", "rtGetSocVersion", NULL},
    [SB_RT_REG_KERNEL_LAUNCH_FILL_FUNC] = {"rtRegKernelLaunchFillFunc", "rtRegKernelLaunchFillFunc", NULL},
    [SB_RT_UNREG_KERNEL_LAUNCH_FILL_FUNC] = {"rtUnRegKernelLaunchFillFunc", "rtUnRegKernelLaunchFillFunc", NULL},
    [SB_RT_GET_DEV_MSG] = {"rtGetDevMsg", "rtGetDevMsg", NULL},
    [SB_RT_GET_DEVICE] = {"rtGetDevice", "rtGetDevice", NULL},
    [SB_RT_GET_FAULT_EVENT] = {"rtGetFaultEvent", "rtGetFaultEvent", NULL},
    [SB_MSPROF_INIT] = {"MsprofInit", "MsprofInit", NULL},
    [SB_MSPROF_REGISTER_CALLBACK] = {"MsprofRegisterCallback", "MsprofRegisterCallback", NULL},
    [SB_MSPROF_FINALIZE] = {"MsprofFinalize", "MsprofFinalize", NULL},
    [SB_ADX_DATA_DUMP_SERVER_INIT] = {"AdxDataDumpServerInit", "AdxDataDumpServerInit", NULL},
    [SB_ADX_DATA_DUMP_SERVER_UNINIT] = {"AdxDataDumpServerUnInit", "AdxDataDumpServerUnInit", NULL},
    [SB_DLOG_REPORT_INITIALIZE] = {"DlogReportInitialize", "DlogReportInitialize", NULL},
    [SB_DLOG_REPORT_FINALIZE] = {"DlogReportFinalize", "DlogReportFinalize", NULL},
    [SB_ERR_MGR_INIT] = {"error_message::ErrMgrInit", ACLCTS_SYM_ERRMGRINIT, "ErrMgrInit"},
    [SB_ADUMP_SET_DUMP_CONFIG] = {"Adx::AdumpSetDumpConfig", ACLCTS_SYM_ADUMPSETDUMPCONFIG, "AdumpSetDumpConfig"},
    [SB_RT_SET_DEVICE] = {"rtSetDevice", "rtSetDevice", NULL},
    [SB_RT_DEVICE_RESET] = {"rtDeviceReset", "rtDeviceReset", NULL},
    [SB_RT_DEVICE_RESET_FORCE] = {"rtDeviceResetForce", "rtDeviceResetForce", NULL},
    [SB_RT_GET_DEVICE_COUNT] = {"rtGetDeviceCount", "rtGetDeviceCount", NULL},
    [SB_RT_GET_RUN_MODE] = {"rtGetRunMode", "rtGetRunMode", NULL},
    [SB_RT_DEVICE_SYNCHRONIZE] = {"rtDeviceSynchronize", "rtDeviceSynchronize", NULL},
    [SB_RT_GET_AI_CORE_COUNT] = {"rtGetAiCoreCount", "rtGetAiCoreCount", NULL},
    [SB_RT_GET_DEVICE_INFO] = {"rtGetDeviceInfo", "rtGetDeviceInfo", NULL},
    [SB_RT_CTX_CREATE_EX] = {"rtCtxCreateEx", "rtCtxCreateEx", NULL},
    [SB_RT_CTX_DESTROY_EX] = {"rtCtxDestroyEx", "rtCtxDestroyEx", NULL},
    [SB_RT_CTX_SET_CURRENT] = {"rtCtxSetCurrent", "rtCtxSetCurrent", NULL},
    [SB_RT_CTX_GET_CURRENT] = {"rtCtxGetCurrent", "rtCtxGetCurrent", NULL},
    [SB_RT_STREAM_CREATE] = {"rtStreamCreate", "rtStreamCreate", NULL},
    [SB_RT_STREAM_DESTROY] = {"rtStreamDestroy", "rtStreamDestroy", NULL},
    [SB_RT_STREAM_SYNCHRONIZE] = {"rtStreamSynchronize", "rtStreamSynchronize", NULL},
    [SB_RT_EVENT_CREATE] = {"rtEventCreate", "rtEventCreate", NULL},
    [SB_RT_EVENT_DESTROY] = {"rtEventDestroy", "rtEventDestroy", NULL},
    [SB_RT_EVENT_RECORD] = {"rtEventRecord", "rtEventRecord", NULL},
    [SB_RT_EVENT_SYNCHRONIZE] = {"rtEventSynchronize", "rtEventSynchronize", NULL},
};

/* ELF names, NULL-terminated, for aclcts_sb_symbols(). */
static const char *const k_elf_names[SB_SYM_COUNT + 1] = {
    "rtSetDefaultDeviceId", "rtDeviceSetLimit", "rtEventWorkModeSet", "rtGetSocVersion",
    "rtRegKernelLaunchFillFunc", "rtUnRegKernelLaunchFillFunc", "rtGetDevMsg", "rtGetDevice",
    "rtGetFaultEvent", "MsprofInit", "MsprofRegisterCallback", "MsprofFinalize",
    "AdxDataDumpServerInit", "AdxDataDumpServerUnInit", "DlogReportInitialize", "DlogReportFinalize",
    ACLCTS_SYM_ERRMGRINIT, ACLCTS_SYM_ADUMPSETDUMPCONFIG,
    "rtSetDevice", "rtDeviceReset", "rtDeviceResetForce", "rtGetDeviceCount", "rtGetRunMode",
    "rtDeviceSynchronize", "rtGetAiCoreCount", "rtGetDeviceInfo", "rtCtxCreateEx", "rtCtxDestroyEx",
    "rtCtxSetCurrent", "rtCtxGetCurrent", "rtStreamCreate", "rtStreamDestroy", "rtStreamSynchronize",
    "rtEventCreate", "rtEventDestroy", "rtEventRecord", "rtEventSynchronize", NULL,
};

const char *sb_sym_trace_name(enum sb_sym s)
{
    return k_names[s].trace;
}

static int name_is(const char *name, size_t len, const char *candidate)
{
    return candidate != NULL && strlen(candidate) == len && memcmp(name, candidate, len) == 0;
}

int sb_sym_lookup(const char *name, size_t len)
{
    for (int s = 0; s < SB_SYM_COUNT; ++s) {
        const sb_names *n = &k_names[s];
        if (name_is(name, len, n->trace) || name_is(name, len, n->elf) || name_is(name, len, n->plain)) {
            return s;
        }
    }
    return -1;
}

const char *const *aclcts_sb_symbols(void)
{
    return k_elf_names;
}
