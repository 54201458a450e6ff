/* Shared by the json_reread_* cases (JSON018..JSON020): an init callback that
 * edits the config file while aclInit runs, to show that each key group after
 * step 1 re-reads the file by its path while the callbacks keep the bytes read
 * at step 1.
 *
 * A MODEL callback runs after err_msg_mode and before the dump hand-off; an
 * OP_EXECUTOR callback runs after the dump hand-off and before StackSize. The
 * edit is given to the slot as .action with an rr_edit in .user. */
#ifndef ACLCTS_CASES_JSON_REREAD_COMMON_H_
#define ACLCTS_CASES_JSON_REREAD_COMMON_H_

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "init_common.h"

/* What the callback does to the file. */
typedef enum rr_kind { RR_REWRITE, RR_DELETE, RR_RESIZE } rr_kind;

typedef struct rr_edit {
    rr_kind kind;
    const char *path;
    const char *text; /* RR_REWRITE: the new content */
    long size;        /* RR_RESIZE: the new size (grown bytes are NUL) */
    int done;         /* the edit succeeded */
} rr_edit;

/* The original config: 41 bytes that set the default device 0. */
#define RR_ORIGINAL "{\"defaultDevice\":{\"default_device\":\"0\"}}"
#define RR_ORIGINAL_LEN (sizeof RR_ORIGINAL - 1)

/* 11 nested objects: one past MAX_CONFIG_OBJ_DEPTH (JSON001). */
#define RR_TOO_DEEP "{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{\"a\":{}}}}}}}}}}}"

/* One byte past the 10 MiB limit (FILE005). */
#define RR_OVERSIZE (10L * 1024 * 1024 + 1)

static inline void rr_act(aclcts_cb *self)
{
    rr_edit *e = (rr_edit *)self->user;
    if (e->kind == RR_DELETE) {
        e->done = unlink(e->path) == 0;
    } else if (e->kind == RR_RESIZE) {
        e->done = truncate(e->path, e->size) == 0;
    } else {
        FILE *f = fopen(e->path, "wb");
        e->done = f != NULL && fwrite(e->text, 1, strlen(e->text), f) == strlen(e->text);
        e->done = f != NULL && fclose(f) == 0 && e->done;
    }
}

/* Registers the four stage recorders (lc_register_stages), writes the
 * original config and lets `editor` (&s->model or &s->opexe) apply `e`. */
static inline const char *rr_setup(aclcts_t *t, const char *rule, lc_stage_cbs *s, aclcts_cb *editor, rr_edit *e)
{
    aclcts_default_soc(t); /* the expected traces carry the default runtime's answers */
    e->path = aclcts_file(t, "acl.json", RR_ORIGINAL);
    editor->action = rr_act;
    editor->user = e;
    lc_register_stages(t, rule, s);
    return e->path;
}

/* Every callback that ran got the step-1 bytes (CB006). */
static inline void rr_expect_original(aclcts_t *t, const char *rule, const aclcts_cb *slot)
{
    CHECK_INT(t, rule, slot->calls, 1);
    CHECK_INT(t, rule, slot->last_len, RR_ORIGINAL_LEN);
    CHECK_STR(t, rule, slot->last_cfg, RR_ORIGINAL);
}

/* The trace of LC_FULL_CONFIG from line `from` (1-based, lc_trace_full). */
static inline void rr_trace_full_from(lc_text *b, const char *path, int from)
{
    lc_text full = {{0}, 0};
    lc_trace_full(&full, path, strlen(LC_FULL_CONFIG), LC_FULL_LINES, 0);
    const char *p = full.s;
    for (int line = 1; line < from && p != NULL; ++line) {
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    lc_add(b, "%s", p ? p : "");
}

#endif /* ACLCTS_CASES_JSON_REREAD_COMMON_H_ */
