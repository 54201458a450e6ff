/* REP001: the raw bytes of the first successful config are remembered for the
 * whole process; a later fresh init with other bytes returns
 * ACL_ERROR_INVALID_PARAM. The comparison comes after the file is read (a
 * missing file is 100003) and before any parsing (invalid JSON is 100000). */
#include "helpers/rep.h"

REP_CASE(REP001, DifferentContentAfterFinalizeReturnsInvalidParam, "REP001", REP_A, REP_B, ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, InvalidJsonAfterFinalizeReturnsInvalidParam, "REP001 FILE009", REP_A, REP_B_INVALID,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, MissingFileAfterFinalizeReturnsInvalidFile, "REP001 FILE009", REP_A, REP_MISSING,
         ACL_ERROR_INVALID_FILE)
REP_CASE(REP001, SameFileAfterFinalizeSucceeds, "REP001", REP_A, REP_A, ACL_SUCCESS)
REP_CASE(REP001, ContentAfterNullReturnsInvalidParam, "REP001 REP003", REP_NULL, REP_A, ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, ContentAfterEmptyPathReturnsInvalidParam, "REP001 REP003", REP_EMPTY_PATH, REP_A,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, ContentAfterZeroByteFileReturnsInvalidParam, "REP001 REP003", REP_ZERO_BYTES, REP_A,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, EmptyPathAfterContentReturnsInvalidParam, "REP001", REP_A, REP_EMPTY_PATH, ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, ZeroByteFileAfterContentReturnsInvalidParam, "REP001", REP_A, REP_ZERO_BYTES, ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, InvalidJsonAfterNullReturnsInvalidParam, "REP001 FILE009", REP_NULL, REP_B_INVALID,
         ACL_ERROR_INVALID_PARAM)
REP_CASE(REP001, MissingFileAfterNullReturnsInvalidFile, "REP001 FILE009", REP_NULL, REP_MISSING,
         ACL_ERROR_INVALID_FILE)

/* The same path whose content changed between the two inits is another config. */
ACLCTS_TEST(REP001, ContentChangedAtSamePathReturnsInvalidParam, "REP001", ACLCTS_PRODUCT)
{
    const char *path = aclcts_file(t, "a.json", REP_TEXT_A);
    CHECK_CODE_FATAL(t, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    aclcts_file(t, "a.json", "{\"err_msg_mode\":\"1\"}");
    CHECK_CODE(t, t->acl->aclInit(path), ACL_ERROR_INVALID_PARAM);
}

/* A mismatch stops the init before any lower-layer call and any callback. */
ACLCTS_TEST(REP001, MismatchRunsNoStep, "REP001 INIT002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    ACLCTS_NEED(t, aclInitCallbackRegister);
    aclcts_cb model = {.tag = "MODEL"};
    const char *a = rep_config(t, REP_A);
    const char *b = rep_config(t, REP_B);
    CHECK_CODE_FATAL(t, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE_FATAL(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInitCallbackRegister(ACL_REG_TYPE_ACL_MODEL, aclcts_init_cb, &model), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(b), ACL_ERROR_INVALID_PARAM);
    CHECK_INT(t, model.calls, 0);
    CHECK_TRACE(t, m, "");
}
