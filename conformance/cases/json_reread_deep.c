/* JSON019, JSON020: a config rewritten one level too deep (11 nested
 * objects, JSON001) while aclInit runs. The dump hand-off's read runs the
 * depth scan and returns ACL_ERROR_PARSE_FILE before starting the dump server
 * (json_parser.cpp GetConfigStrFromFile/GetMaxNestedLayers); StackSize turns
 * the same failure into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

ACLCTS_TEST(JSON019, TooDeepAfterModelCallbackFailsDumpReadWithParseFile, "JSON019 JSON018 JSON001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_REWRITE, .text = RR_TOO_DEEP};
    rr_expect_model_edit_fails(t, "JSON019", &e, ACL_ERROR_PARSE_FILE, NULL);
}

ACLCTS_TEST(JSON020, TooDeepAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 JSON001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_REWRITE, .text = RR_TOO_DEEP};
    rr_expect_opexe_edit_fails(t, "JSON020", &e, ACL_ERROR_FAILURE);
}
