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
#define RESOLVE(field, name)                      \
    do {                                          \
        void *sym = dlsym(handle, name);          \
        memcpy(&api->field, &sym, sizeof(sym));   \
    } while (0)

void acl_api_resolve(void *handle, acl_api *api)
{
    RESOLVE(init, "aclInit");
    RESOLVE(finalize, "aclFinalize");
    RESOLVE(finalize_reference, "aclFinalizeReference");
    RESOLVE(recent_errmsg, "aclGetRecentErrMsg");
    RESOLVE(init_cb_register, "aclInitCallbackRegister");
    RESOLVE(init_cb_unregister, "aclInitCallbackUnRegister");
    RESOLVE(fin_cb_register, "aclFinalizeCallbackRegister");
    RESOLVE(fin_cb_unregister, "aclFinalizeCallbackUnRegister");
    RESOLVE(rt.set_device, "aclrtSetDevice");
    RESOLVE(rt.reset_device, "aclrtResetDevice");
    RESOLVE(rt.reset_device_force, "aclrtResetDeviceForce");
    RESOLVE(rt.get_device, "aclrtGetDevice");
    RESOLVE(rt.get_device_count, "aclrtGetDeviceCount");
    RESOLVE(rt.get_run_mode, "aclrtGetRunMode");
    RESOLVE(rt.synchronize_device, "aclrtSynchronizeDevice");
    RESOLVE(rt.create_context, "aclrtCreateContext");
    RESOLVE(rt.destroy_context, "aclrtDestroyContext");
    RESOLVE(rt.set_current_context, "aclrtSetCurrentContext");
    RESOLVE(rt.get_current_context, "aclrtGetCurrentContext");
    RESOLVE(rt.create_stream, "aclrtCreateStream");
    RESOLVE(rt.destroy_stream, "aclrtDestroyStream");
    RESOLVE(rt.synchronize_stream, "aclrtSynchronizeStream");
    RESOLVE(rt.create_event, "aclrtCreateEvent");
    RESOLVE(rt.destroy_event, "aclrtDestroyEvent");
    RESOLVE(rt.record_event, "aclrtRecordEvent");
    RESOLVE(rt.synchronize_event, "aclrtSynchronizeEvent");
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
    unsetenv("ACLREF_PROFILE");
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

static int rt_dispatch(const prog_op *op, const acl_rt_api *rt, out_buf *out)
{
    uint8_t b = (uint8_t)(op->b % PROG_RT_SLOTS), c = (uint8_t)(op->c % PROG_RT_SLOTS);
    int32_t dev = prog_rt_devices[b % PROG_RT_DEVICES], dev_c = prog_rt_devices[c % PROG_RT_DEVICES];
    bool null_out = b == PROG_RT_NULL;
    int32_t d = -12345;
    uint32_t n = 12345;
    aclrtRunMode m = (aclrtRunMode)12345;
    void *h = NULL;
    int code = 0;
#define RT_NEED(fn) do { if (!rt->fn) { put(out, " absent"); return 0; } } while (0)
    switch (op->a % PROG_RT_FNS) {
    case 0: RT_NEED(set_device); return rt->set_device(dev);
    case 1: RT_NEED(reset_device); return rt->reset_device(dev);
    case 2: RT_NEED(reset_device_force); return rt->reset_device_force(dev);
    case 3: RT_NEED(get_device); code = rt->get_device(null_out ? NULL : &d); put(out, " d=%d", (int)d); return code;
    case 4:
        RT_NEED(get_device_count);
        code = rt->get_device_count(null_out ? NULL : &n);
        put(out, " n=%u", (unsigned)n);
        return code;
    case 5: RT_NEED(get_run_mode); code = rt->get_run_mode(null_out ? NULL : &m); put(out, " m=%d", (int)m); return code;
    case 6: RT_NEED(synchronize_device); return rt->synchronize_device();
    case 7: RT_NEED(create_context); return rt->create_context(null_out ? NULL : &g_ctx[b], dev_c);
    case 8: RT_NEED(destroy_context); return rt->destroy_context(g_ctx[b]);
    case 9: RT_NEED(set_current_context); return rt->set_current_context(g_ctx[b]);
    case 10:
        RT_NEED(get_current_context);
        code = rt->get_current_context(null_out ? NULL : &h);
        put_slot(out, g_ctx, h);
        return code;
    case 11: RT_NEED(create_stream); return rt->create_stream(null_out ? NULL : &g_stm[b]);
    case 12: RT_NEED(destroy_stream); return rt->destroy_stream(g_stm[b]);
    case 13: RT_NEED(synchronize_stream); return rt->synchronize_stream(g_stm[b]);
    case 14: RT_NEED(create_event); return rt->create_event(null_out ? NULL : &g_evt[b]);
    case 15: RT_NEED(destroy_event); return rt->destroy_event(g_evt[b]);
    case 16: RT_NEED(record_event); return rt->record_event(g_evt[b], g_stm[c]);
    default: RT_NEED(synchronize_event); return rt->synchronize_event(g_evt[b]);
    }
#undef RT_NEED
}

/* THR006..THR010: the thread binding of the chain. */
typedef struct rt_job {
    const prog_op *op;
    const acl_rt_api *rt;
    out_buf *out;
    int code;
} rt_job;

static void *rt_thread(void *arg)
{
    rt_job *j = arg;
    j->code = rt_dispatch(j->op, j->rt, j->out);
    return NULL;
}

int scenario_rt_call(const prog_op *op, const acl_rt_api *rt, out_buf *out)
{
    if (op->a % PROG_RT_OPS < PROG_RT_FNS)
        return rt_dispatch(op, rt, out);
    rt_job j = {op, rt, out, 0};
    pthread_t th;
    if (pthread_create(&th, NULL, rt_thread, &j) != 0) {
        put(out, " (no thread)");
        return rt_dispatch(op, rt, out);
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
#define NEED(fn) do { if (!api->fn) { put(out, " absent"); return 0; } } while (0)
    switch (op->code) {
    case OP_INIT: NEED(init); return api->init(scratch_path(s, op->a));
    case OP_FIN: NEED(finalize); return api->finalize();
    case OP_REF: {
        NEED(finalize_reference);
        int code = api->finalize_reference(op->a ? &n : NULL);
        if (op->a) put(out, " n=%llu", (unsigned long long)n);
        return code;
    }
    case OP_REG_INIT:
        NEED(init_cb_register);
        return api->init_cb_register((aclRegisterCallbackType)type, cb_init_func(op->b),
                                     cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_INIT: NEED(init_cb_unregister); return api->init_cb_unregister((aclRegisterCallbackType)type, cb_init_func(op->b));
    case OP_REG_FIN:
        NEED(fin_cb_register);
        return api->fin_cb_register((aclRegisterCallbackType)type, cb_fin_func(op->b),
                                    cb_record_for(i, op->b, prog_rets[op->c]));
    case OP_UNREG_FIN: NEED(fin_cb_unregister); return api->fin_cb_unregister((aclRegisterCallbackType)type, cb_fin_func(op->b));
    case OP_ERRMSG: NEED(recent_errmsg); (void)api->recent_errmsg(); return 0;
    case OP_RT: return scenario_rt_call(op, &api->rt, out);
    default: return 0;
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
