/* Control API of the southbound spy, libaclcts_southbound.so.
 *
 * The spy exports every lower-layer symbol of include/lower/lower_layers.h,
 * records each call (function, arguments, return value) in order, succeeds by
 * default, fails on request and answers rtGetSocVersion with a chosen SoC.
 *
 * Trace text: one line per call, "fn(arg,arg,...)=ret". Integers in decimal,
 * strings as JSON string literals, NULL as NULL, any other pointer as ptr.
 * Examples:
 *   DlogReportInitialize()=0
 *   error_message::ErrMgrInit(1)=0
 *   Adx::AdumpSetDumpConfig("/tmp/a.json",2)=0
 *   rtDeviceSetLimit(0,3,32768)=0
 *   MsprofRegisterCallback(48,ptr)=0
 *   MsprofInit(255,NULL,0)=0
 *   MsprofInit(1,"{\"switch\":\"on\"}",15)=0
 *   rtGetSocVersion(ptr,128)=0
 *   rtRegKernelLaunchFillFunc("g_opSystemRunCfg",ptr)=0
 *   rtSetDefaultDeviceId(-1)=0
 *
 * Environment read when the spy is loaded (and by aclcts_sb_reset):
 *   ACLCTS_SB_FAULTS  "symbol=code[@N][,symbol=code[@N]...]" (N: only the Nth call, 1-based)
 *   ACLCTS_SB_SOC     SoC name returned by rtGetSocVersion (default Ascend910B1)
 *   ACLCTS_SB_ECHO    when set, each call is also printed to stderr
 *   ACLCTS_LOWER      "lib.so[:lib.so...]": real lower layers beneath the spy
 *                     (read at load only): every southbound function a library
 *                     exports is answered by it, still recorded, and an
 *                     injected fault still wins; the others by the models
 */
#ifndef ACLCTS_SOUTHBOUND_H_
#define ACLCTS_SOUTHBOUND_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_SB_DEFAULT_SOC "Ascend910B1"

typedef struct aclcts_sb_call {
    const char *fn;     /* symbol name as printed, e.g. "rtDeviceSetLimit" */
    const char *args;   /* comma-separated arguments, e.g. "0,3,32768" */
    int ret;            /* value returned to the caller */
} aclcts_sb_call;

/* Clears trace, faults, device message and fault events; re-reads the environment. */
void aclcts_sb_reset(void);
/* Number of calls recorded so far. */
size_t aclcts_sb_count(void);
/* The i-th call (0-based), or NULL when out of range. Valid until reset. */
const aclcts_sb_call *aclcts_sb_call_at(size_t i);
/* Writes calls [from, count) as trace lines into buf (always NUL-terminated);
 * returns the length the full text needs. */
size_t aclcts_sb_trace_text(size_t from, char *buf, size_t cap);
/* Number of recorded calls to fn since call index `from`. */
size_t aclcts_sb_calls_to(const char *fn, size_t from);
/* Makes `symbol` return `code`: on every call when nth == 0, else only on its
 * nth call (1-based, counted from now). Returns 0, or -1 for an unknown symbol. */
int aclcts_sb_fail(const char *symbol, int code, unsigned nth);
/* 1 when `code` is one the real lower layer behind `symbol` can return (0
 * always is), 0 when not, -1 for an unknown symbol. aclcts_sb_fail injects
 * any code; conformance cases inject only these (README.md "Answers"). */
int aclcts_sb_code_producible(const char *symbol, int code);
/* Parses a fault list in the ACLCTS_SB_FAULTS syntax; 0 or -1 on a syntax error. */
int aclcts_sb_fail_spec(const char *spec);
/* Sets the SoC name rtGetSocVersion reports. */
void aclcts_sb_set_soc(const char *name);
const char *aclcts_sb_soc(void);
/* The device message rtGetDevMsg hands to its callback (NULL: none). */
void aclcts_sb_set_dev_msg(const char *msg);
/* Adds a fault event rtGetFaultEvent reports; returns the number stored. */
int aclcts_sb_add_fault_event(uint32_t event_id, const char *name);
/* Last dump configuration handed over (Adx::AdumpSetDumpConfig); NULL if none. */
const char *aclcts_sb_last_dump_data(size_t *size);
/* Last MsprofInit data text, NULL if none. */
const char *aclcts_sb_last_msprof_text(void);
/* The library of ACLCTS_LOWER that answers `fn` (any spelling of a southbound
 * function), or NULL when the spy's model answers it. */
const char *aclcts_sb_lower_of(const char *fn);
/* Any function of the libraries beneath, first library first (their own
 * query functions, e.g. rtDeviceGetLimit, read what they hold without a
 * trace line), or NULL. */
void *aclcts_sb_lower_symbol(const char *name);
/* Why ACLCTS_LOWER could not be honoured (a library that does not load, or
 * exports no southbound function), or NULL. */
const char *aclcts_sb_lower_error(void);
/* The list of exported lower-layer symbols, NULL-terminated. */
const char *const *aclcts_sb_symbols(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SOUTHBOUND_H_ */
