/* JSON019, JSON020: a config deleted while aclInit runs fails at the first
 * key group that re-reads it, with that group's mapping: the dump hand-off
 * returns the reader's ACL_ERROR_INVALID_FILE (dump.cpp HandleDumpConfig,
 * json_parser.cpp GetConfigStrFromFile/IsValidFileName); StackSize turns it
 * into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include "json_reread_common.h"

ACLCTS_TEST(JSON019, DeletedByModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE001",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_DELETE};
    rr_expect_model_edit_fails(t, "JSON019", &e, ACL_ERROR_INVALID_FILE, NULL);
}

ACLCTS_TEST(JSON020, DeletedByOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_DELETE};
    rr_expect_opexe_edit_fails(t, "JSON020", &e, ACL_ERROR_FAILURE);
}
