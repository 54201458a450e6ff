/* WALK: a client's path through the host-side API, call by call, from
 * process start to teardown, as a real client takes it (torch_npu,
 * MegEngine, the product's samples). Each step's code is checked and the walk
 * stops at the first step that fails, as the client would, with a message
 * naming the step: "WALK006 conformance/cases/walk_megengine_copy.c:40: step 3:
 * aclrtSetDevice(0): got ..., expected ACL_SUCCESS (0)". What the client
 * reads after a step (a handle, a value, bytes) is checked the same way. */
#ifndef ACLCTS_HELPERS_WALK_H_
#define ACLCTS_HELPERS_WALK_H_

#include <stddef.h>
#include <stdint.h>

#include "aclcts/case.h"

/* A walk under way: its case, its rule and the last step taken. */
typedef struct walk {
    aclcts_t *t;
    const char *rule;
    unsigned step;    /* number of the last step (1-based; 0: none yet) */
    const char *call; /* its text */
} walk;

/* A new walk of `rule` (the case's main rule when NULL). */
walk walk_begin(aclcts_t *t, const char *rule);

/* The next step: CALL returns `code`, else the walk stops here. Returns
 * the code. */
#define WALK_STEP(w, CALL, code) walk_step_(&(w), __FILE__, __LINE__, #CALL, (long long)(CALL), (long long)(code))
long long walk_step_(walk *w, const char *file, int line, const char *text, long long got, long long code);

/* A step whose function returns no code (aclrtGetSocName): counted and
 * named like the others; its value is the call's, for WALK_READ. */
#define WALK_CALL(w, CALL) (walk_call_(&(w), #CALL), (CALL))
void walk_call_(walk *w, const char *text);

/* A step whose call was made elsewhere (on another thread): its text and
 * the code it returned. */
#define WALK_STEP_AS(w, text, got, code) \
    walk_step_(&(w), __FILE__, __LINE__, (text), (long long)(got), (long long)(code))

/* What the client reads after the last step: cond holds, else the walk
 * stops here with the printf-style explanation. */
#define WALK_READ(w, cond, ...) walk_read_(&(w), __FILE__, __LINE__, #cond, !!(cond), __VA_ARGS__)
void walk_read_(walk *w, const char *file, int line, const char *text, int cond, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));

/* After the last step, n bytes at got are want (else the walk stops,
 * naming `what` and the first byte that differs). */
#define WALK_BYTES(w, got, want, n, what) walk_bytes_(&(w), __FILE__, __LINE__, (got), (want), (n), (what))
void walk_bytes_(walk *w, const char *file, int line, const void *got, const void *want, size_t n, const char *what);

/* Whether the layer that answers the runtime function fn runs the device
 * task it queues: 1 with the spy's model (or no spy at all: the target's own
 * runtime); 0 under a runtime beneath (--lower) whose driver stand-in
 * completes every task without running it, and then the walk notes in the
 * test's message that `what` was not observed there and why. A walk that
 * gets 0 omits only that check and goes on. */
int walk_tasks_run(walk *w, const char *fn, const char *what);

/* Whether the bytes of a synchronous copy or set show: 1 with the spy's model
 * or a runtime beneath that moves them on the host; 0 under a runtime
 * beneath of the 950 platform, which makes even a synchronous copy a device
 * task its driver stand-in completes without running (the walk notes
 * `what` as not observed there). */
int walk_sync_copies_run(walk *w, const char *what);

/* The same for what a runtime beneath cannot show for another reason:
 * 1 when the spy's model (or the target's own runtime) answers fn; else
 * notes "<what> not observed: <lib> beneath answers <fn>: <why>" and
 * returns 0. */
int walk_observable(walk *w, const char *fn, const char *what, const char *why);

/* Notes in the test's message that `what` was not observed, and why. */
void walk_not_observed(walk *w, const char *what, const char *why);

/* A helper of this group that takes steps is called through WALK_HELPER, so
 * that a failing step also names the case's line that called it (as
 * ACLCTS_HELPER does): walk_torch_initialize(&w, &tw) is a macro over
 * walk_torch_initialize_. */
#define WALK_HELPER(fn, w, ...)                        \
    do {                                               \
        aclcts_site_enter((w)->t, __FILE__, __LINE__); \
        fn((w), __VA_ARGS__);                          \
        aclcts_site_leave((w)->t);                     \
    } while (0)

/* ---- MegEngine's Atlas comp node (MegEngine/MegEngine@47952c07
 * src/core/include/megbrain/comp_node_env.h AtlasEnv,
 * src/core/impl/comp_node/atlas/comp_node.cpp) ---- */
/* AtlasEnv::activate, made before nearly every operation: aclrtGetDevice;
 * the first time (`first`), on a thread without a device, it answers
 * ACL_ERROR_RT_CONTEXT_NULL and the device is set (aclrtSetDevice(0));
 * afterwards it answers 0 and device 0. */
