/* DEV002: default_device must be a JSON string; a number, bool, null, object
 * or array makes aclInit return ACL_ERROR_FAILURE (500001) right after the
 * StackSize step, before any rtSetDefaultDeviceId
 * (fixture testDefaultDevice_07_invalid.json). */
#include "helpers/init.h"

#define DEV_TYPE_CASE(NAME, JSONVALUE)                                                                    \
    INIT_KEYS_CODE_CASE(DEV002, NAME, "DEV002", "{\"defaultDevice\":{\"default_device\":" JSONVALUE "}}", \
                        ACL_ERROR_FAILURE, "")

DEV_TYPE_CASE(NumberZeroIsRejected, "0")
DEV_TYPE_CASE(NumberSevenIsRejected, "7")
DEV_TYPE_CASE(FloatIsRejected, "0.0")
DEV_TYPE_CASE(TrueIsRejected, "true")
DEV_TYPE_CASE(NullIsRejected, "null")
DEV_TYPE_CASE(ObjectIsRejected, "{}")
DEV_TYPE_CASE(ArrayIsRejected, "[\"0\"]")

/* The example of docs/zh/api_ref/02_initialization_and_deinitialization.md, laid out as
 * there, with a number: json_parser.cpp GetDefaultDeviceIdFromFile rejects it. */
INIT_KEYS_CODE_CASE(DEV002, NumberInAMultiLineFileIsRejected, "DEV002",
                    "{\n    \"defaultDevice\":{\n        \"default_device\":0\n    }\n}\n", ACL_ERROR_FAILURE, "")

/* As documented, the string: acl.cpp HandleDefaultDeviceAndStackSize sets it. */
INIT_KEYS_CASE(DEV002, StringInAMultiLineFileSetsTheDevice, "DEV002 DEV004",
               "{\n    \"defaultDevice\":{\n        \"default_device\":\"0\"\n    }\n}\n", ACL_SUCCESS,
               "rtSetDefaultDeviceId(0)=0\n")
