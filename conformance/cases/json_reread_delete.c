/* JSON019, JSON020: a config deleted while aclInit runs fails at the first
 * key group that re-reads it, with that group's mapping: the dump hand-off
 * returns the reader's ACL_ERROR_INVALID_FILE (dump.cpp HandleDumpConfig,
 * json_parser.cpp GetConfigStrFromFile/IsValidFileName); StackSize turns it
 * into ACL_ERROR_FAILURE (acl.cpp SetStackSizeByType). */
#include <string.h>

#include "helpers/errmsg.h"
#include "helpers/reread.h"

REREAD_MODEL_EDIT_CASE(DeletedByModelCallbackFailsDumpReadWithInvalidFile, "JSON019 JSON018 FILE001",
                       ACL_ERROR_INVALID_FILE, NULL, .kind = REREAD_DELETE)

REREAD_OPEXE_EDIT_CASE(DeletedByOpExecutorCallbackFailsStackSizeWithFailure, "JSON020 JSON018", ACL_ERROR_FAILURE,
                       .kind = REREAD_DELETE)

/* The failed re-read is reported as the path that cannot be resolved, with
 * the path as given and the system's reason (ERRMSG016: IsValidFileName's
 * mmRealPath report), and nothing more about the file: no EH0004, since no
 * file was read to check. */
#define reread_expect_path_report_only(t, ...) ACLCTS_HELPER(reread_expect_path_report_only_, t, __VA_ARGS__)
static void reread_expect_path_report_only_(aclcts_t *t, const char *rule, const char *path)
{
    const char *msg = t->acl->aclGetRecentErrMsg();
    errmsg_expect_report(t, rule, msg, ERRMSG_REPORT_PATH, path, "No such file or directory");
    CHECK_TRUE_FOR(t, rule, msg == NULL || strstr(msg, ERRMSG_REPORT_FILE) == NULL, "a report of the file: %s", msg);
}

ACLCTS_TEST(JSON019, DeletedByModelCallbackIsReportedAsAPathOnly, "JSON019 ERRMSG016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    reread_edit e = {.kind = REREAD_DELETE};
    reread_expect_model_edit_fails(t, "JSON019", &e, ACL_ERROR_INVALID_FILE, NULL);
    reread_expect_path_report_only(t, "ERRMSG016", e.path);
}

ACLCTS_TEST(JSON020, DeletedByOpExecutorCallbackIsReportedAsAPathOnly, "JSON020 ERRMSG016",
            ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    reread_edit e = {.kind = REREAD_DELETE};
    reread_expect_opexe_edit_fails(t, "JSON020", &e, ACL_ERROR_FAILURE);
    reread_expect_path_report_only(t, "ERRMSG016", e.path);
}
