/* WALK006: MegEngine's Atlas comp node from its first use to its teardown
 * (MegEngine/MegEngine@47952c07 src/core/impl/comp_node/atlas/comp_node.cpp,
 * src/core/include/megbrain/comp_node_env.h AtlasEnv, src/core/impl/tensor.cpp
 * dev_tensor_memset), as its test TestCompNodeAtlas.D2DCopy drives it: aclInit
 * of no config, "activate" before every operation (aclrtGetDevice; a thread
 * without a device gets ACL_ERROR_RT_CONTEXT_NULL, which MegEngine accepts
 * like ACL_ERROR_INVALID_DEVICE, and sets the device), one plain stream,
 * host blocks of aclrtMallocHost, device blocks of aclrtMalloc(HUGE_FIRST);
 * a host-to-device copy after a stream sync; device-to-device and
 * device-to-host copies queued on the stream when both pointers are 64-byte
 * aligned, else synchronous after a stream sync; a memset whose destMax is
 * SIZE_MAX; a sync event recorded, waited for and reset; a device sync; then
 * everything destroyed and freed, and neither a device reset nor aclFinalize. */
#include <stdint.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/walk.h"

#define SIZE (256u * 1024u)

/* Blocks of SIZE + 64 bytes: room for a view of SIZE bytes at the first
 * 64-byte boundary (the comp node's allocator aligns its tensors to 64). */
static void *alloc_host(walk *w)
{
    void *p = NULL;
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtMallocHost(&p, SIZE + 64), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

static void *alloc_device(walk *w)
{
    void *p = NULL;
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtMalloc(&p, SIZE + 64, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

/* The first 64-byte boundary in a block, and one 4 bytes past it. */
static unsigned char *view(void *block, size_t offset)
{
    return (unsigned char *)(((uintptr_t)block + 63u) / 64u * 64u) + offset;
}

static int aligned(const void *a, const void *b) { return (uintptr_t)a % 64u == 0 && (uintptr_t)b % 64u == 0; }

/* CompNodeImpl::copy_to_device: a stream sync, then a synchronous copy. */
static void copy_to_device(walk *w, aclrtStream s, void *dev, const void *host, size_t n)
{
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtMemcpy(dev, n, host, n, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
}

/* copy_to_host and peer_copy_to (same device): queued when both pointers
 * are 64-byte aligned, else a stream sync and a synchronous copy; returns
 * 1 when queued. */
static int copy(walk *w, aclrtStream s, void *dst, const void *src, size_t n, aclrtMemcpyKind kind)
{
    walk_mge_activate(w, 0);
    if (aligned(dst, src)) {
        WALK_STEP(*w, w->t->acl->aclrtMemcpyAsync(dst, n, src, n, kind, s), ACL_SUCCESS);
        return 1;
    }
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtMemcpy(dst, n, src, n, kind), ACL_SUCCESS);
    return 0;
}

/* CompNode::sync through a sync event: record, wait for it, reset it. */
static void sync_by_event(walk *w, aclrtStream s, aclrtEvent e)
{
    WALK_STEP(*w, w->t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtResetEvent(e, s), ACL_SUCCESS);
}

/* ~StaticData: a device sync, the event and the stream destroyed, the
 * blocks freed; no reset, no aclFinalize. */
static void finalize(walk *w, aclrtStream s, aclrtEvent e, void *d1, void *d2, void *h1, void *h2)
{
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFree(d1), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFree(d2), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFreeHost(h1), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFreeHost(h2), ACL_SUCCESS);
}

ACLCTS_TEST(WALK006, D2DCopyThroughOneStream, "WALK006", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_waits_across_streams(t);
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = NULL;
    walk_mge_load(&w, 1, &s);
    void *b1 = alloc_host(&w), *b2 = alloc_host(&w), *b3 = alloc_device(&w), *b4 = alloc_device(&w);
    unsigned char *h1 = view(b1, 0), *h2 = view(b2, 0), *d1 = view(b3, 0), *d2 = view(b4, 0);
    const unsigned char *bytes = mem_pattern(0x11, SIZE);
    memcpy(h1, bytes, SIZE);
    memset(h2, 0, SIZE);

    copy_to_device(&w, s, d1, h1, SIZE);
    WALK_READ(w, copy(&w, s, d2, d1, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE) == 1, "the aligned copy was not queued");
    WALK_READ(w, copy(&w, s, h2, d2, SIZE, ACL_MEMCPY_DEVICE_TO_HOST) == 1, "the aligned copy was not queued");
    aclrtEvent e = NULL;
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    WALK_READ(w, e != NULL, "no event");
    sync_by_event(&w, s, e);
    if (walk_tasks_run(&w, "rtMemcpyAsync", "the bytes of the queued copies"))
        WALK_BYTES(w, h2, bytes, SIZE, "the host tensor read back through two device tensors");

    /* dev_tensor_memset: destMax is SIZE_MAX; read back as above. */
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtMemsetAsync(d2, SIZE_MAX, 0x5c, SIZE, s), ACL_SUCCESS);
    (void)copy(&w, s, h2, d2, SIZE, ACL_MEMCPY_DEVICE_TO_HOST);
    sync_by_event(&w, s, e);
    if (walk_tasks_run(&w, "rtMemsetAsync", "the bytes of the queued memset"))
        WALK_BYTES(w, h2, mem_fill(0x5c, SIZE), SIZE, "the device tensor set and read back");
    finalize(&w, s, e, b3, b4, b1, b2);
}

/* The same comp node over views 4 bytes past a 64-byte boundary (a
 * sub-tensor): every copy takes the synchronous path, and the memset of the
 * build without the asynchronous API (aclrtMemset, destMax SIZE_MAX) sets the
 * bytes read back. */
ACLCTS_TEST(WALK006, UnalignedViewsCopySynchronously, "WALK006", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    const size_t n = SIZE - 4;
    aclrtStream s = NULL;
    walk_mge_load(&w, 1, &s);
    void *b1 = alloc_host(&w), *b2 = alloc_host(&w), *b3 = alloc_device(&w), *b4 = alloc_device(&w);
    unsigned char *h1 = view(b1, 4), *h2 = view(b2, 4), *d1 = view(b3, 4), *d2 = view(b4, 4);
    const unsigned char *bytes = mem_pattern(0x23, n);
    memcpy(h1, bytes, n);
    memset(h2, 0, n);

    copy_to_device(&w, s, d1, h1, n);
    WALK_READ(w, copy(&w, s, d2, d1, n, ACL_MEMCPY_DEVICE_TO_DEVICE) == 0, "the unaligned copy was queued");
    WALK_READ(w, copy(&w, s, h2, d2, n, ACL_MEMCPY_DEVICE_TO_HOST) == 0, "the unaligned copy was queued");
    if (walk_sync_copies_run(&w, "the host view read back through two device views"))
        WALK_BYTES(w, h2, bytes, n, "the host view read back through two device views");

    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtMemset(d2, SIZE_MAX, 0xa7, n), ACL_SUCCESS);
    (void)copy(&w, s, h2, d2, n, ACL_MEMCPY_DEVICE_TO_HOST);
    WALK_BYTES(w, h2, mem_fill(0xa7, n), n, "the device view set and read back");
    aclrtEvent e = NULL;
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    WALK_READ(w, e != NULL, "no event");
    sync_by_event(&w, s, e);
    finalize(&w, s, e, b3, b4, b1, b2);
}
