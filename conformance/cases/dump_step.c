/* DUMP016: dump_step ("" counts as absent) is at most 100 '|'-separated
 * segments, each "N" or "N-M" of decimal digits with N <= M; anything else is
 * EP0003 naming the segment (CheckDumpStep). */
#include "helpers/dump.h"
#include "helpers/text.h"

#define STEP_CASE(NAME, STEP, CODE, FIELDS) \
    DUMP_CASE(DUMP016, NAME, "DUMP016",     \
              "{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\",\"dump_step\":\"" STEP "\"}}", CODE, FIELDS)

STEP_CASE(StepsAndRangesAreAccepted, "0|5-10|20", ACL_SUCCESS, "result=0 dump_step=0|5-10|20")
STEP_CASE(EmptyStepIsAbsent, "", ACL_SUCCESS, "result=0")
STEP_CASE(EqualBoundsAreAccepted, "7-7", ACL_SUCCESS, "result=0")
STEP_CASE(ThreePartRangeIsRejected, "1-2-3", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[0]")
STEP_CASE(NonDigitStepIsRejected, "abc-123", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[0]")
STEP_CASE(DescendingRangeIsRejected, "1|10-5", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[1]")
STEP_CASE(LoneBarIsRejected, "|", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[0]")
STEP_CASE(OpenRangeIsRejected, "5-", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[0]")
STEP_CASE(NegativeStepIsRejected, "-1", DUMP_INPUT, "result=-2 report=EP0003")
STEP_CASE(SpaceInStepIsRejected, "1 |2", DUMP_INPUT, "result=-2 report=EP0003 item=dump_step[0]")

/* "0|1|...|N": `n` segments. */
static const char *steps(size_t n)
{
    char *s = text_fmt("0");
    for (size_t i = 1; i < n; i++) s = text_fmt("%s|%zu", s, i);
    return s;
}

ACLCTS_TEST(DUMP016, HundredSegmentsAreAccepted, "DUMP016", ACLCTS_PRODUCT)
{
    dump_expect(
        t, "DUMP016",
        text_fmt("{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\",\"dump_step\":\"%s\"}}", steps(100)),
        ACL_SUCCESS, "result=0");
}

ACLCTS_TEST(DUMP016, HundredAndOneSegmentsAreRejected, "DUMP016", ACLCTS_PRODUCT)
{
    dump_expect(
        t, "DUMP016",
        text_fmt("{\"dump\":{\"dump_path\":\"@D@\",\"dump_op_switch\":\"on\",\"dump_step\":\"%s\"}}", steps(101)),
        DUMP_INPUT, "result=-2 report=EP0003 item=dump_step");
}
