/* DUMP020: a dump is set up only when dump_list is a non-empty array (even
 * [{}]), dump_op_switch is on, dump_debug is on or dump_scene is set;
 * otherwise the config is accepted and sets up nothing (NeedDump).
 * DUMP021: the type: aic_err_brief_dump and lite_exception ARGS_EXCEPTION,
 * aic_err_norm_dump EXCEPTION, aic_err_detail_dump AIC_ERR_DETAIL_DUMP, else
 * dump_debug on OP_OVERFLOW, else OPERATOR (model, single-op and watcher)
 * (ConvertDumpType).
 * DUMP022: exclusions as implemented: an exception scene with a dump_list or
 * an overflow dump with a dump_list is accepted and only the exception (or
 * overflow) dump is set up.
 * DUMP023: the resulting DumpConfig: dump_mode as given (default output),
 * dump_switch from dump_level (op 1, kernel 2, otherwise 3), dump_data and
 * dump_stats as given, the path as given. */
#include "helpers/dump.h"

/* DUMP020: the config MEMBERS is accepted and sets up nothing. */
#define SETS_UP_NOTHING(NAME, MEMBERS) \
    DUMP_SECTION_ACCEPT(DUMP020, NAME, "DUMP020", MEMBERS, "need_dump=0 type=NONE mode=none")
/* DUMP021: the type the dump_scene SCENE alone selects. */
#define SCENE_TYPE(NAME, SCENE, FIELDS) \
    DUMP_SECTION_ACCEPT(DUMP021, NAME, "DUMP021", "\"dump_scene\":\"" SCENE "\"", FIELDS)
/* DUMP023: the DumpConfig of a single-op dump (a usable path, dump_op_switch on) with MEMBERS. */
#define SINGLE_OP_CONFIG(NAME, MEMBERS, FIELDS) \
    DUMP_SECTION_ACCEPT(DUMP023, NAME, "DUMP023", "\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"" MEMBERS, FIELDS)

/* Product fixture common/only_path.json (with the path made to exist). */
DUMP_SECTION_ACCEPT(DUMP020, PathAloneSetsUpNothing, "DUMP020", "\"dump_path\":\"@D@\"",
                    "need_dump=0 type=NONE mode=none path=-")
SETS_UP_NOTHING(SwitchesOffSetUpNothing, "\"dump_path\":\"@D@\",\"dump_op_switch\":\"off\",\"dump_debug\":\"off\"")
SETS_UP_NOTHING(EmptyListSetsUpNothing, "\"dump_path\":\"@D@\",\"dump_list\":[]")
DUMP_SECTION_ACCEPT(DUMP020, OpSwitchOnIsASingleOpDump, "DUMP020 DUMP021",
                    "\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"", "need_dump=1 type=OPERATOR mode=single-op")

SCENE_TYPE(BriefSceneIsArgsException, "aic_err_brief_dump",
           "type=ARGS_EXCEPTION mode=exception-brief exception=ARGS_EXCEPTION")
SCENE_TYPE(LiteExceptionIsArgsException, "lite_exception", "type=ARGS_EXCEPTION mode=exception-brief")
SCENE_TYPE(NormSceneIsException, "aic_err_norm_dump", "type=EXCEPTION mode=exception-norm exception=EXCEPTION")
ACLCTS_TEST(DUMP021, DetailSceneIsCoredump, "DUMP021 DUMP025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend910B1");
    dump_expect(t, "DUMP021", "{\"dump\":{\"dump_scene\":\"aic_err_detail_dump\"}}", ACL_SUCCESS,
                "result=0 type=AIC_ERR_DETAIL_DUMP mode=exception-detail platform=CLOUD_V2");
}
/* Product fixtures overflow/dump_debug_on.json. */
DUMP_SECTION_ACCEPT(DUMP021, DebugOnIsOverflow, "DUMP021", "\"dump_path\":\"@D@\",\"dump_debug\":\"on\"",
                    "type=OP_OVERFLOW mode=overflow overflow=1")
DUMP_SECTION_ACCEPT(DUMP021, ModelListIsOperator, "DUMP021",
                    "\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\",\"layer\":[\"conv1\"]}]",
                    "type=OPERATOR mode=model operator=1")

/* Product fixture tests/ut/acl/json/testLiteException_debug_off.json, its form. */
DUMP_SECTION_ACCEPT(DUMP022, ExceptionSceneWithModelListIsOnlyAnExceptionDump, "DUMP022 DUMP021",
                    "\"dump_scene\":\"lite_exception\",\"dump_debug\":\"off\",\"dump_path\":\"@D@\","
                    "\"dump_list\":[{\"model_name\":\"m\"}]",
                    "type=ARGS_EXCEPTION operator=0")
DUMP_SECTION_ACCEPT(DUMP022, OverflowWithModelListIsOnlyAnOverflowDump, "DUMP022 DUMP021",
                    "\"dump_debug\":\"on\",\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\"}]",
                    "type=OP_OVERFLOW overflow=1 operator=0")
DUMP_SECTION_ACCEPT(DUMP022, ModelListWithSingleOpIsOneOperatorDump, "DUMP022",
                    "\"dump_op_switch\":\"on\",\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\"}]",
                    "type=OPERATOR mode=model+single-op")

SINGLE_OP_CONFIG(DefaultsAreOutputAndAllLevels, "",
                 "dump_mode=output dump_level=all dump_switch=3 dump_data=- path=@D@ path_source=dump_path")
SINGLE_OP_CONFIG(KernelLevelIsSwitchTwo, ",\"dump_level\":\"kernel\"", "dump_level=kernel dump_switch=2")
SINGLE_OP_CONFIG(StatsListIsKept, ",\"dump_data\":\"stats\",\"dump_stats\":[\"Max\",\"L2norm\"]",
                 "dump_data=stats dump_stats=Max,L2norm")
DUMP_SECTION_ACCEPT(DUMP023, ExceptionLevelSetsTheSwitch, "DUMP023",
                    "\"dump_scene\":\"aic_err_norm_dump\",\"dump_level\":\"op\"", "dump_switch=1")
