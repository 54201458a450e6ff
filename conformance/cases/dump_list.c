/* DUMP017: each dump_list item (when the list is not empty): with
 * dump_op_switch absent or off, model_name "" and layer [] are EP0001; with
 * dump_scene watcher, watcher_nodes is required (EP0001), non-empty (EP0001)
 * and model_name is not allowed (EP0005); without a scene a non-empty
 * watcher_nodes is EP0005 (CheckDumpListItems).
 * DUMP018: optype_blacklist and opname_blacklist hold at most 100 entries
 * (EP0003) and, when not empty, need dump_level op (EP0005; the default is
 * all); a non-empty opname_range needs dump_level op (EP0005), a non-empty
 * model_name (EP0001) and a non-empty begin and end in every range (EP0003). */
#include "helpers/dump.h"
#include "helpers/text.h"

/* The members of a dump section with a usable dump_path, EXTRA members and the dump_list ITEMS. */
#define LIST_MEMBERS(EXTRA, ITEMS) "\"dump_path\":\"@D@\"" EXTRA ",\"dump_list\":[" ITEMS "]"

DUMP_SECTION_REJECT(DUMP017, EmptyModelNameIsRejected, "DUMP017", LIST_MEMBERS("", "{\"model_name\":\"\"}"), "EP0001",
                    "dump_list[0].model_name")
DUMP_SECTION_REJECT(DUMP017, EmptyLayerListIsRejected, "DUMP017",
                    LIST_MEMBERS("", "{\"model_name\":\"m\"},{\"layer\":[]}"), "EP0001", "dump_list[1].layer")
DUMP_SECTION_ACCEPT(DUMP017, EmptyModelNameIsAcceptedWithOpSwitchOn, "DUMP017",
                    LIST_MEMBERS(",\"dump_op_switch\":\"on\"", "{\"model_name\":\"\",\"layer\":[]}"),
                    "mode=model+single-op")
DUMP_SECTION_ACCEPT(DUMP017, EmptyItemIsAModelDump, "DUMP017 DUMP020", LIST_MEMBERS("", "{}"),
                    "need_dump=1 type=OPERATOR mode=model")
DUMP_SECTION_REJECT(DUMP017, WatcherItemNeedsWatcherNodes, "DUMP017",
                    LIST_MEMBERS(",\"dump_scene\":\"watcher\"", "{\"layer\":[\"A\"]}"), "EP0001",
                    "dump_list[0].watcher_nodes")
DUMP_SECTION_REJECT(DUMP017, WatcherNodesMustNotBeEmpty, "DUMP017",
                    LIST_MEMBERS(",\"dump_scene\":\"watcher\"", "{\"watcher_nodes\":[]}"), "EP0001",
                    "dump_list[0].watcher_nodes")
DUMP_SECTION_REJECT(DUMP017, WatcherItemMustNotNameAModel, "DUMP017",
                    LIST_MEMBERS(",\"dump_scene\":\"watcher\"", "{\"model_name\":\"m\",\"watcher_nodes\":[\"C\"]}"),
                    "EP0005", "dump_list[0].model_name")
DUMP_SECTION_REJECT(DUMP017, WatcherNodesNeedTheWatcherScene, "DUMP017",
                    LIST_MEMBERS("", "{\"model_name\":\"m\",\"watcher_nodes\":[\"C\"]}"), "EP0005",
                    "dump_list[0].watcher_nodes")
DUMP_SECTION_ACCEPT(DUMP017, EmptyWatcherNodesAreAllowedWithoutScene, "DUMP017",
                    LIST_MEMBERS("", "{\"model_name\":\"m\",\"watcher_nodes\":[]}"), "mode=model")
/* Product test TestWatcherSuccess: a watcher without dump_list is an OPERATOR dump. */
DUMP_SECTION_ACCEPT(DUMP017, WatcherWithoutListIsAccepted, "DUMP017 DUMP021",
                    "\"dump_path\":\"@D@\",\"dump_scene\":\"watcher\"", "type=OPERATOR mode=watcher")

