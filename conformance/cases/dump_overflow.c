/* DUMP015: with dump_debug on (overflow dump), dump_op_switch on is EP0005;
 * otherwise the checks end after dump_path: dump_step, dump_list and
 * dump_stats are not checked (CheckDumpDebug,
 * CheckDumpConstraints). */
#include "dump_common.h"

SECTION_REJECT(DUMP015, OverflowWithOpSwitchOnIsRejected, "DUMP015 DUMP022",
               "\"dump_path\":\"@D@\",\"dump_debug\":\"on\",\"dump_op_switch\":\"on\"", "EP0005", "dump_op_switch")
/* Product fixtures overflow/overflow_no_path.json and overflow_path_empty.json. */
SECTION_REJECT(DUMP015, OverflowNeedsADumpPath, "DUMP015 DUMP012", "\"dump_debug\":\"on\"", "EP0001", "dump_path")
SECTION_REJECT(DUMP015, OverflowWithEmptyPathIsRejected, "DUMP015 DUMP012", "\"dump_path\":\"\",\"dump_debug\":\"on\"",
               "EP0001", "dump_path")
SECTION_ACCEPT(DUMP015, OverflowDumpStepIsNotChecked, "DUMP015",
               "\"dump_path\":\"@D@\",\"dump_debug\":\"on\",\"dump_step\":\"1-2-3\"", "type=OP_OVERFLOW mode=overflow")
SECTION_ACCEPT(DUMP015, OverflowStatsAreNotChecked, "DUMP015",
               "\"dump_path\":\"@D@\",\"dump_debug\":\"on\",\"dump_stats\":[]", "type=OP_OVERFLOW")
SECTION_ACCEPT(DUMP015, OverflowListItemsAreNotChecked, "DUMP015 DUMP022",
               "\"dump_path\":\"@D@\",\"dump_debug\":\"on\",\"dump_list\":[{\"model_name\":\"\"}]",
               "type=OP_OVERFLOW mode=overflow")
