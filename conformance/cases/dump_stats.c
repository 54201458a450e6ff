/* DUMP009: every dump_stats element is one of Max, Min, Avg, Nan,
 * "Negative Inf", "Positive Inf", L2norm (case-sensitive); "" is EP0001,
 * anything else EP0002 (CheckDumpStatsValues).
 * DUMP019: outside exception and overflow dumps, dump_stats [] is EP0001 and
 * stats need dump_data "stats" (the default is tensor): EP0005
 * (CheckDumpStats). */
#include "helpers/dump.h"

DUMP_SECTION_REJECT(DUMP009, EmptyStatsElementIsRejected, "DUMP009", "\"dump_stats\":[\"Max\",\"\"]", "EP0001",
                    "dump_stats[1]")
DUMP_SECTION_REJECT(DUMP009, LowerCaseStatsElementIsRejected, "DUMP009", "\"dump_stats\":[\"max\"]", "EP0002",
                    "dump_stats[0]")
DUMP_SECTION_REJECT(DUMP009, UnderscoredInfIsRejected, "DUMP009", "\"dump_stats\":[\"Negative_Inf\"]", "EP0002",
                    "dump_stats[0]")
DUMP_SECTION_ACCEPT(DUMP009, EveryStatsNamePasses, "DUMP009 DUMP019 DUMP023",
                    "\"dump_path\":\"@D@\",\"dump_data\":\"stats\",\"dump_op_switch\":\"on\",\"dump_stats\":[\"Max\","
                    "\"Min\",\"Avg\",\"Nan\",\"Negative Inf\",\"Positive Inf\",\"L2norm\"]",
                    "mode=single-op dump_data=stats")

DUMP_SECTION_REJECT(DUMP019, EmptyStatsListIsRejected, "DUMP019",
                    "\"dump_path\":\"@D@\",\"dump_data\":\"stats\",\"dump_stats\":[]", "EP0001", "dump_stats")
DUMP_SECTION_REJECT(DUMP019, StatsWithTensorDataIsRejected, "DUMP019",
                    "\"dump_path\":\"@D@\",\"dump_data\":\"tensor\",\"dump_stats\":[\"Max\"]", "EP0005", "dump_stats")
DUMP_SECTION_REJECT(DUMP019, StatsWithoutDumpDataIsRejected, "DUMP019",
                    "\"dump_path\":\"@D@\",\"dump_stats\":[\"Max\"]", "EP0005", "dump_stats")
/* stats data without a stats list uses the default set: accepted. */
DUMP_SECTION_ACCEPT(DUMP019, StatsDataWithoutListIsAccepted, "DUMP019",
                    "\"dump_path\":\"@D@\",\"dump_data\":\"stats\",\"dump_list\":[{\"model_name\":\"m\"}]",
                    "mode=model dump_data=stats dump_stats=-")
