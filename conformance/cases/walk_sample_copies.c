/* WALK013: the product's memory-copy samples
 * (example/1_basic_features/memory/0_h2h_memory_copy .. 6_d2d_async_memory_copy,
 * main): aclInit(NULL), aclrtSetDevice(0), aclrtCreateStream; blocks of
 * aclrtMallocHost and aclrtMalloc(HUGE_FIRST) of 1 MiB; the copy the sample
 * shows (synchronous aclrtMemcpy, or aclrtMemcpyAsync then
 * aclrtSynchronizeStream); then aclrtDestroyStreamForce without a stream
 * sync, the blocks freed, aclrtResetDeviceForce(0) and aclFinalize. The
 * samples check what reached the device with a kernel (ReadDo, WriteDo of
 * kernel_func/write_read_value.cpp); here a copy back to the host reads it. */
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/walk.h"

#define SIZE (1024u * 1024u)

/* What a sample holds: its stream, two host blocks (a holding the bytes it
 * copies, b zeroed for what comes back) and, but in 0_h2h, two device
 * blocks. */
typedef struct sample {
    aclrtStream s;
    unsigned char *a, *b;
    void *da, *db;
    const unsigned char *bytes;
} sample;

static unsigned char *host_block(walk *w)
{
    void *p = NULL;
    WALK_STEP(*w, w->t->acl->aclrtMallocHost(&p, SIZE), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

static void *device_block(walk *w)
{
    void *p = NULL;
    WALK_STEP(*w, w->t->acl->aclrtMalloc(&p, SIZE, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

/* The samples' start: aclInit, device 0, a stream; the host blocks, the
 * device blocks when `device`; a holding the pattern of `seed`. */
#define sample_start(w, ...) WALK_HELPER(sample_start_, w, __VA_ARGS__)
static void sample_start_(walk *w, sample *p, int device, unsigned seed)
{
    WALK_STEP(*w, w->t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtCreateStream(&p->s), ACL_SUCCESS);
    WALK_READ(*w, p->s != NULL, "no stream");
    p->a = host_block(w);
    p->b = host_block(w);
    if (device) {
        p->da = device_block(w);
        p->db = device_block(w);
    }
    p->bytes = mem_pattern(seed, SIZE);
    memcpy(p->a, p->bytes, SIZE);
    memset(p->b, 0, SIZE);
}

/* The samples' end: the stream destroyed by force (no stream sync), the
 * blocks freed, the device reset by force, aclFinalize. */
#define sample_finish(w, ...) WALK_HELPER(sample_finish_, w, __VA_ARGS__)
static void sample_finish_(walk *w, const sample *p)
{
    WALK_STEP(*w, w->t->acl->aclrtDestroyStreamForce(p->s), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFreeHost(p->a), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtFreeHost(p->b), ACL_SUCCESS);
    if (p->da != NULL) {
        WALK_STEP(*w, w->t->acl->aclrtFree(p->da), ACL_SUCCESS);
        WALK_STEP(*w, w->t->acl->aclrtFree(p->db), ACL_SUCCESS);
    }
    WALK_STEP(*w, w->t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclFinalize(), ACL_SUCCESS);
}

/* 0_h2h_memory_copy: the stream is made and never used. */
ACLCTS_TEST(WALK013, HostToHost, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    sample p = {0};
    sample_start(&w, &p, 0, 123);
    WALK_STEP(w, t->acl->aclrtMemcpy(p.b, SIZE, p.a, SIZE, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    if (walk_sync_copies_run(&w, "the destination block")) WALK_BYTES(w, p.b, p.bytes, SIZE, "the destination block");
    sample_finish(&w, &p);
}

/* 1_h2d_sync, 5_d2d_sync, 3_d2h_sync (a stream sync before the copy out). */
ACLCTS_TEST(WALK013, SynchronousCopies, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    sample p = {0};
    sample_start(&w, &p, 1, 0x31);
    WALK_STEP(w, t->acl->aclrtMemcpy(p.da, SIZE, p.a, SIZE, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpy(p.db, SIZE, p.da, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpy(p.b, SIZE, p.db, SIZE, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    if (walk_sync_copies_run(&w, "the host block read back"))
        WALK_BYTES(w, p.b, p.bytes, SIZE, "the host block read back");
    sample_finish(&w, &p);
}

/* 2_h2d_async, 6_d2d_async, 4_d2h_async: each copy queued on the stream,
 * then a stream sync. */
ACLCTS_TEST(WALK013, QueuedCopies, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    sample p = {0};
    sample_start(&w, &p, 1, 0x47);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(p.da, SIZE, p.a, SIZE, ACL_MEMCPY_HOST_TO_DEVICE, p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(p.db, SIZE, p.da, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE, p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(p.b, SIZE, p.db, SIZE, ACL_MEMCPY_DEVICE_TO_HOST, p.s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(p.s), ACL_SUCCESS);
    if (walk_tasks_run(&w, "rtMemcpyAsync", "the bytes of the queued copies"))
        WALK_BYTES(w, p.b, p.bytes, SIZE, "the host block read back");
    sample_finish(&w, &p);
}
