/* Per-test limits (test_limits*.c): what a test may take of memory, processes
 * and scratch space, how the kernel holds it there, and the verdict on a test
 * that reached a limit. The runner calls in at a handful of places: the
 * options, the start of a run, before it creates a slot's process, in that
 * process after the fork, when a child is reaped, when a test is judged, and
 * at the end of the run. */
#ifndef ACLCTS_TEST_LIMITS_H_
#define ACLCTS_TEST_LIMITS_H_

#include <stddef.h>
#include <sys/types.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

struct aclcts_job;

/* Defaults, each 0-able by its option. */
#define ACLCTS_DEFAULT_MEMORY_MIB 2048u /* libFuzzer's -rss_limit_mb; the suite's tests peak far below */
#define ACLCTS_DEFAULT_PROCESSES 256u   /* tasks (processes and threads); the suite's tests use a few */
#define ACLCTS_DEFAULT_SCRATCH_MIB 256u /* the suite's largest file is a 10 MiB config */

/* ---- options (options.c's setter; cli.c: run's table) ---- */

/* 1 when --NAME is one of the limits' options. */
int aclcts_limits_is_option(const char *name);
/* Sets it from its value; 0, or -1 after printing why the value is bad. */
int aclcts_limits_set_option(const char *name, const char *value);

/* ---- the runner (run.c, isolation.c, schedule.c, judge.c, verdict.c) ---- */

/* Chooses how the limits are held (cgroups and a tmpfs per slot where the
 * runner may create them, else resource limits) for a run of `jobs` slots,
 * under memcheck when `valgrind`; prints the line that says so. 0, or -1
 * after printing why --limits-via cannot be honoured. */
int aclcts_limits_setup(unsigned jobs, int valgrind);
/* At the start of a run that will hold its limits in cgroups: the kernel's
 * first move of a process into a cgroup after a quiet spell waits for a
 * grace period (about 10 ms here), which the run's first worker, moved into
 * its slot's cgroup, used to wait for before loading the target. A thread
 * moves the runner into the cgroup it is in already (no move), so that wait
 * overlaps the preflight; aclcts_limits_setup waits for the thread. */
void aclcts_limits_warm(void);
/* The next process the runner creates belongs to slot k (a fork-server
 * worker, or a test's own process); `workdir`, when not NULL, is the slot's
 * working directory for its next test: mounted as its scratch space when it
 * is new. */
void aclcts_limits_slot(unsigned k, const char *workdir);
/* Judges the limits on a test that ended in `workdir` (its slot's): one that
 * reached a limit becomes a crash whose message names it first. */
void aclcts_limits_judge(const char *workdir, const struct aclcts_job *j, aclcts_result *res);
/* The end of the run: the peaks, the line that says them, the slots' cgroups removed. */
void aclcts_limits_end(void);
/* For the reports: one line (summary.md, report.html) and a JSON object's
 * text (results.json "limits"); NULL before setup. */
const char *aclcts_limits_note(void);
const char *aclcts_limits_json(void);

/* ---- processes ---- */

/* In a child of the runner, right after the fork: enters the slot's cgroup,
 * sets the resource limits, makes the process the OOM killer's first choice.
 * Async-signal-safe; nothing when no slot is pending. */
void aclcts_limits_child(void);
/* A test's child was reaped (reap.c, or by a fork-server worker,
 * forkserver_worker.c, which tells forkserver.c) with this peak resident size. */
void aclcts_limits_reaped(pid_t pid, long maxrss_kib);

/* ---- the mechanisms ---- */

/* cgroups (test_limits_cgroup.c): version 2 or 1, 0 when none can be used (*why
 * then says why). A slot's cgroup is created at its first use. */
int aclcts_cg_open(int memory, int processes, char *why, size_t cap);
int aclcts_cg_slot(unsigned k, unsigned long long memory_bytes, unsigned tasks, char *why, size_t cap);
void aclcts_cg_enter(unsigned k); /* async-signal-safe */
/* What happened in slot k since the last call: OOM kills, refused forks. */
void aclcts_cg_events(unsigned k, unsigned long long *oom_kills, unsigned long long *refused);
unsigned long long aclcts_cg_peak_memory(unsigned k); /* bytes; 0: unknown */
unsigned long long aclcts_cg_peak_tasks(unsigned k);  /* 0: unknown */
void aclcts_cg_close(void);
char *aclcts_cg_describe(void); /* "a cgroup v1 per slot: DIR/slot<k>, DIR/slot<k>" (malloc) */

/* Scratch space (test_limits_scratch.c): a private mount namespace for the
 * runner, then a tmpfs of the limit's size on each slot's working directory. */
int aclcts_scratch_open(char *why, size_t cap);
int aclcts_scratch_mount(const char *dir, unsigned long long bytes);
/* Bytes in use under dir and whether it is full (a tmpfs of ours: statfs;
 * else the sizes of its files). */
unsigned long long aclcts_scratch_used(const char *dir, int tmpfs, int *full);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_TEST_LIMITS_H_ */
