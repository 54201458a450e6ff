/* FIN012: a deinit undoes none of the config keys' effects. It makes no
 * rtDeviceSetLimit, rtEventWorkModeSet or ErrMgrInit call, the runtime keeps
 * the limits and the event mode the init set (helpers/rt_stored.h), and the
 * error-message mode stays process mode. */
#include <pthread.h>

#include "helpers/fin.h"
#include "helpers/init.h"
#include "helpers/rt_stored.h"
#include "helpers/traces.h"

/* Limits the default SoC's runtime (Ascend910B1) stores as given and that
 * differ from its defaults (aicore 32768, SIMD FIFO 32768). */
#define KEPT_JSON                                                                           \
    "{\"StackSize\":{\"aicore_stack_size\":65536},\"simd_printf_fifo_size_per_core\":2048," \
    "\"acl_graph\":{\"event_mode\":\"1\"}}"
#define KEPT_KEYS "rtDeviceSetLimit(0,3,65536)=0\nrtDeviceSetLimit(0,4,2048)=0\nrtEventWorkModeSet(1)=0\n"

ACLCTS_TEST(FIN012, DeinitMakesNoConfigKeyCall, "FIN012 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    init_expect_keys(t, "FIN012", KEPT_JSON, ACL_SUCCESS, KEPT_KEYS);
    fin_expect_finalize(t, "FIN012", TR_DEINIT_DUMP);
}

ACLCTS_TEST(FIN012, RuntimeKeepsLimitsAndEventModeAfterFinalize, "FIN012 SOC007", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    init_expect_keys(t, "FIN012", KEPT_JSON, ACL_SUCCESS, KEPT_KEYS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_INT(t, rt_stored_limit(t, 3), 65536);
    CHECK_INT(t, rt_stored_limit(t, 4), 2048);
    CHECK_INT(t, rt_stored_event_mode(t), 1);
}

static const aclcts_acl *acl;
static int other_read_null = -1;

static void *read_on_other_thread(void *arg)
{
    (void)arg;
    other_read_null = acl->aclGetRecentErrMsg() == NULL;
    return NULL;
}

/* After the deinit a failing call (the repeated aclFinalize, 100037) still
 * reports into the process-wide list, so another thread reads it. */
ACLCTS_TEST(FIN012, ProcessErrorModeOutlivesFinalize, "FIN012 ERRMSG008", ACLCTS_PRODUCT)
{
    pthread_t th;
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "mode1.json", "{\"err_msg_mode\":\"1\"}")), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    (void)t->acl->aclGetRecentErrMsg(); /* start from an empty list */
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
    acl = t->acl;
    if (pthread_create(&th, NULL, read_on_other_thread, NULL) != 0) SKIP(t, "cannot start a thread");
    pthread_join(th, NULL);
    CHECK_INT(t, other_read_null, 0);
}
