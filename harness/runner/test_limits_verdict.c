/* The verdict of the per-test limits on each test (a test that reached a
 * limit is a crash whose message names it first: "exceeded the per-test
 * memory limit of 2048 MiB (...): " before the death or the failure it
 * would otherwise report), the tests that reached each limit and the peaks,
 * and the end of the run: the line that says them, and the same for the
 * reports (summary.md, report.html, results.json "limits"). How each limit
 * is held, and the state they share, are test_limits.c's. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cjson/cJSON.h>

#include "jobs.h"
#include "results.h"
#include "test_limits.h"
#include "test_limits_state.h"
#include "text.h"

/* ---- the verdict ---- */

static long reaped_kib(pid_t pid)
{
    for (unsigned i = 0; i < REAPED_KEPT; i++)
        if (L.reaped[i].pid == pid && pid > 0) return L.reaped[i].kib;
    return 0;
}

static int slot_of(const char *dir)
{
    for (unsigned k = 0; dir != NULL && k < L.nslots; k++)
        if (L.slots[k].dir != NULL && strcmp(L.slots[k].dir, dir) == 0) return (int)k;
    return -1;
}

static void note_max(unsigned long long *peak, unsigned long long v)
{
    if (v > *peak) *peak = v;
}

/* What the test reached, clause by clause: "the per-test ... limit of ... (...)",
 * joined by " and " (the text stops short rather than overflow). */
typedef struct verdict_text {
    char text[1200];
    size_t len, clauses;
} verdict_text;

