/* ERRMSG031, HAZ012: reading the error message keeps no memory per call
 * (helpers/heap.h), on the case's thread or on threads that end. */
#include "helpers/errmsg.h"
#include "helpers/heap.h"
#include "helpers/threads.h"

/* ERRMSG031: reading the error message keeps nothing either: each read
 * composes and hands out a new text (ERRMSG005), from a decoded device
 * message (a SoC that decodes them) or with a fault event appended (the
 * default SoC, ERRMSG014). The spy's reset after each read drops what was
 * planted, so each read plants it again first. */
static void read_device_message(aclcts_t *t, int i)
{
    const char *report = errmsg_plant_device_message(t, "device text");
    const char *msg = t->acl->aclGetRecentErrMsg();
    (void)i;
    CHECK_STR_FOR(t, "ERRMSG031", msg, report);
}

static void read_fault_event(aclcts_t *t, int i)
{
    errmsg_fault_event(t, 0x1a, "name");
    const char *msg = t->acl->aclGetRecentErrMsg();
    (void)i;
    CHECK_STR_FOR(t, "ERRMSG031", msg, ERRMSG_FAULT_1A);
}

ACLCTS_TEST(ERRMSG031, ReadingADeviceMessageKeepsNoMemory, "ERRMSG031 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    heap_need_no_library_beneath(t);
    errmsg_with_context(t);
    heap_expect_flat(t, "ERRMSG031", read_device_message);
}

ACLCTS_TEST(ERRMSG031, ReadingAFaultEventKeepsNoMemory, "ERRMSG031 ERRMSG014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* fault events come from a STARS SoC's runtime: the default SoC's */
    heap_need_no_library_beneath(t);
    heap_expect_flat(t, "ERRMSG031", read_fault_event);
}

/* ...and a thread that read it and ended gives its stored text back: the
 * product's thread_local string dies with its thread. Each call reads the
 * message once on a thread of its own, which then ends. */
static void *read_and_end(void *acl)
{
    (void)((const aclcts_acl *)acl)->aclGetRecentErrMsg();
    return NULL;
}

static void read_on_a_thread_that_ends(aclcts_t *t, int i)
{
    (void)i;
    thread_run(t, read_and_end, (void *)t->acl);
}

ACLCTS_TEST(ERRMSG031, ThreadsThatReadAndEndKeepNoMemory, "ERRMSG031 ERRMSG009",
            ACLCTS_PRODUCT | ACLCTS_TRACE | ACLCTS_SLOW)
{
    heap_need_no_library_beneath(t);
    heap_expect_flat(t, "ERRMSG031", read_on_a_thread_that_ends);
}

/* HAZ012: the reports of a thread that failed and ended unread go with it
 * (ERRMSG007: the thread's own list); the product's error manager keeps them. */
static void *fail_and_end(void *acl)
{
    (void)((const aclcts_acl *)acl)->aclInit("/nonexistent-aclcts/missing.json");
    return NULL;
}

static void fail_on_a_thread_that_ends(aclcts_t *t, int i)
{
    (void)i;
    thread_run(t, fail_and_end, (void *)t->acl);
}

ACLCTS_TEST(HAZ012, ThreadsThatFailAndEndKeepNoMemory, "HAZ012 ERRMSG007", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    heap_need_no_library_beneath(t);
    heap_expect_flat(t, "HAZ012", fail_on_a_thread_that_ends);
}

/* ...and so does a thread that failed, read the message (its text stored,
 * not empty) and ended (ERRMSG009). The product's error manager keeps an
 * empty container of each such thread (HAZ012). */
static void *fail_read_and_end(void *acl)
{
    (void)fail_and_end(acl);
    (void)((const aclcts_acl *)acl)->aclGetRecentErrMsg();
    return NULL;
}

static void fail_and_read_on_a_thread_that_ends(aclcts_t *t, int i)
{
    (void)i;
    thread_run(t, fail_read_and_end, (void *)t->acl);
}

ACLCTS_TEST(HAZ012, ThreadsThatFailReadAndEndKeepNoMemory, "HAZ012 ERRMSG031 ERRMSG009", ACLCTS_PRODUCT | ACLCTS_SLOW)
{
    heap_need_no_library_beneath(t);
    heap_expect_flat(t, "HAZ012", fail_and_read_on_a_thread_that_ends);
}

/* Two reports before each read (ERRMSG032): the list of both is read and
 * handed out, keeping nothing. */
static void fail_twice_then_read(aclcts_t *t, int i)
{
    (void)i;
    CHECK_CODE_FOR(t, "ERRMSG031", t->acl->aclInit("/nonexistent-aclcts/a.json"), ACL_ERROR_INVALID_FILE);
    CHECK_CODE_FOR(t, "ERRMSG031", t->acl->aclInit("/nonexistent-aclcts/b.json"), ACL_ERROR_INVALID_FILE);
    CHECK_TRUE_FOR(t, "ERRMSG031", t->acl->aclGetRecentErrMsg() != NULL, "no message after two failures");
}

ACLCTS_TEST(ERRMSG031, TwoReportsAReadKeepNoMemory, "ERRMSG031 ERRMSG032", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    heap_need_no_library_beneath(t);
    errmsg_with_context(t);
    heap_expect_flat(t, "ERRMSG031", fail_twice_then_read);
}
