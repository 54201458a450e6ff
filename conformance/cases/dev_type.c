/* DEV002: default_device must be a JSON string; a number, bool, null, object
 * or array makes aclInit return ACL_ERROR_FAILURE (500001) right after the
 * StackSize step, before any rtSetDefaultDeviceId
 * (fixture testDefaultDevice_07_invalid.json). */
#include "dev_common.h"

KC_CODE_CASE(DEV002, NumberZeroIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":0}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, NumberSevenIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":7}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, FloatIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":0.0}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, TrueIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":true}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, NullIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":null}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, ObjectIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":{}}}",
             ACL_ERROR_FAILURE, "")
KC_CODE_CASE(DEV002, ArrayIsRejected, "DEV002", "{\"defaultDevice\":{\"default_device\":[\"0\"]}}",
             ACL_ERROR_FAILURE, "")

/* Seed 000 §3.9 shows the number form; the product rejects it (divergence on
 * DEV002). The text is the article's example, laid out as in the article. */
KC_CODE_CASE(DEV002, SeedArticleDefaultDeviceNumberIsRejected, "DEV002",
             "{\n    \"defaultDevice\":{\n        \"default_device\":0\n    }\n}\n", ACL_ERROR_FAILURE, "")

/* The same example with the string the product wants works. */
KC_CASE(DEV002, SeedArticleDefaultDeviceAsStringWorks, "DEV002 DEV004",
        "{\n    \"defaultDevice\":{\n        \"default_device\":\"0\"\n    }\n}\n", ACL_SUCCESS,
        "rtSetDefaultDeviceId(0)=0\n")
