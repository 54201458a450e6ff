/* JSON006: anything but whitespace after the value fails; whitespace after
 * it is fine. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON006, TrailingWordReturnsParseFile, "JSON006", "{} x", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON006, TwoObjectsReturnParseFile, "JSON006", "{}{}", ACL_ERROR_PARSE_FILE)
INIT_CONFIG_CASE(JSON006, TrailingWhitespaceIsAccepted, "JSON006", "{}\n\t  \r\n", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON006, LeadingWhitespaceIsAccepted, "JSON006", " \n\t{}", ACL_SUCCESS)

/* The value inside the whitespace is the config: its keys apply as they
 * would without it (DEV004's call). */
INIT_KEYS_CASE(JSON006, KeysInsideWhitespaceApply, "JSON006 DEV004",
               " \n\t{\"defaultDevice\":{\"default_device\":\"7\"}}\r\n ", ACL_SUCCESS, "rtSetDefaultDeviceId(7)=0\n")