#define walk_mge_activate(w, ...) WALK_HELPER(walk_mge_activate_, w, __VA_ARGS__)
void walk_mge_activate_(walk *w, int first);
/* A comp node of device 0 loaded: the process's first (`first`) runs
 * aclInit(NULL) and the first activate, a later one (atlas0:1) an activate;
 * then its one plain stream (aclrtCreateStream), non-NULL, into *s. */
#define walk_mge_load(w, ...) WALK_HELPER(walk_mge_load_, w, __VA_ARGS__)
void walk_mge_load_(walk *w, int first, aclrtStream *s);

/* ---- torch_npu (Ascend/pytorch@9e73e708: torch_npu/csrc/core/npu/
 * sys_ctrl/npu_sys_ctrl.cpp NpuSysCtrl::Initialize, LazyInitialize;
 * NPUFunctions.cpp SetDevice, GetDevice, LazySetDevice; NpuVariables.cpp
 * SetSocVersion, IsSupportInfNan; interface/AclInterface.cpp
 * AclrtCreateStreamWithConfig, AclrtSetOpExecuteTimeOut; NPUStream.cpp) ----
 * What torch_npu keeps of the process, as the walk goes. */
typedef struct walk_torch {
    int lazy;           /* in: the CANN version is 8.3.RC1 or later (is_lazy_set_device) */
    aclError init_code; /* in: aclInit's answer, 0 or ACL_ERROR_REPEAT_INITIALIZE (another component was first) */
    const char *soc;    /* aclrtGetSocName's answer */
    int infnan;         /* IsSupportInfNan, once decided */
    int decided;        /* infnan is decided (torch_npu asks once per process) */
    aclrtStream default_stream, secondary_stream;
} walk_torch;

/* GetCANNVersion("CANN"): aclsysGetCANNVersion(ACL_PKG_NAME_CANN, &v)
 * returns `code`; on 0 v.version is `version`, the string torch_npu
 * compares with "8.3.RC1". A target without the function: no call (torch_npu's
 * wrapper answers ACL_ERROR_RT_FEATURE_NOT_SUPPORT itself: eager). */
#define walk_torch_cann_version(w, ...) WALK_HELPER(walk_torch_cann_version_, w, __VA_ARGS__)
void walk_torch_cann_version_(walk *w, aclError code, const char *version);

/* NpuSysCtrl::Initialize(-1): aclInit of torch_npu's own config (acl.json
 * eager, acl_default.json with default device "0" lazy) answering
 * tw->init_code; aclrtGetDeviceCount; eager: aclrtGetDevice answering
 * ACL_ERROR_RT_CONTEXT_NULL, aclrtSetDevice(0), aclrtGetCurrentContext;
 * aclrtGetSocName, a name torch_npu knows (SetSocVersion); eager: the
 * overflow mode (aclrtSetDeviceSatMode, Inf/NaN when IsSupportInfNan) and the
 * operator timeout (aclrtSetOpExecuteTimeOutV2(547000000 us, &actual) where
 * the target exports it, else aclrtSetOpExecuteTimeOut(547)). */
#define walk_torch_initialize(w, ...) WALK_HELPER(walk_torch_initialize_, w, __VA_ARGS__)
void walk_torch_initialize_(walk *w, walk_torch *tw);

/* Lazy mode's first use of device 0 (LazySetDevice, LazyInitialize):
 * aclrtGetDevice (0 and device 0: the configured default device),
 * aclrtSetDevice(0), aclrtGetCurrentContext; then aclrtGetDevice, the
 * overflow mode and the operator timeout as eager init sets them. */
#define walk_torch_first_use(w, ...) WALK_HELPER(walk_torch_first_use_, w, __VA_ARGS__)
void walk_torch_first_use_(walk *w, walk_torch *tw);

/* AclrtCreateStreamWithConfig(&s, 0, flags): aclrtCreateStreamWithConfig
 * where the target exports it (its flags read back), else aclrtCreateStream;
 * aclrtSetStreamOverflowSwitch(s, 1) when !IsSupportInfNan (TORCH_CHECK:
 * 0); aclrtSetStreamFailureMode(s, ACL_STOP_ON_FAILURE), whose code is the
 * create's. The stream goes into *s. */
#define walk_torch_stream(w, ...) WALK_HELPER(walk_torch_stream_, w, __VA_ARGS__)
void walk_torch_stream_(walk *w, walk_torch *tw, uint32_t flags, aclrtStream *s);

/* initGlobalStreamState: the default and the secondary stream, each with
 * ACL_STREAM_FAST_LAUNCH | ACL_STREAM_FAST_SYNC. */
#define walk_torch_streams(w, ...) WALK_HELPER(walk_torch_streams_, w, __VA_ARGS__)
void walk_torch_streams_(walk *w, walk_torch *tw);

#endif /* ACLCTS_HELPERS_WALK_H_ */
