/* DUMP024: while an exception dump is enabled (from the environment or an
 * earlier config, also across aclFinalize), a config with an exception scene
 * is accepted and ignored: 0, nothing changes (DumpManager::SetDumpConfig
 * IsRepeatEnableException). */
#include <stdlib.h>

#include "helpers/dump.h"

#define BRIEF "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\",\"dump_path\":\"@D@\"}}"

ACLCTS_TEST(DUMP024, SecondExceptionConfigIsIgnored, "DUMP024 DUMP033 REP002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    dump_expect(t, "DUMP024", BRIEF, ACL_SUCCESS, "result=0 ignored=0 exception=ARGS_EXCEPTION exception_path=@D@");
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    dump_expect(t, "DUMP024", BRIEF, ACL_SUCCESS, "result=0 ignored=1 exception=ARGS_EXCEPTION");
}

/* An exception dump from NPU_COLLECT_PATH wins over the config's scene. */
ACLCTS_TEST(DUMP024, EnvironmentExceptionDumpWinsOverTheConfig, "DUMP024 DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("NPU_COLLECT_PATH", dump_dir(t, "npu"), 1);
    t->spy->reset();
    dump_expect(t, "DUMP024", "{\"dump\":{\"dump_scene\":\"aic_err_detail_dump\"}}", ACL_SUCCESS,
                "result=0 ignored=1 type=AIC_ERR_DETAIL_DUMP exception=EXCEPTION exception_source=NPU_COLLECT_PATH");
}

/* An ignored detail scene does not reach the platform check (310P). */
ACLCTS_TEST(DUMP024, IgnoredDetailSceneSkipsThePlatformCheck, "DUMP024 DUMP025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_norm_dump", 1);
    t->spy->reset();
    aclcts_use_soc(t, "Ascend310P3");
    dump_expect(t, "DUMP024", "{\"dump\":{\"dump_scene\":\"aic_err_detail_dump\"}}", ACL_SUCCESS,
                "result=0 ignored=1 exception=EXCEPTION platform=DC");
}

/* A non-exception dump is not affected by an enabled exception dump. */
ACLCTS_TEST(DUMP024, OperatorDumpIsNotIgnored, "DUMP024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_brief_dump", 1);
    t->spy->reset();
    dump_expect(t, "DUMP024", "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"}}", ACL_SUCCESS,
                "result=0 ignored=0 operator=1 exception=ARGS_EXCEPTION");
}
