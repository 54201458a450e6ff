/* FIN008: the dump flag (set when aclInit started the dump server) and the
 * default-device flag (set when aclInit set a default device) are never
 * cleared: every later deinit calls AdxDataDumpServerUnInit and
 * rtSetDefaultDeviceId(-1) again, even after a re-init that starts nothing.
 * A later successful re-init must repeat the first config (REP001), so the
 * flags are shown sticky through a first init that failed after setting them
 * (it saves no config), followed by aclInit(NULL). */
#include "helpers/configs.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

static aclcts_cb failing = {.tag = "FAIL", .ret = ACL_ERROR_FAILURE};

/* `rounds` times: init(config) = 0, then its finalize = 0 with the trace `deinit`. */
#define finalize_rounds(t, ...) ACLCTS_HELPER(finalize_rounds_, t, __VA_ARGS__)
static void finalize_rounds_(aclcts_t *t, const char *rule, const char *config, int rounds, const char *deinit)
{
    for (int round = 0; round < rounds; round++) fin_expect_cycle(t, rule, config, deinit);
}

/* A first init of `config` that the init callback of `type` fails, after the
 * flags were set; the callback stays registered unless `unregister`. */
#define failed_first_init(t, ...) ACLCTS_HELPER(failed_first_init_, t, __VA_ARGS__)
static void failed_first_init_(aclcts_t *t, const char *rule, aclRegisterCallbackType type, const char *config,
                               int unregister)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackRegister(type, aclcts_init_cb, &failing), 0);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_ERROR_FAILURE);
    if (unregister) CHECK_CODE_FOR(t, rule, t->acl->aclInitCallbackUnRegister(type, aclcts_init_cb), 0);
}

ACLCTS_TEST(FIN008, DumpUnInitAtEveryFinalizeOfTheSameConfig, "FIN008 REP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *a = config_braces_file(t);
    const char *b = aclcts_file(t, "same-bytes.json", "{}");
    CHECK_CODE(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    fin_expect_cycle(t, "FIN008", b, TR_DEINIT_DUMP);
}

ACLCTS_TEST(FIN008, DefaultDeviceDisabledAtEveryFinalizeOfTheSameConfig, "FIN008 DEV006", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    finalize_rounds(t, "FIN008", config_dev0_file(t), 3, TR_DEINIT_DUMP_DEV);
}

/* The OP_EXECUTOR init callback runs right after the dump hand-off, so its
 * failure leaves the dump server started and nothing saved. */
ACLCTS_TEST(FIN008, DumpFlagSurvivesNullReinit, "FIN008 STATE003 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    failed_first_init(t, "FIN008", ACL_REG_TYPE_ACL_OP_EXECUTOR, config_braces_file(t), 1);
    finalize_rounds(t, "FIN008", NULL, 2, TR_DEINIT_DUMP);
}

/* The OTHER init callback runs last: the default device is set by then. */
ACLCTS_TEST(FIN008, DefaultDeviceFlagSurvivesNullReinit, "FIN008 STATE003 CB008", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    failed_first_init(t, "FIN008", ACL_REG_TYPE_OTHER, config_dev0_file(t), 1);
    finalize_rounds(t, "FIN008", NULL, 2, TR_DEINIT_DUMP_DEV);
}

/* Flags set by a failed first init apply to the deinit of FIN002 too. */
ACLCTS_TEST(FIN008, FlagsFromFailedInitApplyToFinalizeWithoutInit, "FIN008 FIN002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    failed_first_init(t, "FIN008", ACL_REG_TYPE_OTHER, config_dev0_file(t), 0);
    fin_expect_finalize(t, "FIN008", TR_DEINIT_DUMP_DEV);
}

/* Without any flag ever set, no uninit and no disable call (negative). */
ACLCTS_TEST(FIN008, NoFlagNoUnInitNoDisable, "FIN008 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    for (int round = 0; round < 2; round++) {
        CHECK_CODE(t, t->acl->aclInit(""), ACL_SUCCESS);
        size_t m = aclcts_mark(t);
        CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
        CHECK_INT(t, aclcts_calls(t, "AdxDataDumpServerUnInit", m), 0);
        CHECK_INT(t, aclcts_calls(t, "rtSetDefaultDeviceId", m), 0);
    }
}
