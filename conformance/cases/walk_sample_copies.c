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

/* The samples' start: aclInit, device 0, a stream. */
static aclrtStream start(walk *w)
{
    aclrtStream s = NULL;
    WALK_STEP(*w, w->t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclrtCreateStream(&s), ACL_SUCCESS);
    WALK_READ(*w, s != NULL, "no stream");
    return s;
}

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

/* The samples' end: the stream destroyed by force, the device reset by
 * force, aclFinalize (the blocks are freed before the reset). */
static void stop_stream(walk *w, aclrtStream s) { WALK_STEP(*w, w->t->acl->aclrtDestroyStreamForce(s), ACL_SUCCESS); }
static void finish(walk *w)
{
    WALK_STEP(*w, w->t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(*w, w->t->acl->aclFinalize(), ACL_SUCCESS);
}

/* 0_h2h_memory_copy: the stream is made and never used. */
ACLCTS_TEST(WALK013, HostToHost, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = start(&w);
    unsigned char *a = host_block(&w), *b = host_block(&w);
    const unsigned char *bytes = mem_pattern(123, SIZE);
    memcpy(a, bytes, SIZE);
    memset(b, 0, SIZE);
    WALK_STEP(w, t->acl->aclrtMemcpy(b, SIZE, a, SIZE, ACL_MEMCPY_HOST_TO_HOST), ACL_SUCCESS);
    WALK_BYTES(w, b, bytes, SIZE, "the destination block");
    stop_stream(&w, s);
    WALK_STEP(w, t->acl->aclrtFreeHost(a), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(b), ACL_SUCCESS);
    finish(&w);
}

/* 1_h2d_sync, 5_d2d_sync, 3_d2h_sync (a stream sync before the copy out). */
ACLCTS_TEST(WALK013, SynchronousCopies, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = start(&w);
    unsigned char *a = host_block(&w), *b = host_block(&w);
    void *da = device_block(&w), *db = device_block(&w);
    const unsigned char *bytes = mem_pattern(0x31, SIZE);
    memcpy(a, bytes, SIZE);
    memset(b, 0, SIZE);
    WALK_STEP(w, t->acl->aclrtMemcpy(da, SIZE, a, SIZE, ACL_MEMCPY_HOST_TO_DEVICE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpy(db, SIZE, da, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpy(b, SIZE, db, SIZE, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    WALK_BYTES(w, b, bytes, SIZE, "the host block read back");
    stop_stream(&w, s);
    WALK_STEP(w, t->acl->aclrtFreeHost(a), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(b), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(da), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(db), ACL_SUCCESS);
    finish(&w);
}

/* 2_h2d_async, 6_d2d_async, 4_d2h_async: each copy queued on the stream,
 * then a stream sync. */
ACLCTS_TEST(WALK013, QueuedCopies, "WALK013", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = start(&w);
    unsigned char *a = host_block(&w), *b = host_block(&w);
    void *da = device_block(&w), *db = device_block(&w);
    const unsigned char *bytes = mem_pattern(0x47, SIZE);
    memcpy(a, bytes, SIZE);
    memset(b, 0, SIZE);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(da, SIZE, a, SIZE, ACL_MEMCPY_HOST_TO_DEVICE, s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(db, SIZE, da, SIZE, ACL_MEMCPY_DEVICE_TO_DEVICE, s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMemcpyAsync(b, SIZE, db, SIZE, ACL_MEMCPY_DEVICE_TO_HOST, s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeStream(s), ACL_SUCCESS);
    if (walk_tasks_run(&w, "rtMemcpyAsync", "the bytes of the queued copies"))
        WALK_BYTES(w, b, bytes, SIZE, "the host block read back");
    stop_stream(&w, s);
    WALK_STEP(w, t->acl->aclrtFreeHost(a), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(b), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(da), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(db), ACL_SUCCESS);
    finish(&w);
}
