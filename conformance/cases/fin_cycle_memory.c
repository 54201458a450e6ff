/* FIN013, ERRMSG031: the lifecycle keeps no memory per call. Init/finalize
 * cycles of a config that sets every key but the event mode, failing inits,
 * or reads of the error message are measured by the heap in use (glibc's
 * mallinfo2, every arena): after the warm-up below, twenty calls grow it by
 * less than 16 bytes a call. A block kept per call (glibc's smallest is 32
 * bytes) grows it by twice that.
 *
 * glibc keeps up to seven freed blocks of each size up to 1032 bytes in a
 * per-thread cache that mallinfo2 counts in use: a library that frees all it
 * takes grows the measure until those caches are full (over about a hundred
 * cycles for the reference; flat after the first with the caches off). So
 * ten calls warm up (what a library fills once, and the caches of the
 * threads that free the blocks it takes), then the calling thread's caches
 * are filled, and twenty more calls let them settle: a size of which the
 * library holds fewer blocks in that cache drains it, seven blocks at most
 * (the reference's last at the eleventh call after the fill), and so does a
 * block kept per call, which shows once its size's cache is empty.
 *
 * The spy's trace is cleared after each call (it grows by design), and the
 * calling thread has a current context, so that each read of the message
 * replaces the stored text (ERRMSG012) instead of putting the host text in
 * front of it again (ERRMSG013). A library beneath the spy (--lower) shares
 * the heap, so the cases skip there. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "aclcts/config_keys.h"
#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/pkg.h"
#include "helpers/prof.h"
#include "helpers/text.h"
#include "helpers/threads.h"

/* glibc's per-thread cache: sizes of 24 + 16 k bytes up to 1032, seven blocks each. */
#define CACHE_SIZES 64
#define CACHE_BLOCKS 7

#define WARM_UP_CALLS 10
#define SETTLE_CALLS 20
#define MEASURED_CALLS 20
#define BYTES_PER_CALL 16

typedef void (*memory_cycle)(aclcts_t *t, int i);

/* The heap shared with a library beneath cannot be told apart. */
static void need_no_library_beneath(aclcts_t *t)
{
    static const char *const beneath[] = {"rtGetSocVersion", "MsprofInit", "AdxDataDumpServerInit"};
    for (size_t i = 0; i < sizeof beneath / sizeof beneath[0]; i++)
        aclcts_model_only(t, beneath[i], "its memory shares the heap with the target's");
}

/* Fills the calling thread's cache: blocks of every cached size, all freed. */
static void fill_thread_cache(void)
{
    void *blocks[CACHE_SIZES * CACHE_BLOCKS];
    for (size_t i = 0; i < CACHE_SIZES * CACHE_BLOCKS; i++) blocks[i] = malloc(24 + 16 * (i / CACHE_BLOCKS));
    for (size_t i = 0; i < CACHE_SIZES * CACHE_BLOCKS; i++) free(blocks[i]);
}

/* Runs `cycle` WARM_UP_CALLS, SETTLE_CALLS and MEASURED_CALLS times,
 * clearing the spy's trace after each, and checks the growth over the
 * measured ones. It stops at the first call whose own checks failed. */
#define expect_flat_heap(t, ...) ACLCTS_HELPER(expect_flat_heap_, t, __VA_ARGS__)
static void expect_flat_heap_(aclcts_t *t, const char *rule, memory_cycle cycle)
{
    enum { CALLS = WARM_UP_CALLS + SETTLE_CALLS + MEASURED_CALLS };
    size_t before = 0;
    for (int i = 0; i < CALLS; i++) {
        unsigned failures = t->failures;
        if (i == WARM_UP_CALLS) fill_thread_cache();
        if (i == WARM_UP_CALLS + SETTLE_CALLS) before = mallinfo2().uordblks;
        cycle(t, i);
        ACLCTS_SPY(t, reset)();
        if (t->failures != failures) {
            CHECK_TRUE_FOR(t, rule, 0, "call %d of %d failed; the heap was not judged", i + 1, CALLS);
            return;
        }
    }
    long growth = (long)mallinfo2().uordblks - (long)before;
    CHECK_TRUE_FOR(t, rule, growth < MEASURED_CALLS * BYTES_PER_CALL,
                   "the last %d of %d calls keep %ld bytes more in use", MEASURED_CALLS, CALLS, growth);
}

