/* DUMP015: with dump_debug on (overflow dump), dump_op_switch on is EP0005;
 * otherwise the checks end after dump_path: dump_step, dump_list and
 * dump_stats are not checked (CheckDumpDebug,
 * CheckDumpConstraints). */
#include "helpers/dump.h"

/* An overflow dump (a usable path, dump_debug on) with one more MEMBER. */
#define OVERFLOW_WITH(MEMBER) "\"dump_path\":\"@D@\",\"dump_debug\":\"on\"," MEMBER
/* ... is accepted, MEMBER unchecked: still an OP_OVERFLOW dump with FIELDS. */
#define OVERFLOW_IGNORES(NAME, RULES, MEMBER, FIELDS) \
    DUMP_SECTION_ACCEPT(DUMP015, NAME, RULES, OVERFLOW_WITH(MEMBER), "type=OP_OVERFLOW " FIELDS)

DUMP_SECTION_REJECT(DUMP015, OverflowWithOpSwitchOnIsRejected, "DUMP015 DUMP022",
                    OVERFLOW_WITH("\"dump_op_switch\":\"on\""), "EP0005", "dump_op_switch")
/* Product fixtures overflow/overflow_no_path.json and overflow_path_empty.json. */
DUMP_SECTION_REJECT(DUMP015, OverflowNeedsADumpPath, "DUMP015 DUMP012", "\"dump_debug\":\"on\"", "EP0001", "dump_path")
DUMP_SECTION_REJECT(DUMP015, OverflowWithEmptyPathIsRejected, "DUMP015 DUMP012",
                    "\"dump_path\":\"\",\"dump_debug\":\"on\"", "EP0001", "dump_path")
OVERFLOW_IGNORES(OverflowDumpStepIsNotChecked, "DUMP015", "\"dump_step\":\"1-2-3\"", "mode=overflow")
OVERFLOW_IGNORES(OverflowStatsAreNotChecked, "DUMP015", "\"dump_stats\":[]", "")
OVERFLOW_IGNORES(OverflowListItemsAreNotChecked, "DUMP015 DUMP022", "\"dump_list\":[{\"model_name\":\"\"}]",
                 "mode=overflow")
