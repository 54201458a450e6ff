/* Accessors of the lower-layer models the spy answers with (lower/): what
 * the runtime, profiling, log and op-executor models decided and keep.
 * Conformance cases reach them by name through aclcts_spy_symbol(t, "name")
 * (conformance/include/aclcts/case.h); the spy's own tests link them.
 *
 * All state is process-wide, as in the product's lower layers; none of it is
 * undone by aclFinalize, and aclcts_sb_reset does not clear it either. A call
 * failed by an injected fault does not reach a model and changes nothing. */
#ifndef ACLCTS_SB_RUNTIME_H_
#define ACLCTS_SB_RUNTIME_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- runtime (lower/runtime): answers per SoC preset ---- */
/* The value the runtime stores for an rtDeviceSetLimit type (1 simt stack per
 * warp, 2 simt divergence stack, 3 aicore stack, 4 SIMD FIFO, 5 SIMT FIFO);
 * the runtime default until a call changes it; 0 for other types. */
uint32_t aclcts_sb_rt_limit(int type);
/* The aicore stack maximum the current SoC checks when a device starts
 * (0: never checked on this SoC). aclInit never checks it. */
uint32_t aclcts_sb_rt_aicore_stack_max(void);
/* The event work mode set so far (-1: none) and the successful sets (0 or 1). */
int aclcts_sb_rt_event_mode(void);
unsigned aclcts_sb_rt_event_mode_sets(void);
/* The default device the runtime holds (-1: none). */
int32_t aclcts_sb_rt_default_device(void);
/* The number of devices the driver reports: the preset's (8) unless set
 * here; n < 0 restores the preset's. 0 reproduces the driver reporting no
 * device, where the runtime accepts any non-negative id. */
void aclcts_sb_rt_set_device_count(int32_t n);
int32_t aclcts_sb_rt_device_count(void);
/* 1 when the reported SoC name has a preset, 0 when the fallback answers. */
int aclcts_sb_rt_soc_known(void);
/* The runtime config directory the current SoC's preset stands for. */
const char *aclcts_sb_rt_soc_config(void);
/* 1 when the preset of SoC `name` answers every SoC-dependent call as the
 * default SoC's (ACLCTS_SB_DEFAULT_SOC) does, e.g. Ascend910_9391; 0 for
 * another answer or an unknown name. Read by aclcts_default_soc for a
 * runtime beneath (--lower) that reports `name`. */
int aclcts_sb_rt_soc_answers_as_default(const char *name);
/* The calling thread's current context: its device, or -1 for none. A fresh
 * process has none on any thread; a context the thread made current through
 * the chain (rtSetDevice, ...) is its current context from then on, until
 * this setter says otherwise; rtGetDevMsg and rtGetFaultEvent give a thread
 * without one a context on the default device when one is set (the runtime's
 * implicit set device). */
void aclcts_sb_rt_set_current_context(int32_t device);
int32_t aclcts_sb_rt_current_context(void);
/* The device status the runtime checks in rtGetDevMsg: 0 (default) normal,
 * else the code rtGetDevMsg returns without calling back, e.g. 107022
 * (ACL_ERROR_RT_DEVICE_TASK_ABORT) after a device fault. */
void aclcts_sb_rt_set_device_status(int32_t code);

/* ---- runtime chain (lower/runtime/rt_chain.c): devices, contexts, streams, events ---- */
/* rtGetDevice on a thread that made no context current through the chain
 * calls: by default the lifecycle's model answers (its context, set with
 * aclcts_sb_rt_set_current_context; none in a fresh process), in strict mode
 * the chain model (the default device, else 107002: ApiImpl::GetDevice). In a
 * fresh process both answer the same; kept for the fuzz targets. */
void aclcts_sb_rt_strict_get_device(int on);
/* What the driver reports to the runtime's rtGetRunMode (drvGetPlatformInfo,
 * src/runtime/driver/npu_driver.cc NpuDriver::RtGetRunMode): 0 OFFLINE (the
 * process runs on the device), 1 ONLINE (a host: the default), 2 AICPU_SCHED
 * (the device's AICPU scheduling; the runtime reports it as OFFLINE,
 * src/runtime/api/impl/api_impl.cc ApiImpl::GetRunMode), 3 RESERVED (what the
 * runtime reports when the driver's query fails). Returns 0, or -1 for any
 * other value (nothing changes). */
int aclcts_sb_rt_set_run_mode(int32_t driver_mode);
/* References the primary context of a driver device holds (set minus reset). */
uint64_t aclcts_sb_rt_device_refs(int32_t drv_dev);
/* The calling thread's current context's user device, -1 when none. */
int32_t aclcts_sb_rt_thread_device(void);

/* ---- profiling (lower/msprof): the last MsprofInit that reached the model ---- */
/* "on", "off", "env", "running", "idle", "rejected", "hazard", "unmodelled";
 * NULL when no MsprofInit reached the model. */
const char *aclcts_sb_prof_decision(void);
/* Why a config was rejected: "<id> <what>", the error id msprof reports first
 * (EK0005 unknown or unsupported, EK0003 a refused value, "-" a log line
 * only) and the member, or "length", "parse", "null", "terminate" (a
 * "hazard": msprof's parser would end the process), "ai-core" (a general
 * server's whitelist); "type"; "" otherwise. */
const char *aclcts_sb_prof_reason(void);
/* 1 while profiling runs (started by MsprofInit, stopped by MsprofFinalize). */
int aclcts_sb_prof_running(void);
/* The host msprof answers for (lower/msprof/msprof_platform.h): "device", a
 * device host with an Atlas A2 (the default), or "general", a general
 * server without a driver (msprof's supported keys are then the default
 * platform's, and a `profiler` with switch "on" that passes them is refused
 * with 5). NULL returns to ACLCTS_SB_MSPROF_WORLD, read at each MsprofInit
 * (unset: "device"). 0, or -1 for another name (nothing changes). */
int aclcts_sb_prof_set_world(const char *name);
const char *aclcts_sb_prof_world(void);

/* ---- log (lower/dlog) ---- */
/* The device-log flush timeout in ms the last DlogReportFinalize would wait
 * (from ASCEND_LOG_DEVICE_FLUSH_TIMEOUT at that call); -1 before any call. */
int aclcts_sb_flush_timeout_ms(void);

/* ---- op executor (lower/opexec): the library that owns max_opqueue_num ---- */
/* An ACL_REG_TYPE_ACL_OP_EXECUTOR init callback (aclInitCallbackFunc
 * signature) standing in for the op-executor library's: decides
 * max_opqueue_num from the raw config and returns 0 or 100000. */
int32_t aclcts_sb_opexec_init_callback(const char *configStr, size_t len, void *userData);
/* The op-model cache limit in force (20000 until a config sets it). */
long aclcts_sb_opexec_cache_limit(void);
/* Calls of the callback, and whether the last accepted value was warned
 * about (below 20000). */
int aclcts_sb_opexec_calls(void);
int aclcts_sb_opexec_warned(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SB_RUNTIME_H_ */
