/* The re-read cases (JSON018..JSON020): an init callback edits the config
 * file while aclInit runs, to show that each key group after step 1 re-reads
 * the file by its path while the callbacks keep the bytes read at step 1.
 *
 * A MODEL callback runs after err_msg_mode and before the dump hand-off; an
 * OP_EXECUTOR callback runs after the dump hand-off and before StackSize. The
 * edit is given to the slot as .action with a reread_edit in .user. */
#ifndef ACLCTS_HELPERS_REREAD_H_
#define ACLCTS_HELPERS_REREAD_H_

#include <stddef.h>

#include "aclcts/case.h"
#include "callbacks.h"
#include "text.h"

/* What the callback does to the file. */
typedef enum reread_kind { REREAD_REWRITE, REREAD_DELETE, REREAD_RESIZE, REREAD_DIRECTORY } reread_kind;

typedef struct reread_edit {
    reread_kind kind;
    const char *path;
    const char *original; /* the config before the edit; NULL: REREAD_ORIGINAL */
    const char *text;     /* REREAD_REWRITE: the new content */
    long size;            /* REREAD_RESIZE: the new size (grown bytes are NUL) */
    int done;             /* the edit succeeded */
    /* An OP_EXECUTOR edit's MODEL edit before it, or NULL: the file is then
     * edited twice, with the dump hand-off's read between the two. */
    struct reread_edit *first;
} reread_edit;

/* The original config: 40 bytes that set the default device 0. */
#define REREAD_ORIGINAL "{\"defaultDevice\":{\"default_device\":\"0\"}}"
#define REREAD_ORIGINAL_LEN (sizeof REREAD_ORIGINAL - 1)

/* 11 nested arrays, one past MAX_CONFIG_ARRAY_DEPTH (JSON002), padded to the
 * original's 40 bytes: a rewrite that keeps the size. */
#define REREAD_TOO_DEEP_SAME_SIZE "[[[[[[[[[[[0]]]]]]]]]]]                 "

/* 11 nested objects: one past MAX_CONFIG_OBJ_DEPTH (JSON001). */
#define REREAD_TOO_DEEP "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}}"

/* One byte past the 10 MiB limit (FILE005). */
#define REREAD_OVERSIZE (10L * 1024 * 1024 + 1)

/* Registers the four stage recorders (cb_register_stages), writes the
 * original config and lets `editor` (&s->model or &s->opexe) apply `e`, then
 * aclInit(path) = `code` with the edit done; *mark is the trace mark taken
 * just before aclInit. */
#define reread_init_with_edit(t, ...) ACLCTS_HELPER(reread_init_with_edit_, t, __VA_ARGS__)
void reread_init_with_edit_(aclcts_t *t, const char *rule, cb_stages *s, aclcts_cb *editor, reread_edit *e,
                            aclError code, size_t *mark);

/* The MODEL callback applies `e`; aclInit returns `code` from the dump
 * hand-off's re-read, after the trace head plus `dump_lines` (built by the
 * caller from the path, may be NULL), and before the OP_EXECUTOR stage. */
#define reread_expect_model_edit_fails(t, ...) ACLCTS_HELPER(reread_expect_model_edit_fails_, t, __VA_ARGS__)
void reread_expect_model_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code,
                                     void (*dump_lines)(text_buf *b, const reread_edit *e));

/* dump_lines for an edit the dump layer refuses: the dump server starts, and
 * the hand-off of the edited text (its length) fails with ADUMP_INPUT_FAILED. */
void reread_dump_refused(text_buf *b, const reread_edit *e);

/* The OP_EXECUTOR callback applies `e`; StackSize's re-read turns the
 * failure into `code` (JSON020): the trace ends with the original hand-off
 * (no rtDeviceSetLimit, no rtSetDefaultDeviceId) and DVPP never runs. */
#define reread_expect_opexe_edit_fails(t, ...) ACLCTS_HELPER(reread_expect_opexe_edit_fails_, t, __VA_ARGS__)
void reread_expect_opexe_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code);

/* One case a row for an edit that makes a re-read fail: applied by the MODEL
 * callback (JSON019, the dump hand-off returns CODE after the trace head and
 * DUMP_LINES) or by the OP_EXECUTOR callback (JSON020, StackSize returns
 * CODE); the rest are the reread_edit's designated initialisers. */
#define REREAD_MODEL_EDIT_CASE(NAME, RULES, CODE, DUMP_LINES, ...)          \
    ACLCTS_TEST(JSON019, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)        \
    {                                                                       \
        reread_edit e = {__VA_ARGS__};                                      \
        reread_expect_model_edit_fails(t, "JSON019", &e, CODE, DUMP_LINES); \
    }
#define REREAD_OPEXE_EDIT_CASE(NAME, RULES, CODE, ...)               \
    ACLCTS_TEST(JSON020, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE) \
    {                                                                \
        reread_edit e = {__VA_ARGS__};                               \
        reread_expect_opexe_edit_fails(t, "JSON020", &e, CODE);      \
    }

/* Every callback that ran got the step-1 bytes (CB006). */
#define reread_expect_original(t, ...) ACLCTS_HELPER(reread_expect_original_, t, __VA_ARGS__)
void reread_expect_original_(aclcts_t *t, const char *rule, const aclcts_cb *slot);

#endif /* ACLCTS_HELPERS_REREAD_H_ */
