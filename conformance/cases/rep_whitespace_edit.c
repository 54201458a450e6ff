/* REP006: the comparison is on raw bytes, not on the parsed JSON: a
 * whitespace-only edit or another line ending is a different config. */
#include "rep_common.h"

REP_CASE(REP006, AddedSpaceReturnsInvalidParam, "REP006", REP_A, REP_A_SPACED, ACL_ERROR_INVALID_PARAM)

ACLCTS_TEST(REP006, TrailingNewlineReturnsInvalidParam, "REP006", ACLCTS_PRODUCT)
{
    const char *a = aclcts_file(t, "a.json", "{}");
    const char *b = aclcts_file(t, "b.json", "{}\n");
    CHECK_CODE_FATAL(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(b), ACL_ERROR_INVALID_PARAM);
}

ACLCTS_TEST(REP006, CrLfVersusLfReturnsInvalidParam, "REP006", ACLCTS_PRODUCT)
{
    const char *crlf = aclcts_file(t, "crlf.json", "{\r\n\"a\":1\r\n}\r\n");
    const char *lf = aclcts_file(t, "lf.json", "{\n\"a\":1\n}\n");
    CHECK_CODE_FATAL(t, t->acl->aclInit(crlf), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(lf), ACL_ERROR_INVALID_PARAM);
}

/* Reordered keys: the same JSON object, other bytes. */
ACLCTS_TEST(REP006, ReorderedKeysReturnInvalidParam, "REP006", ACLCTS_PRODUCT)
{
    const char *a = aclcts_file(t, "a.json", "{\"x\":1,\"y\":2}");
    const char *b = aclcts_file(t, "b.json", "{\"y\":2,\"x\":1}");
    CHECK_CODE_FATAL(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(b), ACL_ERROR_INVALID_PARAM);
}
