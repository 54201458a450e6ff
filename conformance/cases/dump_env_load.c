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
#include <stdlib.h>

#include "helpers/dump.h"

/* The environment a case gives adump's load: each variable that is not NULL
 * is set (the paths as directories of the case's own directory); `clear`
 * first unsets the four dump variables. */
typedef struct load_env {
    const char *scene;     /* ASCEND_DUMP_SCENE */
    const char *work;      /* ASCEND_WORK_PATH */
    const char *dump_path; /* ASCEND_DUMP_PATH */
    const char *npu;       /* NPU_COLLECT_PATH */
    const char *soc;       /* ACLCTS_SB_SOC */
    int clear;
} load_env;

static void set_load_env(aclcts_t *t, const load_env *e)
{
    if (e->clear) {
        unsetenv("ASCEND_WORK_PATH");
        unsetenv("ASCEND_DUMP_PATH");
        unsetenv("NPU_COLLECT_PATH");
        unsetenv("ASCEND_DUMP_SCENE");
    }
    if (e->scene) setenv("ASCEND_DUMP_SCENE", e->scene, 1);
    if (e->work) setenv("ASCEND_WORK_PATH", dump_dir(t, e->work), 1);
    if (e->dump_path) setenv("ASCEND_DUMP_PATH", dump_dir(t, e->dump_path), 1);
    if (e->npu) setenv("NPU_COLLECT_PATH", dump_dir(t, e->npu), 1);
    if (e->soc) setenv("ACLCTS_SB_SOC", e->soc, 1);
}

static const char *loaded_state(aclcts_t *t)
{
    aclcts_require_trace(t);
    t->spy->reset();
    return dump_state(t);
}

/* One case a row: adump loaded under the load_env given by designated
 * initialisers has the state FIELDS. */
#define LOAD_CASE(RULE, NAME, RULES, FIELDS, ...)                      \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)      \
    {                                                                  \
        set_load_env(t, &(load_env){__VA_ARGS__});                     \
        dump_check_fields(t, #RULE, "state", loaded_state(t), FIELDS); \
    }

LOAD_CASE(DUMP031, DumpSceneVariableEnablesExceptionDump, "DUMP031",
          "exception=ARGS_EXCEPTION exception_source=ASCEND_DUMP_SCENE exception_path=./",
          .scene = "aic_err_brief_dump")
LOAD_CASE(DUMP031, DumpSceneVariableUsesTheDumpPathVariable, "DUMP031",
          "exception=EXCEPTION exception_path=@W@/dumpenv", .scene = "aic_err_norm_dump", .work = "work",
          .dump_path = "dumpenv")
LOAD_CASE(DUMP031, DumpSceneVariableFallsBackToTheWorkPath, "DUMP031", "exception=EXCEPTION exception_path=@W@/work",
          .scene = "aic_err_norm_dump", .work = "work")
LOAD_CASE(DUMP031, LiteExceptionIsNotAcceptedFromTheEnvironment, "DUMP031", "exception=-", .scene = "lite_exception")
LOAD_CASE(DUMP031, NpuCollectPathEnablesNormExceptionDump, "DUMP031",
          "exception=EXCEPTION exception_source=NPU_COLLECT_PATH exception_path=@W@/npu", .npu = "npu")
LOAD_CASE(DUMP031, DumpSceneVariableWinsOverNpuCollectPath, "DUMP031",
          "exception=ARGS_EXCEPTION exception_source=ASCEND_DUMP_SCENE exception_path=./", .npu = "npu",
          .scene = "aic_err_brief_dump")
/* The detail scene from the environment on 310P fails quietly: no exception dump. */
LOAD_CASE(DUMP031, DetailSceneVariableOnAscend310PEnablesNothing, "DUMP031 DUMP025", "exception=- platform=DC",
          .scene = "aic_err_detail_dump", .npu = "npu", .soc = "Ascend310P3")

/* The JSON exception scene is then a silent no-op (also the doc's chain). */
ACLCTS_TEST(DUMP031, EnvironmentPathWinsOverTheConfigPath, "DUMP031 DUMP024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("NPU_COLLECT_PATH", dump_dir(t, "npu"), 1);
    t->spy->reset();
    dump_expect(t, "DUMP031", "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
                "result=0 ignored=1 exception_path=@W@/npu");
}

LOAD_CASE(DUMP032, DumpPathVariableEnablesKernelDataAtLoad, "DUMP032",
          "kernel_dfx=DEFAULT kernel_dfx_path=@W@/dumpenv/printf/ exception=-", .work = "work", .dump_path = "dumpenv")
LOAD_CASE(DUMP032, WorkPathVariableEnablesKernelDataAtLoad, "DUMP032",
          "kernel_dfx=DEFAULT kernel_dfx_path=@W@/work/printf/", .work = "work")
LOAD_CASE(DUMP032, NoVariableEnablesNothingAtLoad, "DUMP032 DUMP031",
          "kernel_dfx=- kernel_dfx_path=- exception=- server=0", .clear = 1)
