/* Shared helpers for the API, STATE, INIT, FILE, JSON, REP, HAZ and SOC cases:
 * the expected southbound traces of the product's fresh init and deinit
 * (acl.cpp aclInitImpl, aclFinalizeImpl), and one-call
 * config checks used by the table-driven files.
 *
 * Trace pieces follow the product's pipeline (INIT002):
 *   head:  error_message::ErrMgrInit(mode), DlogReportInitialize
 *   dump:  AdxDataDumpServerInit, Adx::AdumpSetDumpConfig(path, size)   (non-empty file only)
 *   tail:  MsprofRegisterCallback(48), MsprofInit(255,NULL,0), [rtGetSocVersion], rtRegKernelLaunchFillFunc
 * and of the deinit (FIN003):
 *   DlogReportFinalize, MsprofFinalize, [AdxDataDumpServerUnInit],
 *   rtUnRegKernelLaunchFillFunc, [rtSetDefaultDeviceId(-1)]
 */
#ifndef ACLCTS_CASES_INIT_COMMON_H_
#define ACLCTS_CASES_INIT_COMMON_H_

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"
#include "aclcts/config_keys.h"
#include "trace_lines.h"

/* The dump layer's input-failure code (pkg_inc/dump/adump_pub.h). */
#ifndef ADUMP_INPUT_FAILED
#define ADUMP_INPUT_FAILED (-2)
#endif

/* Room for the longest expected trace of these families (a full config plus
 * a deinit is about 1 KiB plus two paths). */
#define INIT_TEXT_MAX 16384

typedef struct init_text {
    char s[INIT_TEXT_MAX];
    size_t n;
} init_text;

static inline void init_add(init_text *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static inline void init_add(init_text *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(b->s + b->n, sizeof b->s - b->n, fmt, ap);
    va_end(ap);
    if (w > 0)
        b->n += (size_t)w < sizeof b->s - b->n ? (size_t)w : sizeof b->s - b->n - 1;
}

/* A string as the spy prints it: a JSON string literal (aclcts_southbound.h). */
static inline void init_add_quoted(init_text *b, const char *s)
{
    init_add(b, "\"");
    for (; *s; ++s) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            init_add(b, "\\%c", c);
        else if (c == '\n')
            init_add(b, "\\n");
        else if (c == '\t')
            init_add(b, "\\t");
        else if (c < 0x20 || c >= 0x7f)
            init_add(b, "\\u%04x", c);
        else
            init_add(b, "%c", c);
    }
    init_add(b, "\"");
}

/* ErrMgrInit with the err_msg_mode decision, then DlogReportInitialize. */
static inline void init_trace_head(init_text *b, int errmsg_mode)
{
    init_add(b, TR_ERRMGR_FMT TR_DLOG_INIT, errmsg_mode);
}

/* The dump hand-off of any non-empty config: the path as given, the byte count. */
static inline void init_trace_dump(init_text *b, const char *path, size_t size)
{
    init_add(b, TR_DUMP_INIT "Adx::AdumpSetDumpConfig(");
    init_add_quoted(b, path);
    init_add(b, ",%zu)=0\n", size);
}

/* Profiling registration and dynamic-mode init (no `profiler` key), the SoC
 * probe (only the first successful probe of the process) and the fill function. */
static inline void init_trace_tail(init_text *b, int soc_probe)
{
    init_add(b, TR_PROF_INIT);
    if (soc_probe)
        init_add(b, TR_SOC);
    init_add(b, TR_FILL);
}

/* aclInit(NULL) / aclInit("") / aclInit(0-byte file). */
static inline void init_trace_init_null(init_text *b, int soc_probe)
{
    init_trace_head(b, 0);
    init_trace_tail(b, soc_probe);
}

/* aclInit(file) of a non-empty config that sets no key (`{}`, `[]`, ...). */
static inline void init_trace_init_plain(init_text *b, const char *path, size_t size, int soc_probe)
{
    init_trace_head(b, 0);
    init_trace_dump(b, path, size);
    init_trace_tail(b, soc_probe);
}

