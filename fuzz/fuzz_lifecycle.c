/* fuzz_lifecycle: the bytes are a fuzz program (src/program.h): lifecycle
 * calls, callback registrations and config files. It runs in this process
 * against the reference (built with ACLREF_TEST_HOOKS: aclref_test_reset
 * brings a fresh process state back between inputs) and against the model of
 * src/model.h; after every call both must agree on the code, the refCount,
 * the callbacks that ran (with their config bytes) and (rc, F)
 * (STATE001..STATE003, INIT001, REP001..REP005, FIN001..FIN003,
 * REF001..REF004, CB001..CB011). FAULT operations make the spy fail a lower
 * layer; what the lower layers answered is read from the spy's trace and
 * given to the model (src/model.h). ENV operations are fuzz_diff's and are
 * ignored here (the product profile, no environment switches).
 *
 * RT operations (the device/context/stream/event chain and the memory
 * functions, interleaved with the lifecycle) must leave the lifecycle state
 * (rc, F) alone and pass the runtime through: a NULL argument gives 100000
 * with no runtime call, otherwise the code is the first failing runtime
 * call's, 0 when none failed (SETDEV001..011, CTX001..008, STREAM001..006,
 * RTEVENT001..008, DEVSET, PEER, the extras' STREAM017..051, RTEVENT018..035, MEM011,
 * MEM013, MEM025) but for the query's "not complete", which is a status,
 * and a device synchronisation's timeout below -1, refused with 107000; the
 * platform-info calls after it only warn, SETDEV035, CTX023; aclrtMalloc's
 * padding query before rtMalloc ignores its failure, MEM007, but never fails
 * here; a function that makes several calls stops at the first that fails,
 * PEER003). */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aclcts_southbound.h"
#include "config.h"
#include "errmsg.h"
#include "lower/lower_layers.h"
#include "src/callbacks.h"
#include "src/model.h"
#include "src/scenario.h"
#include "src/scratch.h"
#include "state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

static scratch g_scratch;
static model g_model;
static cfg_verdict g_verdicts[SCRATCH_SLOTS];
static char g_log[16384];

/* The codes the pure stages give a config's bytes, key by key. */
static void verdict_of_bytes(const uint8_t *bytes, size_t len, cfg_verdict *v)
{
    config_text text = {.bytes = malloc(len + 1), .size = len, .is_regular = true};
    memcpy(text.bytes, bytes, len);
    text.bytes[len] = '\0';
    json_span root;
    uint32_t u32;
    int32_t i32;
    uint8_t u8;
    bool present;
    v->parse = check_config_json(&text, &root);
    if (v->parse == ACL_SUCCESS) v->parse = check_err_msg_mode(root, &u32);
    if (v->parse == ACL_SUCCESS) {
        v->keys[KEY_simt_stack_size] = check_stack_size(root, RT_LIMIT_TYPE_SIMT_STACK_SIZE, &present, &u32);
        v->keys[KEY_simt_divergence_stack_size] =
            check_stack_size(root, RT_LIMIT_TYPE_SIMT_DVG_WARP_STACK_SIZE, &present, &u32);
        v->keys[KEY_aicore_stack_size] = check_stack_size(root, RT_LIMIT_TYPE_STACK_SIZE, &present, &u32);
        v->keys[KEY_default_device] = check_default_device(root, &present, &i32);
        v->keys[KEY_simd_printf_fifo_size_per_core] =
            check_printf_fifo(root, RT_LIMIT_TYPE_SIMD_PRINTF_FIFO_SIZE_PER_CORE, &present, &u32);
        v->keys[KEY_simt_printf_fifo_size] =
            check_printf_fifo(root, RT_LIMIT_TYPE_SIMT_PRINTF_FIFO_SIZE, &present, &u32);
        v->keys[KEY_event_mode] = check_event_mode(root, &present, &u8);
        profiling_request request;
        v->profiling = check_profiling(root, true, NULL, &request);
        v->profiler_key = v->profiling == ACL_SUCCESS && request.data_type != MSPROF_CTRL_INIT_DYNA;
        free(request.text);
    }
    free(text.bytes);
}

