/* FIN013, ERRMSG031: the lifecycle keeps no memory per call. Eighty
 * init/finalize cycles of a config that sets every key, eighty failing inits
 * or eighty reads of the error message are measured in eight windows of ten
 * (the heap in use: glibc's mallinfo2, every arena); in at least one window
 * the heap grows by less than 16 bytes a cycle. A block kept per
 * cycle (glibc's smallest is 32 bytes) grows every window by twice that; the
 * containers a library fills once grow some windows only. The product, built
 * from its source over the spy, is flat after about 50 cycles. The spy's
 * trace is cleared after each cycle (it grows by design), and the calling
 * thread has a current context, so that each read of the message replaces
 * the stored text (ERRMSG012) instead of putting the host text in front of
 * it again (ERRMSG013). A library beneath the spy (--lower) shares the heap,
 * so the cases skip there. */
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>

#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/prof.h"

#define WINDOWS 8
#define WINDOW_CYCLES 10
#define BYTES_PER_CYCLE 16

typedef void (*memory_cycle)(aclcts_t *t, int i);

/* The heap shared with a library beneath cannot be told apart. */
static void need_no_library_beneath(aclcts_t *t)
{
    static const char *const beneath[] = {"rtGetSocVersion", "MsprofInit", "AdxDataDumpServerInit"};
    for (size_t i = 0; i < sizeof beneath / sizeof beneath[0]; i++)
        aclcts_model_only(t, beneath[i], "its memory shares the heap with the target's");
}

/* Runs `cycle` WINDOWS * WINDOW_CYCLES times, clearing the spy's trace after
 * each, and checks the smallest growth of a window. */
#define expect_flat_heap(t, ...) ACLCTS_HELPER(expect_flat_heap_, t, __VA_ARGS__)
static void expect_flat_heap_(aclcts_t *t, const char *rule, memory_cycle cycle)
{
    long least = -1;
    for (int w = 0; w < WINDOWS; w++) {
        size_t before = mallinfo2().uordblks;
        for (int i = 0; i < WINDOW_CYCLES; i++) {
            cycle(t, w * WINDOW_CYCLES + i);
            ACLCTS_SPY(t, reset)();
        }
        long growth = (long)mallinfo2().uordblks - (long)before;
        if (least < 0 || growth < least) least = growth < 0 ? 0 : growth;
    }
    CHECK_TRUE_FOR(t, rule, least < WINDOW_CYCLES * BYTES_PER_CYCLE,
                   "every window of %d cycles keeps %ld bytes or more in use", WINDOW_CYCLES, least);
}

static const char *all_keys_path;

static void init_finalize_every_key(aclcts_t *t, int i)
{
    aclError init = t->acl->aclInit(all_keys_path);
    (void)t->acl->aclGetRecentErrMsg();
    aclError fin = t->acl->aclFinalize();
    (void)t->acl->aclGetRecentErrMsg();
    if (i == 0) {
        CHECK_CODE_FOR(t, "FIN013", init, ACL_SUCCESS);
        CHECK_CODE_FOR(t, "FIN013", fin, ACL_SUCCESS);
    }
}

ACLCTS_TEST(FIN013, InitFinalizeCyclesOfEveryKeyKeepNoMemory, "FIN013 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    prof_need_device_host(t); /* the full config turns the profiler on */
    errmsg_with_context(t);
    all_keys_path = config_all_keys_file(t);
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
    if (i < (int)FAILING_CONFIGS) CHECK_TRUE_FOR(t, "FIN013", init != ACL_SUCCESS, "config %d was accepted", i);
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
    if (i == 0) CHECK_STR_FOR(t, "ERRMSG031", msg, report);
}

static void read_fault_event(aclcts_t *t, int i)
{
    errmsg_fault_event(t, 0x1a, "name");
    const char *msg = t->acl->aclGetRecentErrMsg();
    if (i == 0) CHECK_STR_FOR(t, "ERRMSG031", msg, ERRMSG_FAULT_1A);
}

ACLCTS_TEST(ERRMSG031, ReadingADeviceMessageKeepsNoMemory, "ERRMSG031 ERRMSG005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    errmsg_with_context(t);
    expect_flat_heap(t, "ERRMSG031", read_device_message);
}

ACLCTS_TEST(ERRMSG031, ReadingAFaultEventKeepsNoMemory, "ERRMSG031 ERRMSG014", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    need_no_library_beneath(t);
    expect_flat_heap(t, "ERRMSG031", read_fault_event);
}
