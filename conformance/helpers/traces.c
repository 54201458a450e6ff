/* The expected southbound traces (traces.h). */
#include "traces.h"

#include <stdlib.h>
#include <string.h>

#include "aclcts/config_keys.h"

const char *trace_init_head(text_buf *b, int errmsg_mode)
{
    text_add(b, TR_ERRMGR_FMT TR_DLOG_INIT, errmsg_mode);
    return b->s;
}

const char *trace_init_dump(text_buf *b, const char *path, size_t size)
{
    text_add(b, TR_DUMP_INIT "Adx::AdumpSetDumpConfig(");
    text_add_quoted(b, path);
    text_add(b, ",%zu)=0\n", size);
    return b->s;
}

const char *trace_init_tail(text_buf *b, int soc_probe)
{
    text_add(b, TR_PROF_INIT);
    if (soc_probe) text_add(b, TR_SOC);
    text_add(b, TR_FILL);
    return b->s;
}

const char *trace_init_null(text_buf *b, int soc_probe)
{
    trace_init_head(b, 0);
    return trace_init_tail(b, soc_probe);
}

const char *trace_init_plain(text_buf *b, const char *path, size_t size, int soc_probe)
{
    return trace_init_file(b, 0, path, size, "", soc_probe);
}

const char *trace_init_file(text_buf *b, int errmsg_mode, const char *path, size_t size, const char *keys,
                            int soc_probe)
{
    trace_init_head(b, errmsg_mode);
    trace_init_dump(b, path, size);
    text_add(b, "%s", keys);
    return trace_init_tail(b, soc_probe);
}

const char *trace_deinit(text_buf *b, int dump, int device)
{
    text_add(b, "%s%s%s%s", TR_DLOG_FIN TR_PROF_FIN, dump ? TR_DUMP_UNINIT : "", TR_UNFILL, device ? TR_NODEV : "");
    return b->s;
}

const char *trace_init_full(text_buf *b, const char *path, size_t size, int lines, int last_ret)
{
    static const char *const fmt[TRACE_FULL_LINES] = {
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
    static const int answer[TRACE_FULL_LINES] = {0, 0, 0, 0, 207000, 207000, 0, 0, 0, 207000, 0, 0, 0, 0, 0};
    for (int i = 0; i < lines && i < TRACE_FULL_LINES; ++i) {
        int ret = i == lines - 1 && last_ret != 0 ? last_ret : answer[i];
        if (fmt[i]) {
            text_add(b, fmt[i], ret);
        } else {
            text_add(b, "Adx::AdumpSetDumpConfig(");
            text_add_quoted(b, path);
            text_add(b, ",%zu)=%d\n", size, ret);
        }
    }
    return b->s;
}

const char *trace_init_full_from(text_buf *b, const char *path, int from, int lines, int last_ret)
{
    text_buf full = {{0}, 0};
    trace_init_full(&full, path, strlen(aclcts_config_all_keys()), lines, last_ret);
    const char *p = full.s;
    for (int line = 1; line < from && p != NULL; ++line) {
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    text_add(b, "%s", p ? p : "");
    return b->s;
}

char *trace_init_before_keys(const char *path, size_t size)
{
    text_buf b = {{0}, 0};
    trace_init_head(&b, 0);
    return text_fmt("%s", trace_init_dump(&b, path, size));
}

static int soc_has_fill_func(const char *soc)
{
    return !soc || (strcmp(soc, "Ascend310B1") != 0 && strcmp(soc, "Ascend910A") != 0);
}

#define TR_INIT_TAIL_NO_FILL TR_PROF_INIT TR_SOC "rtRegKernelLaunchFillFunc(\"g_opSystemRunCfg\",ptr)=207000\n"

char *trace_init_expected(const char *soc, const char *path, size_t size, const char *keys, aclError code)
{
    const char *tail = soc_has_fill_func(soc) ? TR_INIT_TAIL : TR_INIT_TAIL_NO_FILL;
    return text_fmt("%s%s%s", trace_init_before_keys(path, size), keys, code == ACL_SUCCESS ? tail : "");
}

const char *trace_clayer_init(text_buf *b, const char *path)
{
    text_add(b, TR_C_INIT "GeDbgInit(");
    text_add_quoted(b, path);
    text_add(b, ")=0\n");
    return b->s;
}

char *trace_line(const char *call, long code) { return text_fmt("%s=%ld\n", call, code); }

const aclcts_sb_call *trace_call_at(aclcts_t *t, size_t i)
{
    aclcts_require_trace(t);
    return t->spy->call_at(i);
}

char *trace_recorded_lines(aclcts_t *t, size_t from, unsigned n)
{
    aclcts_require_trace(t);
    size_t need = t->spy->trace_text(from, NULL, 0);
    char *all = text_keep(malloc(need + 1));
    t->spy->trace_text(from, all, need + 1);
    char *p = all;
    for (unsigned i = 0; i < n && *p; i++) {
        char *nl = strchr(p, '\n');
        p = nl ? nl + 1 : p + strlen(p);
    }
    *p = '\0';
    return all;
}

void trace_expect_line_(aclcts_t *t, const char *rule, size_t from, const char *head, const char *tail)
{
    const char *line = trace_recorded_lines(t, from, 1);
    size_t n = strlen(line), h = strlen(head), k = strlen(tail);
    CHECK_TRUE_FOR(t, rule, n >= h + k && strncmp(line, head, h) == 0 && strcmp(line + n - k, tail) == 0,
                   "call %zu is \"%s\", expected \"%s...%s\"", from, line, head, tail);
}
