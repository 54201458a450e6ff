/* Runs a fuzz program against one library (see scenario.h). */
#define _POSIX_C_SOURCE 200809L
#include "scenario.h"

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    }
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
    for (size_t i = 0; i < p->count; i++) {
        uint8_t code = p->ops[i].code;
        if (code == OP_CONFIG || code == OP_FAULT || code == OP_ENV) continue;
        size_t mark = aclcts_sb_count(), cb_mark = cblog_len();
        put(out, "%2zu %s", i, prog_op_name(code));
        int ret = call(p, i, api, s, out);
        put(out, " = %d cb[%s]\n", ret, cblog_since(cb_mark));
        put_trace(out, mark);
    }
}
