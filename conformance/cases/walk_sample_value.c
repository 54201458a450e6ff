/* WALK016: the product's multi-stream memory-sync sample
 * (example/1_basic_features/memory/9_multistream_sync_memory/main.cpp main,
 * ThreadWait, ThreadWrite): aclInit, device 0, 1 MiB of device memory never
 * initialised, two streams; a waiting thread sets device 0 itself, queues
 * aclrtValueWait(p, 100, ACL_STREAM_WAIT_VALUE_EQ) on stream A and syncs A;
 * a writing thread, started while the other waits, sets device 0, queues
 * aclrtValueWrite(p, 100, 0) on stream B and syncs B; both are joined; the
 * streams are destroyed by force, the block freed, the device reset by
 * force and aclFinalize. Each thread stops at its first failing step, as the
 * sample's CHECK_ERROR returns; the main thread then checks every step each
 * thread took. The threads run at once: on a device the waiting thread's sync
 * returns only after the write. */
#include <pthread.h>
#include <stdint.h>

#include "helpers/chain.h"
#include "helpers/walk.h"

#define SIZE (1024u * 1024u)
#define VALUE 100u

/* What one thread did: the codes of the steps it took. */
typedef struct value_thread {
    const aclcts_acl *acl;
    aclrtStream s;
    void *p;
    int taken;
    aclError codes[3];
} value_thread;

static int step(value_thread *v, aclError code)
{
    v->codes[v->taken++] = code;
    return code == ACL_SUCCESS;
}

static void *waiter(void *arg)
{
    value_thread *v = arg;
    if (step(v, v->acl->aclrtSetDevice(0)) &&
        step(v, v->acl->aclrtValueWait(v->p, VALUE, ACL_STREAM_WAIT_VALUE_EQ, v->s)))
        (void)step(v, v->acl->aclrtSynchronizeStream(v->s));
    return NULL;
}

static void *writer(void *arg)
{
    value_thread *v = arg;
    if (step(v, v->acl->aclrtSetDevice(0)) && step(v, v->acl->aclrtValueWrite(v->p, VALUE, 0, v->s)))
        (void)step(v, v->acl->aclrtSynchronizeStream(v->s));
    return NULL;
}

/* The steps a thread took, in order; the walk stops at a failing one. */
static void expect_thread(walk *w, const value_thread *v, const char *const texts[3])
{
    WALK_READ(*w, v->taken > 0, "the thread took no step");
    for (int i = 0; i < v->taken; i++) WALK_STEP_AS(*w, texts[i], v->codes[i], ACL_SUCCESS);
}

ACLCTS_TEST(WALK016, WaitAndWriteOnTwoThreads, "WALK016", ACLCTS_PRODUCT)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_default_soc(t); /* the value tasks need RT_FEATURE_TASK_VALUE_WAIT */
    walk w = walk_begin(t, NULL);
    void *p = NULL;
    aclrtStream a = NULL, b = NULL;
    WALK_STEP(w, t->acl->aclInit(NULL), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtMalloc(&p, SIZE, ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    WALK_READ(w, p != NULL, "no block");
    WALK_STEP(w, t->acl->aclrtCreateStream(&a), ACL_SUCCESS);
    WALK_READ(w, a != NULL, "no stream");
    WALK_STEP(w, t->acl->aclrtCreateStream(&b), ACL_SUCCESS);
    WALK_READ(w, b != NULL, "no stream");

    value_thread va = {t->acl, a, p, 0, {0}}, vb = {t->acl, b, p, 0, {0}};
    pthread_t ta, tb;
    int ra = pthread_create(&ta, NULL, waiter, &va);
    WALK_READ(w, ra == 0, "the waiting thread did not start (%d)", ra);
    int rb = pthread_create(&tb, NULL, writer, &vb);
    if (rb != 0) pthread_join(ta, NULL); /* a device would wait for ever: only a model returns */
    WALK_READ(w, rb == 0, "the writing thread did not start (%d)", rb);
    pthread_join(tb, NULL);
    pthread_join(ta, NULL);
    static const char *const wait_steps[3] = {"thread A: aclrtSetDevice(0)",
                                              "thread A: aclrtValueWait(p, 100, ACL_STREAM_WAIT_VALUE_EQ, A)",
                                              "thread A: aclrtSynchronizeStream(A)"};
    static const char *const write_steps[3] = {"thread B: aclrtSetDevice(0)", "thread B: aclrtValueWrite(p, 100, 0, B)",
                                               "thread B: aclrtSynchronizeStream(B)"};
    expect_thread(&w, &va, wait_steps);
    expect_thread(&w, &vb, write_steps);

    WALK_STEP(w, t->acl->aclrtDestroyStreamForce(a), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtDestroyStreamForce(b), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtFree(p), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclrtResetDeviceForce(0), ACL_SUCCESS);
    WALK_STEP(w, t->acl->aclFinalize(), ACL_SUCCESS);
}
