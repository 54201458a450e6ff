/* MEM: device and host memory (src/acl/aclrt_impl/memory.cpp). The set-up
 * every memory case starts from, blocks checked fatally, the runtime lines
 * the library makes, bytes read back, and the skips for a runtime beneath
 * (--lower) that cannot show what the case needs. */
#ifndef ACLCTS_HELPERS_MEM_H_
#define ACLCTS_HELPERS_MEM_H_

#include <stddef.h>
#include <stdint.h>

#include "aclcts/case.h"

/* The module id every memory call hands the runtime: APP (MEM011). */
#define MEM_APP 33

/* A pointer value no call should write into an out-parameter. */
#define MEM_SENTINEL ((void *)(uintptr_t)0x5a5a5a5a)

/* CALL returns 100000 and makes no runtime call at all (counted only with
 * the spy's trace). A step of the case, checked against its rule. */
#define MEM_EXPECT_REFUSED(t, CALL)                               \
    do {                                                          \
        size_t m_ = aclcts_mark(t);                               \
        CHECK_CODE_TEXT(t, #CALL, CALL, ACL_ERROR_INVALID_PARAM); \
        if ((t)->trace) CHECK_INT(t, aclcts_mark(t) - m_, 0);     \
    } while (0)

/* CALL returns `code` and makes no runtime call (a count of 0 succeeds so). */
#define MEM_EXPECT_NO_CALL(t, CALL, code)                     \
    do {                                                      \
        size_t m_ = aclcts_mark(t);                           \
        CHECK_CODE_TEXT(t, #CALL, CALL, code);                \
        if ((t)->trace) CHECK_INT(t, aclcts_mark(t) - m_, 0); \
    } while (0)

/* The default SoC's runtime (its padding, 32: aclcts_default_soc), device
 * 0 set on the calling thread and the padding query of the process behind
 * it (one aclrtMallocAlign32 of 32 bytes, freed again: MEM006), each step
 * fatal; from here on a memory call's trace is its own lines only. */
#define mem_ready(t, ...) ACLCTS_HELPER(mem_ready_, t, __VA_ARGS__)
void mem_ready_(aclcts_t *t, const char *rule);

/* aclrtMalloc(&p, size, ACL_MEM_MALLOC_HUGE_FIRST), aclrtMallocHost(&p,
 * size), checked fatally (0 and a non-NULL pointer); the block. */
void *mem_alloc(aclcts_t *t, const char *rule, size_t size);
void *mem_alloc_host(aclcts_t *t, const char *rule, size_t size);

/* n bytes of a pattern that starts at `seed` (seed, seed+1, ...), kept. */
const unsigned char *mem_pattern(unsigned char seed, size_t n);

/* Writes n bytes of `bytes` to dev + 0 with aclrtMemcpy
 * (ACL_MEMCPY_HOST_TO_DEVICE), fatally. */
#define mem_put(t, ...) ACLCTS_HELPER(mem_put_, t, __VA_ARGS__)
void mem_put_(aclcts_t *t, const char *rule, void *dev, const unsigned char *bytes, size_t n);

/* Reads n bytes at dev back with aclrtMemcpy (ACL_MEMCPY_DEVICE_TO_HOST)
 * and checks they are `want`, naming the first byte that differs. */
#define mem_expect_bytes(t, ...) ACLCTS_HELPER(mem_expect_bytes_, t, __VA_ARGS__)
void mem_expect_bytes_(aclcts_t *t, const char *rule, const void *dev, const unsigned char *want, size_t n);

/* The same for host memory read directly. */
#define mem_expect_host_bytes(t, ...) ACLCTS_HELPER(mem_expect_host_bytes_, t, __VA_ARGS__)
void mem_expect_host_bytes_(aclcts_t *t, const char *rule, const void *host, const unsigned char *want, size_t n);

/* n bytes, each `byte`, kept. */
const unsigned char *mem_fill(unsigned char byte, size_t n);

/* The line rtMalloc makes: "rtMalloc(ptr,<size>,0x<flags>,33)=<ret>\n", kept. */
const char *mem_rt_malloc_line(unsigned long long size, unsigned flags, int ret);

/* The recorded call at index i is fn with exactly `args`; returns its code
 * (skips without the trace; fails and returns -1 when there is no such call). */
#define mem_expect_call(t, ...) mem_expect_call_(t, __FILE__, __LINE__, __VA_ARGS__)
int mem_expect_call_(aclcts_t *t, const char *file, int line, const char *rule, size_t i, const char *fn,
                     const char *args);

/* CALL makes exactly one runtime call, fn with `args` (spy's rendering), and
 * returns that call's code, whatever it is (the runtime's answer passed
 * through). */
#define MEM_EXPECT_PASSED(t, CALL, fn, args)                                                 \
    do {                                                                                     \
        aclcts_require_trace(t);                                                             \
        size_t m_ = aclcts_mark(t);                                                          \
        long long got_ = (long long)(CALL);                                                  \
        CHECK_INT(t, aclcts_mark(t) - m_, 1);                                                \
        int ret_ = mem_expect_call(t, NULL, m_, fn, args);                                   \
        ACLCTS_CHECK_CODE_(t, NULL, #CALL " (the code of its runtime call)", got_, ret_, 0); \
    } while (0)

/* The padding answer the runtime's specification gives is planted through
 * the spy's model (rt_set_soc_spec): skips when a runtime beneath answers
 * rtGetSocSpec. value NULL: the key is absent, which a runtime beneath
 * without the SoC's platform specification already says (asked directly);
 * one that has the key skips. */
#define mem_plant_padding(t, ...) ACLCTS_HELPER(mem_plant_padding_, t, __VA_ARGS__)
void mem_plant_padding_(aclcts_t *t, const char *rule, const char *value);

/* Skips when a runtime beneath answers rtMemcpyAsync: its driver stand-in
 * completes a task without running it, so an asynchronous copy or set moves
 * no bytes. */
void mem_need_async_bytes(aclcts_t *t);

/* Skips when a runtime beneath answers fn: `why` (aclcts_model_only). */
#define MEM_MODEL_ONLY(t, fn, why) aclcts_model_only((t), (fn), (why))

/* The size of the block the runtime's model holds at p (rt_mem_block); skips
 * when a runtime beneath answers rtMalloc. */
int64_t mem_block_size(aclcts_t *t, const void *p);

#endif /* ACLCTS_HELPERS_MEM_H_ */
