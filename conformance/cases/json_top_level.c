/* JSON003: a top-level value that is not an object parses, every key lookup
 * on it reports "absent", so aclInit succeeds as with `{}`
 * (json_parser.cpp ContainKey, nlohmann find on a non-object). */
#include <string.h>

#include "helpers/init.h"
#include "helpers/text.h"
#include "helpers/traces.h"

INIT_CONFIG_CASE(JSON003, TopLevelEmptyArrayIsAccepted, "JSON003", "[]", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON003, TopLevelNumberIsAccepted, "JSON003", "1", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON003, TopLevelStringIsAccepted, "JSON003", "\"x\"", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON003, TopLevelTrueIsAccepted, "JSON003", "true", ACL_SUCCESS)
INIT_CONFIG_CASE(JSON003, TopLevelNullIsAccepted, "JSON003", "null", ACL_SUCCESS)

/* A non-object top level is still a non-empty config: the dump hand-off
 * happens exactly as for `{}` and no key step runs. */
ACLCTS_TEST(JSON003, TopLevelArrayTracesLikeEmptyObject, "JSON003 INIT005", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_default_soc(t); /* its traces hold the default SoC runtime's fill-function answers */
    const char *json = "[{\"err_msg_mode\":\"2\"}]";
    const char *path = aclcts_file(t, "top.json", json);
    text_buf want = {0};
    trace_init_plain(&want, path, strlen(json), 1);
    init_expect_trace(t, "JSON003", path, ACL_SUCCESS, want.s);
}
