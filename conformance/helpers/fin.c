/* Checks of the lifecycle's end (fin.h). */
#include "fin.h"

void fin_expect_finalize_code_(aclcts_t *t, const char *rule, aclError code, const char *deinit)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), code);
    CHECK_TRACE_FOR(t, rule, m, deinit);
}

void fin_expect_reference_(aclcts_t *t, const char *rule, aclError code, uint64_t count)
{
    uint64_t n = 99;
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalizeReference(&n), code);
    CHECK_INT_FOR(t, rule, n, count);
}

void fin_expect_still_initialised_(aclcts_t *t, const char *rule)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(NULL), ACL_ERROR_REPEAT_INITIALIZE);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclFinalize(), ACL_ERROR_REPEAT_FINALIZE);
}

void fin_expect_cycle_(aclcts_t *t, const char *rule, const char *config, const char *deinit)
{
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(config), ACL_SUCCESS);
    fin_expect_finalize(t, rule, deinit);
}
