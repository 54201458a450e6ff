/* DEV003: the default_device string must match 0|[1-9][0-9]* in full;
 * anything else gives ACL_ERROR_FAILURE (500001) with no rtSetDefaultDeviceId
 * (fixtures testDefaultDevice_03/04/05). */
#include "helpers/init.h"

#define DEV_TEXT_CASE(NAME, TEXT)                                                                        \
    INIT_KEYS_CODE_CASE(DEV003, NAME, "DEV003", "{\"defaultDevice\":{\"default_device\":\"" TEXT "\"}}", \
                        ACL_ERROR_FAILURE, "")

DEV_TEXT_CASE(TrailingLetterIsRejected, "1a")
DEV_TEXT_CASE(HexIsRejected, "0x3")
DEV_TEXT_CASE(NegativeIsRejected, "-1")
DEV_TEXT_CASE(LeadingZeroIsRejected, "01")
DEV_TEXT_CASE(DoubleZeroIsRejected, "00")
DEV_TEXT_CASE(LeadingSpaceIsRejected, " 1")
DEV_TEXT_CASE(TrailingSpaceIsRejected, "1 ")
DEV_TEXT_CASE(EmptyStringIsRejected, "")
DEV_TEXT_CASE(PlusSignIsRejected, "+1")
DEV_TEXT_CASE(DecimalPointIsRejected, "1.0")
