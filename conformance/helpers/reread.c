/* The re-read cases' edits and checks (reread.h). */
/* truncate under plain C11. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include "reread.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "traces.h"

/* The editing callback's action. */
static void reread_act(aclcts_cb *self)
{
    reread_edit *e = (reread_edit *)self->user;
    if (e->kind == REREAD_DELETE) {
        e->done = unlink(e->path) == 0;
    } else if (e->kind == REREAD_DIRECTORY) {
        e->done = unlink(e->path) == 0 && mkdir(e->path, 0700) == 0;
    } else if (e->kind == REREAD_RESIZE) {
        e->done = truncate(e->path, e->size) == 0;
    } else {
        FILE *f = fopen(e->path, "wb");
        e->done = f != NULL && fwrite(e->text, 1, strlen(e->text), f) == strlen(e->text);
        e->done = f != NULL && fclose(f) == 0 && e->done;
    }
}

static const char *reread_setup(aclcts_t *t, const char *rule, cb_stages *s, aclcts_cb *editor, reread_edit *e)
{
    aclcts_default_soc(t); /* the expected traces carry the default runtime's answers */
    e->path = aclcts_file(t, "acl.json", e->original ? e->original : REREAD_ORIGINAL);
    editor->action = reread_act;
    editor->user = e;
    if (e->first != NULL) {
        e->first->path = e->path;
        s->model.action = reread_act;
        s->model.user = e->first;
    }
    cb_register_stages(t, rule, s);
    return e->path;
}

void reread_init_with_edit_(aclcts_t *t, const char *rule, cb_stages *s, aclcts_cb *editor, reread_edit *e,
                            aclError code, size_t *mark)
{
    const char *path = reread_setup(t, rule, s, editor, e);
    *mark = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), code);
    CHECK_INT_FOR(t, rule, e->done, 1);
    if (e->first != NULL) CHECK_INT_FOR(t, rule, e->first->done, 1);
}

void reread_expect_model_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code,
                                     void (*dump_lines)(text_buf *b, const reread_edit *e))
{
    cb_stages s = {0};
    size_t m;
    reread_init_with_edit(t, rule, &s, &s.model, e, code, &m);
    text_buf want = {{0}, 0};
    trace_init_head(&want, 0);
    if (dump_lines) dump_lines(&want, e);
    CHECK_TRACE_FOR(t, rule, m, want.s);
    CHECK_INT_FOR(t, rule, s.opexe.calls, 0);
}

void reread_expect_opexe_edit_fails_(aclcts_t *t, const char *rule, reread_edit *e, aclError code)
{
    cb_stages s = {0};
    size_t m;
    reread_init_with_edit(t, rule, &s, &s.opexe, e, code, &m);
    text_buf want = {{0}, 0};
    trace_init_head(&want, 0);
    size_t original_len = strlen(e->original ? e->original : REREAD_ORIGINAL);
    if (original_len > 0) trace_init_dump(&want, e->path, original_len); /* an empty config is handed to no one */
    CHECK_TRACE_FOR(t, rule, m, want.s);
    CHECK_INT_FOR(t, rule, s.dvpp.calls, 0);
}

void reread_expect_original_(aclcts_t *t, const char *rule, const aclcts_cb *slot)
{
    CHECK_INT_FOR(t, rule, slot->calls, 1);
    CHECK_INT_FOR(t, rule, slot->last_len, REREAD_ORIGINAL_LEN);
    CHECK_STR_FOR(t, rule, slot->last_cfg, REREAD_ORIGINAL);
}

void reread_dump_refused(text_buf *b, const reread_edit *e)
{
    text_add(b, "AdxDataDumpServerInit()=0\nAdx::AdumpSetDumpConfig(");
    text_add_quoted(b, e->path);
    text_add(b, ",%zu)=%d\n", strlen(e->text), ADUMP_INPUT_FAILED);
}
