/* Shared by the json_reread_* cases (JSON018..JSON020): an init callback that
 * edits the config file while aclInit runs, to show that each key group after
 * step 1 re-reads the file by its path while the callbacks keep the bytes read
 * at step 1.
 *
 * A MODEL callback runs after err_msg_mode and before the dump hand-off; an
 * OP_EXECUTOR callback runs after the dump hand-off and before StackSize. The
 * edit is given to the slot as .action with an reread_edit in .user. */
#ifndef ACLCTS_CASES_JSON_REREAD_COMMON_H_
#define ACLCTS_CASES_JSON_REREAD_COMMON_H_

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "init_common.h"

/* What the callback does to the file. */
typedef enum reread_kind { REREAD_REWRITE, REREAD_DELETE, REREAD_RESIZE } reread_kind;

typedef struct reread_edit {
    reread_kind kind;
    const char *path;
    const char *text; /* REREAD_REWRITE: the new content */
    long size;        /* REREAD_RESIZE: the new size (grown bytes are NUL) */
    int done;         /* the edit succeeded */
} reread_edit;

/* The original config: 41 bytes that set the default device 0. */
#define REREAD_ORIGINAL "{\"defaultDevice\":{\"default_device\":\"0\"}}"
#define REREAD_ORIGINAL_LEN (sizeof REREAD_ORIGINAL - 1)

/* 11 nested objects: one past MAX_CONFIG_OBJ_DEPTH (JSON001). */
#define REREAD_TOO_DEEP "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}}"

/* One byte past the 10 MiB limit (FILE005). */
#define REREAD_OVERSIZE (10L * 1024 * 1024 + 1)

static inline void reread_act(aclcts_cb *self)
{
    reread_edit *e = (reread_edit *)self->user;
    if (e->kind == REREAD_DELETE) {
        e->done = unlink(e->path) == 0;
    } else if (e->kind == REREAD_RESIZE) {
        e->done = truncate(e->path, e->size) == 0;
    } else {
        FILE *f = fopen(e->path, "wb");
        e->done = f != NULL && fwrite(e->text, 1, strlen(e->text), f) == strlen(e->text);
        e->done = f != NULL && fclose(f) == 0 && e->done;
    }
}

/* Registers the four stage recorders (init_register_stages), writes the
 * original config and lets `editor` (&s->model or &s->opexe) apply `e`. */
static inline const char *reread_setup(aclcts_t *t, const char *rule, init_stage_cbs *s, aclcts_cb *editor, reread_edit *e)
{
    aclcts_default_soc(t); /* the expected traces carry the default runtime's answers */
    e->path = aclcts_file(t, "acl.json", REREAD_ORIGINAL);
    editor->action = reread_act;
    editor->user = e;
    init_register_stages(t, rule, s);
    return e->path;
}

/* reread_setup with `editor`, then aclInit(path) = `code` with the edit done;
 * returns the trace mark taken just before aclInit. */
#define reread_init_with_edit(t, ...) ACLCTS_HELPER(reread_init_with_edit_, t, __VA_ARGS__)
static inline void reread_init_with_edit_(aclcts_t *t, const char *rule, init_stage_cbs *s, aclcts_cb *editor, reread_edit *e,
                                      aclError code, size_t *mark)
{
    const char *path = reread_setup(t, rule, s, editor, e);
    *mark = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_INT_FOR(t, rule, e->done, 1);
}

/* The MODEL callback applies `e`; aclInit returns `code` from the dump
 * hand-off's re-read, after the trace head plus `dump_lines` (built by the
 * caller from the path, may be NULL), and before the OP_EXECUTOR stage. */
#define reread_expect_model_edit_fails(t, ...) ACLCTS_HELPER(reread_expect_model_edit_fails_, t, __VA_ARGS__)
static inline void reread_expect_model_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code,
                                              void (*dump_lines)(init_text *b, const char *path))
{
    init_stage_cbs s = {0};
    size_t m;
    reread_init_with_edit(t, rule, &s, &s.model, e, code, &m);
    init_text want = {{0}, 0};
    init_trace_head(&want, 0);
    if (dump_lines)
        dump_lines(&want, e->path);
    CHECK_TRACE_FOR(t, rule, m, want.s);
    CHECK_INT_FOR(t, rule, s.opexe.calls, 0);
}

/* The OP_EXECUTOR callback applies `e`; StackSize's re-read turns the
 * failure into `code` (JSON020): the trace ends with the original hand-off
 * (no rtDeviceSetLimit, no rtSetDefaultDeviceId) and DVPP never runs. */
#define reread_expect_opexe_edit_fails(t, ...) ACLCTS_HELPER(reread_expect_opexe_edit_fails_, t, __VA_ARGS__)
static inline void reread_expect_opexe_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code)
{
    init_stage_cbs s = {0};
    size_t m;
    reread_init_with_edit(t, rule, &s, &s.opexe, e, code, &m);
    init_text want = {{0}, 0};
    init_trace_head(&want, 0);
    init_trace_dump(&want, e->path, REREAD_ORIGINAL_LEN);
    CHECK_TRACE_FOR(t, rule, m, want.s);
    CHECK_INT_FOR(t, rule, s.dvpp.calls, 0);
}

/* One case a row for an edit that makes a re-read fail: applied by the MODEL
 * callback (JSON019, the dump hand-off returns CODE after the trace head and
 * DUMP_LINES) or by the OP_EXECUTOR callback (JSON020, StackSize returns
 * CODE); the rest are the reread_edit's designated initialisers. */
#define REREAD_MODEL_EDIT_CASE(NAME, RULES, CODE, DUMP_LINES, ...)                              \
    ACLCTS_TEST(JSON019, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)                         \
    {                                                                                        \
        reread_edit e = {__VA_ARGS__};                                                           \
        reread_expect_model_edit_fails(t, "JSON019", &e, CODE, DUMP_LINES);                      \
    }
#define REREAD_OPEXE_EDIT_CASE(NAME, RULES, CODE, ...)                                           \
    ACLCTS_TEST(JSON020, NAME, RULES, ACLCTS_PRODUCT | ACLCTS_TRACE)                         \
    {                                                                                        \
        reread_edit e = {__VA_ARGS__};                                                           \
        reread_expect_opexe_edit_fails(t, "JSON020", &e, CODE);                                  \
    }

/* Every callback that ran got the step-1 bytes (CB006). */
#define reread_expect_original(t, ...) ACLCTS_HELPER(reread_expect_original_, t, __VA_ARGS__)
static inline void reread_expect_original_(aclcts_t *t, const char *rule, const aclcts_cb *slot)
{
    CHECK_INT_FOR(t, rule, slot->calls, 1);
    CHECK_INT_FOR(t, rule, slot->last_len, REREAD_ORIGINAL_LEN);
    CHECK_STR_FOR(t, rule, slot->last_cfg, REREAD_ORIGINAL);
}

/* The trace of the all-keys config from line `from` (1-based, init_trace_full). */
static inline void reread_trace_full_from(init_text *b, const char *path, int from)
{
    init_text full = {{0}, 0};
    init_trace_full(&full, path, strlen(aclcts_config_all_keys()), INIT_FULL_LINES, 0);
    const char *p = full.s;
    for (int line = 1; line < from && p != NULL; ++line) {
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    init_add(b, "%s", p ? p : "");
}

#endif /* ACLCTS_CASES_JSON_REREAD_COMMON_H_ */