/* Every key but acl_graph.event_mode: the runtime takes one event mode a
 * process and refuses every later set with 107000 (SOC007), so a second init
 * of a config holding it fails at that step. */
static const char *keys_path;

static void init_finalize_every_key(aclcts_t *t, int i)
{
    (void)i;
    aclError init = t->acl->aclInit(keys_path);
    (void)t->acl->aclGetRecentErrMsg();
    aclError fin = t->acl->aclFinalize();
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "FIN013", init, ACL_SUCCESS);
    CHECK_CODE_FOR(t, "FIN013", fin, ACL_SUCCESS);
}

ACLCTS_TEST(FIN013, InitFinalizeCyclesOfEveryKeyKeepNoMemory, "FIN013 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    aclcts_default_soc(t);    /* the runtime answers of the keys are the default SoC's */
    prof_need_device_host(t); /* the config turns the profiler on */
    errmsg_with_context(t);
    keys_path = aclcts_file(t, "keys.json", text_keep(aclcts_config_all_keys_but("event_mode")));
    expect_flat_heap(t, "FIN013", init_finalize_every_key);
}

/* Configs each aclInit refuses at another step: a value of each kind in the
 * profiler (sorted keys, a duplicate, strings holding U+0000, numbers, an
 * array; msprof refuses the unknown keys), a key holding U+0000 inside an
 * array, event_mode, default_device, StackSize and a printf FIFO size of
 * the wrong value, err_msg_mode, and text too deep to parse. */
static const char *const failing_configs[] = {
    "{\"profiler\":{\"b\":1,\"a\":[true,false,null,1.5,-0.0,1e20,12345678901234567890123,\"x\",\"y\\u0000z\","
    "{\"z\":1,\"y\":2,\"z\":3}],\"c\":\"s\\u0000t\",\"c\":\"u\"}}",
    "{\"profiler\":{\"a\":[{\"k\\u0000\":1}]}}",
    "{\"acl_graph\":{\"event_mode\":\"2\"}}",
    "{\"defaultDevice\":{\"default_device\":\"x\"}}",
    "{\"StackSize\":{\"aicore_stack_size\":\"big\"}}",
    "{\"simt_printf_fifo_size\":0}",
    "{\"err_msg_mode\":\"7\"}",
    "[[[[[[[[[[[0]]]]]]]]]]]",
};
#define FAILING_CONFIGS (sizeof failing_configs / sizeof failing_configs[0])
static const char *failing_paths[FAILING_CONFIGS];

static void failing_init(aclcts_t *t, int i)
{
    aclError init = t->acl->aclInit(failing_paths[(size_t)i % FAILING_CONFIGS]);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_TRUE_FOR(t, "FIN013", init != ACL_SUCCESS, "config %zu was accepted", (size_t)i % FAILING_CONFIGS);
}

ACLCTS_TEST(FIN013, FailedInitsKeepNoMemory, "FIN013 STATE003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    errmsg_with_context(t);
    for (size_t i = 0; i < FAILING_CONFIGS; i++) {
        char name[32];
        snprintf(name, sizeof name, "bad%zu.json", i);
        failing_paths[i] = aclcts_file(t, name, failing_configs[i]);
    }
    expect_flat_heap(t, "FIN013", failing_init);
}

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
    need_no_library_beneath(t);
    errmsg_with_context(t);
    expect_flat_heap(t, "ERRMSG031", read_device_message);
}

ACLCTS_TEST(ERRMSG031, ReadingAFaultEventKeepsNoMemory, "ERRMSG031 ERRMSG014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* fault events come from a STARS SoC's runtime: the default SoC's */
    need_no_library_beneath(t);
    expect_flat_heap(t, "ERRMSG031", read_fault_event);
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
    need_no_library_beneath(t);
    expect_flat_heap(t, "ERRMSG031", read_on_a_thread_that_ends);
}

