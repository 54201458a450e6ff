/* DUMP006, DUMP007: phase B of the dump layer's checks, values. An empty
 * string is EP0001; a value outside the allowed set is EP0002; the sets are
 * case-sensitive and nothing is trimmed; aclInit returns 100009
 * (dump_config_converter.cpp CheckDumpFieldValues/IsValueValid). */
#include "helpers/dump.h"

#define EMPTY_REJECT(NAME, MEMBER) \
    DUMP_SECTION_REJECT(DUMP006, NAME, "DUMP006", "\"" MEMBER "\":\"\"", "EP0001", MEMBER)

EMPTY_REJECT(EmptyDumpModeIsRejected, "dump_mode")
EMPTY_REJECT(EmptyDumpDataIsRejected, "dump_data")
EMPTY_REJECT(EmptyOpSwitchIsRejected, "dump_op_switch")
EMPTY_REJECT(EmptyDumpLevelIsRejected, "dump_level")
EMPTY_REJECT(EmptyDumpDebugIsRejected, "dump_debug")
EMPTY_REJECT(EmptyDumpSceneIsRejected, "dump_scene")

/* A value outside the allowed set: EP0002 naming ITEM. */
#define VALUE_VIOLATION(NAME, MEMBERS, ITEM) DUMP_SECTION_REJECT(DUMP007, NAME, "DUMP007", MEMBERS, "EP0002", ITEM)
#define VALUE_REJECT(NAME, MEMBER, VALUE) VALUE_VIOLATION(NAME, "\"" MEMBER "\":\"" VALUE "\"", MEMBER)

VALUE_REJECT(UpperCaseDumpModeIsRejected, "dump_mode", "OUTPUT")
VALUE_REJECT(PaddedDumpModeIsRejected, "dump_mode", " output")
VALUE_REJECT(OverflowIsNotADumpDataValue, "dump_data", "overflow")
VALUE_REJECT(UpperCaseOpSwitchIsRejected, "dump_op_switch", "ON")
VALUE_REJECT(NumericTextOpSwitchIsRejected, "dump_op_switch", "1")
VALUE_REJECT(UnknownDumpLevelIsRejected, "dump_level", "layer")
VALUE_REJECT(UpperCaseDumpDebugIsRejected, "dump_debug", "On")
VALUE_REJECT(UnknownDumpSceneIsRejected, "dump_scene", "aic_err_dump")
VALUE_REJECT(ExceptionSceneWithSpaceIsRejected, "dump_scene", "aic_err_brief_dump ")
/* Values are checked in the product's order: dump_mode before dump_scene. */
VALUE_VIOLATION(ValuesAreCheckedInTheProductOrder, "\"dump_scene\":\"x\",\"dump_mode\":\"y\"", "dump_mode")
/* Every allowed value of every member passes phase B (here with an op-switch-off model dump). */
DUMP_SECTION_ACCEPT(DUMP007, AllowedValuesPass, "DUMP007 DUMP023",
                    "\"dump_path\":\"@D@\",\"dump_mode\":\"all\",\"dump_data\":\"tensor\",\"dump_op_switch\":\"off\","
                    "\"dump_level\":\"kernel\",\"dump_debug\":\"off\",\"dump_list\":[{\"model_name\":\"m\"}]",
                    "mode=model dump_mode=all dump_level=kernel dump_switch=2 dump_data=tensor")
DUMP_SECTION_ACCEPT(DUMP007, InputModeAndOpLevelPass, "DUMP007 DUMP023",
                    "\"dump_path\":\"@D@\",\"dump_mode\":\"input\",\"dump_level\":\"op\",\"dump_op_switch\":\"on\"",
                    "mode=single-op dump_mode=input dump_level=op dump_switch=1")
