/* WALK004: torch_npu's caching allocators (Ascend/pytorch@9e73e708
 * torch_npu/csrc/core/npu/NPUCachingAllocator.cpp alloc_block, release_block,
 * malloc; interface/AclInterface.cpp AclrtMallocAlign32;
 * CachingHostAllocator.cpp allocate_host_memory_slowpath): after eager init
 * and its streams, a device segment is aclrtMallocAlign32(size + 32,
 * ACL_MEM_MALLOC_HUGE_FIRST) where the target exports it, else aclrtMalloc;
 * a segment asked for with ACL_MEM_MALLOC_HUGE1G_ONLY that fails is asked for
 * once more with HUGE_FIRST; the memory info is aclrtGetMemInfo(ACL_HBM_MEM);
 * pinned host memory is aclrtMallocHost (without aclrtMallocHostWithCfg);
 * copies go on the current stream, which is then synchronised; a freed
 * segment is aclrtFree, a freed host block aclrtFreeHost. */
#include <stdint.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/pkg.h"
#include "helpers/walk.h"

#define SMALL_SEGMENT (2u * 1024u * 1024u)  /* kSmallBuffer */
#define LARGE_SEGMENT (20u * 1024u * 1024u) /* kLargeBuffer */
#define PAD 32u                             /* AddPadSize */
#define HOST_BLOCK 4096u

static void torch_ready(aclcts_t *t, walk *w, walk_torch *tw)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t);
    pkg_no_home();
    tw->lazy = 0;
    tw->init_code = ACL_SUCCESS;
    walk_torch_cann_version(w, ACL_ERROR_INVALID_FILE, NULL);
    walk_torch_initialize(w, tw);
    walk_torch_streams(w, tw);
}

/* AclrtMallocAlign32(&p, size, policy): the step's code is returned. */
static aclError segment(walk *w, void **p, size_t size, aclrtMemMallocPolicy policy, aclError code)
{
    if (ACLCTS_EXPORTS(w->t, aclrtMallocAlign32))
        return (aclError)WALK_STEP(*w, w->t->acl->aclrtMallocAlign32(p, size, policy), code);
    return (aclError)WALK_STEP(*w, w->t->acl->aclrtMalloc(p, size, policy), code);
}

ACLCTS_TEST(WALK004, SegmentsPinnedMemoryAndCopies, "WALK004", ACLCTS_PRODUCT)
{
    walk w = walk_begin(t, NULL);
    walk_torch tw;
    torch_ready(t, &w, &tw);
    void *dev = NULL, *a = NULL, *b = NULL;
    segment(&w, &dev, SMALL_SEGMENT + PAD, ACL_MEM_MALLOC_HUGE_FIRST, ACL_SUCCESS);
    WALK_READ(w, dev != NULL, "no segment");
    size_t free_bytes = 0, total = 0;
    WALK_STEP(w, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, &free_bytes, &total), ACL_SUCCESS);
    if (walk_observable(&w, "rtMemGetInfoEx", "the free and total bytes", "its driver stand-in writes none"))
        WALK_READ(w, total > 0 && free_bytes <= total, "free %zu of total %zu", free_bytes, total);

    WALK_STEP(w, t->acl->aclrtMallocHost(&a, HOST_BLOCK), ACL_SUCCESS);
    WALK_READ(w, a != NULL, "no host block");
    WALK_STEP(w, t->acl->aclrtMallocHost(&b, HOST_BLOCK), ACL_SUCCESS);
    WALK_READ(w, b != NULL, "no host block");
    const unsigned char *bytes = mem_pattern(0x5d, HOST_BLOCK);
    memcpy(a, bytes, HOST_BLOCK);
    memset(b, 0, HOST_BLOCK);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(dev, HOST_BLOCK, a, HOST_BLOCK, ACL_MEMCPY_HOST_TO_DEVICE, tw.default_stream),
              ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(b, HOST_BLOCK, dev, HOST_BLOCK, ACL_MEMCPY_DEVICE_TO_HOST, tw.default_stream),
              ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(tw.default_stream), ACL_SUCCESS);
    if (walk_tasks_run(&w, "rtMemcpyAsync", "the bytes of the queued copies"))
        WALK_BYTES(w, b, bytes, HOST_BLOCK, "the pinned block read back through the segment");

    WALK_STEP(w, t->acl->aclrtFree(dev), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(a), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(b), ACL_SUCCESS);
}

/* page_size:1g: a large segment with HUGE1G_ONLY; the runtime has no such
 * pages (an injected ACL_ERROR_RT_MEMORY_ALLOCATION), and the same segment is
 * asked for with HUGE_FIRST, which the walk then uses. */
ACLCTS_TEST(WALK004, Huge1GFailureRetriedWithHugeFirst, "WALK004", ACLCTS_PRODUCT)
{
    walk w = walk_begin(t, NULL);
    walk_torch tw;
    torch_ready(t, &w, &tw);
    aclcts_fail(t, "rtMalloc", ACL_ERROR_RT_MEMORY_ALLOCATION, 1);
    void *dev = MEM_SENTINEL;
    segment(&w, &dev, LARGE_SEGMENT + PAD, ACL_MEM_MALLOC_HUGE1G_ONLY, ACL_ERROR_RT_MEMORY_ALLOCATION);
    WALK_READ(w, dev == MEM_SENTINEL, "the failed allocation wrote %p", dev);
    dev = NULL;
    segment(&w, &dev, LARGE_SEGMENT + PAD, ACL_MEM_MALLOC_HUGE_FIRST, ACL_SUCCESS);
    WALK_READ(w, dev != NULL, "no segment");
    WALK_STEP(w, t->acl->aclrtMemsetAsync(dev, LARGE_SEGMENT + PAD, 0x7e, 64, tw.default_stream), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(tw.default_stream), ACL_SUCCESS);
    unsigned char back[64];
    memset(back, 0, sizeof back);
    WALK_STEP(w, t->acl->aclrtMemcpy(back, sizeof back, dev, sizeof back, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    if (walk_tasks_run(&w, "rtMemsetAsync", "the bytes of the queued memset"))
        WALK_BYTES(w, back, mem_fill(0x7e, sizeof back), sizeof back, "the retried segment's first bytes");
    WALK_STEP(w, t->acl->aclrtFree(dev), ACL_SUCCESS);
}
