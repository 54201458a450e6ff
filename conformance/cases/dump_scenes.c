/* DUMP010: with dump_scene watcher, dump_debug on, dump_op_switch on or a
 * dump_mode other than output (absent counts as output) is EP0005; with an
 * exception scene, dump_debug on or dump_op_switch on is EP0005
 * (CheckWatcherDumpScene/CheckExceptionDumpScene).
 * DUMP011: an exception scene ends the checks: dump_path is optional and not
 * checked, dump_step, dump_list and the stats/data relation are not checked
 * (CheckDumpConstraints). */
#include "helpers/dump.h"

#define WATCH_LIST "\"dump_list\":[{\"watcher_nodes\":[\"C\"]}]"

/* A scene conflict: EP0005 naming ITEM. */
#define SCENE_CONFLICT(NAME, RULES, MEMBERS, ITEM) DUMP_SECTION_REJECT(DUMP010, NAME, RULES, MEMBERS, "EP0005", ITEM)
/* The watcher scene, a usable path and MEMBER set to VALUE: a conflict naming MEMBER. */
#define WATCHER_CONFLICT(NAME, MEMBER, VALUE)                                                                        \
    SCENE_CONFLICT(NAME, "DUMP010", "\"dump_scene\":\"watcher\",\"" MEMBER "\":\"" VALUE "\",\"dump_path\":\"@D@\"", \
                   MEMBER)
/* An exception SCENE and MEMBER on: a conflict naming MEMBER. */
#define EXCEPTION_CONFLICT(NAME, SCENE, MEMBER) \
    SCENE_CONFLICT(NAME, "DUMP010 DUMP022", "\"dump_scene\":\"" SCENE "\",\"" MEMBER "\":\"on\"", MEMBER)

WATCHER_CONFLICT(WatcherWithDebugOnIsRejected, "dump_debug", "on")
WATCHER_CONFLICT(WatcherWithOpSwitchOnIsRejected, "dump_op_switch", "on")
WATCHER_CONFLICT(WatcherWithInputModeIsRejected, "dump_mode", "input")
WATCHER_CONFLICT(WatcherWithAllModeIsRejected, "dump_mode", "all")
DUMP_SECTION_ACCEPT(DUMP010, WatcherWithoutModeIsOutput, "DUMP010 DUMP021",
                    "\"dump_scene\":\"watcher\",\"dump_path\":\"@D@\"," WATCH_LIST,
                    "type=OPERATOR mode=watcher dump_mode=output")
EXCEPTION_CONFLICT(ExceptionSceneWithDebugOnIsRejected, "aic_err_norm_dump", "dump_debug")
EXCEPTION_CONFLICT(ExceptionSceneWithOpSwitchOnIsRejected, "lite_exception", "dump_op_switch")
/* The scene checks come before the path check. */
SCENE_CONFLICT(SceneConflictIsReportedBeforeThePath, "DUMP010 DUMP012",
               "\"dump_scene\":\"watcher\",\"dump_debug\":\"on\"", "dump_debug")

/* DUMP011: the exception SCENE, then MEMBERS (each after a comma), is accepted. */
#define EXCEPTION_ACCEPT(NAME, SCENE, MEMBERS, FIELDS) \
    DUMP_SECTION_ACCEPT(DUMP011, NAME, "DUMP011", "\"dump_scene\":\"" SCENE "\"" MEMBERS, FIELDS)

EXCEPTION_ACCEPT(ExceptionSceneNeedsNoDumpPath, "aic_err_brief_dump", "",
                 "type=ARGS_EXCEPTION path=./ path_source=default")
EXCEPTION_ACCEPT(ExceptionSceneDumpPathIsNotChecked, "aic_err_norm_dump", ",\"dump_path\":\"@M@\"",
                 "type=EXCEPTION path=@M@ path_source=dump_path")
EXCEPTION_ACCEPT(ExceptionSceneDumpStepIsNotChecked, "lite_exception", ",\"dump_step\":\"10-5\"", "type=ARGS_EXCEPTION")
/* Product test TestExceptionDumpSceneNoConflictWithForbiddenFields. */
EXCEPTION_ACCEPT(ExceptionSceneStatsWithTensorAreNotChecked, "aic_err_brief_dump",
                 ",\"dump_data\":\"tensor\",\"dump_stats\":[\"Max\"]", "type=ARGS_EXCEPTION")
/* Phase A and B still apply to an exception scene. */
DUMP_SECTION_REJECT(DUMP011, ExceptionSceneStillChecksValues, "DUMP011 DUMP007",
                    "\"dump_scene\":\"aic_err_brief_dump\",\"dump_level\":\"OP\"", "EP0002", "dump_level")
