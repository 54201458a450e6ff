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
#include "dump_common.h"

/* Product fixture common/only_path.json (with the path made to exist). */
DUMP_CASE(DUMP020, PathAloneSetsUpNothing, "DUMP020", "{\"dump\":{\"dump_path\":\"@D@\"}}", ACL_SUCCESS,
          "result=0 need_dump=0 type=NONE mode=none path=-")
DUMP_CASE(DUMP020, SwitchesOffSetUpNothing, "DUMP020",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"off\",\"dump_debug\":\"off\"}}", ACL_SUCCESS,
          "result=0 need_dump=0 mode=none")
DUMP_CASE(DUMP020, EmptyListSetsUpNothing, "DUMP020", "{\"dump\":{\"dump_path\":\"@D@\",\"dump_list\":[]}}",
          ACL_SUCCESS, "result=0 need_dump=0 mode=none")
DUMP_CASE(DUMP020, OpSwitchOnIsASingleOpDump, "DUMP020 DUMP021",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"}}", ACL_SUCCESS,
          "result=0 need_dump=1 type=OPERATOR mode=single-op")

DUMP_CASE(DUMP021, BriefSceneIsArgsException, "DUMP021", "{\"dump\":{\"dump_scene\":\"aic_err_brief_dump\"}}",
          ACL_SUCCESS, "result=0 type=ARGS_EXCEPTION mode=exception-brief exception=ARGS_EXCEPTION")
DUMP_CASE(DUMP021, LiteExceptionIsArgsException, "DUMP021", "{\"dump\":{\"dump_scene\":\"lite_exception\"}}",
          ACL_SUCCESS, "result=0 type=ARGS_EXCEPTION mode=exception-brief")
DUMP_CASE(DUMP021, NormSceneIsException, "DUMP021", "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\"}}",
          ACL_SUCCESS, "result=0 type=EXCEPTION mode=exception-norm exception=EXCEPTION")
ACLCTS_TEST(DUMP021, DetailSceneIsCoredump, "DUMP021 DUMP025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_require_trace(t);
    aclcts_use_soc(t, "Ascend910B1");
    dc_expect(t, "DUMP021", "{\"dump\":{\"dump_scene\":\"aic_err_detail_dump\"}}", ACL_SUCCESS,
              "result=0 type=AIC_ERR_DETAIL_DUMP mode=exception-detail platform=CLOUD_V2");
}
/* Product fixtures overflow/dump_debug_on.json. */
DUMP_CASE(DUMP021, DebugOnIsOverflow, "DUMP021", "{\"dump\":{\"dump_path\":\"@D@\",\"dump_debug\":\"on\"}}",
          ACL_SUCCESS, "result=0 type=OP_OVERFLOW mode=overflow overflow=1")
DUMP_CASE(DUMP021, ModelListIsOperator, "DUMP021",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\",\"layer\":[\"conv1\"]}]}}",
          ACL_SUCCESS, "result=0 type=OPERATOR mode=model operator=1")

/* Product fixture exception/testLiteException_debug_off.json form. */
DUMP_CASE(DUMP022, ExceptionSceneWithModelListIsOnlyAnExceptionDump, "DUMP022 DUMP021",
          "{\"dump\":{\"dump_scene\":\"lite_exception\",\"dump_debug\":\"off\",\"dump_path\":\"@D@\","
          "\"dump_list\":[{\"model_name\":\"m\"}]}}",
          ACL_SUCCESS, "result=0 type=ARGS_EXCEPTION operator=0")
DUMP_CASE(DUMP022, OverflowWithModelListIsOnlyAnOverflowDump, "DUMP022 DUMP021",
          "{\"dump\":{\"dump_debug\":\"on\",\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\"}]}}",
          ACL_SUCCESS, "result=0 type=OP_OVERFLOW overflow=1 operator=0")
DUMP_CASE(DUMP022, ModelListWithSingleOpIsOneOperatorDump, "DUMP022",
          "{\"dump\":{\"dump_op_switch\":\"on\",\"dump_path\":\"@D@\",\"dump_list\":[{\"model_name\":\"m\"}]}}",
          ACL_SUCCESS, "result=0 type=OPERATOR mode=model+single-op")

DUMP_CASE(DUMP023, DefaultsAreOutputAndAllLevels, "DUMP023",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\"}}", ACL_SUCCESS,
          "dump_mode=output dump_level=all dump_switch=3 dump_data=- path=@D@ path_source=dump_path")
DUMP_CASE(DUMP023, KernelLevelIsSwitchTwo, "DUMP023",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\",\"dump_level\":\"kernel\"}}", ACL_SUCCESS,
          "dump_level=kernel dump_switch=2")
DUMP_CASE(DUMP023, StatsListIsKept, "DUMP023",
          "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\",\"dump_data\":\"stats\","
          "\"dump_stats\":[\"Max\",\"L2norm\"]}}",
          ACL_SUCCESS, "dump_data=stats dump_stats=Max,L2norm")
DUMP_CASE(DUMP023, ExceptionLevelSetsTheSwitch, "DUMP023",
          "{\"dump\":{\"dump_scene\":\"aic_err_norm_dump\",\"dump_level\":\"op\"}}", ACL_SUCCESS,
          "result=0 dump_switch=1")
