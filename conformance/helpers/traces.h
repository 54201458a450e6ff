/* The southbound traces the cases expect, and reading the one recorded.
 *
 * One constant per line the product's lifecycle makes (lines as
 * aclcts_southbound.h prints them), the sequences its fresh init (INIT002) and
 * deinit (FIN003) make of them, and one builder of those traces (acl.cpp
 * aclInitImpl, aclFinalizeImpl):
 *   head:  error_message::ErrMgrInit(mode), DlogReportInitialize
 *   dump:  AdxDataDumpServerInit, Adx::AdumpSetDumpConfig(path, size)   (non-empty file only)
 *   keys:  the key steps (StackSize 1,2,3; default device; FIFO 4,5; event mode)
 *   tail:  MsprofRegisterCallback(48), MsprofInit(255,NULL,0), [rtGetSocVersion], rtRegKernelLaunchFillFunc
 * and of the deinit:
 *   DlogReportFinalize, MsprofFinalize, [AdxDataDumpServerUnInit],
 *   rtUnRegKernelLaunchFillFunc, [rtSetDefaultDeviceId(-1)]
 * rtGetSocVersion appears only at the first successful probe of the process
 * (INIT008), so a re-init after a finalize has no SoC line; a failing key step
 * ends the trace at its own line. Each trace_* builder appends to a text_buf
 * and returns its text. */
#ifndef ACLCTS_HELPERS_TRACES_H_
#define ACLCTS_HELPERS_TRACES_H_

#include <stddef.h>

#include "aclcts/case.h"
#include "text.h"

/* ---- aclInit steps ---- */
#define TR_ERRMGR_FMT "error_message::ErrMgrInit(%d)=0\n" /* the err_msg_mode decision */
#define TR_ERRMGR0 "error_message::ErrMgrInit(0)=0\n"
#define TR_DLOG_INIT "DlogReportInitialize()=0\n"
#define TR_DUMP_INIT "AdxDataDumpServerInit()=0\n"
#define TR_DEV0 "rtSetDefaultDeviceId(0)=0\n"
#define TR_PROF_REG "MsprofRegisterCallback(48,ptr)=0\n"
#define TR_PROF_DYNA "MsprofInit(255,NULL,0)=0\n" /* no `profiler` key, no PROFILER_SAMPLECONFIG */
#define TR_PROF_INIT TR_PROF_REG TR_PROF_DYNA
#define TR_SOC "rtGetSocVersion(ptr,128)=0\n"
#define TR_FILL "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=0\n"

/* The first two lines of every fresh init (err_msg_mode absent: mode 0). */
#define TR_LOG_HEAD TR_ERRMGR0 TR_DLOG_INIT
/* Everything after the key steps of a successful first init without a
 * `profiler` key. */
#define TR_INIT_TAIL TR_PROF_INIT TR_SOC TR_FILL

/* aclInit(NULL) on a fresh process, and again after a finalize. */
#define TR_INIT_NULL TR_ERRMGR0 TR_DLOG_INIT TR_PROF_INIT TR_SOC TR_FILL
#define TR_REINIT_NULL TR_ERRMGR0 TR_DLOG_INIT TR_PROF_INIT TR_FILL

/* The dump layer's input-failure code (pkg_inc/dump/adump_pub.h), as a
 * trace line answers it. */
#ifndef ADUMP_INPUT_FAILED
#define ADUMP_INPUT_FAILED (-2)
#endif

/* ---- deinit steps (FIN003) ---- */
#define TR_DLOG_FIN "DlogReportFinalize()=0\n"
#define TR_PROF_FIN "MsprofFinalize()=0\n"
#define TR_DUMP_UNINIT "AdxDataDumpServerUnInit()=0\n"
#define TR_UNFILL "rtUnRegKernelLaunchFillFunc(\"g_opSystemRunCfg\")=0\n"
#define TR_NODEV "rtSetDefaultDeviceId(-1)=0\n"

/* Deinit with neither flag, with the dump flag, with both flags. */
#define TR_DEINIT TR_DLOG_FIN TR_PROF_FIN TR_UNFILL
#define TR_DEINIT_DUMP TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT TR_UNFILL
#define TR_DEINIT_DUMP_DEV TR_DLOG_FIN TR_PROF_FIN TR_DUMP_UNINIT TR_UNFILL TR_NODEV

/* ---- the C layer's own lower layer (ipv350: src/acl/aclrt_c/common/acl_rt.c
 * InitHookFunc and DeinitHookFunc) ---- */
/* The init hook without a legal path (IPV009), and the deinit hook (IPV012). */
#define TR_C_INIT "rtInit()=0\nGeInitialize()=0\n"
#define TR_C_DEINIT "GeDbgDeInit()=0\nGeFinalize()=0\nrtDeinit()=0\n"

/* ---- the device chain (src/acl/aclrt_impl/device.cpp, context.cpp) ---- */
/* The platform-info update that follows a successful rtSetDevice or
 * rtCtxCreateEx, once per device id and process
 * (acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice): module 7 vector
 * core and module 4 aicore with INFO_TYPE_CORE_NUM 3 and INFO_TYPE_CUBE_NUM
 * 0x775A5A5A. Its SoC query (TR_SOC) comes first when no call has obtained
 * the SoC yet in the process (no aclInit before). */
