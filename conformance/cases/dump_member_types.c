/* DUMP004, DUMP005: phase A of the dump layer's checks, member types. Each
 * listed member must be a JSON string (null too is rejected), dump_stats an
 * array of strings, dump_list an array of objects whose members have fixed
 * types; a violation is EP0001 naming the member, so aclInit returns 100009.
 * Types are checked before any value (dump_config_converter.cpp
 * CheckDumpFieldTypes). */
#include "dump_common.h"

#define TYPE_REJECT(NAME, MEMBER, VALUE) \
    SECTION_REJECT(DUMP004, NAME, "DUMP004", "\"" MEMBER "\":" VALUE, "EP0001", MEMBER)

TYPE_REJECT(NumericDumpPathIsRejected, "dump_path", "1")
TYPE_REJECT(NullDumpModeIsRejected, "dump_mode", "null")
TYPE_REJECT(BooleanOpSwitchIsRejected, "dump_op_switch", "true")
TYPE_REJECT(NumericDumpLevelIsRejected, "dump_level", "0")
TYPE_REJECT(ArrayDumpSceneIsRejected, "dump_scene", "[\"watcher\"]")
TYPE_REJECT(ObjectDumpDataIsRejected, "dump_data", "{}")
TYPE_REJECT(BooleanDumpDebugIsRejected, "dump_debug", "false")
TYPE_REJECT(ArrayKernelDataIsRejected, "dump_kernel_data", "[\"all\"]")
TYPE_REJECT(NumericDumpStepIsRejected, "dump_step", "5")
/* dump_path is checked first, before a bad value elsewhere. */
SECTION_REJECT(DUMP004, TypesAreCheckedBeforeValues, "DUMP004 DUMP007", "\"dump_mode\":\"bad\",\"dump_step\":1",
               "EP0001", "dump_step")
SECTION_REJECT(DUMP004, TypesAreCheckedInTheProductOrder, "DUMP004", "\"dump_step\":1,\"dump_path\":2", "EP0001",
               "dump_path")

SECTION_REJECT(DUMP005, DumpStatsStringIsRejected, "DUMP005", "\"dump_stats\":\"Max\"", "EP0001", "dump_stats")
SECTION_REJECT(DUMP005, DumpStatsNumberMemberIsRejected, "DUMP005", "\"dump_stats\":[\"Max\",1]", "EP0001",
               "dump_stats[1]")
SECTION_REJECT(DUMP005, DumpListObjectIsRejected, "DUMP005", "\"dump_list\":{}", "EP0001", "dump_list")
SECTION_REJECT(DUMP005, DumpListStringItemIsRejected, "DUMP005", "\"dump_list\":[{},\"m\"]", "EP0001", "dump_list[1]")
SECTION_REJECT(DUMP005, NumericModelNameIsRejected, "DUMP005", "\"dump_list\":[{\"model_name\":1}]", "EP0001",
               "dump_list[0].model_name")
SECTION_REJECT(DUMP005, LayerStringIsRejected, "DUMP005", "\"dump_list\":[{\"layer\":\"conv1\"}]", "EP0001",
               "dump_list[0].layer")
SECTION_REJECT(DUMP005, WatcherNodesNumberMemberIsRejected, "DUMP005", "\"dump_list\":[{\"watcher_nodes\":[\"C\",2]}]",
               "EP0001", "dump_list[0].watcher_nodes[1]")
SECTION_REJECT(DUMP005, BlacklistStringEntryIsRejected, "DUMP005", "\"dump_list\":[{\"optype_blacklist\":[\"Conv\"]}]",
               "EP0001", "dump_list[0].optype_blacklist[0]")
SECTION_REJECT(DUMP005, BlacklistNumericNameIsRejected, "DUMP005",
               "\"dump_list\":[{\"opname_blacklist\":[{\"name\":1}]}]", "EP0001",
               "dump_list[0].opname_blacklist[0].name")
SECTION_REJECT(DUMP005, BlacklistPosStringIsRejected, "DUMP005",
               "\"dump_list\":[{\"opname_blacklist\":[{\"name\":\"a\",\"pos\":\"0\"}]}]", "EP0001",
               "dump_list[0].opname_blacklist[0].pos")
SECTION_REJECT(DUMP005, RangeNumericEndIsRejected, "DUMP005",
               "\"dump_list\":[{\"opname_range\":[{\"begin\":\"a\",\"end\":2}]}]", "EP0001",
               "dump_list[0].opname_range[0].end")
/* Unknown members of dump and of dump_list items are ignored; pos texts are not validated. */
SECTION_ACCEPT(DUMP005, UnknownMembersAndPosTextsAreIgnored, "DUMP005 DUMP018",
               "\"dump_path\":\"@D@\",\"dump_level\":\"op\",\"extra\":[1],\"dump_list\":[{\"model_name\":\"m\","
               "\"extra\":1,\"opname_blacklist\":[{\"name\":\"a\",\"pos\":[\"x-y\",\"\"]}]}]", "mode=model")
