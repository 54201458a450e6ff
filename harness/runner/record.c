/* results.jsonl: one JSON line per finished test, flushed at once, so a
 * runner that dies mid-run loses nothing already finished. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "commands.h"
#include "outfile.h"
#include "record.h"
#include "results.h"
#include "rule_index.h"
#include "status.h"
#include "text.h"

/* The result as one line of JSON with its newline (malloc), NULL when out of memory. */
static char *record_line(const aclcts_result *r)
{
    cJSON *o = cJSON_CreateObject();
    cJSON_AddStringToObject(o, "name", r->name);
    cJSON *rules = cJSON_AddArrayToObject(o, "rules");
    for (size_t i = 0; i < r->nrules; i++) cJSON_AddItemToArray(rules, cJSON_CreateString(r->rules[i]));
    cJSON_AddStringToObject(o, "status", aclcts_status_name(r->status));
    cJSON_AddNumberToObject(o, "duration_ms", (double)(long long)(r->duration_ms * 1000.0) / 1000.0);
    cJSON_AddStringToObject(o, "message", r->message ? r->message : "");
    cJSON_AddStringToObject(o, "reproduce", r->reproduce ? r->reproduce : "");
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    char *line = text ? aclcts_printf("%s\n", text) : NULL;
    cJSON_free(text);
    return line;
}

/* Writes all of buf: 0, or -1 with errno (a short write on a full disk is ENOSPC). */
static int write_all(int fd, const char *buf, size_t n)
{
    while (n > 0) {
        ssize_t w = write(fd, buf, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) {
            if (w == 0) errno = ENOSPC;
            return -1;
        }
        buf += w;
        n -= (size_t)w;
    }
    return 0;
}

int aclcts_jsonl_open(aclcts_jsonl *l, const char *path)
{
    memset(l, 0, sizeof *l);
    l->path = aclcts_strdup(path);
    l->fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (l->fd < 0) {
        aclcts_out_error(path, errno);
        return -1;
    }
    return 0;
}

/* A line that does not fit (a full disk) is cut off whole: the file is
 * truncated back to its last complete line, so every line a reader finds is
 * JSON, and no later line is tried (the log then lacks the rest, which makes
 * the run's outputs incomplete). One write per line, no stdio buffer: a
 * runner that dies loses nothing finished. */
void aclcts_jsonl_append(aclcts_jsonl *l, const aclcts_result *r)
{
    if (l->fd < 0 || l->lost) return;
    char *line = record_line(r);
    size_t n = line ? strlen(line) : 0;
    if (line == NULL) errno = ENOMEM;
    if (line != NULL && write_all(l->fd, line, n) == 0) {
        l->whole += (off_t)n;
        free(line);
        return;
    }
    int err = errno;
    free(line);
    l->lost = 1;
    if (ftruncate(l->fd, l->whole) == 0) lseek(l->fd, l->whole, SEEK_SET);
    aclcts_out_error(l->path, err);
}

int aclcts_jsonl_close(aclcts_jsonl *l)
{
    int rc = l->fd < 0 || l->lost ? -1 : 0;
    if (l->fd >= 0 && close(l->fd) != 0 && rc == 0) {
        aclcts_out_error(l->path, errno); /* an error only a close reports (NFS) */
        rc = -1;
    }
    free(l->path);
    memset(l, 0, sizeof *l);
    l->fd = -1;
    return rc;
}

char *aclcts_reproduce(const char *lib, const char *profile, const char *name, const char *out)
{
    char *ql = aclcts_shell_quote(lib);
    char *dir = aclcts_printf("%s/reproduce/%s", out, name);
    char *qd = aclcts_shell_quote(dir);
    /* Test names are letters, digits and one dot: single quotes always suffice. Its own --out: the
     * run's reports stay as they are. */
    char *s =
        aclcts_printf("aclcts run --lib %s --profile %s --filter '%s' --keep-workdir --out %s", ql, profile, name, qd);
    free(ql);
    free(dir);
    free(qd);
    return s;
}

int aclcts_print_verdict(const size_t n[ACLCTS_STATUS_COUNT], size_t total, const char *const *missing, size_t nmissing,
                         const size_t *missing_skips, const char *words)
{
    int bad = n[ACLCTS_FAIL] + n[ACLCTS_CRASH] + n[ACLCTS_TIMEOUT] + n[ACLCTS_XPASS] > 0 || nmissing > 0;
    char *text = aclcts_strdup("");
    for (size_t k = 0; k < nmissing; k++) {
        char *skips = missing_skips ? aclcts_printf(" (%zu skipped)", missing_skips[k]) : aclcts_strdup("");
        char *next = aclcts_printf("%s%s%s%s", text, k ? ", " : ", missing ", missing[k], skips);
        free(skips);
        free(text);
        text = next;
    }
    fprintf(stderr,
            "aclcts: %zu tests: %zu pass, %zu fail, %zu crash, %zu timeout, %zu skip, %zu xfail, %zu xpass, "
            "%zu hazard%s \xe2\x80\x94 %s\n",
            total, n[ACLCTS_PASS], n[ACLCTS_FAIL], n[ACLCTS_CRASH], n[ACLCTS_TIMEOUT], n[ACLCTS_SKIP], n[ACLCTS_XFAIL],
            n[ACLCTS_XPASS], n[ACLCTS_HAZARD], text,
            words != NULL ? words
            : bad         ? "NOT conformant"
                          : "conformant");
    free(text);
    return bad ? ACLCTS_EXIT_NONCONFORMANT : ACLCTS_EXIT_OK;
}

/* ---- all four reports ---- */

typedef struct report_job {
    const char *file;
    int (*write)(const aclcts_run *, const char *);
    const aclcts_run *run;
    const char *dir;
    int failed;
    pthread_t thread;
    int started;
} report_job;

static void *write_one(void *arg)
{
    report_job *j = arg;
    size_t len = strlen(j->dir) + strlen(j->file) + 2;
    char *path = malloc(len);
    if (!path) {
        aclcts_out_error(j->file, ENOMEM);
        j->failed = 1;
    } else if (snprintf(path, len, "%s/%s", j->dir, j->file), j->write(j->run, path) != 0) {
        j->failed = 1; /* the writer said why (aclcts_out_error) */
    }
    free(path);
    return NULL;
}

/* The four writers only read the run, so each has a thread of its own: the
 * reports take the time of the longest, not of all four, after the last
 * test. A thread that cannot be started writes in this one. */
int aclcts_write_reports(const aclcts_run *in, const char *dir)
{
    aclcts_run indexed = *in, *run = &indexed;
    /* Without it (no memory) the writers scan; a caller may have built it. */
    int built = in->index == NULL && aclcts_rule_index_build(run) == 0;
    report_job jobs[] = {{"results.json", aclcts_write_results_json, run, dir, 0, 0, 0},
                         {"junit.xml", aclcts_write_junit, run, dir, 0, 0, 0},
                         {"report.html", aclcts_write_html, run, dir, 0, 0, 0},
                         {"summary.md", aclcts_write_summary_md, run, dir, 0, 0, 0}};
    const size_t n = sizeof jobs / sizeof jobs[0];
    for (size_t i = 1; i < n; i++) jobs[i].started = pthread_create(&jobs[i].thread, NULL, write_one, &jobs[i]) == 0;
    write_one(&jobs[0]);
    int failed = jobs[0].failed;
    for (size_t i = 1; i < n; i++) {
        if (jobs[i].started) pthread_join(jobs[i].thread, NULL);
        else write_one(&jobs[i]);
        failed += jobs[i].failed;
    }
    if (built) aclcts_rule_index_free(run);
    return failed;
}
