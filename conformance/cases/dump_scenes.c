/* DUMP010: with dump_scene watcher, dump_debug on, dump_op_switch on or a
 * dump_mode other than output (absent counts as output) is EP0005; with an
 * exception scene, dump_debug on or dump_op_switch on is EP0005
 * (CheckWatcherDumpScene/CheckExceptionDumpScene).
 * DUMP011: an exception scene ends the checks: dump_path is optional and not
 * checked, dump_step, dump_list and the stats/data relation are not checked
 * (CheckDumpConstraints). */
#include "dump_common.h"

#define WATCH_LIST "\"dump_list\":[{\"watcher_nodes\":[\"C\"]}]"

DUMP_REJECT(DUMP010, WatcherWithDebugOnIsRejected, "DUMP010",
            "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_debug\":\"on\",\"dump_path\":\"@D@\"}}", "EP0005",
            "dump_debug")
DUMP_REJECT(DUMP010, WatcherWithOpSwitchOnIsRejected, "DUMP010",
            "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_op_switch\":\"on\",\"dump_path\":\"@D@\"}}", "EP0005",
            "dump_op_switch")
DUMP_REJECT(DUMP010, WatcherWithInputModeIsRejected, "DUMP010",
            "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_mode\":\"input\",\"dump_path\":\"@D@\"}}", "EP0005",
            "dump_mode")
DUMP_REJECT(DUMP010, WatcherWithAllModeIsRejected, "DUMP010",
            "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_mode\":\"all\",\"dump_path\":\"@D@\"}}", "EP0005", "dump_mode")
DUMP_CASE(DUMP010, WatcherWithoutModeIsOutput, "DUMP010 DUMP021",
          "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_path\":\"@D@\"," WATCH_LIST "}}", ACL_SUCCESS,
          "result=0 type=OPERATOR mode=watcher dump_mode=output")
DUMP_REJECT(DUMP010, ExceptionSceneWithDebugOnIsRejected, "DUMP010 DUMP022",
            "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_debug\":\"on\"}}", "EP0005", "dump_debug")
DUMP_REJECT(DUMP010, ExceptionSceneWithOpSwitchOnIsRejected, "DUMP010 DUMP022",
            "{\"dump\":{\"dump_scene\":\"lite_exception\",\"dump_op_switch\":\"on\"}}", "EP0005", "dump_op_switch")
/* The scene checks come before the path check. */
DUMP_REJECT(DUMP010, SceneConflictIsReportedBeforeThePath, "DUMP010 DUMP012",
            "{\"dump\":{\"dump_scene\":\"watcher\",\"dump_debug\":\"on\"}}", "EP0005", "dump_debug")

DUMP_CASE(DUMP011, ExceptionSceneNeedsNoDumpPath, "DUMP011",
          "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\"}}", ACL_SUCCESS,
          "result=0 type=ARGS_EXCEPTION path=./ path_source=default")
DUMP_CASE(DUMP011, ExceptionSceneDumpPathIsNotChecked, "DUMP011",
          "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_path\":\"@M@\"}}", ACL_SUCCESS,
          "result=0 type=EXCEPTION path=@M@ path_source=dump_path")
DUMP_CASE(DUMP011, ExceptionSceneDumpStepIsNotChecked, "DUMP011",
          "{\"dump\":{\"dump_scene\":\"lite_exception\",\"dump_step\":\"10-5\"}}", ACL_SUCCESS,
          "result=0 type=ARGS_EXCEPTION")
/* Product test TestExceptionDumpSceneNoConflictWithForbiddenFields. */
DUMP_CASE(DUMP011, ExceptionSceneStatsWithTensorAreNotChecked, "DUMP011",
          "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\",\"dump_data\":\"tensor\",\"dump_stats\":[\"Max\"]}}",
          ACL_SUCCESS, "result=0 type=ARGS_EXCEPTION")
/* Phase A and B still apply to an exception scene. */
DUMP_REJECT(DUMP011, ExceptionSceneStillChecksValues, "DUMP011 DUMP007",
            "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\",\"dump_level\":\"OP\"}}", "EP0002", "dump_level")
