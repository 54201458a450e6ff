/* The first-config rule in sequences (rep.h). */
#include "rep.h"

#include "init.h"

const char *rep_config(aclcts_t *t, rep_kind kind)
{
    switch (kind) {
    case REP_NULL:
        return NULL;
    case REP_EMPTY_PATH:
        return "";
    case REP_ZERO_BYTES:
        return aclcts_file(t, "zero.json", "");
    case REP_OBJECT:
        return aclcts_file(t, "object.json", "{}");
    case REP_A:
        return aclcts_file(t, "a.json", REP_TEXT_A);
    case REP_A_COPY:
        return aclcts_file(t, "a_copy.json", REP_TEXT_A);
    case REP_A_SPACED:
        return aclcts_file(t, "a_spaced.json", "{\"err_msg_mode\": \"0\"}");
    case REP_B:
        return aclcts_file(t, "b.json", "{\"err_msg_mode\":\"1\"}");
    case REP_B_INVALID:
        return aclcts_file(t, "b_invalid.json", "{\"err_msg_mode\":");
    case REP_MISSING:
        return aclcts_path(t, "missing.json");
    }
    return NULL;
}

void rep_expect_paths_(aclcts_t *t, const char *rule, const char *a, const char *b, aclError code)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(b), code);
}

void rep_expect_kinds_(aclcts_t *t, const char *rule, rep_kind first, rep_kind second, aclError code)
{
    const char *a = rep_config(t, first);
    const char *b = rep_config(t, second);
    rep_expect_paths_(t, rule, a, b, code);
    init_expect_count_after(t, rule, code);
}

void rep_expect_texts_(aclcts_t *t, const char *rule, const char *first, const char *second, aclError code)
{
    const char *a = aclcts_file(t, "first.json", first);
    const char *b = aclcts_file(t, "second.json", second);
    rep_expect_paths_(t, rule, a, b, code);
}