/* QUERY011: aclsysGetCANNVersion keeps nothing, in memory either: each call
 * reads the version of a package found under its '_' spelling (the text
 * made, converted and split, both paths tried) and of one not there at all. */
static void read_cann_version(aclcts_t *t, int i)
{
    aclCANNPackageVersion v;
    (void)i;
    CHECK_CODE_FOR(t, "QUERY011", t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_OPP, &v), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "QUERY011", t->acl->aclsysGetCANNVersion(ACL_PKG_NAME_HCCL, &v), ACL_ERROR_INVALID_FILE);
}

ACLCTS_TEST(QUERY011, EveryReadKeepsNoMemory, "QUERY011 QUERY005", ACLCTS_PRODUCT)
{
    pkg_home(t);
    pkg_version(t, "ops_legacy", "8.5.0-beta.1");
    expect_flat_heap(t, "QUERY011", read_cann_version);
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
    need_no_library_beneath(t);
    expect_flat_heap(t, "HAZ012", fail_on_a_thread_that_ends);
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
    need_no_library_beneath(t);
    errmsg_with_context(t);
    expect_flat_heap(t, "ERRMSG031", fail_twice_then_read);
}

/* QUERY013: aclsysGetVersionStr keeps nothing either: each call reads the
 * version of a package found under its other spelling (QUERY015), one whose
 * file has no value (an EH0004 report, read back), and one not there. */
static void read_version_str(aclcts_t *t, int i)
{
    char out[ACL_PKG_VERSION_MAX_SIZE];
    (void)i;
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("ops-math", out), ACL_SUCCESS);
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("empty", out), ACL_ERROR_INVALID_FILE);
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE_FOR(t, "QUERY013", t->acl->aclsysGetVersionStr("missing_pkg", out), ACL_ERROR_INVALID_FILE);
    int32_t num = 0;
    CHECK_CODE_FOR(t, "QUERY018", t->acl->aclsysGetVersionNum("ops-math", &num), ACL_SUCCESS); /* the same text, read */
}

ACLCTS_TEST(QUERY013, EveryReadKeepsNoMemory, "QUERY013 QUERY015 QUERY014 QUERY018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    errmsg_with_context(t);
    pkg_home(t);
    pkg_version(t, "ops_math", " 8.5.0 ");
    pkg_version_file(t, "empty", "Version=\n");
    expect_flat_heap(t, "QUERY013", read_version_str);
}

/* QUERY038: a failed reading of the feature list keeps nothing, in memory
 * either: each call reads the list again (a runtimeVersion that is no
 * version), parses it and gives all of it back. */
static pkg_install g_copy;

static void read_refused_list(aclcts_t *t, int i)
{
    int32_t value = 7;
    (void)i;
    CHECK_CODE_FOR(t, "QUERY038", g_copy.get_attr(ACL_CANN_ATTR_JIT_COMPILE, &value), ACL_ERROR_INTERNAL_ERROR);
}

ACLCTS_TEST(QUERY038, EveryFailedReadingKeepsNoMemory, "QUERY038", ACLCTS_PRODUCT)
{
    need_no_library_beneath(t);
    pkg_install_copy(t, &g_copy, "{\"JIT_COMPILE\":{\"runtimeVersion\":\"x\"},\"BF16\":{\"runtimeVersion\":\"7.0\"}}",
                     "8.0.0");
    expect_flat_heap(t, "QUERY038", read_refused_list);
}

/* ...and so does one that fails at the runtime's version after the list was
 * read ("Version=x.1": no number), both read again at each call. */

ACLCTS_TEST(QUERY038, EveryFailedVersionReadingKeepsNoMemory, "QUERY038", ACLCTS_PRODUCT)
{
    need_no_library_beneath(t);
    pkg_install_copy(t, &g_copy, "{\"JIT_COMPILE\":{\"runtimeVersion\":\"7.1\"}}", "x.1");
    expect_flat_heap(t, "QUERY038", read_refused_list);
}
