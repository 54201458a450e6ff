/* Crash-safe output files: each is written to a temporary file beside it,
 * synced and renamed into place, so a reader never sees half a file. Several
 * may be written at once, by different threads. The contracts are in
 * outfile.h. */
#define _POSIX_C_SOURCE 200809L

#include "outfile.h"

#include <cjson/cJSON.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* How many output files could not be written; the first one's cause is the
 * one printed (a full disk fails every later file the same way). */
static size_t g_out_errors;

/* The temporary files being written, for a second interrupt to remove: one
 * entry per file open at once (the report writers run side by side). An entry
 * is claimed, filled and then marked set; the signal handler reads only set
 * entries. */
#define PENDING_MAX 8
static struct {
    char path[PATH_MAX];
    volatile sig_atomic_t set;
    int claimed;
} g_pending[PENDING_MAX];

void aclcts_out_error(const char *path, int err)
{
    if (__atomic_fetch_add(&g_out_errors, 1, __ATOMIC_SEQ_CST) == 0)
        fprintf(stderr, "aclcts: cannot write %s: %s\n", path, strerror(err));
    errno = err;
}

size_t aclcts_out_error_count(void) { return __atomic_load_n(&g_out_errors, __ATOMIC_SEQ_CST); }

void aclcts_out_remove_pending(void)
{
    for (int k = 0; k < PENDING_MAX; k++)
        if (g_pending[k].set) unlink(g_pending[k].path);
}

/* Claims an entry for tmp; -1 when all are taken (the file is then not removed by an interrupt). */
static int set_pending(const char *tmp)
{
    if (strlen(tmp) >= PATH_MAX) return -1;
    for (int k = 0; k < PENDING_MAX; k++)
        if (__atomic_exchange_n(&g_pending[k].claimed, 1, __ATOMIC_SEQ_CST) == 0) {
            memcpy(g_pending[k].path, tmp, strlen(tmp) + 1);
            g_pending[k].set = 1;
            return k;
        }
    return -1;
}

static void clear_pending(aclcts_out *o)
{
    if (o->pending < 0) return;
    g_pending[o->pending].set = 0;
    __atomic_store_n(&g_pending[o->pending].claimed, 0, __ATOMIC_SEQ_CST);
    o->pending = -1;
}

static void report_errno(const char *path, const char *what, int err)
{
    (void)what; /* the step (write, fsync, rename) adds nothing a user acts on */
    aclcts_out_error(path, err);
}

int aclcts_out_open(aclcts_out *o, const char *path)
{
    static const char suffix[] = ".tmp.XXXXXX";
    o->path = path;
    o->f = NULL;
    o->pending = -1;
    o->tmp = malloc(strlen(path) + sizeof suffix);
    if (!o->tmp) {
        report_errno(path, "out of memory", ENOMEM);
        return -1;
    }
    strcpy(o->tmp, path);
    strcat(o->tmp, suffix);
    int fd = mkstemp(o->tmp);
    if (fd < 0) {
        report_errno(path, "cannot create a temporary file", errno);
        free(o->tmp);
        o->tmp = NULL;
        return -1;
    }
    o->pending = set_pending(o->tmp);
    (void)fchmod(fd, 0644); /* a report is for reading, like any output file */
    o->f = fdopen(fd, "w");
    if (o->f) __fsetlocking(o->f, FSETLOCKING_BYCALLER); /* one writer: no lock around each of its many writes */
    if (!o->f) {
        int err = errno;
        close(fd);
        unlink(o->tmp);
        clear_pending(o);
        free(o->tmp);
        o->tmp = NULL;
        report_errno(path, "fdopen", err);
        return -1;
    }
    return 0;
}

static int fail_and_discard(aclcts_out *o, const char *what, int err)
{
    if (o->f) fclose(o->f);
    o->f = NULL;
    unlink(o->tmp);
    clear_pending(o);
    free(o->tmp);
    o->tmp = NULL;
    report_errno(o->path, what, err ? err : EIO);
    return -1;
}

int aclcts_out_commit(aclcts_out *o)
{
    /* ferror is sticky: it catches any failed fputs/fprintf/fwrite before. */
    if (fflush(o->f) != 0 || ferror(o->f)) return fail_and_discard(o, "write failed", errno);
    if (fsync(fileno(o->f)) != 0 && errno != EINVAL) return fail_and_discard(o, "fsync failed", errno);
    FILE *f = o->f;
    o->f = NULL;
    if (fclose(f) != 0) return fail_and_discard(o, "close failed", errno);
    if (rename(o->tmp, o->path) != 0) return fail_and_discard(o, "rename failed", errno);
    clear_pending(o);
    free(o->tmp);
    o->tmp = NULL;
    return 0;
}

int aclcts_out_abort(aclcts_out *o, const char *why) { return fail_and_discard(o, why, errno); }

int aclcts_out_write_json(const char *path, cJSON *root)
{
    char *text = root ? cJSON_Print(root) : NULL;
    cJSON_Delete(root);
    if (!text) {
        aclcts_out_error(path, ENOMEM);
        return -1;
    }
    aclcts_out out;
    int rc = aclcts_out_open(&out, path);
    if (rc == 0) {
        fputs(text, out.f);
        fputc('\n', out.f);
        rc = aclcts_out_commit(&out);
    }
    cJSON_free(text);
    return rc;
}
