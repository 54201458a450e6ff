/* DUMP010: with dump_scene watcher, dump_debug on, dump_op_switch on or a
 * dump_mode other than output (absent counts as output) is EP0005; with an
 * exception scene, dump_debug on or dump_op_switch on is EP0005
 * (CheckWatcherDumpScene/CheckExceptionDumpScene).
 * DUMP011: an exception scene ends the checks: dump_path is optional and not
 * checked, dump_step, dump_list and the stats/data relation are not checked
 * (CheckDumpConstraints). */
#include "dump_common.h"

#define WATCH_LIST "\"dump_list\":[{\"watcher_nodes\":[\"C\"]}]"

SECTION_REJECT(DUMP010, WatcherWithDebugOnIsRejected, "DUMP010",
               "\"dump_scene\":\"watcher\",\"dump_debug\":\"on\",\"dump_path\":\"@D@\"", "EP0005", "dump_debug")
SECTION_REJECT(DUMP010, WatcherWithOpSwitchOnIsRejected, "DUMP010",
               "\"dump_scene\":\"watcher\",\"dump_op_switch\":\"on\",\"dump_path\":\"@D@\"", "EP0005", "dump_op_switch")
SECTION_REJECT(DUMP010, WatcherWithInputModeIsRejected, "DUMP010",
               "\"dump_scene\":\"watcher\",\"dump_mode\":\"input\",\"dump_path\":\"@D@\"", "EP0005", "dump_mode")
SECTION_REJECT(DUMP010, WatcherWithAllModeIsRejected, "DUMP010",
               "\"dump_scene\":\"watcher\",\"dump_mode\":\"all\",\"dump_path\":\"@D@\"", "EP0005", "dump_mode")
SECTION_ACCEPT(DUMP010, WatcherWithoutModeIsOutput, "DUMP010 DUMP021",
               "\"dump_scene\":\"watcher\",\"dump_path\":\"@D@\"," WATCH_LIST,
               "type=OPERATOR mode=watcher dump_mode=output")
SECTION_REJECT(DUMP010, ExceptionSceneWithDebugOnIsRejected, "DUMP010 DUMP022",
               "\"dump_scene\":\"aic_err_norm_dump\",\"dump_debug\":\"on\"", "EP0005", "dump_debug")
SECTION_REJECT(DUMP010, ExceptionSceneWithOpSwitchOnIsRejected, "DUMP010 DUMP022",
               "\"dump_scene\":\"lite_exception\",\"dump_op_switch\":\"on\"", "EP0005", "dump_op_switch")
/* The scene checks come before the path check. */
SECTION_REJECT(DUMP010, SceneConflictIsReportedBeforeThePath, "DUMP010 DUMP012",
               "\"dump_scene\":\"watcher\",\"dump_debug\":\"on\"", "EP0005", "dump_debug")

SECTION_ACCEPT(DUMP011, ExceptionSceneNeedsNoDumpPath, "DUMP011", "\"dump_scene\":\"aic_err_brief_dump\"",
               "type=ARGS_EXCEPTION path=./ path_source=default")
SECTION_ACCEPT(DUMP011, ExceptionSceneDumpPathIsNotChecked, "DUMP011",
               "\"dump_scene\":\"aic_err_norm_dump\",\"dump_path\":\"@M@\"",
               "type=EXCEPTION path=@M@ path_source=dump_path")
SECTION_ACCEPT(DUMP011, ExceptionSceneDumpStepIsNotChecked, "DUMP011",
               "\"dump_scene\":\"lite_exception\",\"dump_step\":\"10-5\"", "type=ARGS_EXCEPTION")
/* Product test TestExceptionDumpSceneNoConflictWithForbiddenFields. */
SECTION_ACCEPT(DUMP011, ExceptionSceneStatsWithTensorAreNotChecked, "DUMP011",
               "\"dump_scene\":\"aic_err_brief_dump\",\"dump_data\":\"tensor\",\"dump_stats\":[\"Max\"]",
               "type=ARGS_EXCEPTION")
/* Phase A and B still apply to an exception scene. */
SECTION_REJECT(DUMP011, ExceptionSceneStillChecksValues, "DUMP011 DUMP007",
               "\"dump_scene\":\"aic_err_brief_dump\",\"dump_level\":\"OP\"", "EP0002", "dump_level")
