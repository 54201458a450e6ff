/* JSON012: keys are exact and case-sensitive, only top-level keys of an
 * object are looked up, and there is no unknown-key check at the ACL level.
 * Shown with err_msg_mode "2", which fails with 100000 when it is seen. */
#include "helpers/init.h"

INIT_CONFIG_CASE(JSON012, KeyNamesAreCaseSensitive, "JSON012", "{\"ERR_MSG_MODE\":\"2\"}", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON012, NestedKeyIsNotLookedUp, "JSON012", "{\"x\":{\"err_msg_mode\":\"2\"}}", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON012, KeyInsideTopLevelArrayIsNotLookedUp, "JSON012 JSON003", "[{\"err_msg_mode\":\"2\"}]",
                 ACL_SUCCESS)
INIT_CONFIG_CASE(JSON012, KeyWithTrailingSpaceIsAnotherKey, "JSON012", "{\"err_msg_mode \":\"2\"}", ACL_SUCCESS)
/* No stage reads a log level, a device range or memory pools (json_parser.cpp
 * has no such key): unknown keys are ignored. */
INIT_CONFIG_CASE(JSON012, UnknownKeysAreIgnored, "JSON012",
                 "{\"log_level\":\"debug\",\"visible_devices\":[0,1],\"memory_pool\":{\"size\":1}}", ACL_SUCCESS)
/* The exact top-level key is seen (control case for the rows above). */
INIT_CONFIG_CASE(JSON012, ExactTopLevelKeyIsLookedUp, "JSON012 ERRMSG001", "{\"err_msg_mode\":\"2\"}",
                 ACL_ERROR_INVALID_PARAM)
