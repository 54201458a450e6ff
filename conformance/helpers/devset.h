/* DEVSET and PEER: the streams their runtime calls are refused on (a
 * destroyed one, one of another context than the current one) and the
 * report of a NULL refusal. */
#ifndef ACLCTS_HELPERS_DEVSET_H_
#define ACLCTS_HELPERS_DEVSET_H_

#include "aclcts/case.h"
#include "errmsg.h" /* DEVSET_NULL_REPORT calls errmsg_expect_recent_report */

/* A stream created on device 0 and destroyed; device 0 stays current. Each
 * step is checked fatally against `rule`. */
aclrtStream devset_destroyed_stream(aclcts_t *t, const char *rule);

/* A live stream of device 0's primary context while device 1's is current
 * (checked fatally against `rule`). */
aclrtStream devset_foreign_stream(aclcts_t *t, const char *rule);

/* After aclInit, CALL refuses its NULL argument with 100000 and the next
 * aclGetRecentErrMsg holds EH0008 (NULL_POINTER_FUNC_MSG), then FUNC, then
 * PARAM (log_inner.h ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT). */
#define DEVSET_NULL_REPORT(RULE, NAME, CALL, FUNC, PARAM)             \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT)                    \
    {                                                                 \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                           \
        CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);      \
        (void)t->acl->aclGetRecentErrMsg();                           \
        CHECK_CODE_TEXT(t, #CALL, CALL, ACL_ERROR_INVALID_PARAM);     \
        errmsg_expect_recent_report(t, #RULE, "EH0008", FUNC, PARAM); \
    }

#endif /* ACLCTS_HELPERS_DEVSET_H_ */
