/* Internals shared by the spy's files. Only the lower-layer symbols and the
 * aclcts_sb_* control API leave the library: the build hides everything else
 * (-fvisibility=hidden) and the two public headers are included here with
 * default visibility. */
#ifndef ACLCTS_SB_INTERNAL_H_
#define ACLCTS_SB_INTERNAL_H_

#include <stdarg.h>
#include <stddef.h>

#pragma GCC visibility push(default)
#include "lower_layers.h"
#include "aclcts_southbound.h"
#pragma GCC visibility pop

/* One entry per exported lower-layer function, in the order of
 * include/lower/southbound_functions.def. */
enum sb_sym {
#define ACLCTS_SB_FN(ID, TRACE, ELF, ALIAS, LAYER) SB_##ID,
#include "lower/southbound_functions.def"
    SB_SYM_COUNT
};

/* sb_symbols.c: names. */
const char *sb_sym_trace_name(enum sb_sym s);
/* Symbol for a name in any accepted spelling (trace, ELF or plain); -1 if unknown. */
int sb_sym_lookup(const char *name, size_t len);

/* sb_state.c: the single lock guarding all spy state. */
void sb_lock(void);
void sb_unlock(void);

/* sb_faults.c: counts a call to s and returns its injected code (0: none).
 * Caller holds the lock. */
int sb_fault_take_locked(enum sb_sym s);
void sb_faults_clear_locked(void);
int sb_fail_spec_locked(const char *spec);

/* sb_trace.c: appends one call with the rendered arguments (NULL: none). */
struct sb_text;
void sb_trace_append_locked(enum sb_sym s, struct sb_text *args, int ret, int echo);
void sb_trace_clear_locked(void);

/* The two halves of every lower-layer function: decide the outcome before the
 * side effects, record the call after them (sb_call.c). */
int sb_call_begin(enum sb_sym s);
void sb_call_end(enum sb_sym s, struct sb_text *args, int ret);
/* sb_call_end for a model path that returns its code directly, where the
 * product's entry point does not store it as the thread's last error. */
void sb_call_end_direct(enum sb_sym s, struct sb_text *args, int ret);

/* sb_last_error.c: the thread's last runtime error. sb_call_end hands every
 * call's code to _note; rtGetLastError / rtPeekAtLastError _read it. */
void sb_last_error_note(enum sb_sym s, int ret, int direct);
int32_t sb_last_error_read(int32_t level, int has_context, int clear);

/* sb_lower.c: the function of a library beneath (ACLCTS_LOWER) that answers
 * s, NULL when the model does. SB_FORWARDS tells; SB_FORWARD calls it with the
 * spied function's own signature: SB_FORWARD(rtSetDevice, SB_RT_SET_DEVICE, devId). */
void *sb_lower_fn(enum sb_sym s);
#define SB_FORWARDS(sym) (sb_lower_fn(sym) != NULL)
#define SB_FORWARD(fn, sym, ...) (((__typeof__(&fn))sb_lower_fn(sym))(__VA_ARGS__))

/* lower_profapi.c: hands the msprof loaded as `handle` (the library beneath
 * that answers MsprofInit) the report-buffer pops libprofapi would, each
 * finding its buffer empty, through those of the setters it exports. Called once, when the libraries beneath are loaded, before
 * any call reaches them. */
void sb_profapi_install(void *handle);

/* The answer of every stand-in that may forward: an injected fault first
 * (the model stays untouched), then under --lower the library beneath, with
 * the function's own arguments `args` (in parentheses) and without the lock,
 * else the model under the lock: `state`, the declarations that name the
 * model's state (a file's own, e.g. CHAIN_STATE; SB_NO_STATE for none), then
 * ret = (expr). Declares int ret; the caller records the call after it
 * (sb_call_end), with its arguments rendered:
 *     SB_CALL(rtSetDevice, SB_RT_SET_DEVICE, (devId), CHAIN_STATE, aclcts_rtc_set_device(st, &env, devId))
 * A model step that returns nothing is (step, 0); a stand-in without a model
 * passes SB_NO_STATE and 0: it succeeds. */
