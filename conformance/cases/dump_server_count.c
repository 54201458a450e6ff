/* DUMP033: adump counts the dump server's starts: AdxDataDumpServerInit
 * adds one, AdxDataDumpServerUnInit removes one (never below 0, and returns
 * 0 at 0). aclInit's start is never undone by anything but aclFinalize,
 * whose UnInit runs at every later finalize (the flag is never cleared);
 * aclFinalize does not call AdumpUnSetDump, so dump settings outlive it
 * (adx_datadump_server.cpp, adx_dump_record.cpp). */
#include "helpers/dump.h"
#include "helpers/fin.h"
#include "helpers/traces.h"

ACLCTS_TEST(DUMP033, InitStartsAndFinalizeStopsTheServer, "DUMP033 DUMP001 FIN003", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_expect(t, "DUMP033", "{}", ACL_SUCCESS, "result=0 server=1");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    dump_check_fields(t, "DUMP033", "state", dump_state(t), "server=0");
}

/* The flag stays set: after a rejected config (which saves no first config)
 * a NULL re-init's finalize calls UnInit again, at count 0, successfully. */
ACLCTS_TEST(DUMP033, FlagIsNeverCleared, "DUMP033 FIN008 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_expect(t, "DUMP033", "{\"dump\":{\"dump_mode\":\"bad\"}}", DUMP_INPUT, "result=-2 server=1");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    dump_check_fields(t, "DUMP033", "state", dump_state(t), "server=0");
    fin_expect_cycle(t, "DUMP033", NULL, TR_DEINIT_DUMP);
    dump_check_fields(t, "DUMP033", "state", dump_state(t), "server=0");
}

/* A rejected config leaves the server started (DUMP002) and counted. */
ACLCTS_TEST(DUMP033, RejectedConfigLeavesTheServerStarted, "DUMP033 DUMP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_expect(t, "DUMP033", "{\"dump\":{\"dump_mode\":\"bad\"}}", DUMP_INPUT, "result=-2 server=1");
}

/* Dump settings survive aclFinalize: the operator dump is still on. */
ACLCTS_TEST(DUMP033, FinalizeKeepsTheDumpSettings, "DUMP033", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_expect(t, "DUMP033", "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"}}", ACL_SUCCESS,
                "operator=1 op_timeout_raised=1");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    dump_check_fields(t, "DUMP033", "state", dump_state(t), "operator=1 op_timeout_raised=1 server=0");
}
