/* THR006-010: the device and context binding is per thread
 * (InnerThreadLocalContainer in the runtime: Runtime::CurrentContext,
 * ApiImpl::SetDevice, ApiImpl::ContextSetCurrent), the device reference count
 * and the configured default device are per process (runtime.cc priCtxs_,
 * ApiImpl::GetDevice). Code and handle checks only. */
#include "helpers/chain.h"
#include "helpers/threads.h"

typedef struct setdev_probe {
    aclError get_device;
    int32_t device;
    aclError get_context;
    aclrtContext context;
    aclrtContext set_this; /* set as current first, when not NULL */
    aclError set_rc;
    int32_t set_device;   /* aclrtSetDevice first, when >= 0 */
    int32_t reset_device; /* aclrtResetDevice at the end, when >= 0 */
    aclError reset_rc;
} setdev_probe;

static void setdev_probe_thread(aclcts_t *t, void *arg)
{
    setdev_probe *p = arg;
    if (p->set_device >= 0) p->set_rc = t->acl->aclrtSetDevice(p->set_device);
    if (p->set_this) p->set_rc = t->acl->aclrtSetCurrentContext(p->set_this);
    p->device = -1;
    p->get_device = t->acl->aclrtGetDevice(&p->device);
    p->context = NULL;
    p->get_context = t->acl->aclrtGetCurrentContext(&p->context);
    if (p->reset_device >= 0) p->reset_rc = t->acl->aclrtResetDevice(p->reset_device);
}

/* Runs the probe on a new thread and returns what it saw: the thread makes
 * `set_this` current (when not NULL) or sets `set_device` (when not SETDEV_NONE),
 * reads its device and context, and resets `reset_device` (when not
 * SETDEV_NONE) at the end. */
#define SETDEV_NONE (-1)
static setdev_probe setdev_probe_run(aclcts_t *t, aclrtContext set_this, int32_t set_device, int32_t reset_device)
{
    setdev_probe p = {0};
    p.set_this = set_this;
    p.set_device = set_device;
    p.reset_device = reset_device;
    thread_run_checks(t, setdev_probe_thread, &p);
    return p;
}

