/* The ipv350 cases' checks of the init hook (ipv.h). */
#include "ipv.h"

#include "text.h"
#include "traces.h"

void ipv_expect_init_with_(aclcts_t *t, const char *rule, const char *path)
{
    text_buf want = {{0}, 0};
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, trace_clayer_init(&want, path));
}

void ipv_expect_init_without_(aclcts_t *t, const char *rule, const char *path)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, TR_C_INIT);
}