/* The answers of the lower layers the model needs, from calls [from, now). */
static void lower_answers_since(size_t from, lower_answers *low)
{
    memset(low, 0, sizeof(*low));
    for (size_t i = from; i < aclcts_sb_count(); i++) {
        const aclcts_sb_call *c = aclcts_sb_call_at(i);
        const char *fn = c->fn;
        if (strcmp(fn, "AdxDataDumpServerInit") == 0) low->dump_init = c->ret;
        else if (strcmp(fn, "Adx::AdumpSetDumpConfig") == 0) low->adump = c->ret;
        else if (strcmp(fn, "AdxDataDumpServerUnInit") == 0) low->dump_uninit = c->ret;
        else if (strcmp(fn, "rtSetDefaultDeviceId") == 0) low->device = c->ret;
        else if (strcmp(fn, "rtEventWorkModeSet") == 0) low->event = c->ret;
        else if (strcmp(fn, "MsprofInit") == 0) low->msprof_init = c->ret;
        else if (strcmp(fn, "rtGetSocVersion") == 0) low->soc = c->ret;
        else if (strcmp(fn, "rtRegKernelLaunchFillFunc") == 0) low->fill = c->ret;
        else if (strcmp(fn, "rtUnRegKernelLaunchFillFunc") == 0) low->unfill = c->ret;
        else if (strcmp(fn, "rtDeviceSetLimit") == 0) {
            int dev = -1, type = -1;
            if (sscanf(c->args, "%d,%d", &dev, &type) == 2 && (type == 4 || type == 5)) low->fifo[type - 4] = c->ret;
        }
    }
}

static void build_verdicts(const prog *p)
{
    static const uint8_t nothing[1] = {0};
    memset(g_verdicts, 0, sizeof(g_verdicts));
    for (size_t s = 0; s < SLOT_FIRST_CONFIG; s++) {
        g_verdicts[s] = (cfg_verdict){.bytes = nothing,
                                      .has_path = s >= SLOT_MISSING,
                                      .readable = s != SLOT_MISSING,
                                      .regular = s != SLOT_DIRECTORY};
    }
    size_t k = 0;
    for (size_t i = 0; i < p->count; i++) {
        const prog_op *op = &p->ops[i];
        if (op->code != OP_CONFIG) continue;
        cfg_verdict *v = &g_verdicts[SLOT_FIRST_CONFIG + k++];
        *v = (cfg_verdict){.bytes = op->bytes ? op->bytes : nothing,
                           .len = op->len,
                           .has_path = true,
                           .readable = true,
                           .regular = true};
        verdict_of_bytes(v->bytes, v->len, v);
    }
}

static void emit_line(const char *line, void *ctx)
{
    (void)ctx;
    fprintf(stderr, "    %s\n", line);
}

static void mismatch(const prog *p, size_t step, const char *what, const model_step *want, int got_code,
                     uint64_t got_ref, const char *got_log)
{
    const aclref_state *s = state_get();
    fprintf(stderr, "\nfuzz_lifecycle: the reference and the model disagree at operation %zu (%s)\n", step, what);
    fprintf(stderr, "  program:\n");
    prog_print(p, emit_line, NULL);
    fprintf(stderr, "  model:     code %d refCount %llu callbacks [%s] rc %llu F %d\n", want->code,
            (unsigned long long)want->ref_count, want->log, (unsigned long long)g_model.rc, g_model.finalized);
    fprintf(stderr, "  reference: code %d refCount %llu callbacks [%s] rc %llu F %d\n", got_code,
            (unsigned long long)got_ref, got_log, (unsigned long long)state_init_count(s), s->finalized);
    abort();
}

/* The RT operations whose answer is not a runtime code: the installed
 * versions and the software features are read from files (QUERY001..QUERY021,
 * QUERY026, QUERY027), and aclrtGetSocName returns a name; only (rc, F) is
 * checked for them, their answers being the conformance cases'. */
static bool rt_op_reads_no_runtime_code(uint8_t fn)
{
    static const char *const names[] = {"aclsysGetCANNVersion",    "aclsysGetVersionStr", "aclsysGetVersionNum",
                                        "aclGetCannAttributeList", "aclGetCannAttribute", "aclrtGetSocName"};
    const char *name = prog_rt_name(fn);
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
        if (strcmp(name, names[k]) == 0) return true;
    return false;
}

