/* Runs a fuzz program against one library (see scenario.h). */
#define _POSIX_C_SOURCE 200809L
#include "scenario.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts_sb_runtime.h"
#include "aclcts_southbound.h"
#include "callbacks.h"

/* dlsym gives a data pointer; memcpy turns it into a function pointer. */
void acl_api_resolve(void *handle, acl_api *api)
{
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) \
    do {                                           \
        void *sym = dlsym(handle, #NAME);          \
        memcpy(&api->NAME, &sym, sizeof(sym));     \
    } while (0);
#include "acl/acl_functions.def"
}

static void put(out_buf *out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(out_buf *out, const char *fmt, ...)
{
    if (out->len + 1 >= out->cap) return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(out->text + out->len, out->cap - out->len, fmt, ap);
    va_end(ap);
    if (n > 0) out->len = out->len + (size_t)n < out->cap ? out->len + (size_t)n : out->cap - 1;
}

void scenario_prepare(const prog *p)
{
    /* The scenario alone decides the environment (INIT010, PROF003, SOC001). */
    unsetenv("ACLCTS_SB_FAULTS");
    unsetenv("ACLCTS_SB_SOC");
    if (p->env & PROG_ENV_NO_UC_MEMORY) setenv("AUTO_USE_UC_MEMORY", "0", 1);
    else unsetenv("AUTO_USE_UC_MEMORY");
    if (p->env & PROG_ENV_SAMPLE_CONFIG) setenv("PROFILER_SAMPLECONFIG", "x", 1);
    else unsetenv("PROFILER_SAMPLECONFIG");
    aclcts_sb_reset();
    if (p->env & PROG_ENV_OTHER_SOC) aclcts_sb_set_soc("Ascend310P3");
    for (size_t i = 0; i < p->count; i++) {
        const prog_op *op = &p->ops[i];
        if (op->code == OP_FAULT) (void)aclcts_sb_fail(prog_fault_symbol(op->a), prog_fault_codes[op->b], op->c);
        /* A program that uses the chain gets the runtime's own rtGetDevice
         * answer on a thread without a context (107002, aclcts_sb_runtime.h). */
        if (op->code == OP_RT) aclcts_sb_rt_strict_get_device(1);
    }
}

/* Handle slots of the RT operations: contexts, streams, events. */
static void *g_ctx[PROG_RT_SLOTS], *g_stm[PROG_RT_SLOTS], *g_evt[PROG_RT_SLOTS];

void scenario_rt_reset(void)
{
    memset(g_ctx, 0, sizeof g_ctx);
    memset(g_stm, 0, sizeof g_stm);
    memset(g_evt, 0, sizeof g_evt);
}

/* Which slot holds h: " ctx=<k>", " ctx=NULL" or " ctx=other". */
static void put_slot(out_buf *out, void *const *slots, void *h)
{
    if (h == NULL) {
        put(out, " ctx=NULL");
        return;
    }
    for (int k = 0; k < PROG_RT_NULL; k++) {
        if (slots[k] == h) {
            put(out, " ctx=%d", k);
            return;
        }
    }
    put(out, " ctx=other");
}

/* What an RT operation's operands pick (see scenario.h). */
typedef struct rt_args {
    const acl_api *api;
    out_buf *out;
    uint8_t b, c;       /* handle slots */
    int32_t dev, dev_c; /* device ids */
    bool null_out;      /* slot b is the NULL one: out-pointers are NULL */
} rt_args;

/* One function per chain function of acl_functions.def (rt_<name>): a new
 * one there is a build error here until it has its own. */
static int rt_aclrtSetDevice(const rt_args *a) { return a->api->aclrtSetDevice(a->dev); }
static int rt_aclrtResetDevice(const rt_args *a) { return a->api->aclrtResetDevice(a->dev); }
static int rt_aclrtResetDeviceForce(const rt_args *a) { return a->api->aclrtResetDeviceForce(a->dev); }
static int rt_aclrtGetDevice(const rt_args *a)
{
    int32_t d = -12345;
    int code = a->api->aclrtGetDevice(a->null_out ? NULL : &d);
    put(a->out, " d=%d", (int)d);
    return code;
}
static int rt_aclrtGetDeviceCount(const rt_args *a)
{
    uint32_t n = 12345;
    int code = a->api->aclrtGetDeviceCount(a->null_out ? NULL : &n);
    put(a->out, " n=%u", (unsigned)n);
    return code;
}
static int rt_aclrtGetRunMode(const rt_args *a)
{
    aclrtRunMode m = (aclrtRunMode)12345;
    int code = a->api->aclrtGetRunMode(a->null_out ? NULL : &m);
    put(a->out, " m=%d", (int)m);
    return code;
}
static int rt_aclrtSynchronizeDevice(const rt_args *a) { return a->api->aclrtSynchronizeDevice(); }
static int rt_aclrtCreateContext(const rt_args *a)
{
    return a->api->aclrtCreateContext(a->null_out ? NULL : &g_ctx[a->b], a->dev_c);
}
static int rt_aclrtDestroyContext(const rt_args *a) { return a->api->aclrtDestroyContext(g_ctx[a->b]); }
static int rt_aclrtSetCurrentContext(const rt_args *a) { return a->api->aclrtSetCurrentContext(g_ctx[a->b]); }
static int rt_aclrtGetCurrentContext(const rt_args *a)
{
    void *h = NULL;
    int code = a->api->aclrtGetCurrentContext(a->null_out ? NULL : &h);
    put_slot(a->out, g_ctx, h);
    return code;
}
static int rt_aclrtCreateStream(const rt_args *a)
{
    return a->api->aclrtCreateStream(a->null_out ? NULL : &g_stm[a->b]);
}
static int rt_aclrtDestroyStream(const rt_args *a) { return a->api->aclrtDestroyStream(g_stm[a->b]); }
static int rt_aclrtSynchronizeStream(const rt_args *a) { return a->api->aclrtSynchronizeStream(g_stm[a->b]); }
static int rt_aclrtCreateEvent(const rt_args *a) { return a->api->aclrtCreateEvent(a->null_out ? NULL : &g_evt[a->b]); }
static int rt_aclrtDestroyEvent(const rt_args *a) { return a->api->aclrtDestroyEvent(g_evt[a->b]); }
static int rt_aclrtRecordEvent(const rt_args *a) { return a->api->aclrtRecordEvent(g_evt[a->b], g_stm[a->c]); }
static int rt_aclrtSynchronizeEvent(const rt_args *a) { return a->api->aclrtSynchronizeEvent(g_evt[a->b]); }
/* LASTERR/QUERY: the level, device and kinds come from the operands; out-pointers
 * are NULL on the NULL slot. */
static int rt_aclrtGetLastError(const rt_args *a) { return a->api->aclrtGetLastError((aclrtLastErrLevel)(a->c % 2)); }
static int rt_aclrtPeekAtLastError(const rt_args *a)
{
    return a->api->aclrtPeekAtLastError((aclrtLastErrLevel)(a->c % 2));
}
static int rt_aclrtGetErrorVerbose(const rt_args *a)
{
    aclrtErrorInfo info;
    memset(&info, 0, sizeof info);
    int code = a->api->aclrtGetErrorVerbose(a->dev, a->null_out ? NULL : &info);
    put(a->out, " type=%d detail=%u", (int)info.errorType, (unsigned)info.hasDetail);
    return code;
}
static int rt_aclsysGetCANNVersion(const rt_args *a)
{
    aclCANNPackageVersion v;
    memset(&v, 0, sizeof v);
    int code = a->api->aclsysGetCANNVersion((aclCANNPackageName)a->c, a->null_out ? NULL : &v);
    put(a->out, " v=%.16s", v.version);
    return code;
}
static int rt_aclsysGetVersionStr(const rt_args *a)
{
    char v[ACL_PKG_VERSION_MAX_SIZE] = "";
    char name[] = "runtime";
    int code = a->api->aclsysGetVersionStr(name, a->null_out ? NULL : v);
    put(a->out, " v=%.16s", v);
    return code;
}
static int rt_aclsysGetVersionNum(const rt_args *a)
{
    int32_t n = -1;
    char name[] = "runtime";
    int code = a->api->aclsysGetVersionNum(name, a->null_out ? NULL : &n);
    put(a->out, " n=%d", (int)n);
    return code;
}
static int rt_aclrtGetSocName(const rt_args *a)
{
    const char *name = a->api->aclrtGetSocName();
    put(a->out, " soc=%s", name != NULL ? name : "NULL");
    return 0;
}
static int rt_aclGetCannAttributeList(const rt_args *a)
{
    const aclCannAttr *list = NULL;
    size_t n = 0;
    return a->api->aclGetCannAttributeList(a->null_out ? NULL : &list, &n);
}
static int rt_aclGetCannAttribute(const rt_args *a)
{
    int32_t v = -1;
    return a->api->aclGetCannAttribute((aclCannAttr)a->c, a->null_out ? NULL : &v);
}
static int rt_aclrtGetDeviceCapability(const rt_args *a)
{
    static const int types[PROG_RT_SLOTS] = {1, 21, 5, -1, 20002};
    int32_t v = -1;
    int code = a->api->aclrtGetDeviceCapability(a->dev, (aclrtDevFeatureType)types[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtCheckArchCompatibility(const rt_args *a)
{
    static const char *const socs[PROG_RT_SLOTS] = {"Ascend910B1", "Ascend310P3", "", "NoSuchSoc", NULL};
    int32_t v = -1;
    int code = a->api->aclrtCheckArchCompatibility(socs[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%d", (int)v);
    return code;
}
static int rt_aclrtGetDeviceInfo(const rt_args *a)
{
    static const int attrs[PROG_RT_SLOTS] = {101, 201, 601, 2, 999};
    int64_t v = -1;
    int code = a->api->aclrtGetDeviceInfo((uint32_t)a->dev, (aclrtDevAttr)attrs[a->c], a->null_out ? NULL : &v);
    put(a->out, " v=%lld", (long long)v);
    return code;
}
static int rt_aclrtGetResInCurrentThread(const rt_args *a)
{
    uint32_t v = 0;
    int code = a->api->aclrtGetResInCurrentThread((aclrtDevResLimitType)(a->c % 3), a->null_out ? NULL : &v);
    put(a->out, " v=%u", (unsigned)v);
    return code;
}

/* The chain in acl_functions.def's order: the call and whether the library has it. */
#define RT_CALL_ROW(NAME) [PROG_RT_##NAME] = rt_##NAME,
static int (*const k_rt_calls[PROG_RT_FNS])(const rt_args *) = {
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, RT_CALL_ROW)
#include "acl/acl_functions.def"
};

static bool rt_present(const acl_api *api, int fn)
{
#define RT_PRESENT_ROW(NAME) \
    if (fn == PROG_RT_##NAME) return api->NAME != NULL;
#define ACLCTS_ACL_FN(NAME, RET, PARAMS, PROFILES) PROG_RT_ROW_##PROFILES(NAME, RT_PRESENT_ROW)
#include "acl/acl_functions.def"
    return false;
}

static int rt_dispatch(const prog_op *op, const acl_api *api, out_buf *out)
{
    uint8_t b = (uint8_t)(op->b % PROG_RT_SLOTS), c = (uint8_t)(op->c % PROG_RT_SLOTS);
    rt_args args = {
        api, out, b, c, prog_rt_devices[b % PROG_RT_DEVICES], prog_rt_devices[c % PROG_RT_DEVICES], b == PROG_RT_NULL};
    int fn = op->a % PROG_RT_FNS;
    if (!rt_present(api, fn)) {
        put(out, " absent");
        return 0;
    }
    return k_rt_calls[fn](&args);
}

/* THR006..THR010: the thread binding of the chain. */
typedef struct rt_job {
    const prog_op *op;
    const acl_api *api;
    out_buf *out;
    int code;
} rt_job;

static void *rt_thread(void *arg)
{
    rt_job *j = arg;
    j->code = rt_dispatch(j->op, j->api, j->out);
    return NULL;
}

int scenario_rt_call(const prog_op *op, const acl_api *api, out_buf *out)
{
    if (op->a % PROG_RT_OPS < PROG_RT_FNS) return rt_dispatch(op, api, out);
    rt_job j = {op, api, out, 0};
    pthread_t th;
    if (pthread_create(&th, NULL, rt_thread, &j) != 0) {
        put(out, " (no thread)");
        return rt_dispatch(op, api, out);
    }
    pthread_join(th, NULL);
    put(out, " thread");
    return j.code;
}

/* One call; returns 0 and says "absent" when the library lacks the symbol. */
static int call(const prog *p, size_t i, const acl_api *api, const scratch *s, out_buf *out)
{
    const prog_op *op = &p->ops[i];
    int type = prog_types[op->a % PROG_TYPES];
    uint64_t n = 12345;
#define NEED(fn)                 \
    do {                         \
        if (!api->fn) {          \
            put(out, " absent"); \
            return 0;            \
        }                        \
    } while (0)
    switch (op->code) {
    case OP_INIT:
        NEED(aclInit);
        return api->aclInit(scratch_path(s, op->a));
    case OP_FIN:
        NEED(aclFinalize);
        return api->aclFinalize();
    case OP_REF: {
        NEED(aclFinalizeReference);
        int code = api->aclFinalizeReference(op->a ? &n : NULL);
        if (op->a) put(out, " n=%llu", (unsigned long long)n);
        return code;
    }
    case OP_REG_INIT:
        NEED(aclInitCallbackRegister);
        return api->aclInitCallbackRegister((aclRegisterCallbackType)type, cb_init_func(op->b),
                                            cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_INIT:
        NEED(aclInitCallbackUnRegister);
        return api->aclInitCallbackUnRegister((aclRegisterCallbackType)type, cb_init_func(op->b));
    case OP_REG_FIN:
        NEED(aclFinalizeCallbackRegister);
        return api->aclFinalizeCallbackRegister((aclRegisterCallbackType)type, cb_fin_func(op->b),
                                                cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_FIN:
        NEED(aclFinalizeCallbackUnRegister);
        return api->aclFinalizeCallbackUnRegister((aclRegisterCallbackType)type, cb_fin_func(op->b));
    case OP_ERRMSG:
        NEED(aclGetRecentErrMsg);
        (void)api->aclGetRecentErrMsg();
        return 0;
    case OP_RT:
        return scenario_rt_call(op, api, out);
    default:
        return 0;
    }
#undef NEED
}

static void put_trace(out_buf *out, size_t from)
{
    char buf[8192];
    size_t need = aclcts_sb_trace_text(from, buf, sizeof(buf));
    const char *line = buf;
    while (*line) {
        const char *nl = strchr(line, '\n');
        size_t len = nl ? (size_t)(nl - line) : strlen(line);
        put(out, "      sb %.*s\n", (int)len, line);
        line += len + (nl != NULL);
    }
    if (need >= sizeof(buf)) put(out, "      sb ... (%zu bytes)\n", need);
}

void scenario_run(const prog *p, const acl_api *api, const scratch *s, out_buf *out)
{
    static char log[8192];
    cb_records_reset();
    cblog_reset(log, sizeof(log));
    scenario_rt_reset();
    for (size_t i = 0; i < p->count; i++) {
        uint8_t code = p->ops[i].code;
        if (code == OP_CONFIG || code == OP_FAULT || code == OP_ENV) continue;
        size_t mark = aclcts_sb_count(), cb_mark = cblog_len();
        put(out, "%2zu %s", i, code == OP_RT ? prog_rt_name(p->ops[i].a) : prog_op_name(code));
        int ret = call(p, i, api, s, out);
        put(out, " = %d cb[%s]\n", ret, cblog_since(cb_mark));
        put_trace(out, mark);
    }
}