ACLCTS_TEST(THR006, NewThreadHasNoContext, "THR006 CTX013", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR006", 0);
    setdev_probe p = setdev_probe_run(t, NULL, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.get_device, ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, p.get_context, ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_INT(t, chain_current_device(t), 0);
}

ACLCTS_TEST(THR006, NewThreadHasNoCreatedContext, "THR006", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "THR006", 2);
    setdev_probe p = setdev_probe_run(t, NULL, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.get_context, ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_TRUE(t, chain_current_context(t) == c, "the main thread lost its context");
}

ACLCTS_TEST(THR006, ThreadsDeviceDoesNotLeakBack, "THR006 THR008", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR006", 1);
    setdev_probe p = setdev_probe_run(t, NULL, 3, SETDEV_NONE);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_CODE(t, p.get_device, ACL_SUCCESS);
    CHECK_INT(t, p.device, 3);
    CHECK_INT(t, chain_current_device(t), 1);
}

ACLCTS_TEST(THR006, NothingSetAnywhere, "THR006", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    setdev_probe p = setdev_probe_run(t, NULL, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.get_device, ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, p.get_context, ACL_ERROR_RT_CONTEXT_NULL);
}

ACLCTS_TEST(THR007, SharedContextIsCurrentOnBothThreads, "THR007 CTX012", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "THR007", 4);
    setdev_probe p = setdev_probe_run(t, c, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_CODE(t, p.get_context, ACL_SUCCESS);
    CHECK_TRUE(t, p.context == c, "thread's current %p, shared %p", p.context, c);
    CHECK_INT(t, p.device, 4);
    CHECK_TRUE(t, chain_current_context(t) == c, "the main thread lost its context");
}

ACLCTS_TEST(THR007, PrimaryContextCanBeShared, "THR007 CTX022", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR007", 2);
    aclrtContext p0 = chain_current_context(t);
    setdev_probe p = setdev_probe_run(t, p0, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_INT(t, p.device, 2);
    CHECK_TRUE(t, p.context == p0, "thread's current %p, primary %p", p.context, p0);
}

ACLCTS_TEST(THR007, SwitchOnTheThreadLeavesTheMainThread, "THR007", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext a = chain_create_context(t, "THR007", 0);
    aclrtContext b = chain_create_context(t, "THR007", 1);
    CHECK_CODE(t, t->acl->aclrtSetCurrentContext(a), ACL_SUCCESS);
    setdev_probe p = setdev_probe_run(t, b, SETDEV_NONE, SETDEV_NONE);
    CHECK_INT(t, p.device, 1);
    CHECK_TRUE(t, chain_current_context(t) == a, "the main thread's context changed");
    CHECK_INT(t, chain_current_device(t), 0);
}

ACLCTS_TEST(THR008, ResetOnAnotherThreadReleasesTheCount, "THR008 SETDEV014", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR008", 0);
    setdev_probe p = setdev_probe_run(t, NULL, SETDEV_NONE, 0);
    CHECK_CODE(t, p.reset_rc, ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(THR008, SetOnAThreadIsResetOnMain, "THR008", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    setdev_probe p = setdev_probe_run(t, NULL, 5, SETDEV_NONE);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    int32_t dev = 99;
    CHECK_CODE(t, t->acl->aclrtGetDevice(&dev), ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtResetDevice(5), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(5), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(THR008, BothThreadsCount, "THR008", ACLCTS_BOTH | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR008", 1);
    setdev_probe p = setdev_probe_run(t, NULL, 1, SETDEV_NONE);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtResetDevice(1), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

/* THR009: concurrent pairs. */
#define SETDEV_THREADS 8
typedef struct setdev_pair_job {
    aclcts_t *t;
    int32_t dev;
    aclError set_rc, reset_rc;
} setdev_pair_job;

static void *setdev_pair_main(void *arg)
{
    setdev_pair_job *j = arg;
    j->set_rc = j->t->acl->aclrtSetDevice(j->dev);
    j->reset_rc = j->t->acl->aclrtResetDevice(j->dev);
    return NULL;
}

static void setdev_pairs(aclcts_t *t, int same_device)
{
    pthread_t th[SETDEV_THREADS];
    setdev_pair_job j[SETDEV_THREADS];
    int started[SETDEV_THREADS] = {0};
    for (int i = 0; i < SETDEV_THREADS; i++) {
        j[i] = (setdev_pair_job){t, same_device ? 0 : i, -1, -1};
        started[i] = pthread_create(&th[i], NULL, setdev_pair_main, &j[i]) == 0;
        CHECK_TRUE_FOR(t, "harness", started[i], "pthread_create failed");
    }
    for (int i = 0; i < SETDEV_THREADS; i++)
        if (started[i]) pthread_join(th[i], NULL);
    for (int i = 0; i < SETDEV_THREADS; i++) {
        if (!started[i]) continue;
        CHECK_CODE_FOR(t, "THR009", j[i].set_rc, ACL_SUCCESS);
        CHECK_CODE_FOR(t, "THR009", j[i].reset_rc, ACL_SUCCESS);
    }
    CHECK_CODE_FOR(t, "THR009", t->acl->aclrtResetDevice(0), ACL_ERROR_RT_CONTEXT_RELEASE_ERROR);
}

ACLCTS_TEST(THR009, ConcurrentPairsOnOneDevice, "THR009 SETDEV014", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_need_quiet_resets(t);
    setdev_pairs(t, 1);
}

ACLCTS_TEST(THR009, ConcurrentPairsOnEightDevices, "THR009", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclcts_need_quiet_resets(t);
    setdev_pairs(t, 0);
}

ACLCTS_TEST(THR010, DefaultDeviceOnANewThread, "THR010 SETDEV024", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "THR010", "1");
    setdev_probe p = setdev_probe_run(t, NULL, SETDEV_NONE, SETDEV_NONE);
    CHECK_CODE(t, p.get_device, ACL_SUCCESS);
    CHECK_INT(t, p.device, 1);
}

ACLCTS_TEST(THR010, ThreadsOwnSetWinsOverTheDefault, "THR010 SETDEV025", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_init_default_device(t, "THR010", "1");
    setdev_probe p = setdev_probe_run(t, NULL, 6, SETDEV_NONE);
    CHECK_INT(t, p.device, 6);
    CHECK_INT(t, chain_current_device(t), 1);
}

/* THR011-013: streams and events of a shared context. */
typedef struct setdev_share {
    aclrtContext ctx; /* made current first, when not NULL */
    aclrtStream stream;
    aclrtEvent event;
    aclError set_rc, rc;
    int op; /* 0 destroy the stream, 1 synchronize the event, 2 record the event on the stream */
} setdev_share;

static void setdev_share_thread(aclcts_t *t, void *arg)
{
    setdev_share *p = arg;
    p->set_rc = p->ctx ? t->acl->aclrtSetCurrentContext(p->ctx) : ACL_SUCCESS;
    if (p->op == 0) p->rc = t->acl->aclrtDestroyStream(p->stream);
    else if (p->op == 1) p->rc = t->acl->aclrtSynchronizeEvent(p->event);
    else p->rc = t->acl->aclrtRecordEvent(p->event, p->stream);
}

ACLCTS_TEST(THR011, SameContextOnAnotherThreadDestroysTheStream, "THR011 THR007", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "THR011", 0);
    setdev_share p = {c, chain_create_stream(t, "THR011"), NULL, -1, -1, 0};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_CODE(t, p.rc, ACL_SUCCESS);
}

ACLCTS_TEST(THR011, OtherContextOnAnotherThreadIsStreamContext, "THR011 STREAM009", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "THR011", 0);
    aclrtStream s = chain_create_stream(t, "THR011");
    aclrtContext other = chain_create_context(t, "THR011", 1);
    setdev_share p = {other, s, NULL, -1, -1, 0};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.rc, ACL_ERROR_RT_STREAM_CONTEXT);
}

ACLCTS_TEST(THR011, NoContextOnAnotherThreadIsContextNull, "THR011 THR006", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR011", 0);
    setdev_share p = {NULL, chain_create_stream(t, "THR011"), NULL, -1, -1, 0};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.rc, ACL_ERROR_RT_CONTEXT_NULL);
    CHECK_CODE(t, t->acl->aclrtDestroyStream(p.stream), ACL_SUCCESS);
}

ACLCTS_TEST(THR012, EventSynchronizesOnAThreadWithoutContext, "THR012", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    chain_set_device(t, "THR012", 0);
    aclrtEvent e = chain_create_event(t, "THR012");
    CHECK_CODE(t, t->acl->aclrtRecordEvent(e, NULL), ACL_SUCCESS);
    setdev_share p = {NULL, NULL, e, -1, -1, 1};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.rc, ACL_SUCCESS);
}

ACLCTS_TEST(THR012, UnrecordedEventOnAThreadWithoutContext, "THR012 RTEVENT011", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "THR012", 2);
    setdev_share p = {NULL, NULL, chain_create_event(t, "THR012"), -1, -1, 1};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.rc, ACL_SUCCESS);
}

ACLCTS_TEST(THR013, RecordOnAnotherThreadSynchronizeHere, "THR013 RTEVENT010", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    aclcts_need_task_waits(t);
    CHAIN_NEED_DEVICES(t);
    aclrtContext c = chain_create_context(t, "THR013", 0);
    setdev_share p = {c, chain_create_stream(t, "THR013"), chain_create_event(t, "THR013"), -1, -1, 2};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.set_rc, ACL_SUCCESS);
    CHECK_CODE(t, p.rc, ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeEvent(p.event), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtSynchronizeStream(p.stream), ACL_SUCCESS);
}

ACLCTS_TEST(THR013, RecordOnAnotherThreadWithoutTheContextFails, "THR013 RTEVENT013", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    CHAIN_NEED_DEVICES(t);
    (void)chain_create_context(t, "THR013", 0);
    setdev_share p = {NULL, chain_create_stream(t, "THR013"), chain_create_event(t, "THR013"), -1, -1, 2};
    thread_run_checks(t, setdev_share_thread, &p);
    CHECK_CODE(t, p.rc, ACL_ERROR_RT_CONTEXT_NULL);
}
