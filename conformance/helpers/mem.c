/* MEM's set-ups and checks (mem.h). */
#include "mem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "traces.h"

void mem_ready_(aclcts_t *t, const char *rule)
{
    void *p = NULL;
    aclcts_default_soc(t); /* the padding is the SoC's (MEM007) */
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtMallocAlign32(&p, 32, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtFree(p), ACL_SUCCESS);
}

/* A set-up that returned 0 and no block fails the case and ends it. */
static void no_block(aclcts_t *t, const char *rule, const void *p, const char *fn)
{
    if (p != NULL) return;
    CHECK_TRUE_FOR(t, rule, 0, "%s returned 0 and a NULL block", fn);
    SKIP(t, "no block to go on with");
}

void *mem_alloc(aclcts_t *t, const char *rule, size_t size)
{
    void *p = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtMalloc(&p, size, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    no_block(t, rule, p, "aclrtMalloc");
    return p;
}

void *mem_alloc_host(aclcts_t *t, const char *rule, size_t size)
{
    void *p = NULL;
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtMallocHost(&p, size), ACL_SUCCESS);
    no_block(t, rule, p, "aclrtMallocHost");
    return p;
}

const unsigned char *mem_pattern(unsigned char seed, size_t n)
{
    unsigned char *b = text_keep(malloc(n > 0 ? n : 1));
    for (size_t i = 0; i < n; i++) b[i] = (unsigned char)(seed + i);
    return b;
}

const unsigned char *mem_fill(unsigned char byte, size_t n)
{
    unsigned char *b = text_keep(malloc(n > 0 ? n : 1));
    memset(b, byte, n);
    return b;
}

void mem_put_(aclcts_t *t, const char *rule, void *dev, const unsigned char *bytes, size_t n)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtMemcpy(dev, n, bytes, n, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
}

static void expect_same(aclcts_t *t, const char *rule, const unsigned char *got, const unsigned char *want, size_t n)
{
    size_t i = 0;
    while (i < n && got[i] == want[i]) i++;
    CHECK_TRUE_FOR(t, rule, i == n, "byte %zu of %zu is 0x%02x, expected 0x%02x", i, n, i < n ? got[i] : 0,
                   i < n ? want[i] : 0);
}

void mem_expect_bytes_(aclcts_t *t, const char *rule, const void *dev, const unsigned char *want, size_t n)
{
    unsigned char *got = text_keep(calloc(n > 0 ? n : 1, 1));
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclrtMemcpy(got, n, dev, n, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    expect_same(t, rule, got, want, n);
}

void mem_expect_host_bytes_(aclcts_t *t, const char *rule, const void *host, const unsigned char *want, size_t n)
{
    expect_same(t, rule, host, want, n);
}

const char *mem_rt_malloc_line(unsigned long long size, unsigned flags, int ret)
{
    return text_fmt("rtMalloc(ptr,%llu,0x%x,%d)=%d\n", size, flags, MEM_APP, ret);
}

int mem_expect_call_(aclcts_t *t, const char *file, int line, const char *rule, size_t i, const char *fn,
                     const char *args)
{
    aclcts_require_trace(t);
    const aclcts_sb_call *c = trace_call_at(t, i);
    if (c == NULL) {
        aclcts_check_true(t, rule, file, line, fn, 0, "no runtime call %s(%s) was made", fn, args);
        return -1;
    }
    aclcts_check_str(t, rule, file, line, "the runtime call", c->fn, fn);
    aclcts_check_str(t, rule, file, line, "its arguments", c->args, args);
    return c->ret;
}

void mem_plant_padding_(aclcts_t *t, const char *rule, const char *value)
{
    if (value == NULL && aclcts_lower_of(t, "rtGetSocSpec") != NULL) {
        /* A runtime beneath without the SoC's platform specification lacks
         * the key already: asked directly (no trace line), it fails. */
        int32_t (*spec)(const char *label, const char *key, char *val, uint32_t maxLen); /* lower_layers.h */
        void *sym = aclcts_lower_symbol(t, "rtGetSocSpec");
        memcpy(&spec, &sym, sizeof sym);
        char text[32] = "";
        if (spec("AICoreSpec", "padding_size", text, sizeof text) == 0)
            SKIP(t, "the runtime beneath has the key: padding_size \"%s\"", text);
        return;
    }
    MEM_MODEL_ONLY(t, "rtGetSocSpec", "the padding answer is planted in the spy's model");
    CHECK_INT_FOR(t, rule, ACLCTS_SPY(t, rt_set_soc_spec)("AICoreSpec", "padding_size", value), 0);
}

void mem_need_async_bytes(aclcts_t *t)
{
    MEM_MODEL_ONLY(t, "rtMemcpyAsync",
                   "its driver stand-in completes every task at once without running it: an asynchronous copy or "
                   "set moves no bytes");
}

int64_t mem_block_size(aclcts_t *t, const void *p)
{
    MEM_MODEL_ONLY(t, "rtMalloc", "the blocks it holds are read from the spy's model");
    return ACLCTS_SPY(t, rt_mem_block)(p);
}
