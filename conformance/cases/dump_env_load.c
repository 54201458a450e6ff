/* DUMP031: when adump is loaded (before aclInit), ASCEND_DUMP_SCENE set to
 * aic_err_brief_dump, aic_err_norm_dump or aic_err_detail_dump enables that
 * exception dump with the path ASCEND_DUMP_PATH > ASCEND_WORK_PATH > "./"
 * (lite_exception is not accepted here); otherwise a usable NPU_COLLECT_PATH
 * enables the norm exception dump with that path (DumpManager constructor,
 * EnableExceptionDumpWithEnv, product tests TestNpuCollectPathEnableExceptionDump,
 * TestAscendDumpSceneEnableExceptionDump).
 * DUMP032: at load, a usable ASCEND_DUMP_PATH (else ASCEND_WORK_PATH) enables
 * kernel debug data "all" in <dir>/printf/ (KernelDfxDumper constructor).
 * The spy re-runs adump's load at reset, so each case sets the variables and
 * resets. */
#include "dump_common.h"

static const char *loaded_state(aclcts_t *t)
{
    aclcts_require_trace(t);
    t->spy->reset();
    return dc_state(t);
}

ACLCTS_TEST(DUMP031, DumpSceneVariableEnablesExceptionDump, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_brief_dump", 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t),
                    "exception=ARGS_EXCEPTION exception_source=ASCEND_DUMP_SCENE exception_path=./");
}

ACLCTS_TEST(DUMP031, DumpSceneVariableUsesTheDumpPathVariable, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_norm_dump", 1);
    setenv("ASCEND_WORK_PATH", dc_dir(t, "work"), 1);
    setenv("ASCEND_DUMP_PATH", dc_dir(t, "dumpenv"), 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t), "exception=EXCEPTION exception_path=@W@/dumpenv");
}

ACLCTS_TEST(DUMP031, DumpSceneVariableFallsBackToTheWorkPath, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_norm_dump", 1);
    setenv("ASCEND_WORK_PATH", dc_dir(t, "work"), 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t), "exception=EXCEPTION exception_path=@W@/work");
}

ACLCTS_TEST(DUMP031, LiteExceptionIsNotAcceptedFromTheEnvironment, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "lite_exception", 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t), "exception=-");
}

ACLCTS_TEST(DUMP031, NpuCollectPathEnablesNormExceptionDump, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("NPU_COLLECT_PATH", dc_dir(t, "npu"), 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t),
                    "exception=EXCEPTION exception_source=NPU_COLLECT_PATH exception_path=@W@/npu");
}

ACLCTS_TEST(DUMP031, DumpSceneVariableWinsOverNpuCollectPath, "DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("NPU_COLLECT_PATH", dc_dir(t, "npu"), 1);
    setenv("ASCEND_DUMP_SCENE", "aic_err_brief_dump", 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t),
                    "exception=ARGS_EXCEPTION exception_source=ASCEND_DUMP_SCENE exception_path=./");
}

/* The detail scene from the environment on 310P fails quietly: no exception dump. */
ACLCTS_TEST(DUMP031, DetailSceneVariableOnAscend310PEnablesNothing, "DUMP031 DUMP025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_SCENE", "aic_err_detail_dump", 1);
    setenv("NPU_COLLECT_PATH", dc_dir(t, "npu"), 1);
    setenv("ACLCTS_SB_SOC", "Ascend310P3", 1);
    dc_check_fields(t, "DUMP031", "state", loaded_state(t), "exception=- platform=DC");
}

/* The JSON exception scene is then a silent no-op (also the doc's chain). */
ACLCTS_TEST(DUMP031, EnvironmentPathWinsOverTheConfigPath, "DUMP031 DUMP024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("NPU_COLLECT_PATH", dc_dir(t, "npu"), 1);
    t->spy->reset();
    dc_expect(t, "DUMP031", "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
              "result=0 ignored=1 exception_path=@W@/npu");
}

ACLCTS_TEST(DUMP032, DumpPathVariableEnablesKernelDataAtLoad, "DUMP032", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dc_dir(t, "work"), 1);
    setenv("ASCEND_DUMP_PATH", dc_dir(t, "dumpenv"), 1);
    dc_check_fields(t, "DUMP032", "state", loaded_state(t),
                    "kernel_dfx=DEFAULT kernel_dfx_path=@W@/dumpenv/printf/ exception=-");
}

ACLCTS_TEST(DUMP032, WorkPathVariableEnablesKernelDataAtLoad, "DUMP032", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dc_dir(t, "work"), 1);
    dc_check_fields(t, "DUMP032", "state", loaded_state(t), "kernel_dfx=DEFAULT kernel_dfx_path=@W@/work/printf/");
}

ACLCTS_TEST(DUMP032, NoVariableEnablesNothingAtLoad, "DUMP032 DUMP031", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    unsetenv("ASCEND_WORK_PATH");
    unsetenv("ASCEND_DUMP_PATH");
    unsetenv("NPU_COLLECT_PATH");
    unsetenv("ASCEND_DUMP_SCENE");
    dc_check_fields(t, "DUMP032", "state", loaded_state(t), "kernel_dfx=- kernel_dfx_path=- exception=- server=0");
}