/* Whether an RT operation's code is the runtime's: 100000 without a runtime
 * call, else the first failing runtime call's code (0 when none failed). A
 * function that makes several calls (the peer access functions,
 * PEER008..PEER011) stops at the first that fails and returns its code, and
 * refuses a peer that is the current device with 100000 after calls that
 * succeeded (PEER009); the platform-info calls after a set device only warn
 * (SETDEV035); aclrtMalloc's padding query ignores its failure (MEM007). */
static int rt_first_failing(size_t sb_mark)
{
    if (aclcts_sb_count() == sb_mark) return ACL_ERROR_INVALID_PARAM;
    for (size_t k = sb_mark; k < aclcts_sb_count(); k++)
        if (aclcts_sb_call_at(k)->ret != 0) return aclcts_sb_call_at(k)->ret;
    return 0;
}
static bool rt_code_is_runtimes(int code, size_t sb_mark)
{
    int want = rt_first_failing(sb_mark);
    return code == want || (aclcts_sb_count() > sb_mark && want == 0 && code == ACL_ERROR_INVALID_PARAM);
}

/* The RT oracle: (rc, F) unchanged; the code is the runtime's
 * (rt_code_is_runtimes); an allocator function (ALLOC) calls no lower layer
 * and returns 0 or 100000. */
static void run_rt_op(const prog *p, size_t i)
{
    const aclref_state *s = state_get();
    uint64_t rc = state_init_count(s);
    bool finalized = s->finalized;
    size_t sb_mark = aclcts_sb_count();
    char text[256] = "";
    out_buf out = {text, sizeof(text), 0};
    int code = scenario_rt_call(&p->ops[i], &acl_api_linked, &out);
    int fn = p->ops[i].a % PROG_RT_FNS;
    bool called = aclcts_sb_count() > sb_mark;
    int want = rt_first_failing(sb_mark);
    bool ok = rt_code_is_runtimes(code, sb_mark);
    /* RTEVENT025: "not complete" is a status; STREAM049: a timeout below -1
     * is refused with the runtime's own code. */
    if (fn == PROG_RT_aclrtQueryEvent && want == ACL_ERROR_RT_EVENT_NOT_COMPLETE) {
        want = ACL_SUCCESS;
        ok = code == want;
    }
    if (fn == PROG_RT_aclrtSynchronizeDeviceWithTimeout && !called) {
        want = ACL_ERROR_RT_PARAM_INVALID;
        ok = code == want;
    }
    const char *what = !ok && !rt_op_reads_no_runtime_code(p->ops[i].a) ? "the code is not the runtime's" : NULL;
    if (strncmp(prog_rt_name(p->ops[i].a), "aclrtAllocator", 14) == 0) {
        /* ALLOC: no lower layer; 0, or 100000 for a refusal. */
        want = code == ACL_SUCCESS ? ACL_SUCCESS : ACL_ERROR_INVALID_PARAM;
        what = aclcts_sb_count() > sb_mark ? "the allocator registry called a lower layer"
               : code != want              ? "the allocator registry's code is neither 0 nor 100000"
                                           : NULL;
    }
    if (state_init_count(s) != rc || s->finalized != finalized) what = "it changed the lifecycle state (rc, F)";
    if (what == NULL) return;
    fprintf(stderr, "\nfuzz_lifecycle: operation %zu (%s): %s: got %d, runtime said %d%s\n  program:\n", i,
            prog_rt_name(p->ops[i].a), what, code, want, text);
    prog_print(p, emit_line, NULL);
    abort();
}

