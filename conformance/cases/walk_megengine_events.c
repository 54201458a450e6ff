/* WALK007: MegEngine's Atlas comp-node events
 * (MegEngine/MegEngine@47952c07 src/core/impl/comp_node/atlas/comp_node.cpp
 * AtlasCompNode::EventImpl, AtlasCompNodeImpl::sync;
 * src/core/impl/comp_node/impl_helper.cpp EventImplHelper): a timer event is
 * made by aclrtCreateEventWithFlag(ACL_EVENT_TIME_LINE), a sync event by
 * aclrtCreateEvent; a record is aclrtRecordEvent on the node's stream; a
 * host wait aclrtSynchronizeEvent, then, for a sync event only,
 * aclrtResetEvent; "finished" is aclrtQueryEvent answering
 * ACL_EVENT_STATUS_COMPLETE (any status but COMPLETE and NOT_READY throws);
 * the elapsed time asserts both events finished, then reads
 * aclrtEventElapsedTime; a wait by another comp node of the device is
 * aclrtStreamWaitEvent on the waiter's stream followed at once by
 * aclrtResetEvent of a sync event on the recorder's stream. Every step is
 * preceded by the node's activate (aclrtGetDevice). */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "helpers/chain.h"
#include "helpers/mem.h"
#include "helpers/walk.h"

#define SIZE (256u * 1024u)

static aclrtEvent create_event(walk *w, int timer)
{
    aclrtEvent e = NULL;
    walk_mge_activate(w, 0);
    if (timer) WALK_STEP(*w, w->t->acl->aclrtCreateEventWithFlag(&e, ACL_EVENT_TIME_LINE), ACL_SUCCESS);
    else WALK_STEP(*w, w->t->acl->aclrtCreateEvent(&e), ACL_SUCCESS);
    WALK_READ(*w, e != NULL, "no event");
    return e;
}

static void record(walk *w, aclrtEvent e, aclrtStream s)
{
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtRecordEvent(e, s), ACL_SUCCESS);
}

/* EventImpl::host_wait_cv at the default CPU sync level. */
static void host_wait(walk *w, aclrtEvent e, aclrtStream recorder, int timer)
{
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtSynchronizeEvent(e), ACL_SUCCESS);
    if (!timer) WALK_STEP(*w, w->t->acl->aclrtResetEvent(e, recorder), ACL_SUCCESS);
}

/* EventImpl::do_finished, which must say true. */
static void expect_finished(walk *w, aclrtEvent e)
{
    aclrtEventStatus st = (aclrtEventStatus)0x5a;
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtQueryEvent(e, &st), ACL_SUCCESS);
    WALK_READ(*w, st == ACL_EVENT_STATUS_COMPLETE, "status %d, expected ACL_EVENT_STATUS_COMPLETE (%d)", (int)st,
              (int)ACL_EVENT_STATUS_COMPLETE);
}

/* dev_tensor_memset on the node's stream: destMax SIZE_MAX. */
static void memset_async(walk *w, void *d, int value, aclrtStream s)
{
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtMemsetAsync(d, SIZE_MAX, value, SIZE, s), ACL_SUCCESS);
}

static void *alloc_device(walk *w)
{
    void *p = NULL;
    walk_mge_activate(w, 0);
    WALK_STEP(*w, w->t->acl->aclrtMalloc(&p, SIZE, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    WALK_READ(*w, p != NULL, "no block");
    return p;
}

ACLCTS_TEST(WALK007, TimerEventsAroundAMemset, "WALK007", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    aclcts_need_record_times(t);
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s = NULL;
    walk_mge_load(&w, 1, &s);
    void *d = alloc_device(&w);
    aclrtEvent start = create_event(&w, 1), end = create_event(&w, 1);
    record(&w, start, s);
    memset_async(&w, d, 0, s);
    record(&w, end, s);
    host_wait(&w, end, s, 1);

    /* EventImplHelper::elapsed_time_until. */
    expect_finished(&w, start);
    expect_finished(&w, end);
    float ms = -1.0f;
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtEventElapsedTime(&ms, start, end), ACL_SUCCESS);
    WALK_READ(w, isfinite(ms) && ms >= 0.0f, "elapsed time %g ms", (double)ms);

    WALK_STEP(w, t->acl->aclrtDestroyEvent(start), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyEvent(end), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtDestroyStream(s), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(d), ACL_SUCCESS);
}

/* Comp nodes atlas0 and atlas0:1 (two streams of device 0): a memset on the
 * first, a sync event recorded after it and waited for by the second, which
 * then copies the block to the host and syncs through its own sync event
 * (AtlasCompNodeImpl::sync). */
ACLCTS_TEST(WALK007, CrossStreamWaitThenReset, "WALK007", ACLCTS_PRODUCT)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    walk w = walk_begin(t, NULL);
    aclrtStream s1 = NULL, s2 = NULL;
    walk_mge_load(&w, 1, &s1);
    walk_mge_load(&w, 0, &s2);
    void *d = alloc_device(&w);
    void *host = NULL;
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtMallocHost(&host, SIZE), ACL_SUCCESS);
    WALK_READ(w, host != NULL, "no block");
    memset(host, 0, SIZE);
    aclrtEvent e = create_event(&w, 0);
    memset_async(&w, d, 0x3c, s1);
    record(&w, e, s1);

    /* EventImpl::do_device_wait_by(atlas0:1). */
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtStreamWaitEvent(s2, e), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetEvent(e, s1), ACL_SUCCESS);

    /* atlas0:1 copies the block out (both ends are the blocks' own
     * addresses: synchronous unless 64-byte aligned) and syncs. */
    walk_mge_activate(&w, 0);
    int queued = (uintptr_t)host % 64u == 0 && (uintptr_t)d % 64u == 0;
    if (queued) {
        WALK_STEP(w, t->acl->aclrtMemcpyAsync(host, SIZE, d, SIZE, ACL_MEMCPY_DEVICE_TO_HOST, s2), ACL_SUCCESS);
    } else {
        WALK_STEP(w, t->acl->aclrtSynchronizeStream(s2), ACL_SUCCESS);
        WALK_STEP(w, t->acl->aclrtMemcpy(host, SIZE, d, SIZE, ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    }
    aclrtEvent e2 = create_event(&w, 0);
    record(&w, e2, s2);
    host_wait(&w, e2, s2, 0);
    if (walk_tasks_run(&w, "rtMemsetAsync", "the bytes of the memset queued on the first stream"))
        WALK_BYTES(w, host, mem_fill(0x3c, SIZE), SIZE, "the block the second stream read after its wait");

    WALK_STEP(w, t->acl->aclrtSynchronizeDevice(), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyEvent(e), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyEvent(e2), ACL_SUCCESS);
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtDestroyStream(s1), ACL_SUCCESS);
    walk_mge_activate(&w, 0);
    WALK_STEP(w, t->acl->aclrtDestroyStream(s2), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(d), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFreeHost(host), ACL_SUCCESS);
}
