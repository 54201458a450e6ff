/* DUMP004, DUMP005: phase A of the dump layer's checks, member types. Each
 * listed member must be a JSON string (null too is rejected), dump_stats an
 * array of strings, dump_list an array of objects whose members have fixed
 * types; a violation is EP0001 naming the member, so aclInit returns 100009.
 * Types are checked before any value (dump_config_converter.cpp
 * CheckDumpFieldTypes). */
#include "helpers/dump.h"

/* A member of the wrong type: EP0001 naming ITEM. */
#define TYPE_VIOLATION(RULE, NAME, RULES, MEMBERS, ITEM) DUMP_SECTION_REJECT(RULE, NAME, RULES, MEMBERS, "EP0001", ITEM)
#define TYPE_REJECT(NAME, MEMBER, VALUE) TYPE_VIOLATION(DUMP004, NAME, "DUMP004", "\"" MEMBER "\":" VALUE, MEMBER)
/* DUMP005: an element of dump_stats or dump_list, or a member of the one
 * dump_list item LIST_ITEM, of the wrong type. */
#define ELEMENT_REJECT(NAME, MEMBERS, ITEM) TYPE_VIOLATION(DUMP005, NAME, "DUMP005", MEMBERS, ITEM)
#define LIST_ITEM_REJECT(NAME, LIST_ITEM, ITEM) \
    ELEMENT_REJECT(NAME, "\"dump_list\":[" LIST_ITEM "]", "dump_list[0]." ITEM)

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
TYPE_VIOLATION(DUMP004, TypesAreCheckedBeforeValues, "DUMP004 DUMP007", "\"dump_mode\":\"bad\",\"dump_step\":1",
               "dump_step")
TYPE_VIOLATION(DUMP004, TypesAreCheckedInTheProductOrder, "DUMP004", "\"dump_step\":1,\"dump_path\":2", "dump_path")

ELEMENT_REJECT(DumpStatsStringIsRejected, "\"dump_stats\":\"Max\"", "dump_stats")
ELEMENT_REJECT(DumpStatsNumberMemberIsRejected, "\"dump_stats\":[\"Max\",1]", "dump_stats[1]")
ELEMENT_REJECT(DumpListObjectIsRejected, "\"dump_list\":{}", "dump_list")
ELEMENT_REJECT(DumpListStringItemIsRejected, "\"dump_list\":[{},\"m\"]", "dump_list[1]")
LIST_ITEM_REJECT(NumericModelNameIsRejected, "{\"model_name\":1}", "model_name")
LIST_ITEM_REJECT(LayerStringIsRejected, "{\"layer\":\"conv1\"}", "layer")
LIST_ITEM_REJECT(WatcherNodesNumberMemberIsRejected, "{\"watcher_nodes\":[\"C\",2]}", "watcher_nodes[1]")
LIST_ITEM_REJECT(BlacklistStringEntryIsRejected, "{\"optype_blacklist\":[\"Conv\"]}", "optype_blacklist[0]")
LIST_ITEM_REJECT(BlacklistNumericNameIsRejected, "{\"opname_blacklist\":[{\"name\":1}]}", "opname_blacklist[0].name")
LIST_ITEM_REJECT(BlacklistPosStringIsRejected, "{\"opname_blacklist\":[{\"name\":\"a\",\"pos\":\"0\"}]}",
                 "opname_blacklist[0].pos")
LIST_ITEM_REJECT(RangeNumericEndIsRejected, "{\"opname_range\":[{\"begin\":\"a\",\"end\":2}]}", "opname_range[0].end")
/* Unknown members of dump and of dump_list items are ignored; pos texts are not validated. */
DUMP_SECTION_ACCEPT(DUMP005, UnknownMembersAndPosTextsAreIgnored, "DUMP005 DUMP018",
                    "\"dump_path\":\"@D@\",\"dump_level\":\"op\",\"extra\":[1],\"dump_list\":[{\"model_name\":\"m\","
                    "\"extra\":1,\"opname_blacklist\":[{\"name\":\"a\",\"pos\":[\"x-y\",\"\"]}]}]",
                    "mode=model")