/* aclInit(file) of a non-empty config of `size` bytes whose err_msg_mode is
 * `errmsg_mode` and whose other keys make the southbound calls `keys` (between
 * the dump hand-off and the profiling init). */
static inline void init_trace_init_file(init_text *b, int errmsg_mode, const char *path, size_t size, const char *keys,
                                      int soc_probe)
{
    init_trace_head(b, errmsg_mode);
    init_trace_dump(b, path, size);
    init_add(b, "%s", keys);
    init_trace_tail(b, soc_probe);
}

/* In a fresh process, aclInit of a file holding `json` succeeds with exactly
 * the trace of init_trace_init_file (and the process's first SoC probe). */
#define init_expect_file_init_trace(t, ...) ACLCTS_HELPER(init_expect_file_init_trace_, t, __VA_ARGS__)
static inline void init_expect_file_init_trace_(aclcts_t *t, const char *rule, const char *json, int errmsg_mode,
                                              const char *keys)
{
    const char *path = aclcts_file(t, "config.json", json);
    init_text want = {{0}, 0};
    init_trace_init_file(&want, errmsg_mode, path, strlen(json), keys, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, want.s);
}

/* A successful deinit; `dump` and `device` are the sticky flags (FIN008). */
static inline void init_trace_fin(init_text *b, int dump, int device)
{
    init_add(b, "%s%s%s%s", TR_DLOG_FIN TR_PROF_FIN, dump ? TR_DUMP_UNINIT : "", TR_UNFILL, device ? TR_NODEV : "");
}

/* The trace of the all-keys config (aclcts_config_all_keys, its values from
 * include/acl/config_keys.def) as numbered lines (INIT002); `lines` of them, the
 * last one returning `last_ret` (a fault injected there), or all 15 lines. */
#define INIT_FULL_LINES 15
static inline void init_trace_full(init_text *b, const char *path, size_t size, int lines, int last_ret)
{
    static const char *const fmt[INIT_FULL_LINES] = {
        "error_message::ErrMgrInit(1)=%d\n",
        "DlogReportInitialize()=%d\n",
        "AdxDataDumpServerInit()=%d\n",
        NULL, /* Adx::AdumpSetDumpConfig(path,size) */
        "rtDeviceSetLimit(0,1,1024)=%d\n",
        "rtDeviceSetLimit(0,2,512)=%d\n",
        "rtDeviceSetLimit(0,3,65536)=%d\n",
        "rtSetDefaultDeviceId(1)=%d\n",
        "rtDeviceSetLimit(0,4,1048576)=%d\n",
        "rtDeviceSetLimit(0,5,2097152)=%d\n",
        "rtEventWorkModeSet(1)=%d\n",
        "MsprofRegisterCallback(48,ptr)=%d\n",
        "MsprofInit(1,\"{\\\"switch\\\":\\\"on\\\"}\",15)=%d\n",
        "rtGetSocVersion(ptr,128)=%d\n",
        "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=%d\n",
    };
    /* The default SoC's (Ascend910B1) runtime answers the SIMT types with
     * 207000, which aclInit tolerates (SOC003, SOC005). */
    static const int answer[INIT_FULL_LINES] = {0, 0, 0, 0, 207000, 207000, 0, 0, 0, 207000, 0, 0, 0, 0, 0};
    for (int i = 0; i < lines && i < INIT_FULL_LINES; ++i) {
        int ret = i == lines - 1 && last_ret != 0 ? last_ret : answer[i];
        if (fmt[i]) {
            init_add(b, fmt[i], ret);
        } else {
            init_add(b, "Adx::AdumpSetDumpConfig(");
            init_add_quoted(b, path);
            init_add(b, ",%zu)=%d\n", size, ret);
        }
    }
}

/* Writes the all-keys config into the case's directory. */
static inline const char *init_full_config(aclcts_t *t)
{
    aclcts_default_soc(t); /* the full trace carries its runtime answers */
    return aclcts_file(t, "full.json", aclcts_config_all_keys());
}