#define TR_PLATFORM(dev)                    \
    "rtGetAiCoreCount(ptr)=0\n"             \
    "rtGetDeviceInfo(" #dev ",7,3,ptr)=0\n" \
    "rtGetDeviceInfo(" #dev ",4,2002410074,ptr)=0\n"
/* A fresh process's first aclrtSetDevice(dev) of a device without aclInit. */
#define TR_FIRST_SET_DEVICE(dev) "rtSetDevice(" #dev ")=0\n" TR_SOC TR_PLATFORM(dev)

/* ---- builders ---- */
/* ErrMgrInit with the err_msg_mode decision, then DlogReportInitialize. */
const char *trace_init_head(text_buf *b, int errmsg_mode);
/* The dump hand-off of any non-empty config: the path as given, the byte count. */
const char *trace_init_dump(text_buf *b, const char *path, size_t size);
/* Profiling registration and dynamic-mode init (no `profiler` key), the SoC
 * probe (only the first successful probe of the process) and the fill function. */
const char *trace_init_tail(text_buf *b, int soc_probe);
/* aclInit(NULL) / aclInit("") / aclInit(0-byte file). */
const char *trace_init_null(text_buf *b, int soc_probe);
/* aclInit(file) of a non-empty config that sets no key (`{}`, `[]`, ...). */
const char *trace_init_plain(text_buf *b, const char *path, size_t size, int soc_probe);
/* aclInit(file) of a non-empty config of `size` bytes whose err_msg_mode is
 * `errmsg_mode` and whose other keys make the southbound calls `keys` (between
 * the dump hand-off and the profiling init). */
const char *trace_init_file(text_buf *b, int errmsg_mode, const char *path, size_t size, const char *keys,
                            int soc_probe);
/* A successful deinit; `dump` and `device` are the sticky flags (FIN008). */
const char *trace_deinit(text_buf *b, int dump, int device);

/* The trace of the all-keys config (aclcts_config_all_keys, its values from
 * include/acl/config_keys.def) as numbered lines (INIT002); `lines` of them, the
 * last one returning `last_ret` (a fault injected there), or all
 * TRACE_FULL_LINES lines. A new key's runtime call is added here. */
#define TRACE_FULL_LINES 15
/* Those up to the profiling step's MsprofInit (line 13), where init stops
 * when msprof refuses the config's {"switch":"on"} (PROF002), as a general
 * server's whitelist does (PROF011); a case that gets past it needs a device
 * host (prof_need_device_host). */
#define TRACE_FULL_PROF_LINES 13
const char *trace_init_full(text_buf *b, const char *path, size_t size, int lines, int last_ret);
/* Those of trace_init_full(b, path, size, lines, last_ret) from line `from`
 * on (1-based). */
const char *trace_init_full_from(text_buf *b, const char *path, int from, int lines, int last_ret);

/* The same traces as kept strings (text.h), for a case that states only its
 * key steps. The lines before the key steps of aclInit(path) for a file of
 * `size` bytes without err_msg_mode: the head, then the dump hand-off with
 * the path as given (DUMP001). */
char *trace_init_before_keys(const char *path, size_t size);
/* The whole first aclInit(path) of such a file that returns `code`: the lines
 * before the key steps, `keys`, and the tail when init gets past the key steps
 * (code 0), as the runtime of `soc` answers the fill function (NULL: one that
 * has it; on a SoC without RT_FEATURE_KERNEL_REGISTER_CALLBACK, src/runtime/
 * config/mini_v3 and cloud dev_info_reg.cc, the runtime refuses it with 207000,
 * which aclInit tolerates: INIT009). */
char *trace_init_expected(const char *soc, const char *path, size_t size, const char *keys, aclError code);

/* The C layer's init hook with a legal path: TR_C_INIT then GeDbgInit(path). */
const char *trace_clayer_init(text_buf *b, const char *path);

/* The trace line of one runtime call that answered `code`: "call=code\n". */
char *trace_line(const char *call, long code);

/* The recorded call at index i, NULL past the last (requires the trace). */
const aclcts_sb_call *trace_call_at(aclcts_t *t, size_t i);

/* The first `n` recorded trace lines from call index `from` (fewer if the
 * trace is shorter), kept, for checks that own only the start of a trace
 * (requires the trace). */
char *trace_recorded_lines(aclcts_t *t, size_t from, unsigned n);

/* The recorded line at call index `from` starts with `head` and ends with
 * `tail` (its middle, e.g. a value the runtime chose, is not checked). */
#define trace_expect_line(t, ...) ACLCTS_HELPER(trace_expect_line_, t, __VA_ARGS__)
void trace_expect_line_(aclcts_t *t, const char *rule, size_t from, const char *head, const char *tail);

#endif /* ACLCTS_HELPERS_TRACES_H_ */
