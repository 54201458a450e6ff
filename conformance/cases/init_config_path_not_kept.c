/* INIT012: aclInit reads configPath only during the call and keeps no
 * pointer to it. The caller's buffer is overwritten and freed right after
 * aclInit returns; later calls behave as if it were unchanged, and the
 * first-config message (REP007) names the path as it was. Under a memory
 * checker a kept pointer shows up as a use after free. */
#define _POSIX_C_SOURCE 200809L /* strdup */
#include <stdlib.h>
#include <string.h>

#include "helpers/configs.h"

static const aclcts_acl *init012_acl;

/* aclInit on a heap copy of `path`, then scribbles over it and frees it. */
static aclError init_from_scratch_buffer(const char *path)
{
    char *copy = strdup(path);
    if (copy == NULL) return -1;
    aclError ret = init012_acl->aclInit(copy);
    memset(copy, 'Z', strlen(copy));
    free(copy);
    return ret;
}

ACLCTS_TEST(INIT012, LaterCallsDoNotNeedTheCallersString, "INIT012 INIT001 FIN003", ACLCTS_PRODUCT)
{
    init012_acl = t->acl;
    CHECK_CODE(t, init_from_scratch_buffer(config_dev0_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, init_from_scratch_buffer(config_dev0_file(t)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
}

ACLCTS_TEST(INIT012, FirstConfigMessageNamesThePathAsItWas, "INIT012 REP007", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    init012_acl = t->acl;
    const char *first = config_braces_file(t);
    CHECK_CODE(t, init_from_scratch_buffer(first), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclInit(aclcts_file(t, "other.json", "[]")), ACL_ERROR_INVALID_PARAM);
    const char *msg = t->acl->aclGetRecentErrMsg();
    CHECK_TRUE(t, msg != NULL && strstr(msg, first) != NULL, "expected the first path \"%s\", got: %s", first,
               msg ? msg : "(null)");
}