/* One recorder per dispatched init stage (CB003), registered in a fresh
 * process; the log then reads "MODEL OPEXE DVPP OTHER" for a complete init
 * from a file and stops at the stage where an init stopped. */
typedef struct init_stage_cbs {
    aclcts_cb model, opexe, dvpp, other;
} init_stage_cbs;

#define init_register_stages(t, ...) ACLCTS_HELPER(init_register_stages_, t, __VA_ARGS__)
static inline void init_register_stages_(aclcts_t *t, const char *rule, init_stage_cbs *s)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    s->model.tag = "MODEL";
    s->opexe.tag = "OPEXE";
    s->dvpp.tag = "DVPP";
    s->other.tag = "OTHER";
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &s->model), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_OP_EXECUTOR, aclcts_init_cb, &s->opexe), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_DVPP, aclcts_init_cb, &s->dvpp), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_OTHER, aclcts_init_cb, &s->other), 0);
}

/* The stage recorders registered, aclInit of a file holding `text` runs
 * every stage, and OP_EXECUTOR is given the file's length (CB006). */
#define init_expect_stages_for_file(t, ...) ACLCTS_HELPER(init_expect_stages_for_file_, t, __VA_ARGS__)
static inline void init_expect_stages_for_file_(aclcts_t *t, const char *rule, init_stage_cbs *s, const char *text)
{
    init_register_stages(t, rule, s);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(aclcts_file(t, "config.json", text)), ACL_SUCCESS);
    CHECK_STR_FOR(t, rule, aclcts_cb_log(), "MODEL OPEXE DVPP OTHER");
    CHECK_INT_FOR(t, "CB006", s->opexe.last_len, strlen(text));
}

/* The state after a call, read with aclFinalizeReference where the target has
 * it: an initialised library (rc 1) deinitialises and writes 0; a library at
 * rc 0 answers 100037 (REF003). Used to show an init took effect or not. */
#define init_expect_count_one(t, rule) ACLCTS_HELPER(init_expect_reference_, t, rule, ACL_SUCCESS)
#define init_expect_count_zero(t, rule) ACLCTS_HELPER(init_expect_reference_, t, rule, ACL_ERROR_REPEAT_FINALIZE)
static inline void init_expect_reference_(aclcts_t *t, const char *rule, aclError code)
{
    if (!ACLCTS_EXPORTS(t, aclFinalizeReference))
        return;
    uint64_t n = 99;
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalizeReference(&n), code);
    CHECK_INT_FOR(t, rule, n, 0);
}

/* aclInit of a config given as bytes returns `code`; success leaves rc 1,
 * failure leaves rc 0 (STATE003). */
#define init_expect_bytes(t, ...) ACLCTS_HELPER(init_expect_bytes_, t, __VA_ARGS__)
static inline void init_expect_bytes_(aclcts_t *t, const char *rule, const void *data, size_t len, aclError code)
{
    const char *path = aclcts_file_bytes(t, "config.json", data, len);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (code == ACL_SUCCESS)
        init_expect_count_one(t, rule);
    else
        init_expect_count_zero(t, rule);
}

#define init_expect_config(t, ...) ACLCTS_HELPER(init_expect_config_, t, __VA_ARGS__)
static inline void init_expect_config_(aclcts_t *t, const char *rule, const char *json, aclError code)
{
    init_expect_bytes(t, rule, json, strlen(json), code);
}

/* One named test per config row (conformance/README.md: every row stays one named test). */
#define INIT_CONFIG_CASE(RULE, NAME, RULES, JSON, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { init_expect_config(t, #RULE, JSON, CODE); }

/* The same with explicit bytes (NUL, BOM, invalid UTF-8): a string literal. */
#define INIT_BYTES_CASE(RULE, NAME, RULES, BYTES, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { init_expect_bytes(t, #RULE, BYTES, sizeof(BYTES) - 1, CODE); }

#endif /* ACLCTS_CASES_INIT_COMMON_H_ */