static void add_clause(verdict_text *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add_clause(verdict_text *v, const char *fmt, ...)
{
    size_t cap = sizeof v->text;
    if (v->clauses++ && v->len + 5 < cap) v->len += (size_t)snprintf(v->text + v->len, cap - v->len, " and ");
    va_list ap;
    va_start(ap, fmt);
    int n = v->len < cap ? vsnprintf(v->text + v->len, cap - v->len, fmt, ap) : 0;
    va_end(ap);
    v->len = n < 0 ? v->len : v->len + (size_t)n < cap ? v->len + (size_t)n : cap - 1;
}

/* Memory: the cgroup's OOM kills, or without one the test's resident peak. */
static void memory_reached(verdict_text *v, unsigned k, unsigned long long oom_kills, const aclcts_job *j)
{
    unsigned long long rss = (unsigned long long)reaped_kib(j->pid) * 1024u;
    if (!L.cgroup) note_max(&L.peak_memory, rss);
    if (!L.memory_mib || (L.cgroup ? oom_kills == 0 : rss <= L.memory_bytes)) return;
    add_clause(v, "the per-test memory limit of %u MiB (%s %llu MiB%s%s)", L.memory_mib,
               L.cgroup ? "the cgroup's peak" : "resident peak", (L.cgroup ? aclcts_cg_peak_memory(k) : rss) / MIB,
               L.valgrind ? ", memcheck's own included" : "", L.cgroup ? "; the kernel's OOM killer stopped it" : "");
    L.hits[LIMIT_MEMORY]++;
}

static void processes_reached(verdict_text *v, unsigned long long refused)
{
    if (!L.processes || refused == 0) return;
    add_clause(v, "the per-test process limit of %u (a new process or thread was refused %llu time%s)", L.processes,
               refused, refused == 1 ? "" : "s");
    L.hits[LIMIT_PROCESSES]++;
}

/* Scratch: the working directory full (or past the limit, added up), or a file killed at it. */
static void scratch_reached(verdict_text *v, unsigned k, const char *dir, const aclcts_job *j)
{
    if (!L.scratch_mib) return;
    int full = 0, xfsz = WIFSIGNALED(j->wstatus) && WTERMSIG(j->wstatus) == SIGXFSZ;
    unsigned long long used = aclcts_scratch_used(dir, L.slots[k].tmpfs, &full);
    note_max(&L.peak_scratch, used);
    if (!full && !xfsz && used < (unsigned long long)L.scratch_mib * MIB) return;
    add_clause(v, "the per-test scratch limit of %u MiB (%sits working directory held %llu MiB%s)", L.scratch_mib,
               xfsz ? "a file reached it, SIGXFSZ; " : "", used / MIB, full ? ", full" : "");
    L.hits[LIMIT_SCRATCH]++;
}

void aclcts_limits_judge(const char *workdir, const aclcts_job *j, aclcts_result *res)
{
    int k = L.ready ? slot_of(workdir) : -1;
    if (k < 0) return;
    unsigned long long oom_kills = 0, refused = 0;
    if (L.cgroup) aclcts_cg_events((unsigned)k, &oom_kills, &refused); /* every test: the counters move on */
    verdict_text v = {"", 0, 0};
    memory_reached(&v, (unsigned)k, oom_kills, j);
    processes_reached(&v, refused);
    scratch_reached(&v, (unsigned)k, workdir, j);
    if (v.clauses == 0) return;
    char *m = aclcts_printf("exceeded %s%s%s", v.text, res->message && res->message[0] ? ": " : "",
                            res->message ? res->message : "");
    free(res->message);
    res->message = m;
    res->status = ACLCTS_CRASH;
}

/* ---- the end of the run ---- */

/* "no test reached a limit; the peak of a slot: memory 41 MiB, ..." (the console's
 * last limits line), and the note of the reports: how each is held, then that. */
static void build_note(void)
{
    size_t hit = L.hits[LIMIT_MEMORY] + L.hits[LIMIT_PROCESSES] + L.hits[LIMIT_SCRATCH];
    char peaks[256] = "";
    size_t n = 0;
    if (L.peak_memory) n += (size_t)snprintf(peaks + n, sizeof peaks - n, ", memory %llu MiB", L.peak_memory / MIB);
    if (L.peak_tasks) n += (size_t)snprintf(peaks + n, sizeof peaks - n, ", %llu processes and threads", L.peak_tasks);
    if (L.scratch_mib) snprintf(peaks + n, sizeof peaks - n, ", scratch %llu MiB", L.peak_scratch / MIB);
    char *reach = hit == 0 ? aclcts_strdup("no test reached a limit")
                           : aclcts_printf("%zu test%s reached a limit (memory %zu, processes %zu, scratch %zu)", hit,
                                           hit == 1 ? "" : "s", L.hits[LIMIT_MEMORY], L.hits[LIMIT_PROCESSES],
                                           L.hits[LIMIT_SCRATCH]);
    L.outcome = aclcts_printf("%s%s%s", reach,
                              !peaks[0]  ? ""
                              : L.cgroup ? "; the peak of a slot:"
                                         : "; the peak of a test's process:",
                              peaks[0] ? peaks + 1 : "");
    free(reach);
    L.note = aclcts_printf("%s. %s", aclcts_limits_how_held(), L.outcome);
}

static void build_json(void)
{
    cJSON *o = cJSON_CreateObject(), *peak = cJSON_CreateObject(), *hits = cJSON_CreateObject();
    if (o == NULL || peak == NULL || hits == NULL) return;
    cJSON_AddNumberToObject(o, "memory_mib", L.memory_mib);
    cJSON_AddNumberToObject(o, "processes", L.processes);
    cJSON_AddNumberToObject(o, "scratch_mib", L.scratch_mib);
    cJSON_AddStringToObject(o, "memory_via",
                            !L.memory_mib   ? "none"
                            : L.cgroup == 2 ? "cgroup v2"
                            : L.cgroup == 1 ? "cgroup v1"
                            : L.data_bytes  ? "rlimit"
                                            : "checked");
    cJSON_AddStringToObject(o, "processes_via",
                            !L.processes    ? "none"
                            : L.cgroup == 2 ? "cgroup v2"
                            : L.cgroup == 1 ? "cgroup v1"
                            : L.nproc       ? "rlimit"
                                            : "none");
    cJSON_AddStringToObject(o, "scratch_via", !L.scratch_mib ? "none" : L.tmpfs ? "tmpfs" : "rlimit");
    if (L.valgrind && L.memory_mib)
        cJSON_AddNumberToObject(o, "memory_mib_with_memcheck", (double)(L.memory_bytes / MIB));
    cJSON_AddStringToObject(o, "note", L.note ? L.note : "");
    cJSON_AddNumberToObject(hits, "memory", (double)L.hits[LIMIT_MEMORY]);
    cJSON_AddNumberToObject(hits, "processes", (double)L.hits[LIMIT_PROCESSES]);
    cJSON_AddNumberToObject(hits, "scratch", (double)L.hits[LIMIT_SCRATCH]);
    cJSON_AddItemToObject(o, "hits", hits);
    if (L.peak_memory) cJSON_AddNumberToObject(peak, "memory_mib", (double)(L.peak_memory / MIB));
    if (L.peak_tasks) cJSON_AddNumberToObject(peak, "processes", (double)L.peak_tasks);
    if (L.scratch_mib) cJSON_AddNumberToObject(peak, "scratch_mib", (double)(L.peak_scratch / MIB));
    cJSON_AddItemToObject(o, "peak", peak);
    char *text = cJSON_PrintUnformatted(o);
    cJSON_Delete(o);
    L.json = text ? aclcts_strdup(text) : NULL;
    cJSON_free(text);
}

void aclcts_limits_end(void)
{
    if (!L.ready) return;
    for (unsigned k = 0; L.cgroup && k < L.nslots; k++) {
        note_max(&L.peak_memory, aclcts_cg_peak_memory(k));
        note_max(&L.peak_tasks, aclcts_cg_peak_tasks(k));
    }
    aclcts_cg_close();
    build_note();
    build_json();
    fprintf(stderr, "aclcts: limits: %s\n", L.outcome);
}

const char *aclcts_limits_note(void) { return L.note; }
const char *aclcts_limits_json(void) { return L.json; }
