/* FIN013: the lifecycle keeps no memory per call (helpers/heap.h): init and
 * finalize cycles of a config that sets every key but the event mode, and
 * inits each config refuses at another step. */
#include <stdio.h>

#include "aclcts/config_keys.h"
#include "helpers/configs.h"
#include "helpers/errmsg.h"
#include "helpers/heap.h"
#include "helpers/prof.h"
#include "helpers/text.h"

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
    heap_need_no_library_beneath(t);
    aclcts_default_soc(t);    /* the runtime answers of the keys are the default SoC's */
    prof_need_device_host(t); /* the config turns the profiler on */
    errmsg_with_context(t);
    keys_path = aclcts_file(t, "keys.json", text_keep(aclcts_config_all_keys_but("event_mode")));
    heap_expect_flat(t, "FIN013", init_finalize_every_key);
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
    heap_need_no_library_beneath(t);
    errmsg_with_context(t);
    for (size_t i = 0; i < FAILING_CONFIGS; i++) {
        char name[32];
        snprintf(name, sizeof name, "bad%zu.json", i);
        failing_paths[i] = aclcts_file(t, name, failing_configs[i]);
    }
    heap_expect_flat(t, "FIN013", failing_init);
}