DUMP_SECTION_REJECT(DUMP018, BlacklistNeedsOpLevel, "DUMP018",
                    LIST_MEMBERS("", "{\"model_name\":\"m\",\"optype_blacklist\":[{\"name\":\"Conv\"}]}"), "EP0005",
                    "dump_list[0].optype_blacklist")
DUMP_SECTION_REJECT(DUMP018, OpnameBlacklistNeedsOpLevel, "DUMP018",
                    LIST_MEMBERS(",\"dump_level\":\"kernel\"",
                                 "{\"model_name\":\"m\",\"opname_blacklist\":[{\"name\":\"a\"}]}"),
                    "EP0005", "dump_list[0].opname_blacklist")
DUMP_SECTION_ACCEPT(
    DUMP018, BlacklistWithOpLevelIsAccepted, "DUMP018",
    LIST_MEMBERS(",\"dump_level\":\"op\"",
                 "{\"model_name\":\"m\",\"optype_blacklist\":[{\"name\":\"Conv\",\"pos\":[\"input0\"]}]}"),
    "dump_switch=1")
DUMP_SECTION_ACCEPT(DUMP018, EmptyBlacklistNeedsNoLevel, "DUMP018",
                    LIST_MEMBERS("", "{\"model_name\":\"m\",\"optype_blacklist\":[]}"), "")
DUMP_SECTION_REJECT(DUMP018, RangeNeedsOpLevel, "DUMP018",
                    LIST_MEMBERS("", "{\"model_name\":\"m\",\"opname_range\":[{\"begin\":\"a\",\"end\":\"b\"}]}"),
                    "EP0005", "dump_list[0].opname_range")
DUMP_SECTION_REJECT(DUMP018, RangeNeedsAModelName, "DUMP018",
                    LIST_MEMBERS(",\"dump_level\":\"op\",\"dump_op_switch\":\"on\"",
                                 "{\"opname_range\":[{\"begin\":\"a\",\"end\":\"b\"}]}"),
                    "EP0001", "dump_list[0].model_name")
DUMP_SECTION_REJECT(DUMP018, RangeNeedsANonEmptyModelName, "DUMP018",
                    LIST_MEMBERS(",\"dump_level\":\"op\",\"dump_op_switch\":\"on\"",
                                 "{\"model_name\":\"\",\"opname_range\":[{\"begin\":\"a\",\"end\":\"b\"}]}"),
                    "EP0001", "dump_list[0].model_name")
DUMP_SECTION_REJECT(DUMP018, RangeNeedsAnEnd, "DUMP018",
                    LIST_MEMBERS(",\"dump_level\":\"op\"",
                                 "{\"model_name\":\"m\",\"opname_range\":[{\"begin\":\"a\",\"end\":\"b\"},"
                                 "{\"begin\":\"c\"}]}"),
                    "EP0003", "dump_list[0].opname_range[1]")
DUMP_SECTION_ACCEPT(DUMP018, CompleteRangeWithOpLevelIsAccepted, "DUMP018",
                    LIST_MEMBERS(",\"dump_level\":\"op\"",
                                 "{\"model_name\":\"m\",\"opname_range\":[{\"begin\":\"a\",\"end\":\"b\"}]}"),
                    "mode=model")

/* 100 (or 101) blacklist entries {"name":"n"}. */
static const char *blacklist(size_t n)
{
    char *s = text_fmt("{\"name\":\"n\"}");
    for (size_t i = 1; i < n; i++) s = text_fmt("%s,{\"name\":\"n\"}", s);
    return text_fmt("{\"dump\":{\"dump_path\":\"@D@\",\"dump_level\":\"op\",\"dump_list\":[{\"model_name\":\"m\","
                    "\"opname_blacklist\":[%s]}]}}",
                    s);
}

ACLCTS_TEST(DUMP018, HundredBlacklistEntriesAreAccepted, "DUMP018", ACLCTS_PRODUCT)
{
    dump_expect(t, "DUMP018", blacklist(100), ACL_SUCCESS, "result=0");
}

ACLCTS_TEST(DUMP018, HundredAndOneBlacklistEntriesAreRejected, "DUMP018", ACLCTS_PRODUCT)
{
    dump_expect(t, "DUMP018", blacklist(101), DUMP_INPUT, "result=-2 report=EP0003 item=dump_list[0].opname_blacklist");
}