#define SB_UNPAREN(...) __VA_ARGS__
#define SB_NO_STATE (void)0
#define SB_CALL(fn, sym, args, state, expr)         \
    int ret = sb_call_begin(sym);                   \
    if (ret == 0 && SB_FORWARDS(sym)) {             \
        ret = SB_FORWARD(fn, sym, SB_UNPAREN args); \
    } else if (ret == 0) {                          \
        sb_lock();                                  \
        state;                                      \
        ret = (expr);                               \
        sb_unlock();                                \
    }

/* sb_text.c: growable text for argument rendering. */
typedef struct sb_text {
    char *buf;
    size_t len;
    size_t cap;
    int oom;
} sb_text;
void sb_text_addf(sb_text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* n bytes as a JSON string literal (see README for the escaping). */
void sb_text_add_json(sb_text *t, const void *bytes, size_t n);
/* A C string as a JSON literal, or NULL. */
void sb_text_add_str(sb_text *t, const char *s);
/* "ptr" or "NULL": pointer values never enter the trace. */
void sb_text_add_ptr(sb_text *t, const void *p);
/* The text (malloc'd, caller frees), or NULL when memory ran out. */
char *sb_text_take(sb_text *t);

/* sb_state.c: configured answers (caller holds the lock where noted). */
void sb_soc_copy_locked(char *dst, size_t cap);
void sb_dev_msg_deliver(rtGetMsgCallback cb, int decoded, int32_t device);
uint32_t sb_fault_events_fill_locked(int32_t dev, rtDmsFaultEvent *out, uint32_t len);
void sb_keep_dump_data_locked(const char *data, size_t size);
void sb_keep_msprof_text_locked(const void *data, uint32_t len);
void sb_keep_fill_func_locked(void *callback);
int sb_echo_enabled_locked(void);

/* lower_rt.c: the default device rtSetDefaultDeviceId left (-1: none) and
 * the device count the driver reports, for the chain model. Caller holds the lock. */
int32_t sb_rt_default_device_locked(void);
int32_t sb_rt_device_count_locked(void);
/* lower_rt_chain.c: rtGetDevice in the chain model: returns 1 with *ret set
 * when this thread made a context current through the chain calls, or when
 * the strict mode is on (aclcts_sb_rt_strict_get_device: the runtime's 107002
 * without a context); 0 leaves the answer to the lifecycle's model
 * (lower_rt.c). Caller holds the lock. */
int sb_rt_chain_get_device_locked(int32_t *devId, int *ret);
/* The user device of the context this thread made current through the chain
 * calls, -1 when none. Caller holds the lock. */
int32_t sb_rt_chain_thread_device_locked(void);
/* The chain model's state, *env filled in (lower_rt_chain.c), for the
 * runtime calls of other families that work in the current context
 * (lower_rt_devset.c); what drvGetPlatformInfo reports (aclcts_sb_rt_set_run_mode).
 * Caller holds the lock. */
struct aclcts_rtc_state;
struct aclcts_rtc_env;
struct aclcts_rtc_state *sb_rt_chain_locked(struct aclcts_rtc_env *env);
int32_t sb_rt_driver_run_mode_locked(void);

/* lower_rt_chain.c: the chain model and its environment, for the memory
 * calls' context and stream checks (lower_rt_mem.c). Caller holds the lock. */
struct aclcts_rtc_state;
struct aclcts_rtc_env;
struct aclcts_rtc_state *sb_rt_chain_state_locked(struct aclcts_rtc_env *env);
/* For the host-side queries (lower_rt_query.c), caller holds the lock: the
 * driver device a user id names (0, or 107001); the user device of the
 * calling thread's current context after the runtime's implicit set of a
 * default device (-1: none); references of a driver device's primary context;
 * whether a default device is set. */
int sb_rt_chain_user_to_driver_locked(int32_t user, int32_t *drv);
int32_t sb_rt_chain_current_device_implicit_locked(void);
/* The user device the calling thread's runtime keeps from its last binding
 * change (aclcts_rtc_thread_cached_device), -1 for none. */
int32_t sb_rt_chain_cached_device_locked(void);
uint64_t sb_rt_chain_device_refs_locked(int32_t drv);

#endif /* ACLCTS_SB_INTERNAL_H_ */
