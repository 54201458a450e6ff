/* The runner as the reaper of its descendants (reap.c): exited children,
 * and the orphans a test leaves behind. */
#ifndef ACLCTS_REAP_H_
#define ACLCTS_REAP_H_

#include <stddef.h>
#include <sys/types.h>

#include "jobs.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The orphan sweep leaves a worker alone (keep 1) or no longer (keep 0). */
void aclcts_reap_keep(pid_t pid, int keep);

/* Makes the runner the reaper of every orphaned descendant (PR_SET_CHILD_SUBREAPER). */
void aclcts_reap_init(void);
/* Kills every process re-parented to the runner that belongs to no running
 * job (a grandchild that left its group), then reaps them. */
size_t aclcts_reap_orphans(aclcts_job **running, size_t n); /* the orphans it found */
/* Repeats the orphan sweep until none is left (end of a run). */
void aclcts_reap_all(void);
/* Reaps every exited child without blocking; records the status of jobs. */
void aclcts_reap_some(aclcts_job **jobs, size_t n);
/* Wakes the runner's wait (aclcts_jobs_wait); async-signal-safe. */
void aclcts_reap_wake(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_REAP_H_ */
