/* Checks of aclInit (init.h). */
#include "init.h"

#include <string.h>

#include "configs.h"
#include "text.h"
#include "traces.h"

void init_expect_trace_(aclcts_t *t, const char *rule, const char *config, aclError code, const char *expected)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), code);
    CHECK_TRACE_FOR(t, rule, m, expected);
}

void init_expect_file_trace_(aclcts_t *t, const char *rule, const char *json, int errmsg_mode, const char *keys)
{
    const char *path = aclcts_file(t, "config.json", json);
    text_buf want = {{0}, 0};
    trace_init_file(&want, errmsg_mode, path, strlen(json), keys, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, want.s);
}

void init_expect_times_(aclcts_t *t, const char *rule, int n)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_SUCCESS);
    for (int i = 1; i < n; i++) CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
}

void init_expect_count_(aclcts_t *t, const char *rule, aclError code)
{
    if (!ACLCTS_EXPORTS(t, aclFinalizeReference)) return;
    uint64_t n = 99;
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalizeReference(&n), code);
    CHECK_INT_FOR(t, rule, n, 0);
}

void init_expect_bytes_(aclcts_t *t, const char *rule, const void *data, size_t len, aclError code)
{
    const char *path = aclcts_file_bytes(t, "config.json", data, len);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    init_expect_count_after(t, rule, code);
}

void init_expect_config_(aclcts_t *t, const char *rule, const char *json, aclError code)
{
    init_expect_bytes(t, rule, json, strlen(json), code);
}

/* ---- the config-key families ---- */

/* The SoC whose runtime answers the trace of a config written by config_write. */
static const char *soc_of(aclcts_t *t) { return t->spy ? t->spy->soc() : NULL; }

void init_expect_keys_(aclcts_t *t, const char *rule, const char *json, aclError code, const char *keys)
{
    const char *path = config_write(t, json);
    const char *soc = soc_of(t);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    if (t->trace || (t->c->flags & ACLCTS_TRACE))
        CHECK_TRACE_FOR(t, rule, m, trace_init_expected(soc, path, strlen(json), keys, code));
}

void init_expect_keys_fault_(aclcts_t *t, const char *rule, init_keys_fault f)
{
    const char *path = config_write(t, f.json);
    const char *soc = soc_of(t);
    aclcts_fail(t, f.symbol, f.fail, f.nth);
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), f.code);
    CHECK_TRACE_FOR(t, rule, m, trace_init_expected(soc, path, strlen(f.json), f.keys, f.code));
}

void init_expect_code_returned_(aclcts_t *t, const char *rule, const char *json, const char *symbol, const char *call,
                                aclError code)
{
    init_expect_keys_fault(t, rule,
                           (init_keys_fault){.json = json,
                                             .symbol = symbol,
                                             .fail = code,
                                             .nth = 0,
                                             .code = code,
                                             .keys = text_fmt("%s=%d\n", call, (int)code)});
}
