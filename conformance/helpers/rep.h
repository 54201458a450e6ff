/* The first-config rule (REP001..REP006) in sequences: init(first) succeeds,
 * aclFinalize, then init(second) gives the expected code. The configs are the
 * kinds the rule distinguishes by raw bytes (acl.cpp, hash of the raw text). */
#ifndef ACLCTS_HELPERS_REP_H_
#define ACLCTS_HELPERS_REP_H_

#include "aclcts/case.h"

typedef enum rep_kind {
    REP_NULL,       /* aclInit(NULL) */
    REP_EMPTY_PATH, /* aclInit("") */
    REP_ZERO_BYTES, /* a 0-byte file */
    REP_OBJECT,     /* a file holding exactly `{}` */
    REP_A,          /* content A */
    REP_A_COPY,     /* A's bytes at another path */
    REP_A_SPACED,   /* A with one space added */
    REP_B,          /* valid content B != A */
    REP_B_INVALID,  /* invalid JSON */
    REP_MISSING     /* a path that does not exist */
} rep_kind;

#define REP_TEXT_A "{\"err_msg_mode\":\"0\"}"

/* The config of that kind: a path (written when it is a file), or NULL. */
const char *rep_config(aclcts_t *t, rep_kind kind);

/* aclInit(a) = 0, aclFinalize = 0, then aclInit(b) = code. */
#define rep_expect_paths(t, ...) ACLCTS_HELPER(rep_expect_paths_, t, __VA_ARGS__)
void rep_expect_paths_(aclcts_t *t, const char *rule, const char *a, const char *b, aclError code);

/* rep_expect_paths over two kinds of config; then the state: rc 1 after a
 * success, rc 0 after a failure. */
#define rep_expect_kinds(t, ...) ACLCTS_HELPER(rep_expect_kinds_, t, __VA_ARGS__)
void rep_expect_kinds_(aclcts_t *t, const char *rule, rep_kind first, rep_kind second, aclError code);

/* rep_expect_paths over two files holding the texts given (no state check). */
#define rep_expect_texts(t, ...) ACLCTS_HELPER(rep_expect_texts_, t, __VA_ARGS__)
void rep_expect_texts_(aclcts_t *t, const char *rule, const char *first, const char *second, aclError code);

#define REP_TEXTS_CASE(RULE, NAME, RULES, FIRST, SECOND, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { rep_expect_texts(t, #RULE, FIRST, SECOND, CODE); }

#define REP_CASE(RULE, NAME, RULES, FIRST, SECOND, CODE) \
    ACLCTS_TEST(RULE, NAME, RULES, ACLCTS_PRODUCT) { rep_expect_kinds(t, #RULE, FIRST, SECOND, CODE); }

#endif /* ACLCTS_HELPERS_REP_H_ */
