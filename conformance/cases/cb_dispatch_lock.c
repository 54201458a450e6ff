/* CB016: the callback registries have one lock, held while callbacks run
 * (init_callback_manager.cpp: the same recursive mutex in RegInitCallback,
 * RegFinalizeCallback, UnregisterCallbackImpl and NotifyCallbackImpl). A
 * registration or an unregistration made on another thread while a callback
 * runs waits for that dispatch to end; it then succeeds. The callback gives
 * the other call a few milliseconds to slip in once it has started. */
#include <pthread.h>
#include <stdatomic.h>

#include "helpers/callbacks.h"
#include "helpers/threads.h"

static const aclcts_acl *acl;
static atomic_int started, finished, spawned, spawn_failed, finished_in_callback;
static aclError other_ret = -1;
static pthread_t other;
static int other_unregisters; /* the other thread's call: 0 register, 1 unregister */
static aclcts_cb added = {.tag = "ADDED"}, victim = {.tag = "VICTIM"};

static void *registry_worker(void *arg)
{
    (void)arg;
    atomic_store(&started, 1);
    other_ret = other_unregisters ? cb_unregister_call(acl, CB_INIT, ACL_REG_TYPE_ACL_MODEL, CB_FN2)
                                  : cb_register_call(acl, CB_INIT, ACL_REG_TYPE_OTHER, CB_FN2, &added);
    atomic_store(&finished, 1);
    return NULL;
}

/* The action of the callback whose dispatch is in progress. */
static void call_registry_on_another_thread(aclcts_cb *self)
{
    if (self->calls != 1) return;
    if (pthread_create(&other, NULL, registry_worker, NULL) != 0) {
        atomic_store(&spawn_failed, 1);
        return;
    }
    atomic_store(&spawned, 1);
    (void)thread_wait_flag(&started, 1, THREAD_START_MS);
    atomic_store(&finished_in_callback, thread_wait_flag(&finished, 1, THREAD_SLIP_MS));
}

/* After the lifecycle call: the other call waited, then succeeded; the
 * registries still answer on this thread. */
#define expect_waited(t, ...) ACLCTS_HELPER(expect_waited_, t, __VA_ARGS__)
static void expect_waited_(aclcts_t *t, const char *rule)
{
    if (atomic_load(&spawn_failed)) SKIP(t, "cannot start a thread");
    CHECK_TRUE_FOR(t, rule, atomic_load(&spawned), "the callback did not run");
    if (!atomic_load(&spawned)) return;
    pthread_join(other, NULL);
    CHECK_INT_FOR(t, rule, atomic_load(&finished_in_callback), 0);
    CHECK_CODE_FOR(t, rule, other_ret, ACL_SUCCESS);
    cb_register(t, rule, CB_INIT, ACL_REG_TYPE_ACL_DVPP, CB_FN, &added, ACL_SUCCESS);
}

ACLCTS_TEST(CB016, RegistrationWaitsForTheInitDispatch, "CB016 CB003", ACLCTS_PRODUCT)
{
    static aclcts_cb model = {.tag = "MODEL", .action = call_registry_on_another_thread};
    acl = t->acl;
    cb_add(t, "CB016", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &model, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    expect_waited(t, "CB016");
}

ACLCTS_TEST(CB016, UnregistrationWaitsForTheFinalizeDispatch, "CB016 CB004", ACLCTS_PRODUCT)
{
    static aclcts_cb other_fin = {.tag = "OTHER", .action = call_registry_on_another_thread};
    acl = t->acl;
    other_unregisters = 1;
    cb_add(t, "CB016", CB_INIT, CB_ENTRIES({ACL_REG_TYPE_ACL_MODEL, &victim, CB_FN2}));
    cb_add(t, "CB016", CB_FIN, CB_ENTRIES({ACL_REG_TYPE_OTHER, &other_fin, CB_FN}));
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    expect_waited(t, "CB016");
}
