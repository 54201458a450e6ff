/* DUMP030: for exception scenes only, the dump path is overridden when the
 * config is converted: ASCEND_WORK_PATH, then ASCEND_DUMP_PATH, each when set,
 * non-empty and usable (created recursively when missing, a directory, R and
 * W access); an unusable one is skipped. Precedence ASCEND_DUMP_PATH >
 * ASCEND_WORK_PATH > dump_path > "./". Watcher, model and overflow dumps keep
 * dump_path (ConvertDumpConfig, GetEnvDumpPath, product tests
 * TestExceptionDumpPathOverrideByEnv, TestWatcherDumpPathNotOverrideByEnv).
 * The variables are set after the spy loaded, so only
 * this conversion-time reading sees them. */
#include <stdlib.h>
#include <sys/stat.h>

#include "helpers/dump.h"

#define NORM_WITH_PATH "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_path\":\"@D@\"}}"

ACLCTS_TEST(DUMP030, WorkPathOverridesDumpPath, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dump_dir(t, "work"), 1);
    dump_expect(t, "DUMP030", NORM_WITH_PATH, ACL_SUCCESS,
                "result=0 path=@W@/work path_source=ASCEND_WORK_PATH exception_path=@W@/work");
}

ACLCTS_TEST(DUMP030, DumpPathVariableOverridesWorkPath, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dump_dir(t, "work"), 1);
    setenv("ASCEND_DUMP_PATH", dump_dir(t, "dumpenv"), 1);
    dump_expect(t, "DUMP030", NORM_WITH_PATH, ACL_SUCCESS, "result=0 path=@W@/dumpenv path_source=ASCEND_DUMP_PATH");
}

ACLCTS_TEST(DUMP030, MissingVariableDirectoryIsCreated, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *dir = aclcts_path(t, "made/deep");
    setenv("ASCEND_DUMP_PATH", dir, 1);
    dump_expect(t, "DUMP030", "{\"dump\":{\"dump_scene\":\"lite_exception\"}}", ACL_SUCCESS,
                "result=0 path=@W@/made/deep path_source=ASCEND_DUMP_PATH");
    struct stat st;
    CHECK_TRUE(t, stat(dir, &st) == 0 && S_ISDIR(st.st_mode), "%s was not created", dir);
}

ACLCTS_TEST(DUMP030, UnusableVariableIsSkipped, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dump_dir(t, "work"), 1);
    setenv("ASCEND_DUMP_PATH", aclcts_file(t, "plainfile", "x"), 1);
    dump_expect(t, "DUMP030", NORM_WITH_PATH, ACL_SUCCESS, "result=0 path=@W@/work path_source=ASCEND_WORK_PATH");
}

ACLCTS_TEST(DUMP030, EmptyVariableIsSkipped, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_PATH", "", 1);
    dump_expect(t, "DUMP030", NORM_WITH_PATH, ACL_SUCCESS, "result=0 path=@D@ path_source=dump_path");
}

ACLCTS_TEST(DUMP030, WatcherKeepsDumpPath, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_DUMP_PATH", dump_dir(t, "dumpenv"), 1);
    dump_expect(t, "DUMP030", "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
                "result=0 mode=watcher path=@D@ path_source=dump_path");
}

ACLCTS_TEST(DUMP030, OverflowKeepsDumpPath, "DUMP030", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    setenv("ASCEND_WORK_PATH", dump_dir(t, "work"), 1);
    dump_expect(t, "DUMP030", "{\"dump\":{\"dump_debug\":\"on\",\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
                "result=0 mode=overflow path=@D@ path_source=dump_path");
}