static void run_op(const prog *p, size_t i)
{
    const prog_op *op = &p->ops[i];
    model_step want;
    uint64_t ref_count = 12345;
    int code;
    size_t mark = cblog_len(), sb_mark = aclcts_sb_count();
    lower_answers low;
    int type = prog_types[op->a % PROG_TYPES];
    switch (op->code) {
    case OP_INIT:
        code = aclInit(scratch_path(&g_scratch, op->a));
        lower_answers_since(sb_mark, &low);
        model_init(&g_model, &g_verdicts[op->a], &low, &want);
        break;
    case OP_FIN:
        code = aclFinalize();
        lower_answers_since(sb_mark, &low);
        model_finalize(&g_model, &low, &want);
        break;
    case OP_REF:
        code = aclFinalizeReference(op->a ? &ref_count : NULL);
        lower_answers_since(sb_mark, &low);
        model_finalize_reference(&g_model, op->a, &low, &want);
        break;
    case OP_REG_INIT:
        model_register(&g_model, true, type, op->b, (int)i, prog_rets[op->c], &want);
        code = aclInitCallbackRegister((aclRegisterCallbackType)type, cb_init_func(op->b),
                                       cb_record_for(i, op->b, prog_rets[op->c]));
        break;
    case OP_UNREG_INIT:
        model_unregister(&g_model, true, type, op->b, &want);
        code = aclInitCallbackUnRegister((aclRegisterCallbackType)type, cb_init_func(op->b));
        break;
    case OP_REG_FIN:
        model_register(&g_model, false, type, op->b, (int)i, prog_rets[op->c], &want);
        code = aclFinalizeCallbackRegister((aclRegisterCallbackType)type, cb_fin_func(op->b),
                                           cb_record_for(i, op->b, prog_rets[op->c]));
        break;
    case OP_UNREG_FIN:
        model_unregister(&g_model, false, type, op->b, &want);
        code = aclFinalizeCallbackUnRegister((aclRegisterCallbackType)type, cb_fin_func(op->b));
        break;
    case OP_ERRMSG:
        (void)aclGetRecentErrMsg(); /* text is IMPL (ERRMSG004); must not disturb the state */
        return;
    case OP_RT:
        run_rt_op(p, i);
        return;
    default:
        return; /* CONFIG, FAULT, ENV */
    }
    const char *log = cblog_since(mark);
    const aclref_state *s = state_get();
    if (code != want.code) mismatch(p, i, "return code", &want, code, ref_count, log);
    if (want.has_ref_count && ref_count != want.ref_count) mismatch(p, i, "refCount", &want, code, ref_count, log);
    if (strcmp(log, want.log) != 0) mismatch(p, i, "callbacks", &want, code, ref_count, log);
    if (state_init_count(s) != g_model.rc || s->finalized != g_model.finalized) {
        mismatch(p, i, "state (rc, F)", &want, code, ref_count, log);
    }
}

static void fresh_process(void)
{
    aclref_test_reset();
    aclcts_sb_reset();
    for (uint32_t mode = 0; mode < 2; mode++) { /* the error store is not part of the reset */
        errmsg_set_mode(mode);
        free(errmsg_take_host_text());
    }
    errmsg_set_mode(0);
    cb_records_reset();
    cblog_reset(g_log, sizeof(g_log));
    model_reset(&g_model);
    scenario_rt_reset();
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc;
    (void)argv;
    /* The model is the product profile's, as is the reference linked in (the
     * product library's sources); it assumes no environment switches. */
    unsetenv("PROFILER_SAMPLECONFIG");
    unsetenv("AUTO_USE_UC_MEMORY");
    unsetenv("ACLCTS_SB_FAULTS");
    if (!scratch_open(&g_scratch, "fuzz_lifecycle")) {
        fprintf(stderr, "fuzz_lifecycle: cannot create a scratch directory\n");
        exit(1);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static prog p;
    prog_decode(data, size, &p);
    fresh_process();
    if (!scratch_write_configs(&g_scratch, &p)) {
        fprintf(stderr, "fuzz_lifecycle: cannot write config files in %s\n", g_scratch.dir);
        abort();
    }
    build_verdicts(&p);
    for (size_t i = 0; i < p.count; i++) {
        const prog_op *op = &p.ops[i];
        if (op->code == OP_FAULT) (void)aclcts_sb_fail(prog_fault_symbol(op->a), prog_fault_codes[op->b], op->c);
    }
    for (size_t i = 0; i < p.count; i++) run_op(&p, i);
    scenario_rt_release(&acl_api_linked);
    return 0;
}
