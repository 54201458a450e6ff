/* The runtime's memory calls: an executable model of what the product's
 * runtime (src/runtime, commit 681ef761) answers to the rt* calls that
 * src/acl/aclrt_impl/memory.cpp makes for aclrtMalloc ... aclrtMemsetAsync,
 * over a device whose memory is the host's (as the product's runtime answers
 * over the driver stand-in of its own unit tests).
 *
 * Memory is real host memory: rtMalloc and rtMallocHost hand out malloc'd
 * blocks (of the runtime's 32-byte-aligned size), rtMemcpy and rtMemset move
 * and set their bytes, rtFree and rtFreeHost free them. The model keeps a
 * table of the blocks it gave, so a pointer it did not give, or gave and took
 * back, is recognised and never freed twice.
 *
 * The model's choices, where the product's runtime leaves the answer to a
 * driver (src/runtime/driver/npu_driver_mem.cc) whose source is not in the
 * product repository:
 *   - rtFree / rtFreeHost of a pointer the model did not give out (or took
 *     back already): 107000, what a driver's DRV_ERROR_INVALID_VALUE becomes
 *     (RT_ERROR_DRV_INPUT, core/src/common/errcode_manage.cc);
 *   - a block larger than the device's memory: 207001 (DRV_ERROR_OUT_OF_MEMORY,
 *     RT_ERROR_DRV_OUT_MEMORY);
 *   - rtMemset with cnt > destMax: 0 and nothing written (the runtime has no
 *     check of its own; the product's driver stand-in answers so);
 *   - the asynchronous calls complete at once: their bytes move before the
 *     call returns (the product's stand-in runs no task: under it they move
 *     nothing at all);
 *   - rtMemGetInfoEx answers every memory type with a device of
 *     ACLCTS_RTM_TOTAL bytes, free = total minus the live rtMalloc blocks;
 *   - no location checks (host or device memory: every address is the host's).
 *
 * The caller serialises the calls (the spy holds its lock) and hands in the
 * chain model, whose current context and streams the calls check. */
#ifndef ACLCTS_LOWER_RT_MEM_H_
#define ACLCTS_LOWER_RT_MEM_H_

#include <stddef.h>
#include <stdint.h>

#include "runtime/rt_chain.h"

#define ACLCTS_RTM_INVALID_MEMORY_TYPE 107016 /* RT_ERROR_INVALID_MEMORY_TYPE */
#define ACLCTS_RTM_MEMORY_ALLOCATION 207001   /* RT_ERROR_DRV_OUT_MEMORY */
#define ACLCTS_RTM_NOT_FOUND 0x071A0001       /* RT_ERROR_NOT_FOUND, returned raw by rtGetSocSpec */

#define ACLCTS_RTM_TOTAL (64ull << 30) /* the device memory every rtMemGetInfoEx type reports */
#define ACLCTS_RTM_MAX_BLOCKS 4096
#define ACLCTS_RTM_MAX_SPECS 8
#define ACLCTS_RTM_SPEC_TEXT 128

typedef struct aclcts_rtm_block {
    void *ptr; /* NULL: a free slot */
    uint64_t size;
    int host; /* rtMallocHost's, else rtMalloc's */
} aclcts_rtm_block;

/* An answer of rtGetSocSpec planted over the SoC's own (aclcts_rtm_set_soc_spec). */
typedef struct aclcts_rtm_spec {
    int used;
    int absent; /* the key is not in the specification: RT_ERROR_NOT_FOUND */
    char label[ACLCTS_RTM_SPEC_TEXT];
    char key[ACLCTS_RTM_SPEC_TEXT];
    char value[ACLCTS_RTM_SPEC_TEXT];
} aclcts_rtm_spec;

typedef struct aclcts_rtm_state {
    aclcts_rtm_block blocks[ACLCTS_RTM_MAX_BLOCKS];
    uint64_t device_bytes; /* live rtMalloc blocks */
    aclcts_rtm_spec specs[ACLCTS_RTM_MAX_SPECS];
} aclcts_rtm_state;

void aclcts_rtm_init(aclcts_rtm_state *m); /* all zero: static storage a process has not used already is */

/* rtGetSocSpec for the SoC `soc` reports. */
int aclcts_rtm_get_soc_spec(const aclcts_rtm_state *m, const char *soc, const char *label, const char *key, char *val,
                            uint32_t maxLen);
/* Plants the answer for label/key: value, or NULL for "not in the
 * specification". 0, or -1 (a NULL or too long text, or no room). */
int aclcts_rtm_set_soc_spec(aclcts_rtm_state *m, const char *label, const char *key, const char *value);

int aclcts_rtm_malloc(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void **devPtr,
                      uint64_t size);
int aclcts_rtm_free(aclcts_rtm_state *m, void *devPtr);
int aclcts_rtm_malloc_host(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void **hostPtr,
                           uint64_t size);
int aclcts_rtm_free_host(aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, void *hostPtr);
int aclcts_rtm_mem_get_info(const aclcts_rtm_state *m, aclcts_rtc_state *st, const aclcts_rtc_env *env, int type,
                            size_t *freeSize, size_t *totalSize);
int aclcts_rtm_memcpy(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *dst, uint64_t destMax, const void *src,
                      uint64_t cnt, int kind);
int aclcts_rtm_memcpy_async(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *dst, uint64_t destMax,
                            const void *src, uint64_t cnt, int kind, void *stm);
int aclcts_rtm_memset(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *devPtr, uint64_t destMax, uint32_t val,
                      uint64_t cnt);
int aclcts_rtm_memset_async(aclcts_rtc_state *st, const aclcts_rtc_env *env, void *ptr, uint64_t destMax, uint32_t val,
                            uint64_t cnt, void *stm);

/* The size of the live block the model gave at ptr (its start), -1 when none. */
int64_t aclcts_rtm_block_size(const aclcts_rtm_state *m, const void *ptr);

#endif
