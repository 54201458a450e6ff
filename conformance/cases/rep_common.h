/* The first-config rule (REP001..REP006) in sequences: init(first) succeeds,
 * aclFinalize, then init(second) gives the expected code. The configs are the
 * kinds the rule distinguishes by raw bytes (acl.cpp, hash of the raw text). */
#ifndef ACLCTS_CASES_REP_COMMON_H_
#define ACLCTS_CASES_REP_COMMON_H_

#include "init_common.h"

typedef enum rep_kind {
    REP_NULL,        /* aclInit(NULL) */
    REP_EMPTY_PATH,  /* aclInit("") */
    REP_ZERO_BYTES,  /* a 0-byte file */
    REP_OBJECT,      /* a file holding exactly `{}` */
    REP_A,           /* content A */
    REP_A_COPY,      /* A's bytes at another path */
    REP_A_SPACED,    /* A with one space added */
    REP_B,           /* valid content B != A */
    REP_B_INVALID,   /* invalid JSON */
    REP_MISSING      /* a path that does not exist */
} rep_kind;

#define REP_TEXT_A "{\"err_msg_mode\":\"0\"}"

static inline const char *rep_config(aclcts_t *t, rep_kind kind)
{
    switch (kind) {
    case REP_NULL: return NULL;
    case REP_EMPTY_PATH: return "";
    case REP_ZERO_BYTES: return aclcts_file(t, "zero.json", "");
    case REP_OBJECT: return aclcts_file(t, "object.json", "{}");
    case REP_A: return aclcts_file(t, "a.json", REP_TEXT_A);
    case REP_A_COPY: return aclcts_file(t, "a_copy.json", REP_TEXT_A);
    case REP_A_SPACED: return aclcts_file(t, "a_spaced.json", "{\"err_msg_mode\": \"0\"}");
    case REP_B: return aclcts_file(t, "b.json", "{\"err_msg_mode\":\"1\"}");
    case REP_B_INVALID: return aclcts_file(t, "b_invalid.json", "{\"err_msg_mode\":");
    case REP_MISSING: return aclcts_path(t, "missing.json");
    }
    return NULL;
}

/* aclInit(a) = 0, aclFinalize = 0, then aclInit(b) = code. */
#define rep_paths(t, ...) ACLCTS_HELPER(rep_paths_, t, __VA_ARGS__)
static inline void rep_paths_(aclcts_t *t, const char *rule, const char *a, const char *b, aclError code)
{
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclInit(a), ACL_SUCCESS);
    CHECK_CODE_FATAL_FOR(t, rule, t->acl->aclFinalize(), ACL_SUCCESS);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(b), code);
}

/* rep_paths over two kinds of config; then the state: rc 1 after a success,
 * rc 0 after a failure. */
#define rep_sequence(t, ...) ACLCTS_HELPER(rep_sequence_, t, __VA_ARGS__)
static inline void rep_sequence_(aclcts_t *t, const char *rule, rep_kind first, rep_kind second, aclError code)
{
    const char *a = rep_config(t, first);
    const char *b = rep_config(t, second);
    rep_paths_(t, rule, a, b, code);
    if (code == ACL_SUCCESS)
        init_expect_count_one(t, rule);
    else
        init_expect_count_zero(t, rule);
}

/* rep_paths over two files holding the texts given (no state check). */
#define rep_texts(t, ...) ACLCTS_HELPER(rep_texts_, t, __VA_ARGS__)
static inline void rep_texts_(aclcts_t *t, const char *rule, const char *first, const char *second, aclError code)
{
    const char *a = aclcts_file(t, "first.json", first);
    const char *b = aclcts_file(t, "second.json", second);
    rep_paths_(t, rule, a, b, code);
}

#define REP_TEXTS_CASE(RULE, NAME, RULES, FIRST, SECOND, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { rep_texts(t, #RULE, FIRST, SECOND, CODE); }

#define REP_CASE(RULE, NAME, RULES, FIRST, SECOND, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { rep_sequence(t, #RULE, FIRST, SECOND, CODE); }

#endif /* ACLCTS_CASES_REP_COMMON_H_ */
