/* ERRMSG015: the stored text is per thread: a thread's first read does not
 * see another thread's stored answer, and each thread keeps its own while
 * the runtime does not call back on it. A thread other than the one that set
 * the device has no current context, so the runtime fails there without
 * calling back unless the thread is given one. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "helpers/errmsg.h"

static aclcts_t *g_t;
static int g_give_context;
static char g_other_first[4096], g_other_second[4096], g_other_third[4096];
static int g_other_first_null;

static void copy_answer(char *dst, size_t cap, const char *msg) { snprintf(dst, cap, "%s", msg ? msg : "(null)"); }

static void *other_thread(void *arg)
{
    (void)arg;
    if (g_give_context) errmsg_with_context(g_t); /* as aclrtSetDevice(0) on this thread */
    const char *msg = g_t->acl->aclGetRecentErrMsg();
    g_other_first_null = msg == NULL;
    copy_answer(g_other_first, sizeof g_other_first, msg);
    (void)g_t->acl->aclInit(aclcts_path(g_t, "other-missing.json"));
    copy_answer(g_other_second, sizeof g_other_second, g_t->acl->aclGetRecentErrMsg());
    copy_answer(g_other_third, sizeof g_other_third, g_t->acl->aclGetRecentErrMsg());
    return NULL;
}

static void run_other_thread(aclcts_t *t, int give_context)
{
    pthread_t th;
    g_t = t;
    g_give_context = give_context;
    if (pthread_create(&th, NULL, other_thread, NULL) != 0) SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
}

ACLCTS_TEST(ERRMSG015, EachThreadKeepsItsOwnAnswer, "ERRMSG015 ERRMSG012 ERRMSG007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char mine[4096];
    errmsg_runtime_without_context(t);
    (void)errmsg_fail_and_read(t, "ERRMSG015", "mine-missing.json", mine, sizeof mine);
    run_other_thread(t, 0);
    CHECK_TRUE(t, g_other_first_null, "the other thread's first read: %s", g_other_first);
    CHECK_TRUE(t, strstr(g_other_second, "other-missing.json") && !strstr(g_other_second, "mine-missing"),
               "the other thread's read after its failure: %s", g_other_second);
    CHECK_STR(t, g_other_third, g_other_second);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), mine);
}

/* The other thread's empty callback replaces only its own stored text. */
ACLCTS_TEST(ERRMSG015, AnotherThreadsCallbackLeavesThisThreadsAnswer, "ERRMSG015 ERRMSG012",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char mine[4096];
    errmsg_no_fault_events_beneath(t);
    errmsg_runtime_without_context(t);
    (void)errmsg_fail_and_read(t, "ERRMSG015", "mine-missing.json", mine, sizeof mine);
    run_other_thread(t, 1);
    CHECK_TRUE(t, g_other_first_null, "the other thread's first read: %s", g_other_first);
    CHECK_STR(t, g_other_third, "(null)");
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), mine);
}

/* A device message handed over on the other thread stays on that thread. */
ACLCTS_TEST(ERRMSG015, AnotherThreadsDeviceMessageStaysThere, "ERRMSG015 ERRMSG012 ERRMSG005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    char mine[4096], report[512];
    errmsg_runtime_without_context(t);
    (void)errmsg_fail_and_read(t, "ERRMSG015", "mine-missing.json", mine, sizeof mine);
    snprintf(report, sizeof report, "%s", errmsg_plant_device_message(t, "DEV")); /* this thread has no context */
    run_other_thread(t, 1);
    CHECK_STR(t, g_other_first, report);
    CHECK_STR(t, g_other_third, report);
    CHECK_STR(t, t->acl->aclGetRecentErrMsg(), mine);
}
