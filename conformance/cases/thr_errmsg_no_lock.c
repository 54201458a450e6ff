/* THR005: aclGetRecentErrMsg takes no lifecycle lock. Thread A's aclInit (or
 * aclFinalize) stops inside a MODEL callback, holding the lifecycle lock,
 * until thread B has called aclGetRecentErrMsg, waiting at most WAIT_S
 * seconds. If B's call waited for the lock, A's wait times out, the case
 * fails and both calls still finish: the case never hangs. */
#include <errno.h>
#include <pthread.h>
#include <time.h>

#include "aclcts/case.h"

#define WAIT_S 2 /* A waits this long for B's call to return */

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
static int a_inside, b_returned, b_returned_in_time, b_got_null;
static const aclcts_acl *acl;

/* Waits on `changed` until *flag is set or WAIT_S (times `factor`) passed;
 * returns the flag. Call with `lock` held. */
static int wait_for(const int *flag, int factor)
{
    struct timespec until;
    clock_gettime(CLOCK_REALTIME, &until);
    until.tv_sec += WAIT_S * factor;
    while (!*flag)
        if (pthread_cond_timedwait(&changed, &lock, &until) == ETIMEDOUT) break;
    return *flag;
}

/* Runs inside A's callback, under A's lifecycle lock. */
static void hold_until_b_returned(aclcts_cb *self)
{
    (void)self;
    pthread_mutex_lock(&lock);
    a_inside = 1;
    pthread_cond_broadcast(&changed);
    b_returned_in_time = wait_for(&b_returned, 1);
    pthread_mutex_unlock(&lock);
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&lock);
    int a_is_inside = wait_for(&a_inside, 3);
    pthread_mutex_unlock(&lock);
    const char *msg = a_is_inside ? acl->aclGetRecentErrMsg() : "A never entered its callback";
    pthread_mutex_lock(&lock);
    b_got_null = msg == NULL;
    b_returned = 1;
    pthread_cond_broadcast(&changed);
    pthread_mutex_unlock(&lock);
    return NULL;
}

static void start_reader(aclcts_t *t, pthread_t *th)
{
    acl = t->acl;
    if (pthread_create(th, NULL, reader, NULL) != 0) SKIP(t, "cannot start a thread");
}

static void expect_reader_not_blocked(aclcts_t *t, pthread_t th)
{
    pthread_join(th, NULL);
    CHECK_TRUE_FOR(t, "THR005", b_returned_in_time,
                   "aclGetRecentErrMsg on another thread did not return within %d s while the lifecycle lock was held",
                   WAIT_S);
    CHECK_TRUE_FOR(t, "THR005", b_got_null, "aclGetRecentErrMsg returned text although nothing was reported");
}

ACLCTS_TEST(THR005, RecentErrMsgDoesNotWaitForARunningInit, "THR005 ERRMSG003", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb model = {.tag = "MODEL", .action = hold_until_b_returned};
    pthread_t th;
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), 0);
    start_reader(t, &th);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    expect_reader_not_blocked(t, th);
}

ACLCTS_TEST(THR005, RecentErrMsgDoesNotWaitForARunningFinalize, "THR005 ERRMSG003", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    static aclcts_cb model = {.tag = "MODEL", .action = hold_until_b_returned};
    pthread_t th;
    CHECK_CODE(t, t->acl->aclFinalizeCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_fin_cb, &model), 0);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    start_reader(t, &th);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    expect_reader_not_blocked(t, th);
}
