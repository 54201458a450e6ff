/* JSON019, JSON020: a config grown past 10 MiB (FILE005) while aclInit runs.
 * Each re-read repeats the size check (json_parser.cpp IsValidFileName): the
 * dump hand-off's read returns ACL_ERROR_INVALID_FILE, StackSize's read turns
 * it into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). The file grows by
 * truncate(), so the added bytes are NUL and the depth scan is unaffected. */
#include "json_reread_common.h"

ACLCTS_TEST(JSON019, OversizeAfterModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_RESIZE, .size = RR_OVERSIZE};
    rr_expect_model_edit_fails(t, "JSON019", &e, ACL_ERROR_INVALID_FILE, NULL);
}

ACLCTS_TEST(JSON020, OversizeAfterOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018 FILE005",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    rr_edit e = {.kind = RR_RESIZE, .size = RR_OVERSIZE};
    rr_expect_opexe_edit_fails(t, "JSON020", &e, ACL_ERROR_FAILURE);
}
